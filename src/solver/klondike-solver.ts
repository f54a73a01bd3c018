import { type Action, DRAW, RECYCLE, moveAction } from '../engine/action.js';
import { type Card, DECK_SIZE, KING, isRed, rankOf, suitOf, type Suit } from '../engine/card.js';
import { Klondike, recycleLimit } from '../engine/klondike.js';
import { WASTE, foundationPile, tableauPile } from '../engine/pile.js';
import { sfc32 } from '../engine/sfc32.js';
import { luby } from './luby.js';
import { SearchMemory } from './search-memory.js';
import type { SolveBudget, SolveResult, Verdict } from './solve-result.js';

const COLUMNS = 7;
const DEFAULT_MS = 10_000;
/** Distinct positions a search may remember: 8 million keys take 128 MB. */
const DEFAULT_STATES = 8_000_000;
/** The share of the time the search in the plain order gets before the shuffled restarts. */
const PROVER_SHARE = 0.5;
/** The unit of the restart schedule, in positions. */
const RUN_UNIT_STATES = 2000;
const NONE = -1;

/** A move of the search: tableau and talon moves with the draws they need folded in. */
const enum Kind {
  TableauToFoundation,
  TalonToFoundation,
  TableauToTableau,
  TalonToTableau,
  FoundationToTableau,
}

interface Move {
  readonly kind: Kind;
  /** Column, talon index or suit. */
  readonly from: number;
  /** Column, or the suit for a foundation. */
  readonly to: number;
  readonly count: number;
  readonly card: Card;
  /** A talon move that needs the waste turned back first. */
  readonly recycles: boolean;
}

/** What undoing a move needs on top of the move itself. */
interface Undo {
  readonly move: Move;
  readonly card: Card;
  readonly flipped: boolean;
  readonly talonPointer: number;
}

/**
 * An exact search over a Klondike position whose every card is known. It plays "macro" moves —
 * a waste card is reached by however many draws and recycles it takes — plays cards that can
 * never be needed on the tableau straight to the foundations, and remembers positions it has seen
 * regardless of column order. Exhausting the search proves the position lost.
 */
export function solveKlondike(position: Klondike, budget: SolveBudget = {}): SolveResult {
  const start = performance.now();
  const deadline = start + (budget.ms ?? DEFAULT_MS);
  const maxStates = budget.states ?? DEFAULT_STATES;
  // A proof of loss needs one search to see every position, so the plain order gets the first
  // share of the time. How soon a search finds a win depends wildly on the order it tries moves
  // in, so the rest goes to short searches in shuffled orders, on Luby's schedule of lengths.
  const prover = new Search(position, start + (deadline - start) * PROVER_SHARE, maxStates, 0);
  let verdict = prover.run();
  let nodes = prover.memory.nodes;
  let winner = prover;
  for (let restart = 1; verdict === 'undecided' && performance.now() < deadline; restart++) {
    winner = new Search(position, deadline, Math.min(maxStates, RUN_UNIT_STATES * luby(restart)), restart);
    verdict = winner.run();
    nodes += winner.memory.nodes;
  }
  return { verdict, line: verdict === 'winnable' ? winner.engineLine(position) : null, nodes };
}

class Search {
  readonly memory: SearchMemory;
  private readonly down: Card[][];
  private readonly up: Card[][];
  private readonly foundations: number[];
  /** Waste then stock as one sequence: the waste is talon[0 … pointer). */
  private readonly talon: Card[];
  private pointer: number;
  private recyclesLeft: number;
  private readonly draw: number;
  private readonly retrieval: boolean;
  /** Drawing one card at a time with no pass limit, every stock card is as near as any other. */
  private readonly pointerMatters: boolean;
  private readonly line: Move[] = [];
  private keyLow = 0;
  private keyHigh = 0;

  /** Shuffles moves of equal promise; none for the search in the plain order. */
  private readonly random: (() => number) | null;

  /** `seed` 0 searches in the plain order. */
  constructor(position: Klondike, deadline: number, maxStates: number, seed: number) {
    this.down = position.faceDown.map((cards) => cards.slice());
    this.up = position.faceUp.map((cards) => cards.slice());
    this.foundations = position.foundations.slice();
    this.talon = [...position.waste, ...position.stock.slice().reverse()];
    this.pointer = position.waste.length;
    this.recyclesLeft = recycleLimit(position.options) - position.recycles;
    this.draw = position.options.draw;
    this.retrieval = position.options.retrieval;
    this.pointerMatters = this.draw !== 1 || this.recyclesLeft !== Infinity;
    this.memory = new SearchMemory(deadline, maxStates);
    this.random = seed === 0 ? null : sfc32(seed, 0, 0x9e3779b9, 1);
  }

  run(): Verdict {
    if (this.search()) return 'winnable';
    return this.memory.outOfBudget ? 'undecided' : 'not-winnable';
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
    for (const move of this.line) {
      if (move.kind === Kind.TalonToFoundation || move.kind === Kind.TalonToTableau) {
        while (position.waste[position.waste.length - 1] !== move.card) play(position.stock.length > 0 ? DRAW : RECYCLE);
        play(moveAction(WASTE, move.kind === Kind.TalonToFoundation ? foundationPile(move.to as Suit) : tableauPile(move.to)));
      } else if (move.kind === Kind.TableauToFoundation) {
        play(moveAction(tableauPile(move.from), foundationPile(move.to as Suit)));
      } else if (move.kind === Kind.TableauToTableau) {
        play(moveAction(tableauPile(move.from), tableauPile(move.to), move.count));
      } else {
        play(moveAction(foundationPile(move.from as Suit), tableauPile(move.to)));
      }
    }
    return actions;
  }

  private search(): boolean {
    if (this.isWon()) return true;
    const autoMoves = this.playSafeMoves();
    let found = this.isWon();
    if (!found && this.remember()) {
      for (const move of this.moves()) {
        const undo = this.apply(move);
        this.line.push(move);
        if (this.search()) {
          found = true;
          break;
        }
        this.line.pop();
        this.revert(undo);
        if (this.memory.outOfBudget) break;
      }
    }
    if (!found) for (let i = autoMoves.length - 1; i >= 0; i--) (this.line.pop(), this.revert(autoMoves[i]));
    return found;
  }

  private isWon(): boolean {
    const f = this.foundations;
    return f[0] + f[1] + f[2] + f[3] === DECK_SIZE;
  }

  /** Records the position; false when it was seen before or the budget is spent. */
  private remember(): boolean {
    this.hashPosition();
    return this.memory.remember(this.keyLow, this.keyHigh);
  }

  /**
   * A 64-bit fingerprint of the position into keyLow and keyHigh. Columns are summed, so the
   * same columns in another order are the same position.
   */
  private hashPosition(): void {
    let columnsLow = 0;
    let columnsHigh = 0;
    for (let column = 0; column < COLUMNS; column++) {
      let low = 0x811c9dc5;
      let high = 0x1b873593;
      for (const card of this.down[column]) (low = Math.imul(low ^ (card + 1), 0x01000193)), (high = Math.imul(high ^ (card + 1), 0x5bd1e995));
      low = Math.imul(low ^ 0xff, 0x01000193);
      high = Math.imul(high ^ 0xff, 0x5bd1e995);
      for (const card of this.up[column]) (low = Math.imul(low ^ (card + 1), 0x01000193)), (high = Math.imul(high ^ (card + 1), 0x5bd1e995));
      columnsLow = (columnsLow + (low ^ (low >>> 15))) | 0;
      columnsHigh = (columnsHigh + (high ^ (high >>> 13))) | 0;
    }
    let low = columnsLow ^ Math.imul(this.canonicalPointer(), 0x27d4eb2d);
    let high = columnsHigh ^ Math.imul(this.recyclesLeft === Infinity ? 0 : this.recyclesLeft + 1, 0x165667b1);
    for (const card of this.talon) (low = Math.imul(low ^ (card + 1), 0x01000193)), (high = Math.imul(high ^ (card + 1), 0x5bd1e995));
    const f = this.foundations;
    this.keyLow = Math.imul(low ^ (f[0] | (f[1] << 4) | (f[2] << 8) | (f[3] << 12)), 0x01000193);
    this.keyHigh = high;
  }

  /**
   * The talon pointer as far as it matters. With passes to spare, a pointer on a multiple of the
   * draw (or at the end) reaches exactly the cards a fresh pass reaches, so it is the same as 0;
   * drawing one card at a time with no pass limit, every card is as near as any other.
   */
  private canonicalPointer(): number {
    if (this.recyclesLeft === Infinity && (this.draw === 1 || this.pointer % this.draw === 0 || this.pointer === this.talon.length)) return 0;
    return this.pointer + 1;
  }

  /**
   * Plays every card that no tableau card could ever need to the foundations: aces, twos, and a
   * card whose two lower cards of the other colour are already up.
   */
  private playSafeMoves(): Undo[] {
    const played: Undo[] = [];
    let progress = true;
    while (progress) {
      progress = false;
      for (let column = 0; column < COLUMNS; column++) {
        const run = this.up[column];
        if (run.length > 0 && this.isSafe(run[run.length - 1])) {
          const card = run[run.length - 1];
          const move = { kind: Kind.TableauToFoundation, from: column, to: suitOf(card), count: 1, card, recycles: false };
          played.push(this.apply(move));
          this.line.push(move);
          progress = true;
        }
      }
      if (this.pointer > 0 && this.isSafe(this.talon[this.pointer - 1])) {
        const card = this.talon[this.pointer - 1];
        const move = { kind: Kind.TalonToFoundation, from: this.pointer - 1, to: suitOf(card), count: 1, card, recycles: false };
        played.push(this.apply(move));
        this.line.push(move);
        progress = true;
      }
    }
    return played;
  }

  private isSafe(card: Card): boolean {
    const rank = rankOf(card);
    if (rank !== this.foundations[suitOf(card)] + 1) return false;
    if (rank <= 2) return true;
    const red = isRed(card);
    const f = this.foundations;
    return red ? f[0] >= rank - 1 && f[3] >= rank - 1 : f[1] >= rank - 1 && f[2] >= rank - 1;
  }

  private fitsFoundation(card: Card): boolean {
    return rankOf(card) === this.foundations[suitOf(card)] + 1;
  }

  private fitsColumn(card: Card, column: number): boolean {
    const run = this.up[column];
    if (run.length === 0) return rankOf(card) === KING && this.down[column].length === 0;
    const top = run[run.length - 1];
    return rankOf(top) === rankOf(card) + 1 && isRed(top) !== isRed(card);
  }

  /** The first empty column, the only one worth trying: empty columns are all alike. */
  private emptyColumn(): number {
    for (let column = 0; column < COLUMNS; column++) if (this.up[column].length === 0 && this.down[column].length === 0) return column;
    return NONE;
  }

  /** Talon indices a player can bring to the top of the waste, and whether each needs a recycle. */
  private reachableTalon(): [index: number, recycles: boolean][] {
    const reachable: [number, boolean][] = [];
    const length = this.talon.length;
    const inThisPass = new Set<number>();
    if (this.pointer > 0) (reachable.push([this.pointer - 1, false]), inThisPass.add(this.pointer - 1));
    for (let next = this.pointer; next < length; ) {
      next = Math.min(next + this.draw, length);
      reachable.push([next - 1, false]);
      inThisPass.add(next - 1);
    }
    if (this.recyclesLeft > 0) {
      for (let next = 0; next < length; ) {
        next = Math.min(next + this.draw, length);
        if (!inThisPass.has(next - 1)) reachable.push([next - 1, true]);
      }
    }
    return reachable;
  }

  /** Candidate moves, most promising first. */
  private moves(): Move[] {
    const toFoundation: Move[] = [];
    const uncovering: Move[] = [];
    const fromTalon: Move[] = [];
    const other: Move[] = [];
    const empty = this.emptyColumn();
    const kingWaiting = this.kingWaiting();
    for (let from = 0; from < COLUMNS; from++) {
      const run = this.up[from];
      if (run.length === 0) continue;
      const top = run[run.length - 1];
      if (this.fitsFoundation(top) && this.homeHelps(from)) toFoundation.push({ kind: Kind.TableauToFoundation, from, to: suitOf(top), count: 1, card: top, recycles: false });
      for (let count = run.length; count >= 1; count--) {
        const card = run[run.length - count];
        const whole = count === run.length;
        const hidden = this.down[from].length;
        if (!whole && !this.partialMoveHelps(from, count)) continue;
        if (whole && hidden === 0 && !kingWaiting) continue;
        for (let to = 0; to < COLUMNS; to++) {
          if (to === from || !this.fitsColumn(card, to)) continue;
          if (this.up[to].length === 0 && (to !== empty || (whole && hidden === 0))) continue;
          const move = { kind: Kind.TableauToTableau, from, to, count, card, recycles: false };
          (whole && hidden > 0 ? uncovering : other).push(move);
        }
      }
    }
    for (const [index, recycles] of this.reachableTalon()) {
      const card = this.talon[index];
      // A talon card that stays within reach can wait until the next card of its suit shows.
      if (this.fitsFoundation(card) && (this.pointerMatters || !this.nextIsHidden(card))) {
        toFoundation.push({ kind: Kind.TalonToFoundation, from: index, to: suitOf(card), count: 1, card, recycles });
      }
      // Where taking a card out of the talon brings no other card nearer, it only helps the
      // tableau when something can go on it.
      if (!this.pointerMatters && rankOf(card) > 1 && !this.isAvailable(twinsBelow(card))) continue;
      for (let to = 0; to < COLUMNS; to++) {
        if (this.fitsColumn(card, to) && (this.up[to].length > 0 || to === empty)) fromTalon.push({ kind: Kind.TalonToTableau, from: index, to, count: 1, card, recycles });
      }
    }
    if (this.retrieval) {
      for (let suit = 0; suit < 4; suit++) {
        const height = this.foundations[suit];
        const card = suit * 13 + height - 1;
        if (height < 3 || !this.isAvailable(twinsBelow(card))) continue;
        for (let to = 0; to < COLUMNS; to++) {
          if (this.up[to].length > 0 && this.fitsColumn(card, to)) other.push({ kind: Kind.FoundationToTableau, from: suit, to, count: 1, card, recycles: false });
        }
      }
    }
    uncovering.sort((a, b) => this.down[b.from].length - this.down[a.from].length);
    if (this.random) for (const group of [toFoundation, uncovering, fromTalon, other]) this.shuffle(group);
    return [...toFoundation, ...uncovering, ...fromTalon, ...other];
  }

  /** Shuffles a group of moves of about equal promise (Fisher–Yates). */
  private shuffle(moves: Move[]): void {
    for (let i = moves.length - 1; i > 0; i--) {
      const j = this.random!() % (i + 1);
      [moves[i], moves[j]] = [moves[j], moves[i]];
    }
  }

  /**
   * Emptying a column only helps a king: one in the talon, or one heading a run over face-down
   * cards.
   */
  private kingWaiting(): boolean {
    if (this.talon.some((card) => rankOf(card) === KING)) return true;
    return this.up.some((run, column) => run.length > 0 && rankOf(run[0]) === KING && this.down[column].length > 0);
  }

  /**
   * Sending a column's top card home helps only by what it opens up: a card turned up or a column
   * emptied, a card bared that can then go home or take its twin's place, or the next card of the
   * suit, which can follow once it shows. Otherwise the card can wait where it is: nothing else
   * can go on its foundation meanwhile.
   */
  private homeHelps(column: number): boolean {
    const run = this.up[column];
    if (run.length === 1 || !this.nextIsHidden(run[run.length - 1])) return true;
    return this.partialMoveHelps(column, 1);
  }

  /** Whether the next card of `card`'s suit lies face down. */
  private nextIsHidden(card: Card): boolean {
    return rankOf(card) < KING && this.down.some((cards) => cards.includes(card + 1));
  }

  /** Whether either of two cards is face up on the tableau or in the talon. */
  private isAvailable([first, second]: readonly [Card, Card]): boolean {
    return [first, second].some((card) => this.talon.includes(card) || this.up.some((run) => run.includes(card)));
  }

  /**
   * Leaving part of a run behind only helps when the card it uncovers can then go up, or when
   * the twin of the card moved (same rank and colour) is waiting to take its place.
   */
  private partialMoveHelps(from: number, count: number): boolean {
    const run = this.up[from];
    const uncovered = run[run.length - count - 1];
    if (this.fitsFoundation(uncovered)) return true;
    const moved = run[run.length - count];
    const twin = (3 - suitOf(moved)) * 13 + (moved % 13);
    return this.talon.includes(twin) || this.up.some((cards, column) => column !== from && cards.includes(twin));
  }

  private apply(move: Move): Undo {
    const talonPointer = this.pointer;
    let card: Card;
    let flipped = false;
    if (move.kind === Kind.TalonToFoundation || move.kind === Kind.TalonToTableau) {
      card = this.talon[move.from];
      this.talon.splice(move.from, 1);
      this.pointer = move.from;
      if (move.recycles) this.recyclesLeft--;
    } else if (move.kind === Kind.FoundationToTableau) {
      card = move.from * 13 + this.foundations[move.from] - 1;
      this.foundations[move.from]--;
    } else {
      const run = this.up[move.from];
      card = run[run.length - move.count];
      if (move.kind === Kind.TableauToTableau) this.up[move.to].push(...run.splice(run.length - move.count, move.count));
      else run.pop();
      if (run.length === 0 && this.down[move.from].length > 0) {
        run.push(this.down[move.from].pop()!);
        flipped = true;
      }
    }
    if (move.kind === Kind.TableauToFoundation || move.kind === Kind.TalonToFoundation) this.foundations[move.to]++;
    else if (move.kind !== Kind.TableauToTableau) this.up[move.to].push(card);
    return { move, card, flipped, talonPointer };
  }

  private revert({ move, card, flipped, talonPointer }: Undo): void {
    if (move.kind === Kind.TableauToFoundation || move.kind === Kind.TalonToFoundation) this.foundations[move.to]--;
    else if (move.kind !== Kind.TableauToTableau) this.up[move.to].pop();
    if (move.kind === Kind.TalonToFoundation || move.kind === Kind.TalonToTableau) {
      this.talon.splice(move.from, 0, card);
      this.pointer = talonPointer;
      if (move.recycles) this.recyclesLeft++;
    } else if (move.kind === Kind.FoundationToTableau) {
      this.foundations[move.from]++;
    } else {
      const run = this.up[move.from];
      if (flipped) this.down[move.from].push(run.pop()!);
      if (move.kind === Kind.TableauToTableau) run.push(...this.up[move.to].splice(this.up[move.to].length - move.count, move.count));
      else run.push(card);
    }
  }
}

/** The two cards one rank lower of the other colour: what could go on `card` in the tableau. */
function twinsBelow(card: Card): [Card, Card] {
  const rank = rankOf(card) - 1;
  const suits: [Suit, Suit] = isRed(card) ? [0, 3] : [1, 2];
  return [suits[0] * 13 + rank - 1, suits[1] * 13 + rank - 1];
}
