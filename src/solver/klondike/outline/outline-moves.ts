import { type Card, KING } from '../../../engine/card.js';
import { isDispensable } from '../klondike-dispensable.js';
import { COLUMNS, RANK, RED, SUIT, SUIT_ACE, TWIN, inThisPass } from '../klondike-table.js';
import { EMPTYING_SHIFT, LAYING_SHIFT, OutlineKind, encode, moveArgument, moveKind } from './outline-move.js';
import { OutlinePosition } from './outline-position.js';

/** More than any position's moves. */
const MOVES_PER_NODE = 256;
const OUT_OF_REACH = -1;
const UNCOUNTED = -1;

/**
 * The moves the outline search tries from a position, most promising first, and the moves it
 * plays at once because they lose nothing: sending home a card no tableau card could need.
 */
export abstract class OutlineMoves extends OutlinePosition {
  /** The candidate moves of the line's nodes. */
  protected moves = new Int32Array(1 << 12);
  /** Whether the position being expanded takes cards from the next pass (see `lastGoesHome`). */
  private nextPassTaken = false;
  /** The king moves `addKings` pairs with emptying a column, and how many (UNCOUNTED: not looked yet). */
  private readonly kingMoves = new Int32Array(4);
  private kingCount = 0;

  /** Sends home every dispensable card that may be on top, or in the talon where taking it out shifts nothing. */
  protected playDispensable(): void {
    const f = this.foundations;
    for (let progress = true; progress;) {
      progress = false;
      for (let suit = 0; suit < 4; suit++) {
        if (f[suit] === KING) continue;
        const card = SUIT_ACE[suit] + f[suit];
        // Where the card lies first: that is cheaper to tell than whether it is dispensable.
        const up = this.faceUp[card] === 1 && this.mayBeOnTop(card);
        const index = up ? -1 : this.talonIndexToSend(card);
        if ((!up && index < 0) || !isDispensable(card, f, this.retrieval)) continue;
        this.apply(up ? encode(OutlineKind.Home, card) : encode(OutlineKind.TalonHome, index));
        progress = true;
      }
    }
  }

  /**
   * The talon index from which `card` can go home at once without costing any other talon card
   * its turn, or −1. With passes unlimited, drawing one at a time: any card. Otherwise the waste's
   * top, drawing one at a time or in the last pass (drawing three, the draws ahead show the same
   * cards, and the card under it shows too). Drawing one, the stock's next card too: dealt and
   * sent home, it leaves the waste and the stock as they were, less that card. Drawing three
   * with passes unlimited, the last card at the start of a pass: it shows in every pass, and
   * taking it out moves no other card, so every card the next passes show is still shown (and
   * the new last card too).
   */
  private talonIndexToSend(card: Card): number {
    if ((this.talonBit[card] & this.talonMask) === 0) return -1;
    if (this.talonAlwaysReachable) return this.talonIndex(card);
    const { pointer } = this;
    if (pointer > 0 && this.talon[pointer - 1] === card && (this.draw === 1 || this.recyclesLeft === 0)) return pointer - 1;
    if (this.draw === 1) return pointer < this.talonLength && this.talon[pointer] === card ? pointer : -1;
    const last = this.talonLength - 1;
    const freshPass = pointer % this.draw === 0 || pointer === this.talonLength;
    return this.recyclesLeft === Infinity && freshPass && this.talon[last] === card ? last : -1;
  }

  /**
   * Whether the talon's last card can go home and no tableau card could need it. Then a card of
   * the next pass is better taken after sending it home on the way through this one: the next
   * pass shows all it would have, the same passes left.
   */
  private lastGoesHome(): boolean {
    if (this.talonLength === 0 || this.talonAlwaysReachable) return false;
    const card = this.talon[this.talonLength - 1];
    return this.foundations[SUIT[card]] === RANK[card] - 1 && isDispensable(card, this.foundations, this.retrieval);
  }

  protected generate(start: number): number {
    if (start + MOVES_PER_NODE > this.moves.length) {
      const moves = new Int32Array(this.moves.length * 2);
      moves.set(this.moves);
      this.moves = moves;
    }
    const moves = this.moves;
    const f = this.foundations;
    let end = start;
    // A root with nothing dealt under it leaves its column empty, which only a king can use. Any
    // winning line can empty it just before a king comes down, and not while another column is
    // empty (the king could go there): so it leaves only then, with the king (see `addKings`).
    const noColumnEmpty = this.emptiedColumns === this.headingKings;
    let emptying = 0;
    this.kingCount = noColumnEmpty ? UNCOUNTED : 0;
    this.nextPassTaken = this.recyclesLeft > 0 && !this.lastGoesHome();
    // Talon cards home first, then turning a card up, the deepest column first, then home, then
    // the rest of the talon: the order that wins soonest, so that a position the outline cannot
    // tell lost costs little. In the last pass, a talon card home that buries others for good
    // waits with the talon.
    for (let suit = 0; suit < 4; suit++) {
      const card = SUIT_ACE[suit] + f[suit];
      if (f[suit] === KING || (this.talonBit[card] & this.talonMask) === 0) continue;
      const i = this.talonIndex(card);
      const reach = this.talonReach(i);
      if (reach !== OUT_OF_REACH && !this.buriesForGood(i)) moves[end++] = encode(OutlineKind.TalonHome, i, reach);
    }
    const roots = end;
    for (let column = 0; column < COLUMNS; column++) {
      const length = this.dealtLength[column];
      if (length === 0 || !this.mayLand(this.root(column))) continue;
      if (length === 1) {
        if (noColumnEmpty) emptying |= 1 << column;
        continue;
      }
      // Insertion by length, longest first.
      let at = end++;
      for (; at > roots && this.dealtLength[moveArgument(moves[at - 1])] < length; at--) moves[at] = moves[at - 1];
      moves[at] = encode(OutlineKind.RootAway, column);
    }
    for (let suit = 0; suit < 4; suit++) {
      const card = SUIT_ACE[suit] + f[suit];
      if (f[suit] < KING && this.faceUp[card] && this.mayBeOnTop(card)) moves[end++] = encode(OutlineKind.Home, card);
    }
    for (let i = this.firstInReach(); i < this.talonLength; i++) {
      const reach = this.talonReach(i);
      if (reach === OUT_OF_REACH) continue;
      const card = this.talon[i];
      if (f[SUIT[card]] === RANK[card] - 1 && this.buriesForGood(i)) moves[end++] = encode(OutlineKind.TalonHome, i, reach);
      if (!this.mayLand(card)) continue;
      if (this.talonAlwaysReachable || this.lastInStock(i)) end = this.addUses(i, end);
      else moves[end++] = encode(OutlineKind.TalonDown, i, reach);
    }
    if (this.retrieval) {
      for (let suit = 0; suit < 4; suit++) if (f[suit] > 0 && this.mayLand(SUIT_ACE[suit] + f[suit] - 1)) moves[end++] = encode(OutlineKind.Retrieve, suit);
    }
    for (let column = 0; column < COLUMNS; column++) if ((emptying & (1 << column)) !== 0) end = this.addKings(column, 0, -1, end);
    return end;
  }

  /**
   * A talon card put down is there only for what it lets the next move do, when it could as well
   * have stayed in the talon, in reach, until then: when every talon card is always within reach,
   * and drawing one card at a time in the last pass, for the stock's last card (no card is ever
   * dealt onto it, and dealing down to it later buries no card that laying it now would not). Any
   * winning line can put it down just before; so it comes down only with such a move: a card
   * that fits on it put down too (from the talon, from a foundation, or a root with what lies on
   * it), or its twin sent home, whatever covers the twin moving onto it.
   */
  private addUses(index: number, end: number): number {
    const card = this.talon[index];
    const laid = (index + 1) << LAYING_SHIFT;
    const twin = TWIN[card];
    if (this.faceUp[twin] && this.foundations[SUIT[twin]] === RANK[twin] - 1) this.moves[end++] = laid | encode(OutlineKind.Home, twin);
    if (RANK[card] === 1) return end;
    const rank = RANK[card] - 2;
    end = this.addUse(laid, index, RED[card] ? rank : 13 + rank, end);
    return this.addUse(laid, index, RED[card] ? 39 + rank : 26 + rank, end);
  }

  /** Puts down `lower` after the talon card `laid` names, from wherever it can come. */
  private addUse(laid: number, index: number, lower: Card, end: number): number {
    if ((this.talonBit[lower] & this.talonMask) !== 0) {
      const at = this.talonIndex(lower);
      if (this.inReachAfterLaying(at, index)) this.moves[end++] = laid | encode(OutlineKind.TalonDown, at > index ? at - 1 : at);
    } else if (this.retrieval && this.foundations[SUIT[lower]] === RANK[lower]) {
      this.moves[end++] = laid | encode(OutlineKind.Retrieve, SUIT[lower]);
    } else if (this.rootColumn[lower] >= 0) {
      const column = this.rootColumn[lower];
      // A root that empties its column: only with a king, as in `generate`.
      if (this.dealtLength[column] > 1) this.moves[end++] = laid | encode(OutlineKind.RootAway, column);
      else end = this.addKings(column, laid, index, end);
    }
    return end;
  }

  /**
   * The moves that empty `column` (after putting down the talon card `laid` names, from talon
   * index `index`, if any) and then put a king down there, when no other column is empty.
   */
  private addKings(column: number, laid: number, index: number, end: number): number {
    if (this.kingCount === UNCOUNTED) this.kingCount = this.findKings();
    const emptied = laid | ((column + 1) << EMPTYING_SHIFT);
    for (let k = 0; k < this.kingCount; k++) {
      const king = this.kingMoves[k];
      const fromTalon = laid !== 0 && moveKind(king) === OutlineKind.TalonDown;
      if (fromTalon && !this.inReachAfterLaying(moveArgument(king), index)) continue;
      // A talon king after the talon card put down first moves up one place.
      const shifted = fromTalon && moveArgument(king) > index ? king - (1 << 3) : king;
      this.moves[end++] = emptied | shifted;
    }
    return end;
  }

  /**
   * The moves that could put a king down in a column just emptied: a king from the talon, from its
   * foundation, or a king root with cards dealt under it. Returns how many.
   */
  private findKings(): number {
    const kings = this.kingMoves;
    let count = 0;
    for (let i = this.firstInReach(); i < this.talonLength; i++) {
      const reach = this.talonReach(i);
      if (RANK[this.talon[i]] === KING && reach !== OUT_OF_REACH) kings[count++] = encode(OutlineKind.TalonDown, i, reach);
    }
    if (this.retrieval) for (let suit = 0; suit < 4; suit++) if (this.foundations[suit] === KING) kings[count++] = encode(OutlineKind.Retrieve, suit);
    for (let column = 0; column < COLUMNS; column++) {
      if (this.dealtLength[column] > 1 && RANK[this.root(column)] === KING) kings[count++] = encode(OutlineKind.RootAway, column);
    }
    return count;
  }

  /** Whether talon card `i` is the stock's last card, drawing one card at a time in the last pass (see `addUses`). */
  private lastInStock(i: number): boolean {
    return this.draw === 1 && this.recyclesLeft === 0 && i === this.talonLength - 1 && i >= this.pointer;
  }

  /** Whether talon card `at` is within reach once talon card `index` is laid (see `addUses`): after the stock's last card, only the waste's top. */
  private inReachAfterLaying(at: number, index: number): boolean {
    return this.talonAlwaysReachable || at === index - 1;
  }

  /** The first talon index `talonReach` may find within reach: in the last pass, none under the waste's top. */
  private firstInReach(): number {
    return this.recyclesLeft === 0 ? Math.max(this.pointer - 1, 0) : 0;
  }

  /**
   * Whether talon card `i` is within reach: 0 in the current pass, 1 after turning the waste back
   * with passes counted (0 when they are unlimited), OUT_OF_REACH otherwise, and for the next
   * pass when it is better left (see `lastGoesHome`).
   */
  private talonReach(i: number): number {
    const { pointer, talonLength, draw, recyclesLeft } = this;
    // Drawing one, this pass shows every card from the waste's top on (`inThisPass`, without its division).
    const thisPass = draw === 1 ? i >= pointer - 1 : inThisPass(i, pointer, talonLength, draw);
    if (thisPass || (draw === 1 && recyclesLeft === Infinity)) return 0;
    if (this.nextPassTaken && ((i + 1) % draw === 0 || i === talonLength - 1)) return recyclesLeft === Infinity ? 0 : 1;
    return OUT_OF_REACH;
  }

  /** Whether taking talon card `i` in the last pass puts cards on the waste for good: all but its top card and the next card do. */
  private buriesForGood(i: number): boolean {
    return this.recyclesLeft === 0 && i > this.pointer;
  }
}
