import { type ReactiveControllerHost, nothing } from 'lit';
import { type DealCode, type Game, type GamePosition, type HouseRules, unwrap } from '../../engine/index.js';
import type { KeptStatistics } from '../dialogs/statistics-dialog.js';
import type { DealOf, HintFinder, SolitaireGame } from '../game/solitaire-game.js';
import type { Checked, DealProvider } from '../host/checks.js';
import { ConfigErrors } from '../host/config-errors.js';
import { solitaireEvent } from '../host/events.js';
import type { Hint } from '../host/hint.js';
import { SavedGames } from '../persistence/saved-games.js';
import { reducedMotion } from '../view/cards/card-places.js';
import { Clock, formatTime } from '../view/clock.js';
import { LazyChunks } from '../view/lazy-chunks.js';
import { CardFlights } from './card-flights.js';
import { Dealer } from './dealer.js';
import { EarlyTap } from './early-tap.js';
import { type ElementCore, ElementParts } from './element-parts.js';
import { TablePlay } from './table-play.js';
import { TableState } from './table-state.js';

/** What the session needs of the element it plays in. */
export type SessionElement = ReactiveControllerHost &
  HTMLElement &
  KeptStatistics & {
    readonly renderRoot: HTMLElement | DocumentFragment;
    readonly hasUpdated: boolean;
    readonly winnable: boolean;
    readonly autoFinish: boolean;
    readonly showWinnable: boolean;
    hint(): Promise<Hint | null>;
  };

/**
 * The game on the table and everything about it beyond the element's public face, in one
 * place: its lifecycle (the first deal, a saved game resumed, a new deal, the win), the settings
 * of new deals, and the parts that play it, each wired through one record (`ElementCore`). The
 * element holds one and answers its host from it.
 *
 * @internal
 */
export class GameSession<P extends GamePosition, S extends object, M extends object, N extends object, W extends object> {
  current: Game<P> | undefined;
  /** The settings of new deals: the attributes of the game's own. */
  settings: S;
  /** A `deal-code` given before the element was first on the page. */
  pendingDeal: DealCode | undefined;
  undoAllowance: number | null = null;
  provider: DealProvider | null = null;
  readonly chunks: LazyChunks;
  readonly clock: Clock;
  /** The table's marks and words: the run in hand, the hint, the status line, the live region. */
  readonly tableMarks: TableState;
  readonly configErrors: ConfigErrors;
  readonly flights: CardFlights;
  readonly earlyTap: EarlyTap;
  readonly savedGames: SavedGames<P, M>;
  readonly tablePlay: TablePlay<P>;
  readonly lazyParts: ElementParts<P, S, M>;
  readonly dealer: Dealer<P, S>;
  private readonly hints: HintFinder<P>;
  /** Counts the changes of the game on the table, so a hint found for a position left behind is dropped. */
  private changes = 0;
  private winAnnounced = false;
  /** The won game on the table, which the statistics (and a running balance) have counted. */
  private countedWin: Game<P> | undefined;

  constructor(
    private readonly element: SessionElement,
    private readonly contract: SolitaireGame<P, S, M, N, W>,
  ) {
    this.settings = contract.defaults();
    this.chunks = new LazyChunks(() => element.renderRoot as ShadowRoot);
    this.clock = new Clock(element);
    const state = (this.tableMarks = new TableState(() => element.requestUpdate()));
    this.configErrors = new ConfigErrors(element, () => contract.tag);
    this.flights = new CardFlights(
      () => element.renderRoot,
      () => this.lazyParts.input,
      () => element.hasUpdated,
    );
    this.earlyTap = new EarlyTap(() => !!this.lazyParts.input);
    this.savedGames = new SavedGames(
      element,
      contract,
      () => this.current && { game: this.current, elapsedMs: this.clock.elapsedMs },
      (refused) => this.accepted(refused),
      (news) => state.tell({ kind: news }),
    );
    this.hints = contract.hints(() => this.lazyParts.solver());
    const { core, table, parts } = this.wire(contract);
    this.tablePlay = table;
    this.lazyParts = parts;
    this.dealer = new Dealer(contract, core);
  }

  /** The value when it was accepted; otherwise one warning, a `config-error`, and undefined. */
  accepted<T>(checked: Checked<T>): T | undefined {
    return this.configErrors.accepted(checked);
  }

  /** A setting of the game's own, from its attribute or property: `null` or `undefined` is its default. */
  setting<K extends keyof S>(name: K, value: unknown, check: (value: unknown) => Checked<S[K]>): void {
    const checked = value === null || value === undefined ? this.contract.defaults()[name] : this.accepted(check(value));
    if (checked !== undefined) this.settings = { ...this.settings, [name]: checked };
  }

  /** A new game: the code `given` names, else a random deal played with the settings it gives or the element's. */
  newGame(given: object = {}): Promise<void> {
    const settings = this.dealer.settingsFor(given, this.settings);
    return settings ? this.dealer.deal(settings, this.provider, this.element.winnable) : Promise.resolve();
  }

  /** What the hint finds for the game on the table, shown once found unless the table changed meanwhile. */
  hint(): Promise<Hint | null> {
    const game = this.playing();
    const { tableMarks: state, lazyParts: parts, contract } = this;
    parts.loadNotices();
    if (!game) return Promise.resolve(state.showHint(game, 'none', contract.columns));
    const asked = this.changes;
    const found = this.hints.find(game.position);
    const show = (suggestion: Awaited<typeof found>): Hint | null =>
      this.current === game && this.changes === asked ? state.showHint(game, suggestion, contract.columns) : null;
    if (typeof found === 'string' || !('then' in found)) return Promise.resolve(show(found));
    const shown = found.then(show);
    this.chunks.follow(shown);
    return shown;
  }

  /** A new undo allowance, for the game on the table too. */
  allowUndos(allowance: number | null): void {
    this.undoAllowance = allowance;
    if (this.current) this.current = unwrap(this.current.withMaxUndos(allowance));
  }

  /**
   * The game on the table for a method that plays it: before the first update an element on the
   * page deals its first game now, as `willUpdate` would.
   */
  playing(): Game<P> | undefined {
    this.dealBeforeFirstUpdate();
    return this.current;
  }

  /** The game on the table, dealt at random if none has been dealt yet. */
  game(): Game<P> {
    if (!this.current) this.begin(this.firstGame() ?? this.contract.randomDeal(this.settings));
    return this.current!;
  }

  /** What the score shown and reported adds to the game's own: the games counted before this one, where the game carries them. */
  carriedScore(game: Game<P>): number {
    if (!this.contract.carries(game, this.settings)) return 0;
    // A game counts when it ends, so once won it is in the balance already.
    return this.savedGames.balance - (game === this.countedWin ? game.position.score : 0);
  }

  /** The first deal: a game saved under the key, the `deal-code` given early, else a random deal; a key given early waits for its chunk. */
  dealFirst(): void {
    const deal = (): void => {
      const first = this.firstGame();
      if (first === undefined) void this.newGame();
      else this.begin(first);
    };
    const { loading } = this.savedGames;
    if (!loading) deal();
    else
      this.chunks.follow(
        loading.then(() => {
          if (!this.current && this.element.isConnected) deal();
        }),
      );
  }

  /** The first deal of an element on the page, when its first update has not made it yet. */
  dealBeforeFirstUpdate(): void {
    if (!this.current && !this.element.hasUpdated && this.element.isConnected) this.dealFirst();
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
  startGame(deal: DealOf<P>): void {
    this.putOnTable(this.contract.start(deal, this.houseRules()));
  }

  /** Puts a new, resumed or imported game on the table; the one it replaces counts as given up if it was played. */
  putOnTable(game: Game<P>): void {
    const { lazyParts: parts } = this;
    parts.celebration?.stop();
    this.pendingDeal = undefined;
    const previous = this.current;
    this.current = game;
    this.clock.reset(game.elapsedMs);
    this.dealer.drop();
    this.changes++;
    // Cleared first: saving the new game may have news for the status line.
    this.tableMarks.cleared();
    this.settings = { ...this.settings, ...this.contract.settingsOf(game) };
    this.savedGames.started(previous);
    parts.verdict?.changed();
    this.winAnnounced = false;
    parts.notices?.changed(true);
    // A deal with no move at all needs its notice at once; others wait for the game to move.
    if (this.element.hasUpdated || game.position.moves > 0 || game.position.legalActions().length === 0) parts.loadNotices();
    // The first deal is the page loading: only a later one is news.
    if (this.element.hasUpdated) this.tableMarks.say({ kind: 'new-game', mode: this.contract.modeOf(game.position) });
    parts.dialogs?.close('win');
    this.flights.deal(this.contract.dealOrigin);
    this.element.requestUpdate();
    this.element.dispatchEvent(solitaireEvent('new-game', this.contract.newGameDetail(game)));
  }

  /** A key given after the first deal: its unfinished game comes back, or the game on the table is saved under it. */
  keyTaken(): void {
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

  shownScore(game: Game<P>): number {
    return game.position.score + this.carriedScore(game);
  }

  scoreText(game: Game<P>): string {
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
    this.tableMarks.tell({ kind: 'won' });
    if (reducedMotion()) this.lazyParts.openDialog('win');
    else this.lazyParts.celebrate(game);
    const score = this.shownScore(game);
    this.tableMarks.say({ kind: 'won', moves: game.position.moves, time: formatTime(game.elapsedMs), score: this.scoreText(game) });
    this.element.dispatchEvent(solitaireEvent('win', this.contract.winDetail(game, score)));
  }

  /** After an action played or (`undone`) taken back. */
  private afterChange(undone: boolean): void {
    const { lazyParts: parts } = this;
    this.changes++;
    this.tableMarks.cleared();
    parts.notices?.changed(undone);
    parts.loadNotices();
    this.savedGames.save();
    parts.verdict?.changed();
    this.element.requestUpdate();
  }

  /** A press on the stock, in a game that has one. */
  private pressStock(): void {
    const { current } = this;
    const { stockAction } = this.contract;
    if (current && stockAction)
      this.tablePlay.playOrRefuse(stockAction(current.position), [this.element.renderRoot.querySelector<HTMLElement>('[data-pile="stock"]')!]);
  }

  /** The submitted New game dialog: its deal code, or a random deal of the choices above it (which may set the settings too). */
  private dealFromDialog(data: FormData): void {
    const field = data.get('dealCode');
    const code = typeof field === 'string' ? field.trim() : '';
    if (code) {
      void this.newGame({ dealCode: code });
      return;
    }
    const chosen = this.lazyParts.choices?.read(data);
    if (chosen) this.settings = { ...this.settings, ...chosen.settings };
    void this.newGame(chosen?.deal);
  }

  async copyDealCode(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.game().dealCode);
      this.tableMarks.tell({ kind: 'copied' });
    } catch {
      this.tableMarks.tell({ kind: 'copy-failed' });
    }
  }

  /**
   * The one record every part of the element reads and acts through (`ElementCore`), built once:
   * play, the input, the notices, the verdict, the dialogs and dealing each see only their own
   * interface of it.
   */
  private wire(contract: SolitaireGame<P, S, M, N, W>): { core: ElementCore<P, S>; table: TablePlay<P>; parts: ElementParts<P, S, M> } {
    const { tableMarks: state, flights } = this;
    const core: ElementCore<P, S> = {
      element: this.element,
      state,
      chunks: this.chunks,
      clock: this.clock,
      flights,
      geometry: contract,
      statistics: this.element,
      hints: this.hints,
      game: () => this.current,
      playing: () => this.playing(),
      settings: () => this.settings,
      accepted: (checked) => this.accepted(checked),
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
      putDown: (held, pile) => table.putDown(held, pile, [...this.element.renderRoot.querySelectorAll<HTMLElement>('.card.selected')].slice(-held.count)),
      replaceLast: (action) => table.replaceLast(action),
      undo: () => table.undo(),
      undoOrSayWhy: () => table.undoOrSayWhy(),
      refuse: (reason) => state.refuse(reason),
      say: (announcement) => state.say(announcement),
      shake: (elements) => parts.input?.shake(elements),
      keepFocus: () => parts.input?.keyboard.keepFocus(),
      showTargets: (targets) => {
        state.targets = targets;
        this.element.requestUpdate();
      },
      dragStarted: () => {
        state.hint = null;
        this.element.requestUpdate();
      },
      beforeDrop: () => flights.beforeDrop(),
      pressStock: () => this.pressStock(),
      hint: () => this.element.hint(),
      isRtl: () => this.element.matches(':dir(rtl)'),
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
      offersFinish: () => !this.element.autoFinish,
      showWinnable: () => this.element.showWinnable,
      autoFinish: () => this.element.autoFinish,
    };
    const table = new TablePlay(core);
    const parts = new ElementParts(this.element, contract, core);
    return { core, table, parts };
  }
}
