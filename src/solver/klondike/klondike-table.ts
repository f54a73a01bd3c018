import { type Card, DECK_SIZE, type Suit, cardOf, isRed, rankOf, suitOf } from '../../engine/card.js';
import type { Klondike } from '../../engine/klondike.js';

export const COLUMNS = 7;
/** Room for one column's cards: never more than the deck. */
export const STRIDE = DECK_SIZE;

/** Rank, suit and colour (1 for red) of each card, looked up rather than computed in inner loops. */
export const RANK = Uint8Array.from({ length: DECK_SIZE }, (_, card) => rankOf(card));
export const SUIT = Uint8Array.from({ length: DECK_SIZE }, (_, card) => suitOf(card));
export const RED = Uint8Array.from({ length: DECK_SIZE }, (_, card) => (isRed(card) ? 1 : 0));
/** Each suit's ace: a suit's card of rank r is SUIT_ACE[suit] + r - 1. */
export const SUIT_ACE = Uint8Array.from({ length: 4 }, (_, suit) => cardOf(suit as Suit, 1));
/** The card of the same rank in the other suit of the same colour (♠ and ♣, ♥ and ♦). */
export const TWIN = Uint8Array.from({ length: DECK_SIZE }, (_, card) => cardOf((3 - suitOf(card)) as Suit, rankOf(card)));

/**
 * Whether the rest of the current pass brings talon card `index` to the top of the waste: it is
 * there already, or it is the last of a draw (every `draw`-th card from the pointer, and the
 * last card). The solver's talons keep the waste then the stock as one sequence.
 */
export function inThisPass(index: number, pointer: number, talonLength: number, draw: number): boolean {
  return index === pointer - 1 || (index >= pointer && ((index - pointer + 1) % draw === 0 || index === talonLength - 1));
}

/** A Klondike position as the solver reads it: typed arrays, the talon as one sequence. */
export class KlondikeTable {
  /** Column c's face-down cards are down[c * STRIDE …], the last one next to turn up. */
  readonly down = new Uint8Array(COLUMNS * STRIDE);
  readonly downLength = new Uint8Array(COLUMNS);
  /** Column c's face-up run is up[c * STRIDE …], its top card last. */
  readonly up = new Uint8Array(COLUMNS * STRIDE);
  readonly upLength = new Uint8Array(COLUMNS);
  /** How many cards each foundation holds. */
  readonly foundations = new Uint8Array(4);
  /** Waste then stock as one sequence: the waste is talon[0 … pointer), its top talon[pointer - 1]. */
  readonly talon = new Uint8Array(DECK_SIZE);
  talonLength: number;
  pointer: number;
  recyclesLeft: number;
  readonly draw: number;
  readonly retrieval: boolean;

  constructor(position: Klondike) {
    position.foundations.forEach((height, suit) => (this.foundations[suit] = height));
    const talon = [...position.waste, ...position.stock.slice().reverse()];
    this.talon.set(talon);
    this.talonLength = talon.length;
    this.pointer = position.waste.length;
    this.recyclesLeft = position.recycleLimit - position.recycles;
    this.draw = position.options.draw;
    this.retrieval = position.options.retrieval;
    for (let column = 0; column < COLUMNS; column++) {
      this.down.set(position.faceDown[column], column * STRIDE);
      this.downLength[column] = position.faceDown[column].length;
      this.up.set(position.faceUp[column], column * STRIDE);
      this.upLength[column] = position.faceUp[column].length;
    }
  }

  /** Column `column`'s face-up card `index` from the bottom of its run. */
  upCard(column: number, index: number): Card {
    return this.up[column * STRIDE + index];
  }

  /** Column `column`'s face-down card `index` from the bottom. */
  downCard(column: number, index: number): Card {
    return this.down[column * STRIDE + index];
  }
}
