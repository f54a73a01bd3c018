import { html, type TemplateResult } from 'lit';
import { type PilesView, SUITS, renderColumn, renderFoundation } from '../view/table-view.js';

/** The whole Baker's Dozen table: foundations ♠ ♥ ♦ ♣ and thirteen columns that close when emptied. */
export function renderBakersDozenTable(view: PilesView): TemplateResult {
  return html`<div class="foundations">${SUITS.map((suit) => renderFoundation(view, suit))}</div>${view.table.tableau.map((_, column) => renderColumn(view, column, true))}`;
}
