import { type Action, moveAction } from '../action.js';
import { suitOf } from '../card.js';
import { type Pile, WASTE, foundationPile, foundationSuit, tableauColumn } from '../pile.js';
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
