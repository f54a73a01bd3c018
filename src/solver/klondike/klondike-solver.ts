import type { Action } from '../../engine/action.js';
import type { Klondike } from '../../engine/klondike.js';
import { sfc32 } from '../../engine/deal/sfc32.js';
import { luby } from '../shared/luby.js';
import { type SolveBudget, type SolveResult, UNDECIDED, type Verdict } from '../shared/solve-result.js';
import { KlondikeTable } from './klondike-table.js';
import { KlondikeOutline, type OutlineVerdict } from './outline/klondike-outline.js';
import { playOutlineLine } from './outline/outline-line.js';

const DEFAULT_MS = 10_000;
/**
 * The most outline positions one search may go through, and the most slots its table may take:
 * room for the hardest losses, with what the searches before found still beside them.
 */
const MAX_OUTLINE_STATES = 4_000_000;
const OUTLINE_CAPACITY = 1 << 23;
/** The plain-order outline search's first room, doubled on each turn after. */
const PLAIN_FIRST_STATES = 4096;
/** The plain-order search gets this many times the shuffled searches' positions. */
const PLAIN_SHARE = 4;
/** The unit of the shuffled searches' schedule, in positions. */
const SHUFFLE_UNIT_STATES = 1000;

const OUTLINE_VERDICTS: Record<OutlineVerdict, Verdict> = { won: 'winnable', lost: 'not-winnable', unknown: 'undecided' };

/**
 * An exact solver for a Klondike position whose every card is known. It searches the outline
 * game (see `KlondikeOutline`), won or lost exactly when the position is, in far fewer
 * positions, and plays its winning line out through the engine. Every table play leads to fits
 * the outline (see `KlondikeOutline.fits`); one laid out by hand that does not is left
 * undecided.
 */
export function solveKlondike(position: Klondike, budget: SolveBudget = {}): SolveResult {
  const deadline = performance.now() + (budget.ms ?? DEFAULT_MS);
  const first = new KlondikeTable(position);
  if (!KlondikeOutline.fits(first)) return UNDECIDED;
  return solveOutline(position, first, deadline, Math.min(budget.states ?? MAX_OUTLINE_STATES, MAX_OUTLINE_STATES), budget.nodes ?? Infinity);
}

/**
 * Two kinds of search of the outline from the start take turns: one in the plain order with
 * twice the room each turn, which proves losses, and short ones in shuffled orders on Luby's
 * schedule of lengths, since how soon a search finds a win depends wildly on the order it tries
 * moves in. Any search that ends within its room has seen every position: a win, or a proof of
 * loss. What each one finished stays in the outline's table for the next ones.
 */
function solveOutline(position: Klondike, first: KlondikeTable, deadline: number, maxStates: number, maxNodes: number): SolveResult {
  const outline = new KlondikeOutline(first, OUTLINE_CAPACITY);
  const found = { verdict: 'unknown' as OutlineVerdict, line: null as Action[] | null };
  let plainStates = 0;
  let shuffledStates = 0;
  let shuffles = 0;
  let plainRoom = PLAIN_FIRST_STATES;
  /** Searches the outline within `room`, in a shuffled order when `shuffle` is given; returns the positions it went through. */
  const search = (room: number, shuffle: (() => number) | null): number => {
    outline.load(first);
    found.verdict = outline.prove(room, deadline, shuffle);
    if (found.verdict === 'won') found.line = playOutlineLine(position.clone(), outline.winningLine());
    return outline.states;
  };
  while (found.verdict === 'unknown' && performance.now() < deadline && plainStates + shuffledStates < maxNodes) {
    const left = maxNodes - plainStates - shuffledStates;
    if (plainRoom <= 2 * maxStates && plainStates <= PLAIN_SHARE * shuffledStates) {
      plainStates += search(Math.min(plainRoom, maxStates, left), null);
      plainRoom *= 2;
    } else {
      shuffles++;
      shuffledStates += search(Math.min(maxStates, SHUFFLE_UNIT_STATES * luby(shuffles), left), sfc32(shuffles, 0, 0x9e3779b9, 1));
    }
  }
  outline.release();
  return { verdict: OUTLINE_VERDICTS[found.verdict], line: found.line, nodes: plainStates + shuffledStates };
}
