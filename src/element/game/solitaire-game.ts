import type { TemplateResult } from 'lit';
import type { Action, DealCode, Game, GamePosition, HouseRules, Pile, Table } from '../../engine/index.js';
import type { Checked } from '../host/checks.js';
import type { Hint } from '../host/hint.js';
import type { TableGeometry } from '../input/table-actions.js';
import type { GameRecords } from '../persistence/game-records.js';
import type { SolverClient } from '../solver/solver-client.js';
import type { GameTexts } from '../speech/game-texts.js';
import type { PilesView } from '../view/table-view.js';

/** A deal code of the game whose positions are `P`. */
export type DealOf<P extends GamePosition> = DealCode & { readonly game: P['game'] };

/** What the hint finds: a move, nothing useful, or (in an open game) proof that no win is left. */
export type Suggestion = Hint | 'none' | 'lost';

/**
 * How a game finds its hints: from what the player sees at once, or from its solver.
 *
 * @internal
 */
export interface HintFinder<P extends GamePosition> {
  find(position: P): Suggestion | Promise<Suggestion>;
  /** A winning line the solver found from `start` (a deal proved winnable), for the hints after. */
  learn?(start: P, line: readonly Action[]): void;
}

/**
 * How long the search for a `winnable` deal goes on: per deal tried, and in all.
 *
 * @internal
 */
export interface WinnableSearch {
  readonly tryMs: number;
  readonly tries: number;
  readonly ms: number;
}

/**
 * The New game dialog's choices of a game with choices: drawn from the settings, read back from the form.
 *
 * @internal
 */
export interface NewGameChoices<S extends object> {
  render(settings: S): TemplateResult;
  /** The submitted form: the settings it sets from now on, and the new deal's own. */
  read(data: FormData): { readonly settings: Partial<S>; readonly deal: Partial<S> };
}

/**
 * Everything the shared element needs to know of one game, in one record: the one contract a
 * game implements. `SolitaireElement`, the input, the dialogs, the saved games and the solver
 * client dispatch through it, never on the class of a position; each game's element class adds
 * only its own attributes. `P` is the game's position, `S` its settings (the attributes only it
 * has), `M` a mode its statistics keep apart, `N` and `W` its `new-game` and `win` details.
 *
 * @internal
 */
export interface SolitaireGame<
  P extends GamePosition = GamePosition,
  S extends object = object,
  M extends object = object,
  N extends object = object,
  W extends object = object,
>
  extends TableGeometry, GameRecords<P, M> {
  readonly game: P['game'];
  /** The table before the first deal (while a deal is fetched, say). */
  readonly emptyTable: Table;
  /** The pile whose place the cards of a new deal fly out from. */
  readonly dealOrigin: Pile;

  /** A new element's settings. */
  defaults(): S;
  /** What a game put on the table sets of the settings, so that new deals are played the same way. */
  settingsOf(game: Game<P>): Partial<S>;
  /** `newGame()`'s fields besides `dealCode`, each with its check. */
  readonly newGameFields: { readonly [K in keyof S]?: (value: unknown) => Checked<S[K]> };
  /** The New game dialog's choices, loaded with the dialogs; none for a game without choices. */
  loadNewGameChoices?(): Promise<NewGameChoices<S>>;

  /** A deal code of this game, or the refusal naming `attribute`. */
  checkDeal(value: unknown, attribute: string): Checked<DealOf<P>>;
  /** A fresh random deal played as the settings say. */
  randomDeal(settings: S): DealOf<P>;
  /** The house rules of the game's own (beyond the undo allowance) that new deals are played under. */
  houseRules(settings: S): P['houseRules'];
  /** A new game of the deal under the host's house rules. */
  start(deal: DealOf<P>, rules: HouseRules & P['houseRules']): Game<P>;
  /** What a `dealProvider` is told of the deal the player asked for. */
  dealRequest(settings: S): object;
  readonly winnableSearch: WinnableSearch;
  /** Where this game's hints come from; one finder per element, which may learn. */
  hints(solver: () => Promise<SolverClient<P>>): HintFinder<P>;
  /** This game's exact solver, loaded with the first feature that asks for it. */
  loadSolver(): Promise<SolverClient<P>>;

  /** What a press on the stock plays, in a game with a stock. */
  stockAction?(position: P): Action;
  /** Whether the score shown adds the running balance of the statistics (Klondike's cumulative Vegas). */
  carries(game: Game<P>, settings: S): boolean;

  /** The score as the bar, the win dialog and the live region show it: `score`, the game's own and what it carries. */
  scoreText(game: Game<P>, score: number): string;
  tableLabel(): string;
  renderPiles(view: PilesView, game: Game<P> | undefined): TemplateResult;
  /** This game's sentences (status, live region, its dialogs' words), loaded with the first thing to say. */
  loadTexts(): Promise<GameTexts<M>>;
  newGameDetail(game: Game<P>): N;
  winDetail(game: Game<P>, score: number): W;
}
