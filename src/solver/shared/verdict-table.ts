import { giveBack, takeBuffer } from './big-buffers.js';
import { KeyTable } from './key-table.js';

/**
 * A table from 64-bit position keys to a small status. It starts small, so that a short search
 * works in cache, and grows fourfold when three quarters full, up to the largest capacity.
 */
export class VerdictTable extends KeyTable {
  private status: Uint8Array<ArrayBuffer>;

  /** `capacity` and `maxCapacity`: powers of two. */
  constructor(
    capacity: number,
    private readonly maxCapacity: number,
  ) {
    super(capacity);
    this.status = new Uint8Array(takeBuffer(capacity));
  }

  override release(): void {
    super.release();
    giveBack(this.status.buffer);
  }

  /** Whether the next new key needs more room first (see `grow`). */
  get full(): boolean {
    return (this.size + 1) * 4 > this.capacity * 3;
  }

  /**
   * Room for `count` more keys within the largest capacity, three quarters full: when they do
   * not fit, only the keys whose status `keep` accepts stay, and when even then less than half
   * of `count` fits, none. Returns the room there is, at most `count`.
   */
  makeRoom(count: number, keep: (status: number) => boolean): number {
    const limit = (this.maxCapacity / 4) * 3;
    if (this.size + count <= limit) return count;
    const status = this.status;
    this.retain(
      (slot) => keep(status[slot]),
      (from, to) => (status[to] = status[from]),
    );
    if ((limit - this.size) * 2 < count) this.clear();
    return Math.min(count, limit - this.size);
  }

  /**
   * Quadruples the room, up to the largest capacity (which `makeRoom` keeps enough). Slots move:
   * `follow` is told where an old slot's key now is.
   */
  grow(follow: (moved: (slot: number) => number) => void): void {
    const status = this.status;
    const capacity = Math.min(this.capacity * 4, this.maxCapacity);
    this.status = new Uint8Array(takeBuffer(capacity));
    const keys = this.rehash(capacity, (from, to) => (this.status[to] = status[from]));
    follow((slot) => this.find(keys[2 * slot], keys[2 * slot + 1]));
    giveBack(keys.buffer);
    giveBack(status.buffer);
  }

  /** The slot of the key, taken for it (with status 0) if it was not there; see `full`. */
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
