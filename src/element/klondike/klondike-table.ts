import { html, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { type Position, RECYCLE, STOCK, WASTE } from '../../engine/index.js';
import { msg } from '../i18n/localization.js';
import type { StockState } from '../view/table-labels.js';
import {
  type PilesView,
  SUITS,
  UNDERLAY,
  cardList,
  cardTemplate,
  marks,
  pileClasses,
  pileTabIndex,
  renderColumn,
  renderFoundation,
} from '../view/table-view.js';

/**
 * Klondike's table: the piles, and how its stock and waste look.
 *
 * @internal
 */
export interface TableView extends PilesView {
  readonly draw: 1 | 3;
  /** What an empty stock does when tapped. */
  readonly stockState: StockState;
}

/** What a tap on the empty stock would do: turn the waste over, nothing any more, or nothing yet. */
export function stockState(position: Position | undefined): StockState {
  if (!position || position.table().stock.length > 0) return 'empty';
  const refused = position.refusal(RECYCLE);
  if (!refused) return 'recycle';
  return refused.reason === 'no-passes-left' ? 'exhausted' : 'empty';
}

function renderStock(view: TableView): TemplateResult {
  const { stock } = view.table;
  const slot =
    view.stockState === 'recycle'
      ? html`<span class="slot recycle" aria-hidden="true">\u21BB</span>`
      : view.stockState === 'exhausted'
        ? html`<span class="slot exhausted" aria-hidden="true">${msg('No more passes')}</span>`
        : html`<span class="slot" aria-hidden="true"></span>`;
  // Two backs at most: the top one, and the one a draw uncovers.
  const backs = stock.slice(0, 2).reverse();
  return html`<div
    class=${classMap(pileClasses(view, STOCK, 'stock'))}
    part="pile stock"
    data-pile="stock"
    role="button"
    tabindex=${view.cursor.pile === STOCK ? '0' : '-1'}
    aria-label=${ifDefined(view.labels?.stock(stock.length, view.stockState))}
  >
    ${slot}${cardList(backs, (card, index) => cardTemplate(card, view.labels, { faceUp: false, thick: index === backs.length - 1 && stock.length > 1 }))}
  </div>`;
}

function renderWaste(view: TableView): TemplateResult {
  const { waste } = view.table;
  const fanned = view.draw === 3 ? Math.min(3, waste.length) : 1;
  const shown = waste.slice(-(fanned + UNDERLAY));
  return html`<div
    class=${classMap(pileClasses(view, WASTE, 'waste'))}
    part="pile waste"
    data-pile="waste"
    data-fanned=${fanned}
    role="group"
    aria-label=${ifDefined(view.labels?.pile(WASTE, waste.length))}
    tabindex=${ifDefined(pileTabIndex(view, WASTE, waste.length))}
  >
    <span class="slot" aria-hidden="true"></span>
    ${cardList(shown, (card, index) => {
      const depth = shown.length - index;
      return cardTemplate(card, view.labels, { faceUp: true, ...(depth === 1 ? marks(view, WASTE, card, 1) : {}) });
    })}
  </div>`;
}

/** The whole Klondike table: stock, waste, foundations ♠ ♥ ♦ ♣ and the seven columns. */
export function renderTable(view: TableView): TemplateResult {
  return html`${renderStock(view)}${renderWaste(view)}${SUITS.map((suit) => renderFoundation(view, suit))}${view.table.tableau.map((_, column) => renderColumn(view, column))}`;
}
