import { type Action, DRAW, RECYCLE } from '../../engine/action.js';
import { type Card, rankOf, suitOf } from '../../engine/card.js';
import type { Klondike } from '../../engine/klondike.js';
import { foundationSuit, tableauColumn } from '../../engine/pile.js';

/** How many moves ahead the hint looks for a card to turn up or to send home. */
const LOOKAHEAD = 3;

/** What a line of moves achieves, compared in this order: cards turned up, then cards sent home. */
interface Plan {
  readonly first: Action;
  /** Cards turned up, each weighted by the face-down cards left under it (the more freed the better). */
  readonly turnedUp: number;
  readonly firstTurnsUp: boolean;
  /** Cards sent to the foundations minus cards taken back. */
  readonly home: number;
  readonly length: number;
}

/**
 * The move to suggest to a player, reasoning only from what the player can see: a short line of
 * moves among the face-up cards that turns a face-down card up (preferred, and the column with
 * the most face-down cards first) or sends cards to the foundations. A line stops where it turns
 * a card up, so the identity of a face-down card never steers the choice. With no such line, the
 * stock: a draw, or a recycle when a card of the waste could then be played; null when nothing
 * useful is left.
 */
export function playerHint(position: Klondike): Action | null {
  const plan = bestPlan(position.clone(), LOOKAHEAD);
  if (plan && (plan.turnedUp > 0 || plan.home > 0)) return plan.first;
  if (position.stock.length > 0) return DRAW;
  if (position.refusal(RECYCLE) === undefined && position.waste.some((card) => wastePlayable(position, card))) return RECYCLE;
  return null;
}

function bestPlan(position: Klondike, depth: number): Plan | null {
  let best: Plan | null = null;
  for (const action of position.legalActions()) {
    if (action.type !== 'move') continue;
    const played = position.play(action);
    if (!played.ok) continue;
    const step = played.value;
    const firstTurnsUp = step.flipped !== null;
    let turnedUp = firstTurnsUp ? 1 + position.faceDown[tableauColumn(action.from)].length : 0;
    let home = (foundationSuit(action.to) !== -1 ? 1 : 0) - (foundationSuit(action.from) !== -1 ? 1 : 0);
    let length = 1;
    if (!firstTurnsUp && depth > 1 && !position.isWon()) {
      const next = bestPlan(position, depth - 1);
      if (next && (next.turnedUp > 0 || next.home > 0)) {
        turnedUp += next.turnedUp;
        home += next.home;
        length += next.length;
      }
    }
    position.undo(step);
    const plan = { first: action, turnedUp, firstTurnsUp, home, length };
    if (!best || better(plan, best)) best = plan;
  }
  return best;
}

function better(a: Plan, b: Plan): boolean {
  if (a.turnedUp !== b.turnedUp) return a.turnedUp > b.turnedUp;
  if (a.firstTurnsUp !== b.firstTurnsUp) return a.firstTurnsUp;
  if (a.home !== b.home) return a.home > b.home;
  return a.length < b.length;
}

/** Whether a card the player has seen in the waste fits a column or its foundation now. */
function wastePlayable(position: Klondike, card: Card): boolean {
  if (rankOf(card) === position.foundations[suitOf(card)] + 1) return true;
  return position.faceUp.some((_, column) => position.fitsColumn(card, column));
}
