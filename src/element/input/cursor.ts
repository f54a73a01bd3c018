/**
 * The table as the keyboard sees it: a cursor on one pile (and, in a column, one face-up card)
 * that the arrow keys move like a finger across the screen. Only the element under the cursor
 * is in the tab order (roving tabindex), so the whole table is one tab stop.
 */
import { type Card, type Pile, type Table, STOCK, WASTE, foundationSuit, tableauColumn, tableauPile } from '../../engine/index.js';
import type { Cursor } from '../view/table-view.js';

/**
 * A pile of the top row and the grid column it stands in, so the arrows cross to the column below.
 *
 * @internal
 */
export interface TopRowPlace {
  readonly pile: Pile;
  readonly column: number;
}

/** Where the cursor stands on `pile`: `card` if it is a face-up card there, else the top card. */
export function cursorOn(table: Table, pile: Pile, card: Card | null = null): Cursor {
  if (pile === STOCK) return { pile, card: null };
  const faceUp = faceUpCards(table, pile);
  return { pile, card: card !== null && faceUp.includes(card) ? card : (faceUp.at(-1) ?? null) };
}

/** The cards the cursor can stand on: a column's face-up run, the top card of any other pile. */
function faceUpCards(table: Table, pile: Pile): readonly Card[] {
  const column = tableauColumn(pile);
  if (column >= 0) return table.tableau[column].faceUp;
  const cards = pile === WASTE ? table.waste : table.foundations[foundationSuit(pile)];
  return cards.slice(-1);
}

export type Direction = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

/**
 * Where an arrow key takes the cursor. Left and right go by the screen (`rtl` mirrors them), so
 * under `dir="rtl"` the right arrow goes from column 2 to column 1. Up and down walk a column's
 * face-up cards and cross between the top row and the columns.
 */
export function moveCursor(table: Table, cursor: Cursor, direction: Direction, rtl: boolean, topRow: readonly TopRowPlace[]): Cursor {
  const column = tableauColumn(cursor.pile);
  const row = column >= 0 ? table.tableau.map((_, index) => tableauPile(index)) : topRow.map((place) => place.pile);
  const at = row.indexOf(cursor.pile);
  const forward = (direction === 'right') !== rtl;
  if (direction === 'home' || direction === 'end') return cursorOn(table, row[direction === 'home' ? 0 : row.length - 1]);
  if (direction === 'left' || direction === 'right') return cursorOn(table, row[Math.min(row.length - 1, Math.max(0, at + (forward ? 1 : -1)))]);
  if (column < 0) {
    if (direction === 'up') return cursor;
    const below = tableauPile(topRow[at].column);
    return cursorOn(table, below, table.tableau[topRow[at].column].faceUp[0] ?? null);
  }
  const faceUp = table.tableau[column].faceUp;
  const index = cursor.card === null ? -1 : faceUp.indexOf(cursor.card);
  if (direction === 'down') return cursorOn(table, cursor.pile, faceUp[Math.min(faceUp.length - 1, index + 1)] ?? null);
  if (index > 0) return cursorOn(table, cursor.pile, faceUp[index - 1]);
  // Above a column's first face-up card is the top-row pile in the same grid column.
  const above = [...topRow].reverse().find((place) => place.column <= column)!;
  return cursorOn(table, above.pile);
}

/** The arrow and paging keys, by `KeyboardEvent.key`. */
export const DIRECTIONS: Readonly<Partial<Record<string, Direction>>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};

/** The table's letter keys: the letter itself, or the key in that place on another layout (Arabic). */
export function letterOf(event: KeyboardEvent): string {
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
  return /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : '';
}
