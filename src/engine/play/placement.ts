import { type Action, moveAction } from '../action.js';
import { suitOf } from '../card.js';
import { type Pile, WASTE, foundationPile, foundationSuit, tableauColumn, tableauPile } from '../pile.js';
import type { Position } from '../position.js';

/** The card `count` cards down from the top of a pile (the bottom card of the run that would move). */
export function cardAt(position: Position, pile: Pile, count: number): number | undefined {
  const table = position.table();
  if (pile === WASTE) return table.waste.at(-1);
  const suit = foundationSuit(pile);
  if (suit !== -1) return table.foundations[suit].at(-1);
  const column = tableauColumn(pile);
  return column >= 0 ? table.tableau[column]?.faceUp.at(-count) : undefined;
}

/**
 * docs/rules.md, "Klondike › Moves": a card dropped anywhere on the foundation row goes to its own suit's foundation. Any
 * foundation destination becomes the foundation of the moving card's suit.
 */
export function resolveMove(position: Position, from: Pile, to: Pile, count: number): Action {
  if (foundationSuit(to) === -1 || foundationSuit(from) !== -1) return moveAction(from, to, count);
  const card = cardAt(position, from, count);
  return moveAction(from, card === undefined ? to : foundationPile(suitOf(card)), count);
}

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
