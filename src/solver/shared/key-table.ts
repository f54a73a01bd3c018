import { giveBack, takeBuffer } from './big-buffers.js';

/**
 * 64-bit position keys (two 32-bit halves side by side, so that a probe reads one cache line) in
 * a flat typed array, open addressing with linear probing: what the solvers' tables of positions
 * share. Far lighter than a `Set` or a `Map` for millions of keys. The key 0:0 marks a free slot,
 * so it stands for 0:1.
 */
export abstract class KeyTable {
  /** Slots in use. */
  size = 0;
  /** Slot i's key is keys[2i] (low half), keys[2i + 1] (high half). */
  private keys: Int32Array<ArrayBuffer>;
  private mask = 0;
  /** Slots are taken from the top bits of a multiplicative hash, the well-mixed ones. */
  private shift = 0;

  /** `capacity`: a power of two. */
  constructor(capacity: number) {
    this.keys = new Int32Array(takeBuffer(capacity * 8));
    this.resize();
  }

  /** Hands the table's memory on to the next search (see `takeBuffer`); the table is done with. */
  release(): void {
    giveBack(this.keys.buffer);
  }

  get capacity(): number {
    return this.keys.length >> 1;
  }

  /** Forgets every key, keeping the room. */
  clear(): void {
    this.keys.fill(0);
    this.size = 0;
  }

  /** The slot that holds the key, or the free slot where it would go (see `isFree`, `take`). */
  protected find(low: number, high: number): number {
    if (low === 0 && high === 0) high = 1;
    let slot = Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> this.shift;
    const keys = this.keys;
    for (;;) {
      const l = keys[2 * slot];
      const h = keys[2 * slot + 1];
      if ((l === low && h === high) || (l === 0 && h === 0)) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  protected isFree(slot: number): boolean {
    return this.keys[2 * slot] === 0 && this.keys[2 * slot + 1] === 0;
  }

  /** Puts the key in the free slot `find` gave for it. */
  protected take(slot: number, low: number, high: number): void {
    this.keys[2 * slot] = low;
    this.keys[2 * slot + 1] = low === 0 && high === 0 ? 1 : high;
    this.size++;
  }

  /**
   * Moves every key into a table of `capacity` slots, telling `moved` where each went; returns
   * the old keys, for the caller to hand back (see `giveBack`).
   */
  protected rehash(capacity: number, moved?: (from: number, to: number) => void): Int32Array<ArrayBuffer> {
    const keys = this.keys;
    this.keys = new Int32Array(takeBuffer(capacity * 8));
    this.resize();
    this.size = 0;
    for (let i = 0; i < keys.length >> 1; i++) {
      const low = keys[2 * i];
      const high = keys[2 * i + 1];
      if (low === 0 && high === 0) continue;
      const slot = this.find(low, high);
      this.take(slot, low, high);
      moved?.(i, slot);
    }
    return keys;
  }

  /**
   * Drops the keys of the slots `keep` rejects, in place, telling `moved` where each other key
   * went. Once the dropped keys leave holes, every key is placed again, going round from a slot
   * that was free: each probe run is then placed in order, a key's own slot and the holes before
   * it free for it.
   */
  protected retain(keep: (slot: number) => boolean, moved: (from: number, to: number) => void): void {
    const { keys, mask, capacity } = this;
    let start = 0;
    while (!this.isFree(start)) start++;
    for (let slot = 0; slot < capacity; slot++) {
      if (!this.isFree(slot) && !keep(slot)) {
        keys[2 * slot] = keys[2 * slot + 1] = 0;
        this.size--;
      }
    }
    for (let i = 1; i < capacity; i++) {
      const slot = (start + i) & mask;
      const low = keys[2 * slot];
      const high = keys[2 * slot + 1];
      if (low === 0 && high === 0) continue;
      keys[2 * slot] = keys[2 * slot + 1] = 0;
      const to = this.find(low, high);
      keys[2 * to] = low;
      keys[2 * to + 1] = high;
      if (to !== slot) moved(slot, to);
    }
  }

  private resize(): void {
    this.mask = this.capacity - 1;
    this.shift = 32 - Math.log2(this.capacity);
  }
}
