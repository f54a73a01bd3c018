import { type Action, moveAction } from '../action.js';
import { type Pile, foundationPile, foundationSuit, tableauPile } from '../pile.js';
import type { Position } from '../position.js';
import { resolveMove } from './placement.js';

// Apart from placement.ts: only pointer play taps, so a bundle's first table leaves these to the input's chunk.

/** A tap on a top card: its foundation, when it can go there. */
export function tapMove(position: Position, from: Pile): Action | undefined {
  if (foundationSuit(from) !== -1) return undefined;
  const action = resolveMove(position, from, foundationPile(0), 1);
  return position.refusal(action) ? undefined : action;
}

/**
 * A double tap (docs/rules.md, "Klondike › Taps, double taps and drags"): the tableau, longest column first, equal lengths by lower column
 * number, an empty column last (only a king takes it); else the card's foundation.
 */
export function doubleTapMove(position: Position, from: Pile, count: number): Action | undefined {
  const columns = position.table().tableau.map((column, index) => ({ index, length: column.faceDown.length + column.faceUp.length }));
  columns.sort((a, b) => b.length - a.length || a.index - b.index);
  for (const { index } of columns) {
    const action = moveAction(from, tableauPile(index), count);
    if (!position.refusal(action)) return action;
  }
  return count === 1 ? tapMove(position, from) : undefined;
}

/** Every pile the run can be dropped on now, foundations by their real place. */
export function legalDestinations(position: Position, from: Pile, count: number): Set<Pile> {
  const destinations = new Set<Pile>();
  for (const action of position.legalActions()) {
    if (action.type === 'move' && action.from === from && action.count === count) destinations.add(action.to);
  }
  return destinations;
}
