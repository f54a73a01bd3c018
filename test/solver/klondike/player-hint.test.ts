import { expect } from 'chai';
import { type Card, Klondike, makeAction, unwrap } from '../../../src/engine/index.js';
import { playerHint } from '../../../src/solver/klondike/player-hint.js';
import { STANDARD_DRAW_1, layout } from '../../engine/helpers.js';
import { Random } from '../seeded-random.js';

function hintOf(position: Klondike): string | null {
  const hint = playerHint(position);
  return hint ? makeAction(hint) : null;
}

/** The same position with its face-down cards — tableau and stock — shuffled among themselves. */
function withHiddenCardsShuffled(position: Klondike, random: Random): Klondike {
  const table = position.table();
  const hidden = random.shuffle([...table.tableau.flatMap((column) => column.faceDown), ...table.stock]);
  let next = 0;
  const take = (count: number): Card[] => hidden.slice(next, (next += count));
  const tableau = table.tableau.map((column) => ({ faceDown: take(column.faceDown.length), faceUp: column.faceUp }));
  return unwrap(Klondike.fromTable({ ...table, tableau, stock: take(table.stock.length) }, position.options));
}

describe('the player-view hint', () => {
  it('prefers turning a card up to sending a card home', () => {
    const position = layout({ tableau: ['8S', 'QD|7H', '', '', '', '', '2H'], foundations: ['AS', 'AH', '', ''] });
    expect(hintOf(position)).to.equal('t2>t1');
  });

  it('turns up the card with the most face-down cards under it first', () => {
    const position = layout({ tableau: ['8S', 'QD|7H', 'JS QC|7D', '', '', '', ''] });
    expect(hintOf(position)).to.equal('t3>t1');
  });

  it('looks a few moves ahead for a card to turn up', () => {
    // The 6S can only leave column 3 once the 7H from the waste sits on the 8S.
    const position = layout({ tableau: ['8S', '', 'QD|6S', '', '', '', ''], waste: '7H' });
    expect(hintOf(position)).to.equal('w>t1');
  });

  it('draws when nothing on the table helps', () => {
    const position = layout({ tableau: ['KS|8S', '', '', '', '', '', ''], stock: '3D' });
    expect(hintOf(position)).to.equal('D');
  });

  it('recycles when the stock is out and a card of the waste could then be played', () => {
    const position = layout(
      { tableau: ['7H 8H 9H TH JH KH 6C 7C 8C 9C TC JC QC KC|5C', '', '', '', '', '', ''], waste: '4C QH', foundations: ['KS', '6H', 'KD', '3C'] },
      { retrieval: false },
    );
    expect(position.stock).to.deep.equal([]);
    expect(hintOf(position)).to.equal('R');
  });

  it('admits a dead end instead of suggesting a pointless shuffle', () => {
    // The 7H can go back and forth between the two black eights for ever; nothing comes of it.
    const position = layout({
      tableau: ['7S 9S TS JS QS KS 6H 8H 9H TH JH QH KH QD KD 7C 9C TC JC QC KC|8S', '8C', '7H', '', '', '', ''],
      foundations: ['6S', '5H', 'JD', '6C'],
    });
    expect(position.stock).to.deep.equal([]);
    expect(position.legalActions().length).to.be.greaterThan(0);
    expect(hintOf(position)).to.equal(null);
  });

  it('never changes when the face-down cards are shuffled: it cannot leak them (300 positions)', () => {
    const random = new Random(7);
    let compared = 0;
    for (let game = 0; game < 60; game++) {
      const position = unwrap(Klondike.deal(random.dealNumber(), { ...STANDARD_DRAW_1, draw: game % 2 === 0 ? 1 : 3 }));
      for (let turn = 0; turn < 60; turn++) {
        if (turn % 12 === 0) {
          expect(hintOf(withHiddenCardsShuffled(position, random))).to.equal(hintOf(position));
          compared++;
        }
        const legal = position.legalActions();
        if (legal.length === 0) break;
        position.play(legal[random.below(legal.length)]);
      }
    }
    expect(compared).to.equal(300);
  });
});
