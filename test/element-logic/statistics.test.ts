import { expect } from 'chai';
import { type BakersDozen, type Game, type Klondike, anyGame, loadGame, makePosition, parseReplay, saveGame, unwrap } from '../../src/engine/index.js';
import { type ModeCounts, Statistics, countsAsLoss } from '../../src/element/statistics/statistics.js';
import {
  BAKERS_DOZEN_MODES,
  KLONDIKE_MODES,
  type KlondikeMode,
  bakersDozen,
  bakersDozenWin,
  klondike,
  slowerStandardWin,
  standardOneShort,
  standardWin,
  vegasWin,
} from './games.js';

type Figures = ModeCounts & { readonly winRate: number };

const NONE: Figures = { played: 0, won: 0, currentStreak: 0, longestStreak: 0, bestScore: null, fastestWinMs: null, winRate: 0 };

/** A game as the element hands it to `count`: the game, and whether it was won. */
type Counted<P extends Klondike | BakersDozen> = readonly [game: () => Game<P>, won: boolean];

const win = (elapsedMs = 90_000): Counted<Klondike> => [() => standardWin(elapsedMs), true];
const loss = (elapsedMs = 60_000): Counted<Klondike> => [() => standardOneShort(elapsedMs), false];

function klondikeStatistics(games: readonly Counted<Klondike>[], balance?: number): Statistics<Klondike, KlondikeMode> {
  const stats = new Statistics(KLONDIKE_MODES, undefined, balance);
  for (const [game, won] of games) stats.count(game(), won);
  return stats;
}

describe('statistics (src/element/statistics/statistics.ts)', () => {
  describe('the games counted below', () => {
    const FIXTURES: readonly [what: string, game: () => Game<Klondike | BakersDozen>, won: boolean, score: number, mode: string][] = [
      ['the standard winning line', () => standardWin(0), true, 505, '1-standard'],
      ['the same win with one more pass through the stock', () => slowerStandardWin(0), true, 405, '1-standard'],
      ['the standard winning line but its last move', () => standardOneShort(0), false, 495, '1-standard'],
      ['the Vegas winning line', () => vegasWin(0), true, 208, '1-vegas'],
      ['a draw-1 Vegas deal after one draw', () => klondike('KL1-D1V-AAAAAAJ', 'D'), false, -52, '1-vegas'],
      ['a draw-3 Vegas deal after one draw', () => klondike('KL1-D3V-AAAAAAJ', 'D'), false, -52, '3-vegas'],
      ["Baker's Dozen's last king played home", () => bakersDozenWin(0), true, 10, 'all'],
    ];
    for (const [what, make, won, score, mode] of FIXTURES) {
      it(`${what}: ${won ? 'won' : 'not won'} at ${score}, mode ${mode}`, () => {
        const game = make();
        expect(game.won).to.equal(won);
        expect(game.position.score).to.equal(score);
        const key = game.position.game === 'klondike' ? KLONDIKE_MODES.modeKey(KLONDIKE_MODES.modeOf(game.position)) : BAKERS_DOZEN_MODES.modeKey({});
        expect(key).to.equal(mode);
      });
    }
  });

  describe('list()', () => {
    it("names Klondike's four modes in the game's order, each with no games yet", () => {
      expect(new Statistics(KLONDIKE_MODES).list()).to.deep.equal([
        { draw: 1, scoring: 'standard', ...NONE },
        { draw: 3, scoring: 'standard', ...NONE },
        { draw: 1, scoring: 'vegas', ...NONE },
        { draw: 3, scoring: 'vegas', ...NONE },
      ]);
    });

    it("names Baker's Dozen's one mode, which has no fields of its own", () => {
      expect(new Statistics(BAKERS_DOZEN_MODES).list()).to.deep.equal([NONE]);
    });

    it('keeps the order of the modes whatever order they were counted in', () => {
      const stats = klondikeStatistics([[() => klondike('KL1-D3V-AAAAAAJ', 'D'), false], [() => vegasWin(1), true], win()]);
      expect(stats.list().map(({ draw, scoring, played }) => `${draw}-${scoring}:${played}`)).to.deep.equal([
        '1-standard:1',
        '3-standard:0',
        '1-vegas:1',
        '3-vegas:1',
      ]);
    });

    it('hands out new objects on every call: changing one changes nothing kept', () => {
      const stats = klondikeStatistics([win()]);
      const first = stats.list();
      (first[0] as { played: number }).played = 99;
      first.pop();
      expect(stats.list()).to.have.length(4);
      expect(stats.list()[0].played).to.equal(1);
      expect(stats.list()).to.not.equal(stats.list());
    });
  });

  describe('count(): the figures of the mode played', () => {
    const SEQUENCES: readonly [what: string, games: readonly Counted<Klondike>[], figures: Figures][] = [
      [
        'a win: one game, one win, a streak of 1, its score and its time',
        [win(90_000)],
        { played: 1, won: 1, currentStreak: 1, longestStreak: 1, bestScore: 505, fastestWinMs: 90_000, winRate: 1 },
      ],
      ['a game given up: one game, no win, no best score and no fastest win', [loss()], { ...NONE, played: 1 }],
      ['two wins: a streak of 2', [win(), win()], { played: 2, won: 2, currentStreak: 2, longestStreak: 2, bestScore: 505, fastestWinMs: 90_000, winRate: 1 }],
      [
        'a loss ends the streak; the longest stays',
        [win(), win(), loss()],
        { played: 3, won: 2, currentStreak: 0, longestStreak: 2, bestScore: 505, fastestWinMs: 90_000, winRate: 2 / 3 },
      ],
      [
        'a win after a loss starts a streak of 1',
        [win(), win(), loss(), win()],
        { played: 4, won: 3, currentStreak: 1, longestStreak: 2, bestScore: 505, fastestWinMs: 90_000, winRate: 3 / 4 },
      ],
      [
        'a new streak longer than the old one is the longest',
        [win(), loss(), win(), win(), win()],
        { played: 5, won: 4, currentStreak: 3, longestStreak: 3, bestScore: 505, fastestWinMs: 90_000, winRate: 4 / 5 },
      ],
      [
        'best score: a win sets it; a loss with a higher score does not',
        [[() => slowerStandardWin(90_000), true], loss()],
        { played: 2, won: 1, currentStreak: 0, longestStreak: 1, bestScore: 405, fastestWinMs: 90_000, winRate: 1 / 2 },
      ],
      [
        'best score: a loss before the first win sets none',
        [loss(), [() => slowerStandardWin(90_000), true]],
        { played: 2, won: 1, currentStreak: 1, longestStreak: 1, bestScore: 405, fastestWinMs: 90_000, winRate: 1 / 2 },
      ],
      [
        'best score: a higher win raises it',
        [[() => slowerStandardWin(90_000), true], win()],
        { played: 2, won: 2, currentStreak: 2, longestStreak: 2, bestScore: 505, fastestWinMs: 90_000, winRate: 1 },
      ],
      [
        'best score: a lower win leaves it',
        [win(), [() => slowerStandardWin(90_000), true]],
        { played: 2, won: 2, currentStreak: 2, longestStreak: 2, bestScore: 505, fastestWinMs: 90_000, winRate: 1 },
      ],
      [
        'fastest win: the shortest time of the wins',
        [win(90_000), win(60_000), win(120_000)],
        { played: 3, won: 3, currentStreak: 3, longestStreak: 3, bestScore: 505, fastestWinMs: 60_000, winRate: 1 },
      ],
      [
        'fastest win: a quicker loss does not set it',
        [win(90_000), loss(1_000)],
        { played: 2, won: 1, currentStreak: 0, longestStreak: 1, bestScore: 505, fastestWinMs: 90_000, winRate: 1 / 2 },
      ],
      [
        'fastest win: a win in no time at all is a time',
        [win(90_000), win(0)],
        { played: 2, won: 2, currentStreak: 2, longestStreak: 2, bestScore: 505, fastestWinMs: 0, winRate: 1 },
      ],
    ];
    for (const [what, games, figures] of SEQUENCES) {
      it(what, () => {
        const stats = klondikeStatistics(games);
        expect(stats.list()[0]).to.deep.equal({ draw: 1, scoring: 'standard', ...figures });
        expect([...stats.modes.keys()], 'the modes counted').to.deep.equal(['1-standard']);
      });
    }

    it('keeps each mode apart: a Vegas win touches no standard figure', () => {
      const stats = klondikeStatistics([win(), loss(), [() => vegasWin(30_000), true]]);
      expect(stats.list()).to.deep.equal([
        { draw: 1, scoring: 'standard', played: 2, won: 1, currentStreak: 0, longestStreak: 1, bestScore: 505, fastestWinMs: 90_000, winRate: 1 / 2 },
        { draw: 3, scoring: 'standard', ...NONE },
        { draw: 1, scoring: 'vegas', played: 1, won: 1, currentStreak: 1, longestStreak: 1, bestScore: 208, fastestWinMs: 30_000, winRate: 1 },
        { draw: 3, scoring: 'vegas', ...NONE },
      ]);
    });

    it("Baker's Dozen: its one mode counts every game", () => {
      const stats = new Statistics(BAKERS_DOZEN_MODES);
      stats.count(bakersDozenWin(45_000), true);
      stats.count(bakersDozen('BD1-AAAAAAG', 2), false);
      expect(stats.list()).to.deep.equal([{ played: 2, won: 1, currentStreak: 0, longestStreak: 1, bestScore: 10, fastestWinMs: 45_000, winRate: 1 / 2 }]);
      expect([...stats.modes.keys()]).to.deep.equal(['all']);
    });
  });

  describe('of(game): the figures of the mode a game is played in', () => {
    const stats = klondikeStatistics([win(), [() => vegasWin(30_000), true], [() => klondike('KL1-D1V-AAAAAAJ', 'D'), false]]);
    const ROWS: readonly [what: string, game: () => Game<Klondike>, figures: ModeCounts & KlondikeMode & { winRate: number }][] = [
      ['a standard draw-1 game: the one win', () => standardWin(0), stats.list()[0]],
      ['a fresh standard draw-1 deal: the same mode, whatever its deal', () => klondike('KL1-D1N-AAAAAAG'), stats.list()[0]],
      ['a Vegas draw-1 game: its win and its loss', () => klondike('KL1-D1V-AAAAAAG'), stats.list()[2]],
      ['a draw-3 standard game: none yet', () => klondike('KL1-D3N-AAAAAAG'), { draw: 3, scoring: 'standard', ...NONE }],
      ['a draw-3 Vegas game: none yet', () => klondike('KL1-D3V-AAAAAAG'), { draw: 3, scoring: 'vegas', ...NONE }],
    ];
    for (const [what, game, figures] of ROWS) {
      it(what, () => {
        expect(stats.of(game())).to.deep.equal(figures);
      });
    }

    it('the rows above read the figures counted', () => {
      expect(stats.list()[0]).to.include({ played: 1, won: 1 });
      expect(stats.list()[2]).to.include({ played: 2, won: 1, bestScore: 208 });
    });

    it("Baker's Dozen: every game is of its one mode", () => {
      const bakers = new Statistics(BAKERS_DOZEN_MODES);
      bakers.count(bakersDozenWin(5_000), true);
      expect(bakers.of(bakersDozen('BD1-AAAAAAG'))).to.deep.equal({
        ...NONE,
        played: 1,
        won: 1,
        currentStreak: 1,
        longestStreak: 1,
        bestScore: 10,
        fastestWinMs: 5_000,
        winRate: 1,
      });
    });
  });

  describe('balance: the final scores of the balanced modes, added up', () => {
    const ROWS: readonly [what: string, start: number | undefined, games: readonly Counted<Klondike>[], balance: number][] = [
      ['starts at 0', undefined, [], 0],
      ['a Vegas win adds its +$208', undefined, [[() => vegasWin(0), true]], 208],
      ['a Vegas game given up after a draw costs its $52', undefined, [[() => klondike('KL1-D1V-AAAAAAJ', 'D'), false]], -52],
      [
        'draw 1 and draw 3 add to the one balance',
        undefined,
        [
          [() => klondike('KL1-D3V-AAAAAAJ', 'D'), false],
          [() => vegasWin(0), true],
        ],
        156,
      ],
      ['standard games leave it, won or lost', undefined, [win(), loss()], 0],
      ['a standard game between Vegas games leaves it', undefined, [[() => vegasWin(0), true], win(), [() => vegasWin(0), true]], 416],
      ['runs on from the balance it was given', 100, [[() => klondike('KL1-D1V-AAAAAAJ', 'D'), false]], 48],
      ['goes below 0', -52, [[() => klondike('KL1-D3V-AAAAAAJ', 'D'), false]], -104],
    ];
    for (const [what, start, games, balance] of ROWS) {
      it(what, () => {
        expect(klondikeStatistics(games, start).balance).to.equal(balance);
      });
    }

    it("Baker's Dozen has no balanced mode: its scores add up to nothing", () => {
      const stats = new Statistics(BAKERS_DOZEN_MODES);
      stats.count(bakersDozenWin(0), true);
      stats.count(bakersDozenWin(0), true);
      expect(stats.list()[0].bestScore, 'the score it did not add').to.equal(10);
      expect(stats.balance).to.equal(0);
    });
  });

  describe('reset()', () => {
    it('forgets every mode and the balance', () => {
      const stats = klondikeStatistics([win(), [() => vegasWin(0), true], [() => klondike('KL1-D3V-AAAAAAJ', 'D'), false]], 30);
      expect(stats.balance, 'before').to.equal(186);
      stats.reset();
      expect(stats.modes.size).to.equal(0);
      expect(stats.balance).to.equal(0);
      expect(stats.list()).to.deep.equal(new Statistics(KLONDIKE_MODES).list());
    });

    it('counts from nothing after', () => {
      const stats = klondikeStatistics([win(), win()]);
      stats.reset();
      stats.count(standardOneShort(0), false);
      expect(stats.list()[0]).to.deep.equal({ draw: 1, scoring: 'standard', ...NONE, played: 1 });
    });
  });

  describe('countsAsLoss(game): a new deal over it counts it lost', () => {
    const ROWS: readonly [what: string, game: () => Game, loss: boolean][] = [
      ['a fresh Klondike deal: nothing played', () => klondike('KL1-D1N-AAAAAAG'), false],
      ['one draw in', () => klondike('KL1-D1N-AAAAAAG', 'D'), true],
      [
        'one draw, undone back to the deal',
        () => {
          const game = klondike('KL1-D1N-AAAAAAG', 'D');
          unwrap(game.undo());
          return game;
        },
        false,
      ],
      ['one move short of the win', () => standardOneShort(0), true],
      ['won', () => standardWin(0), false],
      ['a Vegas deal after a draw', () => klondike('KL1-D3V-AAAAAAJ', 'D'), true],
      [
        'a saved game brought back part-way, no action since',
        () => {
          const loaded = loadGame(JSON.parse(JSON.stringify(saveGame(standardOneShort(0)))), anyGame);
          if (!loaded.ok) throw new Error(loaded.error);
          expect(loaded.value.position.moves, 'the loaded game').to.equal(133);
          return loaded.value;
        },
        true,
      ],
      [
        'a replay written at a position 133 actions in, with no action after it',
        () => {
          const { position, dealCode } = standardOneShort(0);
          const { score, moves, recycles, scored } = position;
          const replayed = parseReplay(`${dealCode} @${makePosition({ table: position.table(), score, moves, recycles, scored })}`, anyGame);
          if (!replayed.ok) throw new Error(replayed.error);
          expect([replayed.value.position.moves, replayed.value.actions.length], 'the replayed game: its moves, its actions').to.deep.equal([133, 0]);
          return replayed.value;
        },
        true,
      ],
      ["a fresh Baker's Dozen deal", () => bakersDozen('BD1-AAAAAAG'), false],
      ["a Baker's Dozen deal two moves in", () => bakersDozen('BD1-AAAAAAG', 2), true],
      ["a Baker's Dozen win", () => bakersDozenWin(0), false],
    ];
    for (const [what, game, loss] of ROWS) {
      it(`${what}: ${loss ? 'a loss' : 'no loss'}`, () => {
        expect(countsAsLoss(game())).to.equal(loss);
      });
    }
  });
});
