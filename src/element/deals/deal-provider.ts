import type { DealCode } from '../../engine/index.js';
import { type Checked, type DealProvider, refuse } from '../host/checks.js';

// A chunk of its own, fetched with the first deal a `dealProvider` is asked for.

/**
 * How long a `dealProvider` may take to answer: long enough for a host's server on a slow mobile
 * network, short enough that a player is not left looking at "Dealing…". After it a random deal
 * is dealt, and a later answer is dropped.
 */
export const DEAL_PROVIDER_MS = 5000;

/** Stands for the provider's answer once `DEAL_PROVIDER_MS` have passed without one. */
const TIME_UP = Symbol('time up');

/**
 * The provider's deal for `request`, checked by `check` (a code of the element's game), or the
 * refusal of what it answered, of its failure, or of its silence once `DEAL_PROVIDER_MS` have passed.
 */
export async function askProvider<D extends DealCode>(
  provider: DealProvider,
  request: object,
  check: (answer: unknown, attribute: string) => Checked<D>,
): Promise<Checked<D>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<typeof TIME_UP>((resolve) => (timer = setTimeout(() => resolve(TIME_UP), DEAL_PROVIDER_MS)));
  try {
    // Called inside an async function, a provider that throws rejects instead.
    const answer = await Promise.race([(async () => provider(request))(), timeUp]);
    if (answer === TIME_UP) return refuse('dealProvider', provider, `an answer within ${DEAL_PROVIDER_MS / 1000} seconds; none came, so the deal is random`);
    if (typeof answer !== 'string') return refuse('dealProvider', answer, 'a promise of a deal code string');
    return check(answer, 'dealProvider');
  } catch (error) {
    return refuse('dealProvider', error, 'a promise of a deal code; it rejected, so the deal is random');
  } finally {
    clearTimeout(timer);
  }
}
