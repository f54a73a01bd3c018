import type { Suit } from './card.js';

/**
 * A pile is a small number, so positions can index arrays with it: 0 the stock, 1 the waste,
 * 2 … 5 the foundations ♠ ♥ ♦ ♣, 6 onwards the tableau columns in their logical order.
 */
export type Pile = number;

/** The public name of a pile (docs/hosting.md, "Pile ids and cards"). Column and foundation numbers start at 1. */
export type PileId = 'stock' | 'waste' | `foundation-${number}` | `tableau-${number}`;

export const STOCK: Pile = 0;
export const WASTE: Pile = 1;
const FIRST_FOUNDATION = 2;
const FIRST_COLUMN = 6;
export const FOUNDATION_COUNT = 4;
/** The most columns a game has (Baker's Dozen's 13): the highest pile id is `tableau-13`. */
export const MOST_COLUMNS = 13;

export function foundationPile(suit: Suit): Pile {
  return FIRST_FOUNDATION + suit;
}

/** `column` counts from 0. */
export function tableauPile(column: number): Pile {
  return FIRST_COLUMN + column;
}

/** The suit a foundation pile holds, or -1 for any other pile. */
export function foundationSuit(pile: Pile): Suit | -1 {
  return pile >= FIRST_FOUNDATION && pile < FIRST_COLUMN ? ((pile - FIRST_FOUNDATION) as Suit) : -1;
}

/** The column (from 0) of a tableau pile, or -1 for any other pile. */
export function tableauColumn(pile: Pile): number {
  return pile >= FIRST_COLUMN ? pile - FIRST_COLUMN : -1;
}

export function makePileId(pile: Pile): PileId {
  if (pile === STOCK) return 'stock';
  if (pile === WASTE) return 'waste';
  const suit = foundationSuit(pile);
  return suit >= 0 ? `foundation-${suit + 1}` : `tableau-${tableauColumn(pile) + 1}`;
}

/** `columns` is how many tableau columns the game has (7 in Klondike, 13 in Baker's Dozen). */
export function parsePileId(id: string, columns: number): Pile | undefined {
  if (id === 'stock') return STOCK;
  if (id === 'waste') return WASTE;
  const match = /^(foundation|tableau)-([1-9][0-9]?)$/.exec(id);
  if (!match) return undefined;
  const index = Number(match[2]) - 1;
  if (match[1] === 'foundation') return index < FOUNDATION_COUNT ? FIRST_FOUNDATION + index : undefined;
  return index < columns ? FIRST_COLUMN + index : undefined;
}
