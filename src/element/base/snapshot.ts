import {
  type DrawMode,
  type Game,
  type Scoring,
  type Step,
  makeCard,
  makePileId,
  STOCK,
  WASTE,
} from '../../engine/index.js';
import type { KlondikeMoveDetail } from './events.js';

/** element.md's `state`: plain strings and arrays, built fresh for every read. */
export interface KlondikeState {
  dealCode: string;
  draw: DrawMode;
  scoring: Scoring;
  /** Face down, first to be drawn first. */
  stock: string[];
  /** Bottom … top (playable) card. */
  waste: string[];
  /** ♠ ♥ ♦ ♣, each bottom … top. */
  foundations: string[][];
  /** Columns 1…7, each bottom … top. */
  tableau: { faceDown: string[]; faceUp: string[] }[];
  score: number;
  moves: number;
  elapsedMs: number;
  won: boolean;
}

/** The draw and scoring a Klondike game is played with (the element deals only Klondike). */
export function gameMode(game: Game): { draw: DrawMode; scoring: Scoring } {
  return game.deal.game === 'klondike' ? { draw: game.deal.draw, scoring: game.deal.scoring } : { draw: 1, scoring: 'standard' };
}

/** `<bakers-dozen-solitaire>`'s `state`: Klondike's without stock, waste, draw and scoring; every card is face up. */
export type BakersDozenState = Omit<KlondikeState, 'draw' | 'scoring' | 'stock' | 'waste'>;

const cards = (list: readonly number[]): string[] => list.map(makeCard);

/** What every game's `state` holds. */
export function snapshot(game: Game, elapsedMs: number): BakersDozenState {
  const table = game.position.table();
  return {
    dealCode: game.dealCode,
    foundations: table.foundations.map(cards),
    tableau: table.tableau.map((column) => ({ faceDown: cards(column.faceDown), faceUp: cards(column.faceUp) })),
    score: game.position.score,
    moves: game.position.moves,
    elapsedMs,
    won: game.won,
  };
}

export function klondikeSnapshot(game: Game, elapsedMs: number): KlondikeState {
  const table = game.position.table();
  const { dealCode, ...rest } = snapshot(game, elapsedMs);
  return { dealCode, ...gameMode(game), stock: cards(table.stock), waste: cards(table.waste), ...rest };
}

/** The `move` detail of a step just played, or (with `undone`) just taken back. */
export function moveDetail(game: Game, step: Step, undone: boolean, scoreBefore: number): KlondikeMoveDetail {
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
    score: game.position.score,
    moves: game.position.moves,
    dealCode: game.dealCode,
  };
}
