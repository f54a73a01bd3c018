import type { DrawMode, Klondike, Passes, Scoring } from '../../engine/index.js';
import { SolitaireElement } from '../base/solitaire-element.js';
import type { TypedEvents } from '../host/events.js';
import { styles } from '../view/solitaire.styles.js';
import { checkDraw, checkPasses, checkScoring } from './klondike-config.js';
import type { KlondikeEventMap, KlondikeNewGameDetail, KlondikeWinDetail } from './klondike-events.js';
import { klondikeGame } from './klondike-game.js';
import { type KlondikeMode, type KlondikeSettings, type KlondikeState, klondikeSnapshot } from './klondike-state.js';

/** Options of `newGame()`: a code, or the draw and scoring of a fresh random deal. */
export interface NewGameOptions {
  readonly dealCode?: string;
  readonly draw?: DrawMode;
  readonly scoring?: Scoring;
}

/** The setters check what the host wrote, so they are given the attribute's text as it is. */
const AS_WRITTEN = { fromAttribute: (value: string | null) => value };

/**
 * Klondike Solitaire, exact to the rules, drawn in CSS, played by tap, double tap, drag and
 * keyboard in any language and direction.
 *
 * @summary An embeddable game of Klondike Solitaire: two lines of HTML on any page.
 *
 * @fires {CustomEvent<KlondikeMoveDetail>} move - After every draw, recycle, card move and undo. `detail`: `{action, from?, to?, cards, flipped, points, score, moves, dealCode}`.
 * @fires {CustomEvent<KlondikeWinDetail>} win - Once per game, when the 52nd card reaches the foundations. `detail`: `{score, moves, elapsedMs, dealCode, draw, scoring, passes, lockedFoundations}`.
 * @fires {CustomEvent<KlondikeNewGameDetail>} new-game - After a new deal is on the table. `detail`: `{dealCode, draw, scoring, passes, lockedFoundations}`.
 * @fires {CustomEvent<KlondikeConfigErrorDetail>} config-error - A bad attribute or property value; the game carries on without it. `detail`: `{attribute, value, message}`.
 *
 * @attr locked-foundations - New deals lock the foundations: a card on a foundation stays there.
 * @attr vegas-cumulative - The Vegas balance runs on from game to game (each deal costs $52, each card home adds $5); kept under `storage-key`, reset by `resetStats()`.
 *
 * @csspart table - The felt with the piles.
 * @csspart pile - Every pile: the stock, the waste, the four foundations and the seven columns.
 * @csspart stock - The stock pile.
 * @csspart waste - The waste pile.
 * @csspart foundation - Each of the four foundations (♠ ♥ ♦ ♣).
 * @csspart column - Each of the seven tableau columns.
 * @csspart card - Every card, face up or face down.
 * @csspart card-back - Face-down cards (they are `card` parts as well).
 * @csspart toolbar - The bar: New game, Undo and Hint, the figures and the menu button.
 * @csspart button - Every button, in the bar, its menu and the dialogs.
 * @csspart menu-button - The bar's menu button (a `button` part as well).
 * @csspart menu - The bar's menu: Statistics, Help, and the deal code with its Copy entry.
 * @csspart dialog - The New game, keyboard and win dialogs.
 * @csspart winnable - The figure of `show-winnable`.
 * @csspart status - The messages over the bottom of the felt: hints, refusals and other news (a polite live region).
 * @csspart notice - What floats over the felt: the dead-end notice (with Undo and New game) and the Finish button.
 *
 * @cssprop [--solitaire-felt=radial-gradient(ellipse at 50% 25%, #2e8b4f 0%, #1d6b3a 55%, #0f4122 100%)] - The table's background (any CSS background).
 * @cssprop [--solitaire-card-back-color=#1d4690] - The main colour of face-down cards.
 * @cssprop [--solitaire-card-back-accent=#2f62b8] - The second colour of face-down cards' pattern.
 * @cssprop [--solitaire-card-back=a harlequin of the two colours above] - The background of face-down cards (any CSS background).
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
export class KlondikeSolitaire extends SolitaireElement<Klondike, KlondikeSettings, KlondikeMode, KlondikeNewGameDetail, KlondikeWinDetail> {
  static override styles = styles;
  /** Listeners typed with this element's own events (see `TypedEvents`). */
  declare addEventListener: TypedEvents<KlondikeSolitaire, KlondikeEventMap>['addEventListener'];
  declare removeEventListener: TypedEvents<KlondikeSolitaire, KlondikeEventMap>['removeEventListener'];

  static override properties = {
    draw: { converter: AS_WRITTEN },
    scoring: { converter: AS_WRITTEN },
    passes: { converter: AS_WRITTEN },
    lockedFoundations: { type: Boolean, attribute: 'locked-foundations' },
    vegasCumulative: { type: Boolean, attribute: 'vegas-cumulative' },
  };

  constructor() {
    super(klondikeGame);
  }

  /**
   * The draw mode of new deals: 1 ("Easy") or 3 ("Hard").
   *
   * @default 1
   */
  get draw(): DrawMode {
    return this.gameSession.settings.draw;
  }
  set draw(value: DrawMode | `${DrawMode}` | null | undefined) {
    this.gameSession.setting('draw', value, checkDraw);
  }

  /**
   * The scoring of new deals: `standard` or `vegas` (Vegas also means one pass through the stock).
   *
   * @default "standard"
   */
  get scoring(): Scoring {
    return this.gameSession.settings.scoring;
  }
  set scoring(value: Scoring | null | undefined) {
    this.gameSession.setting('scoring', value, checkScoring);
  }

  /**
   * Passes through the stock in new standard-scoring deals: `unlimited`, `classic` (draw 1 one
   * pass, draw 3 three) or a whole number of passes; Vegas is always one pass.
   *
   * @default "unlimited"
   */
  get passes(): Passes {
    return this.gameSession.settings.passes;
  }
  set passes(value: Passes | `${number}` | null | undefined) {
    this.gameSession.setting('passes', value, checkPasses);
  }

  /**
   * New deals lock the foundations: a card on a foundation stays there.
   *
   * @default false
   */
  get lockedFoundations(): boolean {
    return this.gameSession.settings.lockedFoundations;
  }
  set lockedFoundations(value: boolean) {
    this.gameSession.settings = { ...this.gameSession.settings, lockedFoundations: value };
  }

  /**
   * The Vegas balance runs on from game to game: each Vegas deal costs $52 of it and each card
   * home adds $5; the score shown and reported is the running balance. Kept under `storage-key`.
   *
   * @default false
   */
  get vegasCumulative(): boolean {
    return this.gameSession.settings.vegasCumulative;
  }
  set vegasCumulative(value: boolean) {
    this.gameSession.settings = { ...this.gameSession.settings, vegasCumulative: value };
  }

  /** A snapshot of the game (docs/hosting.md, "The `state` snapshot"); a new object on every read, changing it changes nothing. */
  get state(): KlondikeState {
    const { gameSession: session } = this;
    const game = session.game();
    return klondikeSnapshot(game, session.clock.elapsedMs, session.carriedScore(game));
  }

  /**
   * Deals a new game: the given code, else a fresh random deal (from the `dealProvider` when the
   * host set one) with the given or current draw and scoring. Resolves once it is on the table.
   */
  override newGame(given: NewGameOptions = {}): Promise<void> {
    return super.newGame(given);
  }

  /** Taps the stock: a draw, or a recycle when it is empty. `false` when nothing happens. */
  turnStock(): boolean {
    const { gameSession: session } = this;
    const game = session.playing();
    return !!game && session.tablePlay.play(klondikeGame.stockAction!(game.position));
  }
}
