import { sfc32 } from '../../engine/deal/sfc32.js';

/** A card of the cascade: the suit it is of, and its rank (1 ace … 13 king). */
export interface CascadeCard {
  readonly suit: number;
  readonly rank: number;
}

/** A card in flight, in the table's CSS pixels (its top-left corner) and pixels per second. */
export interface Flying extends CascadeCard {
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** The share of its speed the card keeps at each bounce. */
  readonly bounce: number;
}

/** Where the cascade happens: the table's size, the cards' and each foundation's top-left corner by suit. */
export interface CascadeBox {
  readonly width: number;
  readonly height: number;
  readonly cardWidth: number;
  readonly cardHeight: number;
  readonly homes: readonly { readonly x: number; readonly y: number }[];
}

/** Simulated steps a second: each step leaves one copy of every card in flight, the trail. */
export const STEPS_PER_SECOND = 40;
/** Steps between two cards leaving the foundations. */
const LAUNCH_STEPS = 2;

/**
 * The bouncing cascade of the classic desktop game: the kings leave the four foundations first,
 * then the queens, down to the aces; each card flies sideways, falls, bounces on the bottom of the
 * table and goes on until it leaves the table at a side. Speeds are shares of the table's size, so
 * it lasts as long on a phone as on a wide screen. Seeded, so the same win cascades the same way.
 */
export class Cascade {
  readonly flying: Flying[] = [];
  private launched = 0;
  private steps = 0;
  private readonly random: () => number;

  constructor(
    private readonly box: CascadeBox,
    seed: number,
  ) {
    const next = sfc32(seed >>> 0, Math.floor(seed / 2 ** 32), 0x9e3779b9, 52);
    this.random = () => next() / 2 ** 32;
  }

  get done(): boolean {
    return this.launched === 52 && this.flying.length === 0;
  }

  /** The card each foundation still holds, by suit (its rank; 0 once its ace has left). */
  get heldRanks(): number[] {
    return [0, 1, 2, 3].map((suit) => Math.max(0, 13 - Math.floor((this.launched + 3 - suit) / 4)));
  }

  /** One step: maybe one more card leaves, every card in flight moves; true when a card left. */
  step(): boolean {
    const launching = this.launched < 52 && this.steps % LAUNCH_STEPS === 0;
    if (launching) this.launch();
    this.steps++;
    const dt = 1 / STEPS_PER_SECOND;
    const { width, height, cardWidth, cardHeight } = this.box;
    const floor = height - cardHeight;
    // The first fall from the top row to the floor takes about half a second, whatever the table.
    const gravity = 8 * Math.max(floor, cardHeight);
    for (const card of this.flying) {
      card.vy += gravity * dt;
      card.x += card.vx * dt;
      card.y += card.vy * dt;
      if (card.y > floor) {
        card.y = floor;
        card.vy = -card.vy * card.bounce;
      }
    }
    for (let i = this.flying.length - 1; i >= 0; i--) {
      const { x } = this.flying[i];
      if (x > width || x + cardWidth < 0) this.flying.splice(i, 1);
    }
    return launching;
  }

  private launch(): void {
    const suit = this.launched % 4;
    const rank = 13 - Math.floor(this.launched / 4);
    this.launched++;
    const home = this.box.homes[suit];
    const { width, cardHeight } = this.box;
    // Most cards cross the felt towards its far side; some leave by the near one.
    const farSide = home.x + this.box.cardWidth / 2 < width / 2 ? 1 : -1;
    const side = this.random() < 0.75 ? farSide : -farSide;
    this.flying.push({
      suit,
      rank,
      x: home.x,
      y: home.y,
      vx: side * width * (0.45 + 0.35 * this.random()),
      vy: -cardHeight * 4 * this.random(),
      bounce: 0.7 + 0.15 * this.random(),
    });
  }
}
