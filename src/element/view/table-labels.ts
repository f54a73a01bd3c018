import type { Card, Pile } from '../../engine/index.js';
import { msg, str } from '../i18n/localization.js';
import { cardCount, cardName, closedColumnLabel, pileLabel } from '../i18n/spoken-words.js';

/** What an empty stock does when tapped. */
export type StockState = 'recycle' | 'exhausted' | 'empty';

/**
 * What a screen reader hears of the table: each card's name, each pile's name and what it holds.
 * It comes with pointer and keyboard play (`input/table-input.ts`), as the table is read and
 * played from then on; until it has come the table says it is busy.
 *
 * @internal
 */
export interface TableLabels {
  card(card: Card): string;
  faceDown(): string;
  stock(cards: number, state: StockState): string;
  pile(pile: Pile, cards: number, faceDown?: number): string;
  closedColumn(pile: Pile): string;
}

export const tableLabels: TableLabels = {
  card: cardName,
  faceDown: () => msg('face-down card'),
  stock(cards, state) {
    if (cards > 0) {
      const count = cardCount(cards);
      return msg(str`Stock, ${count}: draw`, { desc: 'the stock button; a press draws' });
    }
    if (state === 'recycle') return msg('Empty stock: turn the waste over');
    return state === 'exhausted' ? msg('Empty stock: no more passes') : msg('Empty stock');
  },
  pile: pileLabel,
  closedColumn: closedColumnLabel,
};
