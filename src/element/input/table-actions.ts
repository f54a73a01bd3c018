import { type Action, type Game, type Pile, type RefusalReason, legalDestinations } from '../../engine/index.js';
import type { TopRowPlace } from './cursor.js';

/**
 * The table as input sees it: its piles, and how far a press reaches into each.
 *
 * @internal
 */
export interface TableGeometry {
  /** Tableau columns, as pile ids count them. */
  readonly columns: number;
  /** The top row as the keyboard walks it, each place with the grid column it stands over. */
  readonly topRow: readonly TopRowPlace[];
  /** Where the keyboard cursor starts. */
  readonly cursorHome: Pile;
  /** Whether an emptied column takes no card again, which the read-out says. */
  readonly closesEmptyColumns: boolean;
  /** The longest run a press picks up from `pile`. */
  maxRun(pile: Pile): number;
}

/**
 * The run in hand after a tap or a key: the top `count` cards of `pile`.
 *
 * @internal
 */
export interface Held {
  readonly pile: Pile;
  readonly count: number;
}

/**
 * What the pointer and the keyboard may do to the table: the element hands each input one of
 * these, so input code needs nothing else of the element and the element keeps its state private.
 *
 * @internal
 */
export interface TableActions {
  readonly geometry: TableGeometry;
  /** The game on the table, if one has been dealt. */
  game(): Game | undefined;
  /** The run in hand, if any. */
  held(): Held | null;
  /** Takes `held` in hand, or empties the hand; either way the marked destinations go. */
  hold(held: Held | null): void;
  /** Where the run in hand or being dragged may go, for the table to mark. */
  showTargets(targets: ReadonlySet<Pile>): void;
  /** Plays a legal action and tells the host; `false` (and nothing changes) when it is illegal. */
  play(action: Action): boolean;
  /** Plays an action of the player's; when it is refused, says why and shakes `elements`. */
  playOrRefuse(action: Action, elements: readonly HTMLElement[]): void;
  /** Puts the run in hand down on `pile`; when that is refused, says why and shakes the run. */
  putDown(held: Held, pile: Pile): boolean;
  /** Says on the status line why the player's action did nothing. */
  refuse(reason: RefusalReason): void;
  /** A press on the stock, in a game that has one. */
  pressStock(): void;
}

/** Takes the run in hand and marks where it may go, as a drag does. */
export function pickUp(host: TableActions, held: Held): void {
  host.hold(held);
  const game = host.game();
  host.showTargets(game ? legalDestinations(game.position, held.pile, held.count) : new Set());
}
