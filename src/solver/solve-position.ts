import { BakersDozen } from '../engine/bakers-dozen.js';
import type { Card } from '../engine/card.js';
import { Klondike, type KlondikeOptions } from '../engine/klondike.js';
import type { Table } from '../engine/position.js';
import { solveBakersDozen } from './bakers-dozen-solver.js';
import { solveKlondike } from './klondike-solver.js';
import type { SolveResult } from './solve-result.js';

/** A position either solver takes, as plain data: a worker receives structured clones, not class instances. */
export type PositionData =
  | { readonly game: 'klondike'; readonly table: Table; readonly options: KlondikeOptions }
  | { readonly game: 'bakers-dozen'; readonly tableau: readonly (readonly Card[])[]; readonly foundations: readonly number[] };

export type Solvable = Klondike | BakersDozen;

export function positionData(position: Solvable): PositionData {
  return position instanceof Klondike
    ? { game: 'klondike', table: position.table(), options: position.options }
    : { game: 'bakers-dozen', tableau: position.tableau, foundations: position.foundations };
}

/** The position the data describes, or `null` when it is no legal Klondike table. */
export function fromPositionData(data: PositionData): Solvable | null {
  if (data.game === 'klondike') {
    const position = Klondike.fromTable(data.table, data.options);
    return position.ok ? position.value : null;
  }
  // The engine builds a Baker's Dozen position only by dealing: a dealt one takes the given cards.
  const position = BakersDozen.deal(0);
  position.tableau.splice(0, position.tableau.length, ...data.tableau.map((cards) => cards.slice()));
  position.foundations.splice(0, position.foundations.length, ...data.foundations);
  return position;
}

/** The exact solver of the position's game, within `ms`; the position may be changed. */
export function solvePosition(position: Solvable, ms: number): SolveResult {
  return position instanceof Klondike ? solveKlondike(position, { ms }) : solveBakersDozen(position, { ms });
}
