import {
  DEAL_CODE_NAMES,
  type Game,
  type GameName,
  type GamePosition,
  type GameStarter,
  type HouseRules,
  REPLAY_TEXT_LIMIT,
  ok,
  parseReplay,
} from '../../engine/index.js';
import { type Checked, refuse } from '../host/checks.js';

// A chunk of its own: reading and writing a game as text is for `importGame` and `exportGame`
// only, which few pages call.
export { makeReplay } from '../../engine/index.js';

/**
 * A replay of `exportGame()`: a deal code of `game`, then the actions, every one legal. Text
 * longer than any `exportGame()` writes is refused unread.
 */
export function checkReplay<P extends GamePosition>(game: GameName, starter: GameStarter<P>, value: unknown, rules: HouseRules): Checked<Game<P>> {
  if (typeof value !== 'string' || value.length > REPLAY_TEXT_LIMIT)
    return refuse('importGame', value, 'the text of exportGame(): a deal code, then the actions');
  const { title, prefix } = DEAL_CODE_NAMES[game];
  if (!value.trim().toUpperCase().startsWith(prefix)) return refuse('importGame', value, `a ${title} game (its text starts with ${prefix}-)`);
  const played = parseReplay(value, starter, rules);
  return played.ok ? ok(played.value) : refuse('importGame', value, `a game exportGame() wrote (${played.error})`);
}
