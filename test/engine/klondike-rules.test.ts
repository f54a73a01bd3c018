import { expect } from 'chai';
import { type Action, Klondike, type KlondikeOptions, makeActions, parseAction, parseDealCode, unwrap } from '../../src/engine/index.js';
import { type Layout, STANDARD_DRAW_1, cards, layout, names } from './helpers.js';

/** One table that shows most rules at once. */
const TABLE: Layout = {
  tableau: ['KS|8S', '7H 6S 5H', '7D', '7S', '', 'QC|KH QS', '2H'],
  waste: '9D 6D',
  foundations: ['AS', 'AH', '', ''],
};

function action(text: string): Action {
  const parsed = parseAction(text);
  if (!parsed) throw new Error(`not an action: ${text}`);
  return parsed;
}

function dealt(code: string, options: Partial<KlondikeOptions> = {}): Klondike {
  const deal = parseDealCode(code);
  if (!deal.ok || deal.value.game !== 'klondike') throw new Error(code);
  return unwrap(Klondike.deal(deal.value.number, { ...STANDARD_DRAW_1, draw: deal.value.draw, scoring: deal.value.scoring, ...options }));
}

function play(position: Klondike, ...texts: string[]): void {
  for (const text of texts) {
    const played = position.play(action(text));
    if (!played.ok) throw new Error(`${text}: ${played.error.message}`);
  }
}

describe('Klondike rules (docs/rules.md)', () => {
  describe('moves: legal or refused with a reason, an illegal one changes nothing', () => {
    const cases: [rule: string, move: string, expected: string, options?: Partial<KlondikeOptions>][] = [
      ['a run of any length moves when its first card fits', 't2>t1:3', 'legal'],
      ['red on black, one rank lower', 't3>t1', 'legal'],
      ['black on black does not fit', 't4>t1', 'does-not-fit'],
      ['two ranks lower does not fit', 't2>t1', 'does-not-fit'],
      ['only face-up cards move', 't2>t1:4', 'bad-count'],
      ['a king with the cards on it fills an empty column', 't6>t5:2', 'legal'],
      ['an empty column takes only a king', 't3>t5', 'king-only'],
      ['the waste top plays onto the tableau', 'w>t4', 'legal'],
      ['the waste top plays only a king onto an empty column', 'w>t5', 'king-only'],
      ['only the waste top plays', 'w>t4:2', 'one-card-only'],
      ['a foundation takes the next card of its suit', 't7>f2', 'legal'],
      ['each suit has its own foundation', 't7>f1', 'wrong-foundation'],
      ['foundations build one rank at a time', 't2>f2', 'does-not-fit'],
      ['foundations take one card at a time', 't2>f2:2', 'one-card-only'],
      ['a foundation top card goes back to the tableau', 'f1>t7', 'legal'],
      ['retrieval can be switched off (the classic rule)', 'f1>t7', 'retrieval-off', { retrieval: false }],
      ['an empty foundation gives nothing', 'f3>t1', 'empty-pile'],
      ['an empty column gives nothing', 't5>t1', 'empty-pile'],
      ['never straight from the stock', 's>f1', 'not-a-source'],
      ['the waste is no destination', 't1>w', 'not-a-destination'],
      ['a card does not move onto its own pile', 't1>t1', 'same-pile'],
      ['there are seven columns', 't8>t1', 'no-such-pile'],
      ['a tap on the stock draws', 'D', 'legal'],
      ['the waste goes back only when the stock is empty', 'R', 'stock-not-empty'],
    ];
    for (const [rule, move, expected, options] of cases) {
      it(`${rule}: ${move} → ${expected}`, () => {
        const position = layout(TABLE, options);
        const before = JSON.stringify(position.table());
        const played = position.play(action(move));
        const listed = layout(TABLE, options)
          .legalActions()
          .map((a) => JSON.stringify(a));
        if (expected === 'legal') {
          expect(played.ok, played.ok ? '' : played.error.message).to.equal(true);
          expect(listed).to.include(JSON.stringify(action(move)));
        } else {
          expect(played.ok).to.equal(false);
          if (!played.ok) expect(played.error.reason).to.equal(expected);
          expect(JSON.stringify(position.table())).to.equal(before);
          expect(listed).to.not.include(JSON.stringify(action(move)));
        }
      });
    }
  });

  it('lists every legal action of a position', () => {
    const legal = makeActions(layout(TABLE).legalActions()).split(' ').sort();
    expect(legal).to.deep.equal(['D', 'w>t4', 't2>t1:3', 't2>t3:2', 't3>t1', 't6>t5:2', 't7>f2', 'f1>t7'].sort());
  });

  it('moves the whole run, in order', () => {
    const position = layout(TABLE);
    play(position, 't2>t1:3');
    expect(names(position.faceUp[0])).to.equal('8S 7H 6S 5H');
    expect(position.faceUp[1]).to.deep.equal([]);
  });

  it('turns a face-down card left on top face up as part of the move', () => {
    const position = layout(TABLE);
    const played = position.play(action('t6>t5:2'));
    expect(played.ok && names([played.value.flipped!])).to.equal('QC');
    expect(names(position.faceUp[5])).to.equal('QC');
    expect(position.faceDown[5]).to.deep.equal([]);
  });

  it('puts a retrieved card back on the tableau and lowers its foundation', () => {
    const position = layout(TABLE);
    play(position, 'f1>t7');
    expect(names(position.faceUp[6])).to.equal('2H AS');
    expect(position.foundations).to.deep.equal([0, 1, 0, 0]);
  });

  describe('the stock', () => {
    it('draw 1 turns one card, the first of the stock', () => {
      const position = dealt('KL1-D1N-AAAAAAA');
      play(position, 'D', 'D');
      expect(names(position.waste)).to.equal('9D QD');
      expect(position.stock.length).to.equal(22);
    });

    it('draw 3 turns three cards so the third shows on top and plays first', () => {
      const position = dealt('KL1-D3N-AAAAAAA');
      play(position, 'D');
      expect(names(position.waste)).to.equal('9D QD 8H');
      play(position, 'D');
      expect(names(position.waste)).to.equal('9D QD 8H 6D TS 7C');
    });

    it('draw 3 turns fewer when fewer remain', () => {
      const position = layout({ tableau: ['', '', '', '', '', '', ''], stock: 'TC JC QC KC', foundations: ['KS', 'KH', 'KD', '9C'] }, { draw: 3 });
      play(position, 'D');
      expect(names(position.waste)).to.equal('TC JC QC');
      const last = position.play(action('D'));
      expect(last.ok && names(last.value.cards)).to.equal('KC');
      expect(position.stock).to.deep.equal([]);
    });

    for (const draw of [1, 3] as const) {
      it(`recycling in draw ${draw} restores the original stock order`, () => {
        const position = dealt(`KL1-D${draw}N-AAAAAAA`);
        const stock = names(position.table().stock);
        while (position.stock.length > 0) play(position, 'D');
        play(position, 'R');
        expect(names(position.table().stock)).to.equal(stock);
        expect(position.waste).to.deep.equal([]);
      });
    }

    const passes: [string, string, Partial<KlondikeOptions>, number][] = [
      ['standard draw 1 recycles without limit', 'KL1-D1N-AAAAAAA', {}, Infinity],
      ['standard draw 3 recycles without limit', 'KL1-D3N-AAAAAAA', {}, Infinity],
      ['Vegas draw 1 allows one pass only', 'KL1-D1V-AAAAAAA', {}, 0],
      ['Vegas draw 3 allows one pass only', 'KL1-D3V-AAAAAAA', {}, 0],
      ['classic draw 1 allows one pass', 'KL1-D1N-AAAAAAA', { passes: 'classic' }, 0],
      ['classic draw 3 allows three passes', 'KL1-D3N-AAAAAAA', { passes: 'classic' }, 2],
      ['one pass in draw 1 allows no recycle', 'KL1-D1N-AAAAAAA', { passes: 1 }, 0],
      ['one pass in draw 3 allows no recycle', 'KL1-D3N-AAAAAAA', { passes: 1 }, 0],
      ['two passes in draw 1 allow one recycle', 'KL1-D1N-AAAAAAA', { passes: 2 }, 1],
      ['four passes in draw 3 allow three recycles', 'KL1-D3N-AAAAAAA', { passes: 4 }, 3],
      ['Vegas stays one pass whatever the passes say', 'KL1-D3V-AAAAAAA', { passes: 5 }, 0],
      ['Vegas stays one pass under the classic limits too', 'KL1-D3V-AAAAAAA', { passes: 'classic' }, 0],
    ];
    for (const [rule, code, options, recycles] of passes) {
      it(rule, () => {
        const position = dealt(code, options);
        const tries = Number.isFinite(recycles) ? recycles + 1 : 6;
        let done = 0;
        for (let pass = 0; pass < tries; pass++) {
          while (position.stock.length > 0) play(position, 'D');
          const recycled = position.play(action('R'));
          if (!recycled.ok) {
            expect(recycled.error.reason).to.equal('no-passes-left');
            break;
          }
          done++;
        }
        expect(done).to.equal(Number.isFinite(recycles) ? recycles : tries);
      });
    }
  });

  it('recognises the win and refuses every action after it', () => {
    const position = layout({ tableau: ['', '', '', '', '', '', 'KC'], foundations: ['KS', 'KH', 'KD', 'QC'] });
    expect(position.isWon()).to.equal(false);
    play(position, 't7>f4');
    expect(position.isWon()).to.equal(true);
    expect(position.legalActions()).to.deep.equal([]);
    const after = position.play(action('f4>t1'));
    expect(!after.ok && after.error.reason).to.equal('game-over');
  });

  it('refuses a laid-out table that is not a real position', () => {
    const missing = Klondike.fromTable(
      { stock: [], waste: [], foundations: [[], [], [], []], tableau: Array.from({ length: 7 }, () => ({ faceDown: [], faceUp: [] })) },
      STANDARD_DRAW_1,
    );
    expect(!missing.ok && missing.error.message).to.equal('the table holds 0 cards, not 52');
    const table = layout(TABLE).table();
    const uncovered = Klondike.fromTable({ ...table, tableau: [{ faceDown: cards('KS 8S'), faceUp: [] }, ...table.tableau.slice(1)] }, STANDARD_DRAW_1);
    expect(!uncovered.ok && uncovered.error.message).to.equal('column 1 has face-down cards and no face-up card');
    const twice = Klondike.fromTable({ ...table, waste: [...table.waste, table.waste[0]] }, STANDARD_DRAW_1);
    expect(!twice.ok && twice.error.message).to.equal('9D is on the table twice');
  });
});
