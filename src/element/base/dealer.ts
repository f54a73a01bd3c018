import type { GamePosition } from '../../engine/index.js';
import type { DealerHost } from '../deals/special-deals.js';
import type { SolitaireGame } from '../game/solitaire-game.js';
import { type DealProvider, checkNewGameOptions } from '../host/checks.js';

/**
 * New deals: the code `newGame()` was given, else a random one, from the host's `dealProvider`,
 * proven winnable, or plain. A deal still being looked for is dropped once another game started.
 *
 * @internal
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
    const options = host.accepted(checkNewGameOptions(given, fields));
    if (!options) return undefined;
    if (options.dealCode !== undefined) {
      const deal = host.accepted(contract.checkDeal(options.dealCode, 'dealCode'));
      if (deal) host.start(deal);
      return undefined;
    }
    let chosen = settings;
    for (const field of fields) {
      if (options[field] === undefined) continue;
      const value = host.accepted(contract.newGameFields[field]!(options[field]));
      // Like a refused code, a refused setting deals nothing: the player's game stays.
      if (value === undefined) return undefined;
      chosen = { ...chosen, [field]: value };
    }
    return chosen;
  }

  /**
   * A random deal played with `settings`: from the provider, proven winnable, or plain. The first
   * two come with a chunk of their own; the promise resolves once the deal is on the table.
   */
  deal(settings: S, provider: DealProvider | null, winnable: boolean): Promise<void> {
    const { contract, host } = this;
    if (!provider && !winnable) {
      host.start(contract.randomDeal(settings));
      return Promise.resolve();
    }
    const request = ++this.request;
    host.dealing();
    const wanted = (): boolean => request === this.request;
    const chunk = import('../deals/special-deals.js');
    // The chunk is tracked, and so `updateComplete` waits for the provider to be asked; not for its answer.
    host.chunks.follow(chunk);
    return chunk.then(({ fromProvider, provenWinnable }) =>
      provider ? fromProvider(contract, host, provider, settings, wanted) : provenWinnable(contract, host, settings, wanted),
    );
  }

  /** Another game is on the table: a deal still being looked for is dropped. */
  drop(): void {
    this.request++;
  }
}
