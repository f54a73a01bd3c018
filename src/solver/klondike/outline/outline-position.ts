import { type Card, DECK_SIZE, KING } from '../../../engine/card.js';
import type { DealtPiles } from '../klondike-deadlock.js';
import { COLUMNS, type KlondikeTable, RANK, RED, SUIT, SUIT_ACE } from '../klondike-table.js';
import { EMPTYING_SHIFT, LAYING_SHIFT, MOVE_MASK, OutlineKind, encode, moveArgument, moveKind, moveRecycles } from './outline-move.js';

/** A key holds the talon as a set of 24 bits. */
const MAX_TALON = 24;
/** Room for the line searched; a longer one (cards brought back and sent home again) ends the search undecided. */
export const LINE_ROOM = 1 << 12;

/** What a card left in column c weighs in a key: column c holds at most c + 1, so the lengths make one number in mixed radix. */
const DEALT_WEIGHT = Int32Array.from({ length: COLUMNS }, (_, column) => {
  let weight = 1;
  for (let before = 0; before < column; before++) weight *= before + 2;
  return weight;
});
/** A card's kind, all the outline tells it by on the tableau: (rank − 1) × 2 + 1 for red. */
const KIND = Uint8Array.from({ length: DECK_SIZE }, (_, card) => (RANK[card] - 1) * 2 + RED[card]);

/** How many bits of `bits` are set. */
function bitsSet(bits: number): number {
  bits -= (bits >>> 1) & 0x55555555;
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * A Klondike position's outline: the foundations, the talon and, for each column, how many of the
 * cards it was dealt are left in it — the face-down ones and the face-up one on them (its root,
 * which was turned up in place and leaves only with all that lies on it). Which face-up card lies
 * on which is left out. The outline game is exact: a position is won if and only if its outline
 * is, and an outline's winning line plays out on every position it outlines (`playOutlineLine`).
 *
 * What is left says which cards lie face up on the tableau and, of those, which are roots; every
 * other one is a king heading a column or a card placed on a card one rank higher of the other
 * colour. Each placed card covers exactly one card of that kind, so of the face-up cards of a
 * kind, as many as there are placed cards that fit on them are covered and the others are on
 * top, however the cards lie. An outline move is legal when that count allows it: a card home
 * while a card of its kind is on top; a card put down (from the talon, from a foundation, or a
 * root with what lies on it) while a card of the kind above is on top (a king: while a column is
 * empty). The talon keeps the real game's rules.
 * - Every real move either leaves the outline as it is (a placed card moved onto another card of
 *   the same kind, a king heading a column onto another empty one) or is a legal outline move.
 *   So a real win is an outline win.
 * - Every legal outline move can be played on every position it outlines: a card to put down
 *   finds a card of the kind above on top; a card to send home that lies covered has a twin of
 *   its kind (same rank and colour) on top, and what covers it moves onto the twin first. So an
 *   outline win is a real win.
 */
export abstract class OutlinePosition implements DealtPiles {
  protected readonly draw: number;
  /** Drawing one card at a time with no pass limit, every talon card is within reach at any time. */
  protected readonly talonAlwaysReachable: boolean;
  readonly retrieval: boolean;
  readonly foundations = new Uint8Array(4);
  /** Column c's dealt cards still in it are dealt[c * 8 …], the root last; `dealtLength[c]` of them. */
  private readonly dealt = new Uint8Array(COLUMNS * 8);
  protected readonly dealtLength = new Uint8Array(COLUMNS);
  /** The lengths' part of the key, kept as they change (see DEALT_WEIGHT). */
  private dealtKey = 0;
  /** The face-down ones among them. */
  readonly downLength = new Uint8Array(COLUMNS);
  readonly talon = new Uint8Array(DECK_SIZE);
  protected talonLength = 0;
  pointer = 0;
  recyclesLeft = 0;
  /** Bit i for the talon card that was i-th in the first position: the talon as a set. */
  protected talonMask = 0;
  protected readonly talonBit = new Int32Array(DECK_SIZE);
  /** 1 for a card face up on the tableau; its column for a root, −1 for any other card. */
  protected readonly faceUp = new Uint8Array(DECK_SIZE);
  protected readonly rootColumn = new Int8Array(DECK_SIZE);
  /** Face-up cards and placed cards of each kind (see KIND). */
  private readonly shown = new Uint8Array(26);
  private readonly placed = new Uint8Array(26);
  protected emptiedColumns = 0;
  protected headingKings = 0;
  protected faceDown = 0;
  protected keyLow = 0;
  protected keyHigh = 0;
  /** The moves played, with what undoing each needs. */
  protected readonly line = new Int32Array(LINE_ROOM);
  private readonly lineUndo = new Int32Array(LINE_ROOM);
  /** The card each move moved, as `winningLine` tells it. */
  protected readonly lineCard = new Uint8Array(LINE_ROOM);
  protected lineLength = 0;

  /** For `first` and the positions that follow from it: the keys number talon cards by their place in its talon. */
  constructor(readonly first: KlondikeTable) {
    if (!OutlinePosition.fits(first)) throw new Error('a position the outline does not fit');
    this.draw = first.draw;
    this.talonAlwaysReachable = first.draw === 1 && first.recyclesLeft === Infinity;
    this.retrieval = first.retrieval;
    for (let i = 0; i < first.talonLength; i++) this.talonBit[first.talon[i]] = 1 << i;
    this.load(first);
  }

  /**
   * Whether the outline fits the table as it fits every table play leads to (one laid out by
   * hand might not): a talon of 24 cards at most and no more face-down cards in a column than it
   * was dealt, as the keys hold them, and every face-up run built by the rules.
   */
  static fits(table: KlondikeTable): boolean {
    for (let column = 0; column < COLUMNS; column++) {
      if (table.downLength[column] > column) return false;
      for (let i = 1; i < table.upLength[column]; i++) {
        const below = table.upCard(column, i - 1);
        const card = table.upCard(column, i);
        if (RANK[card] !== RANK[below] - 1 || RED[card] === RED[below]) return false;
      }
    }
    return table.talonLength <= MAX_TALON;
  }

  /** Takes up `table`'s position, which must follow from the first one. */
  load(table: KlondikeTable): void {
    this.foundations.set(table.foundations);
    this.talonLength = table.talonLength;
    this.pointer = table.pointer;
    this.recyclesLeft = table.recyclesLeft;
    this.talonMask = 0;
    for (let i = 0; i < table.talonLength; i++) {
      this.talon[i] = table.talon[i];
      this.talonMask |= this.talonBit[table.talon[i]];
    }
    this.faceUp.fill(0);
    this.rootColumn.fill(-1);
    this.shown.fill(0);
    this.placed.fill(0);
    this.emptiedColumns = 0;
    this.headingKings = 0;
    this.faceDown = 0;
    this.dealtKey = 0;
    for (let column = 0; column < COLUMNS; column++) {
      const down = table.downLength[column];
      for (let i = 0; i < down; i++) this.dealt[column * 8 + i] = table.downCard(column, i);
      this.faceDown += down;
      const up = table.upLength[column];
      // A king alone with what lies on it heads its column like a king put there.
      const rooted = up > 0 && (down > 0 || RANK[table.upCard(column, 0)] !== KING);
      if (rooted) this.dealt[column * 8 + down] = table.upCard(column, 0);
      this.dealtLength[column] = rooted ? down + 1 : 0;
      this.dealtKey += this.dealtLength[column] * DEALT_WEIGHT[column];
      this.downLength[column] = down;
      if (!rooted) this.emptiedColumns++;
      for (let i = 0; i < up; i++) this.show(table.upCard(column, i), rooted && i === 0 ? column : -1);
    }
  }

  protected computeKey(): void {
    const f = this.foundations;
    const { recyclesLeft, draw, pointer, talonLength } = this;
    // With passes to spare, a pointer on a multiple of the draw (or at the end) reaches exactly
    // the cards a fresh pass reaches; drawing one card at a time, every card is as near as any other.
    const canonicalPointer = recyclesLeft === Infinity && (draw === 1 || pointer % draw === 0 || pointer === talonLength) ? 0 : pointer + 1;
    const passes = recyclesLeft === Infinity ? 0 : recyclesLeft + 1;
    this.keyLow = f[0] | (f[1] << 4) | (f[2] << 8) | (f[3] << 12) | (this.dealtKey << 16);
    this.keyHigh = this.talonMask | (canonicalPointer << 24) | (passes << 29);
  }

  /** Where `card`, which is in the talon, lies in it: the talon keeps the first position's order. */
  protected talonIndex(card: Card): number {
    return bitsSet(this.talonMask & (this.talonBit[card] - 1));
  }

  /** Whether `card` may be on top: fewer placed cards fit on its kind than there are face up. */
  protected mayBeOnTop(card: number): boolean {
    const kind = KIND[card];
    return kind < 2 || this.shown[kind] > this.placed[(kind - 2) ^ 1];
  }

  /** Whether `card` may be put down on the tableau: on a card of the kind above on top, or a king in an empty column. */
  protected mayLand(card: number): boolean {
    if (RANK[card] === KING) return this.emptiedColumns > this.headingKings;
    return this.shown[(KIND[card] + 2) ^ 1] > this.placed[KIND[card]];
  }

  downCard(column: number, index: number): number {
    return this.dealt[column * 8 + index];
  }

  /** Index 0 only: a column's root. */
  upCard(column: number): number {
    return this.root(column);
  }

  protected root(column: number): number {
    return this.dealt[column * 8 + this.dealtLength[column] - 1];
  }

  protected apply(move: number): void {
    if (move > MOVE_MASK) {
      const laid = move >>> LAYING_SHIFT;
      const emptied = (move >>> EMPTYING_SHIFT) & 7;
      if (laid > 0) this.apply(encode(OutlineKind.TalonDown, laid - 1));
      if (emptied > 0) this.apply(encode(OutlineKind.RootAway, emptied - 1));
      move &= MOVE_MASK;
    }
    const at = this.lineLength++;
    this.line[at] = move;
    const a = moveArgument(move);
    switch (moveKind(move)) {
      case OutlineKind.Home: {
        this.lineCard[at] = a;
        const column = this.rootColumn[a];
        this.hide(a);
        this.foundations[SUIT[a]]++;
        this.lineUndo[at] = column < 0 ? 0 : this.shorten(column);
        break;
      }
      case OutlineKind.TalonHome:
      case OutlineKind.TalonDown: {
        const card = this.talon[a];
        this.lineCard[at] = card;
        this.lineUndo[at] = this.pointer | (card << 8);
        this.takeFromTalon(a, move);
        if (moveKind(move) === OutlineKind.TalonHome) this.foundations[SUIT[card]]++;
        else this.show(card, -1);
        break;
      }
      case OutlineKind.Retrieve:
        this.lineCard[at] = SUIT_ACE[a] + --this.foundations[a];
        this.show(this.lineCard[at], -1);
        break;
      case OutlineKind.RootAway: {
        const card = this.root(a);
        this.lineCard[at] = card;
        this.hide(card);
        this.show(card, -1);
        this.lineUndo[at] = this.shorten(a);
        break;
      }
    }
  }

  protected revert(): void {
    const at = --this.lineLength;
    const move = this.line[at];
    const undo = this.lineUndo[at];
    const a = moveArgument(move);
    switch (moveKind(move)) {
      case OutlineKind.Home:
        if (undo > 0) this.lengthen(undo >> 4, undo & 15);
        this.foundations[SUIT[a]]--;
        this.show(a, undo > 0 ? undo >> 4 : -1);
        break;
      case OutlineKind.TalonHome:
      case OutlineKind.TalonDown: {
        const card = undo >> 8;
        if (moveKind(move) === OutlineKind.TalonHome) this.foundations[SUIT[card]]--;
        else this.hide(card);
        this.returnToTalon(a, card, move, undo & 255);
        break;
      }
      case OutlineKind.Retrieve:
        this.hide(SUIT_ACE[a] + this.foundations[a]++);
        break;
      case OutlineKind.RootAway: {
        this.lengthen(a, undo & 15);
        const card = this.root(a);
        this.hide(card);
        this.show(card, a);
        break;
      }
    }
  }

  private show(card: number, column: number): void {
    this.faceUp[card] = 1;
    this.shown[KIND[card]]++;
    this.rootColumn[card] = column;
    if (column >= 0) return;
    if (RANK[card] === KING) this.headingKings++;
    else this.placed[KIND[card]]++;
  }

  private hide(card: number): void {
    this.faceUp[card] = 0;
    this.shown[KIND[card]]--;
    const column = this.rootColumn[card];
    this.rootColumn[card] = -1;
    if (column >= 0) return;
    if (RANK[card] === KING) this.headingKings--;
    else this.placed[KIND[card]]--;
  }

  /**
   * The column's root has left: the next dealt card turns up as its root (a king with nothing
   * dealt under it heads the column instead). Returns what `lengthen` needs: column << 4 | old length.
   */
  private shorten(column: number): number {
    const before = this.dealtLength[column];
    let length = before - 1;
    if (length > 0) {
      this.faceDown--;
      const card = this.dealt[column * 8 + length - 1];
      if (length === 1 && RANK[card] === KING) length = 0;
      this.show(card, length > 0 ? column : -1);
    }
    if (length === 0) this.emptiedColumns++;
    this.dealtLength[column] = length;
    this.dealtKey -= (before - length) * DEALT_WEIGHT[column];
    this.downLength[column] = Math.max(length - 1, 0);
    return (column << 4) | before;
  }

  private lengthen(column: number, before: number): void {
    if (this.dealtLength[column] === 0) this.emptiedColumns--;
    if (before > 1) {
      this.hide(this.dealt[column * 8 + before - 2]);
      this.faceDown++;
    }
    this.dealtKey += (before - this.dealtLength[column]) * DEALT_WEIGHT[column];
    this.dealtLength[column] = before;
    this.downLength[column] = before - 1;
  }

  private takeFromTalon(index: number, move: number): void {
    const { talon } = this;
    const card = talon[index];
    // A loop: the talon is short, and `copyWithin` costs more to call than this costs to run.
    for (let i = index + 1; i < this.talonLength; i++) talon[i - 1] = talon[i];
    this.talonLength--;
    this.talonMask &= ~this.talonBit[card];
    this.pointer = index;
    if (moveRecycles(move)) this.recyclesLeft--;
  }

  private returnToTalon(index: number, card: number, move: number, pointer: number): void {
    const { talon } = this;
    for (let i = this.talonLength; i > index; i--) talon[i] = talon[i - 1];
    talon[index] = card;
    this.talonLength++;
    this.talonMask |= this.talonBit[card];
    this.pointer = pointer;
    if (moveRecycles(move)) this.recyclesLeft++;
  }
}
