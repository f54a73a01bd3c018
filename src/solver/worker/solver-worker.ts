import type { Action } from '../../engine/action.js';
import { type PositionData, fromPositionData, solvePosition } from './solve-position.js';
import type { Verdict } from '../shared/solve-result.js';

export interface SolveRequest {
  readonly id: number;
  readonly position: PositionData;
  readonly ms: number;
}

export interface SolveReply {
  readonly id: number;
  readonly verdict: Verdict;
  /** The winning line, when there is one: a Baker's Dozen hint is its first move. */
  readonly line: readonly Action[] | null;
}

/** The worker's global scope, typed here: the project compiles against the DOM library, not the worker one. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(reply: SolveReply): void;
};

scope.onmessage = ({ data }) => {
  const position = fromPositionData(data.position);
  const { verdict, line } = position ? solvePosition(position, data.ms) : { verdict: 'undecided' as const, line: null };
  scope.postMessage({ id: data.id, verdict, line });
};
