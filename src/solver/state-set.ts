/**
 * A set of 64-bit position keys (two 32-bit halves) in flat typed arrays: open addressing with
 * linear probing, growing fourfold at three quarters full. Far lighter than a `Set` of numbers
 * for millions of keys. Growing fourfold rather than twofold leaves less garbage behind (the
 * tables outgrown) while a big search runs: a third of the final table rather than all of it.
 */
export class StateSet {
  size = 0;
  private low: Int32Array;
  private high: Int32Array;
  private mask: number;
  /** Slots are taken from the top bits of a multiplicative hash, the well-mixed ones. */
  private shift: number;

  /** `capacity`: a power of two; the default grows to 8 million slots (64 MB). */
  constructor(capacity = 1 << 15) {
    this.low = new Int32Array(capacity);
    this.high = new Int32Array(capacity);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
  }

  /** Adds the key; false when it was already there. The key 0:0 marks a free slot, so it stands for 0:1. */
  add(low: number, high: number): boolean {
    if (low === 0 && high === 0) high = 1;
    let slot = Math.imul(low ^ high, 0x9e3779b1) >>> this.shift;
    for (;;) {
      const l = this.low[slot];
      const h = this.high[slot];
      if (l === 0 && h === 0) break;
      if (l === low && h === high) return false;
      slot = (slot + 1) & this.mask;
    }
    this.low[slot] = low;
    this.high[slot] = high;
    if (++this.size * 4 > this.low.length * 3) this.grow();
    return true;
  }

  /** Forgets every key, keeping the room. */
  clear(): void {
    this.low.fill(0);
    this.high.fill(0);
    this.size = 0;
  }

  private grow(): void {
    const low = this.low;
    const high = this.high;
    this.low = new Int32Array(low.length * 4);
    this.high = new Int32Array(low.length * 4);
    this.mask = this.low.length - 1;
    this.shift -= 2;
    for (let i = 0; i < low.length; i++) {
      if (low[i] === 0 && high[i] === 0) continue;
      let slot = Math.imul(low[i] ^ high[i], 0x9e3779b1) >>> this.shift;
      while (this.low[slot] !== 0 || this.high[slot] !== 0) slot = (slot + 1) & this.mask;
      this.low[slot] = low[i];
      this.high[slot] = high[i];
    }
  }
}
