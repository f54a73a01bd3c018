import type { Card } from '../../engine/card.js';
import { RANK, RED, SUIT } from './klondike-table.js';

/**
 * Whether the tableau can do without `card` for good, so sending it home loses nothing:
 * - aces and twos;
 * - a card whose two lower cards of the other colour are home, so nothing could go on it. With
 *   retrieval, a card of the other colour could come back down onto it to take a lower card of
 *   its colour, so those (rank − 2 of the other suit of its colour) must be home too;
 * - a card whose two lower cards of the other colour are home or next to go home, and whose
 *   rank − 2 card of the other suit of its colour too (as lonelybot's automatic moves have it).
 *   Whatever could go on it could go home as soon as it is free instead, and so could whatever
 *   could go on that; below, everything is home. So no card ever needs it as a place to go.
 * The same holds in the outline game (see `KlondikeOutline`), where all such a card could hold
 * is cards brought back from home.
 */
export function isDispensable(card: Card, foundations: Uint8Array, retrieval: boolean): boolean {
  const rank = RANK[card];
  if (rank <= 2) return true;
  const f = foundations;
  const suit = SUIT[card];
  const opposite = RED[card] ? Math.min(f[0], f[3]) : Math.min(f[1], f[2]);
  const sameColour = f[3 - suit];
  return (opposite >= rank - 1 && (!retrieval || sameColour >= rank - 2)) || (opposite >= rank - 2 && sameColour >= rank - 3);
}
