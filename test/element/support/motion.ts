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
