import { expect } from 'chai';
import { type Action, type Card, Klondike, type KlondikeOptions, type Step, foundationCards, unwrap } from '../../../src/engine/index.js';
import { solveKlondike } from '../../../src/solver/klondike/klondike-solver.js';
import type { SolveResult, Verdict } from '../../../src/solver/shared/solve-result.js';
import { Random } from '../seeded-random.js';
import { RULE_SETS, playRandomly } from './random-positions.js';
import { solveByRealSearch } from './real-search/real-search.js';

/** Positions each search may go through: enough for most positions below, none of them timed. */
const POSITIONS = 20_000;

const outline = (position: Klondike): SolveResult => solveKlondike(position.clone(), { ms: Infinity, nodes: POSITIONS });
const realSearch = (position: Klondike): SolveResult => solveByRealSearch(position.clone(), POSITIONS);

/** Whether the line plays out through the engine to a win. */
function wins(position: Klondike, result: SolveResult): boolean {
  const copy = position.clone();
  return (result.line ?? []).every((action) => copy.play(action).ok) && copy.isWon();
}

/**
 * A search that shares nothing with the solvers: every legal action of the engine, depth first,
 * positions told apart by their table and the passes used, where they are counted. `undefined` when it gives up. It plays on
 * the position and leaves it anywhere.
 */
function bruteForce(position: Klondike, limit: number): boolean | undefined {
  const seen = new Set<string>();
  const passesCounted = position.recycleLimit < Infinity;
  const frames: { readonly actions: Action[]; next: number; readonly step: Step | null }[] = [];
  const enter = (step: Step | null): boolean => {
    const { stock, waste, foundations, faceDown, faceUp } = position;
    // Each pile as a string of one character per card (a foundation's, its height): cheaper to join than numbers.
    const key = [
      passesCounted ? position.recycles : 0,
      ...[stock, waste, foundations, ...faceDown, ...faceUp].map((pile) => String.fromCharCode(...pile)),
    ].join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    frames.push({ actions: position.legalActions(), next: 0, step });
    return true;
  };
  if (position.isWon()) return true;
  enter(null);
  while (frames.length > 0) {
    if (seen.size > limit) return undefined;
    const frame = frames[frames.length - 1];
    if (frame.next === frame.actions.length) {
      frames.pop();
      if (frame.step) position.undo(frame.step);
      continue;
    }
    const played = position.play(frame.actions[frame.next++]);
    if (!played.ok) throw new Error(played.error.message);
    if (position.isWon()) return true;
    if (!enter(played.value)) position.undo(played.value);
  }
  return false;
}

/**
 * A small random endgame the outline fits: a few cards left of each suit, the last four columns
 * holding most of them, face down (no more than a deal leaves there) under one face up, the rest
 * in the talon. Deep columns bury cards others wait for, so that some endgames are lost.
 */
function endgame(random: Random, options: KlondikeOptions): Klondike {
  const left = [0, 0, 0, 0];
  const count = 15 + random.below(6);
  for (let i = 0; i < count; i++) left[random.below(4)]++;
  for (let suit = 0; suit < 4; suit++) left[suit] = Math.min(left[suit], 13);
  const cards: Card[] = random.shuffle(left.flatMap((count, suit) => Array.from({ length: count }, (_, i) => suit * 13 + 12 - i)));
  const columns: Card[][] = [[], [], [], [], [], [], []];
  const talon: Card[] = [];
  for (const card of cards) (random.below(6) === 0 ? talon : columns[3 + random.below(4)]).push(card);
  const tableau = columns.map((column, index) => {
    const faceDown = column.slice(0, -1);
    talon.push(...faceDown.splice(index));
    return { faceDown, faceUp: column.slice(-1) };
  });
  const waste = random.below(talon.length + 1);
  const table = { stock: talon.slice(waste), waste: talon.slice(0, waste), foundations: foundationCards(left.map((count) => 13 - count)), tableau };
  return unwrap(Klondike.fromTable(table, options));
}

describe('the outline search against the real search and the engine', function () {
  // Each test searches hundreds of positions three ways: more than mocha's default allows.
  this.timeout(20_000);

  it('agrees with both on small random endgames, under every rule set, and its wins play out', () => {
    const random = new Random(23);
    const verdicts: Record<Verdict, number> = { winnable: 0, 'not-winnable': 0, undecided: 0 };
    for (let n = 0; n < 120; n++) {
      const position = endgame(random, RULE_SETS[n % RULE_SETS.length]);
      const expected = bruteForce(position.clone(), 2000);
      if (expected === undefined) continue;
      const verdict = expected ? 'winnable' : 'not-winnable';
      const [fromOutline, fromRealSearch] = [outline(position), realSearch(position)];
      expect([fromOutline.verdict, fromRealSearch.verdict], `endgame ${n}`).to.deep.equal([verdict, verdict]);
      if (expected) expect([wins(position, fromOutline), wins(position, fromRealSearch)], `endgame ${n}`).to.deep.equal([true, true]);
      verdicts[verdict]++;
    }
    expect(verdicts.winnable).to.be.above(40);
    expect(verdicts['not-winnable']).to.be.above(5);
  });

  it('agrees with the real search on positions random play leads to from seeded deals, under every rule set', () => {
    const random = new Random(29);
    const verdicts: Record<Verdict, number> = { winnable: 0, 'not-winnable': 0, undecided: 0 };
    for (let n = 0; n < 96; n++) {
      const position = unwrap(Klondike.deal(random.dealNumber(), RULE_SETS[n % RULE_SETS.length]));
      playRandomly(position, 40 + random.below(120), random);
      const fromRealSearch = realSearch(position);
      if (fromRealSearch.verdict === 'undecided') continue;
      const fromOutline = outline(position);
      expect(fromOutline.verdict, `position ${n}: ${JSON.stringify(position.table())}`).to.equal(fromRealSearch.verdict);
      if (fromOutline.verdict === 'winnable')
        expect([wins(position, fromOutline), wins(position, fromRealSearch)], `position ${n}`).to.deep.equal([true, true]);
      verdicts[fromOutline.verdict]++;
    }
    expect(verdicts.winnable).to.be.above(10);
    expect(verdicts['not-winnable']).to.be.above(10);
  });
});
