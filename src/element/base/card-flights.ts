import { type Pile, makePileId } from '../../engine/index.js';
import type { TableInput } from '../input/table-input.js';
import { type Measured, measure, reducedMotion } from '../view/cards/card-places.js';

/**
 * The cards' flights (FLIP): where the cards stood before a change, so that after the render
 * they fly from there to their new places; after a deal, one by one out of one place.
 *
 * @internal
 */
export class CardFlights {
  private from: Map<number, Measured> | null = null;
  private dealt = false;

  constructor(
    private readonly root: () => ParentNode,
    /** Pointer and keyboard play with the cards' moves, once they have come; before that nothing flies. */
    private readonly input: () => TableInput | undefined,
    /** Whether the table has been drawn, so there is something to measure. */
    private readonly drawn: () => boolean,
  ) {}

  /** Before a change: where the cards stand now, unless a change under way measured them already. */
  before(): void {
    this.from ??= this.measure();
  }

  /** Before a drop: where the cards stand now. */
  beforeDrop(): void {
    this.from = this.measure();
  }

  /** The change did not happen. */
  cancel(): void {
    this.from = null;
  }

  /** A new deal: every card flies out of `origin`'s place; the first deal, drawn with the page, does not fly. */
  deal(origin: Pile): void {
    this.dealt = true;
    if (!this.drawn()) {
      this.from = null;
      return;
    }
    const rect = this.root()
      .querySelector(`[data-pile="${makePileId(origin)}"]`)!
      .getBoundingClientRect();
    this.from = new Map(Array.from({ length: 52 }, (_, card) => [card, { rect, faceUp: false }]));
  }

  /** After the render: the cards fly from where they were. */
  fly(): void {
    if (!this.from) return;
    this.input()?.playFrom(this.root(), this.from, this.dealt ? this.root().querySelector<HTMLElement>('.table') : null);
    this.from = null;
    this.dealt = false;
  }

  private measure(): Map<number, Measured> | null {
    return this.input() && this.drawn() && !reducedMotion() ? measure(this.root()) : null;
  }
}
