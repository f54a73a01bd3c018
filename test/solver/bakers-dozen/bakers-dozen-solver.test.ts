import { expect } from 'chai';
import { type Action, BakersDozen, KING, moveAction, parseDealCode, rankOf, startGame, suitOf, tableauPile, unwrap } from '../../../src/engine/index.js';
import { solveBakersDozen } from '../../../src/solver/bakers-dozen/bakers-dozen-solver.js';
import { cards } from '../../engine/helpers.js';
import { bakersDozenDeal } from '../deals.js';
import { Random } from '../seeded-random.js';

/** Positions searched at most: no test waits on the clock. */
const BUDGET = { ms: Infinity, nodes: 1_000_000 };

/** A position laid out by hand: columns bottom first, and the top card of each foundation ♠ ♥ ♦ ♣. */
function layout(columns: string[], foundations: [string, string, string, string]): BakersDozen {
  const position = unwrap(BakersDozen.deal(0)).clone();
  for (let column = 0; column < 13; column++) position.tableau[column] = cards(columns[column] ?? '');
  foundations.forEach((top, suit) => (position.foundations[suit] = top === '' ? 0 : rankOf(cards(top)[0])));
  return position;
}

function playsToWin(position: BakersDozen, line: readonly Action[] | null): boolean {
  const copy = position.clone();
  return (line ?? []).every((action) => copy.play(action).ok) && copy.isWon();
}

/**
 * A search that shares nothing with the solver: every legal action of the engine, positions told
 * apart by their columns in place. `undefined` when it gives up.
 */
function bruteForce(position: BakersDozen, limit: number): boolean | undefined {
  const seen = new Set<string>();
  const visit = (): boolean | undefined => {
    if (position.isWon()) return true;
    const key = position.tableau.map((column) => column.join(',')).join('|');
    if (seen.has(key)) return false;
    if (seen.size >= limit) return undefined;
    seen.add(key);
    for (const action of position.legalActions()) {
      const step = position.play(action);
      if (!step.ok) throw new Error(step.error.message);
      const result = visit();
      position.undo(step.value);
      if (result !== false) return result;
    }
    return false;
  };
  return visit();
}

/**
 * A small random position: each suit's lowest cards already home, the rest shuffled into columns
 * of five, kings to the bottom as in a deal. Fewer columns than a deal, so that some are lost.
 */
function endgame(random: Random): BakersDozen {
  const position = unwrap(BakersDozen.deal(0));
  const heights = [0, 1, 2, 3].map(() => 7 + random.below(4));
  heights.forEach((height, suit) => (position.foundations[suit] = height));
  const deck = random.shuffle(Array.from({ length: 52 }, (_, card) => card).filter((card) => rankOf(card) > heights[suitOf(card)]));
  for (let column = 0; column < 13; column++) {
    const dealt = deck.slice(column * 5, column * 5 + 5);
    position.tableau[column] = [...dealt.filter((card) => rankOf(card) === KING), ...dealt.filter((card) => rankOf(card) !== KING)];
  }
  return position;
}

describe("the Baker's Dozen solver", () => {
  it('wins a position where a queen must step aside onto a king first', () => {
    const position = layout(['KD JC QC', 'KC', 'QD'], ['KS', 'KH', 'JD', 'TC']);
    const result = solveBakersDozen(position, BUDGET);
    expect(result.verdict).to.equal('winnable');
    expect(playsToWin(position, result.line)).to.equal(true);
  });

  it('proves a queen on the jack of its suit lost when no king can take it', () => {
    const result = solveBakersDozen(layout(['KC JC QC'], ['KS', 'KH', 'KD', 'TC']), BUDGET);
    expect(result).to.deep.equal({ verdict: 'not-winnable', line: null, nodes: 1 });
  });

  it('proves lost two kings that each cover the queen the other waits for', () => {
    const result = solveBakersDozen(layout(['QH KS', 'QS KH', 'KD QD'], ['JS', 'JH', 'JD', 'KC']), BUDGET);
    expect([result.verdict, result.line]).to.deep.equal(['not-winnable', null]);
  });

  it('proves lost at once two queens that each cover the jack the other waits for, though moves are left', () => {
    // No king can ever be uncovered: the queen of diamonds waits for the jack on it to go home,
    // which waits for the ten of diamonds under the queen of spades. The jack of diamonds can
    // still wander between the queens (the stuck-card test this proof replaced searched there).
    const position = layout(['KH JH TD QS', 'KS JS QH', 'KD QD JD'], ['TS', 'TH', '9D', 'KC']);
    expect(bruteForce(position.clone(), 1000)).to.equal(false);
    expect(solveBakersDozen(position, BUDGET)).to.deep.equal({ verdict: 'not-winnable', line: null, nodes: 1 });
  });

  it('proves lost at once three moves into a deal that bury every five under a four that needs a five', () => {
    // BD1-AAAAAAG, then 4♣ onto 5♦, 5♣ onto 6♠, 4♥ onto 5♣. Each four left on top of a five must
    // move onto a five before its suit can get to it (4♥ lies on 3♥, 4♣ on A♣, 4♦ waits for 3♦
    // under 4♣), and 4♠ lies on A♠: no five can ever come uncovered. The stuck-card test this
    // proof replaced left it undecided.
    const position = bakersDozenDeal('BD1-AAAAAAG');
    for (const [from, to] of [
      [3, 5],
      [10, 0],
      [7, 0],
    ])
      expect(position.play(moveAction(tableauPile(from), tableauPile(to), 1)).ok).to.equal(true);
    expect(solveBakersDozen(position, BUDGET)).to.deep.equal({ verdict: 'not-winnable', line: null, nodes: 1 });
  });

  it('agrees with a brute-force search of the engine on small random positions, won and lost', () => {
    const random = new Random(12345);
    const verdicts = { winnable: 0, 'not-winnable': 0 };
    for (let n = 0; n < 100; n++) {
      const position = endgame(random);
      const expected = bruteForce(position.clone(), 50_000);
      if (expected === undefined) continue;
      const result = solveBakersDozen(position, BUDGET);
      expect(result.verdict, `position ${n}`).to.equal(expected ? 'winnable' : 'not-winnable');
      if (expected) expect(playsToWin(position, result.line), `position ${n}`).to.equal(true);
      verdicts[result.verdict as keyof typeof verdicts]++;
    }
    expect(verdicts.winnable).to.be.above(5);
    expect(verdicts['not-winnable']).to.be.above(5);
  });

  // A few of the benchmark's deals: the benchmark solves and replays all of them.
  const quick = ['BD1-CL53RC2', 'BD1-CSB7LYL', 'BD1-75VLINY', 'BD1-CMOMKK7'];
  it(`finds winning lines for ${quick.join(', ')} that a game replays to a win`, () => {
    for (const code of quick) {
      const result = solveBakersDozen(bakersDozenDeal(code), BUDGET);
      expect(result.verdict, code).to.equal('winnable');
      const deal = parseDealCode(code);
      if (!deal.ok) throw new Error(code);
      const game = unwrap(startGame(deal.value));
      for (const action of result.line ?? []) expect(game.play(action).ok, code).to.equal(true);
      expect(game.won, code).to.equal(true);
    }
  });

  it('says undecided when the budget runs out', () => {
    const result = solveBakersDozen(bakersDozenDeal('BD1-7UK4C64'), { ms: Infinity, nodes: 1000 });
    expect([result.verdict, result.line]).to.deep.equal(['undecided', null]);
    expect(result.nodes).to.equal(1000);
  });
});
