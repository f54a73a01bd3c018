import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { property, query, state } from 'lit/decorators.js';
import {
  type Action,
  type DealCode,
  type DealCodeProblem,
  type KlondikeDeal,
  type DrawMode,
  type Pile,
  type PileId,
  type Position,
  type Scoring,
  type Table,
  DEFAULT_HOUSE_RULES,
  DRAW,
  FOUNDATION_COUNT,
  Game,
  Klondike,
  KLONDIKE_COLUMNS,
  RECYCLE,
  STOCK,
  WASTE,
  formatScore,
  foundationSuit,
  makeCard,
  makeReplay,
  moveAction,
  parseCard,
  klondikeOnly,
  parseDealCode,
  parsePileId,
  randomDealNumber,
  tableauColumn,
} from '../engine/index.js';
import { Clock, formatTime } from './clock.js';
import {
  type Checked,
  checkDealCode,
  checkDealProvider,
  checkDir,
  checkProviderAnswer,
  checkDraw,
  checkLang,
  checkMaxUndos,
  checkNewGameOptions,
  checkScoring,
} from './config.js';
import { type KlondikeConfigErrorDetail, klondikeEvent } from './events.js';
import { type Measured, measure, playFrom, reducedMotion, shake } from './flip.js';
import { type Hint, findHint } from './hint.js';
import { type Announcement, announcementText, drawName, scoringName } from './announcements.js';
import { type Cursor, DIRECTIONS, cursorOn, letterOf, moveCursor } from './keyboard.js';
import { Language } from './language.js';
import { inLocale, msg } from './localization.js';
import { type Status, dealCodeProblemText, statusText } from './messages.js';
import { type Grab, Gestures, release } from './pointer.js';
import { cardAt, doubleTapMove, legalDestinations, resolveMove, tapMove } from './placement.js';
import { type KlondikeState, gameMode, moveDetail, snapshot } from './snapshot.js';
import { styles } from './klondike-solitaire.styles.js';
import { type TableView, layOutCards, renderTable } from './table-view.js';
import { SavedGames, checkReplay, checkResume, checkStorageKey } from './saved-games.js';
import { StatisticsDialog, renderSavedNotice, statisticsStyles } from './statistics-dialog.js';
import type { KlondikeModeStats } from './statistics.js';

/** Options of `newGame()`: a code, or the draw and scoring of a fresh random deal. */
export interface NewGameOptions {
  readonly dealCode?: string;
  readonly draw?: DrawMode;
  readonly scoring?: Scoring;
}

/**
 * Hands out the code of each new random deal (a daily deal from the host's server, say). It is
 * told the draw and scoring the player asked for and may answer with any Klondike code.
 */
export type DealProvider = (request: { draw: DrawMode; scoring: Scoring }) => Promise<string>;

/** The run in hand after a tap or a key: the top `count` cards of `pile`. */
interface Held {
  readonly pile: Pile;
  readonly count: number;
}

/** A run of cards picked up from a pile by a press. */
interface PileGrab extends Grab {
  readonly pile: Pile;
  readonly count: number;
}

const EMPTY_TABLE: Table = {
  stock: [],
  waste: [],
  foundations: [[], [], [], []],
  tableau: Array.from({ length: KLONDIKE_COLUMNS }, () => ({ faceDown: [], faceUp: [] })),
};

/** The pause between two cards the auto-finish sends up, so the player sees them go. */
const AUTO_FINISH_MS = 110;
/** How long a hint stays on the table. */
const HINT_MS = 4000;

/**
 * Klondike Solitaire, exact to the rules, drawn in CSS, played by tap, double tap, drag and
 * keyboard in any language and direction.
 *
 * @summary An embeddable game of Klondike Solitaire: two lines of HTML on any page.
 *
 * @fires move - After every draw, recycle, card move and undo. `detail`: `{action, from?, to?, cards, flipped, points, score, moves, dealCode}`.
 * @fires win - Once per game, when the 52nd card reaches the foundations. `detail`: `{score, moves, elapsedMs, dealCode, draw, scoring}`.
 * @fires new-game - After a new deal is on the table. `detail`: `{dealCode, draw, scoring}`.
 * @fires config-error - A bad attribute or property value; the game carries on without it. `detail`: `{attribute, value, message}`.
 *
 * @attr deal-code - Play exactly this deal; its draw and scoring win over `draw` and `scoring`.
 * @attr dir - `ltr` or `rtl`; inherited from an ancestor when absent. Mirrors the whole table.
 * @attr lang - The language of every text (`en`, `ar`, `fr`; `ar-EG` speaks `ar`); inherited from an ancestor, the document or the browser when absent, and followed when it changes.
 * @attr four-color - A four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green (see the `--klondike-spades` … properties).
 *
 * @csspart table - The felt with the piles.
 * @csspart pile - Every pile: the stock, the waste, the four foundations and the seven columns.
 * @csspart stock - The stock pile.
 * @csspart waste - The waste pile.
 * @csspart foundation - Each of the four foundations (♠ ♥ ♦ ♣).
 * @csspart column - Each of the seven tableau columns.
 * @csspart card - Every card, face up or face down.
 * @csspart card-back - Face-down cards (they are `card` parts as well).
 * @csspart toolbar - The bar with the figures, the deal code and the buttons.
 * @csspart button - Every button, in the bar and in the dialogs.
 * @csspart dialog - The New game, keyboard and win dialogs.
 * @csspart status - The line under the table that says hints, refusals and other news (a polite live region).
 *
 * @cssprop --klondike-felt - The table's background (any CSS background). Default: a green felt gradient.
 * @cssprop --klondike-card-back - The background of face-down cards (any CSS background). Default: a blue lattice.
 * @cssprop --klondike-card-face - The colour of the face of the cards. Default: `#fffdf8`.
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
export class KlondikeSolitaire extends LitElement {
  static override styles = [styles, statisticsStyles];

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'deal-code', 'dir', 'lang'];
  }

  /** The draw mode of new deals: 1 ("Easy") or 3 ("Hard"). */
  @property({ converter: { fromAttribute: (value: string | null) => value } })
  get draw(): DrawMode {
    return this.drawMode;
  }
  set draw(value: DrawMode | string | null) {
    if (value === null || value === undefined) this.drawMode = 1;
    else this.drawMode = this.accept(checkDraw(value)) ?? this.drawMode;
  }

  /** The scoring of new deals: `standard` or `vegas` (Vegas also means one pass through the stock). */
  @property({ converter: { fromAttribute: (value: string | null) => value } })
  get scoring(): Scoring {
    return this.scoringMode;
  }
  set scoring(value: Scoring | string | null) {
    if (value === null || value === undefined) this.scoringMode = 'standard';
    else this.scoringMode = this.accept(checkScoring(value)) ?? this.scoringMode;
  }

  /** Undos allowed in one game; `null` (no attribute) for no limit beyond the last 100 actions. */
  @property({ attribute: 'max-undos', converter: { fromAttribute: (value: string | null) => value } })
  get maxUndos(): number | null {
    return this.undoAllowance;
  }
  set maxUndos(value: number | string | null) {
    const checked = this.accept(checkMaxUndos(value));
    if (checked === undefined || checked === this.undoAllowance) return;
    this.undoAllowance = checked;
    if (this.current) this.current = replayed(this.current, this.houseRules());
  }

  /** When set, once every card is face up and stock and waste are empty, the rest goes up by itself. */
  @property({ type: Boolean, attribute: 'auto-finish' })
  autoFinish = false;

  /** A four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green), so no two suits share a colour. */
  @property({ type: Boolean, attribute: 'four-color', reflect: true })
  fourColor = false;

  /**
   * Saves the game after every action under this name in localStorage (memory when the browser
   * refuses) and resumes it on the next visit, with statistics kept under the same name. Off by
   * default: without it nothing is written.
   */
  @property({ attribute: 'storage-key', converter: { fromAttribute: (value: string | null) => value } })
  get storageKey(): string | null {
    return this.savedGames.storageKey;
  }
  set storageKey(value: string | null) {
    const key = this.accept(checkStorageKey(value));
    if (key === undefined || key === this.savedGames.storageKey) return;
    this.savedGames.setKey(key);
    // A key given after the first deal: its unfinished game comes back, or the game on the table is saved under it.
    if (!this.current) return;
    const saved = this.resumedGame();
    if (saved) this.startGame(saved);
    else this.savedGames.save();
  }

  /** Whether the unfinished game saved under `storage-key` comes back (`resume="off"`: a fresh deal replaces it). */
  @property({ converter: { fromAttribute: (value: string | null) => value } })
  get resume(): boolean {
    return this.savedGames.resume;
  }
  set resume(value: boolean | string | null) {
    this.savedGames.resume = this.accept(checkResume(value)) ?? this.savedGames.resume;
  }

  /**
   * The code of the game on the table, also after a random deal. Setting it (or the `deal-code`
   * attribute) starts that deal.
   */
  get dealCode(): string {
    return this.game.dealCode;
  }
  set dealCode(value: string) {
    const deal = this.accept(checkDealCode(value, 'deal-code'));
    if (!deal) return;
    if (this.current || this.isConnected) this.startGame(deal);
    else this.pendingDeal = deal;
  }

  /** Async function handing out the code of each new random deal; see `DealProvider`. */
  @property({ attribute: false })
  get dealProvider(): DealProvider | null {
    return this.provider;
  }
  set dealProvider(value: DealProvider | null) {
    const checked = this.accept(checkDealProvider(value));
    if (checked !== undefined) this.provider = checked;
  }

  @state() private selected: Held | null = null;
  @state() private shownHint: { from: Pile; to: Pile; count: number } | null = null;
  @state() private targets: ReadonlySet<Pile> = new Set();
  @state() private status: Status | null = null;
  @state() private codeProblem: DealCodeProblem | null = null;
  /** Where the keyboard is on the table: the table's one tab stop. */
  @state() private cursor: Cursor = { pile: STOCK, card: null };
  /** What the live region says; `spoken` counts them, so saying the same thing twice is heard twice. */
  @state() private announcement: Announcement | null = null;
  private spoken = 0;

  @query('dialog.new-game') private newGameDialog!: HTMLDialogElement;
  @query('dialog.win') private winDialog!: HTMLDialogElement;
  @query('dialog.help') private helpDialog!: HTMLDialogElement;

  private drawMode: DrawMode = 1;
  private scoringMode: Scoring = 'standard';
  private undoAllowance: number | null = null;
  private provider: DealProvider | null = null;
  private current: Game | undefined;
  /** A `deal-code` given before the element was first on the page. */
  private pendingDeal: KlondikeDeal | undefined;
  /** Config errors found before anyone could listen: dispatched once connected. */
  private pendingErrors: KlondikeConfigErrorDetail[] = [];
  /** Answers from an older `dealProvider` call than this one are dropped. */
  private providerRequest = 0;
  private winAnnounced = false;
  private openWinDialog = false;
  /** Where the cards were before the latest action, for the FLIP animation after the render. */
  private flipFrom: Map<number, Measured> | null = null;
  private dealt = false;
  private autoFinishTimer: ReturnType<typeof setTimeout> | undefined;
  private hintTimer: ReturnType<typeof setTimeout> | undefined;
  private returnFocus: HTMLElement | null = null;
  /** A key acted on the table: after the render the focus goes where the cursor is. */
  private focusCursor = false;
  private readonly clock = new Clock(this);
  private readonly language = new Language(this);
  private readonly savedGames = new SavedGames(
    this,
    () => this.current && { game: this.current, elapsedMs: this.clock.elapsedMs },
    (refused) => this.accept(refused),
  );
  private readonly statisticsDialog = new StatisticsDialog(this, this.savedGames);
  private readonly gestures = new Gestures<PileGrab>({
    grab: (target) => this.grabAt(target),
    tap: (target, double) => this.onTap(target, double),
    dragStart: (grab) => this.onDragStart(grab),
    drop: (grab, point) => this.onDrop(grab, point),
  });

  override connectedCallback(): void {
    super.connectedCallback();
    for (const detail of this.pendingErrors.splice(0)) this.dispatchEvent(klondikeEvent('config-error', detail));
    if (this.current) return;
    const saved = this.resumedGame();
    if (saved) this.startGame(saved);
    else if (this.pendingDeal) this.startGame(this.pendingDeal);
    else void this.newGame();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.autoFinishTimer);
    clearTimeout(this.hintTimer);
    this.shownHint = null;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'deal-code' && value !== null) this.dealCode = value;
    else if (name === 'dir') this.accept(checkDir(value));
    else if (name === 'lang' && this.accept(checkLang(value)) !== undefined) this.language.refresh();
  }

  /**
   * The element's language holds for the render and for the commit after it, where directives
   * such as `repeat` build their templates.
   */
  protected override update(changed: PropertyValues<this>): void {
    inLocale(this.language.locale, () => super.update(changed));
  }

  protected override updated(changed: PropertyValues<this>): void {
    layOutCards(this.renderRoot);
    if (this.flipFrom) {
      playFrom(this.renderRoot, this.flipFrom, this.dealt ? 18 : 0);
      this.flipFrom = null;
      this.dealt = false;
    }
    if (this.openWinDialog) {
      this.openWinDialog = false;
      this.openDialog(this.winDialog);
    }
    if (changed.has('autoFinish')) this.scheduleAutoFinish();
    if (this.focusCursor) {
      this.focusCursor = false;
      const current = this.renderRoot.querySelector<HTMLElement>('.table [tabindex="0"]');
      if (current && (this.renderRoot as ShadowRoot).activeElement !== current) current.focus();
    }
  }

  /**
   * Deals a new game: the given code, else a fresh random deal (from the `dealProvider` when the
   * host set one) with the given or current draw and scoring. Resolves once it is on the table.
   */
  newGame(given: NewGameOptions = {}): Promise<void> {
    const options: NewGameOptions | undefined = this.accept(checkNewGameOptions(given));
    if (!options) return Promise.resolve();
    if (options.dealCode !== undefined) {
      const deal = this.accept(checkDealCode(options.dealCode, 'dealCode'));
      if (deal) this.startGame(deal);
      return Promise.resolve();
    }
    const draw = options.draw === undefined ? this.drawMode : (this.accept(checkDraw(options.draw)) ?? this.drawMode);
    const scoring = options.scoring === undefined ? this.scoringMode : (this.accept(checkScoring(options.scoring)) ?? this.scoringMode);
    if (this.provider) return this.dealFromProvider(this.provider, draw, scoring);
    this.startGame({ game: 'klondike', draw, scoring, number: randomDealNumber() });
    return Promise.resolve();
  }

  /** Taps the stock: a draw, or a recycle when it is empty. `false` when nothing happens. */
  turnStock(): boolean {
    return this.play(this.stockAction());
  }

  /**
   * Moves the top `count` cards of `from` onto `to`; `false` (and no change) when illegal. Any
   * foundation stands for the foundation row: the card goes to its own suit's foundation.
   */
  move(from: PileId, to: PileId, count = 1): boolean {
    const source = parsePileId(from, KLONDIKE_COLUMNS);
    const destination = parsePileId(to, KLONDIKE_COLUMNS);
    if (source === undefined || destination === undefined || !this.current) return false;
    return this.play(resolveMove(this.current.position, source, destination, count));
  }

  /** Takes back the last action, score included. `false` when there is nothing to undo. */
  undo(): boolean {
    const game = this.current;
    if (!game) return false;
    const scoreBefore = game.position.score;
    this.flipFrom ??= this.measureCards();
    const undone = game.undo();
    if (!undone.ok) {
      this.flipFrom = null;
      return false;
    }
    clearTimeout(this.autoFinishTimer);
    this.afterChange();
    this.say({ kind: 'undone', step: undone.value, score: formatScore(game.position.score, gameMode(game).scoring) });
    this.dispatchEvent(klondikeEvent('move', moveDetail(game, undone.value, true, scoreBefore)));
    return true;
  }

  /**
   * The suggested move, also shown on the table: one that uncovers a face-down card, else a card
   * onto a foundation, else the stock (`{from: 'stock', to: 'waste'}` to draw, `{from: 'waste',
   * to: 'stock'}` to turn the waste over); `null` when there is none.
   */
  hint(): Hint | null {
    const game = this.current;
    const found = game ? findHint(game.position) : null;
    clearTimeout(this.hintTimer);
    if (!game || !found) {
      this.shownHint = null;
      this.status = { kind: 'no-hint' };
      return null;
    }
    const from = parsePileId(found.from, KLONDIKE_COLUMNS)!;
    const card = from === STOCK || found.to === 'stock' ? undefined : cardAt(game.position, from, found.count);
    this.shownHint = { from, to: parsePileId(found.to, KLONDIKE_COLUMNS)!, count: found.count };
    this.status = { kind: 'hint', hint: found, card: card === undefined ? null : makeCard(card) };
    this.hintTimer = setTimeout(() => (this.shownHint = null), HINT_MS);
    return found;
  }

  /** A snapshot of the game (element.md); a new object on every read, changing it changes nothing. */
  get state(): KlondikeState {
    return snapshot(this.game, this.clock.elapsedMs);
  }

  get score(): number {
    return this.game.position.score;
  }

  get moves(): number {
    return this.game.position.moves;
  }

  get elapsedMs(): number {
    return this.clock.elapsedMs;
  }

  get won(): boolean {
    return this.game.won;
  }

  /**
   * Games played and won, win rate, streaks, best score and fastest win for each draw × scoring,
   * kept under `storage-key` (for the life of the element without one); a new array on every read.
   */
  get stats(): KlondikeModeStats[] {
    return this.savedGames.stats;
  }

  /** Sets every figure of `stats` back to zero. */
  resetStats(): void {
    this.savedGames.resetStats();
  }

  /** The game on the table as one line of text (its deal code, then every action) for `importGame`. */
  exportGame(): string {
    return makeReplay(this.game);
  }

  /**
   * Puts a game written by `exportGame` on the table, every action played again; the clock starts
   * from zero. `false` (with a warning and `config-error`) when the text is not such a game.
   */
  importGame(text: string): boolean {
    const game = this.accept(checkReplay(text, this.houseRules()));
    if (game) this.startGame(game);
    return game !== undefined;
  }

  private grabAt(target: Element): PileGrab | undefined {
    const card = target.closest<HTMLElement>('[data-card]');
    const pileElement = card?.closest<HTMLElement>('[data-pile]');
    const pile = pileElement ? parsePileId(pileElement.dataset.pile!, KLONDIKE_COLUMNS) : undefined;
    if (!card || !pileElement || pile === undefined || pile === STOCK) return undefined;
    const cards = [...pileElement.querySelectorAll<HTMLElement>('.card')];
    const run = cards.slice(cards.indexOf(card));
    // Only the top card of the waste and of a foundation plays.
    if (tableauColumn(pile) < 0 && run.length > 1) return undefined;
    return { pile, count: run.length, elements: run };
  }

  private onTap(target: Element, double: boolean): void {
    const game = this.current;
    const pileElement = target.closest<HTMLElement>('[data-pile]');
    const pile = pileElement ? parsePileId(pileElement.dataset.pile!, KLONDIKE_COLUMNS) : undefined;
    if (!game || pile === undefined) {
      this.selected = null;
      return;
    }
    if (pile === STOCK) {
      this.selected = null;
      this.playOrRefuse(this.stockAction(), [pileElement!]);
      return;
    }
    const grab = this.grabAt(target);
    const selected = this.selected;
    if (double && grab) {
      this.selected = null;
      this.playOrRefuse(doubleTapMove(game.position, grab.pile, grab.count) ?? moveAction(grab.pile, grab.pile, grab.count), grab.elements);
      return;
    }
    if (selected) {
      this.selected = null;
      if (selected.pile === pile || this.putDown(selected, pile)) return;
      if (!grab) return;
    }
    if (!grab) return;
    const toFoundation = grab.count === 1 ? tapMove(game.position, grab.pile) : undefined;
    if (!toFoundation || !this.play(toFoundation)) this.selected = { pile: grab.pile, count: grab.count };
  }

  private onDragStart(grab: PileGrab): void {
    this.selected = null;
    this.shownHint = null;
    for (const element of grab.elements) element.classList.add('dragging');
    this.targets = this.current ? legalDestinations(this.current.position, grab.pile, grab.count) : new Set();
  }

  private onDrop(grab: PileGrab, point: { x: number; y: number } | null): void {
    this.flipFrom = this.measureCards();
    for (const element of grab.elements) element.classList.remove('dragging');
    release(grab);
    this.targets = new Set();
    const game = this.current;
    const destination = point ? this.pileAt(point.x, point.y) : undefined;
    if (!game || destination === undefined || destination === grab.pile) return;
    const action = resolveMove(game.position, grab.pile, destination, grab.count);
    if (!this.play(action)) this.status = { kind: 'refused', reason: game.position.refusal(action)!.reason };
  }

  /** Ctrl+Z (⌘Z) undoes anywhere in the element, except while a deal code is being typed. */
  private onKeyDown(event: KeyboardEvent): void {
    if (event.composedPath()[0] instanceof HTMLInputElement) return;
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && letterOf(event) === 'z') {
      event.preventDefault();
      this.undo();
    }
  }

  /** The table's keys, as the keyboard dialog lists them. */
  private onTableKeyDown(event: KeyboardEvent): void {
    const game = this.current;
    if (!game || event.ctrlKey || event.metaKey || event.altKey) return;
    const direction = DIRECTIONS[event.key];
    const letter = letterOf(event);
    if (direction) this.cursor = moveCursor(game.position.table(), this.placedCursor(), direction, this.matches(':dir(rtl)'));
    else if (event.key === 'Enter' || event.key === ' ') this.pressCursor(game);
    else if (event.key === 'Escape' && this.selected) this.putBack();
    else if (event.key === '?' || event.key === '\u061F') this.openDialog(this.helpDialog);
    else if (letter === 'd') this.playOrRefuse(this.stockAction(), [this.renderRoot.querySelector<HTMLElement>('[data-pile="stock"]')!]);
    else if (letter === 'u') this.undoOrSayWhy(game);
    else if (letter === 'h') this.hint();
    else if (letter === 'n') this.openNewGame();
    else if (letter === 'r') this.say({ kind: 'table', table: game.position.table() });
    else return;
    event.preventDefault();
    this.focusCursor = true;
  }

  /** Enter or Space: the stock draws; a card is picked up, or what is in hand is put down here. */
  private pressCursor(game: Game): void {
    const { pile, card } = this.placedCursor();
    const selected = this.selected;
    this.selected = null;
    if (pile === STOCK) {
      this.playOrRefuse(this.stockAction(), [this.renderRoot.querySelector<HTMLElement>('[data-pile="stock"]')!]);
    } else if (selected) {
      if (selected.pile === pile) this.putBack();
      else {
        const moving = cardAt(game.position, selected.pile, selected.count) ?? null;
        if (this.putDown(selected, pile)) this.cursor = cursorOn(game.position.table(), this.lastDestination(game), moving);
      }
    } else if (card !== null) {
      const faceUp = tableauColumn(pile) >= 0 ? game.position.table().tableau[tableauColumn(pile)].faceUp : [card];
      const count = faceUp.length - faceUp.indexOf(card);
      this.selected = { pile, count };
      this.say({ kind: 'picked-up', card, count });
    }
  }

  /** Puts the run in hand down on `pile`; when that is refused, says why and shakes the run. */
  private putDown(selected: Held, pile: Pile): boolean {
    const game = this.current!;
    const action = resolveMove(game.position, selected.pile, pile, selected.count);
    if (this.play(action)) return true;
    shake(this.selectedElements(selected));
    this.status = { kind: 'refused', reason: game.position.refusal(action)!.reason };
    return false;
  }

  private putBack(): void {
    this.selected = null;
    this.say({ kind: 'put-back' });
  }

  private undoOrSayWhy(game: Game): void {
    const refused = game.undoRefusal();
    if (refused) this.status = { kind: 'refused', reason: refused.reason };
    else this.undo();
  }

  /** Where the last action put its cards (the card's own foundation for a drop on the foundation row). */
  private lastDestination(game: Game): Pile {
    const last = game.actions.at(-1);
    return last?.type === 'move' ? last.to : WASTE;
  }

  /** The cursor on the table as it is now: on the top card when its card has left the pile. */
  private placedCursor(): Cursor {
    return this.current ? cursorOn(this.current.position.table(), this.cursor.pile, this.cursor.card) : this.cursor;
  }

  /** A click or a focus() on the table moves the cursor there, so Tab comes back to it. */
  private onTableFocusIn(event: FocusEvent): void {
    const target = event.composedPath()[0];
    const pileElement = target instanceof HTMLElement ? target.closest<HTMLElement>('[data-pile]') : null;
    const pile = pileElement ? parsePileId(pileElement.dataset.pile!, KLONDIKE_COLUMNS) : undefined;
    if (pile === undefined) return;
    const code = (target as HTMLElement).dataset.card;
    const card = code === undefined ? null : (parseCard(code) ?? null);
    const placed = this.placedCursor();
    if (pile !== placed.pile || card !== placed.card) this.cursor = { pile, card };
  }

  /** The live region says it; the same words said again are heard again. */
  private say(announcement: Announcement): void {
    this.announcement = announcement;
    this.spoken++;
  }

  private onNewGameClick(event: Event): void {
    this.returnFocus = event.currentTarget as HTMLElement;
    this.openNewGame();
  }

  private onHelpClick(event: Event): void {
    this.returnFocus = event.currentTarget as HTMLElement;
    this.openDialog(this.helpDialog);
  }

  private openNewGame(): void {
    this.codeProblem = null;
    this.newGameDialog.querySelector('form')!.reset();
    this.openDialog(this.newGameDialog);
  }

  private onDealCodeInput(event: Event): void {
    const text = (event.target as HTMLInputElement).value;
    const parsed = parseDealCode(text);
    this.codeProblem = text.trim() === '' || parsed.ok ? null : parsed.error.problem;
  }

  private onNewGameSubmit(event: SubmitEvent): void {
    event.preventDefault();
    if (this.codeProblem) return;
    const data = new FormData(event.target as HTMLFormElement);
    const code = String(data.get('dealCode') ?? '').trim();
    this.newGameDialog.close();
    void this.newGame(code ? { dealCode: code } : { draw: Number(data.get('draw')) as DrawMode, scoring: data.get('scoring') as Scoring });
  }

  private onPlayAgain(): void {
    this.winDialog.close();
    const { draw, scoring } = gameMode(this.game);
    void this.newGame({ draw, scoring });
  }

  private onDialogClose(): void {
    this.returnFocus?.focus();
    this.returnFocus = null;
  }

  private async onCopyClick(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.game.dealCode);
      this.status = { kind: 'copied' };
    } catch {
      this.status = { kind: 'copy-failed' };
    }
  }

  /** The game on the table, dealt at random if none has been dealt yet. */
  private get game(): Game {
    if (!this.current) this.startGame(this.resumedGame() ?? this.pendingDeal ?? { game: 'klondike', draw: this.drawMode, scoring: this.scoringMode, number: randomDealNumber() });
    return this.current!;
  }

  /** The unfinished game saved under `storage-key`, played under this element's house rules. */
  private resumedGame(): Game | undefined {
    const saved = this.savedGames.resumable(this.pendingDeal);
    return saved && replayed(saved, this.houseRules());
  }

  private houseRules(): typeof DEFAULT_HOUSE_RULES {
    return { ...DEFAULT_HOUSE_RULES, maxUndos: this.undoAllowance };
  }

  /** The value when it was accepted; otherwise one warning, a `config-error`, and undefined. */
  private accept<T>(checked: Checked<T>): T | undefined {
    if (checked.ok) return checked.value;
    console.warn(checked.error.message);
    if (this.isConnected) this.dispatchEvent(klondikeEvent('config-error', checked.error));
    else this.pendingErrors.push(checked.error);
    return undefined;
  }

  private async dealFromProvider(provider: DealProvider, draw: DrawMode, scoring: Scoring): Promise<void> {
    const request = ++this.providerRequest;
    if (!this.current) this.status = { kind: 'dealing' };
    let answer: Checked<DealCode & { game: 'klondike' }>;
    try {
      answer = checkProviderAnswer(await provider({ draw, scoring }));
    } catch (error) {
      answer = checkProviderAnswer(error, true);
    }
    if (request !== this.providerRequest) return;
    const deal = this.accept(answer);
    this.startGame(deal ?? { game: 'klondike', draw, scoring, number: randomDealNumber() });
  }

  /** Deals `deal`, or puts a resumed or imported game on the table. */
  private startGame(deal: KlondikeDeal | Game): void {
    clearTimeout(this.autoFinishTimer);
    clearTimeout(this.hintTimer);
    this.providerRequest++;
    this.pendingDeal = undefined;
    const previous = this.current;
    this.current = deal instanceof Game ? deal : new Game(deal, Klondike.forDeal(deal, this.houseRules()), this.houseRules());
    ({ draw: this.drawMode, scoring: this.scoringMode } = gameMode(this.current));
    this.clock.reset(this.current.elapsedMs);
    this.savedGames.started(previous);
    this.winAnnounced = false;
    this.selected = null;
    this.shownHint = null;
    this.status = null;
    // The first deal is the page loading: only a later one is news.
    if (this.hasUpdated) this.say({ kind: 'new-game', ...gameMode(this.current) });
    if (this.winDialog?.open) this.winDialog.close();
    this.flipFrom = this.hasUpdated ? this.stockPlaces() : null;
    this.dealt = true;
    this.requestUpdate();
    this.dispatchEvent(klondikeEvent('new-game', { dealCode: this.current.dealCode, ...gameMode(this.current) }));
  }

  /** Where the cards stand now, when they have been rendered and may move. */
  private measureCards(): Map<number, Measured> | null {
    return this.hasUpdated && !reducedMotion() ? measure(this.renderRoot) : null;
  }

  /** Every card of a new deal flies out from the stock. */
  private stockPlaces(): Map<number, Measured> {
    const rect = this.renderRoot.querySelector('[data-pile="stock"]')!.getBoundingClientRect();
    return new Map(Array.from({ length: 52 }, (_, card) => [card, { rect, faceUp: false }]));
  }

  private stockAction(): Action {
    return this.current && this.current.position.table().stock.length === 0 ? RECYCLE : DRAW;
  }

  /** Plays an action of the player's; when it is refused, says why and shakes the cards. */
  private playOrRefuse(action: Action, elements: readonly HTMLElement[]): void {
    if (this.play(action) || !this.current) return;
    const refusal = this.current.position.refusal(action);
    shake(elements);
    if (refusal && refusal.reason !== 'same-pile') this.status = { kind: 'refused', reason: refusal.reason };
    else this.status = { kind: 'refused', reason: 'does-not-fit' };
  }

  /** Plays a legal action and tells the host; `false` (and nothing changes) when it is illegal. */
  private play(action: Action): boolean {
    const game = this.current;
    if (!game || game.position.refusal(action)) return false;
    const scoreBefore = game.position.score;
    const onto = action.type === 'move' && tableauColumn(action.to) >= 0 ? (game.position.table().tableau[tableauColumn(action.to)].faceUp.at(-1) ?? null) : null;
    this.flipFrom ??= this.measureCards();
    const played = game.play(action);
    if (!played.ok) return false;
    this.clock.start();
    this.afterChange();
    const score = formatScore(game.position.score, gameMode(game).scoring);
    this.say({ kind: 'played', step: played.value, onto, score, stock: game.position.table().stock.length });
    this.dispatchEvent(klondikeEvent('move', moveDetail(game, played.value, false, scoreBefore)));
    if (game.won) this.announceWin(game);
    else this.scheduleAutoFinish();
    return true;
  }

  private afterChange(): void {
    this.selected = null;
    this.shownHint = null;
    this.status = null;
    this.savedGames.save();
    this.requestUpdate();
  }

  private announceWin(game: Game): void {
    this.clock.stop();
    game.elapsedMs = this.clock.elapsedMs;
    if (this.winAnnounced) return;
    this.winAnnounced = true;
    this.savedGames.won(game);
    this.status = { kind: 'won' };
    this.openWinDialog = true;
    const { draw, scoring } = gameMode(game);
    this.say({ kind: 'won', moves: game.position.moves, time: formatTime(game.elapsedMs), score: formatScore(game.position.score, scoring) });
    this.dispatchEvent(
      klondikeEvent('win', { score: game.position.score, moves: game.position.moves, elapsedMs: game.elapsedMs, dealCode: game.dealCode, draw, scoring }),
    );
  }

  /** With `auto-finish`, sends the next card up once nothing is hidden and stock and waste are empty. */
  private scheduleAutoFinish(): void {
    clearTimeout(this.autoFinishTimer);
    const game = this.current;
    if (!this.autoFinish || !game || game.won) return;
    const table = game.position.table();
    if (table.stock.length > 0 || table.waste.length > 0 || table.tableau.some((column) => column.faceDown.length > 0)) return;
    // With every card face up each column is one built run, so any card that can go up may.
    const next = game.position
      .legalActions()
      .find((action) => action.type === 'move' && foundationSuit(action.to) !== -1 && foundationSuit(action.from) === -1);
    if (next) this.autoFinishTimer = setTimeout(() => this.play(next), AUTO_FINISH_MS);
  }

  /** The pile under a point: the foundation row counts as one place, the card's own foundation. */
  private pileAt(x: number, y: number): Pile | undefined {
    const inside = (rect: DOMRect): boolean => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
    const piles = [...this.renderRoot.querySelectorAll<HTMLElement>('[data-pile]')];
    const foundations = piles.filter((element) => element.classList.contains('foundation')).map((element) => element.getBoundingClientRect());
    const row = new DOMRect(
      Math.min(...foundations.map((rect) => rect.left)),
      Math.min(...foundations.map((rect) => rect.top)),
      Math.max(...foundations.map((rect) => rect.right)) - Math.min(...foundations.map((rect) => rect.left)),
      Math.max(...foundations.map((rect) => rect.bottom)) - Math.min(...foundations.map((rect) => rect.top)),
    );
    if (foundations.length === FOUNDATION_COUNT && inside(row)) return parsePileId('foundation-1', KLONDIKE_COLUMNS);
    const hit = piles.find((element) => inside(element.getBoundingClientRect()));
    return hit ? parsePileId(hit.dataset.pile!, KLONDIKE_COLUMNS) : undefined;
  }

  private selectedElements(selected: Held): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('.card.selected')].slice(-selected.count);
  }

  private openDialog(dialog: HTMLDialogElement): void {
    this.returnFocus ??= (this.renderRoot as ShadowRoot).activeElement as HTMLElement | null;
    // A win or a key may be rendered after the element left the page, where showModal() throws.
    if (!dialog.open && dialog.isConnected) dialog.showModal();
  }

  private renderToolbar(game: Game | undefined): TemplateResult {
    const scoring = game ? gameMode(game).scoring : this.scoringMode;
    const score = game ? formatScore(game.position.score, scoring) : '';
    const canUndo = !!game && !game.undoRefusal();
    return html`<div class="toolbar" part="toolbar">
      <div class="figures">
        <span class="figure"><span class="label">${msg('Score')}</span><span class="value score">${score}</span></span>
        <span class="figure"><span class="label">${msg('Moves')}</span><span class="value moves">${game?.position.moves ?? 0}</span></span>
        <span class="figure"><span class="label">${msg('Time')}</span><span class="value time">${formatTime(this.clock.elapsedMs)}</span></span>
      </div>
      <div class="deal">
        <span class="figure"
          ><span class="label">${msg('Deal')}</span><span class="value deal-code">${game?.dealCode ?? ''}</span></span
        >
        <button class="copy" part="button" @click=${this.onCopyClick} aria-label=${msg('Copy the deal code')} title=${msg('Copy the deal code')}>
          ${msg('Copy')}
        </button>
      </div>
      <div class="actions">
        <button class="new-game" part="button" @click=${this.onNewGameClick}>${msg('New game')}</button>
        <button class="undo" part="button" ?disabled=${!canUndo} @click=${() => this.undo()}>${msg('Undo')}</button>
        <button class="hint" part="button" ?disabled=${!game || game.won} @click=${() => this.hint()}>${msg('Hint')}</button>
        <button class="stats" part="button" @click=${this.statisticsDialog.open}>${msg('Statistics')}</button>
        <button class="keys" part="button" aria-label=${msg('Keyboard')} title=${msg('Keyboard')} @click=${this.onHelpClick}>
          <span aria-hidden="true">?</span>
        </button>
      </div>
    </div>`;
  }

  private renderNewGameDialog(): TemplateResult {
    return html`<dialog class="new-game" part="dialog" aria-labelledby="new-game-title" @close=${this.onDialogClose}>
      <form method="dialog" @submit=${this.onNewGameSubmit}>
        <h2 id="new-game-title">${msg('New game')}</h2>
        <fieldset>
          <legend>${msg('Draw')}</legend>
          <label><input type="radio" name="draw" value="1" ?checked=${this.drawMode === 1} />${drawName(1)}</label>
          <label><input type="radio" name="draw" value="3" ?checked=${this.drawMode === 3} />${drawName(3)}</label>
        </fieldset>
        <fieldset>
          <legend>${msg('Scoring')}</legend>
          <label><input type="radio" name="scoring" value="standard" ?checked=${this.scoringMode === 'standard'} />${scoringName('standard')}</label>
          <label><input type="radio" name="scoring" value="vegas" ?checked=${this.scoringMode === 'vegas'} />${scoringName('vegas')}</label>
        </fieldset>
        <label class="code-label" for="deal-code-input">${msg('Deal code (optional; its draw and scoring win)')}</label>
        <input
          id="deal-code-input"
          type="text"
          name="dealCode"
          autocomplete="off"
          spellcheck="false"
          placeholder="KL1-D1N-AAAAAAG"
          aria-invalid=${this.codeProblem ? 'true' : 'false'}
          aria-describedby="deal-code-problem"
          @input=${this.onDealCodeInput}
        />
        <p id="deal-code-problem" class="field-message" aria-live="polite">
          ${this.codeProblem ? dealCodeProblemText(this.codeProblem) : nothing}
        </p>
        <div class="dialog-buttons">
          <button type="button" part="button" @click=${() => this.newGameDialog.close()}>${msg('Cancel')}</button>
          <button type="submit" class="primary deal-button" part="button" ?disabled=${!!this.codeProblem}>${msg('Deal', { id: 'deal-button', desc: 'the button that deals the chosen game (a verb)' })}</button>
        </div>
      </form>
    </dialog>`;
  }

  private renderWinDialog(game: Game | undefined): TemplateResult {
    const scoring = game ? gameMode(game).scoring : this.scoringMode;
    return html`<dialog class="win" part="dialog" aria-labelledby="win-title" @close=${this.onDialogClose}>
      <h2 id="win-title">${msg('You won!')}</h2>
      <dl>
        <dt>${msg('Moves')}</dt>
        <dd class="win-moves">${game?.position.moves ?? 0}</dd>
        <dt>${msg('Time')}</dt>
        <dd class="win-time">${formatTime(game?.elapsedMs ?? 0)}</dd>
        <dt>${msg('Score')}</dt>
        <dd class="win-score">${game ? formatScore(game.position.score, scoring) : ''}</dd>
        <dt>${msg('Deal')}</dt>
        <dd class="win-code deal-code">${game?.dealCode ?? ''}</dd>
      </dl>
      <div class="dialog-buttons">
        <button type="button" part="button" @click=${() => this.winDialog.close()}>${msg('Close')}</button>
        <button type="button" class="primary play-again" part="button" autofocus @click=${this.onPlayAgain}>${msg('Play again')}</button>
      </div>
    </dialog>`;
  }

  private renderHelpDialog(): TemplateResult {
    const key = (...names: string[]): TemplateResult => html`${names.map((name, index) => html`${index > 0 ? ' ' : ''}<kbd>${name}</kbd>`)}`;
    const rows: [TemplateResult, string][] = [
      [key('←', '→'), msg('Move between the piles of a row')],
      [key('↑', '↓'), msg('Move along the face-up cards of a column, and between the rows')],
      [key(msg('Home'), msg('End')), msg('First or last pile of the row')],
      [key(msg('Enter'), msg('Space')), msg('Pick up a card with the cards on it, then put them down on the pile you move to; on the stock, draw')],
      [key(msg('Escape')), msg('Put back the cards in hand')],
      [key('D'), msg('Draw from the stock, or turn the waste over')],
      [key('U', 'Ctrl+Z'), msg('Undo')],
      [key('H'), msg('Hint')],
      [key('N'), msg('New game')],
      [key('R'), msg('Read out the whole table')],
      [key('?'), msg('This list of keys')],
    ];
    return html`<dialog class="help" part="dialog" aria-labelledby="help-title" @close=${this.onDialogClose}>
      <h2 id="help-title">${msg('Keyboard')}</h2>
      <p>${msg('Tab into the table, then:')}</p>
      <dl class="keys-list">${rows.map(([keys, what]) => html`<dt>${keys}</dt><dd>${what}</dd>`)}</dl>
      <div class="dialog-buttons">
        <button type="button" class="primary" part="button" autofocus @click=${() => this.helpDialog.close()}>${msg('Close')}</button>
      </div>
    </dialog>`;
  }

  protected override render(): TemplateResult {
    const game = this.current;
    const position = game?.position;
    const table = position?.table() ?? EMPTY_TABLE;
    return html`<div class="game" lang=${this.language.locale} @keydown=${this.onKeyDown}>
      ${this.renderToolbar(game)}
      <button class="read-out" part="button" ?disabled=${!game} @click=${() => game && this.say({ kind: 'table', table: game.position.table() })}>
        ${msg('Read out the table')}
      </button>
      <div
        class="table"
        part="table"
        tabindex="-1"
        role="group"
        aria-label=${msg('Klondike table')}
        aria-describedby="table-keys"
        @keydown=${this.onTableKeyDown}
        @focusin=${this.onTableFocusIn}
        @pointerdown=${this.gestures.onPointerDown}
        @pointermove=${this.gestures.onPointerMove}
        @pointerup=${this.gestures.onPointerUp}
        @pointercancel=${this.gestures.onPointerCancel}
        @dragstart=${(event: Event) => event.preventDefault()}
      >
        ${renderTable({
          table,
          draw: game ? gameMode(game).draw : this.drawMode,
          selected: this.selected,
          hint: this.shownHint,
          targets: this.targets,
          stockState: stockState(position),
          cursor: this.current ? this.placedCursor() : this.cursor,
        })}
      </div>
      <p id="table-keys" class="visually-hidden">${msg('Arrow keys move, Enter picks up and puts down, question mark lists the keys.')}</p>
      ${renderSavedNotice(this.savedGames)}
      <div class="status" part="status" role="status" aria-live="polite">${statusText(this.status)}</div>
      <div class="visually-hidden announcer" role="log" aria-live="polite">
        ${keyed(this.spoken, html`<p>${announcementText(this.announcement)}</p>`)}
      </div>
      ${this.renderNewGameDialog()} ${this.renderHelpDialog()} ${this.renderWinDialog(game)} ${this.statisticsDialog.render()}
    </div>`;
  }
}

/** What a tap on the empty stock would do: turn the waste over, nothing any more, or nothing yet. */
function stockState(position: Position | undefined): TableView['stockState'] {
  if (!position || position.table().stock.length > 0) return 'empty';
  const refused = position.refusal(RECYCLE);
  if (!refused) return 'recycle';
  return refused.reason === 'no-passes-left' ? 'exhausted' : 'empty';
}

/** The same game under other house rules: its actions played again, its undo history kept. */
function replayed(game: Game, rules: typeof DEFAULT_HOUSE_RULES): Game {
  const started = klondikeOnly(game.deal, rules);
  if (!started.ok) return game;
  const copy = started.value;
  for (const action of game.actions) copy.play(action);
  copy.restoreHistory(game.history);
  copy.elapsedMs = game.elapsedMs;
  return copy;
}
