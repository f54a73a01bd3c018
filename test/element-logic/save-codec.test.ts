import { expect } from 'chai';
import fc from 'fast-check';
import { type Game, anyGame, loadGame, parseActions, saveGame, startGame, unwrap } from '../../src/engine/index.js';
import { readVersioned } from '../../src/element/persistence/versioned-json.js';
import { SAVE_VERSION, type SaveRecord, makeSaveRecord, readSaveRecord, saveFormat } from '../../src/element/persistence/save-record.js';
import { parseStatistics, serializeStatistics } from '../../src/element/persistence/stored-statistics.js';
import { type StatisticsModes } from '../../src/element/statistics/statistics.js';
import { fingerprint } from '../engine/helpers.js';
import { WINNING_LINES } from '../engine/winning-lines.js';
import { BAKERS_DOZEN_MODES, KLONDIKE_MODES, bakersDozen, deal, klondike, standardOneShort, standardWin } from './games.js';
import { BAKERS_DOZEN_TAG, KLONDIKE_TAG, text } from './save-texts.js';

/** fast-check's seed: the same texts on every run, so a failure shows again. */
const SEED = 20_240_611;

/** A Klondike game part-way through the winning line, under an undo allowance it has used some of. */
function gameInProgress(): Game {
  const game = unwrap(startGame(deal('KL1-D1N-AAAAAAD'), { passes: 3, retrieval: false, maxUndos: 5 }));
  for (const action of parseActions(WINNING_LINES['KL1-D1N-AAAAAAD'])!.slice(0, 40)) unwrap(game.play(action));
  unwrap(game.undo());
  unwrap(game.undo());
  return game;
}

describe('readVersioned (src/element/persistence/versioned-json.ts)', () => {
  const RECORD = { format: 'demo', version: 2, more: [1] };
  const ROWS: readonly [what: string, text: string, read: Record<string, unknown> | string][] = [
    ['the format at its version: the record', text(RECORD), RECORD],
    ['not JSON', '{format: demo}', 'not JSON'],
    ['nothing at all', '', 'not JSON'],
    ['null', 'null', 'not a value of this element (demo)'],
    ['an array', '[{"format":"demo","version":2}]', 'not a value of this element (demo)'],
    ['a string', '"demo"', 'not a value of this element (demo)'],
    ['another format', text(RECORD, { format: 'other' }), 'not a value of this element (demo)'],
    ['no format', text(RECORD, { format: undefined }), 'not a value of this element (demo)'],
    ['no version', text(RECORD, { version: undefined }), 'of no version'],
    ['a version as text', text(RECORD, { version: '2' }), 'of no version'],
    ['a null version', text(RECORD, { version: null }), 'of no version'],
    ['a newer version', text(RECORD, { version: 3 }), "of version 3, newer than this element's (2)"],
    ['an older version: unknown here', text(RECORD, { version: 1 }), 'of unknown version 1'],
    ['a version between', text(RECORD, { version: 1.5 }), 'of unknown version 1.5'],
    ['a negative version', text(RECORD, { version: -2 }), 'of unknown version -2'],
  ];
  for (const [what, given, read] of ROWS) {
    it(`${what} → ${typeof read === 'string' ? JSON.stringify(read) : 'the record'}`, () => {
      expect(readVersioned(given, 'demo', 2)).to.deep.equal(read);
    });
  }
});

describe('the save record (src/element/persistence/save-record.ts)', () => {
  describe('round trip: makeSaveRecord → readSaveRecord → loadGame', () => {
    const ROWS: readonly [what: string, tag: string, game: () => Game, over: boolean, elapsedMs: number][] = [
      ['a fresh Klondike deal', KLONDIKE_TAG, () => klondike('KL1-D3V-AAAAAAG'), false, 0],
      ['a Klondike game part-way, house rules and undos used', KLONDIKE_TAG, gameInProgress, false, 93_500],
      ['a Klondike game past the last 100 actions: written from a position', KLONDIKE_TAG, () => standardOneShort(0), false, 600_000],
      ['a Klondike game won, over', KLONDIKE_TAG, () => standardWin(0), true, 181_000],
      ['a Vegas game given up, over', KLONDIKE_TAG, () => klondike('KL1-D1V-AAAAAAJ', 't7>f2 t2>t1 D'), true, 12_000],
      ["a Baker's Dozen game part-way", BAKERS_DOZEN_TAG, () => bakersDozen('BD1-AAAAAAG', 5), false, 40_000],
      ["a Baker's Dozen game given up, over", BAKERS_DOZEN_TAG, () => bakersDozen('BD1-AAAAAAB', 3), true, 1_000],
    ];
    for (const [what, tag, make, over, elapsedMs] of ROWS) {
      it(what, () => {
        const game = make();
        const record = readSaveRecord(tag, makeSaveRecord(tag, 'owner-7f3a', game, over, elapsedMs));
        if (typeof record === 'string') expect.fail(`refused: ${record}`);
        expect(record).to.deep.equal({ format: `${tag}-save`, version: SAVE_VERSION, owner: 'owner-7f3a', over, game: { ...saveGame(game), elapsedMs } });
        const loaded = loadGame(record.game, anyGame);
        if (!loaded.ok) expect.fail(`the saved game does not load: ${loaded.error}`);
        expect(loaded.value.dealCode).to.equal(game.dealCode);
        expect(loaded.value.rules).to.deep.equal(game.rules);
        expect(fingerprint(loaded.value.position)).to.equal(fingerprint(game.position));
        expect(loaded.value.undosLeft).to.equal(game.undosLeft);
        expect(loaded.value.elapsedMs).to.equal(elapsedMs);
      });
    }

    it('the record keeps the time given, not the game’s clock, and leaves the clock alone', () => {
      const game = klondike('KL1-D1N-AAAAAAG', 'D', 5);
      const record = readSaveRecord(KLONDIKE_TAG, makeSaveRecord(KLONDIKE_TAG, 'me', game, false, 93_500)) as SaveRecord;
      expect(record.game.elapsedMs).to.equal(93_500);
      expect(game.elapsedMs).to.equal(5);
    });

    it('the format names the tag: <tag>-save', () => {
      expect(saveFormat(KLONDIKE_TAG)).to.equal('klondike-solitaire-save');
      expect(JSON.parse(makeSaveRecord('my-klondike', 'me', klondike('KL1-D1N-AAAAAAG'), false, 0))).to.include({ format: 'my-klondike-save', version: 1 });
    });
  });

  describe('refusals: what is wrong with the text, as words that follow "is"', () => {
    const VALID = JSON.parse(makeSaveRecord(KLONDIKE_TAG, 'owner', klondike('KL1-D1N-AAAAAAG', 'D'), false, 1_000)) as Record<string, unknown>;
    const ROWS: readonly [what: string, saved: string, reason: string][] = [
      ['not JSON', '{"format":', 'not JSON'],
      ['nothing', '', 'not JSON'],
      ['a number', '42', 'not a value of this element (klondike-solitaire-save)'],
      ['an array', '[]', 'not a value of this element (klondike-solitaire-save)'],
      ["the engine's own saved game, unwrapped", JSON.stringify(VALID.game), 'not a value of this element (klondike-solitaire-save)'],
      ['the statistics of the same tag', text(VALID, { format: 'klondike-solitaire-stats' }), 'not a value of this element (klondike-solitaire-save)'],
      [
        "another game's save",
        makeSaveRecord(BAKERS_DOZEN_TAG, 'owner', bakersDozen('BD1-AAAAAAG'), false, 0),
        'not a value of this element (klondike-solitaire-save)',
      ],
      ['no version', text(VALID, { version: undefined }), 'of no version'],
      ['a version as text', text(VALID, { version: '1' }), 'of no version'],
      ['a newer version', text(VALID, { version: 2 }), "of version 2, newer than this element's (1)"],
      ['version 0', text(VALID, { version: 0 }), 'of unknown version 0'],
      ['no owner', text(VALID, { owner: undefined }), 'a malformed saved game'],
      ['an owner that is no string', text(VALID, { owner: 7 }), 'a malformed saved game'],
      ['no over', text(VALID, { over: undefined }), 'a malformed saved game'],
      ['over as text', text(VALID, { over: 'false' }), 'a malformed saved game'],
      ['no game', text(VALID, { game: undefined }), 'a malformed saved game'],
      ['a null game', text(VALID, { game: null }), 'a malformed saved game'],
      ['a game as an array', text(VALID, { game: [] }), 'a malformed saved game'],
      ['a game as a replay text', text(VALID, { game: 'KL1-D1N-AAAAAAG D' }), 'a malformed saved game'],
    ];
    it('the record the rows change is read', () => {
      expect(readSaveRecord(KLONDIKE_TAG, text(VALID))).to.deep.equal(VALID);
    });
    for (const [what, saved, reason] of ROWS) {
      it(`${what} → ${JSON.stringify(reason)}`, () => {
        expect(readSaveRecord(KLONDIKE_TAG, saved)).to.equal(reason);
      });
    }
  });
});

/** Whether `reason` is one of readVersioned's. */
function readVersionedReason(reason: string): boolean {
  return /^(not JSON|not a value of this element \(.+\)|of no version|of version .+, newer than this element's \(1\)|of unknown version .+)$/.test(reason);
}

describe('any text: a well-formed record or a reason, never a throw', () => {
  const KEYS = ['1-standard', '3-standard', '1-vegas', '3-vegas', 'all', '2-standard', '__proto__'];
  const number = fc.oneof(fc.nat(30), fc.integer({ min: -60, max: 600 }), fc.double(), fc.constantFrom(2 ** 53, -0, 1.5));
  /** Any JSON value a field may hold instead, or the field left out (`undefined` is not written). */
  const field = fc.oneof(number, fc.constant(null), fc.constant(undefined), fc.jsonValue({ maxDepth: 1 }));
  /** Mostly `valid`, now and then anything else. */
  const mostly = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> => fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: field, weight: 1 });
  /** Counts as the element writes them: each within the one it is bounded by. */
  const consistent = fc.nat(40).chain((played) =>
    fc.nat(played).chain((won) =>
      fc.nat(won).chain((longestStreak) =>
        fc.record({
          played: fc.constant(played),
          won: fc.constant(won),
          longestStreak: fc.constant(longestStreak),
          currentStreak: fc.nat(longestStreak),
          bestScore: won === 0 ? fc.constant(null) : fc.integer({ min: -52, max: 800 }),
          fastestWinMs: won === 0 ? fc.constant(null) : fc.nat(),
        }),
      ),
    ),
  );
  const counts = fc.oneof(
    { arbitrary: consistent, weight: 4 },
    {
      arbitrary: fc
        .tuple(consistent, fc.constantFrom('played', 'won', 'currentStreak', 'longestStreak', 'bestScore', 'fastestWinMs', 'extra'), fc.oneof(number, field))
        .map(([valid, key, value]) => ({ ...valid, [key]: value })),
      weight: 2,
    },
    { arbitrary: field, weight: 1 },
  );
  /** Values near the shape each codec reads, so the property reaches its every branch, and beside them text of any kind. */
  const near = (format: string, more: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> =>
    fc
      .record({ format: mostly(fc.constantFrom(format, 'other', format.toUpperCase())), version: mostly(fc.constant(1)), ...more })
      .map((value) => JSON.stringify(value));
  const texts = (format: string, more: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> =>
    fc.oneof(
      { arbitrary: near(format, more), weight: 6 },
      { arbitrary: near(format, more).chain((json) => fc.nat(json.length).map((cut) => json.slice(0, cut))), weight: 1 },
      { arbitrary: fc.json(), weight: 1 },
      { arbitrary: fc.string({ unit: 'binary' }), weight: 1 },
    );

  /** The phrases of `reasons` none of `seen` holds: each refusal the texts are to reach at least once. */
  const unreached = (reasons: readonly string[], seen: Set<string>): string[] => reasons.filter((reason) => ![...seen].some((given) => given.includes(reason)));

  it('readSaveRecord', () => {
    const seen = { records: 0, reasons: new Set<string>() };
    const game = mostly(fc.constant(saveGame(klondike('KL1-D1N-AAAAAAG', 'D'))));
    fc.assert(
      fc.property(texts('klondike-solitaire-save', { owner: mostly(fc.string()), over: mostly(fc.boolean()), game }), (saved) => {
        const read = readSaveRecord(KLONDIKE_TAG, saved);
        if (typeof read === 'string') {
          seen.reasons.add(read);
          return;
        }
        seen.records++;
        expect(read.format).to.equal('klondike-solitaire-save');
        expect(read.version).to.equal(SAVE_VERSION);
        expect(read.owner).to.be.a('string');
        expect(read.over).to.be.a('boolean');
        expect(read.game).to.be.an('object').and.not.be.an('array');
        expect(read.game).to.not.equal(null);
      }),
      { numRuns: 1_000, seed: SEED },
    );
    expect(seen.records, 'texts read as records').to.be.above(50);
    expect(
      unreached(['not JSON', 'not a value of this element', 'of no version', 'newer than', 'of unknown version', 'a malformed saved game'], seen.reasons),
    ).to.deep.equal([]);
    for (const reason of seen.reasons) expect(readVersionedReason(reason) || reason === 'a malformed saved game', reason).to.equal(true);
  });

  for (const [name, tag, kept] of [
    ['Klondike', KLONDIKE_TAG, KLONDIKE_MODES],
    ["Baker's Dozen", BAKERS_DOZEN_TAG, BAKERS_DOZEN_MODES],
  ] as const) {
    it(`parseStatistics, ${name}: consistent counts of the game's own modes, which write back as they read`, () => {
      const seen = { records: 0, reasons: new Set<string>() };
      const modes = mostly(fc.dictionary(fc.constantFrom(...KEYS), counts, { maxKeys: 4 }));
      const vegasBalance = mostly(fc.integer({ min: -1_000, max: 1_000 }));
      const keys = new Set<string>(kept.modes.map((mode: object) => (kept as StatisticsModes).modeKey(mode)));
      fc.assert(
        fc.property(texts(`${tag}-stats`, { modes, vegasBalance }), (saved) => {
          const parsed = parseStatistics(tag, kept as StatisticsModes, saved);
          if (typeof parsed === 'string') {
            seen.reasons.add(parsed);
            return;
          }
          seen.records++;
          expect(Number.isSafeInteger(parsed.balance), 'the balance').to.equal(true);
          for (const [key, { played, won, currentStreak, longestStreak, bestScore, fastestWinMs }] of parsed.modes) {
            expect(keys.has(key), `a mode of the game's: ${key}`).to.equal(true);
            for (const count of [played, won, currentStreak, longestStreak])
              expect(Number.isSafeInteger(count) && count >= 0, `a count: ${count}`).to.equal(true);
            expect(won <= played && longestStreak <= played && currentStreak <= longestStreak, 'consistent counts').to.equal(true);
            expect(bestScore === null || Number.isSafeInteger(bestScore), 'the best score').to.equal(true);
            if (won === 0) expect(bestScore, 'no best score without a win').to.equal(null);
            expect(fastestWinMs === null || (Number.isSafeInteger(fastestWinMs) && fastestWinMs >= 0), 'the fastest win').to.equal(true);
          }
          for (const { winRate } of parsed.list()) expect(winRate >= 0 && winRate <= 1, `the win rate ${winRate}`).to.equal(true);
          const again = parseStatistics(tag, kept as StatisticsModes, serializeStatistics(tag, parsed));
          if (typeof again === 'string') expect.fail(`written back, refused: ${again}`);
          expect(again.modes).to.deep.equal(parsed.modes);
          expect(again.balance).to.equal(parsed.balance);
        }),
        { numRuns: 1_000, seed: SEED },
      );
      expect(seen.records, 'texts read as statistics').to.be.above(50);
      const reasons = [
        'are not JSON',
        'are not a value of this element',
        'are of no version',
        'newer than',
        'are of unknown version',
        'have no modes',
        'are malformed',
        'Vegas balance',
      ];
      expect(unreached(reasons, seen.reasons)).to.deep.equal([]);
      for (const reason of seen.reasons) {
        const versioned = /^the saved statistics are (.*)$/.exec(reason)?.[1];
        const mode = /^the saved statistics of (.+) are malformed$/.exec(reason)?.[1];
        const known =
          reason === 'the saved statistics have no modes' ||
          reason === 'the saved Vegas balance is malformed' ||
          (versioned !== undefined && readVersionedReason(versioned)) ||
          (mode !== undefined && keys.has(mode));
        expect(known, reason).to.equal(true);
      }
    });
  }
});
