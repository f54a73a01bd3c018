import { type Card, KING } from '../../../../src/engine/card.js';
import { isDispensable } from '../../../../src/solver/klondike/klondike-dispensable.js';
import { COLUMNS, RANK, RED, SUIT, inThisPass } from '../../../../src/solver/klondike/klondike-table.js';
import { canBeCovered, homeHelps, kingWaitsForColumn, nextIsHidden, partialMoveHelps } from './move-pruning.js';
import { FREE, KING_TO_EMPTY, USE } from './obligation.js';
import { Kind, NONE, type PlayableTable, TALON, encodeMove, moveFrom, moveKind, moveTo } from './playable-table.js';

/** Room for the candidate moves of the nodes on the current line, at first; it grows as needed. */
const MOVE_ROOM = 1 << 10;
/** More than any node's candidate moves. */
const MOVES_PER_NODE = 1024;
const MAYBE = -1;

/** Move groups, most promising first; uncovering moves rank higher over more face-down cards. */
const TO_FOUNDATION = 3 << 8;
const UNCOVERING = 2 << 8;
const FROM_TALON = 1 << 8;
const OTHER = 0;

/**
 * The candidate moves of the nodes on the real search's current line, as a stack: a node pushes
 * its own, most promising first, tries them, and drops them when it is done. Only moves that may
 * help a win are candidates (see `move-pruning.ts`), and under an obligation (see `obligationOf`)
 * only the moves that meet it.
 */
export class CandidateMoves {
  private readonly table: PlayableTable;
  /** The candidate moves of the nodes on the current line, each with its priority. */
  private moves = new Int32Array(MOVE_ROOM);
  private priorities = new Int32Array(MOVE_ROOM);
  private moveTop = 0;
  /** Where the node being expanded writes its next candidate move. */
  private end = 0;
  /** The column the next move must go to, when the last move left an obligation. */
  private required = NONE;
  /** The column of a card bared by the last move, which may go home. */
  private baredColumn = NONE;
  /** The columns moves may go to in the node being expanded. */
  private firstTarget = 0;
  private lastTarget = COLUMNS - 1;
  /** Whether a king waits for an empty column in the node being expanded: 1, 0 or MAYBE (not looked yet). */
  private kingWaits = MAYBE;
  /** The top card of each column (−1 for none) in the node being expanded. */
  private readonly tops = new Int8Array(COLUMNS);

  /** `table`: the position the search plays on. */
  constructor(table: PlayableTable) {
    this.table = table;
  }

  /** How many candidate moves the nodes on the current line hold. */
  get length(): number {
    return this.moveTop;
  }

  /** Pushes the candidate moves of the position under `obligation`; returns the new length. */
  push(obligation: number): number {
    this.moveTop = this.generate(obligation);
    return this.moveTop;
  }

  at(index: number): number {
    return this.moves[index];
  }

  /** Drops the candidate moves from `length` on: the node that pushed them is done. */
  truncate(length: number): void {
    this.moveTop = length;
  }

  /** Writes the candidate moves from moveTop on, most promising first; returns where they end. */
  private generate(obligation: number): number {
    const table = this.table;
    if (this.moveTop + MOVES_PER_NODE > this.moves.length) this.growMoves();
    this.end = this.moveTop;
    this.required = NONE;
    this.baredColumn = NONE;
    if (obligation >= USE) {
      // A bared card that the safe moves already sent home has done its part.
      this.required = this.baredColumn = table.columnTopped(obligation - USE);
    } else if (obligation !== FREE) {
      this.required = obligation === KING_TO_EMPTY ? this.emptyColumn() : table.columnTopped(obligation - 1);
      if (this.required === NONE) return this.end;
    }
    // Under an obligation, only moves to the required column can be candidates.
    this.firstTarget = this.required === NONE ? 0 : this.required;
    this.lastTarget = this.required === NONE ? COLUMNS - 1 : this.required;
    for (let column = 0; column < COLUMNS; column++) this.tops[column] = table.top(column);
    const empty = this.emptyColumn();
    this.kingWaits = MAYBE;
    for (let from = 0; from < COLUMNS; from++) {
      const length = table.upLength[from];
      if (length === 0) continue;
      const top = this.tops[from];
      if (table.fitsFoundation(top) && homeHelps(table, from)) this.add(encodeMove(Kind.TableauToFoundation, from, SUIT[top]), TO_FOUNDATION);
      this.addTableauMoves(from, empty);
    }
    this.addTalonMoves(empty);
    if (table.retrieval) this.addRetrievals(empty);
    this.sortMoves();
    return this.end;
  }

  /** The first empty column, the only one worth trying: empty columns are all alike. */
  private emptyColumn(): number {
    for (let column = 0; column < COLUMNS; column++) if (this.table.upLength[column] === 0) return column;
    return NONE;
  }

  private growMoves(): void {
    const moves = new Int32Array(this.moves.length * 2);
    const priorities = new Int32Array(this.moves.length * 2);
    moves.set(this.moves);
    priorities.set(this.priorities);
    this.moves = moves;
    this.priorities = priorities;
  }

  /** Adds a candidate move unless the last move's obligation rules it out. */
  private add(move: number, priority: number): void {
    if (this.required !== NONE) {
      const kind = moveKind(move);
      const home = kind === Kind.TableauToFoundation || kind === Kind.TalonToFoundation;
      // Only a bared card may go home; any other move must go to the required column.
      if (home ? kind !== Kind.TableauToFoundation || moveFrom(move) !== this.baredColumn : moveTo(move) !== this.required) return;
    }
    this.moves[this.end] = move;
    this.priorities[this.end] = priority;
    this.end++;
  }

  /** Insertion sort by priority, highest first; stable, so the plain order keeps generation order. */
  private sortMoves(): void {
    const { moves, priorities } = this;
    for (let i = this.moveTop + 1; i < this.end; i++) {
      const move = moves[i];
      const priority = priorities[i];
      let j = i - 1;
      for (; j >= this.moveTop && priorities[j] < priority; j--) {
        moves[j + 1] = moves[j];
        priorities[j + 1] = priorities[j];
      }
      moves[j + 1] = move;
      priorities[j + 1] = priority;
    }
  }

  /**
   * Moves of part or all of a column's run onto each other column: the card that fits a target
   * is fixed by the target's rank, since a run descends one rank at a time.
   */
  private addTableauMoves(from: number, empty: number): void {
    const table = this.table;
    const length = table.upLength[from];
    const hidden = table.downLength[from];
    const bottomRank = RANK[table.upCard(from, 0)];
    const topRank = RANK[this.tops[from]];
    for (let to = this.firstTarget; to <= this.lastTarget; to++) {
      if (to === from) continue;
      const target = this.tops[to];
      let index = 0;
      if (target < 0) {
        // A king goes to an empty column only to uncover something.
        if (to !== empty || bottomRank !== KING || hidden === 0) continue;
      } else {
        const rank = RANK[target] - 1;
        if (rank > bottomRank || rank < topRank || bottomRank - rank >= length) continue;
        index = bottomRank - rank;
        const card = table.upCard(from, index);
        if (RANK[card] !== rank || RED[card] === RED[target]) continue;
      }
      const count = length - index;
      if (index === 0 ? hidden === 0 && !this.kingWaiting() : !partialMoveHelps(table, from, count)) continue;
      this.add(encodeMove(Kind.TableauToTableau, from, to, count), index === 0 && hidden > 0 ? UNCOVERING + hidden : OTHER);
    }
  }

  /** Whether a king waits for an empty column (see `kingWaitsForColumn`), looked up once per node. */
  private kingWaiting(): boolean {
    if (this.kingWaits === MAYBE) this.kingWaits = kingWaitsForColumn(this.table) ? 1 : 0;
    return this.kingWaits === 1;
  }

  /** Moves of the talon cards within reach, with or without turning the waste back first. */
  private addTalonMoves(empty: number): void {
    const { pointer, talonLength, draw, recyclesLeft, talonAlwaysReachable } = this.table;
    if (talonAlwaysReachable) {
      this.addWantedTalonCards(empty);
      return;
    }
    if (pointer > 0) this.addTalonCard(pointer - 1, false, empty);
    for (let next = pointer; next < talonLength;) {
      next = Math.min(next + draw, talonLength);
      this.addTalonCard(next - 1, false, empty);
    }
    if (recyclesLeft === 0) return;
    for (let next = 0; next < talonLength;) {
      next = Math.min(next + draw, talonLength);
      if (!inThisPass(next - 1, pointer, talonLength, draw)) this.addTalonCard(next - 1, true, empty);
    }
  }

  /**
   * The talon moves when every talon card is within reach: rather than trying each talon card
   * on each pile, looks up the few cards the foundations and the columns can take. Such a card
   * can wait in the talon until the next card of its suit shows, or until a card that could go
   * on it does: taking it out brings no other card nearer.
   */
  private addWantedTalonCards(empty: number): void {
    const table = this.table;
    for (let suit = 0; suit < 4; suit++) {
      const card = suit * 13 + table.foundations[suit];
      if (table.foundations[suit] < KING && table.place[card] === TALON && !nextIsHidden(table, card)) this.addFromTalon(Kind.TalonToFoundation, card, suit);
    }
    for (let to = this.firstTarget; to <= this.lastTarget; to++) {
      const top = this.tops[to];
      if (top < 0) {
        if (to !== empty) continue;
        for (let suit = 0; suit < 4; suit++) this.addWantedTalonCard(suit * 13 + KING - 1, to);
      } else if (RANK[top] > 1) {
        const below = RANK[top] - 2;
        if (RED[top]) {
          this.addWantedTalonCard(below, to);
          this.addWantedTalonCard(39 + below, to);
        } else {
          this.addWantedTalonCard(13 + below, to);
          this.addWantedTalonCard(26 + below, to);
        }
      }
    }
  }

  private addWantedTalonCard(card: Card, to: number): void {
    if (this.table.place[card] === TALON && canBeCovered(this.table, card)) this.addFromTalon(Kind.TalonToTableau, card, to);
  }

  private addFromTalon(kind: Kind, card: Card, to: number): void {
    const table = this.table;
    const index = table.talon.indexOf(card);
    this.add(encodeMove(kind, index, to, 1, index < table.pointer - 1), kind === Kind.TalonToFoundation ? TO_FOUNDATION : FROM_TALON);
  }

  private addTalonCard(index: number, recycles: boolean, empty: number): void {
    const table = this.table;
    const card = table.talon[index];
    if (table.fitsFoundation(card)) this.add(encodeMove(Kind.TalonToFoundation, index, SUIT[card], 1, recycles), TO_FOUNDATION);
    for (let to = this.firstTarget; to <= this.lastTarget; to++) {
      if (table.fitsColumn(card, to) && (table.upLength[to] > 0 || to === empty)) {
        this.add(encodeMove(Kind.TalonToTableau, index, to, 1, recycles), FROM_TALON);
      }
    }
  }

  /**
   * A foundation card comes back down, a king to an empty column too, but never one that would
   * go straight home again: a card under it could not be needed either (see `isDispensable`).
   * Not only to take a card that is up and waiting: it may come down to let the card under it
   * come down after it.
   */
  private addRetrievals(empty: number): void {
    const table = this.table;
    for (let suit = 0; suit < 4; suit++) {
      const height = table.foundations[suit];
      const card = suit * 13 + height - 1;
      if (height < 3 || isDispensable(card, table.foundations, table.retrieval)) continue;
      for (let to = this.firstTarget; to <= this.lastTarget; to++) {
        if ((table.upLength[to] > 0 || to === empty) && table.fitsColumn(card, to)) this.add(encodeMove(Kind.FoundationToTableau, suit, to), OTHER);
      }
    }
  }
}
