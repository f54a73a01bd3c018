import { type Klondike, type KlondikeOptions, type Step } from '../../../src/engine/index.js';
import type { Random } from '../seeded-random.js';

/** Every rule set a host can choose: one card or three, passes unlimited, classic or Vegas, retrieval or not. */
export const RULE_SETS: readonly KlondikeOptions[] = ([1, 3] as const).flatMap((draw) =>
  [true, false].flatMap((retrieval) => [
    { draw, scoring: 'standard', passes: 'unlimited', retrieval },
    { draw, scoring: 'standard', passes: 'classic', retrieval },
    { draw, scoring: 'standard', passes: 2, retrieval },
    { draw, scoring: 'vegas', passes: 'unlimited', retrieval },
  ]),
);

/**
 * Plays up to `moves` random legal actions on the position, taking one back now and then as a
 * player may, and shows `visit` every position on the way.
 */
export function playRandomly(position: Klondike, moves: number, random: Random, visit: (position: Klondike) => void = () => {}): void {
  const steps: Step[] = [];
  visit(position);
  for (let move = 0; move < moves; move++) {
    const legal = position.legalActions();
    if (steps.length > 0 && (legal.length === 0 || random.below(8) === 0)) {
      position.undo(steps.pop()!);
    } else if (legal.length > 0) {
      const played = position.play(legal[random.below(legal.length)]);
      if (!played.ok) throw new Error(played.error.message);
      steps.push(played.value);
    } else {
      return;
    }
    visit(position);
  }
}
