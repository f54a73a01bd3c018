import { makeActions } from '../action.js';
import { type Game, type GameStarter, UNDO_DEPTH, type NamedRules } from '../game.js';
import { isCount, isRecord } from './json-checks.js';
import type { Position } from '../position.js';
import { replay } from './replay.js';
import { type Result, err, ok } from '../result.js';

export const SAVED_GAME_FORMAT = 'solitaire-game';
export const SAVED_GAME_VERSION = 1;

/** A game in progress as a small JSON value: enough to bring it back exactly, undo history included. */
export interface SavedGame {
  readonly format: typeof SAVED_GAME_FORMAT;
  readonly version: typeof SAVED_GAME_VERSION;
  readonly dealCode: string;
  /** Every house rule by name: the shared ones and the game's own (`Position.houseRules`). */
  readonly rules: NamedRules;
  /** The current line of play in the notation of `makeActions`. */
  readonly actions: string;
  readonly undoFloor: number;
  readonly undosUsed: number;
  readonly elapsedMs: number;
}

export function saveGame(game: Game): SavedGame {
  return {
    format: SAVED_GAME_FORMAT,
    version: SAVED_GAME_VERSION,
    dealCode: game.dealCode,
    rules: game.rules,
    actions: makeActions(game.actions),
    ...game.history,
    elapsedMs: game.elapsedMs,
  };
}

/**
 * Brings a saved game back, checking every field and replaying every action; anything off is
 * refused, and so is a game `start` does not play.
 */
export function loadGame<P extends Position>(value: unknown, start: GameStarter<P>): Result<Game<P>, string> {
  if (!isRecord(value) || value.format !== SAVED_GAME_FORMAT) return err('not a saved solitaire game');
  if (typeof value.version !== 'number') return err('the saved game has no version');
  if (value.version > SAVED_GAME_VERSION) return err(`the saved game is version ${value.version}, newer than this player (${SAVED_GAME_VERSION})`);
  if (value.version !== SAVED_GAME_VERSION) return err(`version ${value.version} is not a known version`);
  const rules = parseRules(value.rules);
  if (!rules) return err('the house rules are malformed');
  if (typeof value.dealCode !== 'string' || typeof value.actions !== 'string') return err('the deal code or the actions are missing');
  const { undoFloor, undosUsed, elapsedMs } = value;
  if (!isCount(undoFloor) || !isCount(undosUsed) || !isCount(elapsedMs)) return err('the undo history or the clock is malformed');
  const replayed = replay(value.dealCode, value.actions, start, rules);
  if (!replayed.ok) return replayed;
  const game = replayed.value;
  const played = game.actions.length;
  if (undoFloor > played || undoFloor < played - UNDO_DEPTH) return err('the undo history does not match the actions');
  if (rules.maxUndos !== null && undosUsed > rules.maxUndos) return err('more undos used than allowed');
  game.restoreHistory({ undoFloor, undosUsed });
  game.elapsedMs = elapsedMs;
  return ok(game);
}

/** The shared rules checked here; the game's own are its starter's to check. */
function parseRules(value: unknown): NamedRules | undefined {
  if (!isRecord(value)) return undefined;
  const { maxUndos } = value;
  return maxUndos === null || isCount(maxUndos) ? { ...value, maxUndos } : undefined;
}
