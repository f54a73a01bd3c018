import { type SVGTemplateResult, svg } from 'lit';
import type { Suit } from '../../../engine/index.js';
import { SUIT_PATHS } from './card-face-paths.js';

const short = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * `d` scaled by `scale` about the origin, turned upside down if `turned` (half a turn), then
 * moved to (`x`, `y`): absolute commands are moved, relative ones only scaled. Each command
 * comes with its letter; an arc is absolute.
 */
function placed(d: string, x: number, y: number, scale: number, turned = false): string {
  const sign = turned ? -scale : scale;
  return d.replace(/([A-Za-z])([^A-Za-z]*)/g, (_, command: string, args: string) => {
    const numbers = (args.match(/-?[\d.]+/g) ?? []).map(Number);
    const relative = command > 'Z';
    // An arc's radii scale, its rotation and flags stay: half a turn keeps the sweep's direction.
    const point = numbers.splice(command === 'A' ? 5 : 0);
    const head = numbers.map((value, index) => (index < 2 ? value * scale : value));
    return command + [...head, ...point.map((value, index) => (relative ? 0 : index % 2 ? y : x) + value * sign)].map(short).join(' ');
  });
}

/**
 * The jack, queen and king: a framed figure, head and shoulders, and the same figure turned
 * upside down below a slanting line, as on printed cards. Drawn in four layers, each one path
 * in the card's 100 × 140 box: `skin`, then `ink` (the suit's colour: robe, hair, the suit's
 * mark), `pale` (the tunic under the robe), `gold` (crown, collar, what the figure holds), and
 * `line` (frame, divider, eyes).
 */
interface CourtArt {
  readonly skin: string;
  readonly ink: string;
  readonly pale: string;
  readonly gold: string;
  readonly line: string;
}

type Layers = Omit<CourtArt, 'line' | 'pale'>;

/** Every figure's upper half, round the card's centre: face and neck, the robe down to the divider, its collar and trim. */
const FIGURE: Layers & Pick<CourtArt, 'pale'> = {
  skin: 'M-7 -32A7 8.5 0 1 1 7 -32A7 8.5 0 1 1 -7 -32ZM-3 -25L3 -25L3 -17L-3 -17Z',
  ink: 'M-13 -21C-20 -20 -26 -15 -27 -7L-27 3.6L27 -3.6L27 -7C26 -15 20 -20 13 -21Q0 -15 -13 -21Z',
  pale: 'M-11 -17L-6 -17L0 -6L6 -17L11 -17L8 -0.9L-8 0.9ZM-27 -4L-21 -4L-21 2.8L-27 3.6ZM21 -4L27 -4L27 -3.6L21 -2.8Z',
  gold: 'M-13 -21Q0 -15 13 -21L15 -18Q0 -11 -15 -18Z',
};

/** What tells them apart: hands, hair, headwear and what each holds. */
const FIGURES: Record<number, Layers> = {
  // The jack: a feathered cap, a halberd.
  11: {
    skin: 'M-21.7 -14A2.5 2.5 0 1 1 -16.7 -14A2.5 2.5 0 1 1 -21.7 -14Z',
    ink: 'M-7.5 -31C-8 -38 -4 -40 0 -40C4 -40 8 -38 7.5 -31L6 -31C5 -35 -5 -35 -6 -31ZM7 -44C12 -52 19 -53 22 -49C16 -50 12 -47 9 -42ZM-18.5 -50C-14 -49 -13 -45 -14 -42L-18.5 -43Z',
    gold: 'M-10 -38L10 -38L9 -41C5 -46 -5 -46 -9 -41ZM-20 -52L-18.5 -52L-18.5 -10L-20 -10Z',
  },
  // The queen: long hair, a tiara, a flower.
  12: {
    skin: 'M-20.5 -19A2.5 2.5 0 1 1 -15.5 -19A2.5 2.5 0 1 1 -20.5 -19Z',
    ink: 'M-8 -32C-9 -42 -4 -43 0 -43C4 -43 9 -42 8 -32L9 -20L6 -22L5 -32C3 -36 -3 -36 -5 -32L-6 -22L-9 -20ZM-18.6 -23L-17.4 -23L-17.4 -19L-18.6 -19Z',
    gold: 'M-7 -39L-7 -44Q-5 -48 -3.5 -44Q0 -50 3.5 -44Q5 -48 7 -44L7 -39ZM-21.5 -26A3.5 3.5 0 1 1 -14.5 -26A3.5 3.5 0 1 1 -21.5 -26Z',
  },
  // The king: a beard, a crown, a sword.
  13: {
    skin: 'M16.5 -10A2.5 2.5 0 1 1 21.5 -10A2.5 2.5 0 1 1 16.5 -10Z',
    ink: 'M-7.5 -33C-8 -39 -5 -41.5 0 -41.5C5 -41.5 8 -39 7.5 -33C6 -36 -6 -36 -7.5 -33ZM-7 -30C-6 -22 -3 -20 0 -20C3 -20 6 -22 7 -30C5 -26 -5 -26 -7 -30Z',
    gold: 'M-8 -39L-9 -50L-4.5 -44L0 -52L4.5 -44L9 -50L8 -39ZM18 -50L20 -50L20 -12L18 -12ZM14 -14L24 -14L24 -12L14 -12Z',
  },
};

/** Where each figure shows its suit, beside its head. */
const MARK_X: Record<number, number> = { 11: 21, 12: 21, 13: -21 };

const FRAME = 'M20 14L80 14L80 126L20 126ZM20 74L80 66';
const EYES = 'M-3.5 -33L-1.5 -33M1.5 -33L3.5 -33';

const both = (d: string): string => placed(d, 50, 70, 1) + placed(d, 50, 70, 1, true);

const courts = new Map<number, CourtArt>();

/** A court card's art, worked out once per card. */
function courtArt(rank: number, suit: Suit): CourtArt {
  const key = rank * 4 + suit;
  let art = courts.get(key);
  if (art === undefined) {
    const own = FIGURES[rank];
    const symbol = `M0 0${SUIT_PATHS[suit]}`;
    const mark = placed(symbol, 50 + MARK_X[rank], 22, 0.1);
    art = {
      skin: both(FIGURE.skin + own.skin),
      ink: both(FIGURE.ink + own.ink) + mark + placed(symbol, 50 - MARK_X[rank], 118, 0.1, true),
      pale: both(FIGURE.pale),
      gold: both(FIGURE.gold + own.gold),
      line: FRAME + both(EYES),
    };
    courts.set(key, art);
  }
  return art;
}

/** A court card's figure, its layers in the order they are painted. */
export function courtFigure(rank: number, suit: Suit): SVGTemplateResult {
  const art = courtArt(rank, suit);
  return svg`<path class="skin" d=${art.skin}></path><path class="ink" d=${art.ink}></path><path class="pale" d=${art.pale}></path
    ><path class="gold" d=${art.gold}></path><path class="line" d=${art.line}></path>`;
}
