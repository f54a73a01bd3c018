import { type GamePosition, type HouseRules, makeDealCode } from '../../engine/index.js';
import type { DealOf, HintFinder, SolitaireGame } from '../game/solitaire-game.js';
import type { Checked, DealProvider } from '../host/checks.js';
import type { SolverClient } from '../solver/solver-client.js';
import type { LazyChunks } from '../view/lazy-chunks.js';
import { askProvider } from './deal-provider.js';
import { findWinnableDeal } from './winnable-deal.js';

// A chunk of its own: most pages deal plain random deals, and never ask a provider or the solver for one.

/**
 * What dealing needs of the element.
 *
 * @internal
 */
export interface DealerHost<P extends GamePosition> {
  accepted<T>(checked: Checked<T>): T | undefined;
  solver(): Promise<SolverClient<P>>;
  readonly hints: HintFinder<P>;
  readonly chunks: LazyChunks;
  /** The house rules new deals are played under. */
  rules(): HouseRules & P['houseRules'];
  /** A deal is being looked for. */
  dealing(): void;
  start(deal: DealOf<P>): void;
}

/** The deal the host's `dealProvider` hands out for `settings` (a random one when it fails), unless another game started meanwhile. */
export async function fromProvider<P extends GamePosition, S extends object>(
  contract: SolitaireGame<P, S>,
  host: DealerHost<P>,
  provider: DealProvider,
  settings: S,
  wanted: () => boolean,
): Promise<void> {
  const answer = await askProvider(provider, contract.dealRequest(settings), contract.checkDeal);
  if (wanted()) host.start(host.accepted(answer) ?? contract.randomDeal(settings));
}

/**
 * The first random deal the solver proves winnable; once the game's search is spent, the last
 * one tried, and the console says so. Tracked with the lazy chunks, so `updateComplete`
 * resolves once the deal is on the table.
 */
export function provenWinnable<P extends GamePosition, S extends object>(
  contract: SolitaireGame<P, S>,
  host: DealerHost<P>,
  settings: S,
  wanted: () => boolean,
): Promise<void> {
  const { tryMs, tries, ms } = contract.winnableSearch;
  const proves = async (deal: DealOf<P>): Promise<boolean> => {
    const { position } = contract.start(deal, host.rules());
    const { verdict, line } = await (await host.solver()).solve(position, tryMs);
    if (verdict === 'winnable') host.hints.learn?.(position, line!);
    return verdict === 'winnable';
  };
  const dealt = findWinnableDeal(() => contract.randomDeal(settings), proves, { tries, ms }, wanted).then((found) => {
    if (!found) return;
    if (!found.proven)
      console.info(`<${contract.tag}>: no deal proven winnable in ${found.tries} tries; dealing ${makeDealCode(found.deal)}, which may not be`);
    host.start(found.deal);
  });
  host.chunks.follow(dealt);
  return dealt;
}
