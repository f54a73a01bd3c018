import { emulateMedia } from '@web/test-runner-commands';

/**
 * The player asks for reduced motion for the rest of the suite it is called in: cards jump to
 * their places and a win opens its dialog without the cascade. For suites about what the table
 * does, not how it moves there; the animations have tests of their own.
 */
export function withReducedMotion(): void {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
}

/**
 * For a long random run, called at each step: the cards fly in the first of every four stretches
 * of `stretch` steps; in the others the player has asked for reduced motion, so the preference
 * also changes mid-game. The run puts it back with `emulateMedia({ reducedMotion: 'no-preference' })`.
 */
export async function motionAtStep(step: number, stretch: number): Promise<void> {
  if (step % stretch === 0) await emulateMedia({ reducedMotion: (step / stretch) % 4 === 0 ? 'no-preference' : 'reduce' });
}
