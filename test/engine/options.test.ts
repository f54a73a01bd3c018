import { expect } from 'chai';
import fc from 'fast-check';
import {
  BakersDozen,
  type DealCode,
  DEFAULT_KLONDIKE_RULES,
  Game,
  Klondike,
  type OptionError,
  type OptionReason,
  type Result,
  anyGame,
  bakersDozenOnly,
  isPasses,
  klondikeOnly,
  parseDealCode,
  parseKlondikeRules,
  parseReplay,
  startGame,
  unwrap,
} from '../../src/engine/index.js';
import { STANDARD_DRAW_1 } from './helpers.js';

function deal(code: string): DealCode {
  return unwrap(parseDealCode(code));
}

const KLONDIKE = { game: 'klondike', draw: 1, scoring: 'standard', number: 6 } as const;
const BAKERS_DOZEN = { game: 'bakers-dozen', number: 6 } as const;

/** What a caller outside TypeScript may pass: anything at all. */
function loose(value: unknown): never {
  return value as never;
}

type Refused = readonly [reason: OptionReason, option: string];

/** Each entry point, each malformed or unknown option, and the reason it is refused with (docs/engine.md, "Checked options"). */
const REFUSED: readonly [entry: string, what: string, call: () => Result<unknown, OptionError>, refused: Refused][] = [
  [
    'Klondike.deal',
    'an old name for the pass limit',
    () => Klondike.deal(6, loose({ draw: 1, scoring: 'standard', classicPasses: false })),
    ['unknown-option', 'classicPasses'],
  ],
  ['Klondike.deal', 'a typo', () => Klondike.deal(6, loose({ draw: 1, scoring: 'standard', retreival: false })), ['unknown-option', 'retreival']],
  ['Klondike.deal', 'no draw', () => Klondike.deal(6, loose({ scoring: 'standard' })), ['missing-option', 'draw']],
  ['Klondike.deal', 'no scoring', () => Klondike.deal(6, loose({ draw: 3 })), ['missing-option', 'scoring']],
  ['Klondike.deal', 'draw 2', () => Klondike.deal(6, loose({ draw: 2, scoring: 'standard' })), ['bad-option', 'draw']],
  ['Klondike.deal', 'draw as text', () => Klondike.deal(6, loose({ draw: '1', scoring: 'standard' })), ['bad-option', 'draw']],
  ['Klondike.deal', 'a scoring of another case', () => Klondike.deal(6, loose({ draw: 1, scoring: 'Vegas' })), ['bad-option', 'scoring']],
  ['Klondike.deal', 'no pass at all', () => Klondike.deal(6, { ...STANDARD_DRAW_1, passes: 0 }), ['bad-option', 'passes']],
  ['Klondike.deal', 'a fractional number of passes', () => Klondike.deal(6, { ...STANDARD_DRAW_1, passes: 1.5 }), ['bad-option', 'passes']],
  ['Klondike.deal', 'passes NaN', () => Klondike.deal(6, { ...STANDARD_DRAW_1, passes: NaN }), ['bad-option', 'passes']],
  ['Klondike.deal', 'an unknown pass limit', () => Klondike.deal(6, loose({ ...STANDARD_DRAW_1, passes: 'vegas' })), ['bad-option', 'passes']],
  ['Klondike.deal', 'retrieval as text', () => Klondike.deal(6, loose({ ...STANDARD_DRAW_1, retrieval: 'false' })), ['bad-option', 'retrieval']],
  ['Klondike.deal', 'options that are no record', () => Klondike.deal(6, loose(null)), ['not-a-record', 'options']],
  ['Klondike.deal', 'options as a list', () => Klondike.deal(6, loose([1, 'standard'])), ['not-a-record', 'options']],
  ['Klondike.deal', 'a negative deal number', () => Klondike.deal(-1, STANDARD_DRAW_1), ['bad-option', 'number']],
  ['Klondike.deal', 'a fractional deal number', () => Klondike.deal(1.5, STANDARD_DRAW_1), ['bad-option', 'number']],
  ['Klondike.deal', 'a deal number past 35 bits', () => Klondike.deal(2 ** 35, STANDARD_DRAW_1), ['bad-option', 'number']],
  ['Klondike.deal', 'no deal number', () => Klondike.deal(loose(undefined), STANDARD_DRAW_1), ['missing-option', 'number']],
  ['Klondike.forDeal', "a Baker's Dozen deal", () => Klondike.forDeal(loose(BAKERS_DOZEN)), ['bad-option', 'game']],
  ['Klondike.forDeal', 'a deal with no draw', () => Klondike.forDeal(loose({ ...KLONDIKE, draw: undefined })), ['missing-option', 'draw']],
  ['Klondike.forDeal', 'a deal of draw 2', () => Klondike.forDeal(loose({ ...KLONDIKE, draw: 2 })), ['bad-option', 'draw']],
  ['Klondike.forDeal', 'a deal with a field no deal has', () => Klondike.forDeal(loose({ ...KLONDIKE, seed: 4 })), ['unknown-option', 'seed']],
  ['Klondike.forDeal', 'a deal of no game', () => Klondike.forDeal(loose({ ...KLONDIKE, game: 'chess' })), ['bad-option', 'game']],
  ['Klondike.forDeal', 'a deal that is no record', () => Klondike.forDeal(loose('KL1-D1N-AAAAAAG')), ['not-a-record', 'deal']],
  [
    'Klondike.forDeal',
    'the undo allowance, which is no rule of the position',
    () => Klondike.forDeal(KLONDIKE, loose({ maxUndos: 3 })),
    ['unknown-option', 'maxUndos'],
  ],
  ['Klondike.forDeal', 'an old name for the pass limit', () => Klondike.forDeal(KLONDIKE, loose({ classicPasses: true })), ['unknown-option', 'classicPasses']],
  ['Klondike.forDeal', 'a malformed pass limit', () => Klondike.forDeal(KLONDIKE, { passes: -2 }), ['bad-option', 'passes']],
  [
    'Klondike.fromTable',
    'a malformed draw',
    () => Klondike.fromTable(unwrap(Klondike.forDeal(KLONDIKE)).table(), loose({ draw: 4, scoring: 'standard' })),
    ['bad-option', 'draw'],
  ],
  [
    'Klondike.fromTable',
    'an impossible table',
    () => Klondike.fromTable({ ...unwrap(Klondike.forDeal(KLONDIKE)).table(), waste: [0] }, STANDARD_DRAW_1),
    ['bad-option', 'table'],
  ],
  ['BakersDozen.deal', 'a negative deal number', () => BakersDozen.deal(-6), ['bad-option', 'number']],
  ['BakersDozen.deal', 'a deal number NaN', () => BakersDozen.deal(NaN), ['bad-option', 'number']],
  [
    'BakersDozen.fromTable',
    'a table with a waste',
    () => BakersDozen.fromTable({ ...unwrap(BakersDozen.deal(6)).table(), waste: [0] }),
    ['bad-option', 'table'],
  ],
  ['startGame', 'an old name for the pass limit', () => startGame(KLONDIKE, loose({ classicPasses: true })), ['unknown-option', 'classicPasses']],
  ['startGame', "Klondike's passes for Baker's Dozen", () => startGame(BAKERS_DOZEN, { passes: 3 }), ['unknown-option', 'passes']],
  ['startGame', "Klondike's retrieval for Baker's Dozen", () => startGame(BAKERS_DOZEN, { retrieval: false }), ['unknown-option', 'retrieval']],
  ['startGame', 'a negative undo allowance', () => startGame(KLONDIKE, { maxUndos: -1 }), ['bad-option', 'maxUndos']],
  ['startGame', 'an undo allowance of infinity', () => startGame(BAKERS_DOZEN, { maxUndos: Infinity }), ['bad-option', 'maxUndos']],
  ['startGame', 'rules that are no record', () => startGame(KLONDIKE, loose('classic')), ['not-a-record', 'house rules']],
  ['startGame', 'a deal of no game', () => startGame(loose({ game: 'spider', number: 1 }), {}), ['bad-option', 'game']],
  ['startGame', 'no deal', () => startGame(loose(undefined)), ['not-a-record', 'deal']],
  ['Game.fromPosition', 'a fractional undo allowance', () => Game.fromPosition(KLONDIKE, unwrap(Klondike.forDeal(KLONDIKE)), 1.5), ['bad-option', 'maxUndos']],
  ['Game.fromPosition', 'a deal of another game', () => Game.fromPosition(BAKERS_DOZEN, unwrap(Klondike.forDeal(KLONDIKE))), ['bad-option', 'game']],
  ['withMaxUndos', 'a negative undo allowance', () => unwrap(startGame(KLONDIKE)).withMaxUndos(-1), ['bad-option', 'maxUndos']],
  ['withMaxUndos', 'an undo allowance as text', () => unwrap(startGame(KLONDIKE)).withMaxUndos(loose('3')), ['bad-option', 'maxUndos']],
  [
    'restoreHistory',
    'an undo floor past the actions',
    () => unwrap(startGame(KLONDIKE)).restoreHistory({ undoFloor: 5, undosUsed: 0 }),
    ['bad-option', 'undoFloor'],
  ],
  ['restoreHistory', 'no undo count', () => unwrap(startGame(KLONDIKE)).restoreHistory(loose({ undoFloor: 0 })), ['missing-option', 'undosUsed']],
  ['restoreHistory', 'a negative undo count', () => unwrap(startGame(KLONDIKE)).restoreHistory({ undoFloor: 0, undosUsed: -1 }), ['bad-option', 'undosUsed']],
  ['parseKlondikeRules', 'an old name for the pass limit', () => parseKlondikeRules({ classicPasses: true }), ['unknown-option', 'classicPasses']],
  ['parseKlondikeRules', 'the undo allowance', () => parseKlondikeRules({ maxUndos: null }), ['unknown-option', 'maxUndos']],
  ['parseKlondikeRules', 'rules that are no record', () => parseKlondikeRules(7), ['not-a-record', 'Klondike house rules']],
];

/** The entry points that speak in words (saved games and replays), each malformed or unknown option and what the words say. */
const REFUSED_IN_WORDS: readonly [entry: string, what: string, call: () => Result<unknown, string>, says: string][] = [
  ['klondikeOnly', 'an old name for the pass limit', () => klondikeOnly(KLONDIKE, { maxUndos: null, classicPasses: true }), 'no option "classicPasses"'],
  ['klondikeOnly', 'a malformed retrieval', () => klondikeOnly(KLONDIKE, { maxUndos: null, retrieval: 1 }), 'retrieval must be true or false, not 1'],
  ['klondikeOnly', 'a malformed undo allowance', () => klondikeOnly(KLONDIKE, { maxUndos: -3 }), 'maxUndos must be'],
  ['klondikeOnly', "a Baker's Dozen deal", () => klondikeOnly(BAKERS_DOZEN, { maxUndos: null }), 'not a Klondike deal'],
  ['bakersDozenOnly', "Klondike's passes", () => bakersDozenOnly(BAKERS_DOZEN, { maxUndos: null, passes: 3 }), 'no option "passes"'],
  ['bakersDozenOnly', 'a malformed deal', () => bakersDozenOnly(loose({ ...BAKERS_DOZEN, number: -1 }), { maxUndos: null }), 'number must be'],
  ['anyGame', 'no deal', () => anyGame(loose(null), { maxUndos: null }), 'must be a record'],
  ['anyGame', 'rules that are no record', () => anyGame(KLONDIKE, loose(null)), 'must be a record'],
  ['parseReplay', 'a malformed undo allowance', () => parseReplay('KL1-D1N-AAAAAAG D', anyGame, { maxUndos: -1 }), 'maxUndos must be'],
  ['parseReplay', 'a rule of the game given as the shared ones', () => parseReplay('KL1-D1N-AAAAAAG D', anyGame, loose({ passes: 2 })), 'no option "passes"'],
  ['parseReplay', 'a rule no game has, in the text', () => parseReplay('KL1-D1N-AAAAAAG undo=3 D', anyGame), 'no option "undo"'],
];

/** Each entry point with options left out, and the defaults they take. */
const DEFAULTS: readonly [entry: string, what: string, rules: () => unknown, expected: unknown][] = [
  [
    'Klondike.deal',
    'passes and retrieval left out',
    () => unwrap(Klondike.deal(6, { draw: 3, scoring: 'vegas' })).options,
    { draw: 3, scoring: 'vegas', ...DEFAULT_KLONDIKE_RULES },
  ],
  ['Klondike.deal', 'passes given as undefined', () => unwrap(Klondike.deal(6, { ...STANDARD_DRAW_1, passes: undefined })).houseRules, DEFAULT_KLONDIKE_RULES],
  ['Klondike.forDeal', 'no house rules', () => unwrap(Klondike.forDeal(KLONDIKE)).houseRules, DEFAULT_KLONDIKE_RULES],
  ['Klondike.forDeal', 'retrieval alone', () => unwrap(Klondike.forDeal(KLONDIKE, { retrieval: false })).houseRules, { passes: 'unlimited', retrieval: false }],
  [
    'Klondike.fromTable',
    'draw and scoring alone',
    () => unwrap(Klondike.fromTable(unwrap(Klondike.forDeal(KLONDIKE)).table(), { draw: 1, scoring: 'standard' })).options,
    STANDARD_DRAW_1,
  ],
  ['startGame', 'no rules, Klondike', () => unwrap(startGame(KLONDIKE)).rules, { ...DEFAULT_KLONDIKE_RULES, maxUndos: null }],
  ['startGame', "no rules, Baker's Dozen", () => unwrap(startGame(BAKERS_DOZEN)).rules, { maxUndos: null }],
  [
    'startGame',
    'the undo allowance alone',
    () => unwrap(startGame(deal('KL1-D3V-AAAAAAG'), { maxUndos: 4 })).rules,
    { ...DEFAULT_KLONDIKE_RULES, maxUndos: 4 },
  ],
  ['Game.fromPosition', 'no undo allowance', () => unwrap(Game.fromPosition(BAKERS_DOZEN, unwrap(BakersDozen.deal(6)))).maxUndos, null],
  ['withMaxUndos', 'no undo allowance', () => unwrap(unwrap(startGame(KLONDIKE, { maxUndos: 2 })).withMaxUndos()).maxUndos, null],
  ['parseKlondikeRules', 'nothing named', () => unwrap(parseKlondikeRules({})), DEFAULT_KLONDIKE_RULES],
  ['klondikeOnly', 'the undo allowance alone', () => unwrap(klondikeOnly(KLONDIKE, { maxUndos: null })).rules, { ...DEFAULT_KLONDIKE_RULES, maxUndos: null }],
  ['parseReplay', 'no undo allowance', () => unwrap(parseReplay('KL1-D1N-AAAAAAG passes=2 D', anyGame)).rules, { passes: 2, retrieval: true, maxUndos: null }],
];

describe('checked options (docs/engine.md, "Checked options")', () => {
  describe('every malformed or unknown option is refused with its reason, and nothing is made', () => {
    for (const [entry, what, call, [reason, option]] of REFUSED) {
      it(`${entry}: ${what} → ${reason} (${option})`, () => {
        const result = call();
        expect(result.ok, 'refused').to.equal(false);
        if (result.ok) return;
        expect({ reason: result.error.reason, option: result.error.option }).to.deep.equal({ reason, option });
        expect(result.error.message)
          .to.be.a('string')
          .and.contain(option === 'table' ? '' : option);
      });
    }
  });

  describe('saved games and replays say why in words', () => {
    for (const [entry, what, call, says] of REFUSED_IN_WORDS) {
      it(`${entry}: ${what}`, () => {
        const result = call();
        expect(!result.ok && result.error).to.contain(says);
      });
    }
  });

  describe('an option left out takes its documented default', () => {
    for (const [entry, what, value, expected] of DEFAULTS) {
      it(`${entry}: ${what}`, () => {
        expect(value()).to.deep.equal(expected);
      });
    }
  });

  describe('random options never make a position with rules that are not rules (property-based)', () => {
    const values = fc.oneof(
      fc.constantFrom<unknown>(1, 3, 2, 0, -1, 1.5, NaN, Infinity, 'standard', 'vegas', 'unlimited', 'classic', true, false, null, undefined, '1', 4),
      fc.anything(),
    );
    const names = fc.constantFrom('draw', 'scoring', 'passes', 'retrieval', 'maxUndos', 'classicPasses', 'game', 'number', 'undo', '__proto__', 'constructor');
    const options = fc.oneof(fc.dictionary(names, values), fc.anything());
    const numbers = fc.oneof(fc.integer({ min: 0, max: 2 ** 35 - 1 }), fc.double(), fc.anything());
    const deals = fc.oneof(
      fc.constant<unknown>(KLONDIKE),
      fc.constant<unknown>(BAKERS_DOZEN),
      fc.record({ game: values, draw: values, scoring: values, number: numbers }),
      options,
    );

    function expectWellFormed(position: Klondike | BakersDozen): void {
      if (position.game === 'bakers-dozen') {
        expect(position.houseRules).to.deep.equal({});
        return;
      }
      const { draw, scoring, passes, retrieval } = position.options;
      expect(Object.keys(position.options).sort()).to.deep.equal(['draw', 'passes', 'retrieval', 'scoring']);
      expect([1, 3]).to.include(draw);
      expect(['standard', 'vegas']).to.include(scoring);
      expect(isPasses(passes), `passes ${String(passes)}`).to.equal(true);
      expect(retrieval).to.be.a('boolean');
      expect(position.recycleLimit === Infinity || Number.isSafeInteger(position.recycleLimit), `recycle limit ${position.recycleLimit}`).to.equal(true);
      expect(position.stock.length + position.faceDown.flat().length + position.faceUp.flat().length).to.equal(52);
    }

    function expectWellFormedGame(game: Game): void {
      expect(game.maxUndos === null || Number.isSafeInteger(game.maxUndos), `maxUndos ${String(game.maxUndos)}`).to.equal(true);
      expect(Number.isNaN(game.undosLeft)).to.equal(false);
      expectWellFormed(game.position as Klondike | BakersDozen);
    }

    it('Klondike.deal, Klondike.forDeal, BakersDozen.deal', () => {
      fc.assert(
        fc.property(numbers, options, deals, (n, given, dealt) => {
          for (const result of [Klondike.deal(loose(n), loose(given)), Klondike.forDeal(loose(dealt), loose(given)), BakersDozen.deal(loose(n))]) {
            if (result.ok) expectWellFormed(result.value);
            else expect(result.error.message).to.be.a('string');
          }
        }),
      );
    });

    it('startGame, the starters, Game.fromPosition and withMaxUndos', () => {
      fc.assert(
        fc.property(deals, options, values, (dealt, given, maxUndos) => {
          const games: Result<Game, OptionError | string>[] = [
            startGame(loose(dealt), loose(given)),
            anyGame(loose(dealt), loose(given)),
            Game.fromPosition(loose(dealt), unwrap(Klondike.forDeal(KLONDIKE)), loose(maxUndos)),
            unwrap(startGame(BAKERS_DOZEN)).withMaxUndos(loose(maxUndos)),
          ];
          for (const game of games) {
            if (game.ok) expectWellFormedGame(game.value);
            else expect(typeof game.error === 'string' ? game.error : game.error.message).to.be.a('string');
          }
        }),
      );
    });
  });
});
