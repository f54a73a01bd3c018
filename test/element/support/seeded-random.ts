import { sfc32 } from '../../../src/engine/deal/sfc32.js';

/**
 * Makes `crypto.getRandomValues`, where the elements draw their random deals, fill from sfc32
 * seeded with `seed`: the same deals on every run, in any order of the tests. Returns the undo.
 */
export function seedRandom(seed: number): () => void {
  const next = sfc32(seed, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35);
  Object.defineProperty(crypto, 'getRandomValues', {
    configurable: true,
    value: <T extends ArrayBufferView | null>(array: T): T => {
      if (array) new Uint8Array(array.buffer, array.byteOffset, array.byteLength).forEach((_, index, bytes) => (bytes[index] = next() & 0xff));
      return array;
    },
  });
  return () => {
    delete (crypto as { getRandomValues?: unknown }).getRandomValues;
  };
}
