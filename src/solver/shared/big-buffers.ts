/**
 * The memory of the solvers' tables, handed on from a search done with it to the next one that
 * grows as big. A big search outgrows tables of millions of slots, and the garbage collector may
 * leave them lying about for a while: a few big searches in a row held far more than any one of
 * them needs. Every search also starts with tables of `SMALLEST_KEPT` bytes and more, a new
 * mapping of memory each time for the allocator, which a typical search feels. So each size is
 * allocated once in a page or a worker; smaller buffers come and go as usual.
 */
const SMALLEST_KEPT = 1 << 14;
/** Tables of different kinds may have buffers of one size, in use at once: a few of each size are kept. */
const MOST_KEPT_OF_A_SIZE = 4;
const kept = new Map<number, ArrayBuffer[]>();

/** A zeroed buffer of `bytes`, one handed back earlier when there is one. */
export function takeBuffer(bytes: number): ArrayBuffer {
  const buffer = kept.get(bytes)?.pop();
  if (buffer === undefined) return new ArrayBuffer(bytes);
  new Int32Array(buffer).fill(0);
  return buffer;
}

/** Hands back a buffer its owner no longer uses, kept when it is big. */
export function giveBack(buffer: ArrayBuffer): void {
  if (buffer.byteLength < SMALLEST_KEPT) return;
  const buffers = kept.get(buffer.byteLength) ?? [];
  if (buffers.length < MOST_KEPT_OF_A_SIZE && !buffers.includes(buffer)) buffers.push(buffer);
  kept.set(buffer.byteLength, buffers);
}
