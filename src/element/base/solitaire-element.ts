import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import {
  type Action,
  type DealCode,
  type Game,
  type GamePosition,
  type HouseRules,
  type Pile,
  type PileId,
  type RefusalReason,
  STOCK,
  type Step,
  makeCard,
  makeDealCode,
  makePileId,
  parsePileId,
  tableauColumn,
} from '../../engine/index.js';
import type { Celebration } from '../celebration/celebration.js';
import type { DialogName, GameDialogs } from '../dialogs/game-dialogs.js';
import { Language } from '../i18n/language.js';
import { inLocale, msg } from '../i18n/localization.js';
import { cardAt, resolveMove } from '../../engine/index.js';
import { DRAG_THRESHOLD } from '../input/press-limits.js';
import type { Held, TableActions } from '../input/table-actions.js';
import type { TableInput } from '../input/table-input.js';
import type { Hint } from '../solver/hint.js';
import type { SolverClient } from '../solver/solver-client.js';
import type { Announcement } from '../speech/announcements.js';
import type { GameTexts } from '../speech/game-texts.js';
import type { Status } from '../speech/messages.js';
import type { KlondikeModeStats } from '../statistics/statistics.js';
import { type Measured, measure, reducedMotion } from '../view/cards/card-places.js';
import type { HintNotice, Notices } from '../view/notices.js';
import { courtFigures } from '../view/cards/card-face.js';
import { layOutCards } from '../view/table-view.js';
import { type MenuItem, renderToolbar } from '../view/toolbar.js';
import { Clock, formatTime } from './clock.js';
import { type Checked, type NewGameFields, checkDir, checkLang, checkMove, checkNewGameOptions } from './config.js';
import { ConfigErrors } from './config-errors.js';
import { solitaireEvent } from './events.js';
import type { GameVariant } from './game-variant.js';
import { LazyChunks } from './lazy-chunks.js';
import { moveDetail } from './snapshot.js';
import { type WinnableLimit, findWinnableDeal } from './winnable-deal.js';

/** What the hint finds: a move, nothing useful, or (in an open game) proof that no win is left. */
export type Suggestion = Hint | 'none' | 'lost';

/**
 * The machinery every solitaire element shares, whatever its game: the game on the table and its
 * lifecycle, the `move` / `win` / `new-game` / `config-error` events, undo, the clock, FLIP
 * animations, languages, config errors, the status line and live region, and the New game,
 * keyboard and win dialogs. Pointer and keyboard play are `PointerInput` and `KeyboardInput`;
 * everything that differs between games comes from the element's `GameVariant`.
 */
export abstract class SolitaireElement<P extends GamePosition = GamePosition, N extends object = object, W extends object = object> extends LitElement {
  // `static properties` rather than decorators: the bundle then carries no decorator helpers.
  static override properties: PropertyDeclarations = {
    fourColor: { type: Boolean, attribute: 'four-color', reflect: true },
    winnable: { type: Boolean, reflect: true },
    selected: { state: true },
    shownHint: { state: true },
    targets: { state: true },
    status: { state: true },
    announcement: { state: true },
  };

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'deal-code', 'dir', 'lang'];
  }

  /** A four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green), so no two suits share a colour. */
  fourColor = false;

  /** New random deals are ones the exact solver proves winnable. */
  winnable = false;

  /**
   * The code of the game on the table, also after a random deal. Setting it (or the `deal-code`
   * attribute) starts that deal; the code already on the table keeps the game, since a framework
   * sets every property again at each render (`newGame()` deals it afresh).
   */
  get dealCode(): string {
    return this.game.dealCode;
  }
  set dealCode(value: string) {
    const deal = this.accept(this.variant.checkDeal(value, 'deal-code'));
    if (!deal || makeDealCode(deal) === this.current?.dealCode) return;
    if (this.current || (this.isConnected && this.hasUpdated)) this.startGame(deal);
    else this.pendingDeal = deal;
  }

  get score(): number {
    return this.shownScore(this.game);
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

  private selected: Held | null = null;
  private shownHint: { from: Pile; to: Pile; count: number } | null = null;
  private targets: ReadonlySet<Pile> = new Set();
  protected status: Status | null = null;
  /** What the live region says; `spoken` counts them, so saying the same thing twice is heard twice. */
  private announcement: Announcement | null = null;
  private spoken = 0;

  protected current: Game<P> | undefined;
  /** Counts deals, so a deal still being looked for is dropped once another game has started. */
  protected dealRequest = 0;
  /** A `deal-code` given before the element was first on the page. */
  protected pendingDeal: DealCode | undefined;
  private winAnnounced = false;
  protected readonly chunks = new LazyChunks(() => this.renderRoot as ShadowRoot);
  private readonly configErrors = new ConfigErrors(this, () => this.variant.tag);
  /** Loaded when a feature first asks: pages without its attributes never fetch the solver. */
  private solverChunk: Promise<SolverClient<P>> | undefined;
  private dialogsChunk: Promise<GameDialogs> | undefined;
  private textsChunk: Promise<GameTexts> | undefined;
  /** The status line's and the live region's words, once there was something to say. */
  private texts: GameTexts | undefined;
  /** The New game, win and keyboard dialogs, once the first of them has opened. */
  private dialogs: GameDialogs | undefined;
  /** The win's cascade while it plays. */
  private celebration: Celebration | undefined;
  /** Where the cards were before the latest action, for the FLIP animation after the render. */
  private flipFrom: Map<number, Measured> | null = null;
  private dealt = false;
  /** Counts the hints shown, so each one asked for glides its ghost card. */
  private hintsShown = 0;
  /** The layer over the felt (hint words, dead end, Finish), loaded once the game has moved. */
  private noticesChunk: Promise<Notices> | undefined;
  private notices: Notices | undefined;
  protected readonly clock = new Clock(this);
  protected readonly language = new Language(this);
  /** Pointer and keyboard play and the cards' moves, fetched as the first table is drawn. */
  private inputChunk: Promise<TableInput> | undefined;
  private input: TableInput | undefined;
  /** A tap on the table before pointer play came, played when it comes. */
  private earlyTap: Element | null = null;
  /**
   * A press on the table before pointer play has come: released where it pressed, it is a tap,
   * kept for pointer play to play on arrival, so a first tap on a slow network is not lost. A drag
   * needs the cards to follow the pointer, and does nothing yet.
   */
  private readonly onEarlyPress = (down: PointerEvent): void => {
    const hit = down.composedPath()[0];
    if (!down.isPrimary || down.button !== 0 || !(hit instanceof Element)) return;
    const released = (up: PointerEvent): void => {
      if (up.pointerId !== down.pointerId) return;
      removeEventListener('pointerup', released, true);
      if (!this.input && Math.hypot(up.clientX - down.clientX, up.clientY - down.clientY) < DRAG_THRESHOLD) this.earlyTap = hit;
    };
    addEventListener('pointerup', released, true);
  };

  /** Everything about the game this element plays: read through a getter, as fields of a subclass are set only after this class's. */
  protected abstract get variant(): GameVariant<P, N, W>;

  abstract newGame(options?: object): Promise<void>;

  /** The suggested move, also shown on the table until the next action; `null` when there is none. */
  abstract hint(): Hint | null | Promise<Hint | null>;

  override connectedCallback(): void {
    super.connectedCallback();
    this.configErrors.connected();
    this.loadInput();
    // The first time, the first update deals (`willUpdate`); connected again without a game, now.
    if (!this.current && this.hasUpdated) this.dealFirst();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.notices?.stop();
    this.shownHint = null;
    if (!this.solverChunk) return;
    // The worker would outlive an element the page has dropped, and so would a deal being looked
    // for; connected again without a game, the element deals afresh.
    this.dealRequest++;
    void this.solverChunk.then((solver) => solver.close());
    this.solverChunk = undefined;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'deal-code' && value !== null) this.dealCode = value;
    else if (name === 'dir') this.accept(checkDir(value));
    else if (name === 'lang' && this.accept(checkLang(value)) !== undefined) this.language.refresh();
  }

  /**
   * Moves the top `count` cards of `from` onto `to`; `false` (and no change) when illegal. Any
   * foundation stands for the foundation row: the card goes to its own suit's foundation.
   */
  move(from: PileId, to: PileId, count = 1): boolean {
    const checked = this.accept(checkMove(from, to, count, this.variant.columns));
    const game = this.playing;
    if (!checked || !game) return false;
    return this.play(resolveMove(game.position, ...checked));
  }

  /**
   * Puts the keyboard in the table, on the card or pile of its cursor, as a Tab into the element
   * would; before the table is drawn, once it is.
   */
  override focus(options?: FocusOptions): void {
    if (this.input && this.hasUpdated) this.input.keyboard.focusTable(options);
    else void this.updateComplete.then(() => this.input?.keyboard.focusTable(options));
  }

  /** Takes back the last action, score included. `false` when there is nothing to undo. */
  undo(): boolean {
    const game = this.playing;
    if (!game) return false;
    const scoreBefore = game.position.score;
    this.flipFrom ??= this.measureCards();
    const undone = game.undo();
    if (!undone.ok) {
      this.flipFrom = null;
      return false;
    }
    this.afterChange(true);
    this.say({ kind: 'undone', step: undone.value, score: this.variant.scoreText(game, this.shownScore(game)) });
    this.dispatchEvent(solitaireEvent('move', moveDetail(game, undone.value, true, scoreBefore, this.carriedScore(game))));
    return true;
  }

  protected dealFirst(): void {
    const first = this.firstGame();
    if (first === undefined) void this.newGame();
    else this.begin(first);
  }

  /**
   * The element's language holds for the render and for the commit after it, where directives
   * such as `repeat` build their templates.
   */
  protected override willUpdate(changed: PropertyValues<this>): void {
    // Not at connection: a framework sets the element's properties (draw, a deal code) and its
    // listeners right after it puts the element on the page, and the first deal is theirs.
    this.dealBeforeFirstUpdate();
    if (!this.textsChunk && (this.status || this.announcement)) this.chunks.track(this.loadedTexts());
    super.willUpdate(changed);
  }

  protected override update(changed: PropertyValues<this>): void {
    inLocale(this.language.locale, () => super.update(changed));
    // Placed before the controllers' hostUpdated (the keyboard's focus) reads the layout, so the
    // page is laid out once per update.
    layOutCards(this.renderRoot);
  }

  protected override updated(changed: PropertyValues<this>): void {
    const courts = courtFigures();
    if (courts) this.chunks.track(courts.then(() => this.requestUpdate()));
    if (this.flipFrom) {
      this.input?.playFrom(this.renderRoot, this.flipFrom, this.dealt ? this.renderRoot.querySelector<HTMLElement>('.table') : null);
      this.flipFrom = null;
      this.dealt = false;
    }
    this.notices?.placed(this.renderRoot, this.hintNotice());
    super.updated(changed);
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    return this.chunks.settled(() => super.getUpdateComplete(), await super.getUpdateComplete());
  }

  /** Shows what the hint found for the game on the table until the next action, and says it. */
  protected showHint(found: Suggestion): Hint | null {
    const game = this.current;
    this.loadNotices();
    if (!game || typeof found === 'string') {
      this.shownHint = null;
      this.status = { kind: found === 'lost' ? 'lost' : 'no-hint' };
      return null;
    }
    const { columns } = this.variant;
    const from = parsePileId(found.from, columns)!;
    const card = from === STOCK || found.to === 'stock' ? undefined : cardAt(game.position, from, found.count);
    this.shownHint = { from, to: parsePileId(found.to, columns)!, count: found.count };
    this.status = { kind: 'hint', hint: found, card: card === undefined ? null : makeCard(card) };
    this.hintsShown++;
    return found;
  }

  /**
   * The game on the table for a method that plays it: before the first update an element on the
   * page deals its first game now, as `willUpdate` would.
   */
  protected get playing(): Game<P> | undefined {
    this.dealBeforeFirstUpdate();
    return this.current;
  }

  /** The first deal of an element on the page, when its first update has not made it yet. */
  private dealBeforeFirstUpdate(): void {
    if (!this.current && !this.hasUpdated && this.isConnected) this.dealFirst();
  }

  /** The game on the table, dealt at random if none has been dealt yet. */
  protected get game(): Game<P> {
    if (!this.current) this.begin(this.firstGame() ?? this.randomDeal());
    return this.current!;
  }

  /** The game the element starts with when it has none: the `deal-code` given early. */
  protected firstGame(): Game<P> | DealCode | undefined {
    return this.pendingDeal;
  }

  /** A fresh random deal of the element's game, played as the element's settings say. */
  protected abstract randomDeal(): DealCode;

  /** What the score shown and reported adds to the game's own: Klondike's running Vegas balance. */
  protected carriedScore(_game: Game<P>): number {
    return 0;
  }

  /** The house rules new games are played under. */
  protected abstract houseRules(): HouseRules & P['houseRules'];

  /**
   * `newGame()`'s options when they ask for a random deal, `fields` read from them once;
   * undefined when they held a code (dealt now, or refused) or were refused themselves.
   */
  protected randomDealOptions<K extends string>(given: unknown, fields: readonly K[] = []): NewGameFields<K> | undefined {
    const options = this.accept(checkNewGameOptions(given, fields));
    if (options?.dealCode === undefined) return options;
    const deal = this.accept(this.variant.checkDeal(options.dealCode, 'dealCode'));
    if (deal) this.startGame(deal);
    return undefined;
  }

  /** Called after a new game is on the table; `previous` is the one it replaced. */
  protected gameStarted(_previous: Game<P> | undefined): void {}

  /** Called after every action played or undone. */
  protected gameChanged(): void {}

  /** Called after an action played that did not win. */
  protected gamePlayed(): void {}

  /** Called once when the game on the table is won. */
  protected gameWon(_game: Game<P>): void {}

  /** The statistics of the won game's mode, for the win dialog; null where the game keeps none. */
  protected modeStats(_game: Game<P>): KlondikeModeStats | null {
    return null;
  }

  /** Whether a new deal now counts the game on the table as lost in the statistics. */
  protected newDealCountsAsLoss(): boolean {
    return false;
  }

  /** A press on the stock, in a game that has one. */
  protected pressStock(): void {}

  /** A letter key only this game knows; true when it did something. */
  protected gameKey(_letter: string): boolean {
    return false;
  }

  /** The New game dialog's choices above the deal code. */
  protected renderNewGameChoices(): TemplateResult | typeof nothing {
    return nothing;
  }

  /** What `renderNewGameChoices` needs, loaded with the dialogs. */
  protected loadNewGameChoices(): Promise<void> {
    return Promise.resolve();
  }

  /** Deals what the submitted New game dialog asks for when no code was typed. */
  protected newGameFromForm(_data: FormData): void {
    void this.newGame();
  }

  /** The win dialog's "Play again": a new random deal played the way the won one was. */
  protected playAgain(_game: Game<P>): void {
    void this.newGame();
  }

  /** Figures of the bar after Score, Moves and Time. */
  protected renderMoreFigures(): TemplateResult | typeof nothing {
    return nothing;
  }

  /** Entries of the bar's menu before Help. */
  protected moreMenuItems(): readonly MenuItem[] {
    return [];
  }

  /** Whether the table offers Finish once the rest can only go home. */
  protected offersFinish(): boolean {
    return true;
  }

  /** Notices over the bottom of the felt, above the status line. */
  protected renderNotices(): TemplateResult | typeof nothing {
    return nothing;
  }

  protected renderMoreDialogs(): TemplateResult | typeof nothing {
    return nothing;
  }

  protected solver(): Promise<SolverClient<P>> {
    return (this.solverChunk ??= this.variant.loadSolver());
  }

  /** The live region says it; the same words said again are heard again. */
  protected say(announcement: Announcement): void {
    this.announcement = announcement;
    this.spoken++;
  }

  /** The value when it was accepted; otherwise one warning, a `config-error`, and undefined. */
  protected accept<T>(checked: Checked<T>): T | undefined {
    return this.configErrors.accept(checked);
  }

  /**
   * Deals the first of `candidate()`'s random deals that `proves` proves winnable. Once `limit` is
   * spent the last one tried is dealt anyway, and the console says so. A game started meanwhile wins.
   */
  protected async dealWinnable(candidate: () => DealCode, proves: (deal: DealCode) => boolean | Promise<boolean>, limit: WinnableLimit): Promise<void> {
    const request = ++this.dealRequest;
    if (!this.current) this.status = { kind: 'dealing' };
    const found = await findWinnableDeal(candidate, proves, limit, () => request === this.dealRequest);
    if (!found) return;
    if (!found.proven)
      console.info(`<${this.variant.tag}>: no deal proven winnable in ${found.tries} tries; dealing ${makeDealCode(found.deal)}, which may not be`);
    this.startGame(found.deal);
  }

  /** Deals `deal` (one `checkDeal` accepted) under this element's house rules. */
  protected startGame(deal: DealCode): void {
    this.putOnTable(this.variant.start(deal, this.houseRules()));
  }

  /** Puts a resumed game on the table, or deals a code. */
  private begin(first: Game<P> | DealCode): void {
    if ('position' in first) this.putOnTable(first);
    else this.startGame(first);
  }

  /** Puts a new, resumed or imported game on the table. */
  protected putOnTable(game: Game<P>): void {
    this.celebration?.stop();
    this.pendingDeal = undefined;
    const previous = this.current;
    this.current = game;
    this.clock.reset(game.elapsedMs);
    this.dealRequest++;
    this.status = null;
    this.gameStarted(previous);
    this.winAnnounced = false;
    this.selected = null;
    this.shownHint = null;
    this.notices?.changed(true);
    // A deal with no move at all needs its notice at once; others wait for the game to move.
    if (this.hasUpdated || game.position.moves > 0 || game.position.legalActions().length === 0) this.loadNotices();
    // The first deal is the page loading: only a later one is news.
    if (this.hasUpdated) this.say(this.variant.newGameAnnouncement(game));
    this.dialogs?.close('win');
    this.flipFrom = this.hasUpdated ? this.dealPlaces() : null;
    this.dealt = true;
    this.requestUpdate();
    this.dispatchEvent(solitaireEvent('new-game', this.variant.newGameDetail(game)));
  }

  /** Plays an action of the player's; when it is refused, says why and shakes the cards. */
  protected playOrRefuse(action: Action, elements: readonly HTMLElement[]): void {
    if (this.play(action) || !this.current) return;
    const refusal = this.current.position.refusal(action);
    this.input?.shake(elements);
    this.refuse(refusal && refusal.reason !== 'same-pile' ? refusal.reason : 'does-not-fit');
  }

  /** Plays a legal action and tells the host; `false` (and nothing changes) when it is illegal. */
  protected play(action: Action): boolean {
    const game = this.playing;
    if (!game || game.position.refusal(action)) return false;
    const onto = this.topCardOf(game, action);
    this.flipFrom ??= this.measureCards();
    const played = game.play(action);
    if (!played.ok) return false;
    this.clock.start();
    this.played(game, played.value, onto);
    return true;
  }

  /**
   * A double tap's second tap (docs/rules.md, "Klondike › Taps, double taps and drags"): `action`
   * replaces the last action, as one action. The host hears the last action undone, then this one.
   */
  private replaceLast(action: Action): boolean {
    const game = this.current;
    if (!game) return false;
    const onto = this.topCardOf(game, action);
    this.flipFrom ??= this.measureCards();
    const replaced = game.replaceLast(action);
    if (!replaced.ok) {
      this.flipFrom = null;
      return false;
    }
    const { undone, played } = replaced.value;
    const carried = this.carriedScore(game);
    // As the host would have heard the undo on its own, before the action replacing it.
    this.dispatchEvent(
      solitaireEvent('move', {
        ...moveDetail(game, undone, true, 0, carried),
        points: -undone.points,
        score: undone.scoreBefore + carried,
        moves: game.position.moves - 1,
      }),
    );
    this.played(game, played, onto);
    return true;
  }

  /** The card a move onto a column lands on, for the live region. */
  private topCardOf(game: Game<P>, action: Action): number | null {
    return action.type === 'move' && tableauColumn(action.to) >= 0 ? (game.position.table().tableau[tableauColumn(action.to)].faceUp.at(-1) ?? null) : null;
  }

  /** After `step` was played: the table, the live region and the host hear of it. */
  private played(game: Game<P>, step: Step, onto: number | null): void {
    this.afterChange(false);
    this.say({
      kind: 'played',
      step,
      onto,
      score: this.variant.scoreText(game, this.shownScore(game)),
      stock: game.position.table().stock.length,
    });
    this.dispatchEvent(solitaireEvent('move', moveDetail(game, step, false, step.scoreBefore, this.carriedScore(game))));
    if (game.won) this.announceWin(game);
    else this.gamePlayed();
  }

  /** Opens a dialog, loading the dialogs with the first; the focus comes back to `opener` when it closes. */
  private openDialog(name: DialogName, opener: HTMLElement | null = null): void {
    // The dialogs come with the game's words, which they are drawn with.
    this.dialogsChunk ??= Promise.all([import('../dialogs/game-dialogs.js'), this.loadedTexts()]).then(([{ GameDialogs, dialogStyles }, texts]) => {
      this.chunks.adoptStyles(dialogStyles);
      return (this.dialogs = new GameDialogs(this, {
        game: () => this.current,
        scoreText: (game) => this.variant.scoreText(game as Game<P>, this.shownScore(game as Game<P>)),
        newGameChoices: () => this.renderNewGameChoices(),
        texts,
        deal: (data) => this.dealFromDialog(data),
        playAgain: (game) => this.playAgain(game as Game<P>),
        modeStats: (game) => this.modeStats(game as Game<P>),
        countsAsLoss: () => this.newDealCountsAsLoss(),
      }));
    });
    this.chunks.track(Promise.all([this.dialogsChunk, this.loadNewGameChoices()]).then(([dialogs]) => dialogs.open(name, opener)));
  }

  /** What the pointer and the keyboard may do to the table. */
  private tableActions(): TableActions {
    return {
      variant: this.variant,
      game: () => this.current,
      held: () => this.selected,
      hold: (held: Held | null) => {
        this.selected = held;
        if (held) this.shownHint = null;
      },
      play: (action: Action) => this.play(action),
      playOrRefuse: (action: Action, elements: readonly HTMLElement[]) => this.playOrRefuse(action, elements),
      putDown: (held: Held, pile: Pile) => this.putDown(held, pile),
      refuse: (reason: RefusalReason) => this.refuse(reason),
      pressStock: () => this.pressStock(),
    };
  }

  private shownScore(game: Game<P>): number {
    return game.position.score + this.carriedScore(game);
  }

  private refuse(reason: RefusalReason): void {
    this.status = { kind: 'refused', reason };
  }

  /** Ctrl+Z and U: an undo, or the reason there is none (no undos left, say). */
  private undoOrSayWhy(): boolean {
    const refused = this.current?.undoRefusal();
    if (refused) this.refuse(refused.reason);
    return !refused && this.undo();
  }

  private loadNotices(): void {
    this.noticesChunk ??= import('../view/notices.js').then(({ Notices, hintStyles, noticesStyles }) => {
      this.chunks.adoptStyles(noticesStyles, hintStyles);
      this.notices = new Notices({
        game: () => this.current,
        play: (action) => this.play(action),
        undo: () => this.undo(),
        newGame: (opener) => this.openDialog('new-game', opener),
        offersFinish: () => this.offersFinish(),
        keepFocus: () => this.input?.keyboard.keepFocus(),
      });
      this.requestUpdate();
      return this.notices;
    });
    this.chunks.track(this.noticesChunk);
  }

  /** The hint on the table as the notices show it: its words are the status line's. */
  private hintNotice(): HintNotice | null {
    if (!this.shownHint) return null;
    return { shown: this.hintsShown, words: this.status?.kind === 'hint' ? (this.texts?.status(this.status) ?? '') : '' };
  }

  /** Puts the run in hand down on `pile`; when that is refused, says why and shakes the run. */
  private putDown(held: Held, pile: Pile): boolean {
    const game = this.current!;
    const action = resolveMove(game.position, held.pile, pile, held.count);
    if (this.play(action)) return true;
    this.input?.shake([...this.renderRoot.querySelectorAll<HTMLElement>('.card.selected')].slice(-held.count));
    this.refuse(game.position.refusal(action)!.reason);
    return false;
  }

  private async onCopyClick(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.game.dealCode);
      this.status = { kind: 'copied' };
    } catch {
      this.status = { kind: 'copy-failed' };
    }
  }

  /** Where the cards stand now, when they have been rendered and may move. */
  private measureCards(): Map<number, Measured> | null {
    return this.input && this.hasUpdated && !reducedMotion() ? measure(this.renderRoot) : null;
  }

  /**
   * Pointer and keyboard play come in a chunk of their own, fetched as the element first goes on
   * the page: the table is seen before it is played. A tap before it has come is played on
   * arrival (`onEarlyPress`).
   */
  private loadInput(): void {
    if (this.inputChunk) return;
    this.inputChunk = import('../input/table-input.js').then(({ TableInput, selectionStyles }) => {
      this.chunks.adoptStyles(selectionStyles);
      this.input = new TableInput(
        this,
        {
          ...this.tableActions(),
          isRtl: () => this.matches(':dir(rtl)'),
          say: (announcement) => this.say(announcement),
          openDialog: (name) => this.openDialog(name),
          undo: () => this.undoOrSayWhy(),
          hint: () => this.hint(),
          gameKey: (letter) => (letter === 'f' && !!this.notices?.finish()) || this.gameKey(letter),
        },
        {
          ...this.tableActions(),
          replaceLast: (action) => this.replaceLast(action),
          showTargets: (targets) => (this.targets = targets),
          dragStarted: () => (this.shownHint = null),
          beforeDrop: () => (this.flipFrom = this.measureCards()),
          touched: () => this.input!.keyboard.keepFocus(),
        },
      );
      if (this.earlyTap?.isConnected) this.input.pointer.tapBefore(this.earlyTap);
      this.earlyTap = null;
      this.requestUpdate();
      return this.input;
    });
    this.chunks.track(this.inputChunk);
  }

  /** Every card of a new deal flies out from one place. */
  private dealPlaces(): Map<number, Measured> {
    const rect = this.renderRoot.querySelector(`[data-pile="${makePileId(this.variant.dealOrigin)}"]`)!.getBoundingClientRect();
    return new Map(Array.from({ length: 52 }, (_, card) => [card, { rect, faceUp: false }]));
  }

  /** After an action played or (`undone`) taken back. */
  private afterChange(undone: boolean): void {
    this.selected = null;
    this.shownHint = null;
    this.status = null;
    this.notices?.changed(undone);
    this.loadNotices();
    this.gameChanged();
    this.requestUpdate();
  }

  private announceWin(game: Game<P>): void {
    this.clock.stop();
    game.elapsedMs = this.clock.elapsedMs;
    if (this.winAnnounced) return;
    this.winAnnounced = true;
    this.gameWon(game);
    this.status = { kind: 'won' };
    this.celebrate(game);
    this.say({ kind: 'won', moves: game.position.moves, time: formatTime(game.elapsedMs), score: this.variant.scoreText(game, this.shownScore(game)) });
    this.dispatchEvent(solitaireEvent('win', this.variant.winDetail(game, this.shownScore(game))));
  }

  /**
   * The cascade of cards from the foundations, then the win dialog; straight to the dialog under
   * reduced motion. `updateComplete` waits for the cascade to be on the table, not for its end: a
   * host awaiting the winning move is not held up for as long as the cards fly. Where none begins
   * (a hidden element) it waits for the dialog, whose opening is tracked like any other.
   */
  private celebrate(game: Game<P>): void {
    if (reducedMotion()) {
      this.openDialog('win');
      return;
    }
    // The dialog is fetched while the cards fly, so it opens at once when they are done.
    void import('../dialogs/game-dialogs.js');
    const started = import('../celebration/celebration.js').then(({ Celebration, celebrationStyles }) => {
      // A new deal while the chunk came has no win to celebrate.
      if (this.current !== game) return;
      this.chunks.adoptStyles(celebrationStyles);
      this.celebration = new Celebration(this, game.deal.number);
      void this.celebration.finished.then(() => {
        this.celebration = undefined;
        // An element taken off the page meanwhile has nobody to show the dialog to.
        if (this.current === game && this.isConnected) this.openDialog('win');
      });
      return this.celebration.started;
    });
    this.chunks.track(started);
  }

  private loadedTexts(): Promise<GameTexts> {
    return (this.textsChunk ??= this.variant.loadTexts().then((texts) => {
      this.texts = texts;
      this.requestUpdate();
      return texts;
    }));
  }

  /** The submitted New game dialog: its deal code, or a random deal of the choices above it. */
  private dealFromDialog(data: FormData): void {
    const field = data.get('dealCode');
    const code = typeof field === 'string' ? field.trim() : '';
    if (code) void this.newGame({ dealCode: code });
    else this.newGameFromForm(data);
  }

  protected override render(): TemplateResult {
    const game = this.current;
    const { variant } = this;
    const keyboard = this.input?.keyboard;
    const gestures = this.input?.pointer.gestures;
    const table = game?.position.table() ?? variant.emptyTable;
    // Until its words and its labels arrive the table is played without them, and assistive technology waits.
    return html`<div class="game" lang=${this.language.locale} aria-busy=${this.language.waiting || !this.input ? 'true' : 'false'} @keydown=${keyboard?.onKeyDown}>
      ${renderToolbar({
        score: game ? variant.scoreText(game, this.shownScore(game)) : '',
        moves: game?.position.moves ?? 0,
        time: formatTime(this.clock.elapsedMs),
        dealCode: game?.dealCode ?? '',
        canUndo: !!game && !game.undoRefusal(),
        undosLeft: game && game.maxUndos !== null ? game.undosLeft : null,
        canHint: !!game && !game.won,
        moreFigures: this.renderMoreFigures(),
        moreMenuItems: this.moreMenuItems(),
        onCopy: () => void this.onCopyClick(),
        onNewGame: (opener) => this.openDialog('new-game', opener),
        onUndo: () => this.undo(),
        onHint: () => void this.hint(),
        onKeys: (opener) => this.openDialog('help', opener),
        chunks: this.chunks,
      })}
      <button class="read-out" part="button" ?disabled=${!game} @click=${() => game && keyboard?.readOut(game)}>${msg('Read out the table')}</button>
      <div
        class="table"
        part="table"
        tabindex="-1"
        role="group"
        aria-label=${variant.tableLabel()}
        aria-describedby="table-keys"
        @keydown=${keyboard?.onTableKeyDown}
        @focusin=${keyboard?.onTableFocusIn}
        @pointerdown=${gestures?.onPointerDown ?? this.onEarlyPress}
        @pointermove=${gestures?.onPointerMove}
        @dragstart=${(event: Event) => event.preventDefault()}
      >
        ${variant.renderPiles({ table, selected: this.selected, hint: this.shownHint, targets: this.targets, cursor: keyboard?.placedCursor() ?? { pile: variant.cursorHome, card: null }, labels: this.input?.labels }, game)}
        ${this.notices?.render(this.hintNotice()) ?? nothing}
      </div>
      <p id="table-keys" class="visually-hidden">${msg('Arrow keys move, Enter picks up and puts down, question mark lists the keys.')}</p>
      <div class="messages">
        ${this.renderNotices()}
        <div class="status" part="status" role="status" aria-live="polite">${this.texts?.status(this.status)}</div>
      </div>
      <div class="visually-hidden announcer" role="log" aria-live="polite">
        ${keyed(this.spoken, html`<p>${this.texts?.announcement(this.announcement)}</p>`)}
      </div>
      ${this.dialogs?.render() ?? nothing} ${this.renderMoreDialogs()}
    </div>`;
  }
}
