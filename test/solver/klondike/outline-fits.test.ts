import { expect } from 'chai';
import { Klondike, unwrap } from '../../../src/engine/index.js';
import { KlondikeTable } from '../../../src/solver/klondike/klondike-table.js';
import { KlondikeOutline } from '../../../src/solver/klondike/outline/klondike-outline.js';
import { solveKlondike } from '../../../src/solver/klondike/klondike-solver.js';
import { layout } from '../../engine/helpers.js';
import { solveByRealSearch } from './real-search/real-search.js';
import { Random } from '../seeded-random.js';
import { RULE_SETS, playRandomly } from './random-positions.js';

const fits = (position: Klondike): boolean => KlondikeOutline.fits(new KlondikeTable(position));

/**
 * The element asks the solver only about deals and positions play leads to from them: a replay
 * or a saved game is a deal code and actions played through the engine again. A deal leaves at
 * most c face-down cards in column c, 24 in the stock and one face-up card on each column; a
 * move takes cards from the talon and never puts one back, turns face-down cards up and never
 * down (an undo only goes back to a position before), and puts a card only where the rules let
 * it, so every run stays built down in alternate colours. Those are what `fits` asks.
 */
describe('the tables the outline fits', function () {
  // Thousands of positions: more than mocha's default allows.
  this.timeout(20_000);

  it('fits every position play leads to from a deal, under every rule set, undos included', () => {
    const random = new Random(17);
    let positions = 0;
    for (let game = 0; game < 96; game++) {
      const options = RULE_SETS[game % RULE_SETS.length];
      playRandomly(unwrap(Klondike.deal(random.dealNumber(), options)), 150, random, (position) => {
        expect(fits(position), JSON.stringify(position.table())).to.equal(true);
        // A worker rebuilds the position from its table, as plain data.
        const rebuilt = Klondike.fromTable(position.table(), options);
        expect(rebuilt.ok && fits(rebuilt.value)).to.equal(true);
        positions++;
      });
    }
    expect(positions).to.be.above(10_000);
  });

  it('does not fit a table no deal leads to, and the solver leaves it undecided', () => {
    const unfit = [
      // A face-down card in the first column.
      layout({ tableau: ['AH|2H', '', '', '', '', '', ''], foundations: ['KS', '', 'KD', 'KC'] }),
      // A face-up run not built by the rules.
      layout({ tableau: ['', '5H 4H', '', '', '', '', ''], foundations: ['3S', '3H', 'KD', 'KC'] }),
      // A talon of more than 24 cards.
      layout({ tableau: ['', '', '', '', '', '', ''], foundations: ['', '', '', ''] }),
    ];
    for (const position of unfit) {
      expect(fits(position)).to.equal(false);
      expect(solveKlondike(position, { ms: Infinity, nodes: 1000 })).to.deep.equal({ verdict: 'undecided', line: null, nodes: 0 });
    }
    // Undecided, not wrong: the real search wins the first.
    expect(solveByRealSearch(unfit[0], 10_000).verdict).to.equal('winnable');
  });
});
