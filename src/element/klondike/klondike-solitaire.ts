import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import {
  type Action,
  type DealCode,
  type DrawMode,
  type KlondikeDeal,
  type Pile,
  type Position,
  type Scoring,
  DEFAULT_HOUSE_RULES,
  DRAW,
  Game,
  Klondike,
  KLONDIKE_COLUMNS,
  RECYCLE,
  STOCK,
  foundationSuit,
  klondikeOnly,
  makeReplay,
  randomDealNumber,
  tableauColumn,
} from '../../engine/index.js';
import {
  type Checked,
  checkDealCode,
  checkDealProvider,
  checkProviderAnswer,
  checkDraw,
  checkMaxUndos,
  checkScoring,
} from '../base/config.js';
import type { KlondikeNewGameDetail, KlondikeWinDetail } from '../base/events.js';
import type { GameTexts } from '../speech/game-texts.js';
import { type Hint, findHint } from '../solver/hint.js';
import type { SolverClient } from '../solver/solver-client.js';
import type { Announcement } from '../speech/announcements.js';
import { KLONDIKE_TOP_ROW } from '../input/cursor.js';
import { msg } from '../i18n/localization.js';
import { type KlondikeState, gameMode, klondikeSnapshot } from '../base/snapshot.js';
import { styles } from '../view/solitaire.styles.js';
import { type PilesView, type TableView, emptyTable, renderTable } from '../view/table-view.js';
import { SavedGames, checkReplay, checkResume, checkStorageKey } from '../persistence/saved-games.js';
import type { StatisticsDialog } from '../dialogs/statistics-dialog.js';
import type { Verdict } from '../../solver/shared/solve-result.js';
import type { KlondikeModeStats } from '../statistics/statistics.js';
import { drawName, scoringName } from '../i18n/words.js';
import { SolitaireElement } from '../base/solitaire-element.js';

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

/** The setters check what the host wrote, so they are given the attribute's text as it is. */
const AS_WRITTEN = { fromAttribute: (value: string | null) => value };

/** The pause between two cards the auto-finish sends up, so the player sees them go. */
const AUTO_FINISH_MS = 110;

/**
 * The search a `winnable` candidate deal gets, and the time all candidates together get before
 * one not proven is dealt. The solver finds a winnable draw-1 deal in 2 – 7 ms on average, a
 * draw-1 Vegas one in about 70 ms (see the README's figures).
 */
const WINNABLE_TRY_MS = 50;
const WINNABLE_MS = 2000;

/**
 * The search each position gets for `show-winnable` and `auto-finish`. On the main thread (no
 * worker allowed) every millisecond of it holds up the table, so it gets far less there.
 */
const VERDICT_MS = 1500;
const VERDICT_MAIN_THREAD_MS = 100;

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
 * @attr winnable - New random deals (not `deal-code` nor `dealProvider` ones) are ones the solver proves winnable under the rules in force.
 * @attr show-winnable - A figure in the bar says, after every action, whether a winning line is still left from the position on the table.
 * @attr auto-finish - Once every card is face up, stock and waste are empty and the solver has proved the rest plays out, the rest goes up by itself.
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
 * @csspart winnable - The figure of `show-winnable`.
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
export class KlondikeSolitaire extends SolitaireElement {
  static override styles = styles;

  static override properties: PropertyDeclarations = {
    draw: { converter: AS_WRITTEN },
    scoring: { converter: AS_WRITTEN },
    maxUndos: { attribute: 'max-undos', converter: AS_WRITTEN },
    autoFinish: { type: Boolean, attribute: 'auto-finish' },
    showWinnable: { type: Boolean, attribute: 'show-winnable' },
    verdict: { state: true },
    storageKey: { attribute: 'storage-key', converter: AS_WRITTEN },
    resume: { converter: AS_WRITTEN },
    dealProvider: { attribute: false },
  };

  /** The draw mode of new deals: 1 ("Easy") or 3 ("Hard"). */
  get draw(): DrawMode {
    return this.drawMode;
  }
  set draw(value: DrawMode | string | null) {
    if (value === null || value === undefined) this.drawMode = 1;
    else this.drawMode = this.accept(checkDraw(value)) ?? this.drawMode;
  }

  /** The scoring of new deals: `standard` or `vegas` (Vegas also means one pass through the stock). */
  get scoring(): Scoring {
    return this.scoringMode;
  }
  set scoring(value: Scoring | string | null) {
    if (value === null || value === undefined) this.scoringMode = 'standard';
    else this.scoringMode = this.accept(checkScoring(value)) ?? this.scoringMode;
  }

  /** Undos allowed in one game; `null` (no attribute) for no limit beyond the last 100 actions. */
  get maxUndos(): number | null {
    return this.undoAllowance;
  }
  set maxUndos(value: number | string | null) {
    const checked = this.accept(checkMaxUndos(value));
    if (checked === undefined || checked === this.undoAllowance) return;
    this.undoAllowance = checked;
    if (this.current) this.current = replayed(this.current, this.houseRules());
  }

  /**
   * When set, once every card is face up, stock and waste are empty and the solver has proved the
   * rest plays out, the rest goes up by itself.
   */
  autoFinish = false;

  /** When set, the bar says after every action whether the solver still finds a winning line. */
  showWinnable = false;

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
    if (loading) this.load(loading.then(() => this.keyTaken()));
    else this.keyTaken();
  }

  /** Whether the unfinished game saved under `storage-key` comes back (`resume="off"`: a fresh deal replaces it). */
  get resume(): boolean {
    return this.savedGames.resume;
  }
  set resume(value: boolean | string | null) {
    this.savedGames.resume = this.accept(checkResume(value)) ?? this.savedGames.resume;
  }

  /** Async function handing out the code of each new random deal; see `DealProvider`. */
  get dealProvider(): DealProvider | null {
    return this.provider;
  }
  set dealProvider(value: DealProvider | null) {
    const checked = this.accept(checkDealProvider(value));
    if (checked !== undefined) this.provider = checked;
  }

  protected readonly tag = 'klondike-solitaire';
  protected readonly columns = KLONDIKE_COLUMNS;
  protected readonly topRow = KLONDIKE_TOP_ROW;
  protected readonly emptyTable = emptyTable(KLONDIKE_COLUMNS);
  private drawMode: DrawMode = 1;
  private scoringMode: Scoring = 'standard';
  private undoAllowance: number | null = null;
  private provider: DealProvider | null = null;
  private autoFinishTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly savedGames = new SavedGames(
    this,
    () => this.current && { game: this.current, elapsedMs: this.clock.elapsedMs },
    (refused) => this.accept(refused),
  );
  /** Loaded on the first click of Statistics. */
  private statisticsChunk: Promise<StatisticsDialog> | undefined;
  private statisticsDialog: StatisticsDialog | undefined;
  /** The solver's word on the position on the table; `null` when nobody asked for it. */
  private verdict: Verdict | 'thinking' | null = null;
  /** Raised at every change of the table, so a verdict on a position left behind is dropped. */
  private verdictRequest = 0;
  private searching = false;
  /** An action played (not undone) left an endgame that `auto-finish` finishes once proved. */
  private finishing = false;

  override connectedCallback(): void {
    super.connectedCallback();
    this.askVerdict();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.autoFinishTimer);
    this.verdictRequest++;
  }

  /** Before the render, so the figure it changes is drawn in the same update. */
  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('autoFinish')) this.finishing = this.autoFinish && inEndgame(this.current);
    if (changed.has('autoFinish') || changed.has('showWinnable')) this.askVerdict();
  }

  /**
   * Deals a new game: the given code, else a fresh random deal (from the `dealProvider` when the
   * host set one) with the given or current draw and scoring. Resolves once it is on the table.
   */
  newGame(given: NewGameOptions = {}): Promise<void> {
    const options = this.randomDealOptions(given);
    if (!options) return Promise.resolve();
    const draw = options.draw === undefined ? this.drawMode : (this.accept(checkDraw(options.draw)) ?? this.drawMode);
    const scoring = options.scoring === undefined ? this.scoringMode : (this.accept(checkScoring(options.scoring)) ?? this.scoringMode);
    if (this.provider) return this.dealFromProvider(this.provider, draw, scoring);
    if (this.winnable) return this.dealProvenWinnable(draw, scoring);
    this.startGame({ game: 'klondike', draw, scoring, number: randomDealNumber() });
    return Promise.resolve();
  }

  /** Taps the stock: a draw, or a recycle when it is empty. `false` when nothing happens. */
  turnStock(): boolean {
    return this.play(this.stockAction());
  }

  /** A snapshot of the game (element.md); a new object on every read, changing it changes nothing. */
  get state(): KlondikeState {
    return klondikeSnapshot(this.game, this.clock.elapsedMs);
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

  /**
   * The suggested move: one that uncovers a face-down card, else a card onto a foundation, else
   * the stock (`{from: 'stock', to: 'waste'}` to draw, `{from: 'waste', to: 'stock'}` to turn the
   * waste over), also shown on the table for a few seconds; `null` when there is none.
   */
  hint(): Hint | null {
    return this.showHint((this.current && findHint(this.current.position)) ?? 'none');
  }

  protected cursorHome(): Pile {
    return STOCK;
  }

  /** Only the top card of the waste and of a foundation plays; a column gives any face-up run. */
  protected maxRun(pile: Pile): number {
    return tableauColumn(pile) < 0 ? 1 : Infinity;
  }

  protected randomDeal(): DealCode {
    return { game: 'klondike', draw: this.drawMode, scoring: this.scoringMode, number: randomDealNumber() };
  }

  protected checkDeal(value: unknown, attribute: string): Checked<DealCode> {
    return checkDealCode(value, attribute);
  }

  protected deal(deal: DealCode): Game {
    return new Game(deal, Klondike.forDeal(deal as KlondikeDeal, this.houseRules()), this.houseRules());
  }

  /** A key given before the first deal: the deal waits for the chunk that can resume its game. */
  protected override dealFirst(): void {
    const loading = this.savedGames.loading;
    if (!loading) return super.dealFirst();
    this.load(
      loading.then(() => {
        if (!this.current && this.isConnected) super.dealFirst();
      }),
    );
  }

  protected override firstGame(): Game | DealCode | undefined {
    return this.resumedGame() ?? this.pendingDeal;
  }

  protected override gameStarted(previous: Game | undefined): void {
    ({ draw: this.drawMode, scoring: this.scoringMode } = gameMode(this.current!));
    this.savedGames.started(previous);
    this.finishing = false;
    this.askVerdict();
  }

  /** An undo stops the auto-finish, so the player can take back what it played. */
  protected override gameChanged(): void {
    this.savedGames.save();
    this.finishing = false;
    this.askVerdict();
  }

  protected override gamePlayed(): void {
    if (!this.autoFinish || !inEndgame(this.current)) return;
    this.finishing = true;
    this.askVerdict();
  }

  protected override gameWon(game: Game): void {
    this.savedGames.won(game);
  }

  protected override pressStock(): void {
    this.playOrRefuse(this.stockAction(), [this.renderRoot.querySelector<HTMLElement>('[data-pile="stock"]')!]);
  }

  protected override gameKey(letter: string): boolean {
    if (letter !== 'd') return false;
    this.pressStock();
    return true;
  }

  protected newGameDetail(game: Game): KlondikeNewGameDetail {
    return { dealCode: game.dealCode, ...gameMode(game) };
  }

  protected winDetail(game: Game): KlondikeWinDetail {
    return { score: game.position.score, moves: game.position.moves, elapsedMs: game.elapsedMs, dealCode: game.dealCode, ...gameMode(game) };
  }

  protected newGameAnnouncement(game: Game): Announcement {
    return { kind: 'new-game', ...gameMode(game) };
  }

  protected playAgain(game: Game): void {
    void this.newGame(gameMode(game));
  }

  protected newGameFromForm(data: FormData): void {
    void this.newGame({ draw: Number(data.get('draw')) as DrawMode, scoring: data.get('scoring') as Scoring });
  }

  /** Every card of a new deal flies out from the stock. */
  protected dealOrigin(): DOMRect {
    return this.renderRoot.querySelector('[data-pile="stock"]')!.getBoundingClientRect();
  }

  protected loadTexts(): Promise<GameTexts> {
    return import('../speech/game-texts.js').then(({ klondikeTexts }) => klondikeTexts);
  }

  protected loadSolver(): Promise<SolverClient> {
    return import('../solver/klondike-solver-client.js').then(({ klondikeSolver }) => klondikeSolver());
  }

  protected tableLabel(): string {
    return msg('Klondike table');
  }

  /** A key given after the first deal: its unfinished game comes back, or the game on the table is saved under it. */
  private keyTaken(): void {
    if (!this.current) return;
    const saved = this.resumedGame();
    if (saved) this.startGame(saved);
    else this.savedGames.save();
  }

  /** The unfinished game saved under `storage-key`, played under this element's house rules. */
  private resumedGame(): Game | undefined {
    const saved = this.savedGames.resumable(this.pendingDeal);
    return saved && replayed(saved, this.houseRules());
  }

  private houseRules(): typeof DEFAULT_HOUSE_RULES {
    return { ...DEFAULT_HOUSE_RULES, maxUndos: this.undoAllowance };
  }

  private async dealFromProvider(provider: DealProvider, draw: DrawMode, scoring: Scoring): Promise<void> {
    const request = ++this.dealRequest;
    if (!this.current) this.status = { kind: 'dealing' };
    let answer: Checked<DealCode & { game: 'klondike' }>;
    try {
      answer = checkProviderAnswer(await provider({ draw, scoring }));
    } catch (error) {
      answer = checkProviderAnswer(error, true);
    }
    if (request !== this.dealRequest) return;
    const deal = this.accept(answer);
    this.startGame(deal ?? { game: 'klondike', draw, scoring, number: randomDealNumber() });
  }

  /** Tracked by `load`, so `updateComplete` resolves once the deal is on the table. */
  private dealProvenWinnable(draw: DrawMode, scoring: Scoring): Promise<void> {
    const solver = this.solver();
    const dealt = this.dealWinnable(
      () => ({ game: 'klondike', draw, scoring, number: randomDealNumber() }),
      async (deal) => (await (await solver).solve(Klondike.forDeal(deal as KlondikeDeal, this.houseRules()), WINNABLE_TRY_MS)).verdict === 'winnable',
      { tries: Infinity, ms: WINNABLE_MS },
    );
    this.load(dealt);
    return dealt;
  }

  private stockAction(): Action {
    return this.current && this.current.position.table().stock.length === 0 ? RECYCLE : DRAW;
  }

  /** Drops the answer about the position before, and asks about this one when a feature needs it. */
  private askVerdict(): void {
    clearTimeout(this.autoFinishTimer);
    this.verdictRequest++;
    const wanted = !!this.current && !this.current.won && this.isConnected && (this.showWinnable || this.finishing);
    this.verdict = wanted ? 'thinking' : null;
    if (wanted && !this.searching) void this.search();
  }

  /**
   * One search at a time, as the client has no way to cancel one: the answer about a position
   * the game has moved past is dropped, and the position on the table asked about next.
   */
  private async search(): Promise<void> {
    this.searching = true;
    try {
      while (this.verdict === 'thinking' && this.isConnected) {
        const solver = await this.solver();
        // Taken after the await: all the changes of one action have been made by then.
        const request = this.verdictRequest;
        // Every game this element deals or resumes is one of Klondike (`deal`, `replayed`).
        const { verdict } = await solver.solve(this.current!.position as Klondike, solver.offThread ? VERDICT_MS : VERDICT_MAIN_THREAD_MS);
        if (request !== this.verdictRequest) continue;
        this.verdict = verdict;
        if (verdict === 'winnable' && this.finishing) this.finishNext();
      }
    } finally {
      this.searching = false;
    }
  }

  /** Sends the next card up, the rest of the game being proved to play out. */
  private finishNext(): void {
    // With every card face up each column is one built run, so any card that can go up may.
    const next = this.current!.position
      .legalActions()
      .find((action) => action.type === 'move' && foundationSuit(action.to) !== -1 && foundationSuit(action.from) === -1);
    if (next) this.autoFinishTimer = setTimeout(() => this.play(next), AUTO_FINISH_MS);
  }

  protected override renderMoreFigures(): TemplateResult | typeof nothing {
    if (!this.showWinnable || !this.verdict) return nothing;
    return html`<span class="figure winnable" part="winnable" data-verdict=${this.verdict}
      ><span class="label">${msg('Still winnable?')}</span><span class="value">${verdictText(this.verdict)}</span></span
    >`;
  }

  protected override renderMoreButtons(): TemplateResult {
    return html`<button class="stats" part="button" @click=${this.openStatistics}>${msg('Statistics')}</button>`;
  }

  /** The line a copy shows once another copy (tab or element) saves its storage key. */
  protected override renderNotices(): TemplateResult | typeof nothing {
    if (!this.savedGames.superseded) return nothing;
    return html`<p class="saved-notice" role="status">${msg('This game is open in another tab or window too: moves made here are no longer saved.')}</p>`;
  }

  protected override renderMoreDialogs(): TemplateResult | typeof nothing {
    return this.statisticsDialog?.render() ?? nothing;
  }

  private readonly openStatistics = (event: Event): void => {
    // The click is over once the chunk arrives: the opener has to be taken now.
    const opener = event.currentTarget as HTMLElement;
    this.statisticsChunk ??= import('../dialogs/statistics-dialog.js').then(({ StatisticsDialog, dialogStyles, statisticsStyles }) => {
      this.adoptLazyStyles(dialogStyles, statisticsStyles);
      return (this.statisticsDialog = new StatisticsDialog(this, this.savedGames));
    });
    this.load(this.statisticsChunk.then((dialog) => dialog.open(opener)));
  };

  protected renderNewGameChoices(): TemplateResult {
    return html`<fieldset>
        <legend>${msg('Draw')}</legend>
        <label><input type="radio" name="draw" value="1" ?checked=${this.drawMode === 1} />${drawName(1)}</label>
        <label><input type="radio" name="draw" value="3" ?checked=${this.drawMode === 3} />${drawName(3)}</label>
      </fieldset>
      <fieldset>
        <legend>${msg('Scoring')}</legend>
        <label><input type="radio" name="scoring" value="standard" ?checked=${this.scoringMode === 'standard'} />${scoringName('standard')}</label>
        <label><input type="radio" name="scoring" value="vegas" ?checked=${this.scoringMode === 'vegas'} />${scoringName('vegas')}</label>
      </fieldset>`;
  }

  protected pickUpHelp(): string {
    return msg('Pick up a card with the cards on it, then put them down on the pile you move to; on the stock, draw');
  }

  protected override gameKeysHelp(key: (...names: string[]) => TemplateResult): [TemplateResult, string][] {
    return [[key('D'), msg('Draw from the stock, or turn the waste over')]];
  }

  protected renderPiles(view: PilesView): TemplateResult {
    const game = this.current;
    return renderTable({ ...view, draw: game ? gameMode(game).draw : this.drawMode, stockState: stockState(game?.position) });
  }

  protected override render(): TemplateResult {
    return this.renderGame('KL1-D1N-AAAAAAG', msg('Deal code (optional; its draw and scoring win)'));
  }
}

/** Nothing hidden, nothing in stock or waste: the endgame `auto-finish` plays once it is proved. */
function inEndgame(game: Game | undefined): boolean {
  if (!game || game.won) return false;
  const table = game.position.table();
  return table.stock.length === 0 && table.waste.length === 0 && table.tableau.every((column) => column.faceDown.length === 0);
}

function verdictText(verdict: Verdict | 'thinking'): string {
  switch (verdict) {
    case 'winnable':
      return msg('Winnable', { desc: 'show-winnable: a winning line is still left from this position' });
    case 'not-winnable':
      return msg('No winning line left', { desc: 'show-winnable: the solver proved no line of play wins from here' });
    case 'thinking':
      return msg('Thinking…', { desc: 'show-winnable: the solver is still searching' });
    case 'undecided':
      return msg('Unknown', { desc: 'show-winnable: the solver ran out of time without an answer' });
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
