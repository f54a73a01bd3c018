import { makeAction, makeActions, parseActions } from '../action.js';
import { parseDealCode } from '../deal/deal-code.js';
import { DEFAULT_HOUSE_RULES, type Game, type GameStarter, type NamedRules } from '../game.js';
import type { Position } from '../position.js';
import { type Result, err, ok } from '../result.js';

// Apart from saved-game.ts: the element's bundle needs replays for importGame and exportGame,
// while saving and loading are in a chunk it loads only with a storage key.

/** A game as one line of text a player can share: the deal code, then the actions. */
export function makeReplay(game: Game): string {
  return [game.dealCode, makeActions(game.actions)].join(' ').trim();
}

export function parseReplay<P extends Position>(text: string, start: GameStarter<P>, rules: NamedRules = DEFAULT_HOUSE_RULES): Result<Game<P>, string> {
  const [code = '', ...actions] = text.trim().split(/\s+/);
  return replay(code, actions.join(' '), start, rules);
}

export function replay<P extends Position>(code: string, actionText: string, start: GameStarter<P>, rules: NamedRules): Result<Game<P>, string> {
  const deal = parseDealCode(code);
  if (!deal.ok) return err(`bad deal code: ${deal.error.message}`);
  const actions = parseActions(actionText);
  if (!actions) return err('the actions are not in replay notation');
  const started = start(deal.value, rules);
  if (!started.ok) return started;
  const game = started.value;
  for (const [index, action] of actions.entries()) {
    const played = game.play(action);
    if (!played.ok) return err(`action ${index + 1} (${makeAction(action)}) is illegal: ${played.error.message}`);
  }
  return ok(game);
}

/** The same game under other house rules: its actions played again, its undo history and clock kept. */
export function replayUnder<P extends Position>(game: Game<P>, start: GameStarter<P>, rules: NamedRules): Result<Game<P>, string> {
  const replayed = replay(game.dealCode, makeActions(game.actions), start, rules);
  if (!replayed.ok) return replayed;
  replayed.value.restoreHistory(game.history);
  replayed.value.elapsedMs = game.elapsedMs;
  return replayed;
}
