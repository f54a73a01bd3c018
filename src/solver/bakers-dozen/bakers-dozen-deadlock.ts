import { DECK_SIZE as DECK, KING as KING_RANK } from '../../engine/card.js';

// Module constants rather than imports in the hot loop: where modules are compiled to CommonJS
// (tsx, the benchmarks), every use of an import is a getter call.
const DECK_SIZE = DECK;
const KING = KING_RANK;

/**
 * A quick proof that a Baker's Dozen position is lost, run on every position the solver enters.
 * It plays a relaxed game in which nothing is ever undone: a card that has once been on top of a
 * pile stays usable as a target for good (even covered, even gone home), and any number of cards
 * may share it. Each column is then just peeled from the top: its top card leaves when its suit's
 * foundation is ready for it, or when some card one rank higher has been on top of a pile. A card
 * that has left waits off the table and goes home when its suit gets to it.
 *
 * Why a real win implies a relaxed one: take each card's first move in a winning game, in order.
 * When a card first moves, every card above it in its column has moved already; it goes home
 * (its suit's foundation is ready), or onto a card one rank higher that is on top of a pile at that
 * moment — a card that either never moved, so that every card above it had moved, or had moved,
 * so was on top of its column before. Either way the relaxed game has already uncovered it, so the
 * relaxed game can make the same first moves in the same order, and then send every card home.
 * Every relaxed move only ever makes more moves possible, so playing them greedily until none is
 * left reaches the same end whatever the order: if some card is still on the table there (or some
 * suit short of its king), no real game wins.
 *
 * It catches what the search would otherwise find only after exhausting a dead end: cards that
 * each need another out of the way first (a queen above the jack of its suit while every king is
 * buried under such cards, two kings each covering the queen the other's suit waits for, longer
 * cycles through the foundations).
 */
export class RelaxedPlay {
  /** Per column, the cards not yet gone in the relaxed game: they are its lowest ones. */
  private readonly remaining: Uint8Array;
  private readonly home = new Uint8Array(4);
  /** Per suit, the ranks (as bits) that have left their column and wait to go home. */
  private readonly waiting = new Uint16Array(4);
  /** Per rank, whether some card of that rank has been on top of a pile. */
  private readonly uncovered = new Uint8Array(KING + 1);

  constructor(
    private readonly columns: number,
    private readonly slots: number,
  ) {
    this.remaining = new Uint8Array(columns);
  }

  /**
   * Whether the position is lost for sure: `cards` holds each column bottom first from
   * `column * slots`, `heights` the number of cards per column, `foundations` each suit's count
   * home. False says nothing.
   */
  isLost(cards: Uint8Array, heights: Uint8Array, foundations: Uint8Array): boolean {
    const { remaining, home, waiting, uncovered, slots } = this;
    uncovered.fill(0);
    waiting.fill(0);
    home.set(foundations);
    for (let column = 0; column < this.columns; column++) {
      const height = (remaining[column] = heights[column]);
      if (height > 0) uncovered[(cards[column * slots + height - 1] % 13) + 1] = 1;
    }
    let changed = true;
    while (changed) {
      changed = false;
      for (let column = 0; column < this.columns; column++) {
        const base = column * slots;
        let height = remaining[column];
        while (height > 0) {
          const card = cards[base + height - 1];
          const rank = (card % 13) + 1;
          const suit = (card / 13) | 0;
          if (rank === home[suit] + 1) {
            home[suit]++;
            while ((waiting[suit] >> (home[suit] + 1)) & 1) home[suit]++;
          } else if (rank < KING && uncovered[rank + 1] === 1) {
            waiting[suit] |= 1 << rank;
          } else {
            break;
          }
          height--;
          changed = true;
          if (height > 0) uncovered[(cards[base + height - 1] % 13) + 1] = 1;
        }
        remaining[column] = height;
      }
    }
    return home[0] + home[1] + home[2] + home[3] !== DECK_SIZE;
  }
}
