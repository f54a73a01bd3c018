import { expect } from '@open-wc/testing';
import { Klondike, parseDealCode } from '../../src/engine/index.js';
import { KlondikeRelaxation } from '../../src/solver/klondike-relaxation.js';
import { solveKlondike } from '../../src/solver/klondike-solver.js';
import { KlondikeTable } from '../../src/solver/klondike-table.js';
import { layout } from '../engine/helpers.js';

const ROOM = 1 << 20;

function dealt(code: string): Klondike {
  const deal = parseDealCode(code);
  if (!deal.ok || deal.value.game !== 'klondike') throw new Error(code);
  return Klondike.deal(deal.value.number, { draw: deal.value.draw, scoring: deal.value.scoring, classicPasses: false, retrieval: true });
}

function relaxedVerdict(position: Klondike, states = 200_000): string {
  return new KlondikeRelaxation(new KlondikeTable(position), ROOM).prove(states, Infinity);
}

describe('the relaxed Klondike game', () => {
  // Deals the exhaustive search (without the relaxed game) proved lost, and the positions it took.
  const lost = ['KL1-D3N-EV3LEOW', 'KL1-D3N-F3IBRBC', 'KL1-D1V-TDA5EJG'];
  for (const code of lost) {
    it(`proves ${code} lost, as the exhaustive search did`, () => {
      expect(relaxedVerdict(dealt(code), 500_000)).to.equal('lost');
    });
  }

  const winnable = ['KL1-D1N-AAAAAAB', 'KL1-D3N-AAAAAAD', 'KL1-D1V-2FBKFS6', 'KL1-D3N-AAAAAAE', 'KL1-D1N-AAAAAAE'];
  for (const code of winnable) {
    it(`never calls lost a position on a winning line of ${code}`, () => {
      const position = dealt(code);
      const result = solveKlondike(position.clone(), { ms: 5000 });
      expect(result.verdict).to.equal('winnable');
      const relaxation = new KlondikeRelaxation(new KlondikeTable(position), ROOM);
      const verdicts = new Set<string>();
      for (const action of result.line ?? []) {
        expect(position.play(action).ok).to.equal(true);
        relaxation.load(new KlondikeTable(position));
        verdicts.add(relaxation.prove(20_000, Infinity));
      }
      expect(verdicts.has('lost')).to.equal(false);
      expect(verdicts.has('open')).to.equal(true);
    });
  }

  it('proves lost a card that can never leave its column: 5♥ over 4♥, both black sixes under it', () => {
    expect(relaxedVerdict(layout({ tableau: ['', '', '', '6S 6C 4H|5H', '', '', ''], foundations: ['5S', '3H', 'KD', '5C'] }))).to.equal('lost');
  });

  it('proves lost the two of hearts over its ace when no black three can come back', () => {
    expect(relaxedVerdict(layout({ tableau: ['', 'AH|2H', '', '', '', '', ''], foundations: ['KS', '', 'KD', 'KC'] }, { retrieval: false }))).to.equal('lost');
  });

  it('brings a king back down to an empty column, as the rules allow', () => {
    expect(relaxedVerdict(layout({ tableau: ['', 'AH|2H', '', '', '', '', ''], foundations: ['KS', '', 'KD', 'KC'] }))).to.equal('open');
  });

  it('remembers a lost position: asked again, it answers without a new position', () => {
    const relaxation = new KlondikeRelaxation(new KlondikeTable(dealt('KL1-D3N-EV3LEOW')), ROOM);
    expect(relaxation.prove(500_000, Infinity)).to.equal('lost');
    expect(relaxation.states).to.be.greaterThan(1000);
    relaxation.load(relaxation.first);
    expect([relaxation.prove(10, Infinity), relaxation.states]).to.deep.equal(['lost', 0]);
  });

  it('does not take a table laid out by hand beyond what a deal can lead to', () => {
    expect(KlondikeRelaxation.fits(new KlondikeTable(layout({ tableau: ['AH|2H', '', '', '', '', '', ''], foundations: ['KS', '', 'KD', 'KC'] })))).to.equal(false);
    expect(KlondikeRelaxation.fits(new KlondikeTable(layout({ tableau: ['', '5H 4H', '', '', '', '', ''], foundations: ['3S', '3H', 'KD', 'KC'] })))).to.equal(false);
    expect(KlondikeRelaxation.fits(new KlondikeTable(layout({ tableau: ['', 'AH|2H', '', '', '', '', ''], foundations: ['KS', '', 'KD', 'KC'] })))).to.equal(true);
  });

  it('says unknown when the room runs out, and does not search again from there', () => {
    const relaxation = new KlondikeRelaxation(new KlondikeTable(dealt('KL1-D3N-EV3LEOW')), ROOM);
    expect(relaxation.prove(100, Infinity)).to.equal('unknown');
    expect([relaxation.prove(100, Infinity), relaxation.states]).to.deep.equal(['unknown', 0]);
  });
});
