/**
 * A card is its index in the ordered deck of docs/deal-code.md ("Shuffle"): suits in the
 * foundation order ♠ ♥ ♦ ♣, ranks A … K within each suit. 0 is A♠, 12 is K♠, 13 is A♥, 51 is K♣.
 * Plain numbers keep the engine fast enough for the solver.
 */
export type Card = number;

/** 0 ♠, 1 ♥, 2 ♦, 3 ♣ — also the foundation index. */
export type Suit = 0 | 1 | 2 | 3;

export const DECK_SIZE = 52;
export const KING = 13;

const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';

export function suitOf(card: Card): Suit {
  return ((card / 13) | 0) as Suit;
}

/** 1 (ace) … 13 (king). */
export function rankOf(card: Card): number {
  return (card % 13) + 1;
}

export function isRed(card: Card): boolean {
  const suit = suitOf(card);
  return suit === 1 || suit === 2;
}

export function cardOf(suit: Suit, rank: number): Card {
  return suit * 13 + rank - 1;
}

/** `'TH'` for the ten of hearts. */
export function makeCard(card: Card): string {
  return RANKS[card % 13] + SUITS[suitOf(card)];
}

export function parseCard(text: string): Card | undefined {
  if (text.length !== 2) return undefined;
  const rank = RANKS.indexOf(text[0].toUpperCase());
  const suit = SUITS.indexOf(text[1].toUpperCase());
  return rank < 0 || suit < 0 ? undefined : suit * 13 + rank;
}
