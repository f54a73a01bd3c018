import { Klondike, type KlondikeOptions } from '../../engine/klondike.js';
import type { Table } from '../../engine/position.js';
import { solveKlondike } from '../klondike/klondike-solver.js';
import { type SolveBudget, type SolveResult, UNDECIDED } from '../shared/solve-result.js';

/** A Klondike position as plain data, for a worker: the table, the rules and the passes used. */
export interface KlondikeData {
  readonly table: Table;
  readonly options: KlondikeOptions;
  readonly recycles: number;
}

export function klondikeData(position: Klondike): KlondikeData {
  return { table: position.table(), options: position.options, recycles: position.recycles };
}

/** The position the data describes, or `null` when it is no legal Klondike position. */
export function klondikeFromData({ table, options, recycles }: KlondikeData): Klondike | null {
  const position = Klondike.fromTable(table, options);
  if (!position.ok || !Number.isInteger(recycles) || recycles < 0 || recycles > position.value.recycleLimit) return null;
  position.value.recycles = recycles;
  return position.value;
}

/** The Klondike solver's answer on the position the data describes, within `budget`. */
export function solveKlondikeData(data: KlondikeData, budget: SolveBudget): SolveResult {
  const position = klondikeFromData(data);
  return position ? solveKlondike(position, budget) : UNDECIDED;
}
