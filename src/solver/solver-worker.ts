import { Klondike, type KlondikeOptions } from '../engine/klondike.js';
import type { Table } from '../engine/position.js';
import { solveKlondike } from './klondike-solver.js';
import type { Verdict } from './solve-result.js';

/** A position as plain data: a worker receives structured clones, not class instances. */
export interface SolveRequest {
  readonly id: number;
  readonly table: Table;
  readonly options: KlondikeOptions;
  readonly ms: number;
}

export interface SolveReply {
  readonly id: number;
  readonly verdict: Verdict;
}

/** The worker's global scope, typed here: the project compiles against the DOM library, not the worker one. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(reply: SolveReply): void;
};

scope.onmessage = ({ data }) => {
  const position = Klondike.fromTable(data.table, data.options);
  const verdict = position.ok ? solveKlondike(position.value, { ms: data.ms }).verdict : 'undecided';
  scope.postMessage({ id: data.id, verdict });
};
