/** The public API, free of side effects: import `klondike-solitaire.js` to define the element. */
export { KlondikeSolitaire, type NewGameOptions } from './element/klondike/klondike-solitaire.js';
export type { DealProvider } from './element/klondike/klondike-config.js';
export type { ConfigErrorDetail, MoveDetail } from './element/base/events.js';
export type {
  KlondikeConfigErrorDetail,
  KlondikeEventMap,
  KlondikeMoveDetail,
  KlondikeNewGameDetail,
  KlondikeWinDetail,
} from './element/klondike/klondike-events.js';
export type { Hint } from './element/solver/hint.js';
export type { KlondikeState } from './element/klondike/klondike-state.js';
export type { DrawMode, PileId, Scoring } from './engine/index.js';
export { formatScore, makeDealCode, parseDealCode } from './engine/index.js';
