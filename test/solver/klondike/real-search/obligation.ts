import { Kind, type PlayableTable, moveCount, moveFrom, moveKind } from './playable-table.js';

/**
 * What the move just played obliges the next one to do (see `obligationOf`). Some moves only pay
 * off through the move after them; any winning line can play them just before that move, so the
 * search does. FREE: nothing; 1 … 52: card − 1 was just put on the tableau from the talon, and
 * the next move must cover it; KING_TO_EMPTY: a column was just emptied for a king; USE …
 * USE + 51: card − USE was just bared, and the next move must send it home or cover it.
 */
export const FREE = 0;
export const KING_TO_EMPTY = 53;
export const USE = 54;

/**
 * What the move obliges the next one to do (decided before it is played):
 * - a card put on the tableau from a talon that keeps every card in reach is only there to take
 *   another card; until one comes it could as well stay in the talon;
 * - a column emptied (not uncovering anything) is only there for a king;
 * - a card bared by moving part of a run off it is only worth it if it goes home or takes the
 *   twin of the card moved (moving it elsewhere, it could have taken the run along).
 * Putting these moves off leaves the foundations as they are, so the safe moves meanwhile are
 * the same. Not so a card brought back from a foundation: with it still home, a card it could
 * go on may be safe to send home meanwhile, so that move carries no obligation.
 */
export function obligationOf(table: PlayableTable, move: number): number {
  const from = moveFrom(move);
  switch (moveKind(move)) {
    case Kind.TalonToTableau:
      return table.talonAlwaysReachable ? table.talon[from] + 1 : FREE;
    case Kind.TableauToTableau: {
      const length = table.upLength[from];
      const count = moveCount(move);
      if (count < length) return USE + table.upCard(from, length - count - 1);
      return table.downLength[from] === 0 ? KING_TO_EMPTY : FREE;
    }
    default:
      return FREE;
  }
}
