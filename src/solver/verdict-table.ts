import { KeyTable } from './key-table.js';

/**
 * A table from 64-bit position keys to a small status. Slots move only in `reserve`, so a search
 * can keep a slot's index while it works below that position and set its status on the way back.
 */
export class VerdictTable extends KeyTable {
  private status: Uint8Array;

  /** `capacity` and `maxCapacity`: powers of two. */
  constructor(
    capacity: number,
    private readonly maxCapacity: number,
  ) {
    super(capacity);
    this.status = new Uint8Array(capacity);
  }

  /**
   * Makes room for `count` more keys at most three quarters full: grows fourfold as need be, up
   * to the largest capacity, and forgets everything when even that is not enough.
   */
  reserve(count: number): void {
    while ((this.size + count) * 4 > this.capacity * 3 && this.capacity < this.maxCapacity) {
      const status = this.status;
      this.status = new Uint8Array(this.capacity * 4);
      this.rehash(this.capacity * 4, (from, to) => (this.status[to] = status[from]));
    }
    if ((this.size + count) * 4 > this.capacity * 3) this.clear();
  }

  /** The slot of the key, taken for it (with status 0) if it was not there; see `reserve`. */
  slot(low: number, high: number): number {
    const slot = this.find(low, high);
    if (this.isFree(slot)) {
      this.take(slot, low, high);
      this.status[slot] = 0;
    }
    return slot;
  }

  /** The status of the key, 0 when it is not in the table; takes no slot. */
  statusOf(low: number, high: number): number {
    const slot = this.find(low, high);
    return this.isFree(slot) ? 0 : this.status[slot];
  }

  get(slot: number): number {
    return this.status[slot];
  }

  set(slot: number, status: number): void {
    this.status[slot] = status;
  }

  override clear(): void {
    super.clear();
    this.status.fill(0);
  }
}
