import type { Klondike } from '../../../../src/engine/klondike.js';
import { Deadlocks } from '../../../../src/solver/klondike/klondike-deadlock.js';
import { SearchMemory } from '../../../../src/solver/shared/search-memory.js';
import type { SolveResult, Verdict } from '../../../../src/solver/shared/solve-result.js';
import { StateSet } from '../../../../src/solver/shared/state-set.js';
import { CandidateMoves } from './candidate-moves.js';
import { engineLine } from './engine-line.js';
import { FREE, obligationOf } from './obligation.js';
import { Kind, PlayableTable, moveFrom, moveKind, moveRecycles } from './playable-table.js';
import { playSafeMoves } from './safe-moves.js';

/**
 * Deeper lines than this are given up (the verdict is then undecided, never wrong). With the
 * safe moves between them (at most 52 plus one per card taken back), a line fits the table's.
 */
const MAX_DEPTH = 1500;

/**
 * The real search's verdict on a Klondike position within `states` positions remembered, and its
 * winning line replayed through the engine: an oracle for the outline search (see
 * `KlondikeOutline`). It shares the cards sent home at once and the test for a card that can
 * never leave its pile with it, not the outline: it searches the real game, card by card.
 */
export function solveByRealSearch(position: Klondike, states: number): SolveResult {
  const table = new PlayableTable(position);
  const search = new RealSearch(table, Infinity, states);
  const verdict = search.run();
  search.memory.release();
  return { verdict, line: verdict === 'winnable' ? engineLine(table, position) : null, nodes: search.memory.nodes };
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
  private readonly candidates: CandidateMoves;
  private readonly deadlocks = new Deadlocks();
  private depth = 0;
  verdict: Verdict = 'undecided';

  /** `table`: the position, which the search plays on in place; a win leaves its line there. */
  constructor(table: PlayableTable, deadline: number, maxStates: number) {
    this.table = table;
    this.candidates = new CandidateMoves(table);
    this.memory = new SearchMemory(deadline, maxStates, new StateSet());
  }

  run(): Verdict {
    if (this.search(FREE)) this.verdict = 'winnable';
    else if (!this.memory.outOfBudget) this.verdict = 'not-winnable';
    return this.verdict;
  }

  private search(obligation: number): boolean {
    const table = this.table;
    const base = table.lineLength;
    playSafeMoves(table);
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
    const candidates = this.candidates;
    const start = candidates.length;
    const end = candidates.push(obligation);
    let found = false;
    this.depth++;
    for (let i = start; i < end && !found && !this.memory.outOfBudget; i++) {
      const move = candidates.at(i);
      const next = obligationOf(table, move);
      table.apply(move);
      found = this.search(next);
      if (!found) table.revert();
    }
    this.depth--;
    candidates.truncate(start);
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
}
