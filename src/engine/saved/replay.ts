import { type Action, makeAction, makeActions, parseActions } from '../action.js';
import { parseDealCode } from '../deal/deal-code.js';
import { DEFAULT_HOUSE_RULES, type Game, type GameStarter, HOUSE_RULE_OPTIONS, type HouseRules, type NamedRules } from '../game.js';
import { checkOptions } from '../options.js';
import type { GameName } from '../deal/deal-code.js';
import { DEFAULT_KLONDIKE_RULES } from '../klondike.js';
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

/** Room for the rules a replay names after its code (`passes=unlimited retrieval=false`). */
const RULES_TEXT_LENGTH = 64;

/** No text `makeReplay` writes is longer: a deal code, its rules, then that many actions of the longest notation. */
export const REPLAY_TEXT_LIMIT = 16 + RULES_TEXT_LENGTH + ACTION_TEXT_LENGTH * FULL_REPLAY_ACTIONS;

/**
 * A game as one line of text a player can share: the deal code, each of the game's own house rules
 * that is not its default as `name=value` (`passes=classic`), then the actions. A game longer than
 * `FULL_REPLAY_ACTIONS`, or one brought back from a position, is written from the position its
 * undo history starts at instead: `@` and the position (`makePosition`) before the actions that
 * can still be undone. Either way the text plays back the same game. The undo allowance is not
 * written: whoever plays the replay sets their own.
 */
export function makeReplay(game: Game): string {
  const rules = ruleTokens(game.position);
  if (writtenInFull(game)) return [game.dealCode, ...rules, makeActions(game.actions)].join(' ').trim();
  const { before, actions } = undoable(game);
  return [game.dealCode, ...rules, `@${makePosition(before)}`, makeActions(actions)].join(' ').trim();
}

/**
 * A replay's text played again under the rules it names, each one it leaves out at its default;
 * the undo allowance is the caller's.
 */
export function parseReplay<P extends Position>(
  text: string,
  start: GameStarter<P>,
  rules: Partial<HouseRules> = DEFAULT_HOUSE_RULES,
): Result<Game<P>, string> {
  const shared = checkOptions('house rules', rules, HOUSE_RULE_OPTIONS);
  if (!shared.ok) return err(shared.error.message);
  const [code = '', ...tokens] = text.trim().split(/\s+/);
  const actions = tokens.findIndex((token) => !RULE.test(token));
  const written = actions < 0 ? tokens : tokens.slice(0, actions);
  const rest = tokens.slice(written.length);
  const position = rest[0]?.startsWith('@') ? rest.shift()!.slice(1) : undefined;
  const named = new Map(written.map((token) => parseRule(token)));
  if (named.size < written.length) return err('the replay names a rule twice');
  if (named.has('maxUndos')) return err('a replay leaves the undo allowance to whoever plays it');
  return replay(code, position, rest.join(' '), start, { ...Object.fromEntries(named), ...shared.value });
}

/** The game's own rules at their defaults, which a replay leaves out. */
const OWN_RULE_DEFAULTS: Record<GameName, Readonly<Record<string, unknown>>> = { klondike: DEFAULT_KLONDIKE_RULES, 'bakers-dozen': {} };

const RULE = /^[a-z][a-zA-Z]*=/;

function ruleTokens(position: Position): string[] {
  const defaults = OWN_RULE_DEFAULTS[position.game];
  return Object.entries(position.houseRules)
    .filter(([name, value]) => value !== defaults[name])
    .map(([name, value]) => `${name}=${String(value)}`);
}

/** `passes=3` names the number 3, `retrieval=false` the boolean; other values stay text for the game's starter to check. */
function parseRule(token: string): [string, unknown] {
  const [name, value] = [token.slice(0, token.indexOf('=')), token.slice(token.indexOf('=') + 1)];
  if (value === 'true' || value === 'false') return [name, value === 'true'];
  return [name, /^[0-9]+$/.test(value) ? Number(value) : value];
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
  // A replay names the position before any move by the deal code alone, so a game whose moves are
  // all among its actions is one known from the deal.
  if (from?.moves === 0) return err('a position before any move is the deal itself');
  const started = start(deal.value, rules, from);
  if (!started.ok) return from ? err(`the position cannot be reached: ${started.error}`) : started;
  const game = started.value;
  for (const [index, action] of actions.entries()) {
    const played = game.play(action);
    if (!played.ok) return err(`action ${index + 1} (${makeAction(action)}) is illegal: ${played.error.message}`);
  }
  return ok(game);
}

/**
 * The same game under another undo allowance, played again from its replay: its undo history and
 * clock kept, and a game too long to write out in full kept from the position its undo history starts at.
 */
export function replayUnder<P extends Position>(game: Game<P>, start: GameStarter<P>, rules: Partial<HouseRules>): Result<Game<P>, string> {
  const replayed = parseReplay(makeReplay(game), start, rules);
  if (!replayed.ok) return replayed;
  const restored = replayed.value.restoreHistory(writtenInFull(game) ? game.history : { undoFloor: 0, undosUsed: game.history.undosUsed });
  if (!restored.ok) return err(restored.error.message);
  replayed.value.elapsedMs = game.elapsedMs;
  return replayed;
}

/** Whether the game's whole line, from the deal, is known and short enough to write out and play again. */
export function writtenInFull(game: Game): boolean {
  return game.position.moves <= FULL_REPLAY_ACTIONS && game.position.moves === game.actions.length;
}

/**
 * The actions that can still be undone, first first, and the position before them: all that a
 * saved game or a replay needs to bring the game back with its undo history, however long it was.
 */
export function undoable(game: Game): { readonly before: PositionRecord; readonly actions: Action[] } {
  const before = game.position.clone();
  const steps = game.steps.slice(game.history.undoFloor);
  for (let index = steps.length - 1; index >= 0; index--) before.undo(steps[index]);
  const { score, moves, recycles = 0, scored } = before;
  return { before: { table: before.table(), score, moves, recycles, scored: scored?.slice() }, actions: steps.map((step) => step.action) };
}
