/**
 * The memory of the solvers' biggest tables, handed on from a search done with it to the next one
 * that grows as big. A big search outgrows tables of millions of slots, and the garbage collector
 * may leave them lying about for a while: a few big searches in a row held far more than any one
 * of them needs. Handed on, each size is allocated once in a page or a worker; smaller buffers
 * come and go as usual.
 */
const SMALLEST_KEPT = 1 << 20;
const kept = new Map<number, ArrayBuffer>();

/** A zeroed buffer of `bytes`, one handed back earlier when there is one. */
export function takeBuffer(bytes: number): ArrayBuffer {
  const buffer = kept.get(bytes);
  if (buffer === undefined) return new ArrayBuffer(bytes);
  kept.delete(bytes);
  new Int32Array(buffer).fill(0);
  return buffer;
}

/** Hands back a buffer its owner no longer uses: kept when it is big and none of its size is. */
export function giveBack(buffer: ArrayBuffer): void {
  if (buffer.byteLength >= SMALLEST_KEPT && !kept.has(buffer.byteLength)) kept.set(buffer.byteLength, buffer);
}
