import { expect } from 'chai';
import { DRAW, type Klondike, RECYCLE, parseDealCode, startGame, unwrap } from '../../../src/engine/index.js';
import { solveKlondike } from '../../../src/solver/klondike/klondike-solver.js';
import type { SolveResult } from '../../../src/solver/shared/solve-result.js';
import { layout } from '../../engine/helpers.js';
import { klondikeDeal } from '../deals.js';
import { solveByRealSearch } from './real-search/real-search.js';

/** Positions searched at most: no test waits on the clock. */
const BUDGET = { ms: Infinity, nodes: 1_000_000 };

describe('the Klondike solver', () => {
  const winnable = ['KL1-D1N-AAAAAAB', 'KL1-D1N-AAAAAAD', 'KL1-D1N-AAAAAAE', 'KL1-D3N-AAAAAAD', 'KL1-D1V-2FBKFS6', 'KL1-D3N-AAAAAAE'];
  for (const code of winnable) {
    it(`finds a winning line for ${code} that the engine replays to a win`, () => {
      const result = solveKlondike(klondikeDeal(code), BUDGET);
      expect(result.verdict).to.equal('winnable');
      const deal = parseDealCode(code);
      if (!deal.ok) return;
      const game = unwrap(startGame(deal.value));
      for (const action of result.line ?? []) expect(game.play(action).ok).to.equal(true);
      expect(game.won).to.equal(true);
    });
  }

  it('cuts dead ends with the outline game: a draw-3 win the real search leaves undecided in five times the positions', () => {
    expect(solveKlondike(klondikeDeal('KL1-D3N-V6IUEEY'), { ms: Infinity, nodes: 10_000 }).verdict).to.equal('winnable');
    expect(solveByRealSearch(klondikeDeal('KL1-D3N-V6IUEEY'), 50_000).verdict).to.equal('undecided');
  });

  it('says undecided when the budget runs out', () => {
    const result = solveKlondike(klondikeDeal('KL1-D1N-AAAAAAA'), { ms: Infinity, nodes: 10 });
    expect([result.verdict, result.line]).to.deep.equal(['undecided', null]);
    expect(result.nodes).to.be.at.most(10);
  });
});

// Each position for both searches: the solver's outline and the tests' real search, its oracle.
const searches: [string, (position: Klondike) => SolveResult][] = [
  ['the Klondike solver', (position) => solveKlondike(position, BUDGET)],
  ['the real search', (position) => solveByRealSearch(position, BUDGET.nodes)],
];

for (const [name, solve] of searches) {
  describe(`${name} on positions laid out by hand`, () => {
    /** Solves the position and replays the line through the engine. */
    function expectWon(position: Klondike): void {
      const result = solve(position.clone());
      expect(result.verdict).to.equal('winnable');
      for (const action of result.line ?? []) expect(position.play(action).ok).to.equal(true);
      expect(position.isWon()).to.equal(true);
    }

    it('finishes a position one card from the win', () => {
      const result = solve(layout({ tableau: ['', '', '', '', '', '', 'KC'], foundations: ['KS', 'KH', 'KD', 'QC'] }));
      expect([result.verdict, result.line?.length]).to.deep.equal(['winnable', 1]);
    });

    it('proves a dead end lost: the two of hearts lies on the ace and nothing can take it', () => {
      const result = solve(layout({ tableau: ['', 'AH|2H', '', '', '', '', ''], foundations: ['KS', '', 'KD', 'KC'] }, { retrieval: false }));
      expect([result.verdict, result.line]).to.deep.equal(['not-winnable', null]);
    });

    it('brings a king back down to an empty column: the spades come down to 3♠ on hearts from the stock, and 2♥ goes on it', () => {
      expectWon(layout({ tableau: ['', 'AH|2H', '', '', '', '', ''], foundations: ['KS', '', 'KD', 'KC'] }));
    });

    it('tells a won one-pass position from a lost one by the order of the stock', () => {
      // Without retrieval: with it, the black kings come down to empty columns and the spades build
      // down to a black five for 4♥.
      const rules = { scoring: 'vegas', retrieval: false } as const;
      expect(solve(layout({ tableau: ['', '5H|4H', '', '', '', '', ''], stock: 'AH 2H 3H', foundations: ['KS', '', 'KD', 'KC'] }, rules)).verdict).to.equal(
        'winnable',
      );
      expect(solve(layout({ tableau: ['', '3H|4H', '', '', '', '', ''], stock: 'AH 2H 5H', foundations: ['KS', '', 'KD', 'KC'] }, rules)).verdict).to.equal(
        'not-winnable',
      );
    });

    it('puts a talon card down to take the card that bares a face-down one (then covers it at once)', () => {
      // 7♠ lies on 6♠ and only a red 8, all of them in the stock, can take it.
      expectWon(layout({ tableau: ['9C', '6S|7S', '', '', '', '', ''], foundations: ['5S', '7H', '7D', '8C'] }));
    });

    it('brings a foundation card back down only where retrieval is allowed', () => {
      // 4♠ on 3♠ can go nowhere but onto the 5♥ of the foundation.
      const spec = { tableau: ['6C', '3S|4S', '', '', '', '', ''], foundations: ['2S', '5H', 'KD', '5C'] as [string, string, string, string] };
      expectWon(layout(spec, { retrieval: true }));
      expect(solve(layout(spec, { retrieval: false })).verdict).to.equal('not-winnable');
    });

    it('finds the win that needs a foundation card back while a card it goes on could be sent home safely', () => {
      // Classic draw 3 in its last pass. A search that put a retrieval off until just before the
      // card that covers it saw, meanwhile, the card it goes on sent home as safe, and lost the win.
      const position = layout(
        {
          tableau: ['KS', 'JH TC', '3H 5C|8H 7S 6H', 'KH KD TS|4C 3D 2S', 'QD 8D 6D|3S 2H', '9D 4H 2C|8S 7H', '7C JD AS TH|4S'],
          stock: '6C KC QC JC TD 9S 7D 6S QH 3C 9H 5H 5S QS JS AD 2D 4D 8C AC 5D AH 9C',
        },
        { draw: 3, passes: 'classic', retrieval: true },
      );
      for (let pass = 0; pass < 2; pass++) {
        while (position.stock.length > 0) position.play(DRAW);
        position.play(RECYCLE);
      }
      expectWon(position);
    });

    it('empties a column for a king over a face-down card', () => {
      expectWon(layout({ tableau: ['5C', '2H|KS', '6H', 'KH', 'KD', 'KC', '9S'], foundations: ['8S', 'AH', 'JD', '4C'] }));
    });

    it('moves part of a run to send the card it bares home', () => {
      // Q♣ goes onto K♦ so that K♥ goes home and Q♠ turns up.
      expectWon(layout({ tableau: ['KD', 'QS|KH QC', 'JC|KS', '', '', '', ''], foundations: ['JS', 'QH', 'QD', 'TC'] }));
    });

    it('proves lost at once a card that can never leave its column: 5♥ over 4♥, both black sixes under it', () => {
      const result = solve(layout({ tableau: ['', '', '', '6S 6C 4H|5H', '', '', ''], foundations: ['5S', '3H', 'KD', '5C'] }));
      expect([result.verdict, result.nodes]).to.deep.equal(['not-winnable', 1]);
    });

    it('proves lost at once a one-pass waste whose 5♥ lies over 4♥ and both black sixes', () => {
      const spec = {
        tableau: ['KS QH JS TH 9S 8H 7S', 'KH QC JH TC 9H 8C 7H', '', '', '', '', ''],
        waste: '6S 6C 4H 5H',
        foundations: ['5S', '3H', 'KD', '5C'] as [string, string, string, string],
      };
      const result = solve(layout(spec, { scoring: 'vegas' }));
      expect([result.verdict, result.nodes]).to.deep.equal(['not-winnable', 1]);
      // With passes left, the waste turns over and nothing is stuck.
      expect(solve(layout(spec)).verdict).to.equal('winnable');
    });
  });
}
