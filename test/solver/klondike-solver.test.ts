import { expect } from 'chai';
import { DRAW, Klondike, RECYCLE, parseDealCode, startGame } from '../../src/engine/index.js';
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
    const result = solveKlondike(layout({ tableau: ['AH|2H', '', '', '', '', '', ''], stock: '', foundations: ['KS', '', 'KD', 'KC'] }, { retrieval: false }));
    expect(result.verdict).to.equal('not-winnable');
    expect(result.line).to.equal(null);
  });

  it('brings a king back down to an empty column: the spades come down to 3♠ on hearts from the stock, and 2♥ goes on it', () => {
    expectWon(layout({ tableau: ['AH|2H', '', '', '', '', '', ''], stock: '', foundations: ['KS', '', 'KD', 'KC'] }));
  });

  it('tells a won one-pass position from a lost one by the order of the stock', () => {
    // Without retrieval: with it, the black kings come down to empty columns and the spades build
    // down to a black five for 4♥.
    const rules = { scoring: 'vegas', retrieval: false } as const;
    const result = solveKlondike(layout({ tableau: ['5H|4H', '', '', '', '', '', ''], stock: 'AH 2H 3H', foundations: ['KS', '', 'KD', 'KC'] }, rules));
    expect(result.verdict).to.equal('winnable');
    const stuck = solveKlondike(layout({ tableau: ['3H|4H', '', '', '', '', '', ''], stock: 'AH 2H 5H', foundations: ['KS', '', 'KD', 'KC'] }, rules));
    expect(stuck.verdict).to.equal('not-winnable');
  });

  /** Solves the position and replays the line through the engine. */
  function expectWon(position: Klondike): void {
    const result = solveKlondike(position.clone(), { ms: 5000 });
    expect(result.verdict).to.equal('winnable');
    for (const action of result.line ?? []) expect(position.play(action).ok).to.equal(true);
    expect(position.isWon()).to.equal(true);
  }

  it('puts a talon card down to take the card that bares a face-down one (then covers it at once)', () => {
    // 7♠ lies on 6♠ and only a red 8, all of them in the stock, can take it.
    expectWon(layout({ tableau: ['6S|7S', '9C', '', '', '', '', ''], foundations: ['5S', '7H', '7D', '8C'] }));
  });

  it('brings a foundation card back down only where retrieval is allowed', () => {
    // 4♠ on 3♠ can go nowhere but onto the 5♥ of the foundation.
    const spec = { tableau: ['3S|4S', '6C', '', '', '', '', ''], foundations: ['2S', '5H', 'KD', '5C'] as [string, string, string, string] };
    expectWon(layout(spec, { retrieval: true }));
    expect(solveKlondike(layout(spec, { retrieval: false })).verdict).to.equal('not-winnable');
  });

  it('finds the win that needs a foundation card back while a card it goes on could be sent home safely', () => {
    // Classic draw 3 in its last pass. A search that put a retrieval off until just before the
    // card that covers it saw, meanwhile, the card it goes on sent home as safe, and lost the win.
    const position = layout(
      {
        tableau: ['KS', 'JH TC', '3H 5C|8H 7S 6H', 'KH KD TS|4C 3D 2S', 'QD 8D 6D|3S 2H', '9D 4H 2C|8S 7H', '7C JD AS TH|4S'],
        stock: '6C KC QC JC TD 9S 7D 6S QH 3C 9H 5H 5S QS JS AD 2D 4D 8C AC 5D AH 9C',
      },
      { draw: 3, classicPasses: true, retrieval: true },
    );
    for (let pass = 0; pass < 2; pass++) {
      while (position.stock.length > 0) position.play(DRAW);
      position.play(RECYCLE);
    }
    expectWon(position);
  });

  it('empties a column for a king over a face-down card', () => {
    expectWon(layout({ tableau: ['2H|KS', '5C', '6H', 'KH', 'KD', 'KC', '9S'], foundations: ['', 'AH', '', ''] }));
  });

  it('moves part of a run to send the card it bares home', () => {
    // Q♣ goes onto K♦ so that K♥ goes home and Q♠ turns up.
    expectWon(layout({ tableau: ['QS|KH QC', 'KD', 'JC|KS', '', '', '', ''], foundations: ['JS', 'QH', 'QD', 'TC'] }));
  });

  it('proves lost at once a card that can never leave its column: 5♥ over 4♥, both black sixes under it', () => {
    const result = solveKlondike(layout({ tableau: ['6S 6C 4H|5H', '', '', '', '', '', ''] }), { ms: 200 });
    expect([result.verdict, result.nodes]).to.deep.equal(['not-winnable', 1]);
  });

  it('proves lost at once a one-pass waste whose 5♥ lies over 4♥ and both black sixes', () => {
    const result = solveKlondike(layout({ tableau: ['', '', '', '', '', '', ''], waste: '6S 6C 4H 5H' }, { scoring: 'vegas' }), { ms: 200 });
    expect([result.verdict, result.nodes]).to.deep.equal(['not-winnable', 1]);
    // With passes left, the waste turns over and nothing is stuck.
    expect(solveKlondike(layout({ tableau: ['', '', '', '', '', '', ''], waste: '6S 6C 4H 5H' }), { ms: 5000 }).verdict).to.equal('winnable');
  });

  it('cuts dead ends with the outline game: a hard draw-3 win takes far fewer positions', () => {
    // Without the outline, KL1-D3N-V6IUEEY was still undecided after 5.8 million positions.
    const result = solveKlondike(dealt('KL1-D3N-V6IUEEY'), { ms: 30_000 });
    expect(result.verdict).to.equal('winnable');
    expect(result.nodes).to.be.below(500_000);
  });

  it('says undecided when the budget runs out', () => {
    const result = solveKlondike(dealt('KL1-D1N-AAAAAAA'), { states: 10, ms: 50 });
    expect(result.verdict).to.equal('undecided');
  });
});
