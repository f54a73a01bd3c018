import { expect } from 'chai';
import { type Position, finishable, makeAction, nextHomeMove } from '../../src/engine/index.js';
import { bakersDozenLayout, layout } from './helpers.js';

/** Every card face up, stock and waste empty: Q♦, J♦ and 10♦ left of the diamonds, Q♣ and K♣ of the clubs. */
const OPEN = { tableau: ['KC QD', 'KD QC', 'JD', 'TD', '', '', ''], foundations: ['KS', 'KH', '9D', 'JC'] as [string, string, string, string] };

/** Plays `nextHomeMove` until there is none, and the moves it played. */
function finish(position: Position): string[] {
  const moves: string[] = [];
  for (let move = nextHomeMove(position); move; move = nextHomeMove(position)) {
    moves.push(makeAction(move));
    position.play(move);
  }
  return moves;
}

describe('Finish (docs/rules.md, "Klondike › Finish")', () => {
  const rows: [rule: string, position: () => Position, offered: boolean][] = [
    ['every card face up, the stock and the waste empty: Finish', () => layout(OPEN), true],
    ['a card still face down: no Finish', () => layout({ ...OPEN, tableau: ['KC|QD', 'KD QC', 'JD', 'TD', '', '', ''] }), false],
    ['a card still in the stock: no Finish', () => layout({ ...OPEN, tableau: ['KC QD', 'KD QC', 'JD', '', '', '', ''], stock: 'TD' }), false],
    ['a card still in the waste: no Finish', () => layout({ ...OPEN, tableau: ['KC QD', 'KD QC', 'JD', '', '', '', ''], waste: 'TD' }), false],
    ['the game won: no Finish', () => layout({ tableau: ['', '', '', '', '', '', ''], foundations: ['KS', 'KH', 'KD', 'KC'] }), false],
  ];
  for (const [rule, position, offered] of rows) {
    it(rule, () => {
      expect(finishable(position())).to.equal(offered);
    });
  }

  it('sends the rest home one card at a time, the lowest first, until the win', () => {
    const position = layout(OPEN);
    expect(finish(position)).to.deep.equal(['t4>f3', 't3>f3', 't1>f3', 't2>f4', 't1>f4', 't2>f3']);
    expect(position.isWon()).to.equal(true);
  });
});

describe('Finish in Baker\'s Dozen (docs/rules.md, "Baker\'s Dozen › End, undo and scoring")', () => {
  const rows: [rule: string, columns: string[], offered: boolean][] = [
    ['every column running down from its bottom card to its top one: Finish', ['KS QH 9S', 'KH TH', 'QS JS', 'KD TS', 'JH'], true],
    ['equal ranks run down too', ['KS KH QS', 'QH TS 9S', 'TH', 'KD JS', 'JH'], true],
    ['a card on a lower one: no Finish', ['KS QH 9S', 'TH KH', 'QS JS', 'KD TS', 'JH'], false],
  ];
  for (const [rule, columns, offered] of rows) {
    it(rule, () => {
      expect(finishable(bakersDozenLayout(columns))).to.equal(offered);
    });
  }

  it('then the lowest card left is always on top of a column with its foundation ready, and the rest goes home in turn', () => {
    const position = bakersDozenLayout(['KS QH 9S', 'KH TH', 'QS JS', 'KD TS', 'JH']);
    expect(finish(position)).to.deep.equal(['t1>f1', 't2>f2', 't4>f1', 't3>f1', 't5>f2', 't1>f2', 't3>f1', 't1>f1', 't2>f2', 't4>f3']);
    expect(position.isWon()).to.equal(true);
  });
});
