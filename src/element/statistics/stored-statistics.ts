import { type Counts, MODES, Statistics, modeKey } from './statistics.js';
import { isCount, isRecord } from '../../engine/saved/json-checks.js';

// Only an element with a storage key reads and writes statistics: this is part of its chunk.

export const STATS_FORMAT = 'klondike-solitaire-stats';
export const STATS_VERSION = 1;

/**
 * Parses a storage key's statistics, `{format, version, modes: {"1-standard": counts, …}, vegasBalance}`; a
 * value that is not exactly this shape is refused with the reason.
 */
export function parseStatistics(text: string): Statistics | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'the saved statistics are not JSON';
  }
  if (!isRecord(value) || value.format !== STATS_FORMAT) return 'the saved statistics are not this game’s';
  if (typeof value.version !== 'number' || value.version !== STATS_VERSION)
    return `the saved statistics are version ${String(value.version)}, not ${STATS_VERSION}`;
  if (!isRecord(value.modes)) return 'the saved statistics have no modes';
  const modes = new Map<string, Counts>();
  for (const { draw, scoring } of MODES) {
    const stored = value.modes[modeKey(draw, scoring)];
    if (stored === undefined) continue;
    const counts = parseCounts(stored);
    if (!counts) return `the saved statistics of draw ${draw} ${scoring} are malformed`;
    modes.set(modeKey(draw, scoring), counts);
  }
  // Statistics written before cumulative Vegas have no balance: it starts at $0.
  const { vegasBalance = 0 } = value;
  if (!Number.isSafeInteger(vegasBalance)) return 'the saved Vegas balance is malformed';
  return new Statistics(modes, vegasBalance as number);
}

export function serializeStatistics(stats: Statistics): string {
  return JSON.stringify({ format: STATS_FORMAT, version: STATS_VERSION, modes: Object.fromEntries(stats.modes), vegasBalance: stats.vegasBalance });
}

/** Only the known fields, each checked, and consistent with one another. */
function parseCounts(value: unknown): Counts | undefined {
  if (!isRecord(value)) return undefined;
  const { played, won, currentStreak, longestStreak, bestScore, fastestWinMs } = value;
  if (!isCount(played) || !isCount(won) || !isCount(currentStreak) || !isCount(longestStreak)) return undefined;
  if (won > played || longestStreak > played || currentStreak > longestStreak) return undefined;
  if (!(bestScore === null || Number.isSafeInteger(bestScore)) || !(fastestWinMs === null || isCount(fastestWinMs))) return undefined;
  // Earlier versions counted the best score of games given up too; without a win there is none.
  return { played, won, currentStreak, longestStreak, bestScore: won === 0 ? null : (bestScore as number | null), fastestWinMs };
}
