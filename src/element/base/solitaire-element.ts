import { LitElement, type PropertyDeclarations, type PropertyValues, type TemplateResult, adoptStyles } from 'lit';
import { type GamePosition, type PileId, makeDealCode, resolveMove, unwrap } from '../../engine/index.js';
import type { SolitaireGame } from '../game/solitaire-game.js';
import {
  type DealProvider,
  type Theme,
  checkDealProvider,
  checkDir,
  checkLang,
  checkMaxUndos,
  checkMove,
  checkResume,
  checkStorageKey,
  checkTheme,
} from '../host/checks.js';
import type { Hint } from '../host/hint.js';
import { Language } from '../i18n/language.js';
import { inLocale } from '../i18n/localization.js';
import type { ModeStats } from '../statistics/statistics.js';
import { courtFigures } from '../view/cards/card-face.js';
import { formatTime } from '../view/clock.js';
import { layOutCards } from '../view/table-view.js';
import { GameSession } from './game-session.js';
import { renderSolitaire } from './solitaire-template.js';

/** The attribute a framework's server-rendered markup holds the element back with until it hydrates (lit's name for it). */
const DEFER = 'defer-hydration';
/** The setters check what the host wrote, so they are given the attribute's text as it is. */
export const AS_WRITTEN = { fromAttribute: (value: string | null) => value };

/**
 * The element every game shares, whatever its game: the game on the table and its lifecycle,
 * everything a host can ask of a game that is not one of its rules (saved games, statistics, the
 * undo allowance, a deal provider, winnable deals, the solver's verdict and Finish, import and
 * export), the events, the languages, the status line and live region, and the dialogs. What
 * differs between games comes from one record, the game's `SolitaireGame` (`contract`); each
 * game's class adds only the attributes of its own settings (`S`). This class is the element's
 * public face and its lit lifecycle; the game on the table lives in its `GameSession`, which
 * wires play (`TablePlay`), the table's marks and words (`TableState`), new deals (`Dealer`) and
 * the lazily loaded parts (`ElementParts`).
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
 * @attr {string} theme - `light` (the default), `dark`, or `auto`: dark where the player prefers a dark scheme. Dialogs, the menu and their controls follow it; the felt and the cards keep their colours.
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
    theme: { reflect: true },
    dealProvider: { attribute: false },
  };

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'deal-code', 'dir', 'lang', DEFER];
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
    return this.gameSession.game().dealCode;
  }
  set dealCode(value: string) {
    const { gameSession: session } = this;
    const deal = session.accepted(this.contract.checkDeal(value, 'deal-code'));
    if (!deal || makeDealCode(deal) === session.current?.dealCode) return;
    if (session.current || (this.isConnected && this.hasUpdated)) session.startGame(deal);
    else session.pendingDeal = deal;
  }

  get score(): number {
    return this.gameSession.shownScore(this.gameSession.game());
  }

  get moves(): number {
    return this.gameSession.game().position.moves;
  }

  get elapsedMs(): number {
    return this.gameSession.clock.elapsedMs;
  }

  get won(): boolean {
    return this.gameSession.game().won;
  }

  /**
   * Undos allowed in one game; `null` (no attribute) for no limit beyond the last 100 actions.
   *
   * @default null
   */
  get maxUndos(): number | null {
    return this.gameSession.undoAllowance;
  }
  set maxUndos(value: number | `${number}` | null) {
    const checked = this.gameSession.accepted(checkMaxUndos(value));
    if (checked !== undefined && checked !== this.gameSession.undoAllowance) this.gameSession.allowUndos(checked);
  }

  /**
   * Saves the game after every action under this name in localStorage (memory when the browser
   * refuses) and resumes it on the next visit, with statistics kept under the same name. Off by
   * default: without it nothing is written.
   *
   * @default null
   */
  get storageKey(): string | null {
    return this.gameSession.savedGames.storageKey;
  }
  set storageKey(value: string | null) {
    const { gameSession: session } = this;
    const key = this.gameSession.accepted(checkStorageKey(value));
    if (key === undefined || key === session.savedGames.storageKey) return;
    const loading = session.savedGames.setKey(key);
    if (loading) session.chunks.follow(loading.then(() => session.keyTaken()));
    else session.keyTaken();
  }

  /**
   * Whether the unfinished game saved under `storage-key` comes back (`resume="off"`: a fresh deal replaces it).
   *
   * @default true
   */
  get resume(): boolean {
    return this.gameSession.savedGames.resume;
  }
  set resume(value: boolean | 'on' | 'off' | 'true' | 'false' | '' | null) {
    const { savedGames } = this.gameSession;
    savedGames.resume = this.gameSession.accepted(checkResume(value)) ?? savedGames.resume;
  }

  /**
   * The element's colour scheme: `light`, `dark`, or `auto` for the player's `prefers-color-scheme`.
   * Light by default, whatever the page's own scheme, so a host's dark mode reaches the game only
   * when the host asks; a value it does not know is refused and leaves it light.
   *
   * @default 'light'
   */
  get theme(): Theme {
    return this.themeName;
  }
  set theme(value: Theme | null) {
    this.themeName = this.gameSession.accepted(checkTheme(value)) ?? 'light';
  }

  /**
   * Async function handing out the code of each new random deal; see `DealProvider` (docs/hosting.md).
   *
   * @default null
   */
  get dealProvider(): DealProvider | null {
    return this.gameSession.provider;
  }
  set dealProvider(value: DealProvider | null) {
    const checked = this.gameSession.accepted(checkDealProvider(value));
    if (checked !== undefined) this.gameSession.provider = checked;
  }

  /**
   * Games played and won, win rate, streaks, best score and fastest win for each of the game's
   * modes, kept under `storage-key` (for the life of the element without one); a new array on every read.
   */
  get stats(): ModeStats<M>[] {
    return this.gameSession.savedGames.stats;
  }

  protected readonly language = new Language(this);
  private themeName: Theme = 'light';
  /** The game on the table and everything that plays it; a game's class reads and sets its settings there. */
  protected readonly gameSession: GameSession<P, S, M, N, W>;

  /** `contract`: everything about the game this element plays. */
  constructor(protected readonly contract: SolitaireGame<P, S, M, N, W>) {
    super();
    this.gameSession = new GameSession(this, contract);
  }

  /**
   * A shadow root rendered on the server is emptied, never hydrated: the server cannot know the
   * game the client puts on the table (the one saved in its storage, its own random deal), so
   * its table is replaced, not kept beside the client's nor matched against it. Lit (with or
   * without @lit-labs/ssr-client's hydrate support) would otherwise render into it as it is.
   */
  protected override createRenderRoot(): ShadowRoot {
    const { shadowRootOptions, elementStyles } = this.constructor as typeof LitElement;
    const root = this.shadowRoot ?? this.attachShadow(shadowRootOptions);
    root.replaceChildren();
    adoptStyles(root, elementStyles);
    return root;
  }

  /**
   * An element the server rendered inside a framework's markup (the React wrapper's, under Next.js)
   * joins the page when its script runs, before the framework hydrates it and sets its props and
   * listeners: the wrapper marks it `defer-hydration`, as lit's SSR does, and removes the mark once
   * it has set them, so the first deal is the props' one and its `new-game` is heard.
   */
  override connectedCallback(): void {
    if (this.hasAttribute(DEFER)) return;
    super.connectedCallback();
    const { gameSession: session } = this;
    session.configErrors.connected();
    session.lazyParts.loadInput(() => session.earlyTap.take());
    // The first time, the first update deals (`willUpdate`); connected again without a game, now.
    if (!session.current && this.hasUpdated) session.dealFirst();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    const { lazyParts: parts, tableMarks: state, dealer } = this.gameSession;
    parts.notices?.stop();
    state.hint = null;
    // A deal being looked for would outlive the element too; connected again without a game, the element deals afresh.
    if (parts.closeSolver()) dealer.drop();
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    // Lit's own hydrate support, where a page loads it, connects on this too: only one of them may.
    if (name === DEFER) {
      if (value === null && this.isConnected && !this.hasUpdated) this.connectedCallback();
      return;
    }
    super.attributeChangedCallback(name, old, value);
    if (name === 'deal-code' && value !== null) this.dealCode = value;
    else if (name === 'dir') this.gameSession.accepted(checkDir(value));
    else if (name === 'lang' && this.gameSession.accepted(checkLang(value)) !== undefined) this.language.refresh();
  }

  /**
   * Deals a new game: the given code, else a fresh random deal (from the `dealProvider` when the
   * host set one, one proven winnable under `winnable`), played with the given settings (Klondike's
   * `draw` and `scoring`) or the element's. Resolves once it is on the table.
   */
  newGame(given: object = {}): Promise<void> {
    return this.gameSession.newGame(given);
  }

  /**
   * Moves the top `count` cards of `from` onto `to`; `false` (and no change) when illegal. Any
   * foundation stands for the foundation row: the card goes to its own suit's foundation.
   */
  move(from: PileId, to: PileId, count = 1): boolean {
    const checked = this.gameSession.accepted(checkMove(from, to, count, this.contract.columns));
    const game = this.gameSession.playing();
    if (!checked || !game) return false;
    return this.gameSession.tablePlay.play(resolveMove(game.position, ...checked));
  }

  /** Takes back the last action, score included. `false` when there is nothing to undo. */
  undo(): boolean {
    return this.gameSession.tablePlay.undo();
  }

  /**
   * The suggested move, also shown on the table until the next action; `null` when there is none,
   * when no win is left (the table says so) or when the table changed before it was found. Every
   * game answers with a promise: a game may ask its solver (Baker's Dozen does), and Klondike's,
   * found from what the player can see, comes in a chunk with the first hint. Tracked with the
   * lazy chunks, so `updateComplete` resolves once the hint is shown.
   */
  hint(): Promise<Hint | null> {
    return this.gameSession.hint();
  }

  /**
   * Puts the keyboard in the table, on the card or pile of its cursor, as a Tab into the element
   * would; before the table is drawn, once it is.
   */
  override focus(options?: FocusOptions): void {
    const { lazyParts: parts } = this.gameSession;
    if (parts.input && this.hasUpdated) parts.input.keyboard.focusTable(options);
    else void this.updateComplete.then(() => parts.input?.keyboard.focusTable(options));
  }

  /** Sets every figure of `stats` back to zero, and a running balance (Klondike's cumulative Vegas) to 0. */
  resetStats(): void {
    this.gameSession.savedGames.resetStats();
    this.requestUpdate();
  }

  /**
   * The game on the table as one line of text (its deal code, then every action) for `importGame`.
   * Resolves once the chunk that writes it has come, with the game as it was when called.
   */
  async exportGame(): Promise<string> {
    const game = unwrap(this.gameSession.game().withMaxUndos(this.gameSession.undoAllowance));
    const { makeReplay } = await import('../persistence/replays.js');
    return makeReplay(game);
  }

  /**
   * Puts a game written by `exportGame` on the table, every action played again; the clock starts
   * from zero. Resolves with `false` (after a warning and `config-error`) when the text is not
   * such a game.
   */
  async importGame(text: string): Promise<boolean> {
    const { gameSession: session, contract } = this;
    const loading = Promise.all([import('../persistence/replays.js'), contract.loadStarter()]);
    session.chunks.follow(loading);
    const [{ checkReplay }, starter] = await loading;
    const game = this.gameSession.accepted(checkReplay(contract.game, starter, text, { maxUndos: session.undoAllowance }));
    if (game) session.putOnTable(game);
    return game !== undefined;
  }

  /**
   * The element's language holds for the render and for the commit after it, where directives
   * such as `repeat` build their templates.
   */
  protected override willUpdate(changed: PropertyValues<this>): void {
    // Not at connection: a framework sets the element's properties (draw, a deal code) and its
    // listeners right after it puts the element on the page, and the first deal is theirs.
    const { gameSession: session } = this;
    session.dealBeforeFirstUpdate();
    const { lazyParts: parts, tableMarks: state } = session;
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
    const { chunks, flights, lazyParts: parts, tableMarks: state } = this.gameSession;
    const courts = courtFigures();
    if (courts) chunks.follow(courts.then(() => this.requestUpdate()));
    flights.fly();
    parts.notices?.placed(this.renderRoot, state.hintNotice(parts.texts));
    super.updated(changed);
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    return this.gameSession.chunks.settled(() => super.getUpdateComplete(), await super.getUpdateComplete());
  }

  protected override render(): TemplateResult {
    const { language, gameSession: session } = this;
    const { lazyParts: parts } = session;
    return renderSolitaire({
      locale: language.locale,
      // Until its words and its labels arrive the table is played without them.
      busy: language.waiting || !parts.input,
      game: session.current,
      contract: this.contract,
      state: session.tableMarks,
      parts,
      chunks: session.chunks,
      time: formatTime(this.gameSession.clock.elapsedMs),
      scoreText: (game) => session.scoreText(game),
      savedNotice: session.savedGames.renderNotice(),
      earlyPress: session.earlyTap.onPress,
      onCopy: () => void session.copyDealCode(),
      onUndo: () => this.undo(),
      onHint: () => void this.hint(),
    });
  }
}
