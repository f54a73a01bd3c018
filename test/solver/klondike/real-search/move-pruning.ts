import { type Card, KING } from '../../../../src/engine/card.js';
import { COLUMNS, RANK, RED, SUIT } from '../../../../src/solver/klondike/klondike-table.js';
import { DOWN, HOME, type PlayableTable, TALON, UP } from './playable-table.js';

// The tests by which the real search's candidate moves (see `CandidateMoves`) leave out moves
// that a winning line can do without.

/**
 * Sending a column's top card home helps only by what it opens up: a card turned up or a column
 * emptied, a card bared that can then go home or take its twin's place, or the next card of the
 * suit, which can follow once it shows. Otherwise the card can wait where it is: nothing else
 * can go on its foundation meanwhile.
 */
export function homeHelps(table: PlayableTable, column: number): boolean {
  const length = table.upLength[column];
  if (length === 1 || !nextIsHidden(table, table.upCard(column, length - 1))) return true;
  return partialMoveHelps(table, column, 1);
}

/**
 * Leaving part of a run behind only helps when the card it uncovers can then go up, or when
 * the twin of the card moved (same rank and colour) is waiting to take its place.
 */
export function partialMoveHelps(table: PlayableTable, from: number, count: number): boolean {
  const length = table.upLength[from];
  if (table.fitsFoundation(table.upCard(from, length - count - 1))) return true;
  const moved = table.upCard(from, length - count);
  return isAvailable(table, (3 - SUIT[moved]) * 13 + (moved % 13));
}

/**
 * Emptying a column only helps a king: one in the talon, or one heading a run over face-down
 * cards.
 */
export function kingWaitsForColumn(table: PlayableTable): boolean {
  for (let suit = 0; suit < 4; suit++) if (table.place[suit * 13 + KING - 1] === TALON || (table.retrieval && table.foundations[suit] === KING)) return true;
  for (let column = 0; column < COLUMNS; column++) {
    if (table.downLength[column] > 0 && table.upLength[column] > 0 && RANK[table.upCard(column, 0)] === KING) return true;
  }
  return false;
}

/** Whether the next card of `card`'s suit lies face down. */
export function nextIsHidden(table: PlayableTable, card: Card): boolean {
  return RANK[card] < KING && table.place[card + 1] === DOWN;
}

/** Whether a card that could go on `card` (one rank lower, other colour) is up or in the talon. */
export function canBeCovered(table: PlayableTable, card: Card): boolean {
  const below = RANK[card] - 2;
  return RED[card] ? isAvailable(table, below) || isAvailable(table, 39 + below) : isAvailable(table, 13 + below) || isAvailable(table, 26 + below);
}

/** Whether `card` is up, in the talon or, where retrieval is allowed, on top of its foundation. */
function isAvailable(table: PlayableTable, card: Card): boolean {
  const place = table.place[card];
  return place === UP || place === TALON || (place === HOME && table.retrieval && table.foundations[SUIT[card]] === RANK[card]);
}
