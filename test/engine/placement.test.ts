import { expect } from 'chai';
import {
  type Action,
  BakersDozen,
  type Pile,
  type Position,
  WASTE,
  cardAt,
  doubleTapMove,
  foundationPile,
  legalDestinations,
  makeAction,
  makeCard,
  makePileId,
  resolveMove,
  tableauPile,
  tapMove,
  unwrap,
} from '../../src/engine/index.js';
import { type Layout, layout } from './helpers.js';

/** Columns of 2, 3, 1, 2, 2, 0 and 1 cards, face-down ones counted; 6♥ on the waste; A♠ and A♥ home. */
const TABLE: Layout = { tableau: ['QD|7S', 'QH JC|7C', '9H', '8C 7H', 'KS|9D', '', '2H'], waste: '6H', foundations: ['AS', 'AH', '', ''] };

const t = tableauPile;
const f = (suit: 0 | 1 | 2 | 3): Pile => foundationPile(suit);

function written(action: Action | undefined): string | undefined {
  return action && makeAction(action);
}

describe('taps, double taps and drags (docs/rules.md, "Klondike › Taps, double taps and drags")', () => {
  const taps: [rule: string, position: () => Position, from: Pile, expected: string | undefined][] = [
    ['a tap on a top card sends it home when it can', () => layout(TABLE), t(6), 't7>f2'],
    [
      'a tap on the waste sends its top card home when it can',
      () => layout({ ...TABLE, waste: '6H 2H', tableau: TABLE.tableau.slice(0, 6).concat('') }),
      WASTE,
      'w>f2',
    ],
    ['a tap on a top card that cannot go home selects it: no move', () => layout(TABLE), WASTE, undefined],
    ["a tap on a foundation's top card selects it, to bring it back: no move", () => layout(TABLE), f(1), undefined],
  ];
  for (const [rule, position, from, expected] of taps) {
    it(rule, () => {
      expect(written(tapMove(position(), from))).to.equal(expected);
    });
  }

  const doubleTaps: [rule: string, position: () => Position, from: Pile, count: number, expected: string | undefined][] = [
    ['a double tap puts the card on the longest column that takes it', () => layout(TABLE), WASTE, 1, 'w>t2'],
    ['face-down cards count in a column’s length', () => layout({ ...TABLE, tableau: ['7S', 'QH JC|7C', '', '', '', '', ''] }), WASTE, 1, 'w>t2'],
    [
      'among columns of equal length the lower column number wins',
      () => layout({ ...TABLE, tableau: ['QD 7S', 'QH 7C', '', '', '', '', ''] }),
      WASTE,
      1,
      'w>t1',
    ],
    ['a king goes to an empty column', () => layout({ ...TABLE, waste: 'KH' }), WASTE, 1, 'w>t6'],
    ['a face-up card that is not the top moves with the cards on it', () => layout(TABLE), t(3), 2, 't4>t5:2'],
    ['when no column takes the card but its foundation does, it goes home', () => layout(TABLE), t(6), 1, 't7>f2'],
    ['when neither a column nor its foundation takes it, nothing moves', () => layout(TABLE), t(3), 1, undefined],
    [
      'a run no column takes stays: a run never goes home',
      () => layout({ ...TABLE, tableau: ['QD|7S', 'QH JC|7C', '9S', '8C 7H', 'KS|TD', '', '2H'] }),
      t(3),
      2,
      undefined,
    ],
  ];
  for (const [rule, position, from, count, expected] of doubleTaps) {
    it(rule, () => {
      expect(written(doubleTapMove(position(), from, count))).to.equal(expected);
    });
  }

  const drops: [rule: string, from: Pile, to: Pile, count: number, expected: string][] = [
    ["a card dropped anywhere on the foundation row goes to its own suit's foundation", t(6), f(0), 1, 't7>f2'],
    ['a card dropped on a column goes there, legal or not', t(6), t(0), 1, 't7>t1'],
    ['a card dragged from a foundation goes where it is dropped', f(1), f(2), 1, 'f2>f3'],
  ];
  for (const [rule, from, to, count, expected] of drops) {
    it(rule, () => {
      expect(makeAction(resolveMove(layout(TABLE), from, to, count))).to.equal(expected);
    });
  }

  it('lights up every legal pile a run can be dropped on, foundations by their real place', () => {
    const piles = (from: Pile, count: number) => [...legalDestinations(layout(TABLE), from, count)].map(makePileId).sort();
    expect(piles(WASTE, 1)).to.deep.equal(['tableau-1', 'tableau-2']);
    expect(piles(t(6), 1)).to.deep.equal(['foundation-2']);
    expect(piles(f(1), 1), 'retrieval: A♥ goes on no column here').to.deep.equal([]);
    expect(piles(t(3), 2)).to.deep.equal(['tableau-3', 'tableau-5']);
  });

  it('finds the card a run starts with: the bottom card of the cards that would move', () => {
    const position = layout(TABLE);
    const at = (pile: Pile, count: number) => {
      const card = cardAt(position, pile, count);
      return card === undefined ? undefined : makeCard(card);
    };
    expect([at(t(3), 2), at(t(3), 1), at(WASTE, 1), at(f(1), 1), at(t(5), 1), at(t(0), 2)]).to.deep.equal(['8C', '7H', '6H', 'AH', undefined, undefined]);
  });
});

describe('taps, double taps and drags in Baker\'s Dozen (docs/rules.md, "Baker\'s Dozen › Taps, double taps and drags")', () => {
  /** BD1-AAAAAAG: columns end 6S QC 3C 4C 8S 5D AH 4H 9C 8H 5C 4D 3S. */
  const dealt = () => unwrap(BakersDozen.deal(6));

  it('a tap on a top card sends it home when it can', () => {
    expect(written(tapMove(dealt(), t(6)))).to.equal('t7>f2');
  });

  it('a double tap puts it on a column that takes it, the lower column number among equals', () => {
    expect(written(doubleTapMove(dealt(), t(2), 1)), '3♣ onto 4♣ of column 4 rather than 4♥ or 4♦').to.equal('t3>t4');
  });

  it('a double tap on a card no column takes sends it home', () => {
    expect(written(doubleTapMove(dealt(), t(6), 1))).to.equal('t7>f2');
  });

  it('a card under others moves nowhere: only the top card of a column moves', () => {
    expect(written(doubleTapMove(dealt(), t(2), 2))).to.equal(undefined);
    expect(legalDestinations(dealt(), t(2), 2).size).to.equal(0);
  });
});
