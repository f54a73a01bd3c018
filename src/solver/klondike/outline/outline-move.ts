import type { Card } from '../../../engine/card.js';

/** The outline's moves; the argument is a card, a talon index, a suit or a column. */
export const enum OutlineKind {
  /** A face-up card of the tableau home. */
  Home = 1,
  TalonHome,
  /** A talon card onto the tableau. */
  TalonDown,
  /** A foundation's top card back onto the tableau. */
  Retrieve,
  /** A column's root onto another card or an empty column, with all that lies on it. */
  RootAway,
}

/** A move of a winning outline line, told by its kind and the card it moves. */
export interface OutlineStep {
  readonly kind: OutlineKind;
  readonly card: Card;
}

/**
 * An outline move as one integer: kind (3 bits), argument (8 bits), whether it turns the waste
 * back first (1 bit), and the moves it may carry along (see the shifts).
 */
export const encode = (kind: OutlineKind, argument: number, recycles = 0): number => kind | (argument << 3) | (recycles << 11);
/** A move may empty a column first, for the king it puts down: column + 1 in these bits. */
export const EMPTYING_SHIFT = 12;
/** A move may put a talon card down first, for the move to use: its talon index + 1 in these bits. */
export const LAYING_SHIFT = 15;
export const MOVE_MASK = (1 << EMPTYING_SHIFT) - 1;
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- the low three bits hold the OutlineKind `encode` wrote there
export const moveKind = (move: number): OutlineKind => move & 7;
export const moveArgument = (move: number): number => (move >>> 3) & 255;
export const moveRecycles = (move: number): boolean => (move & (1 << 11)) !== 0;
