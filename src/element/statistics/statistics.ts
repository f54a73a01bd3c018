import type { DrawMode, Game, Klondike, Scoring } from '../../engine/index.js';
import { klondikeMode } from '../klondike/klondike-state.js';

/** The statistics of one draw × scoring combination, as the `stats` property hands them out. */
export interface KlondikeModeStats {
  readonly draw: DrawMode;
  readonly scoring: Scoring;
  /** Games that ended: won, or given up after at least one move (a new deal over them). */
  readonly played: number;
  readonly won: number;
  /** `won / played`, 0 before the first game; a fraction, not a percentage. */
  readonly winRate: number;
  readonly currentStreak: number;
  readonly longestStreak: number;
  /** The highest final score of a win, or null before the first win: a game given up sets no record. */
  readonly bestScore: number | null;
  /** The shortest playing time of a win, or null before the first win. */
  readonly fastestWinMs: number | null;
}

/** How a game ended: a win, or given up (a new deal, an import, a fresh deal over a saved game). */
export interface GameEnd {
  readonly draw: DrawMode;
  readonly scoring: Scoring;
  readonly won: boolean;
  readonly score: number;
  readonly elapsedMs: number;
}

export type Counts = Omit<KlondikeModeStats, 'draw' | 'scoring' | 'winRate'>;

export const MODES: readonly { readonly draw: DrawMode; readonly scoring: Scoring }[] = [
  { draw: 1, scoring: 'standard' },
  { draw: 3, scoring: 'standard' },
  { draw: 1, scoring: 'vegas' },
  { draw: 3, scoring: 'vegas' },
];

const EMPTY: Counts = { played: 0, won: 0, currentStreak: 0, longestStreak: 0, bestScore: null, fastestWinMs: null };

/** The statistics of every mode, by `modeKey`; stored-statistics.ts reads and writes them. */
export class Statistics {
  constructor(
    readonly modes: Map<string, Counts>,
    /**
     * The final balances of every Vegas game counted, added up: the running balance of
     * `vegas-cumulative` before the game on the table (docs/rules.md, "Klondike › Cumulative Vegas").
     */
    public vegasBalance = 0,
  ) {}

  static empty(): Statistics {
    return new Statistics(new Map());
  }

  /** A new object on every call, in the order of `MODES`. */
  list(): KlondikeModeStats[] {
    return MODES.map(({ draw, scoring }) => {
      const counts = this.modes.get(modeKey(draw, scoring)) ?? EMPTY;
      return { draw, scoring, ...counts, winRate: counts.played === 0 ? 0 : counts.won / counts.played };
    });
  }

  /** A game won, or given up after at least one move. */
  count(game: Game<Klondike>, won: boolean): void {
    this.record({ ...klondikeMode(game.position), won, score: game.position.score, elapsedMs: game.elapsedMs });
    if (game.position.options.scoring === 'vegas') this.vegasBalance += game.position.score;
  }

  reset(): void {
    this.modes.clear();
    this.vegasBalance = 0;
  }

  private record(end: GameEnd): void {
    const key = modeKey(end.draw, end.scoring);
    const old = this.modes.get(key) ?? EMPTY;
    const currentStreak = end.won ? old.currentStreak + 1 : 0;
    this.modes.set(key, {
      played: old.played + 1,
      won: old.won + (end.won ? 1 : 0),
      currentStreak,
      longestStreak: Math.max(old.longestStreak, currentStreak),
      bestScore: !end.won ? old.bestScore : old.bestScore === null ? end.score : Math.max(old.bestScore, end.score),
      fastestWinMs: !end.won ? old.fastestWinMs : old.fastestWinMs === null ? end.elapsedMs : Math.min(old.fastestWinMs, end.elapsedMs),
    });
  }
}

/**
 * Whether a new deal over `game` counts it as a game lost: it is not won and its line of play
 * holds at least one action. A game undone back to the deal has none, so leaving it costs nothing
 * (docs/rules.md, "Klondike › Statistics").
 */
export function countsAsLoss(game: Game): boolean {
  return !game.won && game.position.moves > 0;
}

export function modeKey(draw: DrawMode, scoring: Scoring): string {
  return `${draw}-${scoring}`;
}
