import { type Card, DECK_SIZE } from '../card.js';
import { sfc32 } from './sfc32.js';

const TWO_POW_32 = 2 ** 32;
const GOLDEN_RATIO_WORD = 0x9e3779b9;
const DISCARDED_OUTPUTS = 12;

/** The deck for deal number `n` (docs/deal-code.md, "Shuffle"): index 0 is dealt first. */
export function shuffledDeck(n: number): Card[] {
  const next = sfc32(n % TWO_POW_32, Math.floor(n / TWO_POW_32), GOLDEN_RATIO_WORD, 1);
  for (let i = 0; i < DISCARDED_OUTPUTS; i++) next();
  const deck = Array.from({ length: DECK_SIZE }, (_, i) => i);
  for (let i = DECK_SIZE - 1; i >= 1; i--) {
    const j = next() % (i + 1);
    const swap = deck[i];
    deck[i] = deck[j];
    deck[j] = swap;
  }
  return deck;
}
