import { LitElement, type PropertyDeclarations, type PropertyValues, type TemplateResult, nothing } from 'lit';
import {
  type Action,
  type DealCode,
  type Game,
  type GamePosition,
  type HouseRules,
  type PileId,
  makeDealCode,
  resolveMove,
  unwrap,
} from '../../engine/index.js';
import type { DealOf, HintFinder, SolitaireGame } from '../game/solitaire-game.js';
import {
  type Checked,
  type DealProvider,
  checkDealProvider,
  checkDir,
  checkLang,
  checkMaxUndos,
  checkMove,
  checkResume,
  checkStorageKey,
} from '../host/checks.js';
import { ConfigErrors } from '../host/config-errors.js';
import { solitaireEvent } from '../host/events.js';
import type { Hint } from '../host/hint.js';
import { Language } from '../i18n/language.js';
import { inLocale } from '../i18n/localization.js';
import { SavedGames } from '../persistence/saved-games.js';
import type { ModeStats } from '../statistics/statistics.js';
import { reducedMotion } from '../view/cards/card-places.js';
import { courtFigures } from '../view/cards/card-face.js';
import { Clock, formatTime } from '../view/clock.js';
import { LazyChunks } from '../view/lazy-chunks.js';
import { layOutCards } from '../view/table-view.js';
import { CardFlights } from './card-flights.js';
import { Dealer } from './dealer.js';
import { EarlyTap } from './early-tap.js';
import { type ElementCore, ElementParts } from './element-parts.js';
import { renderSolitaire } from './solitaire-template.js';
import { TablePlay } from './table-play.js';
import { TableState } from './table-state.js';

/** The setters check what the host wrote, so they are given the attribute's text as it is. */
export const AS_WRITTEN = { fromAttribute: (value: string | null) => value };

/**
 * The element every game shares, whatever its game: the game on the table and its lifecycle,
 * everything a host can ask of a game that is not one of its rules (saved games, statistics, the
 * undo allowance, a deal provider, winnable deals, the solver's verdict and Finish, import and
 * export), the events, the languages, the status line and live region, and the dialogs. What
 * differs between games comes from one record, the game's `SolitaireGame` (`contract`); each
 * game's class adds only the attributes of its own settings (`S`). Play is `TablePlay`, the
 * table's marks and words `TableState`, new deals `Dealer`, the lazily loaded parts
 * `ElementParts`; this class holds the game and wires them.
 *
 * @attr {string} deal-code - Play exactly this deal; the code of a game that has modes (Klondike's draw and scoring) wins over the attributes.
 * @attr {string} dir - `ltr` or `rtl`; inherited from an ancestor when absent. Mirrors the whole table.
 * @attr {string} lang - The language of every text (`en`, `ar`, `fr`; `ar-EG` speaks `ar`); inherited from an ancestor, the document or the browser when absent, and followed when it changes.
 * @attr four-color - A four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green (see the `--solitaire-spades` … properties).
 * @attr winnable - New random deals (not `deal-code` nor `dealProvider` ones) are ones the solver proves winnable under the rules in force.
 * @attr show-winnable - A figure in the bar says, after every action, whether a winning line is still left from the position on the table.
 * @attr auto-finish - Once the rest can only go home (docs/rules.md, "Finish") and the solver has proved it, the rest goes up by itself.
 * @attr {string} max-undos - Undos allowed in one game (a whole number); absent, no limit beyond the last 100 actions.
 * @attr {string} storage-key - Saves the game after every action under this name and resumes it on the next visit, with the statistics kept under the same name.
 * @attr {string} resume - `off`: the unfinished game saved under `storage-key` does not come back; a fresh deal replaces it.
 */
export abstract class SolitaireElement<
  P extends GamePosition = GamePosition,
  S extends object = object,
  M extends object = object,
  N extends object = object,
  W extends object = object,
> extends LitElement {
  // `static properties` rather than decorators: the bundle then carries no decorator helpers.
  static override properties: PropertyDeclarations = {
    fourColor: { type: Boolean, attribute: 'four-color', reflect: true },
    winnable: { type: Boolean, reflect: true },
    autoFinish: { type: Boolean, attribute: 'auto-finish' },
    showWinnable: { type: Boolean, attribute: 'show-winnable' },
    maxUndos: { attribute: 'max-undos', converter: AS_WRITTEN },
    storageKey: { attribute: 'storage-key', converter: AS_WRITTEN },
    resume: { converter: AS_WRITTEN },
    dealProvider: { attribute: false },
  };

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'deal-code', 'dir', 'lang'];
  }

  /** A four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green), so no two suits share a colour. */
  fourColor = false;

  /** New random deals are ones the exact solver proves winnable. */
  winnable = false;

  /** When set, once the rest can only go home and the solver has proved it, the rest goes up by itself. */
  autoFinish = false;

  /** When set, the bar says after every action whether the solver still finds a winning line. */
  showWinnable = false;

  /**
   * The code of the game on the table, also after a random deal. Setting it (or the `deal-code`
   * attribute) starts that deal; the code already on the table keeps the game, since a framework
   * sets every property again at each render (`newGame()` deals it afresh).
   */
  get dealCode(): string {
    return this.game.dealCode;
  }
  set dealCode(value: string) {
    const deal = this.accept(this.contract.checkDeal(value, 'deal-code'));
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

  /** Undos allowed in one game; `null` (no attribute) for no limit beyond the last 100 actions. */
  get maxUndos(): number | null {
    return this.undoAllowance;
  }
  set maxUndos(value: number | string | null) {
    const checked = this.accept(checkMaxUndos(value));
    if (checked === undefined || checked === this.undoAllowance) return;
    this.undoAllowance = checked;
    if (this.current) this.current = unwrap(this.current.withMaxUndos(checked));
  }

  /**
   * Saves the game after every action under this name in localStorage (memory when the browser
   * refuses) and resumes it on the next visit, with statistics kept under the same name. Off by
   * default: without it nothing is written.
   */
  get storageKey(): string | null {
    return this.savedGames.storageKey;
  }
  set storageKey(value: string | null) {
    const key = this.accept(checkStorageKey(value));
    if (key === undefined || key === this.savedGames.storageKey) return;
    const loading = this.savedGames.setKey(key);
    if (loading) this.chunks.track(loading.then(() => this.keyTaken()));
    else this.keyTaken();
  }

  /** Whether the unfinished game saved under `storage-key` comes back (`resume="off"`: a fresh deal replaces it). */
  get resume(): boolean {
    return this.savedGames.resume;
  }
  set resume(value: boolean | string | null) {
    this.savedGames.resume = this.accept(checkResume(value)) ?? this.savedGames.resume;
  }

  /** Async function handing out the code of each new random deal; see `DealProvider` (docs/hosting.md). */
  get dealProvider(): DealProvider | null {
    return this.provider;
  }
  set dealProvider(value: DealProvider | null) {
    const checked = this.accept(checkDealProvider(value));
    if (checked !== undefined) this.provider = checked;
  }

  /**
   * Games played and won, win rate, streaks, best score and fastest win for each of the game's
   * modes, kept under `storage-key` (for the life of the element without one); a new array on every read.
   */
  get stats(): ModeStats<M>[] {
    return this.savedGames.stats;
  }

  protected current: Game<P> | undefined;
  /** The settings of new deals: the attributes of the game's own. */
  protected settings: S;
  protected readonly chunks = new LazyChunks(() => this.renderRoot as ShadowRoot);
  protected readonly clock = new Clock(this);
  protected readonly language = new Language(this);
  private readonly tableState = new TableState(() => this.requestUpdate());
  /** Counts the changes of the game on the table, so a hint found for a position left behind is dropped. */
  private changes = 0;
  /** A `deal-code` given before the element was first on the page. */
  private pendingDeal: DealCode | undefined;
  private winAnnounced = false;
  /** The won game on the table, which the statistics (and a running balance) have counted. */
  private countedWin: Game<P> | undefined;
  private undoAllowance: number | null = null;
  private provider: DealProvider | null = null;
  private readonly configErrors = new ConfigErrors(this, () => this.contract.tag);
  private readonly flights = new CardFlights(
    () => this.renderRoot,
    () => this.parts.input,
    () => this.hasUpdated,
  );
  private readonly earlyTap = new EarlyTap(() => !!this.parts.input);
  private readonly savedGames: SavedGames<P, M>;
  private readonly table: TablePlay<P>;
  private readonly parts: ElementParts<P, S, M>;
  private readonly hints: HintFinder<P>;
  private readonly dealer: Dealer<P, S>;

  /** `contract`: everything about the game this element plays. */
  constructor(protected readonly contract: SolitaireGame<P, S, M, N, W>) {
    super();
    const { tableState: state } = this;
    this.settings = contract.defaults();
    this.savedGames = new SavedGames(
      this,
      contract,
      () => this.current && { game: this.current, elapsedMs: this.clock.elapsedMs },
      (refused) => this.accept(refused),
      (news) => state.tell({ kind: news }),
    );
    this.hints = contract.hints(() => this.parts.solver());
    const { core, table, parts } = this.wire(contract);
    this.table = table;
    this.parts = parts;
    this.dealer = new Dealer(contract, core);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.configErrors.connected();
    this.parts.loadInput(() => this.earlyTap.take());
    // The first time, the first update deals (`willUpdate`); connected again without a game, now.
    if (!this.current && this.hasUpdated) this.dealFirst();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.parts.notices?.stop();
    this.tableState.hint = null;
    // A deal being looked for would outlive the element too; connected again without a game, the element deals afresh.
    if (this.parts.closeSolver()) this.dealer.drop();
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'deal-code' && value !== null) this.dealCode = value;
    else if (name === 'dir') this.accept(checkDir(value));
    else if (name === 'lang' && this.accept(checkLang(value)) !== undefined) this.language.refresh();
  }

  /**
   * Deals a new game: the given code, else a fresh random deal (from the `dealProvider` when the
   * host set one, one proven winnable under `winnable`), played with the given settings (Klondike's
   * `draw` and `scoring`) or the element's. Resolves once it is on the table.
   */
  newGame(given: object = {}): Promise<void> {
    const settings = this.dealer.settingsFor(given, this.settings);
    return settings ? this.dealer.deal(settings, this.provider, this.winnable) : Promise.resolve();
  }

  /**
   * Moves the top `count` cards of `from` onto `to`; `false` (and no change) when illegal. Any
   * foundation stands for the foundation row: the card goes to its own suit's foundation.
   */
  move(from: PileId, to: PileId, count = 1): boolean {
    const checked = this.accept(checkMove(from, to, count, this.contract.columns));
    const game = this.playing;
    if (!checked || !game) return false;
    return this.play(resolveMove(game.position, ...checked));
  }

  /** Takes back the last action, score included. `false` when there is nothing to undo. */
  undo(): boolean {
    return this.table.undo();
  }

  /**
   * The suggested move, also shown on the table until the next action; `null` when there is none,
   * when no win is left (the table says so) or when the table changed before it was found. Every
   * game answers with a promise: a game may ask its solver (Baker's Dozen does), and Klondike's,
   * found from what the player can see, comes in a chunk with the first hint. Tracked with the
   * lazy chunks, so `updateComplete` resolves once the hint is shown.
   */
  hint(): Promise<Hint | null> {
    const game = this.playing;
    const { tableState: state, parts, contract } = this;
    parts.loadNotices();
    if (!game) return Promise.resolve(state.showHint(game, 'none', contract.columns));
    const asked = this.changes;
    const found = this.hints.find(game.position);
    const show = (suggestion: Awaited<typeof found>): Hint | null =>
      this.current === game && this.changes === asked ? state.showHint(game, suggestion, contract.columns) : null;
    // Found at once, it is shown at once.
    if (typeof found === 'string' || !('then' in found)) return Promise.resolve(show(found));
    const shown = found.then(show);
    this.chunks.track(shown);
    return shown;
  }

  /**
   * Puts the keyboard in the table, on the card or pile of its cursor, as a Tab into the element
   * would; before the table is drawn, once it is.
   */
  override focus(options?: FocusOptions): void {
    const { parts } = this;
    if (parts.input && this.hasUpdated) parts.input.keyboard.focusTable(options);
    else void this.updateComplete.then(() => parts.input?.keyboard.focusTable(options));
  }

  /** Sets every figure of `stats` back to zero, and a running balance (Klondike's cumulative Vegas) to 0. */
  resetStats(): void {
    this.savedGames.resetStats();
    this.requestUpdate();
  }

  /**
   * The game on the table as one line of text (its deal code, then every action) for `importGame`.
   * Resolves once the chunk that writes it has come, with the game as it was when called.
   */
  async exportGame(): Promise<string> {
    const game = unwrap(this.game.withMaxUndos(this.undoAllowance));
    const { makeReplay } = await import('../persistence/replays.js');
    return makeReplay(game);
  }

  /**
   * Puts a game written by `exportGame` on the table, every action played again; the clock starts
   * from zero. Resolves with `false` (after a warning and `config-error`) when the text is not
   * such a game.
   */
  async importGame(text: string): Promise<boolean> {
    const loading = Promise.all([import('../persistence/replays.js'), this.contract.loadStarter()]);
    this.chunks.track(loading);
    const [{ checkReplay }, starter] = await loading;
    const game = this.accept(checkReplay(this.contract.game, starter, text, { maxUndos: this.undoAllowance }));
    if (game) this.putOnTable(game);
    return game !== undefined;
  }

  /**
   * The element's language holds for the render and for the commit after it, where directives
   * such as `repeat` build their templates.
   */
  protected override willUpdate(changed: PropertyValues<this>): void {
    // Not at connection: a framework sets the element's properties (draw, a deal code) and its
    // listeners right after it puts the element on the page, and the first deal is theirs.
    this.dealBeforeFirstUpdate();
    const { parts, tableState: state } = this;
    if (state.status || state.announcement) void parts.loadTexts();
    super.willUpdate(changed);
    // Before the render, so the figure it changes is drawn in the same update.
    const { verdict } = parts;
    if (!verdict) {
      if (this.showWinnable || this.autoFinish) parts.loadVerdict();
    } else if (changed.has('autoFinish')) verdict.autoFinishChanged();
    else if (changed.has('showWinnable')) verdict.ask();
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
    this.flights.fly();
    this.parts.notices?.placed(this.renderRoot, this.tableState.hintNotice(this.parts.texts));
    super.updated(changed);
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    return this.chunks.settled(() => super.getUpdateComplete(), await super.getUpdateComplete());
  }

  protected override render(): TemplateResult {
    const { language, parts } = this;
    return renderSolitaire({
      locale: language.locale,
      // Until its words and its labels arrive the table is played without them.
      busy: language.waiting || !parts.input,
      game: this.current,
      contract: this.contract,
      state: this.tableState,
      parts,
      chunks: this.chunks,
      time: formatTime(this.clock.elapsedMs),
      scoreText: (game) => this.scoreText(game),
      savedNotice: this.savedGames.renderNotice(),
      earlyPress: this.earlyTap.onPress,
      onCopy: () => void this.onCopyClick(),
      onUndo: () => this.undo(),
      onHint: () => void this.hint(),
    });
  }

  /** A setting of the game's own, from its attribute or property: `null` or `undefined` is its default. */
  protected setting<K extends keyof S>(name: K, value: unknown, check: (value: unknown) => Checked<S[K]>): void {
    const checked = value === null || value === undefined ? this.contract.defaults()[name] : this.accept(check(value));
    if (checked !== undefined) this.settings = { ...this.settings, [name]: checked };
  }

  /** Plays a legal action and tells the host; `false` (and nothing changes) when it is illegal. */
  protected play(action: Action): boolean {
    return this.table.play(action);
  }

  /**
   * The game on the table for a method that plays it: before the first update an element on the
   * page deals its first game now, as `willUpdate` would.
   */
  protected get playing(): Game<P> | undefined {
    this.dealBeforeFirstUpdate();
    return this.current;
  }

  /** The game on the table, dealt at random if none has been dealt yet. */
  protected get game(): Game<P> {
    if (!this.current) this.begin(this.firstGame() ?? this.contract.randomDeal(this.settings));
    return this.current!;
  }

  /** What the score shown and reported adds to the game's own: the games counted before this one, where the game carries them. */
  protected carriedScore(game: Game<P>): number {
    if (!this.contract.carries(game, this.settings)) return 0;
    // A game counts when it ends, so once won it is in the balance already.
    return this.savedGames.balance - (game === this.countedWin ? game.position.score : 0);
  }

  /** The value when it was accepted; otherwise one warning, a `config-error`, and undefined. */
  protected accept<T>(checked: Checked<T>): T | undefined {
    return this.configErrors.accept(checked);
  }

  /** The first deal: a game saved under the key, the `deal-code` given early, else a random deal; a key given early waits for its chunk. */
  private dealFirst(): void {
    const deal = (): void => {
      const first = this.firstGame();
      if (first === undefined) void this.newGame();
      else this.begin(first);
    };
    const { loading } = this.savedGames;
    if (!loading) deal();
    else
      this.chunks.track(
        loading.then(() => {
          if (!this.current && this.isConnected) deal();
        }),
      );
  }

  /** The first deal of an element on the page, when its first update has not made it yet. */
  private dealBeforeFirstUpdate(): void {
    if (!this.current && !this.hasUpdated && this.isConnected) this.dealFirst();
  }

  /** The game the element starts with when it has none: the one saved under `storage-key`, or the `deal-code` given early. */
  private firstGame(): Game<P> | DealCode | undefined {
    return this.resumedGame() ?? this.pendingDeal;
  }

  /** Puts a resumed game on the table, or deals a code. */
  private begin(first: Game<P> | DealCode): void {
    if ('position' in first) this.putOnTable(first);
    else this.startGame(first);
  }

  /** Deals `deal` (one `checkDeal` accepted) under this element's house rules. */
  private startGame(deal: DealOf<P>): void {
    this.putOnTable(this.contract.start(deal, this.houseRules()));
  }

  /** Puts a new, resumed or imported game on the table; the one it replaces counts as given up if it was played. */
  private putOnTable(game: Game<P>): void {
    const { parts } = this;
    parts.celebration?.stop();
    this.pendingDeal = undefined;
    const previous = this.current;
    this.current = game;
    this.clock.reset(game.elapsedMs);
    this.dealer.drop();
    this.changes++;
    // Cleared first: saving the new game may have news for the status line.
    this.tableState.cleared();
    this.settings = { ...this.settings, ...this.contract.settingsOf(game) };
    this.savedGames.started(previous);
    parts.verdict?.changed();
    this.winAnnounced = false;
    parts.notices?.changed(true);
    // A deal with no move at all needs its notice at once; others wait for the game to move.
    if (this.hasUpdated || game.position.moves > 0 || game.position.legalActions().length === 0) parts.loadNotices();
    // The first deal is the page loading: only a later one is news.
    if (this.hasUpdated) this.tableState.say({ kind: 'new-game', mode: this.contract.modeOf(game.position) });
    parts.dialogs?.close('win');
    this.flights.deal(this.contract.dealOrigin);
    this.requestUpdate();
    this.dispatchEvent(solitaireEvent('new-game', this.contract.newGameDetail(game)));
  }

  /** A key given after the first deal: its unfinished game comes back, or the game on the table is saved under it. */
  private keyTaken(): void {
    if (!this.current) return;
    const saved = this.resumedGame();
    if (saved) this.putOnTable(saved);
    else this.savedGames.save();
  }

  /** The unfinished game saved under `storage-key`, under this element's undo allowance. */
  private resumedGame(): Game<P> | undefined {
    const saved = this.savedGames.resumable(this.pendingDeal);
    return saved && unwrap(saved.withMaxUndos(this.undoAllowance));
  }

  /** The house rules new games are played under. */
  private houseRules(): HouseRules & P['houseRules'] {
    return { ...this.contract.houseRules(this.settings), maxUndos: this.undoAllowance };
  }

  private shownScore(game: Game<P>): number {
    return game.position.score + this.carriedScore(game);
  }

  private scoreText(game: Game<P>): string {
    return this.contract.scoreText(game, this.shownScore(game));
  }

  /** The game was just won: the clock stops, the statistics count it, the cards celebrate (straight to the dialog under reduced motion). */
  private announceWin(game: Game<P>): void {
    this.clock.stop();
    game.elapsedMs = this.clock.elapsedMs;
    if (this.winAnnounced) return;
    this.winAnnounced = true;
    this.savedGames.won(game);
    this.countedWin = game;
    this.tableState.tell({ kind: 'won' });
    if (reducedMotion()) this.parts.openDialog('win');
    else this.parts.celebrate(game);
    const score = this.shownScore(game);
    this.tableState.say({ kind: 'won', moves: game.position.moves, time: formatTime(game.elapsedMs), score: this.scoreText(game) });
    this.dispatchEvent(solitaireEvent('win', this.contract.winDetail(game, score)));
  }

  /** After an action played or (`undone`) taken back. */
  private afterChange(undone: boolean): void {
    const { parts } = this;
    this.changes++;
    this.tableState.cleared();
    parts.notices?.changed(undone);
    parts.loadNotices();
    this.savedGames.save();
    parts.verdict?.changed();
    this.requestUpdate();
  }

  /** A press on the stock, in a game that has one. */
  private pressStock(): void {
    const { current } = this;
    const { stockAction } = this.contract;
    if (current && stockAction) this.table.playOrRefuse(stockAction(current.position), [this.renderRoot.querySelector<HTMLElement>('[data-pile="stock"]')!]);
  }

  /** The submitted New game dialog: its deal code, or a random deal of the choices above it (which may set the settings too). */
  private dealFromDialog(data: FormData): void {
    const field = data.get('dealCode');
    const code = typeof field === 'string' ? field.trim() : '';
    if (code) {
      void this.newGame({ dealCode: code });
      return;
    }
    const chosen = this.parts.choices?.read(data);
    if (chosen) this.settings = { ...this.settings, ...chosen.settings };
    void this.newGame(chosen?.deal);
  }

  private async onCopyClick(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.game.dealCode);
      this.tableState.tell({ kind: 'copied' });
    } catch {
      this.tableState.tell({ kind: 'copy-failed' });
    }
  }

  /**
   * The one record every part of the element reads and acts through (`ElementCore`), built once:
   * play, the input, the notices, the verdict, the dialogs and dealing each see only their own
   * interface of it.
   */
  private wire(contract: SolitaireGame<P, S, M, N, W>): { core: ElementCore<P, S>; table: TablePlay<P>; parts: ElementParts<P, S, M> } {
    const { tableState: state, flights } = this;
    const core: ElementCore<P, S> = {
      element: this,
      state,
      chunks: this.chunks,
      clock: this.clock,
      flights,
      geometry: contract,
      statistics: this,
      hints: this.hints,
      game: () => this.current,
      playing: () => this.playing,
      settings: () => this.settings,
      accept: (checked) => this.accept(checked),
      rules: () => this.houseRules(),
      start: (deal) => this.startGame(deal),
      dealing: () => {
        if (!this.current) state.tell({ kind: 'dealing' });
      },
      solver: () => parts.solver(),
      held: () => state.selected,
      hold: (held) => state.hold(held),
      play: (action) => table.play(action),
      playOrRefuse: (action, elements) => table.playOrRefuse(action, elements),
      putDown: (held, pile) => table.putDown(held, pile, [...this.renderRoot.querySelectorAll<HTMLElement>('.card.selected')].slice(-held.count)),
      replaceLast: (action) => table.replaceLast(action),
      undo: () => table.undo(),
      undoOrSayWhy: () => table.undoOrSayWhy(),
      refuse: (reason) => state.refuse(reason),
      say: (announcement) => state.say(announcement),
      shake: (elements) => parts.input?.shake(elements),
      keepFocus: () => parts.input?.keyboard.keepFocus(),
      showTargets: (targets) => {
        state.targets = targets;
        this.requestUpdate();
      },
      dragStarted: () => {
        state.hint = null;
        this.requestUpdate();
      },
      beforeDrop: () => flights.beforeDrop(),
      pressStock: () => this.pressStock(),
      hint: () => this.hint(),
      isRtl: () => this.matches(':dir(rtl)'),
      gameKey: (letter) => (letter === 'f' && !!parts.notices?.finish()) || (letter === 'd' && !!contract.stockAction && (this.pressStock(), true)),
      openDialog: (name, opener) => parts.openDialog(name, opener),
      scoreText: (game) => this.scoreText(game as Game<P>),
      carried: (game) => this.carriedScore(game),
      changed: (undone) => this.afterChange(undone),
      played: (game, won) => (won ? this.announceWin(game) : parts.verdict?.played()),
      newGameChoices: () => parts.choices?.render(this.settings) ?? nothing,
      dealFromDialog: (data) => this.dealFromDialog(data),
      // A new random deal played the way the won one was.
      playAgain: (game) => void this.newGame(contract.settingsOf(game as Game<P>)),
      modeStats: (game) => this.savedGames.statsOf(game as Game<P>),
      countsAsLoss: () => !!this.current && this.savedGames.wouldCountAsLoss(this.current),
      offersFinish: () => !this.autoFinish,
      showWinnable: () => this.showWinnable,
      autoFinish: () => this.autoFinish,
    };
    const table = new TablePlay(core);
    const parts = new ElementParts(this, contract, core);
    return { core, table, parts };
  }
}
