/**
 * The `<bakers-dozen-solitaire>` element: importing this module defines it (its only side
 * effect). Loading it twice, say once bundled and once from npm, only warns. Its API lives here
 * rather than in `index.js`, so that the Klondike bundle, which exports `index.js`, stays free of
 * Baker's Dozen and its solver.
 */
import { BakersDozenSolitaire } from './element/bakers-dozen/bakers-dozen-solitaire.js';

export { BakersDozenSolitaire, type BakersDozenNewGameOptions } from './element/bakers-dozen/bakers-dozen-solitaire.js';
export type { BakersDozenEventMap, BakersDozenNewGameDetail, BakersDozenWinDetail } from './element/bakers-dozen/bakers-dozen-events.js';
export type { ConfigErrorDetail, DealProvider, Theme } from './element/host/checks.js';
export type { MoveDetail } from './element/host/events.js';
export type { Hint } from './element/host/hint.js';
export type { ModeStats } from './element/statistics/statistics.js';
export type { BakersDozenState } from './element/bakers-dozen/bakers-dozen-state.js';
export type { PileId } from './engine/index.js';
export { formatScore, makeDealCode, parseDealCode } from './engine/index.js';

export const BAKERS_DOZEN_TAG_NAME = 'bakers-dozen-solitaire';

if (!customElements.get(BAKERS_DOZEN_TAG_NAME)) customElements.define(BAKERS_DOZEN_TAG_NAME, BakersDozenSolitaire);
else console.warn(`<${BAKERS_DOZEN_TAG_NAME}> is already defined; this copy of the script was not used.`);

declare global {
  interface HTMLElementTagNameMap {
    'bakers-dozen-solitaire': BakersDozenSolitaire;
  }
}
