import { WASTE } from '../pile.js';
import type { Position } from '../position.js';

/** How many positions the look for a way out may visit before it gives up and calls it open. */
const POSITIONS = 200;

/**
 * No way forward is left (docs/rules.md, "Klondike › Dead end"): the stock can neither draw nor recycle, and
 * no line of moves among the columns and foundations turns a card up, plays the waste or brings
 * more cards home than there are now. Moves that only carry cards back and forth are no way out,
 * so a player left with nothing but those is told. It walks the positions those moves reach, with
 * the engine's own legal moves; past `POSITIONS` of them it says no, never a dead end wrongly.
 */
export function deadEnd(position: Position): boolean {
  if (position.isWon()) return false;
  const home = homeCards(position);
  const seen = new Set([JSON.stringify(position.table())]);
  const open = [position.clone()];
  for (let at = open.pop(); at; at = open.pop()) {
    for (const action of at.legalActions()) {
      if (action.type !== 'move' || action.from === WASTE) return false;
      const next = at.clone();
      const played = next.play(action);
      if (!played.ok || played.value.flipped !== null || homeCards(next) > home) return false;
      const key = JSON.stringify(next.table());
      if (seen.has(key)) continue;
      if (seen.size >= POSITIONS) return false;
      seen.add(key);
      open.push(next);
    }
  }
  return true;
}

function homeCards(position: Position): number {
  return position.table().foundations.reduce((sum, pile) => sum + pile.length, 0);
}
