import { expect } from 'chai';
import { STOCK, WASTE, foundationPile, tableauPile } from '../../src/engine/index.js';
import {
  asText,
  checkDealProvider,
  checkDir,
  checkGameDealCode,
  checkLang,
  checkMaxUndos,
  checkMove,
  checkNewGameOptions,
  checkResume,
  checkStorageKey,
  refuse,
} from '../../src/element/host/checks.js';

import { type Expected, accepts, expectChecked, refuses, table } from './check-table.js';

/** An object every read of which throws: a hostile Proxy. */
const hostile = new Proxy(
  {},
  {
    get() {
      throw new Error('no reading');
    },
  },
);

function revoked<T extends object>(target: T): T {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

describe('host checks (src/element/host/checks.ts)', () => {
  describe('asText: any value as text, never a throw', () => {
    const ROWS: readonly [what: string, value: unknown, text: string][] = [
      ['a string, as it is', '  KL1 ', '  KL1 '],
      ['a number', 42, '42'],
      ['minus zero', -0, '0'],
      ['null', null, 'null'],
      ['undefined', undefined, 'undefined'],
      ['a boolean', true, 'true'],
      ['a bigint', 10n, '10'],
      ['a symbol', Symbol('s'), 'Symbol(s)'],
      ['an array', [1, 'a'], '1,a'],
      ['a plain object', {}, '[object Object]'],
      ['an object with its own toString', { toString: () => 'mine' }, 'mine'],
      ['a null-prototype object, which String() cannot convert', Object.create(null), '[object Object]'],
      [
        'an object whose toString throws',
        {
          toString() {
            throw new Error('no');
          },
        },
        '[object Object]',
      ],
      [
        'an object whose Symbol.toPrimitive throws',
        {
          [Symbol.toPrimitive]() {
            throw new Error('no');
          },
        },
        '[object Object]',
      ],
      ['a Proxy every read of which throws: its kind in brackets', hostile, '[object]'],
      ['a revoked Proxy of an object', revoked({}), '[object]'],
      ['a revoked Proxy of a function', revoked(() => 0), '[function]'],
    ];
    for (const [what, value, text] of ROWS) {
      it(`${what} → ${JSON.stringify(text)}`, () => {
        expect(asText(value)).to.equal(text);
      });
    }
  });

  describe('refuse: the config-error detail, the value quoted', () => {
    const ROWS: readonly [what: string, attribute: string, value: unknown, accepted: string, message: string][] = [
      ['quotes the value as JSON', 'draw', '2', '1 or 3', 'draw="2" is not valid; accepted: 1 or 3.'],
      ['escapes quotes and backslashes', 'lang', 'a"b\\c', 'a tag', 'lang="a\\"b\\\\c" is not valid; accepted: a tag.'],
      ['escapes a line break', 'dir', 'a\nb', 'ltr', 'dir="a\\nb" is not valid; accepted: ltr.'],
      ['quotes a value that is not text as its text', 'max-undos', -1, 'a count', 'max-undos="-1" is not valid; accepted: a count.'],
      [
        'quotes an object that cannot be text as its kind',
        'newGame',
        Object.create(null),
        'an object',
        'newGame="[object Object]" is not valid; accepted: an object.',
      ],
      ['quotes 60 characters whole', 'x', 'a'.repeat(60), 'y', `x="${'a'.repeat(60)}" is not valid; accepted: y.`],
      ['cuts 61 characters to 60 and an ellipsis', 'x', 'a'.repeat(61), 'y', `x="${'a'.repeat(60)}…" is not valid; accepted: y.`],
      [
        'cuts a long replay to its first 60 characters',
        'x',
        'KL1-D1N-AAAAAAD D D D '.repeat(50),
        'y',
        `x="${'KL1-D1N-AAAAAAD D D D '.repeat(3).slice(0, 60)}…" is not valid; accepted: y.`,
      ],
      ['leaves out a character the cut would split in two', 'x', `${'a'.repeat(59)}😀tail`, 'y', `x="${'a'.repeat(59)}…" is not valid; accepted: y.`],
      ['keeps a character that ends right at the cut', 'x', `${'a'.repeat(58)}😀tail`, 'y', `x="${'a'.repeat(58)}😀…" is not valid; accepted: y.`],
    ];
    for (const [what, attribute, value, accepted, message] of ROWS) {
      it(what, () => {
        const refused = refuse(attribute, value, accepted);
        if (refused.ok) expect.fail('refuse() accepted');
        expect(refused.error).to.deep.equal({ attribute, value, message });
        expect(refused.error.value, 'the value itself, not a copy').to.equal(value);
      });
    }
  });

  describe('checkGameDealCode: a deal code of the element’s game', () => {
    const ROWS: readonly [what: string, game: 'klondike' | 'bakers-dozen', value: unknown, attribute: string, expected: Expected][] = [
      ['a Klondike code', 'klondike', 'KL1-D1N-AAAAAAG', 'deal-code', accepts({ game: 'klondike', draw: 1, scoring: 'standard', number: 6 })],
      ['in lower case, with spaces', 'klondike', ' kl1-d3v-aaaaaab ', 'deal-code', accepts({ game: 'klondike', draw: 3, scoring: 'vegas', number: 1 })],
      ["a Baker's Dozen code", 'bakers-dozen', 'BD1-AAAAAAG', 'deal-code', accepts({ game: 'bakers-dozen', number: 6 })],
      ["a Baker's Dozen code in lower case", 'bakers-dozen', 'bd1-aaaaaba', 'deal-code', accepts({ game: 'bakers-dozen', number: 32 })],
      [
        "a Baker's Dozen code in Klondike",
        'klondike',
        'BD1-AAAAAAG',
        'deal-code',
        refuses('deal-code', "a Klondike deal code (KL1-…), not a Baker's Dozen one"),
      ],
      [
        "a Klondike code in Baker's Dozen",
        'bakers-dozen',
        'KL1-D1N-AAAAAAG',
        'deal-code',
        refuses('deal-code', "a Baker's Dozen deal code (BD1-…), not a Klondike one"),
      ],
      [
        'draw 2',
        'klondike',
        'KL1-D2N-AAAAAAG',
        'deal-code',
        refuses('deal-code', 'a Klondike deal code such as KL1-D1N-AAAAAAG (draw must be 1 or 3, not "2")'),
      ],
      ['an unknown scoring', 'klondike', 'KL1-D1X-AAAAAAG', 'deal-code', refuses('deal-code', '(scoring must be N (standard) or V (Vegas), not "X")')],
      ['a number one character short', 'klondike', 'KL1-D1N-AAAAAA', 'deal-code', refuses('deal-code', '(the deal number has 7 characters, not 6)')],
      ['a character outside base32', 'klondike', 'KL1-D1N-AAAAAA1', 'deal-code', refuses('deal-code', '("1" is not a deal-number character (A–Z, 2–7))')],
      ['the prefix alone', 'klondike', 'KL1', 'deal-code', refuses('deal-code', '(a Klondike code reads KL1-D<draw><scoring>-<7 characters>')],
      ['nothing', 'bakers-dozen', '', 'deal-code', refuses('deal-code', "a Baker's Dozen deal code such as BD1-AAAAAAG (a deal code starts with KL1-D")],
      ['a number', 'klondike', 42, 'deal-code', refuses('deal-code', 'a deal code starts with KL1-D')],
      ['null, as a property', 'klondike', null, 'dealCode', refuses('dealCode', 'a Klondike deal code such as KL1-D1N-AAAAAAG')],
      ['a hostile Proxy, as newGame()’s field', 'klondike', hostile, 'newGame', refuses('newGame', 'a Klondike deal code such as KL1-D1N-AAAAAAG')],
    ];
    for (const [what, game, value, attribute, expected] of ROWS) {
      it(`${what}: ${'accepts' in expected ? 'accepted' : 'refused'}`, () => expectChecked(checkGameDealCode(game, value, attribute), expected, value));
    }
  });

  const UNDOS = 'a whole number 0 or more (leave it out for no limit)';
  table('checkMaxUndos: a count of undos, or no limit', checkMaxUndos, [
    ['no attribute', null, accepts(null)],
    ['no property', undefined, accepts(null)],
    ['0', '0', accepts(0)],
    ['a count', '5', accepts(5)],
    ['a count with spaces', ' 12 ', accepts(12)],
    ['leading zeros', '007', accepts(7)],
    ['six digits', '999999', accepts(999999)],
    ['a number property', 5, accepts(5)],
    ['a number written with an exponent', 1e3, accepts(1000)],
    ['seven digits', '1000000', refuses('max-undos', UNDOS)],
    ['an empty attribute', '', refuses('max-undos', UNDOS)],
    ['spaces', '  ', refuses('max-undos', UNDOS)],
    ['a negative count', '-1', refuses('max-undos', UNDOS)],
    ['a plus sign', '+3', refuses('max-undos', UNDOS)],
    ['a fraction', '1.5', refuses('max-undos', UNDOS)],
    ['a fraction property', 1.5, refuses('max-undos', UNDOS)],
    ['an exponent in text', '1e3', refuses('max-undos', UNDOS)],
    ['Arabic-Indic digits', '٣', refuses('max-undos', UNDOS)],
    ['a word', 'ten', refuses('max-undos', UNDOS)],
    ['NaN', NaN, refuses('max-undos', UNDOS)],
    ['Infinity', Infinity, refuses('max-undos', UNDOS)],
    ['a boolean', true, refuses('max-undos', UNDOS)],
    ['an object', {}, refuses('max-undos', UNDOS)],
  ]);

  const DIR = '"ltr", "rtl" or "auto" (or leave it out to inherit)';
  table('checkDir: a direction, as given', checkDir, [
    ['no attribute', null, accepts(null)],
    ['empty', '', accepts('')],
    ['ltr', 'ltr', accepts('ltr')],
    ['rtl', 'rtl', accepts('rtl')],
    ['auto', 'auto', accepts('auto')],
    ['upper case with spaces, kept as written', ' RTL ', accepts(' RTL ')],
    ['a word', 'up', refuses('dir', DIR)],
    ['two directions', 'rtl ltr', refuses('dir', DIR)],
    ['a CSS direction', 'left', refuses('dir', DIR)],
  ]);

  const LANG = 'a language tag such as "en", "ar" or "fr-CA" (or leave it out to inherit)';
  /** A valid tag of exactly 255 characters: private-use subtags after `en-x-`. */
  const LONGEST_TAG = `en-x-abcdefgh${'-abcdefgh'.repeat(26)}-abcdefg`;
  table('checkLang: a language tag, as given', checkLang, [
    ['no attribute', null, accepts(null)],
    ['empty', '', accepts('')],
    ['spaces', '   ', accepts('   ')],
    ['en', 'en', accepts('en')],
    ['ar', 'ar', accepts('ar')],
    ['fr-CA', 'fr-CA', accepts('fr-CA')],
    ['a script and a region', 'zh-Hant-TW', accepts('zh-Hant-TW')],
    ['odd case and spaces, kept as written', ' EN-ca ', accepts(' EN-ca ')],
    ['255 characters', LONGEST_TAG, accepts(LONGEST_TAG)],
    ['256 characters, though well formed', `${LONGEST_TAG}h`, refuses('lang', LANG)],
    ['an underscore', 'en_US', refuses('lang', LANG)],
    ['words', 'not a tag', refuses('lang', LANG)],
    ['digits', '123', refuses('lang', LANG)],
  ]);

  describe('checkNewGameOptions: the fields of newGame()’s options, read once', () => {
    const OBJECT = 'an object such as {dealCode} or {draw, scoring}, or nothing';
    const UNREADABLE = 'an object whose fields can be read';
    const KLONDIKE = ['draw', 'scoring'] as const;
    const ROWS: readonly [what: string, value: unknown, fields: readonly string[], expected: Expected][] = [
      ['nothing', undefined, KLONDIKE, accepts({})],
      ['an empty object: every field, undefined', {}, KLONDIKE, accepts({ dealCode: undefined, draw: undefined, scoring: undefined })],
      ['a deal code', { dealCode: 'KL1-D3V-AAAAAAG' }, KLONDIKE, accepts({ dealCode: 'KL1-D3V-AAAAAAG', draw: undefined, scoring: undefined })],
      ['draw and scoring, unchecked yet', { draw: '7', scoring: 'vegas' }, KLONDIKE, accepts({ dealCode: undefined, draw: '7', scoring: 'vegas' })],
      ['a field the game does not read, left out', { draw: 3, passes: 'classic' }, KLONDIKE, accepts({ dealCode: undefined, draw: 3, scoring: undefined })],
      ['an inherited field', Object.create({ draw: 3 }) as object, KLONDIKE, accepts({ dealCode: undefined, draw: 3, scoring: undefined })],
      [
        'a getter',
        {
          get scoring() {
            return 'vegas';
          },
        },
        KLONDIKE,
        accepts({ dealCode: undefined, draw: undefined, scoring: 'vegas' }),
      ],
      ['an array, an object without the fields', [], KLONDIKE, accepts({ dealCode: undefined, draw: undefined, scoring: undefined })],
      ["Baker's Dozen reads the deal code alone", { dealCode: 'BD1-AAAAAAG', draw: 3 }, [], accepts({ dealCode: 'BD1-AAAAAAG' })],
      ['null', null, KLONDIKE, refuses('newGame', OBJECT)],
      ['a deal code given bare', 'KL1-D1N-AAAAAAG', KLONDIKE, refuses('newGame', OBJECT)],
      ['a number', 3, KLONDIKE, refuses('newGame', OBJECT)],
      ['a boolean', true, KLONDIKE, refuses('newGame', OBJECT)],
      ['a function', () => ({ draw: 3 }), KLONDIKE, refuses('newGame', OBJECT)],
      [
        'a getter that throws',
        {
          get draw() {
            throw new Error('no draw');
          },
        },
        KLONDIKE,
        refuses('newGame', UNREADABLE),
      ],
      ['a Proxy every read of which throws', hostile, KLONDIKE, refuses('newGame', UNREADABLE)],
      ['a revoked Proxy', revoked({ draw: 3 }), KLONDIKE, refuses('newGame', UNREADABLE)],
    ];
    for (const [what, value, fields, expected] of ROWS) {
      it(`${what}: ${'accepts' in expected ? 'accepted' : 'refused'}`, () => expectChecked(checkNewGameOptions(value, fields), expected, value));
    }

    it('reads each field once, the deal code first, and nothing else', () => {
      const reads: PropertyKey[] = [];
      const watched = new Proxy(
        { dealCode: 'KL1-D1N-AAAAAAG', draw: 3, scoring: 'vegas', passes: 3 },
        { get: (target, key): unknown => (reads.push(key), Reflect.get(target, key)) },
      );
      expect(checkNewGameOptions(watched, KLONDIKE)).to.deep.equal({ ok: true, value: { dealCode: 'KL1-D1N-AAAAAAG', draw: 3, scoring: 'vegas' } });
      expect(reads).to.deep.equal(['dealCode', 'draw', 'scoring']);
    });
  });

  describe('checkMove: two pile ids and a count of cards', () => {
    const PILE = 'a pile id such as tableau-1 … tableau-7 or foundation-1 … foundation-4';
    const COUNT = 'a count of cards, a whole number 1 or more';
    const ROWS: readonly [what: string, move: readonly [from: unknown, to: unknown, count: unknown, columns: number], expected: Expected][] = [
      ['a column to a foundation', ['tableau-1', 'foundation-1', 1, 7], accepts([tableauPile(0), foundationPile(0), 1])],
      ['the waste to the last column', ['waste', 'tableau-7', 1, 7], accepts([WASTE, tableauPile(6), 1])],
      ['the stock to the waste: piles both, if no legal move', ['stock', 'waste', 1, 7], accepts([STOCK, WASTE, 1])],
      ['a foundation to a column', ['foundation-4', 'tableau-3', 1, 7], accepts([foundationPile(3), tableauPile(2), 1])],
      ["Baker's Dozen's thirteenth column", ['tableau-13', 'foundation-2', 1, 13], accepts([tableauPile(12), foundationPile(1), 1])],
      ['more cards than a pile holds: an illegal move, not a bad value', ['tableau-2', 'tableau-5', 12, 7], accepts([tableauPile(1), tableauPile(4), 12])],
      ['a column past the last', ['tableau-8', 'foundation-1', 1, 7], refuses('move', PILE, { value: 'tableau-8' })],
      [
        "a column past Baker's Dozen's last",
        ['tableau-14', 'foundation-1', 1, 13],
        refuses('move', 'tableau-1 … tableau-13 or foundation-1', { value: 'tableau-14' }),
      ],
      ['a fifth foundation', ['tableau-1', 'foundation-5', 1, 7], refuses('move', PILE, { value: 'foundation-5' })],
      ['column 0', ['tableau-0', 'foundation-1', 1, 7], refuses('move', PILE, { value: 'tableau-0' })],
      ['a leading zero', ['tableau-01', 'foundation-1', 1, 7], refuses('move', PILE, { value: 'tableau-01' })],
      ['upper case', ['Tableau-1', 'foundation-1', 1, 7], refuses('move', PILE, { value: 'Tableau-1' })],
      ['a space', ['tableau-1', ' foundation-1', 1, 7], refuses('move', PILE, { value: ' foundation-1' })],
      ['the short notation of replays', ['t1', 'f1', 1, 7], refuses('move', PILE, { value: 't1' })],
      ["a pile's number", [6, 'foundation-1', 1, 7], refuses('move', PILE, { value: 6 })],
      ['no destination', ['tableau-1', undefined, 1, 7], refuses('move', PILE, { value: undefined })],
      ['two bad ids: the first is named', ['tableau-9', 'foundation-9', 1, 7], refuses('move', PILE, { value: 'tableau-9' })],
      ['a bad id and a bad count: the id is named', ['tableau-1', 'nowhere', 0, 7], refuses('move', PILE, { value: 'nowhere' })],
      ['no cards', ['tableau-1', 'tableau-2', 0, 7], refuses('move', COUNT, { value: 0 })],
      ['a negative count', ['tableau-1', 'tableau-2', -1, 7], refuses('move', COUNT, { value: -1 })],
      ['a fraction', ['tableau-1', 'tableau-2', 1.5, 7], refuses('move', COUNT, { value: 1.5 })],
      ['a count as text', ['tableau-1', 'tableau-2', '2', 7], refuses('move', COUNT, { value: '2' })],
      ['NaN', ['tableau-1', 'tableau-2', NaN, 7], refuses('move', COUNT, { value: NaN })],
      ['Infinity', ['tableau-1', 'tableau-2', Infinity, 7], refuses('move', COUNT, { value: Infinity })],
      ['no count', ['tableau-1', 'tableau-2', undefined, 7], refuses('move', COUNT, { value: undefined })],
    ];
    for (const [what, [from, to, count, columns], expected] of ROWS) {
      it(`${what}: ${'accepts' in expected ? 'accepted' : 'refused'}`, () => expectChecked(checkMove(from, to, count, columns), expected, undefined));
    }
  });

  const KEY = 'a name of 1 to 100 characters, unique to this game on the site (or leave it out to save nothing)';
  table('checkStorageKey: a name to save under, or nothing', checkStorageKey, [
    ['no attribute', null, accepts(null)],
    ['no property', undefined, accepts(null)],
    ['a name', 'klondike', accepts('klondike')],
    ['a name with spaces round it, trimmed', ' my game ', accepts('my game')],
    ['one character', 'k', accepts('k')],
    ['100 characters', 'k'.repeat(100), accepts('k'.repeat(100))],
    ['any script', 'пасьянс', accepts('пасьянс')],
    ['101 characters', 'k'.repeat(101), refuses('storage-key', KEY)],
    ['100 characters with a space at each end: the trimmed name', ` ${'k'.repeat(100)} `, accepts('k'.repeat(100))],
    ['empty', '', refuses('storage-key', KEY)],
    ['spaces', '   ', refuses('storage-key', KEY)],
    ['a number', 42, refuses('storage-key', KEY)],
    ['a boolean', true, refuses('storage-key', KEY)],
    ['an object', { key: 'klondike' }, refuses('storage-key', KEY)],
  ]);

  const RESUME = '"on" (the default) or "off"';
  table('checkResume: on unless off', checkResume, [
    ['no attribute', null, accepts(true)],
    ['no property', undefined, accepts(true)],
    ['true', true, accepts(true)],
    ['false', false, accepts(false)],
    ['a bare attribute', '', accepts(true)],
    ['on', 'on', accepts(true)],
    ['ON with spaces', ' ON ', accepts(true)],
    ['"true"', 'True', accepts(true)],
    ['off', 'off', accepts(false)],
    ['OFF', 'OFF', accepts(false)],
    ['"false" with spaces', ' false ', accepts(false)],
    ['no', 'no', refuses('resume', RESUME)],
    ['yes', 'yes', refuses('resume', RESUME)],
    ['"0"', '0', refuses('resume', RESUME)],
    ['0', 0, refuses('resume', RESUME)],
    ['1', 1, refuses('resume', RESUME)],
    ['an object', {}, refuses('resume', RESUME)],
  ]);

  const provider = (): Promise<string> => Promise.resolve('KL1-D1N-AAAAAAG');
  function syncProvider(): string {
    return 'KL1-D1N-AAAAAAG';
  }
  const PROVIDER = 'an async function returning a deal code, or null';
  const MODULE = 'this is a module, whose provider is its default export (module.default)';
  table('checkDealProvider: a function handing out deal codes, or none', checkDealProvider, [
    ['null', null, accepts(null)],
    ['no property', undefined, accepts(null)],
    ['an async function, itself', provider, accepts(provider)],
    ['any function, itself: what it answers is checked when called', syncProvider, accepts(syncProvider)],
    ['a deal code', 'KL1-D1N-AAAAAAG', refuses('dealProvider', PROVIDER, { without: 'module' })],
    ['a promise of a deal code', Promise.resolve('KL1-D1N-AAAAAAG'), refuses('dealProvider', PROVIDER, { without: 'module' })],
    ['an object', {}, refuses('dealProvider', PROVIDER, { without: 'module' })],
    [
      'a module namespace-like object with a default function',
      { [Symbol.toStringTag]: 'Module', default: provider },
      refuses('dealProvider', `${PROVIDER}; ${MODULE}`),
    ],
    [
      'a module namespace-like object whose default is no function',
      { [Symbol.toStringTag]: 'Module', default: 'KL1-D1N-AAAAAAG' },
      refuses('dealProvider', PROVIDER, { without: 'module' }),
    ],
    ['a plain object with a default function', { default: provider }, refuses('dealProvider', PROVIDER, { without: 'module' })],
    ['a Proxy every read of which throws', hostile, refuses('dealProvider', PROVIDER, { without: 'module' })],
  ]);

  it("checkDealProvider: import()'s own result, a module whose default is a function (node:assert): refused, naming module.default", async () => {
    const namespace: unknown = await import('node:assert');
    expectChecked(checkDealProvider(namespace), refuses('dealProvider', `${PROVIDER}; ${MODULE}`), namespace);
  });
});
