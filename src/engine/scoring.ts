import type { Scoring } from './deal/deal-code.js';

/**
 * The points of each scoring table (docs/rules.md, "Klondike › Standard scoring" and "Klondike ›
 * Vegas scoring"), and how a change is applied to the score.
 */
export interface ScoringRules {
  readonly start: number;
  readonly toFoundation: number;
  readonly wasteToTableau: number;
  readonly turnUp: number;
  readonly recycle: number;
  apply(score: number, points: number): number;
}

const STANDARD: ScoringRules = {
  start: 0,
  toFoundation: 10,
  wasteToTableau: 5,
  turnUp: 5,
  recycle: -100,
  apply: (score, points) => Math.max(0, score + points),
};

const VEGAS: ScoringRules = {
  start: -52,
  toFoundation: 5,
  wasteToTableau: 0,
  turnUp: 0,
  recycle: 0,
  apply: (score, points) => score + points,
};

export function scoringRules(scoring: Scoring): ScoringRules {
  return scoring === 'vegas' ? VEGAS : STANDARD;
}

/** The score as the player reads it: `625` in standard, `+$208`, `$0`, `-$52` in Vegas. */
export function formatScore(score: number, scoring: Scoring): string {
  if (scoring === 'standard') return String(score);
  if (score === 0) return '$0';
  return `${score > 0 ? '+' : '-'}$${Math.abs(score)}`;
}
