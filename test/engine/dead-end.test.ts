import { expect } from 'chai';
import { type KlondikeOptions, type Position, anyGame, deadEnd, parseReplay, unwrap } from '../../src/engine/index.js';
import { type Layout, bakersDozenLayout, cards, layout, names } from './helpers.js';

const VEGAS: Partial<KlondikeOptions> = { scoring: 'vegas' };

/**
 * A Klondike table whose columns are written as `layout` writes them, but where `*` stands for
 * the cards no pile names, buried face down in turn under each column that has it: no stock.
 */
function buried(spec: Layout, options: Partial<KlondikeOptions> = VEGAS): Position {
  const named = new Set(cards([spec.waste, spec.stock, ...spec.tableau].join(' ').replace(/[*|]/g, ' ')));
  for (const [suit, top] of (spec.foundations ?? []).entries()) {
    if (top !== '') for (let card = suit * 13; card <= cards(top)[0]; card++) named.add(card);
  }
  const rest = Array.from({ length: 52 }, (_, card) => card).filter((card) => !named.has(card));
  const graves = spec.tableau.flatMap((column, index) => (column.startsWith('*|') ? [index] : []));
  const tableau = spec.tableau.map((column, index) => {
    if (!column.startsWith('*|')) return column;
    return `${names(rest.filter((_, at) => graves[at % graves.length] === index))}|${column.slice(2)}`;
  });
  return layout({ ...spec, tableau }, options);
}

/** Nothing but 6♠ between 7♥ and 7♦ moves; every ace lies face down. */
const SIX_BETWEEN_SEVENS: Layout = { tableau: ['*|7H 6S', '*|7D', '*|2H', '*|2D', '*|9H', '*|9D', '*|JH'] };

describe('a dead end (docs/rules.md, "Klondike › Dead end")', () => {
  const rows: [rule: string, position: () => Position, dead: boolean][] = [
    ['a six between two sevens of the other colour is going nowhere', () => buried(SIX_BETWEEN_SEVENS), true],
    ['a card that can go home is a way forward', () => buried({ tableau: ['*|7H 6S', '*|7D', '*|AH', '*|2D', '*|9H', '*|9D', '*|JH'] }), false],
    ['a move that turns a face-down card up is a way forward', () => buried({ tableau: ['*|7H 6S', '*|7D', '*|2H', '*|2D', '*|9H', '*|9D', '*|5H'] }), false],
    ['a stock that may still be drawn is a way forward, whatever it holds', () => buried({ ...SIX_BETWEEN_SEVENS, stock: 'KC' }), false],
    ['a waste that may still be turned over is a way forward', () => buried({ ...SIX_BETWEEN_SEVENS, waste: 'KC' }, { scoring: 'standard' }), false],
    ['a waste that may not be turned over, its top card going nowhere, is none', () => buried({ ...SIX_BETWEEN_SEVENS, waste: 'KC' }), true],
    ["the waste's top card playing is a way forward", () => buried({ ...SIX_BETWEEN_SEVENS, waste: '8C' }), false],
    ['a king from column to empty column is going nowhere', () => buried({ tableau: ['*|7H', '*|7D', '*|2H', '*|2D', '*|9H', 'KS', ''] }), true],
    [
      'a card down from a foundation and up again is going nowhere',
      () => buried({ tableau: ['*|3H', '*|7D', '*|2H', '*|2D', '*|9H', '*|9D', '*|JH'], foundations: ['2S', '', '', ''] }),
      true,
    ],
    ['a won game is no dead end', () => layout({ tableau: ['', '', '', '', '', '', ''], foundations: ['KS', 'KH', 'KD', 'KC'] }), false],
  ];
  for (const [rule, position, dead] of rows) {
    it(`${rule}: ${dead ? 'a dead end' : 'not one'}`, () => {
      expect(deadEnd(position())).to.equal(dead);
    });
  }

  it('is one once the last draw of a Vegas game leaves 6♣ only back and forth, and stays one after that move', () => {
    const line = `KL1-D1V-AAAAAAG t5>t6 t4>f4 ${Array<string>(23).fill('D').join(' ')}`;
    const beforeLastDraw = unwrap(parseReplay(line, anyGame));
    expect(deadEnd(beforeLastDraw.position), 'one card is still in the stock').to.equal(false);
    const afterLastDraw = unwrap(parseReplay(`${line} D`, anyGame));
    expect(deadEnd(afterLastDraw.position)).to.equal(true);
    const backAgain = unwrap(parseReplay(`${line} D t6>t5`, anyGame));
    expect(deadEnd(backAgain.position), 'back and forth is still no way forward').to.equal(true);
  });
});

describe('a dead end in Baker\'s Dozen (docs/rules.md, "Baker\'s Dozen › End, undo and scoring")', () => {
  const rows: [rule: string, columns: string[], dead: boolean][] = [
    ['9♠, 10♥ and J♦ buried under cards that never move: no line of moves brings a card home', ['KH 9S QH', 'KS TH QD', 'KD JD QS JH TS JS'], true],
    ['J♠ moved onto a queen uncovers 9♠, which goes home: a way forward', ['KH QH', 'KS TH QD', 'KD JD QS JH TS 9S JS'], false],
  ];
  for (const [rule, columns, dead] of rows) {
    it(`${rule}: ${dead ? 'a dead end' : 'not one'}`, () => {
      expect(deadEnd(bakersDozenLayout(columns))).to.equal(dead);
    });
  }
});
