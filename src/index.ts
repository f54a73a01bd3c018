/** The public API, free of side effects: import `klondike-solitaire.js` to define the element. */
export { KlondikeSolitaire, type NewGameOptions } from './element/klondike/klondike-solitaire.js';
export type { ConfigErrorDetail, DealProvider, Theme } from './element/host/checks.js';
export type { MoveDetail } from './element/host/events.js';
export type {
  KlondikeConfigErrorDetail,
  KlondikeEventMap,
  KlondikeMoveDetail,
  KlondikeNewGameDetail,
  KlondikeWinDetail,
} from './element/klondike/klondike-events.js';
export type { Hint } from './element/host/hint.js';
export type { ModeStats } from './element/statistics/statistics.js';
export type { KlondikeMode, KlondikeState } from './element/klondike/klondike-state.js';
export type { DrawMode, PileId, Scoring } from './engine/index.js';
export { formatScore, makeDealCode, parseDealCode } from './engine/index.js';
