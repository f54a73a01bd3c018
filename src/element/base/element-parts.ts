import type { ReactiveControllerHost } from 'lit';
import type { Game, GamePosition } from '../../engine/index.js';
import type { Celebration } from '../celebration/celebration.js';
import type { DealerHost } from '../deals/special-deals.js';
import type { DialogContent, DialogName, GameDialogs } from '../dialogs/game-dialogs.js';
import type { KeptStatistics, StatisticsDialog } from '../dialogs/statistics-dialog.js';
import type { NewGameChoices, SolitaireGame } from '../game/solitaire-game.js';
import type { KeyboardActions } from '../input/keyboard-input.js';
import type { PointerActions } from '../input/pointer-input.js';
import type { TableInput } from '../input/table-input.js';
import type { SolverClient } from '../solver/solver-client.js';
import type { VerdictActions, WinnableVerdict } from '../solver/winnable-verdict.js';
import type { GameTexts } from '../speech/game-texts.js';
import type { Notices, NoticesHost } from '../view/notices.js';
import type { PlayHost } from './table-play.js';
import type { TableState } from './table-state.js';

/** The element a part is drawn in. */
type PartsElement = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; readonly isConnected: boolean };

/**
 * The element's one record of what its parts may read and do: play, the input, the notices, the
 * verdict, the dialogs and dealing are each handed this record, and each asks only for its own
 * part of it, by its own interface.
 */
export type ElementCore<P extends GamePosition, S extends object> = KeyboardActions &
  Omit<PointerActions, 'keepFocus'> &
  NoticesHost &
  VerdictActions<P> &
  DialogContent &
  PlayHost<P> &
  DealerHost<P> & {
    readonly state: TableState;
    readonly statistics: KeptStatistics;
    game(): Game<P> | undefined;
    settings(): S;
  };

/**
 * The parts of an element that come in chunks of their own, each the first time it is needed:
 * the game's words, the dialogs and the Statistics dialog, the New game choices, the layer over
 * the felt, pointer and keyboard play, the solver and its verdict, and the win's cascade. Each
 * chunk is tracked with the element's chunks, so `updateComplete` resolves once what it brings is
 * on the page.
 *
 * @internal
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
    private readonly core: ElementCore<P, S>,
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
    const { core, element } = this;
    // The dialogs come with the game's words, which they are drawn with.
    this.dialogsChunk ??= Promise.all([import('../dialogs/game-dialogs.js'), this.loadTexts()]).then(([{ GameDialogs, dialogStyles }, texts]) => {
      core.chunks.adoptStyles(dialogStyles);
      return (this.dialogs = new GameDialogs(element, core, texts));
    });
    const { loadNewGameChoices } = this.contract;
    this.choicesChunk ??= loadNewGameChoices ? loadNewGameChoices().then((choices) => (this.choices = choices)) : Promise.resolve();
    core.chunks.follow(Promise.all([this.dialogsChunk, this.choicesChunk]).then(([dialogs]) => dialogs.open(name, opener)));
  }

  /** The Statistics dialog, loaded on the first click of Statistics. */
  readonly openStatistics = (opener: HTMLElement): void => {
    const { core } = this;
    this.statisticsChunk ??= Promise.all([import('../dialogs/statistics-dialog.js'), this.loadTexts()]).then(
      ([{ StatisticsDialog, dialogStyles, statisticsStyles }, texts]) => {
        core.chunks.adoptStyles(dialogStyles, statisticsStyles);
        return (this.statisticsDialog = new StatisticsDialog(this.element, core.statistics, texts));
      },
    );
    core.chunks.follow(this.statisticsChunk.then((dialog) => dialog.open(opener)));
  };

  /** The layer over the felt (hint words, dead end, Finish), loaded once the game has moved. */
  loadNotices(): void {
    this.noticesChunk ??= this.track(
      import('../view/notices.js').then(({ Notices, hintStyles, noticesStyles }) => {
        this.core.chunks.adoptStyles(noticesStyles, hintStyles);
        this.notices = new Notices(this.core);
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
    this.inputChunk ??= this.track(
      import('../input/table-input.js').then(({ TableInput, selectionStyles }) => {
        this.core.chunks.adoptStyles(selectionStyles);
        const input = (this.input = new TableInput(this.element, this.core));
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

  /** Stops the solver's worker, which would outlive an element the page has dropped; whether there was one. */
  closeSolver(): boolean {
    if (!this.solverChunk) return false;
    void this.solverChunk.then((solver) => solver.close());
    this.solverChunk = undefined;
    return true;
  }

  /** The solver's word for `show-winnable` and `auto-finish`, loaded when the first of them is on. */
  loadVerdict(): void {
    this.verdictChunk ??= this.track(
      import('../solver/winnable-verdict.js').then(({ WinnableVerdict }) => {
        const verdict = (this.verdict = new WinnableVerdict(this.element, this.core));
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
    const { core, element } = this;
    // The dialog is fetched while the cards fly, so it opens at once when they are done.
    void import('../dialogs/game-dialogs.js');
    core.chunks.follow(
      import('../celebration/celebration.js').then(({ Celebration, celebrationStyles }) => {
        // A new deal while the chunk came has no win to celebrate.
        if (core.game() !== game) return;
        core.chunks.adoptStyles(celebrationStyles);
        const celebration = (this.celebration = new Celebration(element, game.deal.number));
        void celebration.finished.then(() => {
          this.celebration = undefined;
          // An element taken off the page meanwhile has nobody to show the dialog to.
          if (core.game() === game && element.isConnected) this.openDialog('win');
        });
        return celebration.started;
      }),
    );
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.core.chunks.follow(work);
    return work;
  }
}
