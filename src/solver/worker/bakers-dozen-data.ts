import { BakersDozen } from '../../engine/bakers-dozen.js';
import type { Table } from '../../engine/position.js';
import { solveBakersDozen } from '../bakers-dozen/bakers-dozen-solver.js';
import { type SolveBudget, type SolveResult, UNDECIDED } from '../shared/solve-result.js';

/** A Baker's Dozen position as plain data, for a worker: every card is on the table. */
export interface BakersDozenData {
  readonly table: Table;
}

export function bakersDozenData(position: BakersDozen): BakersDozenData {
  return { table: position.table() };
}

/** The Baker's Dozen solver's answer on the position the data describes, within `budget`. */
export function solveBakersDozenData({ table }: BakersDozenData, budget: SolveBudget): SolveResult {
  const position = BakersDozen.fromTable(table);
  return position.ok ? solveBakersDozen(position.value, budget) : UNDECIDED;
}
