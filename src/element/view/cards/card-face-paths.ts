import type { Suit } from '../../../engine/index.js';

/**
 * The suit symbols as SVG path data, drawn here rather than taken from a font: the same shape in
 * the corners and the middle of every card on every system, and no font to look up. Each is
 * written from its centre (`M x y` then these relative commands, no arcs), in a box of ±50, y
 * downwards: so a pip anywhere is a move and the symbol, and upside down the same with every
 * number negated.
 */
export const SUIT_PATHS: readonly string[] = [
  // Spades: a heart upside down on a flared stem.
  'm0-48c6 14 44 34 44 58c0 16-12 26-24 26c-9 0-16-5-18-10c1 10 6 18 14 22l-32 0c8-4 13-12 14-22c-2 5-9 10-18 10c-12 0-24-10-24-26c0-24 38-44 44-58z',
  // Hearts.
  'm0 46c-14-16-44-38-44-62c0-18 12-30 24-30c10 0 17 6 20 16c3-10 10-16 20-16c12 0 24 12 24 30c0 24-30 46-44 62z',
  // Diamonds: a lozenge with slightly hollow sides.
  'm0-48c8 14 22 32 36 48c-14 16-28 34-36 48c-8-14-22-32-36-48c14-16 28-34 36-48z',
  // Clubs: three leaves, a heart between them and a stem, every part turning the same way so they join.
  'm-21-26c0-28 42-28 42 0c0 28-42 28-42 0zm-23 32c0-28 42-28 42 0c0 28-42 28-42 0zm46 0c0-28 42-28 42 0c0 28-42 28-42 0zm-12-6c0-13.3 20-13.3 20 0c0 13.3-20 13.3-20 0zm13 4c0 24 5 36 15 44l-36 0c10-8 15-20 15-44z',
];

/** A suit symbol's path data turned upside down (half a turn round its centre). */
export const turned = (symbol: string): string => symbol.replace(/-?[\d.]+/g, (number) => ` ${-Number(number)}`);

/**
 * Where the pips of each number card stand, the classic layouts: `a` `b` `c` the left, middle and
 * right column, then the row in twelfths of the field from its top. A pip above the middle row
 * has a twin turned upside down opposite it through the card's centre; the seven's middle pip
 * alone has none.
 */
const LAYOUTS: readonly string[] = [
  '',
  '',
  'b0',
  'b0 b6',
  'a0 c0',
  'a0 c0 b6',
  'a0 c0 a6 c6',
  'a0 c0 a6 c6 b3',
  'a0 c0 a6 c6 b3',
  'a0 c0 a4 c4 b6',
  'a0 c0 a4 c4 b2',
];

/**
 * The pip field on a card 100 wide and 140 high: the columns' x, the first and last rows' y. A
 * pip is a fifth of the symbol's box, so a number card's box is five times the card's.
 */
const COLUMNS = { a: 31, b: 50, c: 69 };
const FIRST_ROW = 26;
const LAST_ROW = 114;
const PIP = 5;

/** The view boxes of a number card and of an ace, whose pip is half the symbol's box. */
export const PIPS_BOX = `0 0 ${100 * PIP} ${140 * PIP}`;
export const ACE_BOX = '0 0 200 280';

function pips(rank: number, suit: Suit): string {
  const row = (twelfths: number): number => (FIRST_ROW + ((LAST_ROW - FIRST_ROW) * twelfths) / 12) * PIP;
  const symbol = SUIT_PATHS[suit];
  let d = '';
  for (const pip of LAYOUTS[rank].split(' ')) {
    const column = COLUMNS[pip[0] as keyof typeof COLUMNS] * PIP;
    const twelfths = Number(pip.slice(1));
    d += `M${column} ${row(twelfths)}${symbol}`;
    if (twelfths < 6 && !(rank === 7 && pip === 'b3')) d += `M${100 * PIP - column} ${row(12 - twelfths)}${turned(symbol)}`;
  }
  return d;
}

/** The ace of spades' double ring round its pip (drawn even-odd, card.styles.ts): four circles. */
const RINGS = [72, 69, 65, 64]
  .map((r) => `M${100 - r} 140c0-${r * 1.33} ${2 * r} -${r * 1.33} ${2 * r} 0c0 ${r * 1.33}-${2 * r} ${r * 1.33}-${2 * r} 0z`)
  .join('');

const faces: string[] = [];

/** The middle of a card from the ace to the ten: its pips in one path, worked out once per card. */
export function pipPath(rank: number, suit: Suit): string {
  return (faces[rank * 4 + suit] ??= rank === 1 ? `M100 140${SUIT_PATHS[suit]}${suit === 0 ? RINGS : ''}` : pips(rank, suit));
}
