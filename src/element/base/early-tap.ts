import { DRAG_THRESHOLD } from '../input/press-limits.js';

/**
 * A press on the table before pointer play has come: released where it pressed, it is a tap,
 * kept for pointer play to play on arrival, so a first tap on a slow network is not lost. A drag
 * needs the cards to follow the pointer, and does nothing yet.
 *
 * @internal
 */
export class EarlyTap {
  private tapped: Element | null = null;

  /** `arrived`: whether pointer play has come, and takes the presses itself. */
  constructor(private readonly arrived: () => boolean) {}

  readonly onPress = (down: PointerEvent): void => {
    const hit = down.composedPath()[0];
    if (!down.isPrimary || down.button !== 0 || !(hit instanceof Element)) return;
    const released = (up: PointerEvent): void => {
      if (up.pointerId !== down.pointerId) return;
      removeEventListener('pointerup', released, true);
      if (!this.arrived() && Math.hypot(up.clientX - down.clientX, up.clientY - down.clientY) < DRAG_THRESHOLD) this.tapped = hit;
    };
    addEventListener('pointerup', released, true);
  };

  /** The tap kept for pointer play, if its target is still on the table; it is taken once. */
  take(): Element | null {
    const tapped = this.tapped?.isConnected ? this.tapped : null;
    this.tapped = null;
    return tapped;
  }
}
