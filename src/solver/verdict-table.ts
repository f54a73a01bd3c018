/**
 * A table from 64-bit position keys (two 32-bit halves) to a small status: open addressing with
 * linear probing in flat typed arrays. Slots move only in `reserve`, so a search can keep a
 * slot's index while it works below that position and set its status on the way back.
 */
export class VerdictTable {
  /** Slots in use (a slot once used stays in use until `clear`). */
  size = 0;
  private low: Int32Array;
  private high: Int32Array;
  private status: Uint8Array;
  private mask = 0;
  private shift = 0;

  /** `capacity` and `maxCapacity`: powers of two. */
  constructor(
    capacity: number,
    private readonly maxCapacity: number,
  ) {
    this.low = new Int32Array(capacity);
    this.high = new Int32Array(capacity);
    this.status = new Uint8Array(capacity);
    this.resize();
  }

  /**
   * Makes room for `count` more keys at most three quarters full: grows fourfold as need be, up
   * to the largest capacity, and forgets everything when even that is not enough.
   */
  reserve(count: number): void {
    while ((this.size + count) * 4 > this.low.length * 3 && this.low.length < this.maxCapacity) this.grow();
    if ((this.size + count) * 4 > this.low.length * 3) this.clear();
  }

  /**
   * The slot of the key, taken for it (with status 0) if it was not there. The key 0:0 marks a
   * free slot, so it stands for 0:1. The caller keeps room for it (see `reserve`).
   */
  slot(low: number, high: number): number {
    if (low === 0 && high === 0) high = 1;
    let slot = Math.imul(low ^ high, 0x9e3779b1) >>> this.shift;
    for (;;) {
      const l = this.low[slot];
      const h = this.high[slot];
      if (l === low && h === high) return slot;
      if (l === 0 && h === 0) break;
      slot = (slot + 1) & this.mask;
    }
    this.low[slot] = low;
    this.high[slot] = high;
    this.status[slot] = 0;
    this.size++;
    return slot;
  }

  get(slot: number): number {
    return this.status[slot];
  }

  set(slot: number, status: number): void {
    this.status[slot] = status;
  }

  private resize(): void {
    this.mask = this.low.length - 1;
    this.shift = 32 - Math.log2(this.low.length);
  }

  private grow(): void {
    const { low, high, status } = this;
    this.low = new Int32Array(low.length * 4);
    this.high = new Int32Array(low.length * 4);
    this.status = new Uint8Array(low.length * 4);
    this.resize();
    this.size = 0;
    for (let i = 0; i < low.length; i++) if (low[i] !== 0 || high[i] !== 0) this.set(this.slot(low[i], high[i]), status[i]);
  }

  clear(): void {
    this.low.fill(0);
    this.high.fill(0);
    this.status.fill(0);
    this.size = 0;
  }
}
