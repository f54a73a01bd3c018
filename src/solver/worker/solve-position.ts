import { BakersDozen } from '../../engine/bakers-dozen.js';
import { Klondike, type KlondikeOptions } from '../../engine/klondike.js';
import type { Table } from '../../engine/position.js';
import { solveBakersDozen } from '../bakers-dozen/bakers-dozen-solver.js';
import { solveKlondike } from '../klondike/klondike-solver.js';
import type { SolveResult } from '../shared/solve-result.js';

/** A position either solver takes, as plain data: a worker receives structured clones, not class instances. */
export type PositionData =
  | { readonly game: 'klondike'; readonly table: Table; readonly options: KlondikeOptions }
  | { readonly game: 'bakers-dozen'; readonly table: Table };

export type Solvable = Klondike | BakersDozen;

export function positionData(position: Solvable): PositionData {
  return position instanceof Klondike
    ? { game: 'klondike', table: position.table(), options: position.options }
    : { game: 'bakers-dozen', table: position.table() };
}

/** The position the data describes, or `null` when it is no legal table of its game. */
export function fromPositionData(data: PositionData): Solvable | null {
  const position = data.game === 'klondike' ? Klondike.fromTable(data.table, data.options) : BakersDozen.fromTable(data.table);
  return position.ok ? position.value : null;
}

/** The exact solver of the position's game, within `ms`; the position may be changed. */
export function solvePosition(position: Solvable, ms: number): SolveResult {
  return position instanceof Klondike ? solveKlondike(position, { ms }) : solveBakersDozen(position, { ms });
}
