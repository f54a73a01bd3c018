import { countPositions } from '../../../src/element/solver/solver-client.js';

// Loaded before every element test file (web-test-runner.config.mjs): every search the elements
// ask of their solver is bounded by positions, not by the clock, so a loaded machine decides what
// a quiet one does, and a test's outcome never depends on the machine's speed.
countPositions(200);
