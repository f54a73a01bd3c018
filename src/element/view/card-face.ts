import { html, type TemplateResult } from 'lit';
import { type Card, rankOf, suitOf } from '../../engine/index.js';
import { rankGlyph } from '../i18n/words.js';
import { courtArt } from './card-face-courts.js';
import { SUIT_PATHS, pipPath } from './card-face-paths.js';

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
      ><svg class="suit" viewBox="-50 -50 100 100"><path d=${SUIT_PATHS[suit]}></path></svg
    ></span>`;
  if (rank > 10) {
    const art = courtArt(rank, suit);
    return html`${index('top')}<svg class="art court" viewBox="0 0 100 140" aria-hidden="true"
        ><path class="skin" d=${art.skin}></path><path class="ink" d=${art.ink}></path><path class="pale" d=${art.pale}></path
        ><path class="gold" d=${art.gold}></path
        ><path class="line" d=${art.line}></path></svg
      >${index('bottom')}`;
  }
  return html`${index('top')}<svg class="art ${rank === 1 ? 'ace' : 'pips'}" viewBox="0 0 100 140" aria-hidden="true"><path d=${pipPath(rank, suit)}></path></svg
    >${index('bottom')}`;
}
