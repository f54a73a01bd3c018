import { type Card, KING } from '../../../../src/engine/card.js';
import { isDispensable } from '../../../../src/solver/klondike/klondike-dispensable.js';
import { SUIT } from '../../../../src/solver/klondike/klondike-table.js';
import { Kind, NONE, type PlayableTable, TALON, UP, encodeMove } from './playable-table.js';

/** Plays home every card that no tableau card could ever need (see `isDispensable`). */
export function playSafeMoves(table: PlayableTable): void {
  const f = table.foundations;
  for (let progress = true; progress;) {
    progress = false;
    // Only the next card of each suit can go home.
    for (let suit = 0; suit < 4; suit++) {
      const card = suit * 13 + f[suit];
      if (f[suit] === KING || !isDispensable(card, table.foundations, table.retrieval)) continue;
      const move = homeMove(table, card);
      if (move === NONE) continue;
      table.apply(move);
      progress = true;
    }
  }
}

/**
 * The move that sends `card` home from where it lies, if it is within reach at once. A talon
 * card only when drawing one at a time or in the last pass: taking a card out of a talon dealt
 * three at a time shifts which cards the next passes show, which may cost a card the win needs.
 */
function homeMove(table: PlayableTable, card: Card): number {
  if (table.place[card] === UP) {
    const column = table.columnTopped(card);
    return column === NONE ? NONE : encodeMove(Kind.TableauToFoundation, column, SUIT[card]);
  }
  if (table.place[card] !== TALON || (table.draw !== 1 && table.recyclesLeft !== 0)) return NONE;
  const index = table.talonAlwaysReachable ? table.talon.indexOf(card) : table.pointer - 1;
  return index >= 0 && table.talon[index] === card ? encodeMove(Kind.TalonToFoundation, index, SUIT[card]) : NONE;
}
