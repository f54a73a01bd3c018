/**
 * One gesture model for mouse, touch and pen (Pointer Events): a press that moves less than
 * `DRAG_THRESHOLD` pixels is a tap, two taps on the same thing or the same spot within
 * `DOUBLE_TAP_MS` a double tap, and a press that moves further drags what it grabbed. The table
 * element captures the pointer, so a drag keeps following it outside the cards and even outside
 * the element.
 *
 * A press never outlives its pointer: it ends on a release anywhere on the page, and is given up
 * (a drag's cards go back) when the table loses the capture (the host took the pointer, or the
 * element left the page: `cancel()`) or the window loses the focus, whose release may never come.
 */

import { DOUBLE_TAP_MS, DOUBLE_TAP_SLOP, DRAG_THRESHOLD } from './press-limits.js';

/** What a press picked up: the elements that follow the pointer while it drags. */
export interface Grab {
  readonly elements: readonly HTMLElement[];
}

export interface GestureHost<G extends Grab> {
  /** What a press at `point` acts on, `hit` being what the browser found there. */
  target(hit: Element, point: Point): Element;
  /** What pressing on `target` would drag, or undefined when it drags nothing. */
  grab(target: Element): G | undefined;
  tap(target: Element, double: boolean): void;
  dragStart(grab: G): void;
  /** The drag ended over the point (x, y) in viewport coordinates; a cancel has no point. */
  drop(grab: G, point: Point | null): void;
}

/** A point in viewport coordinates. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

interface Press<G> {
  readonly pointerId: number;
  readonly target: Element;
  /** The element that captured the pointer. */
  readonly table: HTMLElement;
  readonly x: number;
  readonly y: number;
  readonly grab: G | undefined;
  dragging: boolean;
  /** How many screen pixels one of the table's own CSS pixels takes, measured as the drag began. */
  scale: { x: number; y: number };
}

export class Gestures<G extends Grab> {
  private press: Press<G> | null = null;
  private lastTap: { key: string; time: number; point: Point } | null = null;

  constructor(private readonly host: GestureHost<G>) {}

  /** Wire these to the table element (lit `@pointerdown`, `@pointermove`); the press listens for its own end. */
  readonly onPointerDown = (event: PointerEvent): void => {
    // A second finger is ignored. A new primary press means the last one's release never came.
    if (!event.isPrimary || event.button !== 0) return;
    const hit = event.composedPath()[0];
    if (!(hit instanceof Element)) return;
    this.cancel();
    const table = event.currentTarget as HTMLElement;
    const target = this.host.target(hit, { x: event.clientX, y: event.clientY });
    this.press = {
      pointerId: event.pointerId,
      target,
      table,
      x: event.clientX,
      y: event.clientY,
      grab: this.host.grab(target),
      dragging: false,
      scale: { x: 1, y: 1 },
    };
    // Capture phase: a release the page stops on its way still ends the press.
    addEventListener('pointerup', this.onPointerUp, true);
    addEventListener('pointercancel', this.onPointerCancel, true);
    addEventListener('blur', this.onBlur);
    table.addEventListener('lostpointercapture', this.onLostCapture);
    try {
      table.setPointerCapture(event.pointerId);
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
      press.scale = drawnScale(press.table);
      this.lastTap = null;
      this.host.dragStart(press.grab);
    }
    event.preventDefault();
    for (const element of press.grab.elements) {
      element.style.setProperty('--dx', `${dx / press.scale.x}px`);
      element.style.setProperty('--dy', `${dy / press.scale.y}px`);
    }
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    if (this.press?.pointerId !== event.pointerId) return;
    const press = this.end()!;
    if (press.dragging) {
      this.host.drop(press.grab!, { x: event.clientX, y: event.clientY });
      return;
    }
    this.tap(press.target, event.timeStamp, { x: event.clientX, y: event.clientY });
  };

  private readonly onPointerCancel = (event: PointerEvent): void => {
    if (this.press?.pointerId === event.pointerId) this.cancel();
  };

  private readonly onLostCapture = (event: PointerEvent): void => {
    // The table's own capture, not a card's given up to it as the press began.
    if (event.target === this.press?.table && event.pointerId === this.press.pointerId) this.cancel();
  };

  private readonly onBlur = (): void => this.cancel();

  /** Gives up the press: a drag's cards go back where they were. */
  cancel(): void {
    const press = this.end();
    if (press?.dragging) this.host.drop(press.grab!, null);
  }

  /** Forgets the press and stops listening for its end; returns it. */
  private end(): Press<G> | null {
    const press = this.press;
    if (!press) return null;
    this.press = null;
    removeEventListener('pointerup', this.onPointerUp, true);
    removeEventListener('pointercancel', this.onPointerCancel, true);
    removeEventListener('blur', this.onBlur);
    press.table.removeEventListener('lostpointercapture', this.onLostCapture);
    return press;
  }

  /** A tap; `time` and `point` tell double taps apart. */
  private tap(target: Element, time: number, point: Point): void {
    const last = this.lastTap;
    const key = tapKey(target);
    const samePlace = last !== null && ((key !== '' && last.key === key) || Math.hypot(point.x - last.point.x, point.y - last.point.y) <= DOUBLE_TAP_SLOP);
    const double = samePlace && time - last.time <= DOUBLE_TAP_MS;
    this.lastTap = double ? null : { key, time, point };
    this.host.tap(target, double);
  }
}

/**
 * How much larger than its own CSS pixels the page draws `element`: a host's `transform: scale()`
 * or `zoom` on an ancestor. The cards' offsets are in the element's pixels, the pointer's on screen.
 */
function drawnScale(element: HTMLElement): { x: number; y: number } {
  const rect = element.getBoundingClientRect();
  // `offsetWidth` is rounded to whole pixels: a difference within that rounding is no scale.
  const ratio = (drawn: number, own: number): number => (own === 0 || Math.abs(drawn - own) <= 0.5 ? 1 : drawn / own);
  return { x: ratio(rect.width, element.offsetWidth), y: ratio(rect.height, element.offsetHeight) };
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
