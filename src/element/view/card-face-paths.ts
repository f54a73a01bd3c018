import type { Suit } from '../../engine/index.js';

/**
 * The suit symbols as SVG path data, drawn here rather than taken from a font: the same shape in
 * the corners and the middle of every card on every system, and no font to look up. Each fits a
 * box of ±50 round the origin, y downwards, in absolute commands only (M L C Q A Z), so `placed`
 * can move, scale and turn it.
 */
export const SUIT_PATHS: readonly string[] = [
  // Spades: a heart upside down on a flared stem.
  'M0 -48C6 -34 44 -14 44 10C44 26 32 36 20 36C11 36 4 31 2 26C3 36 8 44 16 48L-16 48C-8 44 -3 36 -2 26C-4 31 -11 36 -20 36C-32 36 -44 26 -44 10C-44 -14 -6 -34 0 -48Z',
  // Hearts.
  'M0 46C-14 30 -44 8 -44 -16C-44 -34 -32 -46 -20 -46C-10 -46 -3 -40 0 -30C3 -40 10 -46 20 -46C32 -46 44 -34 44 -16C44 8 14 30 0 46Z',
  // Diamonds: a lozenge with slightly hollow sides.
  'M0 -48C8 -34 22 -16 36 0C22 16 8 34 0 48C-8 34 -22 16 -36 0C-22 -16 -8 -34 0 -48Z',
  // Clubs: three leaves, a heart between them and a stem, every part turning the same way so they join.
  'M-21 -26A21 21 0 1 1 21 -26A21 21 0 1 1 -21 -26ZM-44 6A21 21 0 1 1 -2 6A21 21 0 1 1 -44 6ZM2 6A21 21 0 1 1 44 6A21 21 0 1 1 2 6ZM-10 0A10 10 0 1 1 10 0A10 10 0 1 1 -10 0ZM3 4C3 28 8 40 18 48L-18 48C-8 40 -3 28 -3 4Z',
];

/** How many numbers each command takes. */
const ARITY: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, A: 7, Z: 0 };

const short = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * `d` (absolute commands only) scaled by `scale` about the origin, turned upside down if `turned`
 * (half a turn: what the lower half of a card shows), then moved to (`x`, `y`).
 */
export function placed(d: string, x: number, y: number, scale: number, turned = false): string {
  const sign = turned ? -scale : scale;
  let out = '';
  for (const [, command, args] of d.matchAll(/([A-Z])([^A-Z]*)/g)) {
    const numbers = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const arity = ARITY[command];
    const moved: number[] = [];
    for (let at = 0; at < numbers.length; at += arity) {
      const group = numbers.slice(at, at + arity);
      // An arc's radii scale, its rotation and flags stay: half a turn keeps the sweep's direction.
      const [head, point] = command === 'A' ? [[group[0] * scale, group[1] * scale, ...group.slice(2, 5)], group.slice(5)] : [[], group];
      moved.push(...head, ...point.map((value, index) => (index % 2 === 0 ? x : y) + value * sign));
    }
    out += command + moved.map(short).join(' ');
  }
  return out;
}

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

/** The pip field in the card's 100 × 140 box: the columns' x, the first and last rows' y, a pip's scale. */
const COLUMNS = { a: 32, b: 50, c: 68 };
const FIRST_ROW = 26;
const LAST_ROW = 114;
const PIP_SCALE = 0.185;

/** One pip per position of `rank`'s layout, as one path. */
function pips(rank: number, suit: Suit): string {
  const row = (twelfths: number): number => FIRST_ROW + ((LAST_ROW - FIRST_ROW) * twelfths) / 12;
  let d = '';
  for (const pip of LAYOUTS[rank].split(' ')) {
    const column = pip[0] as keyof typeof COLUMNS;
    const twelfths = Number(pip.slice(1));
    d += placed(SUIT_PATHS[suit], COLUMNS[column], row(twelfths), PIP_SCALE);
    if (twelfths < 6 && !(rank === 7 && column === 'b')) d += placed(SUIT_PATHS[suit], 100 - COLUMNS[column], row(12 - twelfths), PIP_SCALE, true);
  }
  return d;
}

/** The big middle pip of an ace; the ace of spades' sits in a double ring (drawn even-odd, card.styles.ts). */
const ACE_SCALE = 0.5;
const RING = 'M-50 0A50 50 0 1 1 50 0A50 50 0 1 1 -50 0Z';

function ace(suit: Suit): string {
  const pip = placed(SUIT_PATHS[suit], 50, 70, ACE_SCALE);
  return suit === 0 ? pip + [36, 34.5, 32.5, 32].map((radius) => placed(RING, 50, 70, radius / 50)).join('') : pip;
}

const faces = new Map<number, string>();

/** The middle of a card from the ace to the ten: its pips in one path, worked out once per card. */
export function pipPath(rank: number, suit: Suit): string {
  const key = rank * 4 + suit;
  let d = faces.get(key);
  if (d === undefined) {
    d = rank === 1 ? ace(suit) : pips(rank, suit);
    faces.set(key, d);
  }
  return d;
}
