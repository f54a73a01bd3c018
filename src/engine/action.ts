import { type Pile, STOCK, WASTE, foundationSuit, tableauColumn, foundationPile, tableauPile } from './pile.js';
import type { Suit } from './card.js';

/** Everything a player can do to a position. */
export type Action =
  { readonly type: 'draw' } | { readonly type: 'recycle' } | { readonly type: 'move'; readonly from: Pile; readonly to: Pile; readonly count: number };

export const DRAW: Action = { type: 'draw' };
export const RECYCLE: Action = { type: 'recycle' };

export function moveAction(from: Pile, to: Pile, count = 1): Action {
  return { type: 'move', from, to, count };
}

/**
 * The short notation of replays and saved games: `D` draw, `R` recycle, `t3>f2` a move,
 * `t1>t4:3` a move of three cards. Piles are `s`, `w`, `f1`…`f4`, `t1`…`t13`.
 */
export function makeAction(action: Action): string {
  if (action.type === 'draw') return 'D';
  if (action.type === 'recycle') return 'R';
  const move = `${makePileShort(action.from)}>${makePileShort(action.to)}`;
  return action.count === 1 ? move : `${move}:${action.count}`;
}

export function parseAction(text: string): Action | undefined {
  if (text === 'D') return DRAW;
  if (text === 'R') return RECYCLE;
  const match = /^([swft]\d{0,2})>([swft]\d{0,2})(?::([1-9]\d?))?$/.exec(text);
  if (!match) return undefined;
  const from = parsePileShort(match[1]);
  const to = parsePileShort(match[2]);
  if (from === undefined || to === undefined) return undefined;
  return moveAction(from, to, match[3] ? Number(match[3]) : 1);
}

/** A line of play as one string, actions separated by spaces. */
export function makeActions(actions: readonly Action[]): string {
  return actions.map(makeAction).join(' ');
}

export function parseActions(text: string): Action[] | undefined {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const actions: Action[] = [];
  for (const word of words) {
    const action = parseAction(word);
    if (!action) return undefined;
    actions.push(action);
  }
  return actions;
}

function makePileShort(pile: Pile): string {
  if (pile === STOCK) return 's';
  if (pile === WASTE) return 'w';
  const suit = foundationSuit(pile);
  return suit >= 0 ? `f${suit + 1}` : `t${tableauColumn(pile) + 1}`;
}

function parsePileShort(text: string): Pile | undefined {
  if (text === 's') return STOCK;
  if (text === 'w') return WASTE;
  if (!/^[ft][1-9]\d?$/.test(text)) return undefined;
  const index = Number(text.slice(1)) - 1;
  if (text.startsWith('f')) return index < 4 ? foundationPile(index as Suit) : undefined;
  return tableauPile(index);
}
