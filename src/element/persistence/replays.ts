import { type Game, type HouseRules, type Klondike, REPLAY_TEXT_LIMIT, klondikeOnly, ok, parseReplay } from '../../engine/index.js';
import { type Checked, refuse } from '../base/config.js';

// A chunk of its own: reading and writing a game as text is for `importGame` and `exportGame`
// only, which few pages call.
export { makeReplay } from '../../engine/index.js';

/**
 * A replay of `exportGame()`: a Klondike deal code, then the actions, every one legal. Text longer
 * than any `exportGame()` writes is refused unread.
 */
export function checkReplay(value: unknown, rules: HouseRules): Checked<Game<Klondike>> {
  if (typeof value !== 'string' || value.length > REPLAY_TEXT_LIMIT)
    return refuse('importGame', value, 'the text of exportGame(): a deal code, then the actions');
  if (!/^\s*KL1/i.test(value)) return refuse('importGame', value, 'a Klondike game (its text starts with KL1-)');
  const game = parseReplay(value, klondikeOnly, rules);
  return game.ok ? ok(game.value) : refuse('importGame', value, `a game exportGame() wrote (${game.error})`);
}
