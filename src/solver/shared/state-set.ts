import { giveBack } from './big-buffers.js';
import { KeyTable } from './key-table.js';

/**
 * A set of 64-bit position keys, growing fourfold at three quarters full. Growing fourfold rather
 * than twofold leaves less garbage behind (the tables outgrown) while a big search runs: a third
 * of the final table rather than all of it.
 */
export class StateSet extends KeyTable {
  /** `capacity`: a power of two. */
  constructor(capacity = 1 << 12) {
    super(capacity);
  }

  /** Adds the key; false when it was already there. */
  add(low: number, high: number): boolean {
    const slot = this.find(low, high);
    if (!this.isFree(slot)) return false;
    this.take(slot, low, high);
    if (this.size * 4 > this.capacity * 3) giveBack(this.rehash(this.capacity * 4).buffer);
    return true;
  }
}
