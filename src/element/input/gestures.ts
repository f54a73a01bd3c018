/**
 * One gesture model for mouse, touch and pen (Pointer Events): a press that moves less than
 * `DRAG_THRESHOLD` pixels is a tap, two taps on the same thing within `DOUBLE_TAP_MS` a double
 * tap, and a press that moves further drags what it grabbed. The table element captures the
 * pointer, so a drag keeps following it outside the cards and even outside the element.
 */

export const DRAG_THRESHOLD = 6;
export const DOUBLE_TAP_MS = 350;

/** What a press picked up: the elements that follow the pointer while it drags. */
export interface Grab {
  readonly elements: readonly HTMLElement[];
}

export interface GestureHost<G extends Grab> {
  /** What pressing on `target` would drag, or undefined when it drags nothing. */
  grab(target: Element): G | undefined;
  tap(target: Element, double: boolean): void;
  dragStart(grab: G): void;
  /** The drag ended over the point (x, y) in viewport coordinates; a cancel has no point. */
  drop(grab: G, point: { x: number; y: number } | null): void;
}

interface Press<G> {
  readonly pointerId: number;
  readonly target: Element;
  readonly x: number;
  readonly y: number;
  readonly grab: G | undefined;
  dragging: boolean;
}

export class Gestures<G extends Grab> {
  private press: Press<G> | null = null;
  private lastTap: { key: string; time: number } | null = null;

  constructor(private readonly host: GestureHost<G>) {}

  /** Wire these to the table element (lit `@pointerdown` etc.). */
  readonly onPointerDown = (event: PointerEvent): void => {
    // A second finger is ignored; the same pointer pressing again lost its last release.
    if (!event.isPrimary || event.button !== 0 || (this.press && this.press.pointerId !== event.pointerId)) return;
    const target = event.composedPath()[0];
    if (!(target instanceof Element)) return;
    this.press = { pointerId: event.pointerId, target, x: event.clientX, y: event.clientY, grab: this.host.grab(target), dragging: false };
    try {
      (event.currentTarget as Element).setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not track (a synthetic one): its events still bubble here.
    }
  };

  readonly onPointerMove = (event: PointerEvent): void => {
    const press = this.press;
    if (press?.pointerId !== event.pointerId || !press.grab) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.dragging) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      press.dragging = true;
      this.lastTap = null;
      this.host.dragStart(press.grab);
    }
    event.preventDefault();
    for (const element of press.grab.elements) {
      element.style.setProperty('--dx', `${dx}px`);
      element.style.setProperty('--dy', `${dy}px`);
    }
  };

  readonly onPointerUp = (event: PointerEvent): void => {
    const press = this.press;
    if (press?.pointerId !== event.pointerId) return;
    this.press = null;
    if (press.dragging) {
      this.host.drop(press.grab!, { x: event.clientX, y: event.clientY });
      return;
    }
    this.tap(press.target, event.timeStamp);
  };

  readonly onPointerCancel = (event: PointerEvent): void => {
    const press = this.press;
    if (press?.pointerId !== event.pointerId) return;
    this.press = null;
    if (press.dragging) this.host.drop(press.grab!, null);
  };

  /** A tap from the keyboard or a pointer; `time` tells double taps apart. */
  tap(target: Element, time: number): void {
    const key = tapKey(target);
    const double = this.lastTap !== null && key !== '' && this.lastTap.key === key && time - this.lastTap.time <= DOUBLE_TAP_MS;
    this.lastTap = double ? null : { key, time };
    this.host.tap(target, double);
  }
}

/** The same card on the same pile (or the same empty place) is the same tap target. */
function tapKey(target: Element): string {
  const pile = target.closest('[data-pile]')?.getAttribute('data-pile');
  if (!pile) return '';
  // The pile counts too: a card a tap sent to its foundation is not tapped there a second time.
  return `${pile}:${target.closest('[data-card]')?.getAttribute('data-card') ?? ''}`;
}

/** Clears the drag offsets set while the grabbed elements followed the pointer. */
export function release(grab: Grab): void {
  for (const element of grab.elements) {
    element.style.removeProperty('--dx');
    element.style.removeProperty('--dy');
  }
}
