import { makeAction, makeActions, parseActions } from '../action.js';
import { parseDealCode } from '../deal/deal-code.js';
import { DEFAULT_HOUSE_RULES, type Game, type GameStarter, type HouseRules, type NamedRules } from '../game.js';
import type { GameName } from '../deal/deal-code.js';
import { DEFAULT_KLONDIKE_RULES } from '../klondike.js';
import type { Position } from '../position.js';
import { type Result, err, ok } from '../result.js';

// Apart from saved-game.ts: the element's bundle needs replays for importGame and exportGame,
// while saving and loading are in a chunk it loads only with a storage key.

/**
 * A game as one line of text a player can share: the deal code, each of the game's own house rules
 * that is not its default as `name=value` (`passes=classic`), then the actions. The undo allowance
 * is not written: whoever plays the replay sets their own.
 */
export function makeReplay(game: Game): string {
  const defaults: Readonly<Record<string, unknown>> = OWN_RULE_DEFAULTS[game.position.game];
  const rules = Object.entries(game.position.houseRules)
    .filter(([name, value]) => value !== defaults[name])
    .map(([name, value]) => `${name}=${String(value)}`);
  return [game.dealCode, ...rules, makeActions(game.actions)].join(' ').trim();
}

/**
 * A replay's text played again under the rules it names, each one it leaves out at its default;
 * the undo allowance is the caller's.
 */
export function parseReplay<P extends Position>(text: string, start: GameStarter<P>, rules: HouseRules = DEFAULT_HOUSE_RULES): Result<Game<P>, string> {
  const [code = '', ...tokens] = text.trim().split(/\s+/);
  const actions = tokens.findIndex((token) => !RULE.test(token));
  const written = actions < 0 ? tokens : tokens.slice(0, actions);
  const named = Object.fromEntries(written.map((token) => parseRule(token)));
  return replay(code, tokens.slice(written.length).join(' '), start, { ...named, maxUndos: rules.maxUndos });
}

/** The game's own rules at their defaults, which a replay leaves out. */
const OWN_RULE_DEFAULTS: Record<GameName, Readonly<Record<string, unknown>>> = { klondike: DEFAULT_KLONDIKE_RULES, 'bakers-dozen': {} };

const RULE = /^[a-z][a-zA-Z]*=/;

/** `passes=3` names the number 3, `retrieval=false` the boolean; other values stay text for the game's starter to check. */
function parseRule(token: string): [string, unknown] {
  const [name, value] = [token.slice(0, token.indexOf('=')), token.slice(token.indexOf('=') + 1)];
  if (value === 'true' || value === 'false') return [name, value === 'true'];
  return [name, /^[0-9]+$/.test(value) ? Number(value) : value];
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
