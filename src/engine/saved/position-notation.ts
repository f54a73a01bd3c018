import { type Card, makeCard, parseCard } from '../card.js';
import { FOUNDATION_COUNT } from '../pile.js';
import { type PositionRecord, type Table, foundationCards } from '../position.js';

/** The top of each foundation by its height: none, ace … king. */
const HEIGHTS = '-A23456789TJQK';
const NUMBER = /^-?\d{1,15}$/;

/**
 * A position as one word of text, for saved games and replays that start part-way through a game:
 * `stock/waste/foundations/column 1/…/column n/score/moves/recycles`. Cards are written as in
 * `makeCard` (`TH`), the stock first drawn first, the waste and each column bottom first, a column's
 * face-down cards before a `.` and its face-up cards after (no `.` when all are face up); the
 * foundations are the rank of each top card ♠ ♥ ♦ ♣, `-` for an empty one.
 */
export function makePosition({ table, score, moves, recycles, scored }: PositionRecord): string {
  const heights = table.foundations.map((cards) => HEIGHTS[cards.length]).join('');
  const marks = scored?.map((height) => HEIGHTS[height]).join('');
  const foundations = marks === undefined || marks === heights ? heights : `${heights}:${marks}`;
  const columns = table.tableau.map(({ faceDown, faceUp }) => (faceDown.length > 0 ? `${cards(faceDown)}.${cards(faceUp)}` : cards(faceUp)));
  return [cards(table.stock), cards(table.waste), foundations, ...columns, score, moves, recycles].join('/');
}

/** The position `makePosition` wrote, or undefined when the text is not in its notation; whether it can be played is the position's to say. */
export function parsePosition(text: string): PositionRecord | undefined {
  const fields = text.split('/');
  if (fields.length < 7) return undefined;
  const [stockText, wasteText, foundationField] = fields;
  const marks = foundationField.split(':');
  if (marks.length > 2) return undefined;
  const [foundationText, scoredText] = [marks[0], marks.at(1)];
  const [scoreText, movesText, recyclesText] = fields.slice(-3);
  if (![scoreText, movesText, recyclesText].every((field) => NUMBER.test(field))) return undefined;
  const heights = parseHeights(foundationText);
  const scored = scoredText === undefined ? undefined : parseHeights(scoredText);
  if (!heights || (scoredText !== undefined && !scored)) return undefined;
  const stock = parseCards(stockText);
  const waste = parseCards(wasteText);
  const tableau = every(fields.slice(3, -3).map(parseColumn));
  if (!stock || !waste || !tableau) return undefined;
  const table: Table = { stock, waste, foundations: foundationCards(heights), tableau };
  const record = { table, score: Number(scoreText), moves: Number(movesText), recycles: Number(recyclesText) };
  return scored ? { ...record, scored } : record;
}

function parseHeights(text: string): number[] | undefined {
  const heights = Array.from({ length: FOUNDATION_COUNT }, (_, suit) => HEIGHTS.indexOf(text.charAt(suit).toUpperCase()));
  return text.length === FOUNDATION_COUNT && !heights.includes(-1) ? heights : undefined;
}

function cards(list: readonly Card[]): string {
  return list.map(makeCard).join('');
}

function parseCards(text: string): Card[] | undefined {
  if (text.length % 2 !== 0) return undefined;
  return every(Array.from({ length: text.length / 2 }, (_, index) => parseCard(text.slice(2 * index, 2 * index + 2))));
}

/** The list, when none of it is missing. */
function every<T>(list: readonly (T | undefined)[]): T[] | undefined {
  const found = list.filter((item) => item !== undefined);
  return found.length === list.length ? found : undefined;
}

function parseColumn(text: string): Table['tableau'][number] | undefined {
  const parts = text.split('.');
  if (parts.length > 2) return undefined;
  const faceDown = parseCards(parts.length === 2 ? parts[0] : '');
  const faceUp = parseCards(parts.at(-1)!);
  return faceDown && faceUp ? { faceDown, faceUp } : undefined;
}
