import { sfc32 } from '../../src/engine/deal/sfc32.js';

/** The engine's sfc32 from a seed, for tests that must draw the same numbers on every run. */
export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = sfc32(seed, 0x5eed, 0x9e3779b9, 1);
  }

  /** A whole number from 0 to `n` − 1. */
  below(n: number): number {
    return this.next() % n;
  }

  /** A Klondike or Baker's Dozen deal number: 35 bits, as a deal code holds. */
  dealNumber(): number {
    return (this.next() & 0b111) * 2 ** 32 + this.next();
  }

  /** Shuffles `items` in place (Fisher and Yates) and returns them. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}
