import { type BakersDozen, DEFAULT_HOUSE_RULES, type DealCode, type HouseRules, randomDealNumber } from '../../engine/index.js';
import { SolitaireElement } from '../base/solitaire-element.js';
import type { Hint } from '../solver/hint.js';
import { styles } from '../view/solitaire.styles.js';
import type { BakersDozenEventMap, BakersDozenNewGameDetail, BakersDozenWinDetail } from './bakers-dozen-events.js';
import type { TypedEvents } from '../base/events.js';
import { Planner, positionKey } from './bakers-dozen-plan.js';
import { type BakersDozenState, bakersDozenSnapshot } from './bakers-dozen-state.js';
import { bakersDozenStyles } from './bakers-dozen.styles.js';
import { bakersDozenVariant } from './bakers-dozen-variant.js';

/** Options of `newGame()`: a Baker's Dozen code, or nothing for a fresh random deal. */
export interface BakersDozenNewGameOptions {
  readonly dealCode?: string;
}

/**
 * How long the solver may think about one hint, or one random deal under `winnable`. Most deals
 * are settled within a fraction of a second; where no worker can start, the page stays frozen
 * while it thinks.
 */
const SOLVE_MS = 1500;
/** Random deals tried for a `winnable` new game before one that is not proven is dealt anyway. */
const WINNABLE_TRIES = 12;

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
 * @attr {string} deal-code - Play exactly this deal (a `BD1-…` code).
 * @attr {string} dir - `ltr` or `rtl`; inherited from an ancestor when absent. Mirrors the whole table.
 * @attr {string} lang - The language of every text (`en`, `ar`, `fr`; `ar-EG` speaks `ar`); inherited from an ancestor, the document or the browser when absent, and followed when it changes.
 * @attr four-color - A four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green (see the `--klondike-spades` … properties).
 * @attr winnable - New random deals are ones the solver proves winnable.
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
 * @csspart menu - The bar's menu: Help, and the deal code with its Copy entry.
 * @csspart dialog - The New game, keyboard and win dialogs.
 * @csspart status - The messages over the bottom of the felt: hints, refusals and other news (a polite live region).
 * @csspart notice - What floats over the felt: the dead-end notice (with Undo and New game) and the Finish button.
 *
 * @cssprop --klondike-felt - The table's background (any CSS background). Default: a green felt gradient.
 * @cssprop --klondike-card-face - The colour of the face of the cards. Default: `#fffdf8`.
 * @cssprop --klondike-court-gold - The gold of the jacks', queens' and kings' crowns and trim. Default: `#e0a82e`.
 * @cssprop --klondike-court-skin - The faces and hands of the court figures. Default: `#f6dcc0`.
 * @cssprop --klondike-red - The colour of hearts and diamonds. Default: `#c81e32`.
 * @cssprop --klondike-black - The colour of spades and clubs. Default: `#1b1b1f`.
 * @cssprop --klondike-spades - Spades with `four-color`. Default: `--klondike-black`.
 * @cssprop --klondike-hearts - Hearts with `four-color`. Default: `--klondike-red`.
 * @cssprop --klondike-diamonds - Diamonds with `four-color`. Default: `#1552b0` (blue).
 * @cssprop --klondike-clubs - Clubs with `four-color`. Default: `#17702d` (green).
 * @cssprop --klondike-focus - The keyboard focus ring. Default: `#ffd84d`.
 * @cssprop --klondike-radius - The corner radius of the cards. Default: 8% of the card width.
 * @cssprop --klondike-card-min-width - The narrowest a card gets, however narrow the element. Default: `34px`.
 * @cssprop --klondike-card-max-width - The widest a card gets, however wide the element. Default: `104px`.
 */
export class BakersDozenSolitaire extends SolitaireElement<BakersDozen, BakersDozenNewGameDetail, BakersDozenWinDetail> {
  static override styles = [styles, bakersDozenStyles];
  /** Listeners typed with this element's own events (see `TypedEvents`). */
  declare addEventListener: TypedEvents<BakersDozenSolitaire, BakersDozenEventMap>['addEventListener'];
  declare removeEventListener: TypedEvents<BakersDozenSolitaire, BakersDozenEventMap>['removeEventListener'];
  private readonly planner = new Planner(() => this.solver(), SOLVE_MS);

  /**
   * Deals a new game: the given code, else a fresh random deal (one proven winnable under
   * `winnable`). Resolves once it is on the table.
   */
  newGame(given: BakersDozenNewGameOptions = {}): Promise<void> {
    if (!this.randomDealOptions(given)) return Promise.resolve();
    if (this.winnable) {
      return this.dealWinnable(
        () => this.randomDeal(),
        (deal) => this.planner.provesWinnable(deal.number),
        { tries: WINNABLE_TRIES, ms: Infinity },
      );
    }
    this.startGame(this.randomDeal());
    return Promise.resolve();
  }

  /** A snapshot of the game; a new object on every read, changing it changes nothing. */
  get state(): BakersDozenState {
    return bakersDozenSnapshot(this.game, this.clock.elapsedMs);
  }

  /**
   * The exact solver's next move, also shown on the table until the next action; `null` when there is
   * none, when the solver proves no win is left (the table says so) or when the table changed
   * while it thought. Tracked with the lazy chunks, so `updateComplete` resolves once the hint is shown.
   */
  hint(): Promise<Hint | null> {
    const game = this.playing;
    if (!game) return Promise.resolve(this.showHint('none'));
    const asked = positionKey(game.position);
    const shown = this.planner
      .verdict(game.position)
      .then((verdict) => (this.current === game && positionKey(game.position) === asked ? this.showHint(verdict === 'undecided' ? 'none' : verdict) : null));
    this.chunks.track(shown);
    return shown;
  }

  protected get variant(): typeof bakersDozenVariant {
    return bakersDozenVariant;
  }

  /** Baker's Dozen takes no house rules from the host. */
  protected houseRules(): HouseRules {
    return DEFAULT_HOUSE_RULES;
  }

  protected randomDeal(): DealCode {
    return { game: 'bakers-dozen', number: randomDealNumber() };
  }
}
