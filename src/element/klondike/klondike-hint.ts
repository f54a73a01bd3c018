import { type Action, type Klondike, STOCK, WASTE, makePileId } from '../../engine/index.js';
import { playerHint } from '../../solver/klondike/player-hint.js';
import type { Hint } from '../host/hint.js';

/**
 * The hint from what the player can see (see `playerHint`): a line that turns a face-down card
 * up first, else cards to the foundations, else the stock; null when nothing useful is left.
 */
export function findHint(position: Klondike): Hint | null {
  const chosen = playerHint(position);
  return chosen ? describe(chosen, position.table().waste.length) : null;
}

/** A draw counts as one tap of the stock; a recycle moves the whole waste. */
function describe(action: Action, waste: number): Hint {
  if (action.type === 'draw') return { from: makePileId(STOCK), to: makePileId(WASTE), count: 1 };
  if (action.type === 'recycle') return { from: makePileId(WASTE), to: makePileId(STOCK), count: waste };
  return { from: makePileId(action.from), to: makePileId(action.to), count: action.count };
}
