import { type GamePosition, type HouseRules, makeDealCode } from '../../engine/index.js';
import { findWinnableDeal } from '../deals/winnable-deal.js';
import type { DealOf, HintFinder, SolitaireGame } from '../game/solitaire-game.js';
import { type Checked, type DealProvider, checkNewGameOptions } from '../host/checks.js';
import type { SolverClient } from '../solver/solver-client.js';
import type { LazyChunks } from '../view/lazy-chunks.js';

/** What dealing needs of the element. */
export interface DealerHost<P extends GamePosition> {
  accept<T>(checked: Checked<T>): T | undefined;
  solver(): Promise<SolverClient<P>>;
  readonly hints: HintFinder<P>;
  readonly chunks: LazyChunks;
  /** The house rules new deals are played under. */
  rules(): HouseRules & P['houseRules'];
  /** A deal is being looked for. */
  dealing(): void;
  start(deal: DealOf<P>): void;
}

/**
 * New deals: the code `newGame()` was given, else a random one, from the host's `dealProvider`,
 * proven winnable, or plain. A deal still being looked for is dropped once another game started.
 */
export class Dealer<P extends GamePosition, S extends object> {
  /** Counts deals, so a deal still being looked for is dropped once another game has started. */
  private request = 0;

  constructor(
    private readonly contract: SolitaireGame<P, S>,
    private readonly host: DealerHost<P>,
  ) {}

  /**
   * The settings `newGame()`'s options ask a random deal to be played with, each field read once
   * and checked; undefined when they held a code (dealt now, or refused) or a refused value.
   */
  settingsFor(given: unknown, settings: S): S | undefined {
    const { contract, host } = this;
    const fields = Object.keys(contract.newGameFields) as (keyof S & string)[];
    const options = host.accept(checkNewGameOptions(given, fields));
    if (!options) return undefined;
    if (options.dealCode !== undefined) {
      const deal = host.accept(contract.checkDeal(options.dealCode, 'dealCode'));
      if (deal) host.start(deal);
      return undefined;
    }
    let chosen = settings;
    for (const field of fields) {
      if (options[field] === undefined) continue;
      const value = host.accept(contract.newGameFields[field]!(options[field]));
      // Like a refused code, a refused setting deals nothing: the player's game stays.
      if (value === undefined) return undefined;
      chosen = { ...chosen, [field]: value };
    }
    return chosen;
  }

  /** A random deal played with `settings`; the promise resolves once it is on the table. */
  deal(settings: S, provider: DealProvider | null, winnable: boolean): Promise<void> {
    if (provider) return this.fromProvider(provider, settings);
    if (winnable) return this.provenWinnable(settings);
    this.host.start(this.contract.randomDeal(settings));
    return Promise.resolve();
  }

  /** Another game is on the table: a deal still being looked for is dropped. */
  drop(): void {
    this.request++;
  }

  private async fromProvider(provider: DealProvider, settings: S): Promise<void> {
    const { contract, host } = this;
    const request = ++this.request;
    host.dealing();
    const chunk = import('../deals/deal-provider.js');
    const asked = chunk.then(({ askProvider }) => askProvider(provider, contract.dealRequest(settings), contract.checkDeal));
    // The chunk is tracked, and so `updateComplete` waits for the provider to be asked; not for its answer.
    host.chunks.track(chunk);
    const answer = await asked;
    if (request !== this.request) return;
    host.start(host.accept(answer) ?? contract.randomDeal(settings));
  }

  /**
   * The first random deal the solver proves winnable; once the game's search is spent, the last
   * one tried, and the console says so. Tracked with the lazy chunks, so `updateComplete`
   * resolves once the deal is on the table.
   */
  private provenWinnable(settings: S): Promise<void> {
    const { contract, host } = this;
    const request = ++this.request;
    host.dealing();
    const { tryMs, tries, ms } = contract.winnableSearch;
    const proves = async (deal: DealOf<P>): Promise<boolean> => {
      const { position } = contract.start(deal, host.rules());
      const { verdict, line } = await (await host.solver()).solve(position, tryMs);
      if (verdict === 'winnable') host.hints.learn?.(position, line!);
      return verdict === 'winnable';
    };
    const dealt = findWinnableDeal(
      () => contract.randomDeal(settings),
      proves,
      { tries, ms },
      () => request === this.request,
    ).then((found) => {
      if (!found) return;
      if (!found.proven)
        console.info(`<${contract.tag}>: no deal proven winnable in ${found.tries} tries; dealing ${makeDealCode(found.deal)}, which may not be`);
      host.start(found.deal);
    });
    host.chunks.track(dealt);
    return dealt;
  }
}
