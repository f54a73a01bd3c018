/** The public API, free of side effects: import `klondike-solitaire.js` to define the element. */
export { KlondikeSolitaire, type DealProvider, type NewGameOptions } from './element/klondike-solitaire-element.js';
export type {
  KlondikeConfigErrorDetail,
  KlondikeEventMap,
  KlondikeMoveDetail,
  KlondikeNewGameDetail,
  KlondikeWinDetail,
} from './element/events.js';
export type { Hint } from './element/hint.js';
export type { KlondikeState } from './element/snapshot.js';
export type { DrawMode, PileId, Scoring } from './engine/index.js';
export { formatScore, makeDealCode, parseDealCode } from './engine/index.js';
