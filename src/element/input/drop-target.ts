import type { Pile } from '../../engine/index.js';

/** A place on the page a drop can go to: a pile, as much of the page as it and its cards take. */
export interface DropPlace {
  readonly pile: Pile;
  readonly rect: DOMRect;
}

/** The smallest rectangle holding all of `rects`. */
export function union(rects: readonly DOMRect[]): DOMRect {
  const left = Math.min(...rects.map((rect) => rect.left));
  const top = Math.min(...rects.map((rect) => rect.top));
  return new DOMRect(left, top, Math.max(...rects.map((rect) => rect.right)) - left, Math.max(...rects.map((rect) => rect.bottom)) - top);
}

/** A pile's place with the cards fanned out of it. */
export function pileRect(element: Element): DOMRect {
  return union([element.getBoundingClientRect(), ...[...element.children].map((child) => child.getBoundingClientRect())]);
}

function overlap(a: DOMRect, b: DOMRect): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * docs/rules.md, "Klondike › Taps, double taps and drags": a drop counts where the dragged card
 * lies, on the place it overlaps most; undefined when it overlaps none.
 */
export function mostOverlapped(card: DOMRect, places: readonly DropPlace[]): Pile | undefined {
  let best: DropPlace | undefined;
  let most = 0;
  for (const place of places) {
    const area = overlap(card, place.rect);
    if (area > most) [best, most] = [place, area];
  }
  return best?.pile;
}
