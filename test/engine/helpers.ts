import { expect } from 'chai';
import {
  BAKERS_DOZEN_COLUMNS,
  BakersDozen,
  type Card,
  DECK_SIZE,
  Klondike,
  type KlondikeOptions,
  type Position,
  makeCard,
  parseCard,
  unwrap,
} from '../../src/engine/index.js';

export const STANDARD_DRAW_1: KlondikeOptions = { draw: 1, scoring: 'standard', passes: 'unlimited', retrieval: true };

/** `'AD 3D'` → the two cards; throws on a typo so a test cannot silently test nothing. */
export function cards(text: string): Card[] {
  return text
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => {
      const card = parseCard(word);
      if (card === undefined) throw new Error(`not a card: ${word}`);
      return card;
    });
}

export function names(list: readonly Card[]): string {
  return list.map(makeCard).join(' ');
}

export interface Layout {
  /** Seven columns, `'face down | face up'`, bottom first; a column without `|` is all face up. */
  tableau: string[];
  waste?: string;
  /** First drawn first. The cards the layout does not name follow at the end of the stock. */
  stock?: string;
  /** Top card of each foundation ♠ ♥ ♦ ♣, or '' for empty. */
  foundations?: [string, string, string, string];
}

/** A Klondike position laid out by hand, for rules that need a particular table. */
export function layout(spec: Layout, options: Partial<KlondikeOptions> = {}): Klondike {
  const tableau = spec.tableau.map((column) => {
    const [down, up] = column.includes('|') ? column.split('|') : ['', column];
    return { faceDown: cards(down), faceUp: cards(up) };
  });
  const foundations = (spec.foundations ?? ['', '', '', '']).map((top, suit) =>
    top === '' ? [] : Array.from({ length: cards(top)[0] - suit * 13 + 1 }, (_, rank) => suit * 13 + rank),
  );
  const named = new Set([
    ...cards(spec.waste ?? ''),
    ...cards(spec.stock ?? ''),
    ...foundations.flat(),
    ...tableau.flatMap((c) => [...c.faceDown, ...c.faceUp]),
  ]);
  const rest = Array.from({ length: DECK_SIZE }, (_, card) => card).filter((card) => !named.has(card));
  return unwrap(
    Klondike.fromTable(
      { stock: [...cards(spec.stock ?? ''), ...rest], waste: cards(spec.waste ?? ''), foundations, tableau },
      { ...STANDARD_DRAW_1, ...options },
    ),
  );
}

/**
 * A Baker's Dozen position laid out by hand: up to thirteen columns, each written bottom first
 * (the rest empty); the cards they do not name are on the foundations, so they must be the lowest
 * of each suit.
 */
export function bakersDozenLayout(columns: string[]): BakersDozen {
  const tableau = Array.from({ length: BAKERS_DOZEN_COLUMNS }, (_, column) => ({ faceDown: [], faceUp: cards(columns[column] ?? '') }));
  const named = new Set(tableau.flatMap((column) => column.faceUp));
  const foundations = [0, 1, 2, 3].map((suit) => Array.from({ length: 13 }, (_, rank) => suit * 13 + rank).filter((card) => !named.has(card)));
  return unwrap(BakersDozen.fromTable({ stock: [], waste: [], foundations, tableau }));
}

/** Everything an undo must restore, as one comparable string. */
export function fingerprint(position: Position): string {
  // Which cards have scored is part of a Klondike position, though no table shows it.
  const scored = 'scored' in position ? position.scored : null;
  return JSON.stringify({ table: position.table(), score: position.score, moves: position.moves, scored, legal: position.legalActions() });
}

/**
 * `expect(actual, message).to.equal(expected)`, with chai's assertion built only when it fails: in
 * the random-play loops, which check every rule after each of thousands of actions, building it
 * each time costs more than the rules it checks.
 */
export function expectSame<T>(actual: T, expected: T, message: string): void {
  if (actual !== expected) expect(actual, message).to.equal(expected);
}
