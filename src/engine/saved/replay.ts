import { type Action, makeAction, makeActions, parseActions } from '../action.js';
import { type DealCode, parseDealCode } from '../deal/deal-code.js';
import { DEFAULT_HOUSE_RULES, type Game, type GameStarter, type NamedRules } from '../game.js';
import type { Position, PositionRecord } from '../position.js';
import { makePosition, parsePosition } from './position-notation.js';
import { type Result, err, ok } from '../result.js';

// Apart from saved-game.ts: the element's bundle needs replays for importGame and exportGame,
// while saving and loading are in a chunk it loads only with a storage key.

/**
 * The longest line of play a replay writes out from the deal: longer than any game played by
 * hand, and short enough to be played again without holding up the page.
 */
export const FULL_REPLAY_ACTIONS = 10_000;

/** The most characters one action takes in a line of play, with the space after it (`t13>t12:13 `). */
export const ACTION_TEXT_LENGTH = 11;

/** No text `makeReplay` writes is longer: a deal code, then that many actions of the longest notation. */
export const REPLAY_TEXT_LIMIT = 16 + ACTION_TEXT_LENGTH * FULL_REPLAY_ACTIONS;

/**
 * A game as one line of text a player can share: the deal code, then the actions. A game longer
 * than `FULL_REPLAY_ACTIONS`, or one brought back from a position, is written from the position
 * its undo history starts at instead: the deal code, `@` and the position (`makePosition`), then
 * the actions that can still be undone. Either way the text plays back the same game.
 */
export function makeReplay(game: Game): string {
  if (writtenInFull(game)) return [game.dealCode, makeActions(game.actions)].join(' ').trim();
  const { before, actions } = game.undoable();
  return [game.dealCode, `@${makePosition(before)}`, makeActions(actions)].join(' ').trim();
}

export function parseReplay<P extends Position>(text: string, start: GameStarter<P>, rules: NamedRules = DEFAULT_HOUSE_RULES): Result<Game<P>, string> {
  const [, code, position, actions] = /^\s*(\S*)(?:\s+@(\S*))?(.*)$/s.exec(text)!;
  return replay(code, position, actions, start, rules);
}

/** Plays the actions from `position` of the deal (in the notation of `makePosition`), or from the deal itself. */
export function replay<P extends Position>(
  code: string,
  position: string | undefined,
  actionText: string,
  start: GameStarter<P>,
  rules: NamedRules,
): Result<Game<P>, string> {
  const deal = parseDealCode(code);
  if (!deal.ok) return err(`bad deal code: ${deal.error.message}`);
  const actions = parseActions(actionText);
  if (!actions) return err('the actions are not in replay notation');
  const from = position === undefined ? undefined : parsePosition(position);
  if (from === undefined && position !== undefined) return err('the position is not in the notation of makePosition');
  return playFrom(deal.value, from, actions, start, rules);
}

/** The same game under other house rules: its actions played again, its undo history and clock kept. */
export function replayUnder<P extends Position>(game: Game<P>, start: GameStarter<P>, rules: NamedRules): Result<Game<P>, string> {
  if (!writtenInFull(game)) return fromUndoFloor(game, start, rules);
  const replayed = playFrom(game.deal, undefined, game.actions, start, rules);
  if (!replayed.ok) return replayed;
  replayed.value.restoreHistory(game.history);
  replayed.value.elapsedMs = game.elapsedMs;
  return replayed;
}

/** Whether the game's whole line, from the deal, is known and short enough to write out and play again. */
export function writtenInFull(game: Game): boolean {
  return game.position.moves <= FULL_REPLAY_ACTIONS && game.position.moves === game.actions.length;
}

/**
 * The same game played from the position its undo history starts at, its undo allowance and clock
 * kept: what a long game keeps in memory, whatever length it reached.
 */
export function fromUndoFloor<P extends Position>(game: Game<P>, start: GameStarter<P>, rules: NamedRules): Result<Game<P>, string> {
  const { before, actions } = game.undoable();
  const replayed = playFrom(game.deal, before, actions, start, rules);
  if (!replayed.ok) return replayed;
  replayed.value.restoreHistory({ undoFloor: 0, undosUsed: game.history.undosUsed });
  replayed.value.elapsedMs = game.elapsedMs;
  return replayed;
}

function playFrom<P extends Position>(
  deal: DealCode,
  from: PositionRecord | undefined,
  actions: readonly Action[],
  start: GameStarter<P>,
  rules: NamedRules,
): Result<Game<P>, string> {
  const started = start(deal, rules);
  if (!started.ok) return started;
  const game = started.value;
  const problem = from && layOut(game.position, from);
  if (problem) return err(`the position cannot be reached: ${problem}`);
  for (const [index, action] of actions.entries()) {
    const played = game.play(action);
    if (!played.ok) return err(`action ${index + 1} (${makeAction(action)}) is illegal: ${played.error.message}`);
  }
  return ok(game);
}

/**
 * Lays the dealt `position` out as `record` says. A position no move has been made in must be the
 * deal itself, so that a game whose moves are all among its actions is one known from the deal.
 */
function layOut(position: Position, record: PositionRecord): string | undefined {
  if (record.moves === 0 && makePosition(record) !== makePosition(position.record())) return 'before any move, the table is the deal';
  return position.restore(record);
}
