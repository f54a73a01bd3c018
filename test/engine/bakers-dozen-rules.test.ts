import { expect } from 'chai';
import { BakersDozen, parseAction, unwrap } from '../../src/engine/index.js';
import { bakersDozenLayout } from './helpers.js';

/** BD1-AAAAAAG as docs/deal-code.md deals it: columns end 6S QC 3C 4C 8S 5D AH 4H 9C 8H 5C 4D 3S. */
function dealt(): BakersDozen {
  return unwrap(BakersDozen.deal(6));
}

describe("Baker's Dozen rules (docs/rules.md)", () => {
  const cases: [rule: string, move: string, expected: string][] = [
    ['a card goes onto a card one rank higher, any suit', 't4>t1', 'does-not-fit'],
    ['an ace goes to its own foundation', 't7>f2', 'legal'],
    ['each suit has its own foundation', 't7>f1', 'wrong-foundation'],
    ['one card at a time', 't1>t2:2', 'one-card-only'],
    ['there is no stock', 'D', 'not-a-source'],
    ['there are thirteen columns', 't14>t1', 'no-such-pile'],
  ];
  for (const [rule, move, expected] of cases) {
    it(`${rule}: ${move} → ${expected}`, () => {
      const position = dealt();
      const played = position.play(parseAction(move)!);
      if (expected === 'legal') expect(played.ok).to.equal(true);
      else expect(!played.ok && played.error.reason).to.equal(expected);
    });
  }

  it('a card goes on any suit one rank higher, and an emptied column stays empty, even for a king', () => {
    // BD1-AAAAAAG with column 13 gathered onto column 12 and KH lifted to the top of column 11.
    const position = bakersDozenLayout([
      'QH 3H 2D 6S',
      'TD JH 9H QC',
      'AS TC 4S 3C',
      'TS JS AD 4C',
      'KC 6H 8C 8S',
      'TH AC 3D 5D',
      'KD JC 7D AH',
      'JD 9D 8D 4H',
      '2S 7S 2H 9C',
      'KS 2C 6C 8H',
      'QD QS 5C KH',
      '5S 7C 5H 4D 6D 7H 9S 3S',
      '',
    ]);
    expect(position.play(parseAction('t3>t4')!).ok, '3C onto 4C').to.equal(true);
    const king = position.play(parseAction('t11>t13')!);
    expect(!king.ok && king.error.reason).to.equal('column-closed');
  });

  it('fromTable round-trips a dealt table and refuses a stock or a missing card', () => {
    const table = dealt().table();
    const rebuilt = BakersDozen.fromTable(table);
    expect(rebuilt.ok && JSON.stringify(rebuilt.value.table())).to.equal(JSON.stringify(table));
    const withStock = BakersDozen.fromTable({
      ...table,
      stock: [table.tableau[0].faceUp[0]],
      tableau: [{ faceDown: [], faceUp: table.tableau[0].faceUp.slice(1) }, ...table.tableau.slice(1)],
    });
    expect(!withStock.ok && withStock.error.message).to.equal("Baker's Dozen has no stock or waste");
    const missing = BakersDozen.fromTable({ ...table, tableau: [{ faceDown: [], faceUp: [] }, ...table.tableau.slice(1)] });
    expect(!missing.ok && missing.error.message).to.equal('the table holds 48 cards, not 52');
  });
});
