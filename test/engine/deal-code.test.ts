import { expect } from 'chai';
import { Klondike, BakersDozen, DEAL_NUMBER_LIMIT, makeDealCode, parseDealCode, randomDealNumber, type DealCode, unwrap } from '../../src/engine/index.js';
import { sfc32 } from '../../src/engine/deal/sfc32.js';
import { STANDARD_DRAW_1, names } from './helpers.js';

function columnsOf(position: Klondike | BakersDozen): string {
  return position
    .table()
    .tableau.map((column) => `[${names([...column.faceDown, ...column.faceUp])}]`)
    .join(' ');
}

function klondike(code: string): Klondike {
  const deal = parseDealCode(code);
  if (!deal.ok || deal.value.game !== 'klondike') throw new Error(code);
  return unwrap(Klondike.deal(deal.value.number, STANDARD_DRAW_1));
}

describe('deal codes (docs/deal-code.md)', () => {
  describe('test vectors', () => {
    it('KL1-D1N-AAAAAAA deals n = 0', () => {
      const position = klondike('KL1-D1N-AAAAAAA');
      expect(columnsOf(position)).to.equal('[AD] [4S 3D] [JC TH TC] [4H TD 5C 5D] [3S QS 8S 6S 9H] [JD 7D 7S KD 6C 7H] [KC 2C QH JS AH 3C KS]');
      expect(names(position.table().stock)).to.equal('9D QD 8H 6D TS 7C 2D 6H 9S JH KH 4C 9C 3H 5H 2H AC 4D AS 5S QC 2S 8D 8C');
    });

    it('KL1-D1N-AAAAAAG deals n = 6', () => {
      const position = klondike('KL1-D1N-AAAAAAG');
      expect(columnsOf(position)).to.equal('[QH] [TD JD] [AS 2S 3H] [TS 2C JH AC] [KC KH TC 7D 6C] [TH 5S JS 9D QD 7H] [JC 6D 6H 7S 7C 2D 9H]');
      expect(names(position.table().stock)).to.equal('4S AD 8C 3D AH 8D 2H KS QS 5H 9S 6S QC 3C 4C 8S 5D KD 4H 9C 8H 5C 4D 3S');
    });

    it('deals only the last card of each column face up: 7 up, 21 down, 24 in the stock', () => {
      const { tableau, stock, waste } = klondike('KL1-D1N-AAAAAAG').table();
      expect(tableau.map((column) => column.faceUp.length)).to.deep.equal([1, 1, 1, 1, 1, 1, 1]);
      expect(tableau.map((column) => column.faceDown.length)).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
      expect([stock.length, waste.length]).to.deep.equal([24, 0]);
    });

    it('BD1-AAAAAAG deals 13 columns of 4 with the kings at the bottom', () => {
      const deal = parseDealCode('BD1-AAAAAAG');
      expect(deal.ok && deal.value.game === 'bakers-dozen').to.equal(true);
      const position = unwrap(BakersDozen.deal(6));
      expect(columnsOf(position)).to.equal(
        '[QH 3H 2D 6S] [TD JH 9H QC] [AS TC 4S 3C] [TS JS AD 4C] [KC 6H 8C 8S] [TH AC 3D 5D] [KD JC 7D AH] ' +
          '[JD 9D 8D 4H] [2S 7S 2H 9C] [KS 2C 6C 8H] [KH QD QS 5C] [5S 7C 5H 4D] [6D 7H 9S 3S]',
      );
    });
  });

  describe('parsing', () => {
    const valid: [string, DealCode][] = [
      ['KL1-D1N-AAAAAAG', { game: 'klondike', draw: 1, scoring: 'standard', number: 6 }],
      [
        'KL1-D3V-HELLO23',
        { game: 'klondike', draw: 3, scoring: 'vegas', number: 7 * 32 ** 6 + 4 * 32 ** 5 + 11 * 32 ** 4 + 11 * 32 ** 3 + 14 * 32 ** 2 + 26 * 32 + 27 },
      ],
      ['  kl1-d3n-777777a ', { game: 'klondike', draw: 3, scoring: 'standard', number: 2 ** 35 - 32 }],
      ['BD1-AAAAAAG', { game: 'bakers-dozen', number: 6 }],
      ['bd1-7777777', { game: 'bakers-dozen', number: 2 ** 35 - 1 }],
    ];
    for (const [text, deal] of valid) {
      it(`reads ${JSON.stringify(text)}`, () => {
        expect(parseDealCode(text)).to.deep.equal({ ok: true, value: deal });
      });
    }

    const invalid: [string, string][] = [
      ['KL1-D2N-AAAAAAA', 'draw'],
      ['KL1-D1N-AAAAAA1', 'alphabet'],
      ['KL1-D1N-AAAAAA0', 'alphabet'],
      ['KL1-D1N-AAAAA8A', 'alphabet'],
      ['KL1-D1N-AAAAAA', 'length'],
      ['KL1-D1N-AAAAAAAA', 'length'],
      ['KL1D1NAAAAAAA', 'format'],
      ['KL1-D1N_AAAAAAA', 'format'],
      ['XX1-D1N-AAAAAAA', 'prefix'],
      ['KL2-D1N-AAAAAAA', 'prefix'],
      ['KL1-D1X-AAAAAAA', 'scoring'],
      ['BD1-AAAAAAGG', 'length'],
      ['BD1AAAAAAG', 'format'],
      ['', 'prefix'],
    ];
    for (const [text, problem] of invalid) {
      it(`refuses ${JSON.stringify(text)} naming the ${problem}`, () => {
        const parsed = parseDealCode(text);
        expect(parsed.ok).to.equal(false);
        if (!parsed.ok) {
          expect(parsed.error.problem).to.equal(problem);
          expect(parsed.error.message).to.be.a('string').and.not.equal('');
        }
      });
    }
  });

  describe('making', () => {
    it('writes upper case with the dashes', () => {
      expect(makeDealCode({ game: 'klondike', draw: 3, scoring: 'vegas', number: 0 })).to.equal('KL1-D3V-AAAAAAA');
      expect(makeDealCode({ game: 'bakers-dozen', number: 6 })).to.equal('BD1-AAAAAAG');
    });

    it('round-trips parse(make(deal)) for numbers across the whole 35-bit range', () => {
      const next = sfc32(17, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35);
      const spread = Array.from({ length: 200 }, () => (next() & 0b111) * 2 ** 32 + next());
      const numbers = [0, 1, 31, 32, 2 ** 32 - 1, 2 ** 32, DEAL_NUMBER_LIMIT - 1, ...spread];
      for (const number of numbers) {
        for (const deal of [
          { game: 'klondike', draw: 1, scoring: 'standard', number },
          { game: 'klondike', draw: 3, scoring: 'vegas', number },
          { game: 'bakers-dozen', number },
        ] as DealCode[]) {
          expect(parseDealCode(makeDealCode(deal))).to.deep.equal({ ok: true, value: deal });
        }
      }
    });

    it('round-trips make(parse(code)) to the canonical form', () => {
      expect(
        ['kl1-d1n-aaaaaag', ' BD1-abcdefg '].map((code) => {
          const parsed = parseDealCode(code);
          return parsed.ok ? makeDealCode(parsed.value) : '';
        }),
      ).to.deep.equal(['KL1-D1N-AAAAAAG', 'BD1-ABCDEFG']);
    });

    it('draws random deal numbers from the whole range', () => {
      const numbers = Array.from({ length: 2000 }, randomDealNumber);
      expect(numbers.every((n) => Number.isSafeInteger(n) && n >= 0 && n < DEAL_NUMBER_LIMIT)).to.equal(true);
      expect(numbers.some((n) => n >= 2 ** 32)).to.equal(true);
      expect(new Set(numbers).size).to.be.greaterThan(1990);
    });
  });
});
