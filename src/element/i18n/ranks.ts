/** The ranks the cards show, in the language being rendered. */
import { msg } from './localization.js';

/** The rank in a card's corner: letters are the language's own (R, D, V in French). */
export function rankGlyph(rank: number): string {
  if (rank === 1) return msg('A', { desc: 'ace, in the corner of a card' });
  if (rank === 11) return msg('J', { desc: 'jack, in the corner of a card' });
  if (rank === 12) return msg('Q', { desc: 'queen, in the corner of a card' });
  if (rank === 13) return msg('K', { desc: 'king, in the corner of a card and on an empty column' });
  return String(rank);
}
