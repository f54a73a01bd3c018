import { type Game, type Step, makeCard, makePileId, STOCK, WASTE } from '../../engine/index.js';
import type { MoveDetail } from './events.js';

/** What every game's `state` holds: plain strings and arrays, built fresh for every read. */
export interface SolitaireState {
  dealCode: string;
  /** ♠ ♥ ♦ ♣, each bottom … top. */
  foundations: string[][];
  /** Columns from 1, each bottom … top. */
  tableau: { faceDown: string[]; faceUp: string[] }[];
  score: number;
  moves: number;
  elapsedMs: number;
  won: boolean;
}

export const cardStrings = (list: readonly number[]): string[] => list.map(makeCard);

/** `carried`: what the score shown adds to the game's own (a running Vegas balance). */
export function snapshot(game: Game, elapsedMs: number, carried = 0): SolitaireState {
  const table = game.position.table();
  return {
    dealCode: game.dealCode,
    foundations: table.foundations.map(cardStrings),
    tableau: table.tableau.map((column) => ({ faceDown: cardStrings(column.faceDown), faceUp: cardStrings(column.faceUp) })),
    score: game.position.score + carried,
    moves: game.position.moves,
    elapsedMs,
    won: game.won,
  };
}

/** The `move` detail of a step just played, or (with `undone`) just taken back. */
export function moveDetail(game: Game, step: Step, undone: boolean, scoreBefore: number, carried: number): MoveDetail {
  const { action } = step;
  const route =
    action.type === 'move'
      ? { from: makePileId(action.from), to: makePileId(action.to) }
      : action.type === 'draw'
        ? { from: makePileId(STOCK), to: makePileId(WASTE) }
        : { from: makePileId(WASTE), to: makePileId(STOCK) };
  return {
    action: undone ? 'undo' : action.type,
    ...route,
    cards: step.cards.map(makeCard),
    flipped: step.flipped === null ? null : makeCard(step.flipped),
    points: game.position.score - scoreBefore,
    score: game.position.score + carried,
    moves: game.position.moves,
    dealCode: game.dealCode,
  };
}
