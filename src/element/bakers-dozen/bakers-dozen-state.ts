import type { BakersDozen, Game } from '../../engine/index.js';
import { type SolitaireState, snapshot } from '../host/snapshot.js';

/** `<bakers-dozen-solitaire>`'s `state`: no stock, waste, draw or scoring; every card is face up. */
export type BakersDozenState = SolitaireState;

export function bakersDozenSnapshot(game: Game<BakersDozen>, elapsedMs: number): BakersDozenState {
  return snapshot(game, elapsedMs);
}
