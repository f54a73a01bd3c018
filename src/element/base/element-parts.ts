import { type ReactiveControllerHost, nothing } from 'lit';
import type { Action, Game, GamePosition } from '../../engine/index.js';
import type { Celebration } from '../celebration/celebration.js';
import type { DialogName, GameDialogs } from '../dialogs/game-dialogs.js';
import type { KeptStatistics, StatisticsDialog } from '../dialogs/statistics-dialog.js';
import type { NewGameChoices, SolitaireGame } from '../game/solitaire-game.js';
import type { KeyboardActions } from '../input/keyboard-input.js';
import type { TableActions } from '../input/table-actions.js';
import type { TableInput } from '../input/table-input.js';
import type { SolverClient } from '../solver/solver-client.js';
import type { WinnableVerdict } from '../solver/winnable-verdict.js';
import type { GameTexts } from '../speech/game-texts.js';
import type { ModeStats } from '../statistics/statistics.js';
import type { Notices } from '../view/notices.js';
import type { LazyChunks } from '../view/lazy-chunks.js';
import type { TablePlay } from './table-play.js';
import type { TableState } from './table-state.js';

/** The element a part is drawn in. */
type PartsElement = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; readonly isConnected: boolean };

/** What the lazily loaded parts ask of the element. */
export interface PartsActions<P extends GamePosition, S extends object> extends Pick<KeyboardActions, 'pressStock' | 'hint' | 'isRtl' | 'gameKey'> {
  readonly state: TableState;
  readonly chunks: LazyChunks;
  game(): Game<P> | undefined;
  settings(): S;
  /** Where the cards stand before a drop, for the animation after it. */
  beforeDrop(): void;
  /** The top `count` cards in hand, to shake when they are refused. */
  selectedCards(count: number): HTMLElement[];
  /** The score of a game as the bar shows it. */
  scoreText(game: Game<P>): string;
  /** Deals what the submitted New game dialog asks for. */
  dealFromDialog(data: FormData): void;
  playAgain(game: Game<P>): void;
  modeStats(game: Game<P>): ModeStats;
  /** Whether a new deal now counts the game on the table as lost in the statistics. */
  countsAsLoss(): boolean;
  readonly statistics: KeptStatistics;
  /** Whether the table offers Finish: `auto-finish` plays the endgame by itself instead. */
  offersFinish(): boolean;
  showWinnable(): boolean;
  autoFinish(): boolean;
}

/**
 * The parts of an element that come in chunks of their own, each the first time it is needed:
 * the game's words, the dialogs and the Statistics dialog, the New game choices, the layer over
 * the felt, pointer and keyboard play, the solver and its verdict, and the win's cascade. Each
 * chunk is tracked with `chunks`, so `updateComplete` resolves once what it brings is on the page.
 */
export class ElementParts<P extends GamePosition, S extends object, M extends object> {
  texts: GameTexts<M> | undefined;
  dialogs: GameDialogs | undefined;
  statisticsDialog: StatisticsDialog | undefined;
  notices: Notices | undefined;
  input: TableInput | undefined;
  verdict: WinnableVerdict<P> | undefined;
  choices: NewGameChoices<S> | undefined;
  celebration: Celebration | undefined;
  private textsChunk: Promise<GameTexts<M>> | undefined;
  private dialogsChunk: Promise<GameDialogs> | undefined;
  private statisticsChunk: Promise<StatisticsDialog> | undefined;
  private choicesChunk: Promise<unknown> | undefined;
  private noticesChunk: Promise<Notices> | undefined;
  private inputChunk: Promise<TableInput> | undefined;
  private verdictChunk: Promise<WinnableVerdict<P>> | undefined;
  /** Loaded when a feature first asks: pages without its attributes never fetch the solver. */
  private solverChunk: Promise<SolverClient<P>> | undefined;

  constructor(
    private readonly element: PartsElement,
    private readonly contract: SolitaireGame<P, S, M>,
    private readonly table: TablePlay<P>,
    private readonly actions: PartsActions<P, S>,
  ) {}

  /** The status line's and the live region's words, loaded with the first thing to say. */
  loadTexts(): Promise<GameTexts<M>> {
    return (this.textsChunk ??= this.track(
      this.contract.loadTexts().then((texts) => {
        this.texts = texts;
        this.element.requestUpdate();
        return texts;
      }),
    ));
  }

  /** Opens a dialog, loading the dialogs with the first; the focus comes back to `opener` when it closes. */
  openDialog(name: DialogName, opener: HTMLElement | null = null): void {
    const { actions } = this;
    // The dialogs come with the game's words, which they are drawn with.
    this.dialogsChunk ??= Promise.all([import('../dialogs/game-dialogs.js'), this.loadTexts()]).then(([{ GameDialogs, dialogStyles }, texts]) => {
      actions.chunks.adoptStyles(dialogStyles);
      return (this.dialogs = new GameDialogs(this.element, {
        game: () => actions.game(),
        scoreText: (game) => actions.scoreText(game as Game<P>),
        newGameChoices: () => this.choices?.render(actions.settings()) ?? nothing,
        texts,
        deal: (data) => actions.dealFromDialog(data),
        playAgain: (game) => actions.playAgain(game as Game<P>),
        modeStats: (game) => actions.modeStats(game as Game<P>),
        countsAsLoss: () => actions.countsAsLoss(),
      }));
    });
    const { loadNewGameChoices } = this.contract;
    this.choicesChunk ??= loadNewGameChoices ? loadNewGameChoices().then((choices) => (this.choices = choices)) : Promise.resolve();
    this.actions.chunks.track(Promise.all([this.dialogsChunk, this.choicesChunk]).then(([dialogs]) => dialogs.open(name, opener)));
  }

  /** The Statistics dialog, loaded on the first click of Statistics. */
  readonly openStatistics = (opener: HTMLElement): void => {
    this.statisticsChunk ??= Promise.all([import('../dialogs/statistics-dialog.js'), this.loadTexts()]).then(
      ([{ StatisticsDialog, dialogStyles, statisticsStyles }, texts]) => {
        this.actions.chunks.adoptStyles(dialogStyles, statisticsStyles);
        return (this.statisticsDialog = new StatisticsDialog(this.element, this.actions.statistics, texts));
      },
    );
    this.actions.chunks.track(this.statisticsChunk.then((dialog) => dialog.open(opener)));
  };

  /** The layer over the felt (hint words, dead end, Finish), loaded once the game has moved. */
  loadNotices(): void {
    const { actions } = this;
    this.noticesChunk ??= this.track(
      import('../view/notices.js').then(({ Notices, hintStyles, noticesStyles }) => {
        actions.chunks.adoptStyles(noticesStyles, hintStyles);
        this.notices = new Notices({
          game: () => actions.game(),
          play: (action: Action) => this.table.play(action),
          undo: () => this.table.undo(),
          newGame: (opener) => this.openDialog('new-game', opener),
          offersFinish: () => actions.offersFinish(),
          keepFocus: () => this.input?.keyboard.keepFocus(),
        });
        this.element.requestUpdate();
        return this.notices;
      }),
    );
  }

  /**
   * Pointer and keyboard play come in a chunk of their own, fetched as the element first goes on
   * the page: the table is seen before it is played. `early` is a tap made before it came.
   */
  loadInput(early: () => Element | null): void {
    const { actions, table } = this;
    const { state } = actions;
    this.inputChunk ??= this.track(
      import('../input/table-input.js').then(({ TableInput, selectionStyles }) => {
        actions.chunks.adoptStyles(selectionStyles);
        const tableActions: TableActions = {
          geometry: this.contract,
          game: () => actions.game(),
          held: () => state.selected,
          hold: (held) => state.hold(held),
          play: (action) => table.play(action),
          playOrRefuse: (action, elements) => table.playOrRefuse(action, elements),
          putDown: (held, pile) => table.putDown(held, pile, actions.selectedCards(held.count)),
          refuse: (reason) => state.refuse(reason),
          pressStock: () => actions.pressStock(),
        };
        const input = new TableInput(
          this.element,
          {
            ...tableActions,
            isRtl: () => actions.isRtl(),
            say: (announcement) => state.say(announcement),
            openDialog: (name) => this.openDialog(name),
            undo: () => table.undoOrSayWhy(),
            hint: () => actions.hint(),
            gameKey: (letter) => (letter === 'f' && !!this.notices?.finish()) || actions.gameKey(letter),
          },
          {
            ...tableActions,
            replaceLast: (action) => table.replaceLast(action),
            showTargets: (targets) => {
              state.targets = targets;
              this.element.requestUpdate();
            },
            dragStarted: () => {
              state.hint = null;
              this.element.requestUpdate();
            },
            beforeDrop: () => actions.beforeDrop(),
            touched: () => input.keyboard.keepFocus(),
          },
        );
        this.input = input;
        const tapped = early();
        if (tapped) input.pointer.tapBefore(tapped);
        this.element.requestUpdate();
        return input;
      }),
    );
  }

  solver(): Promise<SolverClient<P>> {
    return (this.solverChunk ??= this.contract.loadSolver());
  }

  /** The worker would outlive an element the page has dropped. */
  closeSolver(): boolean {
    if (!this.solverChunk) return false;
    void this.solverChunk.then((solver) => solver.close());
    this.solverChunk = undefined;
    return true;
  }

  /** The solver's word for `show-winnable` and `auto-finish`, loaded when the first of them is on. */
  loadVerdict(): void {
    const { actions } = this;
    this.verdictChunk ??= this.track(
      import('../solver/winnable-verdict.js').then(({ WinnableVerdict }) => {
        const verdict = new WinnableVerdict<P>(this.element, {
          game: () => actions.game(),
          solver: () => this.solver(),
          showWinnable: () => actions.showWinnable(),
          autoFinish: () => actions.autoFinish(),
          play: (action) => this.table.play(action),
        });
        this.verdict = verdict;
        // An endgame the game reached while the chunk came finishes now.
        verdict.autoFinishChanged();
        return verdict;
      }),
    );
  }

  /**
   * The cascade of cards from the foundations, then the win dialog. `updateComplete` waits for
   * the cascade to be on the table, not for its end: a host awaiting the winning move is not held
   * up for as long as the cards fly. Where none begins (a hidden element) it waits for the
   * dialog, whose opening is tracked like any other.
   */
  celebrate(game: Game<P>): void {
    // The dialog is fetched while the cards fly, so it opens at once when they are done.
    void import('../dialogs/game-dialogs.js');
    this.actions.chunks.track(
      import('../celebration/celebration.js').then(({ Celebration, celebrationStyles }) => {
        // A new deal while the chunk came has no win to celebrate.
        if (this.actions.game() !== game) return;
        this.actions.chunks.adoptStyles(celebrationStyles);
        const celebration = (this.celebration = new Celebration(this.element, game.deal.number));
        void celebration.finished.then(() => {
          this.celebration = undefined;
          // An element taken off the page meanwhile has nobody to show the dialog to.
          if (this.actions.game() === game && this.element.isConnected) this.openDialog('win');
        });
        return celebration.started;
      }),
    );
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.actions.chunks.track(work);
    return work;
  }
}
