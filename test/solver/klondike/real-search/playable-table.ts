import { type Card, DECK_SIZE, KING } from '../../../../src/engine/card.js';
import type { Klondike } from '../../../../src/engine/klondike.js';
import { sfc32 } from '../../../../src/engine/deal/sfc32.js';
import { COLUMNS, KlondikeTable, RANK, RED, STRIDE, SUIT } from '../../../../src/solver/klondike/klondike-table.js';

/** The longest line the table records. */
const MAX_LINE = 1 << 12;

/** No column, card or move: what a look-up that finds none answers. */
export const NONE = -1;

/** Where a card lies. */
export const HOME = 0;
export const DOWN = 1;
export const UP = 2;
export const TALON = 3;

/** A move of the search: talon moves have the draws and recycles they need folded in. */
export const enum Kind {
  TableauToFoundation,
  TalonToFoundation,
  TableauToTableau,
  TalonToTableau,
  FoundationToTableau,
}

/**
 * A move as one integer: kind (3 bits), from (column, talon index or suit: 6 bits), to (column
 * or suit: 3 bits), count of cards (5 bits) and whether it turns the waste back first (1 bit).
 */
export function encodeMove(kind: Kind, from: number, to: number, count = 1, recycles = false): number {
  return kind | (from << 3) | (to << 9) | (count << 12) | (recycles ? 1 << 17 : 0);
}
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- the low three bits hold the Kind `encodeMove` wrote there
export const moveKind = (move: number): Kind => move & 7;
export const moveFrom = (move: number): number => (move >>> 3) & 63;
export const moveTo = (move: number): number => (move >>> 9) & 7;
export const moveCount = (move: number): number => (move >>> 12) & 31;
export const moveRecycles = (move: number): boolean => (move & (1 << 17)) !== 0;

// Random keys per card: one set for face-up tableau cards, one for talon cards, per half.
const random = sfc32(0x2545f491, 0x4f6cdd1d, 0x9e3779b9, 7);
const keys = (): Int32Array => Int32Array.from({ length: DECK_SIZE }, () => random() | 0);
const UP_LOW = keys();
const UP_HIGH = keys();
const TALON_LOW = keys();
const TALON_HIGH = keys();
const DOWN_LOW = keys();
const DOWN_HIGH = keys();

/** MurmurHash3's 32-bit finaliser. */
function mixLow(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return x ^ (x >>> 16);
}

/** Another well-mixing 32-bit finaliser (Wellons' lowbias32), so the halves are independent. */
function mixHigh(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return x ^ (x >>> 16);
}

/**
 * The real game's position for the real search (see `solveByRealSearch`): a `KlondikeTable` that moves
 * change in place, moves as integers, and a 64-bit key (two 32-bit halves) kept up to date move
 * by move, so a search node allocates nothing.
 */
export class PlayableTable extends KlondikeTable {
  /** HOME, DOWN, UP or TALON for each card. */
  readonly place = new Uint8Array(DECK_SIZE);

  /** The moves played, with the card each moved and what undoing it needs. */
  readonly line = new Int32Array(MAX_LINE);
  readonly lineCard = new Uint8Array(MAX_LINE);
  lineLength = 0;
  /** The talon pointer before each move. */
  readonly linePointer = new Uint8Array(MAX_LINE);
  /** 1 where the move turned up a face-down card. */
  readonly lineFlipped = new Uint8Array(MAX_LINE);

  /**
   * The key is the sum of one mixed key per column (so column order does not matter) plus the
   * talon's key. A column's key mixes the hash of its face-down cards (a prefix of the ones it
   * was dealt, so hashed once per length) with the XOR of its face-up cards' keys: a run is
   * descending, so the set of its cards is the run. The talon keeps its order, so the set of its
   * cards is the talon too, and the foundations hold whatever is left.
   */
  private readonly downPrefixLow = new Int32Array(COLUMNS * (STRIDE + 1));
  private readonly downPrefixHigh = new Int32Array(COLUMNS * (STRIDE + 1));
  private readonly upXorLow = new Int32Array(COLUMNS);
  private readonly upXorHigh = new Int32Array(COLUMNS);
  private readonly columnLow = new Int32Array(COLUMNS);
  private readonly columnHigh = new Int32Array(COLUMNS);
  private tableauLow = 0;
  private tableauHigh = 0;
  private talonLow = 0;
  private talonHigh = 0;
  keyLow = 0;
  keyHigh = 0;

  /**
   * Drawing one card at a time with no pass limit, every talon card is within reach at any time
   * and taking one out brings no other nearer.
   */
  readonly talonAlwaysReachable: boolean;

  constructor(position: Klondike) {
    super(position);
    this.talonAlwaysReachable = this.draw === 1 && this.recyclesLeft === Infinity;
    for (let i = 0; i < this.talonLength; i++) {
      const card = this.talon[i];
      this.place[card] = TALON;
      this.talonLow ^= TALON_LOW[card];
      this.talonHigh ^= TALON_HIGH[card];
    }
    for (let column = 0; column < COLUMNS; column++) {
      let low = 0x3c6ef372;
      let high = 0x5be0cd19;
      const prefix = column * (STRIDE + 1);
      this.downPrefixLow[prefix] = low;
      this.downPrefixHigh[prefix] = high;
      for (let i = 0; i < this.downLength[column]; i++) {
        const card = this.downCard(column, i);
        this.place[card] = DOWN;
        low = mixLow(low ^ DOWN_LOW[card]);
        high = mixHigh(high ^ DOWN_HIGH[card]);
        this.downPrefixLow[prefix + i + 1] = low;
        this.downPrefixHigh[prefix + i + 1] = high;
      }
      for (let i = 0; i < this.upLength[column]; i++) {
        const card = this.upCard(column, i);
        this.place[card] = UP;
        this.upXorLow[column] ^= UP_LOW[card];
        this.upXorHigh[column] ^= UP_HIGH[card];
      }
      this.refreshColumn(column);
    }
  }

  isWon(): boolean {
    const f = this.foundations;
    return f[0] + f[1] + f[2] + f[3] === DECK_SIZE;
  }

  /** The top card of a column, or -1 when it is empty. */
  top(column: number): number {
    const length = this.upLength[column];
    return length === 0 ? -1 : this.up[column * STRIDE + length - 1];
  }

  /** The column whose top card is `card`. */
  columnTopped(card: Card): number {
    for (let column = 0; column < COLUMNS; column++) if (this.top(column) === card) return column;
    return NONE;
  }

  fitsFoundation(card: Card): boolean {
    return RANK[card] === this.foundations[SUIT[card]] + 1;
  }

  fitsColumn(card: Card, column: number): boolean {
    const top = this.top(column);
    if (top < 0) return RANK[card] === KING && this.downLength[column] === 0;
    return RANK[top] === RANK[card] + 1 && RED[top] !== RED[card];
  }

  /**
   * Sets keyLow and keyHigh to the position's key combined with `extra`, a small number for
   * whatever else the search tells positions apart by (the talon pointer, passes left, …).
   */
  computeKey(extra: number): void {
    this.keyLow = (this.tableauLow + mixLow(this.talonLow ^ Math.imul(extra + 1, 0x9e3779b1))) | 0;
    this.keyHigh = (this.tableauHigh + mixHigh(this.talonHigh ^ Math.imul(extra + 1, 0x85ebca77))) | 0;
  }

  apply(move: number): void {
    const at = this.lineLength++;
    this.line[at] = move;
    this.linePointer[at] = this.pointer;
    this.lineFlipped[at] = 0;
    const from = moveFrom(move);
    const to = moveTo(move);
    switch (moveKind(move)) {
      case Kind.TableauToFoundation: {
        const card = this.popUp(from, 1);
        this.lineCard[at] = card;
        this.foundations[to]++;
        this.place[card] = HOME;
        this.lineFlipped[at] = this.turnUp(from);
        this.refreshColumn(from);
        break;
      }
      case Kind.TalonToFoundation: {
        const card = this.takeFromTalon(from, move);
        this.lineCard[at] = card;
        this.foundations[to]++;
        this.place[card] = HOME;
        break;
      }
      case Kind.TableauToTableau: {
        const count = moveCount(move);
        const start = from * STRIDE + this.upLength[from] - count;
        this.lineCard[at] = this.up[start];
        for (let i = 0; i < count; i++) this.pushUp(to, this.up[start + i]);
        this.popUp(from, count);
        this.lineFlipped[at] = this.turnUp(from);
        this.refreshColumn(from);
        this.refreshColumn(to);
        break;
      }
      case Kind.TalonToTableau: {
        const card = this.takeFromTalon(from, move);
        this.lineCard[at] = card;
        this.place[card] = UP;
        this.pushUp(to, card);
        this.refreshColumn(to);
        break;
      }
      case Kind.FoundationToTableau: {
        const card = from * 13 + --this.foundations[from];
        this.lineCard[at] = card;
        this.place[card] = UP;
        this.pushUp(to, card);
        this.refreshColumn(to);
        break;
      }
    }
  }

  /** Undoes the last move of the line. */
  revert(): void {
    const at = --this.lineLength;
    const move = this.line[at];
    const card = this.lineCard[at];
    const from = moveFrom(move);
    const to = moveTo(move);
    switch (moveKind(move)) {
      case Kind.TableauToFoundation:
        this.foundations[to]--;
        if (this.lineFlipped[at]) this.turnDown(from);
        this.place[card] = UP;
        this.pushUp(from, card);
        this.refreshColumn(from);
        break;
      case Kind.TalonToFoundation:
        this.foundations[to]--;
        this.returnToTalon(from, card, move, at);
        break;
      case Kind.TableauToTableau: {
        const count = moveCount(move);
        if (this.lineFlipped[at]) this.turnDown(from);
        const start = to * STRIDE + this.upLength[to] - count;
        for (let i = 0; i < count; i++) this.pushUp(from, this.up[start + i]);
        this.popUp(to, count);
        this.refreshColumn(from);
        this.refreshColumn(to);
        break;
      }
      case Kind.TalonToTableau:
        this.popUp(to, 1);
        this.refreshColumn(to);
        this.returnToTalon(from, card, move, at);
        break;
      case Kind.FoundationToTableau:
        this.popUp(to, 1);
        this.refreshColumn(to);
        this.foundations[from]++;
        this.place[card] = HOME;
        break;
    }
  }

  private takeFromTalon(index: number, move: number): Card {
    const card = this.talon[index];
    this.talon.copyWithin(index, index + 1, this.talonLength);
    this.talonLength--;
    this.pointer = index;
    if (moveRecycles(move)) this.recyclesLeft--;
    this.talonLow ^= TALON_LOW[card];
    this.talonHigh ^= TALON_HIGH[card];
    return card;
  }

  private returnToTalon(index: number, card: Card, move: number, at: number): void {
    this.talon.copyWithin(index + 1, index, this.talonLength);
    this.talon[index] = card;
    this.talonLength++;
    this.pointer = this.linePointer[at];
    if (moveRecycles(move)) this.recyclesLeft++;
    this.place[card] = TALON;
    this.talonLow ^= TALON_LOW[card];
    this.talonHigh ^= TALON_HIGH[card];
  }

  private pushUp(column: number, card: Card): void {
    this.up[column * STRIDE + this.upLength[column]++] = card;
    this.upXorLow[column] ^= UP_LOW[card];
    this.upXorHigh[column] ^= UP_HIGH[card];
  }

  /** Takes `count` cards off the column's run; returns the lowest of them. */
  private popUp(column: number, count: number): Card {
    const length = (this.upLength[column] -= count);
    for (let i = 0; i < count; i++) {
      const card = this.up[column * STRIDE + length + i];
      this.upXorLow[column] ^= UP_LOW[card];
      this.upXorHigh[column] ^= UP_HIGH[card];
    }
    return this.up[column * STRIDE + length];
  }

  /** Turns up the next face-down card of a column left without a face-up card; 1 when it did. */
  private turnUp(column: number): number {
    if (this.upLength[column] > 0 || this.downLength[column] === 0) return 0;
    const card = this.down[column * STRIDE + --this.downLength[column]];
    this.place[card] = UP;
    this.pushUp(column, card);
    return 1;
  }

  private turnDown(column: number): void {
    const card = this.popUp(column, 1);
    this.place[card] = DOWN;
    this.downLength[column]++;
  }

  /** Replaces the column's share of the key after it changed. */
  private refreshColumn(column: number): void {
    const prefix = column * (STRIDE + 1) + this.downLength[column];
    const low = mixLow(this.downPrefixLow[prefix] ^ this.upXorLow[column]);
    const high = mixHigh(this.downPrefixHigh[prefix] ^ this.upXorHigh[column]);
    this.tableauLow = (this.tableauLow - this.columnLow[column] + low) | 0;
    this.tableauHigh = (this.tableauHigh - this.columnHigh[column] + high) | 0;
    this.columnLow[column] = low;
    this.columnHigh[column] = high;
  }
}
