import { expect } from 'chai';
import { isDispensable } from '../../src/solver/klondike-dispensable.js';
import { cards } from '../engine/helpers.js';

describe('a card the tableau can do without', () => {
  // The card, the foundations' heights (♠ ♥ ♦ ♣), and whether it is dispensable without and with retrieval.
  const cases: [string, number[], boolean, boolean][] = [
    ['2H', [0, 1, 0, 0], true, true],
    // Both black fours home: nothing can go on 5♥; with retrieval a black four could come back for 3♦.
    ['5H', [4, 4, 0, 4], true, false],
    ['5H', [4, 4, 3, 4], true, true],
    // Black fours next to go home, 3♦ too: whatever could go on 5♥ could go home instead.
    ['5H', [3, 4, 2, 3], true, true],
    ['5H', [3, 4, 1, 3], false, false],
    ['5H', [2, 4, 2, 3], false, false],
    ['9C', [8, 7, 7, 8], true, true],
    ['9C', [6, 7, 7, 8], true, true],
    ['9C', [5, 7, 7, 8], false, false],
  ];
  for (const [name, heights, without, withRetrieval] of cases) {
    it(`${name} on foundations ${heights.join(' ')}: ${without ? 'dispensable' : 'needed'} without retrieval, ${withRetrieval ? 'dispensable' : 'needed'} with it`, () => {
      const [card] = cards(name);
      const foundations = Uint8Array.from(heights);
      expect([isDispensable(card, foundations, false), isDispensable(card, foundations, true)]).to.deep.equal([without, withRetrieval]);
    });
  }
});
