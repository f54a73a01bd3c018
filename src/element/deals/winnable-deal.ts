import type { DealCode } from '../../engine/index.js';

/**
 * How long the search for a winnable deal may go on before an unproven one is dealt.
 *
 * @internal
 */
export interface WinnableLimit {
  readonly tries: number;
  readonly ms: number;
}

/**
 * The deal the search settled on, and whether the solver proved it winnable.
 *
 * @internal
 */
export interface FoundDeal<D extends DealCode = DealCode> {
  readonly deal: D;
  readonly proven: boolean;
  readonly tries: number;
}

/**
 * The first of `candidate()`'s random deals that `proves` proves winnable, the page getting a
 * turn between tries; once `limit` is spent, the last one tried. Null as soon as `wanted()` says
 * the search is no longer wanted (another game started meanwhile).
 */
export async function findWinnableDeal<D extends DealCode>(
  candidate: () => D,
  proves: (deal: D) => boolean | Promise<boolean>,
  limit: WinnableLimit,
  wanted: () => boolean,
): Promise<FoundDeal<D> | null> {
  const until = performance.now() + limit.ms;
  for (let tries = 1; ; tries++) {
    const deal = candidate();
    const proven = await proves(deal);
    if (!wanted()) return null;
    if (proven || tries >= limit.tries || performance.now() >= until) return { deal, proven, tries };
    await new Promise((resolve) => setTimeout(resolve));
    if (!wanted()) return null;
  }
}
