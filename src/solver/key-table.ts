/**
 * 64-bit position keys (two 32-bit halves) in flat typed arrays, open addressing with linear
 * probing: what the solvers' tables of positions share. Far lighter than a `Set` or a `Map` for
 * millions of keys. The key 0:0 marks a free slot, so it stands for 0:1.
 */
export abstract class KeyTable {
  /** Slots in use. */
  size = 0;
  private low: Int32Array;
  private high: Int32Array;
  private mask = 0;
  /** Slots are taken from the top bits of a multiplicative hash, the well-mixed ones. */
  private shift = 0;

  /** `capacity`: a power of two. */
  constructor(capacity: number) {
    this.low = new Int32Array(capacity);
    this.high = new Int32Array(capacity);
    this.resize();
  }

  get capacity(): number {
    return this.low.length;
  }

  /** Forgets every key, keeping the room. */
  clear(): void {
    this.low.fill(0);
    this.high.fill(0);
    this.size = 0;
  }

  /** The slot that holds the key, or the free slot where it would go (see `isFree`, `take`). */
  protected find(low: number, high: number): number {
    if (low === 0 && high === 0) high = 1;
    let slot = Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> this.shift;
    for (;;) {
      const l = this.low[slot];
      const h = this.high[slot];
      if ((l === low && h === high) || (l === 0 && h === 0)) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  protected isFree(slot: number): boolean {
    return this.low[slot] === 0 && this.high[slot] === 0;
  }

  /** Puts the key in the free slot `find` gave for it. */
  protected take(slot: number, low: number, high: number): void {
    this.low[slot] = low;
    this.high[slot] = low === 0 && high === 0 ? 1 : high;
    this.size++;
  }

  /** Moves every key into a table of `capacity` slots, telling `moved` where each went. */
  protected rehash(capacity: number, moved?: (from: number, to: number) => void): void {
    const { low, high } = this;
    this.low = new Int32Array(capacity);
    this.high = new Int32Array(capacity);
    this.resize();
    this.size = 0;
    for (let i = 0; i < low.length; i++) {
      if (low[i] === 0 && high[i] === 0) continue;
      const slot = this.find(low[i], high[i]);
      this.take(slot, low[i], high[i]);
      moved?.(i, slot);
    }
  }

  /**
   * Drops the keys of the slots `keep` rejects, in place, telling `moved` where each other key
   * went. Once the dropped keys leave holes, every key is placed again, going round from a slot
   * that was free: each probe run is then placed in order, a key's own slot and the holes before
   * it free for it.
   */
  protected retain(keep: (slot: number) => boolean, moved: (from: number, to: number) => void): void {
    const { low, high, mask } = this;
    let start = 0;
    while (low[start] !== 0 || high[start] !== 0) start++;
    for (let slot = 0; slot < low.length; slot++) {
      if ((low[slot] !== 0 || high[slot] !== 0) && !keep(slot)) {
        low[slot] = high[slot] = 0;
        this.size--;
      }
    }
    for (let i = 1; i < low.length; i++) {
      const slot = (start + i) & mask;
      const l = low[slot];
      const h = high[slot];
      if (l === 0 && h === 0) continue;
      low[slot] = high[slot] = 0;
      const to = this.find(l, h);
      low[to] = l;
      high[to] = h;
      if (to !== slot) moved(slot, to);
    }
  }

  private resize(): void {
    this.mask = this.low.length - 1;
    this.shift = 32 - Math.log2(this.low.length);
  }
}
