import type { Action } from '../action.js';
import { rankOf } from '../card.js';
import { foundationSuit, tableauColumn } from '../pile.js';
import type { Position } from '../position.js';

/**
 * Nothing hidden, nothing in stock or waste, and every column running down from its bottom card
 * to its top one: then the lowest card left always lies on top of a column with its foundation
 * ready for it, so the rest goes home one card at a time whatever the order (docs/rules.md,
 * "Klondike › Finish"). A Klondike column's face-up cards always run down, so there it is the
 * endgame: every card face up, stock and waste empty.
 */
export function finishable(position: Position): boolean {
  if (position.isWon()) return false;
  const { stock, waste, tableau } = position.table();
  return (
    stock.length === 0 &&
    waste.length === 0 &&
    tableau.every(({ faceDown, faceUp }) => faceDown.length === 0 && faceUp.every((card, index) => index === 0 || rankOf(card) <= rankOf(faceUp[index - 1])))
  );
}

/** The lowest top card of a column that can go home now, so a finish climbs the four foundations together. */
export function nextHomeMove(position: Position): Action | undefined {
  const { tableau } = position.table();
  const rank = (action: Action & { type: 'move' }): number => rankOf(tableau[tableauColumn(action.from)].faceUp.at(-1)!);
  let best: (Action & { type: 'move' }) | undefined;
  for (const action of position.legalActions()) {
    if (action.type !== 'move' || foundationSuit(action.to) === -1 || tableauColumn(action.from) < 0) continue;
    if (!best || rank(action) < rank(best)) best = action;
  }
  return best;
}
