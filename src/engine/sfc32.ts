/**
 * The Small Fast Counting generator (sfc32), one 32-bit word per call. Every deal code depends
 * on this sequence: never change it.
 *
 * deal-code.md writes the third line as `b = b + (b << 3)`; that reading keeps `b` at 0 for every
 * deal number below 2^32 and reproduces none of the spec's test vectors. The vectors are made by
 * the published sfc32, `b = c + (c << 3)`, which is what this follows (see README, "Deal codes").
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
