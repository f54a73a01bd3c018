import type { Game, GamePosition } from '../../engine/index.js';

/** The figures of one mode, as a game's `stats` property hands them out beside the mode's own fields. */
export interface ModeCounts {
  /** Games that ended: won, or given up after at least one move (a new deal over them). */
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly longestStreak: number;
  /** The highest final score of a win, or null before the first win: a game given up sets no record. */
  readonly bestScore: number | null;
  /** The shortest playing time of a win, or null before the first win. */
  readonly fastestWinMs: number | null;
}

/** One mode's statistics: the mode (Klondike's draw and scoring), its counts and its win rate. */
export type ModeStats<M extends object = object> = M &
  ModeCounts & {
    /** `won / played`, 0 before the first game; a fraction, not a percentage. */
    readonly winRate: number;
  };

/**
 * The modes a game keeps statistics apart for: Klondike's four draw × scoring combinations, one
 * for a game without choices. `M` is a mode as the statistics name it.
 *
 * @internal
 */
export interface StatisticsModes<P extends GamePosition = GamePosition, M extends object = object> {
  readonly modes: readonly M[];
  modeOf(position: P): M;
  /** The mode's name in stored statistics. */
  modeKey(mode: M): string;
  /** Whether the mode's final scores add up to a running balance (Klondike's Vegas). */
  balanced(mode: M): boolean;
}

const EMPTY: ModeCounts = { played: 0, won: 0, currentStreak: 0, longestStreak: 0, bestScore: null, fastestWinMs: null };

/**
 * The statistics of every mode of one game, by mode key; stored-statistics.ts reads and writes them.
 *
 * @internal
 */
export class Statistics<P extends GamePosition = GamePosition, M extends object = object> {
  constructor(
    readonly kept: StatisticsModes<P, M>,
    readonly modes = new Map<string, ModeCounts>(),
    /**
     * The final scores of every game of a balanced mode counted, added up: the running balance
     * of Klondike's `vegas-cumulative` before the game on the table (docs/rules.md, "Klondike ›
     * Cumulative Vegas").
     */
    public balance = 0,
  ) {}

  /** A new object on every call, in the game's order of modes. */
  list(): ModeStats<M>[] {
    return this.kept.modes.map((mode) => {
      const counts = this.modes.get(this.kept.modeKey(mode)) ?? EMPTY;
      return { ...mode, ...counts, winRate: counts.played === 0 ? 0 : counts.won / counts.played };
    });
  }

  /** The statistics of the mode `game` is played in. */
  of(game: Game<P>): ModeStats<M> {
    const key = this.kept.modeKey(this.kept.modeOf(game.position));
    return this.list().find((mode) => this.kept.modeKey(mode) === key)!;
  }

  /** A game won, or given up after at least one move. */
  count(game: Game<P>, won: boolean): void {
    const mode = this.kept.modeOf(game.position);
    const key = this.kept.modeKey(mode);
    const { score } = game.position;
    const old = this.modes.get(key) ?? EMPTY;
    const currentStreak = won ? old.currentStreak + 1 : 0;
    this.modes.set(key, {
      played: old.played + 1,
      won: old.won + (won ? 1 : 0),
      currentStreak,
      longestStreak: Math.max(old.longestStreak, currentStreak),
      bestScore: !won ? old.bestScore : old.bestScore === null ? score : Math.max(old.bestScore, score),
      fastestWinMs: !won ? old.fastestWinMs : old.fastestWinMs === null ? game.elapsedMs : Math.min(old.fastestWinMs, game.elapsedMs),
    });
    if (this.kept.balanced(mode)) this.balance += score;
  }

  reset(): void {
    this.modes.clear();
    this.balance = 0;
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
