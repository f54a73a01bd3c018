import { type Card, DECK_SIZE, KING } from '../../engine/card.js';
import { COLUMNS, RANK, RED, SUIT, SUIT_ACE } from './klondike-table.js';

/** What the test reads of a position: the outline's, or the real game's in the tests' real search. */
export interface DealtPiles {
  readonly downLength: Uint8Array;
  downCard(column: number, index: number): Card;
  /** Index 0: the face-up card on a column's face-down ones. */
  upCard(column: number, index: number): Card;
  readonly recyclesLeft: number;
  readonly pointer: number;
  readonly talon: Uint8Array;
  readonly foundations: Uint8Array;
  readonly retrieval: boolean;
}

/**
 * A proof of loss that needs no search: some card can never leave its pile, so it never goes
 * home. The piles that give up only their top card are each column's face-down cards with the
 * face-up card on them (which leaves with its run), and the waste once no pass is left.
 *
 * A card can leave its pile only once every card above it has left, and then only home (once
 * every lower card of its suit has left its pile, or is home), onto a card one rank higher of the
 * other colour that has left its pile (or is home, if it may come back), or, for a king, to an
 * empty column. The cards that can ever leave are the least set closed under these conditions;
 * since they are only necessary ones, a card outside it truly never leaves.
 */
export class Deadlocks {
  /** The piles' cards, bottom first, pile after pile. */
  private readonly cards = new Uint8Array(DECK_SIZE);
  private readonly pileEnd = new Uint8Array(COLUMNS + 1);
  private piles = 0;
  /** The waste's pile, the last one, or −1 when the waste is no pile. */
  private wastePile = -1;
  /** Each card's place in `cards` and its pile, for the columns' piles (−1 for other cards). */
  private readonly inColumn = new Int8Array(DECK_SIZE);
  private readonly columnPile = new Uint8Array(DECK_SIZE);
  /** Per pile, the end of the cards not yet shown able to leave. */
  private readonly top = new Uint8Array(COLUMNS + 1);
  /** 1 for a card not in a pile or shown able to leave it. */
  private readonly free = new Uint8Array(DECK_SIZE);
  /**
   * The columns' piles as last collected, for `columns` naming them again: where their cards
   * end in `cards`, how many piles, and `free` as they leave it (1 for a card not in them).
   */
  private columns = -1;
  private columnsEnd = 0;
  private columnPiles = 0;
  private readonly freeOfColumns = new Uint8Array(DECK_SIZE);

  /**
   * `columns`: a number that names the columns' piles (the same number, the same piles), so
   * that they are not collected again; −1 for none. `settled`: how many of the waste's bottom
   * cards lay there when the position passed the test, before a talon move buried more on them.
   * Once the cards above them can leave, the piles are as they were and the test stops there:
   * stopping short can only cut less.
   */
  lost(table: DealtPiles, columns = -1, settled = 0): boolean {
    this.collectPiles(table, columns);
    // Each pile's cards leave top down, so each pass goes on from where the last stopped. The
    // waste, if it is a pile, comes last in `cards` and first in each pass.
    const { top, wastePile } = this;
    for (let pile = 0; pile < this.piles; pile++) top[pile] = this.pileEnd[pile];
    for (let changed = true; changed;) {
      changed = false;
      for (let pile = this.piles - 1; pile >= 0; pile--) {
        const start = pile === 0 ? 0 : this.pileEnd[pile - 1];
        while (top[pile] > start && this.canLeave(this.cards[top[pile] - 1], table)) {
          this.free[this.cards[--top[pile]]] = 1;
          changed = true;
        }
        if (pile === wastePile && settled > 0 && top[pile] <= start + settled) return false;
      }
    }
    for (let pile = 0, start = 0; pile < this.piles; start = this.pileEnd[pile++]) if (top[pile] > start) return true;
    return false;
  }

  private collectPiles(table: DealtPiles, columns: number): void {
    if (columns < 0 || columns !== this.columns) this.collectColumns(table, columns);
    let end = this.columnsEnd;
    this.piles = this.columnPiles;
    this.free.set(this.freeOfColumns);
    this.wastePile = -1;
    if (table.recyclesLeft === 0 && table.pointer > 0) {
      for (let i = 0; i < table.pointer; i++) {
        this.free[table.talon[i]] = 0;
        this.cards[end++] = table.talon[i];
      }
      this.wastePile = this.piles;
      this.pileEnd[this.piles++] = end;
    }
  }

  private collectColumns(table: DealtPiles, columns: number): void {
    let end = 0;
    this.piles = 0;
    this.inColumn.fill(-1);
    this.freeOfColumns.fill(1);
    for (let column = 0; column < COLUMNS; column++) {
      const hidden = table.downLength[column];
      if (hidden === 0) continue;
      for (let i = 0; i <= hidden; i++) {
        const card = i < hidden ? table.downCard(column, i) : table.upCard(column, 0);
        this.inColumn[card] = end;
        this.columnPile[card] = this.piles;
        this.freeOfColumns[card] = 0;
        this.cards[end++] = card;
      }
      this.pileEnd[this.piles++] = end;
    }
    this.columns = columns;
    this.columnsEnd = end;
    this.columnPiles = this.piles;
  }

  private canLeave(card: Card, table: DealtPiles): boolean {
    const rank = RANK[card];
    if (rank === KING) return true;
    const f = table.foundations;
    const suit = SUIT[card];
    let home = true;
    for (let lower = rank - 1; lower > f[suit] && home; lower--) home = this.free[SUIT_ACE[suit] + lower - 1] === 1;
    if (home) return true;
    // The cards one rank higher of the other colour: the suits are ♠ ♥ ♦ ♣.
    const first = RED[card] ? rank : 13 + rank;
    const second = RED[card] ? 39 + rank : 26 + rank;
    return this.canTake(first, table) || this.canTake(second, table);
  }

  /**
   * Whether `target` can ever lie exposed on the tableau: out of its pile, or in a column where
   * every card above it can leave (it turns up in place). A waste card takes nothing.
   */
  private canTake(target: Card, table: DealtPiles): boolean {
    if (table.foundations[SUIT[target]] >= RANK[target]) return table.retrieval;
    if (this.free[target] === 1) return true;
    const at = this.inColumn[target];
    // The cards shown able to leave a pile are the ones from its `top` up.
    return at >= 0 && this.top[this.columnPile[target]] <= at + 1;
  }
}
