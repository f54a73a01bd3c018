import { expect } from 'chai';
import { BakersDozen, Klondike, parseActions, unwrap } from '../../../src/engine/index.js';
import { solveBakersDozen } from '../../../src/solver/bakers-dozen/bakers-dozen-solver.js';
import { solveKlondike } from '../../../src/solver/klondike/klondike-solver.js';
import { bakersDozenData, solveBakersDozenData } from '../../../src/solver/worker/bakers-dozen-data.js';
import { klondikeData, klondikeFromData, solveKlondikeData } from '../../../src/solver/worker/klondike-data.js';
import { bakersDozenDeal } from '../deals.js';

/** Positions searched at most: no test waits on the clock. */
const BUDGET = { ms: Infinity, nodes: 200_000 };

describe('positions as plain data for a solver worker', () => {
  it('carries the passes used: a classic draw-3 game in its last pass stays lost', () => {
    // Two passes used of the two there are: with a fresh count, the same table would be won.
    const position = unwrap(Klondike.deal(13075720446, { draw: 3, scoring: 'standard', passes: 'classic', retrieval: true }));
    const actions = parseActions(
      't1>t3 t6>t5 D t2>t1 t6>t3 w>t7 D t6>t4 t7>t5:2 D D D D D D R D D D w>f1 f1>t3 D D w>f2 t3>f1 t3>f2 f2>t3 t3>f2 D f2>t3 D f1>t3 t3>f1 t3>f2 D f2>t3 w>t5 f1>t3 t7>t5 R t3>f1',
    );
    for (const action of actions ?? []) expect(position.play(action).ok).to.equal(true);
    expect(position.recycles).to.equal(2);
    const data = klondikeData(position);
    expect(klondikeFromData(data)!.recycles).to.equal(2);
    expect(solveKlondikeData(data, { ms: Infinity }).verdict).to.equal('not-winnable');
    expect(solveKlondike(position.clone(), BUDGET).verdict).to.equal('not-winnable');
    const fresh = position.clone();
    fresh.recycles = 0;
    expect(solveKlondike(fresh, BUDGET).verdict).to.equal('winnable');
  });

  it('carries a fixed number of passes and locked foundations through a worker message', () => {
    const line = parseActions(
      't1>t3 t6>t5 D t2>t1 t6>t3 w>t7 D t6>t4 t7>t5:2 D D D D D D R D D D w>f1 f1>t3 D D w>f2 t3>f1 t3>f2 f2>t3 t3>f2 D f2>t3 D f1>t3 t3>f1 t3>f2 D f2>t3 w>t5 f1>t3 t7>t5 R t3>f1',
    )!;
    const verdicts = [3, 4].map((passes) => {
      const position = unwrap(Klondike.deal(13075720446, { draw: 3, scoring: 'standard', passes, retrieval: true }));
      for (const action of line) position.play(action);
      const data = structuredClone(klondikeData(position));
      expect(klondikeFromData(data)!.options).to.deep.include({ passes, retrieval: true });
      return solveKlondikeData(data, { ms: Infinity }).verdict;
    });
    expect(verdicts, 'three passes are the classic draw-3 limit; a fourth wins').to.deep.equal(['not-winnable', 'winnable']);
    const locked = structuredClone(klondikeData(unwrap(Klondike.deal(1, { draw: 1, scoring: 'standard', passes: 'unlimited', retrieval: false }))));
    expect(klondikeFromData(locked)!.options.retrieval).to.equal(false);
  });

  it('answers undecided for data that is no legal position', () => {
    const position = unwrap(Klondike.deal(1, { draw: 1, scoring: 'vegas', passes: 'unlimited', retrieval: true }));
    const { table, options } = klondikeData(position);
    for (const data of [
      { table, options, recycles: 1 },
      { table, options, recycles: -1 },
      { table: { ...table, stock: [] }, options, recycles: 0 },
    ]) {
      expect(solveKlondikeData(data, { ms: 1000 })).to.deep.equal({ verdict: 'undecided', line: null, nodes: 0 });
    }
    expect(solveBakersDozenData({ table: { ...bakersDozenData(unwrap(BakersDozen.deal(1))).table, waste: [0] } }, { ms: 1000 }).verdict).to.equal('undecided');
  });

  it("rebuilds a Baker's Dozen position the solver answers as it answers the position itself", () => {
    const position = bakersDozenDeal('BD1-CL53RC2');
    expect(position.play(solveBakersDozen(position.clone(), BUDGET).line![0]).ok).to.equal(true);
    const expected = solveBakersDozen(position.clone(), { ms: Infinity });
    expect(expected.verdict).to.equal('winnable');
    expect(solveBakersDozenData(bakersDozenData(position), { ms: Infinity })).to.deep.equal(expected);
  });
});
