import type { DrawMode, Game, Klondike, Passes, Scoring } from '../../engine/index.js';
import { type SolitaireState, cardStrings, snapshot } from '../host/snapshot.js';

/** The `state` of the README's "The `state` snapshot": the shared snapshot with Klondike's draw, scoring, stock and waste. */
export interface KlondikeState extends SolitaireState, KlondikeRules {
  draw: DrawMode;
  scoring: Scoring;
  /** Face down, first to be drawn first. */
  stock: string[];
  /** Bottom … top (playable) card. */
  waste: string[];
}

/** The draw and scoring a Klondike game is played with. */
export interface KlondikeMode {
  readonly draw: DrawMode;
  readonly scoring: Scoring;
}

export function klondikeMode(position: Klondike): KlondikeMode {
  return { draw: position.options.draw, scoring: position.options.scoring };
}

/** The rules beyond draw and scoring a Klondike game is played under, by the names of the element's attributes. */
export interface KlondikeRules {
  readonly passes: Passes;
  readonly lockedFoundations: boolean;
}

export function klondikeRules(position: Klondike): KlondikeRules {
  return { passes: position.options.passes, lockedFoundations: !position.options.retrieval };
}

/** The attributes only Klondike has: how new deals are played. */
export interface KlondikeSettings extends KlondikeMode, KlondikeRules {
  /** The Vegas balance runs on from game to game. */
  readonly vegasCumulative: boolean;
}

/** `carried`: the running Vegas balance the score shown adds to the game's own. */
export function klondikeSnapshot(game: Game<Klondike>, elapsedMs: number, carried: number): KlondikeState {
  const table = game.position.table();
  const { dealCode, ...rest } = snapshot(game, elapsedMs, carried);
  return {
    dealCode,
    ...klondikeMode(game.position),
    ...klondikeRules(game.position),
    stock: cardStrings(table.stock),
    waste: cardStrings(table.waste),
    ...rest,
  };
}
