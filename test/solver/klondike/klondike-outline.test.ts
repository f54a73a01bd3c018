import { expect } from 'chai';
import { KING, type Klondike, makeActions, rankOf, tableauColumn } from '../../../src/engine/index.js';
import { sfc32 } from '../../../src/engine/deal/sfc32.js';
import { KlondikeOutline } from '../../../src/solver/klondike/outline/klondike-outline.js';
import { OutlineKind } from '../../../src/solver/klondike/outline/outline-move.js';
import { playOutlineLine } from '../../../src/solver/klondike/outline/outline-line.js';
import { solveKlondike } from '../../../src/solver/klondike/klondike-solver.js';
import { KlondikeTable } from '../../../src/solver/klondike/klondike-table.js';
import { cards, layout, names } from '../../engine/helpers.js';
import { klondikeDeal } from '../deals.js';

const ROOM = 1 << 20;

function outlineVerdict(position: Klondike, states = 200_000): string {
  return new KlondikeOutline(new KlondikeTable(position), ROOM).prove(states, Infinity);
}

describe('the outline of a Klondike position', () => {
  // Deals the exhaustive search (without the outline) proved lost.
  const lost = ['KL1-D3N-EV3LEOW', 'KL1-D3N-F3IBRBC', 'KL1-D1V-TDA5EJG'];
  for (const code of lost) {
    it(`proves ${code} lost, as the exhaustive search did`, () => {
      expect(outlineVerdict(klondikeDeal(code), 500_000)).to.equal('lost');
    });
  }

  const winnable = ['KL1-D1N-AAAAAAB', 'KL1-D3N-AAAAAAD', 'KL1-D1V-2FBKFS6', 'KL1-D3N-AAAAAAE', 'KL1-D1N-AAAAAAE'];
  for (const code of winnable) {
    it(`never calls lost a position on a winning line of ${code}`, () => {
      const position = klondikeDeal(code);
      const result = solveKlondike(position.clone(), { ms: Infinity, nodes: 100_000 });
      expect(result.verdict).to.equal('winnable');
      const outline = new KlondikeOutline(new KlondikeTable(position), ROOM);
      const verdicts = new Set<string>();
      for (const action of result.line ?? []) {
        expect(position.play(action).ok).to.equal(true);
        outline.load(new KlondikeTable(position));
        verdicts.add(outline.prove(20_000, Infinity));
      }
      expect(verdicts.has('lost')).to.equal(false);
      expect(verdicts.has('won')).to.equal(true);
    });
  }

  // An outline win is a real win: its line plays out on the deal to the end.
  const wins = [
    'KL1-D1N-AAAAAAB',
    'KL1-D3N-AAAAAAD',
    'KL1-D1V-2FBKFS6',
    'KL1-D3N-V6IUEEY',
    'KL1-D3N-O4VQVKB',
    'KL1-D3N-GTHL4HC',
    'KL1-D1N-LAKP6Z4',
    'KL1-D1N-EGO34NY',
  ];
  for (const code of wins) {
    it(`wins ${code}, and its winning line plays out on the deal to a win`, () => {
      const position = klondikeDeal(code);
      const outline = new KlondikeOutline(new KlondikeTable(position), ROOM);
      expect(outline.prove(1_000_000, Infinity)).to.equal('won');
      const actions = playOutlineLine(position, outline.winningLine());
      expect(actions.length).to.be.greaterThan(52);
      expect(position.isWon()).to.equal(true);
    });
  }

  it('searches in shuffled orders to the same verdicts, and a shuffled win plays out too', () => {
    for (const [code, verdict] of [
      ['KL1-D3N-EV3LEOW', 'lost'],
      ['KL1-D1N-LAKP6Z4', 'won'],
    ]) {
      for (const seed of [1, 2]) {
        const position = klondikeDeal(code);
        const outline = new KlondikeOutline(new KlondikeTable(position), ROOM);
        expect(outline.prove(1_000_000, Infinity, sfc32(seed, 0, 0x9e3779b9, 1))).to.equal(verdict);
        if (verdict === 'won') playOutlineLine(position, outline.winningLine());
        expect(position.isWon()).to.equal(verdict === 'won');
      }
    }
  });

  it('sends home a covered card by moving what covers it onto its twin, which the count says is on top', () => {
    const position = layout({ tableau: ['KS QH JS TH 9S', 'KD|TD', '', '', '', '', ''], foundations: ['8S', '9H', '9D', 'KC'] });
    const actions = playOutlineLine(position, [{ kind: OutlineKind.Home, card: cards('TH')[0] }]);
    expect(makeActions(actions)).to.equal('t1>t2 t1>f2');
    expect(names(position.faceUp[1])).to.equal('TD 9S');
  });

  it('empties a column only to put a king down there at once', () => {
    let emptied = 0;
    for (const code of wins) {
      const position = klondikeDeal(code);
      const outline = new KlondikeOutline(new KlondikeTable(position), ROOM);
      expect(outline.prove(1_000_000, Infinity)).to.equal('won');
      // A column the last move emptied, which the next move must give a king.
      let waiting = -1;
      for (const action of playOutlineLine(position.clone(), outline.winningLine())) {
        const from = action.type === 'move' ? tableauColumn(action.from) : -1;
        expect(position.play(action).ok).to.equal(true);
        if (action.type !== 'move') continue;
        if (waiting >= 0) {
          expect([tableauColumn(action.to), rankOf(position.faceUp[waiting][0])]).to.deep.equal([waiting, KING]);
          waiting = -1;
        } else if (from >= 0 && tableauColumn(action.to) >= 0 && position.faceUp[from].length + position.faceDown[from].length === 0) {
          waiting = from;
          emptied++;
        }
      }
    }
    expect(emptied).to.be.greaterThan(0);
  });

  // Each rule with a deal it shortens: without the rule, the deal's loss took more positions than
  // it is given here. The two rules whose deals take the most are in the solver benchmark.
  const rules: [string, string, number][] = [
    ["puts the stock's last card down only with the move that uses it (one card drawn, last pass)", 'KL1-D1V-YKR5RIO', 51_000],
    ["sends the talon's last card home on the way through a pass when no tableau card could need it (three drawn)", 'KL1-D3N-FHUNSNJ', 40_000],
    ["sends the waste's top card home in the last pass when no tableau card could need it (three drawn)", 'KL1-D3V-CHAWYZ7', 800],
    ['sends a card home at once when whatever could go on it could go home itself', 'KL1-D3V-RJEJADJ', 4500],
    ["sends the stock's next card home at once when no tableau card could need it (one card drawn)", 'KL1-D1V-S5XFOGM', 33_000],
  ];
  for (const [rule, code, states] of rules) {
    it(`${rule}: ${code} is lost within ${states.toLocaleString('en')} positions`, () => {
      const outline = new KlondikeOutline(new KlondikeTable(klondikeDeal(code)), 1 << 21);
      expect(outline.prove(states, Infinity)).to.equal('lost');
    });
  }

  it("lays the stock's last card in the last pass with the move that uses it, and wins with it", () => {
    // 6♥ and 8♠ lie under 9♠, which only T♥, the stock's last card, can take.
    const position = layout(
      { tableau: ['', '', '8S 6H|9S', 'KS QH JS', 'KH QS JH TS', '', ''], stock: '9H 8H 7H TH', foundations: ['7S', '5H', 'KD', 'KC'] },
      { scoring: 'vegas' },
    );
    const outline = new KlondikeOutline(new KlondikeTable(position), ROOM);
    expect(outline.prove(10_000, Infinity)).to.equal('won');
    const line = outline.winningLine();
    const laid = line.findIndex((step) => step.kind === OutlineKind.TalonDown && step.card === cards('TH')[0]);
    expect(line[laid + 1]).to.deep.equal({ kind: OutlineKind.RootAway, card: cards('9S')[0] });
    playOutlineLine(position, line);
    expect(position.isWon()).to.equal(true);
  });

  it("deals the stock's next card and sends it home at once when no tableau card could need it, the waste left as it was", () => {
    // One pass: with 3♥ on the waste and A♥ 2♥ next in the stock, the hearts go home in order.
    const position = layout({ tableau: ['', '', '', '', '', '', ''], waste: '3H', stock: 'AH 2H', foundations: ['KS', '', 'KD', 'KC'] }, { scoring: 'vegas' });
    const outline = new KlondikeOutline(new KlondikeTable(position), ROOM);
    expect([outline.prove(10, Infinity), outline.states]).to.deep.equal(['won', 0]);
    const line = outline.winningLine();
    expect(line.slice(0, 3)).to.deep.equal(cards('AH 2H 3H').map((card) => ({ kind: OutlineKind.TalonHome, card })));
    expect(makeActions(playOutlineLine(position, line).slice(0, 5))).to.equal('D w>f2 D w>f2 w>f2');
    expect(position.isWon()).to.equal(true);
  });

  it('proves lost a card that can never leave its column: 5♥ over 4♥, both black sixes under it', () => {
    expect(outlineVerdict(layout({ tableau: ['', '', '', '6S 6C 4H|5H', '', '', ''], foundations: ['5S', '3H', 'KD', '5C'] }))).to.equal('lost');
  });

  it('proves lost the two of hearts over its ace when no black three can come back', () => {
    expect(outlineVerdict(layout({ tableau: ['', 'AH|2H', '', '', '', '', ''], foundations: ['KS', '', 'KD', 'KC'] }, { retrieval: false }))).to.equal('lost');
  });

  it('brings a king back down to an empty column, as the rules allow', () => {
    expect(outlineVerdict(layout({ tableau: ['', 'AH|2H', '', '', '', '', ''], foundations: ['KS', '', 'KD', 'KC'] }))).to.equal('won');
  });

  it('remembers a lost position: asked again, it answers without a new position', () => {
    const outline = new KlondikeOutline(new KlondikeTable(klondikeDeal('KL1-D3N-EV3LEOW')), ROOM);
    expect(outline.prove(500_000, Infinity)).to.equal('lost');
    expect(outline.states).to.be.greaterThan(1000);
    outline.load(outline.first);
    expect([outline.prove(10, Infinity), outline.states]).to.deep.equal(['lost', 0]);
  });

  // Cards sent home and brought back lead back up the line, so positions wait on ones above
  // them: what such a position's search finished is kept all the same.
  it('keeps what a search that ran out of room finished, where cards go home and come back too: the next search goes through only the rest', () => {
    const fresh = new KlondikeOutline(new KlondikeTable(klondikeDeal('KL1-D3N-HFLYXTJ')), ROOM);
    expect(fresh.prove(500_000, Infinity)).to.equal('lost');
    const outline = new KlondikeOutline(new KlondikeTable(klondikeDeal('KL1-D3N-HFLYXTJ')), ROOM);
    expect(outline.prove(5000, Infinity)).to.equal('unknown');
    outline.load(outline.first);
    expect(outline.prove(500_000, Infinity)).to.equal('lost');
    expect(outline.states).to.be.below(fresh.states - 4900);
  });

  it('says unknown when the room runs out, having gone through all of it', () => {
    const outline = new KlondikeOutline(new KlondikeTable(klondikeDeal('KL1-D3N-EV3LEOW')), ROOM);
    expect([outline.prove(100, Infinity), outline.states]).to.deep.equal(['unknown', 100]);
  });
});
