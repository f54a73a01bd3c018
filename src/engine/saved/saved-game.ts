import { makeActions } from '../action.js';
import { type DealCode, parseDealCode } from '../deal/deal-code.js';
import { type Game, type GameStarter, UNDO_DEPTH, type NamedRules } from '../game.js';
import { isCount, isRecord } from './json-checks.js';
import type { Position } from '../position.js';
import { makePosition } from './position-notation.js';
import { ACTION_TEXT_LENGTH, replay, replayUnder, undoable, writtenInFull } from './replay.js';
import { type Result, err, ok } from '../result.js';

export const SAVED_GAME_FORMAT = 'solitaire-game';
export const SAVED_GAME_VERSION = 2;

/**
 * A game in progress as a small JSON value: enough to bring it back exactly, undo history
 * included, and as small after a million actions as after ten. It holds the position the undo
 * history starts at and the actions since, every one of which can still be undone.
 */
export interface SavedGame {
  readonly format: typeof SAVED_GAME_FORMAT;
  readonly version: typeof SAVED_GAME_VERSION;
  readonly dealCode: string;
  /** Every house rule by name: the shared ones and the game's own (`Position.houseRules`). */
  readonly rules: NamedRules;
  /** Where `actions` start, in the notation of `makePosition`; null when they start from the deal. */
  readonly position: string | null;
  /** The actions that can still be undone, in the notation of `makeActions`. */
  readonly actions: string;
  readonly undosUsed: number;
  readonly elapsedMs: number;
}

export function saveGame(game: Game): SavedGame {
  const { undoFloor, undosUsed } = game.history;
  const { before, actions } = undoable(game);
  return {
    format: SAVED_GAME_FORMAT,
    version: SAVED_GAME_VERSION,
    dealCode: game.dealCode,
    rules: game.rules,
    position: undoFloor === 0 && writtenInFull(game) ? null : makePosition(before),
    actions: makeActions(actions),
    undosUsed,
    elapsedMs: game.elapsedMs,
  };
}

/**
 * Brings a saved game back, checking every field and replaying every action; anything off is
 * refused, and so is a game `start` does not play. Version 1, which held every action from the
 * deal and where the undo history starts (`undoFloor`), still loads.
 */
export function loadGame<P extends Position>(value: unknown, start: GameStarter<P>): Result<Game<P>, string> {
  if (!isRecord(value) || value.format !== SAVED_GAME_FORMAT) return err('not a saved solitaire game');
  if (typeof value.version !== 'number') return err('the saved game has no version');
  if (value.version > SAVED_GAME_VERSION) return err(`the saved game is version ${value.version}, newer than this player (${SAVED_GAME_VERSION})`);
  if (value.version !== 1 && value.version !== 2) return err(`version ${value.version} is not a known version`);
  const { dealCode, actions, undosUsed, elapsedMs } = value;
  if (typeof dealCode !== 'string' || typeof actions !== 'string') return err('the deal code or the actions are missing');
  const rules = parseRules(value.rules, parseDealCode(dealCode));
  if (!rules) return err('the house rules are malformed');
  if (!isCount(undosUsed) || !isCount(elapsedMs)) return err('the undo history or the clock is malformed');
  if (rules.maxUndos !== null && undosUsed > rules.maxUndos) return err('more undos used than allowed');
  const line = { dealCode, actions, rules, undosUsed };
  const loaded = value.version === 1 ? fromVersion1(line, value.undoFloor, start) : fromVersion2(line, value.position, start);
  if (!loaded.ok) return loaded;
  loaded.value.elapsedMs = elapsedMs;
  return loaded;
}

/** The fields both versions share, checked. */
interface Line {
  readonly dealCode: string;
  readonly actions: string;
  readonly rules: NamedRules;
  readonly undosUsed: number;
}

/** Every action from the deal; a line too long to keep is kept from its undo floor. */
function fromVersion1<P extends Position>({ dealCode, actions, rules, undosUsed }: Line, undoFloor: unknown, start: GameStarter<P>): Result<Game<P>, string> {
  if (!isCount(undoFloor)) return err('the undo history or the clock is malformed');
  const replayed = replay(dealCode, undefined, actions, start, rules);
  if (!replayed.ok) return replayed;
  const game = replayed.value;
  const played = game.position.moves;
  if (undoFloor > played || undoFloor < played - UNDO_DEPTH) return err('the undo history does not match the actions');
  if (!game.restoreHistory({ undoFloor, undosUsed }).ok) return err('the undo history does not match the actions');
  return writtenInFull(game) ? ok(game) : replayUnder(game, start, { maxUndos: rules.maxUndos });
}

/** The position the undo history starts at, or the deal, and the actions since, all of which can be undone. */
function fromVersion2<P extends Position>({ dealCode, actions, rules, undosUsed }: Line, position: unknown, start: GameStarter<P>): Result<Game<P>, string> {
  if (position !== null && typeof position !== 'string') return err('the position is malformed');
  // Measured before anything is played, so that a huge value is refused at once.
  if (actions.length > ACTION_TEXT_LENGTH * UNDO_DEPTH) return err(`more actions than the last ${UNDO_DEPTH}, which are all a saved game keeps`);
  const replayed = replay(dealCode, position ?? undefined, actions, start, rules);
  if (!replayed.ok) return replayed;
  if (replayed.value.actions.length > UNDO_DEPTH) return err(`more actions than the last ${UNDO_DEPTH}, which are all a saved game keeps`);
  const restored = replayed.value.restoreHistory({ undoFloor: 0, undosUsed });
  return restored.ok ? replayed : err(restored.error.message);
}

/**
 * The rules as this version names them, the shared ones checked; the game's own are its starter's
 * to check. Games saved before `passes` named the classic limits `classicPasses`, and Baker's
 * Dozen games saved before each game kept its own rules carried Klondike's, which said nothing.
 */
function parseRules(value: unknown, deal: Result<DealCode, unknown>): NamedRules | undefined {
  if (!isRecord(value)) return undefined;
  const { maxUndos, classicPasses, ...named } = value;
  if (maxUndos !== null && !isCount(maxUndos)) return undefined;
  if (deal.ok && deal.value.game === 'bakers-dozen') {
    const { passes: _passes, retrieval: _retrieval, ...own } = named;
    return { ...own, maxUndos };
  }
  if (classicPasses === undefined) return { ...named, maxUndos };
  if (typeof classicPasses !== 'boolean') return undefined;
  return { passes: classicPasses ? 'classic' : 'unlimited', ...named, maxUndos };
}
