import { expect } from '@open-wc/testing';
import { Klondike, parseDealCode, startGame } from '../../src/engine/index.js';
import { solveKlondike } from '../../src/solver/klondike-solver.js';
import { layout } from '../engine/helpers.js';

function dealt(code: string): Klondike {
  const deal = parseDealCode(code);
  if (!deal.ok || deal.value.game !== 'klondike') throw new Error(code);
  return Klondike.deal(deal.value.number, { draw: deal.value.draw, scoring: deal.value.scoring, classicPasses: false, retrieval: true });
}

describe('the Klondike solver', () => {
  const winnable = ['KL1-D1N-AAAAAAB', 'KL1-D1N-AAAAAAD', 'KL1-D1N-AAAAAAE', 'KL1-D3N-AAAAAAD', 'KL1-D1V-2FBKFS6', 'KL1-D3N-AAAAAAE'];
  for (const code of winnable) {
    it(`finds a winning line for ${code} that the engine replays to a win`, () => {
      const result = solveKlondike(dealt(code), { ms: 5000 });
      expect(result.verdict).to.equal('winnable');
      const deal = parseDealCode(code);
      if (!deal.ok) return;
      const game = startGame(deal.value);
      for (const action of result.line ?? []) expect(game.play(action).ok).to.equal(true);
      expect(game.won).to.equal(true);
    });
  }

  it('finishes a position one card from the win', () => {
    const result = solveKlondike(layout({ tableau: ['', '', '', '', '', '', 'KC'], foundations: ['KS', 'KH', 'KD', 'QC'] }));
    expect([result.verdict, result.line?.length]).to.deep.equal(['winnable', 1]);
  });

  it('proves a dead end lost: the two of hearts lies on the ace and nothing can take it', () => {
    const result = solveKlondike(layout({ tableau: ['AH|2H', '', '', '', '', '', ''], stock: '', foundations: ['KS', '', 'KD', 'KC'] }));
    expect(result.verdict).to.equal('not-winnable');
    expect(result.line).to.equal(null);
  });

  it('tells a won one-pass position from a lost one by the order of the stock', () => {
    const result = solveKlondike(layout({ tableau: ['5H|4H', '', '', '', '', '', ''], stock: 'AH 2H 3H', foundations: ['KS', '', 'KD', 'KC'] }, { scoring: 'vegas' }));
    expect(result.verdict).to.equal('winnable');
    const stuck = solveKlondike(layout({ tableau: ['3H|4H', '', '', '', '', '', ''], stock: 'AH 2H 5H', foundations: ['KS', '', 'KD', 'KC'] }, { scoring: 'vegas' }));
    expect(stuck.verdict).to.equal('not-winnable');
  });

  it('says undecided when the budget runs out', () => {
    const result = solveKlondike(dealt('KL1-D1N-AAAAAAA'), { states: 10, ms: 50 });
    expect(result.verdict).to.equal('undecided');
  });
});
