import type { Card } from '../engine/card.js';
import { RANK, RED, SUIT } from './klondike-table.js';

/**
 * Whether the tableau can do without `card` for good, so sending it home loses nothing: aces and
 * twos, and a card whose two lower cards of the other colour are home, so nothing could go on
 * it. With retrieval, a card of the other colour could come back down onto it to take a lower
 * card of its colour, so those (rank − 2 of the other suit of its colour) must be home too; below
 * that everything is. The same holds in the outline game (see `KlondikeOutline`),
 * where all such a card could hold is cards brought back from home.
 */
export function isDispensable(card: Card, foundations: Uint8Array, retrieval: boolean): boolean {
  const rank = RANK[card];
  if (rank <= 2) return true;
  const f = foundations;
  const suit = SUIT[card];
  const opposite = RED[card] ? f[0] >= rank - 1 && f[3] >= rank - 1 : f[1] >= rank - 1 && f[2] >= rank - 1;
  return opposite && (!retrieval || f[3 - suit] >= rank - 2);
}
