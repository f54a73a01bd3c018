import { fixture } from '@open-wc/testing';
import '../../../src/bakers-dozen-solitaire.js';
import type { BakersDozenSolitaire } from '../../../src/bakers-dozen-solitaire.js';
import '../../../src/klondike-solitaire.js';
import type { KlondikeSolitaire } from '../../../src/index.js';

export type Solitaire = KlondikeSolitaire | BakersDozenSolitaire;

/** A move of the game's test vector: a top card from its column to a pile. */
export interface VectorMove {
  card: string;
  from: string;
  to: string;
}

/**
 * What the suites that both elements share need to know of a game: its docs/deal-code.md test vector
 * and moves on it that show each rule of play the elements have in common.
 */
export interface GameCase {
  tag: 'klondike-solitaire' | 'bakers-dozen-solitaire';
  dealCode: string;
  columns: number;
  /** The piles of the row above the columns, as the keyboard walks them. */
  topRow: readonly string[];
  /** Where the keyboard cursor starts: a pile, and a card on it when it has one. */
  cursorHome: { pile: string; card: string | null };
  /** A top card a tap sends to its foundation, and the card that move turns face up, if any. */
  home: VectorMove & { flipped: string | null };
  /** A top card and the column, the only one, it fits on; `target` is that column's top card. */
  onto: VectorMove & { target: string };
  /** A top card with more than one column to go to, and the one a double tap picks. */
  double: VectorMove;
  /** A top card, and the top card of a column it does not fit on. */
  misfit: { card: string; target: string };
  /** What the live region says after `home`, in each language. */
  homeAnnounced: Record<'en' | 'ar' | 'fr', string>;
}

export const KLONDIKE: GameCase = {
  tag: 'klondike-solitaire',
  dealCode: 'KL1-D1N-AAAAAAG',
  columns: 7,
  topRow: ['stock', 'waste', 'foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'],
  cursorHome: { pile: 'stock', card: null },
  home: { card: 'AC', from: 'tableau-4', to: 'foundation-4', flipped: 'JH' },
  onto: { card: '6C', from: 'tableau-5', to: 'tableau-6', target: '7H' },
  double: { card: '6C', from: 'tableau-5', to: 'tableau-6' },
  misfit: { card: '6C', target: 'JD' },
  homeAnnounced: {
    en: 'Ace of clubs moved to clubs foundation, jack of hearts turned up, score 15',
    ar: 'نُقلت آس سباتي إلى أساس السباتي، ظهرت ولد قلوب، النقاط 15',
    fr: 'As de trèfle va sur la fondation de trèfle, carte retournée\u00a0: valet de cœur, score 15',
  },
};

export const BAKERS_DOZEN: GameCase = {
  tag: 'bakers-dozen-solitaire',
  dealCode: 'BD1-AAAAAAG',
  columns: 13,
  topRow: ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'],
  cursorHome: { pile: 'tableau-1', card: '6S' },
  home: { card: 'AH', from: 'tableau-7', to: 'foundation-2', flipped: null },
  onto: { card: '5D', from: 'tableau-6', to: 'tableau-1', target: '6S' },
  // 3♣ fits on 4♣, 4♥ and 4♦, each at the top of a column of four: the lowest number wins.
  double: { card: '3C', from: 'tableau-3', to: 'tableau-4' },
  misfit: { card: '6S', target: '8S' },
  homeAnnounced: {
    en: 'Ace of hearts moved to hearts foundation, score 10',
    ar: 'نُقلت آس قلوب إلى أساس القلوب، النقاط 10',
    fr: 'As de cœur va sur la fondation de cœur, score 10',
  },
};

export const GAMES = [KLONDIKE, BAKERS_DOZEN] as const;

/** The game's element on the page, dealt its test vector, with `attributes` besides. */
export async function dealt(game: GameCase, attributes: Record<string, string> = {}): Promise<Solitaire> {
  const el = document.createElement(game.tag);
  for (const [name, value] of Object.entries({ 'deal-code': game.dealCode, ...attributes })) el.setAttribute(name, value);
  await fixture(el);
  await el.updateComplete;
  return el;
}

/** The face-up cards of a column, named by its pile id (`tableau-3`), bottom first. */
export function faceUp(el: Solitaire, column: string): string[] {
  return el.state.tableau[Number(column.slice('tableau-'.length)) - 1].faceUp;
}
