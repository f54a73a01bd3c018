import { html, type TemplateResult } from 'lit';
import { type Card, rankOf, suitOf } from '../../../engine/index.js';
import { rankGlyph } from '../../i18n/ranks.js';
import type { courtFigure as CourtFigure } from './card-face-courts.js';
import { ACE_BOX, PIPS_BOX, SUIT_PATHS, pipPath } from './card-face-paths.js';

let courtFigure: typeof CourtFigure | undefined;
let courtsChunk: Promise<void> | undefined;

/**
 * The court figures come in a chunk of their own, after the first table: until it is here a
 * court card shows its indices alone. Returns the chunk's arrival (fetching it the first time),
 * or null once it is here, for the element to draw its courts again then.
 */
export function courtFigures(): Promise<void> | null {
  if (courtFigure) return null;
  return (courtsChunk ??= import('./card-face-courts.js').then((chunk) => {
    courtFigure = chunk.courtFigure;
  }));
}

/**
 * What a face-up card shows: its index (rank over suit) in the top corner and turned over in the
 * bottom one, and between them its pips or its court figure, each an SVG drawn from path data
 * (card-face-paths.ts): a handful of nodes per card, and nothing fetched.
 */
export function cardFace(card: Card): TemplateResult {
  const rank = rankOf(card);
  const suit = suitOf(card);
  const index = (corner: string): TemplateResult =>
    html`<span class="index ${corner}" aria-hidden="true"
      ><span class="rank">${rankGlyph(rank)}</span
      ><svg class="suit" viewBox="-50 -50 100 100"><path d="M0 0${SUIT_PATHS[suit]}"></path></svg
    ></span>`;
  if (rank > 10) {
    return html`${index('top')}<svg class="art court" viewBox="0 0 100 140" aria-hidden="true">${courtFigure?.(rank, suit)}</svg
      >${index('bottom')}`;
  }
  return html`${index('top')}<svg class="art ${rank === 1 ? 'ace' : 'pips'}" viewBox=${rank === 1 ? ACE_BOX : PIPS_BOX} aria-hidden="true"><path d=${pipPath(rank, suit)}></path></svg
    >${index('bottom')}`;
}
