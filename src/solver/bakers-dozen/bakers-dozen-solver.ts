import { type Action, moveAction } from '../../engine/action.js';
import { type BakersDozen, BAKERS_DOZEN_COLUMNS } from '../../engine/bakers-dozen.js';
import { DECK_SIZE as DECK, KING as KING_RANK, type Suit } from '../../engine/card.js';
import { foundationPile, tableauPile } from '../../engine/pile.js';
import { sfc32 } from '../../engine/deal/sfc32.js';
import type { SolveBudget, SolveResult, Verdict } from '../shared/solve-result.js';
import { RelaxedPlay } from './bakers-dozen-deadlock.js';
import { luby } from '../shared/luby.js';
import { SearchMemory } from '../shared/search-memory.js';

const COLUMNS = BAKERS_DOZEN_COLUMNS;
// Module constants rather than imports in the hot loops: where modules are compiled to CommonJS
// (tsx, the benchmarks), every use of an import is a getter call, which the search feels.
const DECK_SIZE = DECK;
const KING = KING_RANK;
/**
 * Room per column: the cards it starts with, then at most a queen-to-ace run built on them. A dealt
 * column holds 4; positions laid out by hand may hold up to 20.
 */
const SLOTS = 32;
const MOST_BUILT = 12;
/** The `to` of a move that goes to the foundation. */
const HOME = COLUMNS;
const DEFAULT_MS = 10_000;
const DEFAULT_STATES = 4_000_000;
/** The unit of the restart schedule, in positions. */
const RUN_UNIT_STATES = 4000;
/**
 * The most a shuffled order adds to a move's score (a mask), odd and even restarts in turn: enough
 * to swap moves of about equal promise, or enough to overrule every preference (a card going home
 * still comes first more often than not): a nearly even shuffle. The hardest deals are won in
 * orders far from the plain one, and soon once the order is right; the small shuffle keeps quick
 * the deals that the plain order suits. A shuffle that still kept going home and uncovering a
 * card that can go first left more of the benchmark's deals undecided (`npm run bench:solver`).
 */
const JITTERS = [255, 1_048_575];

/**
 * Random 64-bit codes per (card, height in its column), as two 32-bit halves. A fixed seed: the
 * same position always hashes the same, so runs are reproducible.
 */
const random = sfc32(0x2545f491, 0x4f6cdd1d, 0x9e3779b9, 13);
const codes = (): Int32Array => Int32Array.from({ length: DECK_SIZE * SLOTS }, () => random() | 0);
const ZOBRIST_LOW = codes();
const ZOBRIST_HIGH = codes();

const rank = (card: number): number => (card % 13) + 1;
const suit = (card: number): number => (card / 13) | 0;

/**
 * An exact search over a Baker's Dozen position. Every card is known, so a full depth-first search
 * with a transposition table either finds a win or, exhausting the moves, proves there is none.
 * What keeps it small: cards that nothing can need go home at once, a position is remembered
 * whatever the order of its columns, a lone card never moves onto another column, and a position
 * that even a relaxed game cannot win (`bakers-dozen-deadlock.ts`) is dropped before its moves are
 * tried.
 * Moves are tried most promising first: cards going home, then moves that uncover the cards their
 * foundations need soonest without covering such cards.
 */
export function solveBakersDozen(position: BakersDozen, budget: SolveBudget = {}): SolveResult {
  const deadline = performance.now() + (budget.ms ?? DEFAULT_MS);
  const maxStates = budget.states ?? DEFAULT_STATES;
  const maxNodes = budget.nodes ?? Infinity;
  // How long a search takes to find a win depends wildly on the order it tries moves in, so many
  // short searches in shuffled orders run between fewer and fewer longer ones (Luby's schedule).
  // Restarting gives up proofs of loss, though, which need one search to see every position: so
  // one search in the plain order keeps going alongside, given as many positions as each restart.
  // Any search that runs out of moves proves a loss.
  const prover = new Search(position, deadline, maxStates, 0);
  let proving = true;
  let nodes = 0;
  const answer = (verdict: Verdict, search: Search): SolveResult => ({
    verdict,
    line: verdict === 'winnable' ? search.engineLine() : null,
    nodes: nodes + prover.memory.nodes,
  });
  const left = (): number => maxNodes - nodes - prover.memory.nodes;
  for (let restart = 1; ; restart++) {
    const states = RUN_UNIT_STATES * luby(restart);
    if (proving) {
      const verdict = prover.advance(Math.min(states, left()));
      if (verdict === 'winnable' || verdict === 'not-winnable') return answer(verdict, prover);
      proving = verdict === null;
    }
    if (left() <= 0) return answer('undecided', prover);
    const search = new Search(position, deadline, Math.min(maxStates, states), restart);
    const verdict = search.advance(left());
    nodes += search.memory.nodes;
    if (verdict !== 'undecided' || performance.now() > deadline) return answer(verdict ?? 'undecided', search);
  }
}

class Search {
  readonly memory: SearchMemory;
  private readonly cards = new Uint8Array(COLUMNS * SLOTS);
  private readonly heights = new Uint8Array(COLUMNS);
  private readonly foundations = new Uint8Array(4);
  /** Per column: the Zobrist code of its cards, and that code mixed so that columns can be added up in any order. */
  private readonly columnLow = new Int32Array(COLUMNS);
  private readonly columnHigh = new Int32Array(COLUMNS);
  private readonly mixedLow = new Int32Array(COLUMNS);
  private readonly mixedHigh = new Int32Array(COLUMNS);
  private keyLow = 0;
  private keyHigh = 0;
  /** Every move played on the way to the current position, auto-moves included: `from | to << 4 | card << 8`. */
  private path = new Int32Array(1024);
  private pathLength = 0;
  /** The candidate moves of every open position on the way, best first, one frame after another. */
  private moves = new Int32Array(4096);
  private readonly scores = new Int32Array(COLUMNS * COLUMNS + COLUMNS);
  /**
   * Scratch of `generate`, per column: how few cards of its suit must go home before its soonest
   * needed card, among the cards under the top one and among all; and the columns whose top card
   * has a given rank, as linked lists.
   */
  private readonly nearestBelowTop = new Int8Array(COLUMNS);
  private readonly nearest = new Int8Array(COLUMNS);
  private readonly firstTop = new Int8Array(KING + 2);
  private readonly nextTop = new Int8Array(COLUMNS);
  /** The quick proof of loss tried on every new position. */
  private readonly relaxed = new RelaxedPlay(COLUMNS, SLOTS);
  /** The open positions on the way, one frame each: where its moves stop, which is next, and the path length on entering it. */
  private readonly frameEnd: number[] = [];
  private readonly frameNext: number[] = [];
  private readonly framePath: number[] = [];
  private top = 0;
  /** The position at the top is new: its frame is still to be made. */
  private entering = true;

  /** Shuffles the order of moves; 0 keeps it. */
  private noise: number;
  private readonly jitterMask: number;

  constructor(start: BakersDozen, deadline: number, maxStates: number, seed: number) {
    this.memory = new SearchMemory(deadline, maxStates);
    this.noise = seed === 0 ? 0 : Math.imul(seed, 0x9e3779b9) | 1;
    this.jitterMask = JITTERS[seed % JITTERS.length];
    for (let column = 0; column < COLUMNS; column++) {
      if (start.tableau[column].length + MOST_BUILT > SLOTS) throw new RangeError(`column ${column + 1} holds too many cards`);
      for (const card of start.tableau[column]) this.push(column, card);
    }
    for (let s = 0; s < 4; s++) this.foundations[s] = start.foundations[s];
  }

  engineLine(): Action[] {
    const line: Action[] = [];
    for (let i = 0; i < this.pathLength; i++) {
      const move = this.path[i];
      const from = move & 15;
      const to = (move >> 4) & 15;
      line.push(moveAction(tableauPile(from), to === HOME ? foundationPile(suit(move >> 8) as Suit) : tableauPile(to), 1));
    }
    return line;
  }

  /**
   * Searches on for about `nodes` more positions: the verdict, or null when paused. Depth-first
   * with an explicit stack of frames, since winning lines and dead ends alike can run deeper than
   * a call stack is sure to allow, and so that a search can pause and resume.
   */
  advance(nodes: number): Verdict | null {
    const stop = this.memory.nodes + nodes;
    for (;;) {
      let top = this.top;
      if (this.entering) {
        // Entering a position: send home what can safely go, then try its moves unless it is known.
        this.entering = false;
        const pathBefore = this.pathLength;
        this.playSafeMoves();
        if (this.isWon()) return 'winnable';
        const start = top === 0 ? 0 : this.frameEnd[top - 1];
        let end = start;
        if (this.remember() && !this.relaxed.isLost(this.cards, this.heights, this.foundations)) end = this.generate(start);
        this.frameNext[top] = start;
        this.frameEnd[top] = end;
        this.framePath[top] = pathBefore;
      }
      // Leaving positions whose moves are spent, until one has a move left to try.
      for (;;) {
        if (this.frameNext[top] < this.frameEnd[top] && !this.memory.outOfBudget) break;
        while (this.pathLength > this.framePath[top]) this.revert(this.path[--this.pathLength]);
        if (top === 0) return this.memory.outOfBudget ? 'undecided' : 'not-winnable';
        top--;
        this.revert(this.path[--this.pathLength]);
      }
      this.top = top;
      if (this.memory.nodes >= stop) return null;
      const move = this.moves[this.frameNext[top]++];
      this.apply(move);
      this.record(move);
      this.top = top + 1;
      this.entering = true;
    }
  }

  private isWon(): boolean {
    const f = this.foundations;
    return f[0] + f[1] + f[2] + f[3] === DECK_SIZE;
  }

  /** Records the position; false when it was seen before or the budget is spent. */
  private remember(): boolean {
    return this.memory.remember(this.keyLow, this.keyHigh);
  }

  /**
   * Plays home every card no other card could need as a base. A card of rank r is such a card
   * when every foundation is at r - 2 or more: every r - 2 is home, so nothing could go on an
   * r - 1, and every r - 1 still out can go home the moment it is on top, so none has to wait on
   * a card of rank r. Aces and twos always qualify.
   */
  private playSafeMoves(): void {
    let progress = true;
    while (progress) {
      progress = false;
      const f = this.foundations;
      const lowest = Math.min(f[0], f[1], f[2], f[3]);
      for (let column = 0; column < COLUMNS; column++) {
        const height = this.heights[column];
        if (height === 0) continue;
        const card = this.cards[column * SLOTS + height - 1];
        const r = rank(card);
        if (r === f[suit(card)] + 1 && r <= lowest + 2) {
          const move = column | (HOME << 4) | (card << 8);
          this.apply(move);
          this.record(move);
          progress = true;
        }
      }
    }
  }

  /** Writes this position's moves after `start`, best first, and returns where they end. */
  private generate(start: number): number {
    if (this.moves.length < start + COLUMNS * COLUMNS + COLUMNS) {
      const grown = new Int32Array(this.moves.length * 2);
      grown.set(this.moves);
      this.moves = grown;
    }
    // Per column, how near its foundation its soonest needed card is, below the top card and in
    // all; and the columns by the rank of their top card, lowest number first.
    const f = this.foundations;
    this.firstTop.fill(-1);
    for (let column = COLUMNS - 1; column >= 0; column--) {
      const height = this.heights[column];
      if (height === 0) continue;
      const base = column * SLOTS;
      let nearest = 13;
      for (let i = 0; i < height - 1; i++) {
        const card = this.cards[base + i];
        nearest = Math.min(nearest, rank(card) - f[suit(card)]);
      }
      const top = this.cards[base + height - 1];
      this.nearestBelowTop[column] = nearest;
      this.nearest[column] = Math.min(nearest, rank(top) - f[suit(top)]);
      this.nextTop[column] = this.firstTop[rank(top)];
      this.firstTop[rank(top)] = column;
    }
    let end = start;
    for (let from = 0; from < COLUMNS; from++) {
      const height = this.heights[from];
      if (height === 0) continue;
      const base = from * SLOTS;
      const card = this.cards[base + height - 1];
      const r = rank(card);
      if (r === f[suit(card)] + 1) {
        this.moves[end] = from | (HOME << 4) | (card << 8);
        this.scores[end - start] = 1 << 20;
        end++;
      }
      // A lone card moved onto another column leaves a column that can never be used again and
      // covers a card, and gains nothing: whatever the card and the cards later put on it do
      // there, they could do where it is.
      if (r === KING || height === 1) continue;
      const score = this.urgency(from, card, this.cards[base + height - 2]);
      for (let to = this.firstTop[r + 1]; to !== -1; to = this.nextTop[to]) {
        this.moves[end] = from | (to << 4) | (card << 8);
        this.scores[end - start] = score - (14 - this.nearest[to]) * 16 + this.jitter();
        end++;
      }
    }
    // Insertion sort: a few dozen moves at most, best first.
    for (let i = start + 1; i < end; i++) {
      const move = this.moves[i];
      const score = this.scores[i - start];
      let j = i - 1;
      while (j >= start && this.scores[j - start] < score) {
        this.moves[j + 1] = this.moves[j];
        this.scores[j + 1 - start] = this.scores[j - start];
        j--;
      }
      this.moves[j + 1] = move;
      this.scores[j + 1 - start] = score;
    }
    return end;
  }

  private jitter(): number {
    if (this.noise === 0) return 0;
    this.noise ^= this.noise << 13;
    this.noise ^= this.noise >>> 17;
    this.noise ^= this.noise << 5;
    return this.noise & this.jitterMask;
  }

  /**
   * How much moving `card` off its column helps: most when the card it uncovers can go home,
   * then the nearer to its foundation the most wanted card beneath; least when the card sits on
   * a card one rank higher already, where moving it is mostly a shuffle.
   */
  private urgency(from: number, card: number, below: number): number {
    if (rank(below) === this.foundations[suit(below)] + 1) return 1 << 16;
    const natural = rank(below) === rank(card) + 1;
    return (14 - this.nearestBelowTop[from]) * 64 - (natural ? 1024 : 0) - this.heights[from] * 4;
  }

  private record(move: number): void {
    if (this.pathLength === this.path.length) {
      const grown = new Int32Array(this.path.length * 2);
      grown.set(this.path);
      this.path = grown;
    }
    this.path[this.pathLength++] = move;
  }

  private apply(move: number): void {
    const from = move & 15;
    const to = (move >> 4) & 15;
    const card = move >> 8;
    this.pop(from);
    if (to === HOME) this.foundations[suit(card)]++;
    else this.push(to, card);
  }

  private revert(move: number): void {
    const from = move & 15;
    const to = (move >> 4) & 15;
    const card = move >> 8;
    if (to === HOME) this.foundations[suit(card)]--;
    else this.pop(to);
    this.push(from, card);
  }

  private push(column: number, card: number): void {
    const slot = this.heights[column]++;
    this.cards[column * SLOTS + slot] = card;
    this.rehash(column, card * SLOTS + slot);
  }

  private pop(column: number): void {
    const slot = --this.heights[column];
    const card = this.cards[column * SLOTS + slot];
    this.rehash(column, card * SLOTS + slot);
  }

  /**
   * Toggles one (card, height) code in a column and re-mixes the column. The key adds the mixed
   * columns, so it does not depend on their order; the foundations need no part in it, since the
   * cards not on the tableau are the cards at home. Two positions sharing a 64-bit key would make
   * the search skip the second: the one way a proof of loss could be wrong, with odds of a few in
   * a million even for a search of ten million positions.
   */
  private rehash(column: number, code: number): void {
    const low = (this.columnLow[column] ^= ZOBRIST_LOW[code]);
    const high = (this.columnHigh[column] ^= ZOBRIST_HIGH[code]);
    let a = Math.imul(low ^ (high >>> 16), 0x85ebca6b);
    a = Math.imul(a ^ (a >>> 13) ^ high, 0xc2b2ae35);
    a ^= a >>> 16;
    let b = Math.imul(high ^ (low >>> 15), 0x27d4eb2f);
    b = Math.imul(b ^ (b >>> 15) ^ low, 0x165667b1);
    b ^= b >>> 13;
    this.keyLow = (this.keyLow - this.mixedLow[column] + a) | 0;
    this.keyHigh = (this.keyHigh - this.mixedHigh[column] + b) | 0;
    this.mixedLow[column] = a;
    this.mixedHigh[column] = b;
  }
}
