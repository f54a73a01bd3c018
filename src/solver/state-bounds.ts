/**
 * 64-bit position keys (two 32-bit halves), each with the lowest small bound it was seen with:
 * open addressing with linear probing in flat typed arrays, doubling at half full, like
 * `StateSet`. For positions where a lower bound means a stronger position, so that one seen with
 * a bound covers the same position with any higher one.
 */
export class StateBounds {
  size = 0;
  private low: Int32Array;
  private high: Int32Array;
  /** The bound plus one; 0 marks a free slot. */
  private bounds: Uint8Array;
  private mask: number;
  /** Slots are taken from the top bits of a multiplicative hash, the well-mixed ones. */
  private shift: number;

  constructor(capacity = 1 << 16) {
    this.low = new Int32Array(capacity);
    this.high = new Int32Array(capacity);
    this.bounds = new Uint8Array(capacity);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
  }

  /** Records the key with `bound` (0 … 254); false when it was already there with a bound as low. */
  lower(low: number, high: number, bound: number): boolean {
    let slot = Math.imul(low ^ high, 0x9e3779b1) >>> this.shift;
    for (;;) {
      const seen = this.bounds[slot];
      if (seen === 0) break;
      if (this.low[slot] === low && this.high[slot] === high) {
        if (seen <= bound + 1) return false;
        this.bounds[slot] = bound + 1;
        return true;
      }
      slot = (slot + 1) & this.mask;
    }
    this.low[slot] = low;
    this.high[slot] = high;
    this.bounds[slot] = bound + 1;
    if (++this.size * 2 > this.low.length) this.grow();
    return true;
  }

  private grow(): void {
    const { low, high, bounds } = this;
    this.low = new Int32Array(low.length * 2);
    this.high = new Int32Array(low.length * 2);
    this.bounds = new Uint8Array(low.length * 2);
    this.mask = this.low.length - 1;
    this.shift--;
    for (let i = 0; i < low.length; i++) {
      if (bounds[i] === 0) continue;
      let slot = Math.imul(low[i] ^ high[i], 0x9e3779b1) >>> this.shift;
      while (this.bounds[slot] !== 0) slot = (slot + 1) & this.mask;
      this.low[slot] = low[i];
      this.high[slot] = high[i];
      this.bounds[slot] = bounds[i];
    }
  }
}
