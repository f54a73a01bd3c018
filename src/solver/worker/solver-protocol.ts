import type { Action } from '../../engine/action.js';
import type { SolveBudget, SolveResult, Verdict } from '../shared/solve-result.js';

/**
 * What the element asks a solver worker: the position as plain data of the worker's game (a
 * worker receives structured clones, not class instances), and the budget of the search: its
 * time, or a count of positions the same on every machine.
 */
export interface SolveRequest<Data> {
  readonly id: number;
  readonly position: Data;
  readonly budget: SolveBudget;
}

export interface SolveReply {
  readonly id: number;
  readonly verdict: Verdict;
  /** The winning line, when there is one: a Baker's Dozen hint is its first move. */
  readonly line: readonly Action[] | null;
}

/** Makes the worker this runs in answer every request with what `solve` says of its position. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Data ties the requests the worker reads to what `solve` takes
export function serveSolves<Data>(solve: (position: Data, budget: SolveBudget) => SolveResult): void {
  // The worker's global scope, typed here: the project compiles against the DOM library, not the worker one.
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<SolveRequest<Data>>) => void) | null;
    postMessage(reply: SolveReply): void;
  };
  scope.onmessage = ({ data }) => {
    const { verdict, line } = solve(data.position, data.budget);
    scope.postMessage({ id: data.id, verdict, line });
  };
}
