import type { BakersDozen } from '../../engine/index.js';
import { SolitaireElement } from '../base/solitaire-element.js';
import type { TypedEvents } from '../host/events.js';
import { styles } from '../view/solitaire.styles.js';
import type { BakersDozenEventMap, BakersDozenNewGameDetail, BakersDozenWinDetail } from './bakers-dozen-events.js';
import { type BakersDozenMode, bakersDozenGame } from './bakers-dozen-game.js';
import { type BakersDozenState, bakersDozenSnapshot } from './bakers-dozen-state.js';
import { bakersDozenStyles } from './bakers-dozen.styles.js';

/** Options of `newGame()`: a Baker's Dozen code, or nothing for a fresh random deal. */
export interface BakersDozenNewGameOptions {
  readonly dealCode?: string;
}

/**
 * Baker's Dozen, exact to the rules: all 52 cards face up in 13 columns, played by tap, double
 * tap, drag and keyboard in any language and direction, with hints from an exact solver.
 *
 * @summary An embeddable game of Baker's Dozen: two lines of HTML on any page.
 *
 * @fires {CustomEvent<MoveDetail>} move - After every card move and undo. `detail`: `{action: 'move'|'undo', from, to, cards, flipped: null, points, score, moves, dealCode}`.
 * @fires {CustomEvent<BakersDozenWinDetail>} win - Once per game, when the 52nd card reaches the foundations. `detail`: `{score, moves, elapsedMs, dealCode}`.
 * @fires {CustomEvent<BakersDozenNewGameDetail>} new-game - After a new deal is on the table. `detail`: `{dealCode}`.
 * @fires {CustomEvent<ConfigErrorDetail>} config-error - A bad attribute or property value; the game carries on without it. `detail`: `{attribute, value, message}`.
 *
 * @csspart table - The felt with the piles.
 * @csspart pile - Every pile: the four foundations and the thirteen columns.
 * @csspart foundation - Each of the four foundations (♠ ♥ ♦ ♣).
 * @csspart column - Each of the thirteen columns.
 * @csspart closed - An emptied column, which takes no card again (it is a `column` part as well).
 * @csspart card - Every card.
 * @csspart toolbar - The bar: New game, Undo and Hint, the figures and the menu button.
 * @csspart button - Every button, in the bar, its menu and the dialogs.
 * @csspart menu-button - The bar's menu button (a `button` part as well).
 * @csspart menu - The bar's menu: Statistics, Help, and the deal code with its Copy entry.
 * @csspart dialog - The New game, keyboard, win and Statistics dialogs.
 * @csspart winnable - The figure of `show-winnable`.
 * @csspart status - The messages over the bottom of the felt: hints, refusals and other news (a polite live region).
 * @csspart notice - What floats over the felt: the dead-end notice (with Undo and New game) and the Finish button.
 *
 * @cssprop [--solitaire-felt=radial-gradient(ellipse at 50% 25%, #2e8b4f 0%, #1d6b3a 55%, #0f4122 100%)] - The table's background (any CSS background).
 * @cssprop [--solitaire-card-face=#fffdf8] - The colour of the face of the cards.
 * @cssprop [--solitaire-court-gold=#e0a82e] - The gold of the jacks', queens' and kings' crowns and trim.
 * @cssprop [--solitaire-court-skin=#f6dcc0] - The faces and hands of the court figures.
 * @cssprop [--solitaire-red=#c81e32] - The colour of hearts and diamonds.
 * @cssprop [--solitaire-black=#1b1b1f] - The colour of spades and clubs.
 * @cssprop [--solitaire-spades=var(--solitaire-black)] - Spades with `four-color`.
 * @cssprop [--solitaire-hearts=var(--solitaire-red)] - Hearts with `four-color`.
 * @cssprop [--solitaire-diamonds=#1552b0] - Diamonds with `four-color` (blue).
 * @cssprop [--solitaire-clubs=#17702d] - Clubs with `four-color` (green).
 * @cssprop [--solitaire-focus=#ffd84d] - The keyboard focus ring.
 * @cssprop [--solitaire-radius=8% of the card width] - The corner radius of the cards.
 * @cssprop [--solitaire-card-min-width=34px] - The narrowest a card gets, however narrow the element.
 * @cssprop [--solitaire-card-max-width=104px] - The widest a card gets, however wide the element.
 */
export class BakersDozenSolitaire extends SolitaireElement<BakersDozen, BakersDozenMode, BakersDozenMode, BakersDozenNewGameDetail, BakersDozenWinDetail> {
  static override styles = [styles, bakersDozenStyles];
  /** Listeners typed with this element's own events (see `TypedEvents`). */
  declare addEventListener: TypedEvents<BakersDozenSolitaire, BakersDozenEventMap>['addEventListener'];
  declare removeEventListener: TypedEvents<BakersDozenSolitaire, BakersDozenEventMap>['removeEventListener'];

  constructor() {
    super(bakersDozenGame);
  }

  /** A snapshot of the game; a new object on every read, changing it changes nothing. */
  get state(): BakersDozenState {
    return bakersDozenSnapshot(this.gameSession.game(), this.gameSession.clock.elapsedMs);
  }

  /**
   * Deals a new game: the given code, else a fresh random deal (from the `dealProvider` when the
   * host set one, one proven winnable under `winnable`). Resolves once it is on the table.
   */
  override newGame(given: BakersDozenNewGameOptions = {}): Promise<void> {
    return super.newGame(given);
  }
}
