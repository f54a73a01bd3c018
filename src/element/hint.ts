import { type Action, type Position, STOCK, WASTE, foundationSuit, makePileId, tableauColumn, type PileId } from '../engine/index.js';

/** What `hint()` suggests: a move, or the stock (`from: 'stock'` to draw, `to: 'stock'` to recycle). */
export interface Hint {
  readonly from: PileId;
  readonly to: PileId;
  readonly count: number;
}

/**
 * The rule-based hint until the solver lands, from what the player can see: a move that uncovers
 * a face-down card, else a card onto a foundation, else the stock; null when none of these is
 * possible. Retrievals from the foundations are never suggested.
 */
export function findHint(position: Position): Hint | null {
  const legal = position.legalActions();
  const table = position.table();
  const moves = legal.filter((action) => action.type === 'move' && foundationSuit(action.from) === -1);
  const uncovering = moves.find((action) => {
    if (action.type !== 'move') return false;
    const column = table.tableau[tableauColumn(action.from)];
    return column !== undefined && column.faceDown.length > 0 && column.faceUp.length === action.count;
  });
  const toFoundation = moves.find((action) => action.type === 'move' && foundationSuit(action.to) !== -1);
  const stock = legal.find((action) => action.type !== 'move');
  const chosen = uncovering ?? toFoundation ?? stock;
  return chosen ? describe(chosen, table.waste.length) : null;
}

/** A draw counts as one tap of the stock; a recycle moves the whole waste. */
function describe(action: Action, waste: number): Hint {
  if (action.type === 'draw') return { from: makePileId(STOCK), to: makePileId(WASTE), count: 1 };
  if (action.type === 'recycle') return { from: makePileId(WASTE), to: makePileId(STOCK), count: waste };
  return { from: makePileId(action.from), to: makePileId(action.to), count: action.count };
}
