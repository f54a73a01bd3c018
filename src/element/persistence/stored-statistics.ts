import type { GamePosition } from '../../engine/index.js';
import { isCount, isRecord } from '../../engine/saved/json-checks.js';
import { readVersioned } from './versioned-json.js';
import { type ModeCounts, Statistics, type StatisticsModes } from '../statistics/statistics.js';

// Only an element with a storage key reads and writes statistics: this is part of its chunk.

export const STATS_VERSION = 1;

/** A game's statistics are `<tag>-stats` records. */
export function statisticsFormat(tag: string): string {
  return `${tag}-stats`;
}

/**
 * Parses a storage key's statistics, `{format, version, modes: {"1-standard": counts, …}, vegasBalance}`; a
 * value that is not exactly this shape is refused with the reason.
 */
export function parseStatistics<P extends GamePosition, M extends object>(tag: string, kept: StatisticsModes<P, M>, text: string): Statistics<P, M> | string {
  const value = readVersioned(text, statisticsFormat(tag), STATS_VERSION);
  if (typeof value === 'string') return `the saved statistics are ${value}`;
  if (!isRecord(value.modes)) return 'the saved statistics have no modes';
  const modes = new Map<string, ModeCounts>();
  for (const mode of kept.modes) {
    const key = kept.modeKey(mode);
    const stored = value.modes[key];
    if (stored === undefined) continue;
    const counts = parseCounts(stored);
    if (!counts) return `the saved statistics of ${key} are malformed`;
    modes.set(key, counts);
  }
  // Statistics written before cumulative Vegas, and a game's without a balance, have none: it starts at 0.
  const { vegasBalance = 0 } = value;
  if (!Number.isSafeInteger(vegasBalance)) return 'the saved Vegas balance is malformed';
  return new Statistics(kept, modes, vegasBalance as number);
}

export function serializeStatistics(tag: string, stats: Statistics): string {
  return JSON.stringify({ format: statisticsFormat(tag), version: STATS_VERSION, modes: Object.fromEntries(stats.modes), vegasBalance: stats.balance });
}

/** Only the known fields, each checked, and consistent with one another. */
function parseCounts(value: unknown): ModeCounts | undefined {
  if (!isRecord(value)) return undefined;
  const { played, won, currentStreak, longestStreak, bestScore, fastestWinMs } = value;
  if (!isCount(played) || !isCount(won) || !isCount(currentStreak) || !isCount(longestStreak)) return undefined;
  // A streak is of wins: none is longer than the games won.
  if (won > played || longestStreak > won || currentStreak > longestStreak) return undefined;
  if (!(bestScore === null || Number.isSafeInteger(bestScore)) || !(fastestWinMs === null || isCount(fastestWinMs))) return undefined;
  // Earlier versions counted the best score of games given up too; without a win there is none, nor a fastest win.
  if (won === 0) return { played, won, currentStreak, longestStreak, bestScore: null, fastestWinMs: null };
  return { played, won, currentStreak, longestStreak, bestScore: bestScore as number | null, fastestWinMs };
}
