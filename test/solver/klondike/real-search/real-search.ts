import { type Action, DRAW, RECYCLE, moveAction } from '../../../../src/engine/action.js';
import { type Card, KING, type Suit } from '../../../../src/engine/card.js';
import type { Klondike } from '../../../../src/engine/klondike.js';
import { WASTE, foundationPile, tableauPile } from '../../../../src/engine/pile.js';
import { Deadlocks } from '../../../../src/solver/klondike/klondike-deadlock.js';
import { isDispensable } from '../../../../src/solver/klondike/klondike-dispensable.js';
import { COLUMNS, RANK, RED, SUIT, inThisPass } from '../../../../src/solver/klondike/klondike-table.js';
import { SearchMemory } from '../../../../src/solver/shared/search-memory.js';
import type { SolveResult, Verdict } from '../../../../src/solver/shared/solve-result.js';
import { StateSet } from '../../../../src/solver/shared/state-set.js';
import { DOWN, HOME, Kind, PlayableTable, TALON, UP, encodeMove, moveCount, moveFrom, moveKind, moveRecycles, moveTo } from './playable-table.js';

/**
 * Deeper lines than this are given up (the verdict is then undecided, never wrong). With the
 * safe moves between them (at most 52 plus one per card taken back), a line fits the table's.
 */
const MAX_DEPTH = 1500;
/** Room for the candidate moves of the nodes on the current line, at first; it grows as needed. */
const MOVE_ROOM = 1 << 10;
/** More than any node's candidate moves. */
const MOVES_PER_NODE = 1024;
const NONE = -1;
const MAYBE = -1;

/**
 * What the move just played obliges the next one to do (see `RealSearch.obligationOf`). Some moves
 * only pay off through the move after them; any winning line can play them just before that
 * move, so the search does. FREE: nothing; 1 … 52: card − 1 was just put on the tableau from
 * the talon, and the next move must cover it; KING_TO_EMPTY: a column was just emptied for a
 * king; USE … USE + 51: card − USE was just bared, and the next move must send it home or
 * cover it.
 */
const FREE = 0;
const KING_TO_EMPTY = 53;
const USE = 54;

/** Move groups, most promising first; uncovering moves rank higher over more face-down cards. */
const TO_FOUNDATION = 3 << 8;
const UNCOVERING = 2 << 8;
const FROM_TALON = 1 << 8;
const OTHER = 0;

/**
 * The real search's verdict on a Klondike position within `states` positions remembered, and its
 * winning line replayed through the engine: an oracle for the outline search (see
 * `KlondikeOutline`). It shares the cards sent home at once and the test for a card that can
 * never leave its pile with it, not the outline: it searches the real game, card by card.
 */
export function solveByRealSearch(position: Klondike, states: number): SolveResult {
  const search = new RealSearch(new PlayableTable(position), Infinity, states);
  const verdict = search.run();
  search.memory.release();
  return { verdict, line: verdict === 'winnable' ? search.engineLine(position) : null, nodes: search.memory.nodes };
}

function isTalonMove(move: number): boolean {
  const kind = moveKind(move);
  return kind === Kind.TalonToFoundation || kind === Kind.TalonToTableau;
}

/**
 * The real search: a depth-first search over the table's "macro" moves (a waste card is reached by
 * however many draws and recycles it takes), which plays cards that can never be needed on the
 * tableau straight to the foundations, remembers positions it has seen regardless of column
 * order, and stops at a card that can never leave its pile.
 */
class RealSearch {
  readonly memory: SearchMemory;
  private readonly table: PlayableTable;
  /**
   * Drawing one card at a time with no pass limit, every talon card is within reach at any time
   * and taking one out brings no other nearer.
   */
  private readonly talonAlwaysReachable: boolean;
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
  private readonly deadlocks = new Deadlocks();
  private depth = 0;
  verdict: Verdict = 'undecided';

  /** `table`: the position, which the search plays on in place. */
  constructor(table: PlayableTable, deadline: number, maxStates: number) {
    this.table = table;
    this.talonAlwaysReachable = this.table.draw === 1 && this.table.recyclesLeft === Infinity;
    this.memory = new SearchMemory(deadline, maxStates, new StateSet());
  }

  run(): Verdict {
    if (this.search(FREE)) this.verdict = 'winnable';
    else if (!this.memory.outOfBudget) this.verdict = 'not-winnable';
    return this.verdict;
  }

  /** Replays the line found through the engine, turning macro moves into draws, recycles and moves. */
  engineLine(start: Klondike): Action[] {
    const position = start.clone();
    const actions: Action[] = [];
    const play = (action: Action): void => {
      const played = position.play(action);
      if (!played.ok) throw new Error(`solver line refused: ${played.error.message}`);
      actions.push(action);
    };
    const { line, lineCard, lineLength } = this.table;
    for (let i = 0; i < lineLength; i++) {
      const move = line[i];
      const card = lineCard[i];
      const from = moveFrom(move);
      const to = moveTo(move);
      switch (moveKind(move)) {
        case Kind.TalonToFoundation:
        case Kind.TalonToTableau:
          while (position.waste[position.waste.length - 1] !== card) play(position.stock.length > 0 ? DRAW : RECYCLE);
          play(moveAction(WASTE, moveKind(move) === Kind.TalonToFoundation ? foundationPile(to as Suit) : tableauPile(to)));
          break;
        case Kind.TableauToFoundation:
          play(moveAction(tableauPile(from), foundationPile(to as Suit)));
          break;
        case Kind.TableauToTableau:
          play(moveAction(tableauPile(from), tableauPile(to), moveCount(move)));
          break;
        case Kind.FoundationToTableau:
          play(moveAction(foundationPile(from as Suit), tableauPile(to)));
          break;
      }
    }
    return actions;
  }

  private search(obligation: number): boolean {
    const table = this.table;
    const base = table.lineLength;
    this.playSafeMoves();
    if (table.isWon()) return true;
    let found = false;
    if (this.depth >= MAX_DEPTH) {
      this.memory.outOfBudget = true;
    } else if (this.remember(obligation) && !this.isDeadlocked(base)) {
      found = this.searchMoves(obligation);
    }
    if (!found) while (table.lineLength > base) table.revert();
    return found;
  }

  /** Tries each candidate move in turn, down to a win or until the budget runs out. */
  private searchMoves(obligation: number): boolean {
    const table = this.table;
    const start = this.moveTop;
    const end = this.generate(obligation);
    let found = false;
    this.moveTop = end;
    this.depth++;
    for (let i = start; i < end && !found && !this.memory.outOfBudget; i++) {
      const move = this.moves[i];
      const next = this.obligationOf(move);
      table.apply(move);
      found = this.search(next);
      if (!found) table.revert();
    }
    this.depth--;
    this.moveTop = start;
    return found;
  }

  /**
   * Whether the position is lost for want of a card that can never leave its pile (see
   * `Deadlocks`). Piles only shrink and cards only become freer, except that the waste grows
   * once no pass is left (and cards go home for good without retrieval, which is left to the
   * search), so the test runs at the start and after talon moves in the last pass that bury
   * cards: one taken from further than the next card, or after turning the waste over.
   */
  private isDeadlocked(base: number): boolean {
    const table = this.table;
    if (base > 0) {
      const move = table.line[base - 1];
      const buries = moveFrom(move) > table.linePointer[base - 1] || moveRecycles(move);
      if (!(table.recyclesLeft === 0 && isTalonMove(move) && buries)) return false;
    }
    return this.deadlocks.lost(table);
  }

  /**
   * Records the position; false when it was seen before or the budget is spent. The obligation
   * is part of the key: a node searched under one has seen only part of its moves.
   */
  private remember(obligation: number): boolean {
    const table = this.table;
    const recycles = table.recyclesLeft === Infinity ? 0 : table.recyclesLeft + 1;
    table.computeKey(this.canonicalPointer() | (recycles << 6) | (obligation << 12));
    return this.memory.remember(table.keyLow, table.keyHigh);
  }

  /**
   * The talon pointer as far as it matters. With passes to spare, a pointer on a multiple of the
   * draw (or at the end) reaches exactly the cards a fresh pass reaches, so it is the same as 0;
   * drawing one card at a time with no pass limit, every card is as near as any other.
   */
  private canonicalPointer(): number {
    const { recyclesLeft, draw, pointer, talonLength } = this.table;
    if (recyclesLeft === Infinity && (draw === 1 || pointer % draw === 0 || pointer === talonLength)) return 0;
    return pointer + 1;
  }

  /**
   * What the move obliges the next one to do (decided before it is played):
   * - a card put on the tableau from a talon that keeps every card in reach is only there to take
   *   another card; until one comes it could as well stay in the talon;
   * - a column emptied (not uncovering anything) is only there for a king;
   * - a card bared by moving part of a run off it is only worth it if it goes home or takes the
   *   twin of the card moved (moving it elsewhere, it could have taken the run along).
   * Putting these moves off leaves the foundations as they are, so the safe moves meanwhile are
   * the same. Not so a card brought back from a foundation: with it still home, a card it could
   * go on may be safe to send home meanwhile, so that move carries no obligation.
   */
  private obligationOf(move: number): number {
    const table = this.table;
    const from = moveFrom(move);
    switch (moveKind(move)) {
      case Kind.TalonToTableau:
        return this.talonAlwaysReachable ? table.talon[from] + 1 : FREE;
      case Kind.TableauToTableau: {
        const length = table.upLength[from];
        const count = moveCount(move);
        if (count < length) return USE + table.upCard(from, length - count - 1);
        return table.downLength[from] === 0 ? KING_TO_EMPTY : FREE;
      }
      default:
        return FREE;
    }
  }

  /** Plays home every card that no tableau card could ever need (see `isDispensable`). */
  private playSafeMoves(): void {
    const table = this.table;
    const f = table.foundations;
    for (let progress = true; progress;) {
      progress = false;
      // Only the next card of each suit can go home.
      for (let suit = 0; suit < 4; suit++) {
        const card = suit * 13 + f[suit];
        if (f[suit] === KING || !isDispensable(card, this.table.foundations, this.table.retrieval)) continue;
        const move = this.homeMove(card);
        if (move === NONE) continue;
        table.apply(move);
        progress = true;
      }
    }
  }

  /**
   * The move that sends `card` home from where it lies, if it is within reach at once. A talon
   * card only when drawing one at a time or in the last pass: taking a card out of a talon dealt
   * three at a time shifts which cards the next passes show, which may cost a card the win needs.
   */
  private homeMove(card: Card): number {
    const table = this.table;
    if (table.place[card] === UP) {
      const column = this.columnTopped(card);
      return column === NONE ? NONE : encodeMove(Kind.TableauToFoundation, column, SUIT[card]);
    }
    if (table.place[card] !== TALON || (table.draw !== 1 && table.recyclesLeft !== 0)) return NONE;
    const index = this.talonAlwaysReachable ? table.talon.indexOf(card) : table.pointer - 1;
    return index >= 0 && table.talon[index] === card ? encodeMove(Kind.TalonToFoundation, index, SUIT[card]) : NONE;
  }

  private fitsFoundation(card: Card): boolean {
    return RANK[card] === this.table.foundations[SUIT[card]] + 1;
  }

  private fitsColumn(card: Card, column: number): boolean {
    const top = this.table.top(column);
    if (top < 0) return RANK[card] === KING && this.table.downLength[column] === 0;
    return RANK[top] === RANK[card] + 1 && RED[top] !== RED[card];
  }

  /** The first empty column, the only one worth trying: empty columns are all alike. */
  private emptyColumn(): number {
    for (let column = 0; column < COLUMNS; column++) if (this.table.upLength[column] === 0) return column;
    return NONE;
  }

  /** The column whose top card is `card`. */
  private columnTopped(card: Card): number {
    for (let column = 0; column < COLUMNS; column++) if (this.table.top(column) === card) return column;
    return NONE;
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
      this.required = this.baredColumn = this.columnTopped(obligation - USE);
    } else if (obligation !== FREE) {
      this.required = obligation === KING_TO_EMPTY ? this.emptyColumn() : this.columnTopped(obligation - 1);
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
      if (this.fitsFoundation(top) && this.homeHelps(from)) this.add(encodeMove(Kind.TableauToFoundation, from, SUIT[top]), TO_FOUNDATION);
      this.addTableauMoves(from, empty);
    }
    this.addTalonMoves(empty);
    if (table.retrieval) this.addRetrievals(empty);
    this.sortMoves();
    return this.end;
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
      if (index === 0 ? hidden === 0 && !this.kingWaiting() : !this.partialMoveHelps(from, count)) continue;
      this.add(encodeMove(Kind.TableauToTableau, from, to, count), index === 0 && hidden > 0 ? UNCOVERING + hidden : OTHER);
    }
  }

  /** Moves of the talon cards within reach, with or without turning the waste back first. */
  private addTalonMoves(empty: number): void {
    const { pointer, talonLength, draw, recyclesLeft } = this.table;
    if (this.talonAlwaysReachable) {
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
      if (table.foundations[suit] < KING && table.place[card] === TALON && !this.nextIsHidden(card)) this.addFromTalon(Kind.TalonToFoundation, card, suit);
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
    if (this.table.place[card] === TALON && this.canBeCovered(card)) this.addFromTalon(Kind.TalonToTableau, card, to);
  }

  private addFromTalon(kind: Kind, card: Card, to: number): void {
    const table = this.table;
    const index = table.talon.indexOf(card);
    this.add(encodeMove(kind, index, to, 1, index < table.pointer - 1), kind === Kind.TalonToFoundation ? TO_FOUNDATION : FROM_TALON);
  }

  private addTalonCard(index: number, recycles: boolean, empty: number): void {
    const table = this.table;
    const card = table.talon[index];
    if (this.fitsFoundation(card)) this.add(encodeMove(Kind.TalonToFoundation, index, SUIT[card], 1, recycles), TO_FOUNDATION);
    for (let to = this.firstTarget; to <= this.lastTarget; to++) {
      if (this.fitsColumn(card, to) && (table.upLength[to] > 0 || to === empty)) {
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
      if (height < 3 || isDispensable(card, this.table.foundations, this.table.retrieval)) continue;
      for (let to = this.firstTarget; to <= this.lastTarget; to++) {
        if ((table.upLength[to] > 0 || to === empty) && this.fitsColumn(card, to)) this.add(encodeMove(Kind.FoundationToTableau, suit, to), OTHER);
      }
    }
  }

  /**
   * Emptying a column only helps a king: one in the talon, or one heading a run over face-down
   * cards.
   */
  private kingWaiting(): boolean {
    if (this.kingWaits === MAYBE) this.kingWaits = this.findWaitingKing() ? 1 : 0;
    return this.kingWaits === 1;
  }

  private findWaitingKing(): boolean {
    const table = this.table;
    for (let suit = 0; suit < 4; suit++) if (table.place[suit * 13 + KING - 1] === TALON || (table.retrieval && table.foundations[suit] === KING)) return true;
    for (let column = 0; column < COLUMNS; column++) {
      if (table.downLength[column] > 0 && table.upLength[column] > 0 && RANK[table.upCard(column, 0)] === KING) return true;
    }
    return false;
  }

  /**
   * Sending a column's top card home helps only by what it opens up: a card turned up or a column
   * emptied, a card bared that can then go home or take its twin's place, or the next card of the
   * suit, which can follow once it shows. Otherwise the card can wait where it is: nothing else
   * can go on its foundation meanwhile.
   */
  private homeHelps(column: number): boolean {
    const length = this.table.upLength[column];
    if (length === 1 || !this.nextIsHidden(this.table.upCard(column, length - 1))) return true;
    return this.partialMoveHelps(column, 1);
  }

  /** Whether the next card of `card`'s suit lies face down. */
  private nextIsHidden(card: Card): boolean {
    return RANK[card] < KING && this.table.place[card + 1] === DOWN;
  }

  /** Whether a card that could go on `card` (one rank lower, other colour) is up or in the talon. */
  private canBeCovered(card: Card): boolean {
    const below = RANK[card] - 2;
    return RED[card] ? this.isAvailable(below) || this.isAvailable(39 + below) : this.isAvailable(13 + below) || this.isAvailable(26 + below);
  }

  /** Whether `card` is up, in the talon or, where retrieval is allowed, on top of its foundation. */
  private isAvailable(card: Card): boolean {
    const table = this.table;
    const place = table.place[card];
    return place === UP || place === TALON || (place === HOME && table.retrieval && table.foundations[SUIT[card]] === RANK[card]);
  }

  /**
   * Leaving part of a run behind only helps when the card it uncovers can then go up, or when
   * the twin of the card moved (same rank and colour) is waiting to take its place.
   */
  private partialMoveHelps(from: number, count: number): boolean {
    const table = this.table;
    const length = table.upLength[from];
    if (this.fitsFoundation(table.upCard(from, length - count - 1))) return true;
    const moved = table.upCard(from, length - count);
    return this.isAvailable((3 - SUIT[moved]) * 13 + (moved % 13));
  }
}
