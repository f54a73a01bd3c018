import type { TemplateResult } from 'lit';
import type { DealCode, Game, GameName, GamePosition, HouseRules, Pile, Table } from '../../engine/index.js';
import type { TopRowPlace } from '../input/cursor.js';
import type { SolverClient } from '../solver/solver-client.js';
import type { Announcement } from '../speech/announcements.js';
import type { GameTexts } from '../speech/game-texts.js';
import type { PilesView } from '../view/table-view.js';
import type { Checked } from './config.js';
import type { ConfigErrorDetail, MoveDetail } from './events.js';

/**
 * Everything the shared element machinery needs to know about one game, in one record: its table,
 * its deals, how it looks and speaks, what its events carry. `SolitaireElement`, the hints and
 * the solver client dispatch through it, never on the class of a position, so each element adds
 * only its public API. `P` is the game's position, `N` and `W` its `new-game` and `win` details.
 */
export interface GameVariant<P extends GamePosition = GamePosition, N extends object = object, W extends object = object> {
  readonly game: GameName & P['game'];
  /** The tag config errors name (a host may define the class under another). */
  readonly tag: string;
  /** Tableau columns, as pile ids count them. */
  readonly columns: number;
  /** The top row as the keyboard walks it, each place with the grid column it stands over. */
  readonly topRow: readonly TopRowPlace[];
  /** Where the keyboard cursor starts. */
  readonly cursorHome: Pile;
  /** The table before the first deal (while a deal is fetched, say). */
  readonly emptyTable: Table;
  /** Whether an emptied column takes no card again, which the read-out says. */
  readonly closesEmptyColumns: boolean;
  /** The pile whose place the cards of a new deal fly out from. */
  readonly dealOrigin: Pile;

  /** The longest run a press picks up from `pile`. */
  maxRun(pile: Pile): number;
  /** A deal code of this game, or the refusal naming `attribute`. */
  checkDeal(value: unknown, attribute: string): Checked<DealCode & { game: P['game'] }>;
  /** A new game of the deal under the host's house rules. */
  start(deal: DealCode & { game: P['game'] }, rules: HouseRules & P['houseRules']): Game<P>;
  /** The score as the bar, the win dialog and the live region show it: `score`, the game's own and what it carries. */
  scoreText(game: Game<P>, score: number): string;
  newGameDetail(game: Game<P>): N;
  winDetail(game: Game<P>, score: number): W;
  newGameAnnouncement(game: Game<P>): Announcement;
  renderPiles(view: PilesView, game: Game<P> | undefined): TemplateResult;
  tableLabel(): string;
  /** This game's sentences (status, live region, its dialogs' words), loaded with the first thing to say. */
  loadTexts(): Promise<GameTexts>;
  /** This game's exact solver, loaded with the first feature that asks for it. */
  loadSolver(): Promise<SolverClient<P>>;
}

/** What every game's events share; each variant adds its own `new-game` and `win` details. */
export interface SharedEventMap {
  move: CustomEvent<MoveDetail>;
  'config-error': CustomEvent<ConfigErrorDetail>;
}
