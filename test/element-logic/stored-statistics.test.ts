import { expect } from 'chai';
import { type Klondike } from '../../src/engine/index.js';
import { makeSaveRecord } from '../../src/element/persistence/save-record.js';
import { STATS_VERSION, parseStatistics, serializeStatistics, statisticsFormat } from '../../src/element/persistence/stored-statistics.js';
import { type ModeCounts, Statistics } from '../../src/element/statistics/statistics.js';
import {
  BAKERS_DOZEN_MODES,
  KLONDIKE_MODES,
  type KlondikeMode,
  bakersDozen,
  bakersDozenWin,
  klondike,
  standardOneShort,
  standardWin,
  vegasWin,
} from './games.js';

import { BAKERS_DOZEN_TAG, KLONDIKE_TAG, text } from './save-texts.js';

describe('the stored statistics (src/element/persistence/stored-statistics.ts)', () => {
  const COUNTS: ModeCounts = { played: 5, won: 3, currentStreak: 1, longestStreak: 2, bestScore: 505, fastestWinMs: 90_000 };

  /** A statistics text of Klondike's: `modes`, and `more` over the other fields. */
  const stored = (modes: unknown, more: Record<string, unknown> = {}): string =>
    text({ format: 'klondike-solitaire-stats', version: 1, modes, vegasBalance: 0 }, more);

  function klondikeStats(saved: string): Statistics<Klondike, KlondikeMode> | string {
    return parseStatistics(KLONDIKE_TAG, KLONDIKE_MODES, saved);
  }

  describe('round trip: serializeStatistics → parseStatistics', () => {
    const ROWS: readonly [what: string, tag: string, stats: () => Statistics][] = [
      ['no games yet', KLONDIKE_TAG, () => new Statistics(KLONDIKE_MODES)],
      [
        'games in three modes and a Vegas balance',
        KLONDIKE_TAG,
        () => {
          const stats = new Statistics(KLONDIKE_MODES);
          stats.count(standardWin(90_000), true);
          stats.count(standardOneShort(30_000), false);
          stats.count(vegasWin(120_000), true);
          stats.count(klondike('KL1-D3V-AAAAAAG', 'D'), false);
          return stats;
        },
      ],
      [
        'a balance below 0',
        KLONDIKE_TAG,
        () =>
          new Statistics(
            KLONDIKE_MODES,
            new Map([['1-vegas', { ...COUNTS, won: 0, bestScore: null, fastestWinMs: null, currentStreak: 0, longestStreak: 0 }]]),
            -260,
          ),
      ],
      [
        'after a reset',
        KLONDIKE_TAG,
        () => {
          const stats = new Statistics(KLONDIKE_MODES, new Map([['1-standard', COUNTS]]), 208);
          stats.reset();
          return stats;
        },
      ],
      [
        "Baker's Dozen's one mode",
        BAKERS_DOZEN_TAG,
        () => {
          const stats = new Statistics(BAKERS_DOZEN_MODES);
          stats.count(bakersDozenWin(45_000), true);
          stats.count(bakersDozen('BD1-AAAAAAG', 2), false);
          return stats;
        },
      ],
    ];
    for (const [what, tag, make] of ROWS) {
      it(what, () => {
        const stats = make();
        const parsed = parseStatistics(tag, stats.kept, serializeStatistics(tag, stats));
        if (typeof parsed === 'string') expect.fail(`refused: ${parsed}`);
        expect(parsed.modes).to.deep.equal(stats.modes);
        expect(parsed.balance).to.equal(stats.balance);
        expect(parsed.list()).to.deep.equal(stats.list());
      });
    }

    it('writes {format: <tag>-stats, version, modes by key, vegasBalance}', () => {
      const stats = new Statistics(KLONDIKE_MODES);
      stats.count(vegasWin(120_000), true);
      expect(statisticsFormat(KLONDIKE_TAG)).to.equal('klondike-solitaire-stats');
      expect(JSON.parse(serializeStatistics(KLONDIKE_TAG, stats))).to.deep.equal({
        format: 'klondike-solitaire-stats',
        version: STATS_VERSION,
        modes: { '1-vegas': { played: 1, won: 1, currentStreak: 1, longestStreak: 1, bestScore: 208, fastestWinMs: 120_000 } },
        vegasBalance: 208,
      });
    });
  });

  describe('what it reads besides a round trip', () => {
    const ROWS: readonly [what: string, saved: string, modes: Map<string, ModeCounts>, balance: number][] = [
      [
        'statistics written before the balance existed: 0',
        text({ format: 'klondike-solitaire-stats', version: 1, modes: { '1-vegas': COUNTS } }),
        new Map([['1-vegas', COUNTS]]),
        0,
      ],
      ['a balance below 0', stored({}, { vegasBalance: -52 }), new Map(), -52],
      ['a mode not stored: none of its games yet', stored({ '3-standard': COUNTS }), new Map([['3-standard', COUNTS]]), 0],
      ['a mode the game does not keep: left out', stored({ '2-standard': COUNTS, all: COUNTS, '1-standard': COUNTS }), new Map([['1-standard', COUNTS]]), 0],
      ['a field the counts do not have: left out', stored({ '1-standard': { ...COUNTS, averageMs: 5 } }), new Map([['1-standard', COUNTS]]), 0],
      [
        'a best score without a win, as earlier versions counted games given up: none',
        stored({ '1-standard': { ...COUNTS, won: 0, currentStreak: 0, longestStreak: 0, fastestWinMs: null, bestScore: 495 } }),
        new Map([['1-standard', { ...COUNTS, won: 0, currentStreak: 0, longestStreak: 0, fastestWinMs: null, bestScore: null }]]),
        0,
      ],
      [
        'a fastest win without a win: none',
        stored({ '1-standard': { ...COUNTS, won: 0, currentStreak: 0, longestStreak: 0, fastestWinMs: 80_000, bestScore: null } }),
        new Map([['1-standard', { ...COUNTS, won: 0, currentStreak: 0, longestStreak: 0, fastestWinMs: null, bestScore: null }]]),
        0,
      ],
      ['a negative best score of a win', stored({ '1-vegas': { ...COUNTS, bestScore: -37 } }), new Map([['1-vegas', { ...COUNTS, bestScore: -37 }]]), 0],
      [
        'every count at 0',
        stored({ '1-standard': { played: 0, won: 0, currentStreak: 0, longestStreak: 0, bestScore: null, fastestWinMs: null } }),
        new Map([['1-standard', { played: 0, won: 0, currentStreak: 0, longestStreak: 0, bestScore: null, fastestWinMs: null }]]),
        0,
      ],
    ];
    for (const [what, saved, modes, balance] of ROWS) {
      it(what, () => {
        const parsed = klondikeStats(saved);
        if (typeof parsed === 'string') expect.fail(`refused: ${parsed}`);
        expect(parsed.modes).to.deep.equal(modes);
        expect(parsed.balance).to.equal(balance);
      });
    }

    it("Baker's Dozen reads its one mode, all", () => {
      const saved = text({ format: 'bakers-dozen-solitaire-stats', version: 1, modes: { all: COUNTS, '1-standard': COUNTS }, vegasBalance: 0 });
      const parsed = parseStatistics(BAKERS_DOZEN_TAG, BAKERS_DOZEN_MODES, saved);
      if (typeof parsed === 'string') expect.fail(`refused: ${parsed}`);
      expect(parsed.modes).to.deep.equal(new Map([['all', COUNTS]]));
    });
  });

  describe('refusals: the reason, naming the statistics', () => {
    const MALFORMED = 'the saved statistics of 1-standard are malformed';
    const counts = (changes: Record<string, unknown>): string => stored({ '1-standard': { ...COUNTS, ...changes } });
    const ROWS: readonly [what: string, saved: string, reason: string][] = [
      ['not JSON', '{"modes"', 'the saved statistics are not JSON'],
      ['nothing', '', 'the saved statistics are not JSON'],
      ['null', 'null', 'the saved statistics are not a value of this element (klondike-solitaire-stats)'],
      [
        'a save record',
        makeSaveRecord(KLONDIKE_TAG, 'me', klondike('KL1-D1N-AAAAAAG'), false, 0),
        'the saved statistics are not a value of this element (klondike-solitaire-stats)',
      ],
      [
        "another game's statistics",
        serializeStatistics(BAKERS_DOZEN_TAG, new Statistics(BAKERS_DOZEN_MODES)),
        'the saved statistics are not a value of this element (klondike-solitaire-stats)',
      ],
      ['no version', stored({}, { version: undefined }), 'the saved statistics are of no version'],
      ['a newer version', stored({}, { version: 2 }), "the saved statistics are of version 2, newer than this element's (1)"],
      ['version 0', stored({}, { version: 0 }), 'the saved statistics are of unknown version 0'],
      ['no modes', stored(undefined), 'the saved statistics have no modes'],
      ['null modes', stored(null), 'the saved statistics have no modes'],
      ['modes as an array', stored([COUNTS]), 'the saved statistics have no modes'],
      ['modes as text', stored('1-standard'), 'the saved statistics have no modes'],
      ['counts that are null', stored({ '1-standard': null }), MALFORMED],
      ['counts as an array', stored({ '1-standard': [5, 3] }), MALFORMED],
      ['counts as a number', stored({ '1-standard': 5 }), MALFORMED],
      ['no games played', counts({ played: undefined }), MALFORMED],
      ['a negative count', counts({ played: -1 }), MALFORMED],
      ['a fraction of a game', counts({ won: 1.5 }), MALFORMED],
      ['a count as text', counts({ played: '5' }), MALFORMED],
      ['a count past the safe integers', counts({ played: 2 ** 53 }), MALFORMED],
      ['no streak', counts({ currentStreak: undefined }), MALFORMED],
      ['no longest streak', counts({ longestStreak: undefined }), MALFORMED],
      ['more games won than played', counts({ played: 2, won: 3, currentStreak: 1, longestStreak: 2 }), MALFORMED],
      ['a longest streak longer than the games played', counts({ played: 5, won: 3, longestStreak: 6 }), MALFORMED],
      ['a streak longer than the longest', counts({ currentStreak: 3, longestStreak: 2 }), MALFORMED],
      ['a winning streak longer than the games won', counts({ played: 5, won: 0, currentStreak: 3, longestStreak: 3 }), MALFORMED],
      ['no best score field', counts({ bestScore: undefined }), MALFORMED],
      ['a best score as text', counts({ bestScore: '505' }), MALFORMED],
      ['a fraction of a point', counts({ bestScore: 50.5 }), MALFORMED],
      ['no fastest win field', counts({ fastestWinMs: undefined }), MALFORMED],
      ['a negative time', counts({ fastestWinMs: -1 }), MALFORMED],
      ['a fraction of a millisecond', counts({ fastestWinMs: 0.5 }), MALFORMED],
      [
        'malformed counts of another mode, named',
        stored({ '1-standard': COUNTS, '3-vegas': { ...COUNTS, won: 9 } }),
        'the saved statistics of 3-vegas are malformed',
      ],
      ['a balance as text', stored({}, { vegasBalance: '208' }), 'the saved Vegas balance is malformed'],
      ['a null balance', stored({}, { vegasBalance: null }), 'the saved Vegas balance is malformed'],
      ['a fraction of a dollar', stored({}, { vegasBalance: 1.5 }), 'the saved Vegas balance is malformed'],
      ['a balance past the safe integers', stored({}, { vegasBalance: 2 ** 53 }), 'the saved Vegas balance is malformed'],
      ['a balance as a boolean', stored({}, { vegasBalance: true }), 'the saved Vegas balance is malformed'],
    ];
    it('the counts the rows change are read', () => {
      const parsed = klondikeStats(counts({}));
      expect(typeof parsed === 'string' ? parsed : parsed.modes.get('1-standard')).to.deep.equal(COUNTS);
    });
    for (const [what, saved, reason] of ROWS) {
      it(`${what} → ${JSON.stringify(reason)}`, () => {
        expect(klondikeStats(saved)).to.equal(reason);
      });
    }

    it("Baker's Dozen names its one mode", () => {
      const saved = text({ format: 'bakers-dozen-solitaire-stats', version: 1, modes: { all: { ...COUNTS, won: 6 } } });
      expect(parseStatistics(BAKERS_DOZEN_TAG, BAKERS_DOZEN_MODES, saved)).to.equal('the saved statistics of all are malformed');
    });
  });
});
