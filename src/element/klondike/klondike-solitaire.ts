import { nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import {
  type Action,
  type DealCode,
  type DrawMode,
  type Game,
  type HouseRules,
  type Klondike,
  type KlondikeDeal,
  type Passes,
  type Scoring,
  DEFAULT_KLONDIKE_RULES,
  type KlondikeHouseRules,
  DRAW,
  Klondike as KlondikePosition,
  RECYCLE,
  randomDealNumber,
  unwrap,
} from '../../engine/index.js';
import { checkMaxUndos } from '../base/config.js';
import { SolitaireElement } from '../base/solitaire-element.js';
import type { StatisticsDialog } from '../dialogs/statistics-dialog.js';
import { msg } from '../i18n/localization.js';
import { SavedGames, checkResume, checkStorageKey } from '../persistence/saved-games.js';
import { type Hint, findHint } from '../solver/hint.js';
import type { KlondikeModeStats } from '../statistics/statistics.js';
import { styles } from '../view/solitaire.styles.js';
import type { MenuItem } from '../view/toolbar.js';
import type { KlondikeEventMap, KlondikeNewGameDetail, KlondikeWinDetail } from './klondike-events.js';
import type { TypedEvents } from '../base/events.js';
import { type DealProvider, checkDealProvider, checkDraw, checkPasses, checkScoring } from './klondike-config.js';
import { type KlondikeState, klondikeMode, klondikeRules, klondikeSnapshot } from './klondike-state.js';
import type { renderNewGameChoices } from './new-game-choices.js';
import { klondikeVariant } from './klondike-variant.js';
import type { WinnableVerdict } from './winnable-verdict.js';

/** Options of `newGame()`: a code, or the draw and scoring of a fresh random deal. */
export interface NewGameOptions {
  readonly dealCode?: string;
  readonly draw?: DrawMode;
  readonly scoring?: Scoring;
}

/** The setters check what the host wrote, so they are given the attribute's text as it is. */
const AS_WRITTEN = { fromAttribute: (value: string | null) => value };

/**
 * The search a `winnable` candidate deal gets, and the time all candidates together get before
 * one not proven is dealt: short tries, since most winnable deals are proved fast and a deal that
 * resists is cheaper to replace than to finish (`npm run bench:solver` measures both).
 */
const WINNABLE_TRY_MS = 50;
const WINNABLE_MS = 2000;

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
 * @attr {string} deal-code - Play exactly this deal; its draw and scoring win over `draw` and `scoring`.
 * @attr {string} dir - `ltr` or `rtl`; inherited from an ancestor when absent. Mirrors the whole table.
 * @attr {string} lang - The language of every text (`en`, `ar`, `fr`; `ar-EG` speaks `ar`); inherited from an ancestor, the document or the browser when absent, and followed when it changes.
 * @attr locked-foundations - New deals lock the foundations: a card on a foundation stays there.
 * @attr vegas-cumulative - The Vegas balance runs on from game to game (each deal costs $52, each card home adds $5); kept under `storage-key`, reset by `resetStats()`.
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
 * @csspart toolbar - The bar: New game, Undo and Hint, the figures and the menu button.
 * @csspart button - Every button, in the bar, its menu and the dialogs.
 * @csspart menu-button - The bar's menu button (a `button` part as well).
 * @csspart menu - The bar's menu: Statistics, Help, and the deal code with its Copy entry.
 * @csspart dialog - The New game, keyboard and win dialogs.
 * @csspart winnable - The figure of `show-winnable`.
 * @csspart status - The messages over the bottom of the felt: hints, refusals and other news (a polite live region).
 * @csspart notice - What floats over the felt: the dead-end notice (with Undo and New game) and the Finish button.
 *
 * @cssprop --klondike-felt - The table's background (any CSS background). Default: a green felt gradient.
 * @cssprop --klondike-card-back-color - The main colour of face-down cards. Default: `#1d4690`.
 * @cssprop --klondike-card-back-accent - The second colour of face-down cards' pattern. Default: `#2f62b8`.
 * @cssprop --klondike-card-back - The background of face-down cards (any CSS background). Default: a harlequin of the two colours above.
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
export class KlondikeSolitaire extends SolitaireElement<Klondike, KlondikeNewGameDetail, KlondikeWinDetail> {
  static override styles = styles;
  /** Listeners typed with this element's own events (see `TypedEvents`). */
  declare addEventListener: TypedEvents<KlondikeSolitaire, KlondikeEventMap>['addEventListener'];
  declare removeEventListener: TypedEvents<KlondikeSolitaire, KlondikeEventMap>['removeEventListener'];

  static override properties: PropertyDeclarations = {
    draw: { converter: AS_WRITTEN },
    scoring: { converter: AS_WRITTEN },
    passes: { converter: AS_WRITTEN },
    lockedFoundations: { type: Boolean, attribute: 'locked-foundations' },
    maxUndos: { attribute: 'max-undos', converter: AS_WRITTEN },
    vegasCumulative: { type: Boolean, attribute: 'vegas-cumulative' },
    autoFinish: { type: Boolean, attribute: 'auto-finish' },
    showWinnable: { type: Boolean, attribute: 'show-winnable' },
    storageKey: { attribute: 'storage-key', converter: AS_WRITTEN },
    resume: { converter: AS_WRITTEN },
    dealProvider: { attribute: false },
  };

  /** The draw mode of new deals: 1 ("Easy") or 3 ("Hard"). */
  get draw(): DrawMode {
    return this.drawMode;
  }
  set draw(value: DrawMode | string | null | undefined) {
    if (value === null || value === undefined) this.drawMode = 1;
    else this.drawMode = this.accept(checkDraw(value)) ?? this.drawMode;
  }

  /** The scoring of new deals: `standard` or `vegas` (Vegas also means one pass through the stock). */
  get scoring(): Scoring {
    return this.scoringMode;
  }
  set scoring(value: string | null | undefined) {
    if (value === null || value === undefined) this.scoringMode = 'standard';
    else this.scoringMode = this.accept(checkScoring(value)) ?? this.scoringMode;
  }

  /**
   * Passes through the stock in new standard-scoring deals: `unlimited`, `classic` (draw 1 one
   * pass, draw 3 three) or a whole number of passes; Vegas is always one pass.
   */
  get passes(): Passes {
    return this.passLimit;
  }
  set passes(value: number | string | null | undefined) {
    if (value === null || value === undefined) this.passLimit = DEFAULT_KLONDIKE_RULES.passes;
    else this.passLimit = this.accept(checkPasses(value)) ?? this.passLimit;
  }

  /** New deals lock the foundations: a card on a foundation stays there. */
  lockedFoundations = false;

  /**
   * The Vegas balance runs on from game to game: each Vegas deal costs $52 of it and each card
   * home adds $5; the score shown and reported is the running balance. Kept under `storage-key`.
   */
  vegasCumulative = false;

  /** Undos allowed in one game; `null` (no attribute) for no limit beyond the last 100 actions. */
  get maxUndos(): number | null {
    return this.undoAllowance;
  }
  set maxUndos(value: number | string | null) {
    const checked = this.accept(checkMaxUndos(value));
    if (checked === undefined || checked === this.undoAllowance) return;
    this.undoAllowance = checked;
    if (this.current) this.current = this.underHouseRules(this.current);
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

  /** Async function handing out the code of each new random deal; see `DealProvider`. */
  get dealProvider(): DealProvider | null {
    return this.provider;
  }
  set dealProvider(value: DealProvider | null) {
    const checked = this.accept(checkDealProvider(value));
    if (checked !== undefined) this.provider = checked;
  }

  private drawMode: DrawMode = 1;
  /** The won game on the table, which the statistics (and the Vegas balance) have counted. */
  private countedWin: Game<Klondike> | undefined;
  private passLimit: Passes = DEFAULT_KLONDIKE_RULES.passes;
  private scoringMode: Scoring = 'standard';
  private undoAllowance: number | null = null;
  private provider: DealProvider | null = null;
  private readonly savedGames = new SavedGames(
    this,
    () => this.current && { game: this.current, elapsedMs: this.clock.elapsedMs },
    (refused) => this.accept(refused),
    (news) => (this.status = { kind: news }),
  );
  /** The New game dialog's Klondike choices, loaded with the dialogs. */
  private newGameChoicesChunk: Promise<void> | undefined;
  private newGameChoices: typeof renderNewGameChoices | undefined;
  /** Loaded on the first click of Statistics. */
  private statisticsChunk: Promise<StatisticsDialog> | undefined;
  private statisticsDialog: StatisticsDialog | undefined;
  /** The solver's word for `show-winnable` and `auto-finish`, loaded when the first of them is on. */
  private verdictChunk: Promise<WinnableVerdict> | undefined;
  private verdict: WinnableVerdict | undefined;

  /** Before the render, so the figure it changes is drawn in the same update. */
  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.verdict) {
      if (this.showWinnable || this.autoFinish) this.loadVerdict();
    } else if (changed.has('autoFinish')) this.verdict.autoFinishChanged();
    else if (changed.has('showWinnable')) this.verdict.ask();
  }

  /**
   * Deals a new game: the given code, else a fresh random deal (from the `dealProvider` when the
   * host set one) with the given or current draw and scoring. Resolves once it is on the table.
   */
  newGame(given: NewGameOptions = {}): Promise<void> {
    const options = this.randomDealOptions(given, ['draw', 'scoring']);
    if (!options) return Promise.resolve();
    const draw = options.draw === undefined ? this.drawMode : this.accept(checkDraw(options.draw));
    const scoring = options.scoring === undefined ? this.scoringMode : this.accept(checkScoring(options.scoring));
    // Like a refused code, a refused mode deals nothing: the player's game stays.
    if (draw === undefined || scoring === undefined) return Promise.resolve();
    if (this.provider) return this.dealFromProvider(this.provider, draw, scoring);
    if (this.winnable) return this.dealProvenWinnable(draw, scoring);
    this.startGame({ game: 'klondike', draw, scoring, number: randomDealNumber() });
    return Promise.resolve();
  }

  /** Taps the stock: a draw, or a recycle when it is empty. `false` when nothing happens. */
  turnStock(): boolean {
    return this.play(this.stockAction());
  }

  /** A snapshot of the game (docs/hosting.md, "The `state` snapshot"); a new object on every read, changing it changes nothing. */
  get state(): KlondikeState {
    return klondikeSnapshot(this.game, this.clock.elapsedMs, this.carriedScore(this.game));
  }

  /**
   * Games played and won, win rate, streaks, best score and fastest win for each draw × scoring,
   * kept under `storage-key` (for the life of the element without one); a new array on every read.
   */
  get stats(): KlondikeModeStats[] {
    return this.savedGames.stats;
  }

  /** Sets every figure of `stats` back to zero, and the running Vegas balance to $0. */
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
    const replays = import('../persistence/replays.js');
    this.chunks.track(replays);
    const game = this.accept((await replays).checkReplay(text, { maxUndos: this.undoAllowance }));
    if (game) this.putOnTable(game);
    return game !== undefined;
  }

  /**
   * The suggested move: one that uncovers a face-down card, else a card onto a foundation, else
   * the stock (`{from: 'stock', to: 'waste'}` to draw, `{from: 'waste', to: 'stock'}` to turn the
   * waste over), also shown on the table until the next action; `null` when there is none.
   */
  hint(): Hint | null {
    const game = this.playing;
    return this.showHint((game && findHint(game.position)) ?? 'none');
  }

  protected get variant(): typeof klondikeVariant {
    return klondikeVariant;
  }

  protected randomDeal(): DealCode {
    return { game: 'klondike', draw: this.drawMode, scoring: this.scoringMode, number: randomDealNumber() };
  }

  /** The games counted before this one: a game counts when it ends, so once won it is in the balance already. */
  protected override carriedScore(game: Game<Klondike>): number {
    if (!this.vegasCumulative || game.position.options.scoring !== 'vegas') return 0;
    return this.savedGames.vegasBalance - (game === this.countedWin ? game.position.score : 0);
  }

  protected houseRules(): HouseRules & KlondikeHouseRules {
    return { passes: this.passLimit, retrieval: !this.lockedFoundations, maxUndos: this.undoAllowance };
  }

  /** A key given before the first deal: the deal waits for the chunk that can resume its game. */
  protected override dealFirst(): void {
    const loading = this.savedGames.loading;
    if (!loading) {
      super.dealFirst();
      return;
    }
    this.chunks.track(
      loading.then(() => {
        if (!this.current && this.isConnected) super.dealFirst();
      }),
    );
  }

  protected override firstGame(): Game<Klondike> | DealCode | undefined {
    return this.resumedGame() ?? this.pendingDeal;
  }

  protected override gameStarted(previous: Game<Klondike> | undefined): void {
    ({ draw: this.drawMode, scoring: this.scoringMode } = klondikeMode(this.current!.position));
    ({ passes: this.passLimit, lockedFoundations: this.lockedFoundations } = klondikeRules(this.current!.position));
    this.savedGames.started(previous);
    this.verdict?.changed();
  }

  /** An undo stops the auto-finish, so the player can take back what it played. */
  protected override gameChanged(): void {
    this.savedGames.save();
    this.verdict?.changed();
  }

  protected override gamePlayed(): void {
    this.verdict?.played();
  }

  protected override gameWon(game: Game<Klondike>): void {
    this.savedGames.won(game);
    this.countedWin = game;
  }

  /** `auto-finish` plays the endgame by itself: no Finish button then. */
  protected override offersFinish(): boolean {
    return !this.autoFinish;
  }

  protected override modeStats(game: Game<Klondike>): KlondikeModeStats | null {
    const { draw, scoring } = klondikeMode(game.position);
    return this.stats.find((mode) => mode.draw === draw && mode.scoring === scoring) ?? null;
  }

  protected override newDealCountsAsLoss(): boolean {
    return !!this.current && this.savedGames.wouldCountAsLoss(this.current);
  }

  protected override pressStock(): void {
    this.playOrRefuse(this.stockAction(), [this.renderRoot.querySelector<HTMLElement>('[data-pile="stock"]')!]);
  }

  protected override gameKey(letter: string): boolean {
    if (letter !== 'd') return false;
    this.pressStock();
    return true;
  }

  protected override playAgain(game: Game<Klondike>): void {
    void this.newGame(klondikeMode(game.position));
  }

  /** The Rules group sets the rules in force, which the host can read back; draw and scoring are for this deal. */
  protected override newGameFromForm(data: FormData): void {
    this.passes = data.get('passes') as string;
    this.lockedFoundations = data.has('locked-foundations');
    void this.newGame({ draw: Number(data.get('draw')) as DrawMode, scoring: data.get('scoring') as Scoring });
  }

  /** A key given after the first deal: its unfinished game comes back, or the game on the table is saved under it. */
  private keyTaken(): void {
    if (!this.current) return;
    const saved = this.resumedGame();
    if (saved) this.putOnTable(saved);
    else this.savedGames.save();
  }

  /** The unfinished game saved under `storage-key`, under this element's undo allowance. */
  private resumedGame(): Game<Klondike> | undefined {
    const saved = this.savedGames.resumable(this.pendingDeal);
    return saved && this.underHouseRules(saved);
  }

  /** The same game, under its own rules and this element's undo allowance. */
  private underHouseRules(game: Game<Klondike>): Game<Klondike> {
    return unwrap(game.withMaxUndos(this.undoAllowance));
  }

  private async dealFromProvider(provider: DealProvider, draw: DrawMode, scoring: Scoring): Promise<void> {
    const request = ++this.dealRequest;
    if (!this.current) this.status = { kind: 'dealing' };
    const chunk = import('./deal-provider.js');
    const asked = chunk.then(({ askProvider }) => askProvider(provider, { draw, scoring }));
    // The chunk is tracked, and so `updateComplete` waits for the provider to be asked; not for its answer.
    this.chunks.track(chunk);
    const answer = await asked;
    if (request !== this.dealRequest) return;
    const deal = this.accept(answer);
    this.startGame(deal ?? { game: 'klondike', draw, scoring, number: randomDealNumber() });
  }

  /** Tracked with the lazy chunks, so `updateComplete` resolves once the deal is on the table. */
  private dealProvenWinnable(draw: DrawMode, scoring: Scoring): Promise<void> {
    const solver = this.solver();
    const dealt = this.dealWinnable(
      () => ({ game: 'klondike', draw, scoring, number: randomDealNumber() }),
      async (deal) => {
        const { maxUndos: _, ...own } = this.houseRules();
        return (await (await solver).solve(unwrap(KlondikePosition.forDeal(deal as KlondikeDeal, own)), WINNABLE_TRY_MS)).verdict === 'winnable';
      },
      { tries: Infinity, ms: WINNABLE_MS },
    );
    this.chunks.track(dealt);
    return dealt;
  }

  private loadVerdict(): void {
    if (this.verdictChunk) return;
    this.verdictChunk = import('./winnable-verdict.js').then(({ WinnableVerdict }) => {
      this.verdict = new WinnableVerdict(this, {
        game: () => this.current,
        solver: () => this.solver(),
        showWinnable: () => this.showWinnable,
        autoFinish: () => this.autoFinish,
        play: (action) => this.play(action),
      });
      // An endgame the game reached while the chunk came finishes now.
      this.verdict.autoFinishChanged();
      return this.verdict;
    });
    this.chunks.track(this.verdictChunk);
  }

  private stockAction(): Action {
    return this.current?.position.table().stock.length === 0 ? RECYCLE : DRAW;
  }

  protected override renderMoreFigures(): TemplateResult | typeof nothing {
    return this.verdict?.renderFigure() ?? nothing;
  }

  protected override moreMenuItems(): readonly MenuItem[] {
    return [{ className: 'stats', label: msg('Statistics'), onSelect: this.openStatistics }];
  }

  /** The line a copy shows once another copy (tab or element) saves its storage key. */
  protected override renderNotices(): TemplateResult | typeof nothing {
    return this.savedGames.renderNotice();
  }

  protected override renderMoreDialogs(): TemplateResult | typeof nothing {
    return this.statisticsDialog?.render() ?? nothing;
  }

  private readonly openStatistics = (opener: HTMLElement): void => {
    this.statisticsChunk ??= import('../dialogs/statistics-dialog.js').then(({ StatisticsDialog, dialogStyles, statisticsStyles }) => {
      this.chunks.adoptStyles(dialogStyles, statisticsStyles);
      return (this.statisticsDialog = new StatisticsDialog(this, this.savedGames));
    });
    this.chunks.track(this.statisticsChunk.then((dialog) => dialog.open(opener)));
  };

  protected override renderNewGameChoices(): TemplateResult | typeof nothing {
    const settings = { draw: this.drawMode, scoring: this.scoringMode, passes: this.passLimit, lockedFoundations: this.lockedFoundations };
    return this.newGameChoices?.(settings) ?? nothing;
  }

  protected override loadNewGameChoices(): Promise<void> {
    return (this.newGameChoicesChunk ??= import('./new-game-choices.js').then((chunk) => {
      this.newGameChoices = chunk.renderNewGameChoices;
    }));
  }
}
