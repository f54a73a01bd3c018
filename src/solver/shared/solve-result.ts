import type { Action } from '../../engine/action.js';

/** What an exact solver says of a position whose every card it knows. */
export type Verdict = 'winnable' | 'not-winnable' | 'undecided';

export interface SolveResult {
  readonly verdict: Verdict;
  /** The winning line in engine actions (draws and recycles included), when winnable. */
  readonly line: readonly Action[] | null;
  /** Positions searched. */
  readonly nodes: number;
}

/** The answer on a position a solver cannot take. */
export const UNDECIDED: SolveResult = { verdict: 'undecided', line: null, nodes: 0 };

export interface SolveBudget {
  /** Wall-clock limit in milliseconds. */
  readonly ms?: number;
  /** Limit on distinct positions remembered, which bounds memory. */
  readonly states?: number;
  /**
   * Limit on positions searched in all, whatever the machine's speed: with no wall-clock limit,
   * the verdict is the same on every machine (for tests and benchmarks).
   */
  readonly nodes?: number;
}
