/** The rules engine: pure TypeScript, no DOM, no lit. The element and the solver build on it. */
export * from './action.js';
export * from './bakers-dozen.js';
export * from './card.js';
export * from './deal/deal-code.js';
export * from './game.js';
export * from './klondike.js';
export type { OptionCheck, OptionError, OptionReason } from './options.js';
export * from './pile.js';
export * from './position.js';
export { FULL_REPLAY_ACTIONS, REPLAY_TEXT_LIMIT, makeReplay, parseReplay, replayUnder } from './saved/replay.js';
export { makePosition, parsePosition } from './saved/position-notation.js';
export * from './result.js';
export * from './saved/saved-game.js';
export { formatScore } from './scoring.js';
export * from './deal/shuffle.js';
export * from './variant.js';
