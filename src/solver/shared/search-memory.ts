import { StateSet } from './state-set.js';

/**
 * What an exhaustive search remembers and what it may spend: the positions it has seen (by a
 * 64-bit key that each search computes its own way), the positions visited, a deadline and a
 * cap on positions remembered, which bounds memory. Skipping a known position loses nothing:
 * what can be reached from it does not depend on how it was reached, and it has been or is being
 * searched already.
 */
export class SearchMemory {
  nodes = 0;
  /** Time or room ran out: the search can no longer prove a loss. */
  outOfBudget = false;
  /** `seen`: an empty table of positions to fill, for a caller that reuses one search after search. */
  constructor(
    private readonly deadline: number,
    private readonly maxStates: number,
    private readonly seen = new StateSet(),
  ) {}

  /** Hands the memory of its table on to the next search (see `takeBuffer`); the search is done with. */
  release(): void {
    this.seen.release();
  }

  /** Records the position; false when it was seen before or the budget is spent. */
  remember(keyLow: number, keyHigh: number): boolean {
    this.nodes++;
    if ((this.nodes & 1023) === 0 && performance.now() > this.deadline) this.outOfBudget = true;
    if (this.seen.size >= this.maxStates) this.outOfBudget = true;
    return !this.outOfBudget && this.seen.add(keyLow, keyHigh);
  }
}
