/**
 * Where the cards are: each rendered card element carries its card (`flipKey`), so the cards'
 * places can be measured before an action and the animations (flip.ts, a lazy chunk) can play
 * each card from its old place to its new one.
 */

import { noChange } from 'lit';
import { Directive, type ElementPart, type PartInfo, PartType, directive } from 'lit/directive.js';

/** Each rendered card element's card number, face-down cards too: the DOM never shows which card a back hides. */
const flipKeys = new WeakMap<Element, number>();

class FlipKey extends Directive {
  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('flipKey() marks an element');
  }

  render(_card: number): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [card]: [number]): typeof noChange {
    flipKeys.set(part.element, card);
    return noChange;
  }
}

/** Marks a card element with its card, for the animation to follow it (a plain directive: no attribute, no async machinery). */
export const flipKey = directive(FlipKey);

/** @internal */
export interface Measured {
  readonly rect: DOMRect;
  readonly faceUp: boolean;
}

/** Players who ask for reduced motion see every change at once. */
export function reducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function cardElements(root: ParentNode): [HTMLElement, number][] {
  return [...root.querySelectorAll<HTMLElement>('.card')].flatMap((card) => {
    const key = flipKeys.get(card);
    return key === undefined ? [] : [[card, key] as [HTMLElement, number]];
  });
}

export function measure(root: ParentNode): Map<number, Measured> {
  const places = new Map<number, Measured>();
  for (const [card, key] of cardElements(root)) {
    places.set(key, { rect: card.getBoundingClientRect(), faceUp: card.hasAttribute('data-card') });
  }
  return places;
}
