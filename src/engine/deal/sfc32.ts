/**
 * The Small Fast Counting generator (sfc32), one 32-bit word per call. Every deal code depends
 * on this sequence: never change it. It is the standard sfc32 step, `b = c + (c << 3)` included,
 * as docs/deal-code.md ("Shuffle") gives it; the test vectors there pin it.
 */
export function sfc32(seedA: number, seedB: number, seedC: number, seedD: number): () => number {
  let a = seedA >>> 0;
  let b = seedB >>> 0;
  let c = seedC >>> 0;
  let d = seedD >>> 0;
  return () => {
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = (b ^ (b >>> 9)) >>> 0;
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
}
