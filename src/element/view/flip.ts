/**
 * FLIP animations with the Web Animations API: measure where the cards are (First), let lit move
 * them (Last), then play each card from its old place to its new one (Invert, Play). Only
 * transforms are animated, so no frame lays the page out again. Everything is instant for
 * players who ask for reduced motion.
 */

/** A rendered card element carries its card number, face-down cards too, without an attribute. */
export interface CardElement extends HTMLElement {
  flipKey?: number;
}

export interface Measured {
  readonly rect: DOMRect;
  readonly faceUp: boolean;
}

const MOVE_MS = 200;
/** Cards fly above the piles they pass over. */
const FLYING = 1000;

export function reducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function cardElements(root: ParentNode): CardElement[] {
  return [...root.querySelectorAll<CardElement>('.card')].filter((card) => card.flipKey !== undefined);
}

export function measure(root: ParentNode): Map<number, Measured> {
  const places = new Map<number, Measured>();
  for (const card of cardElements(root)) {
    places.set(card.flipKey!, { rect: card.getBoundingClientRect(), faceUp: card.hasAttribute('data-card') });
  }
  return places;
}

/** Plays every card that moved (or turned over) since `before` from where it was. */
export function playFrom(root: ParentNode, before: Map<number, Measured>, stagger = 0): void {
  if (reducedMotion()) return;
  let order = 0;
  for (const card of cardElements(root)) {
    const old = before.get(card.flipKey!);
    if (!old) continue;
    const now = card.getBoundingClientRect();
    const dx = old.rect.left - now.left;
    const dy = old.rect.top - now.top;
    const turned = old.faceUp !== card.hasAttribute('data-card');
    if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5 && !turned) continue;
    const from = `translate(${dx}px, ${dy}px)${turned ? ' rotateY(90deg)' : ''}`;
    card.animate(
      [
        { transform: from, zIndex: FLYING },
        { transform: 'none', zIndex: FLYING },
      ],
      { duration: MOVE_MS, delay: stagger * order++, easing: 'cubic-bezier(.2,.7,.3,1)', fill: 'backwards' },
    );
  }
}

/** A refused move: the cards shake briefly where they are, a polite "no". */
export function shake(cards: readonly HTMLElement[]): void {
  if (reducedMotion()) return;
  for (const card of cards) {
    card.animate(
      [{ transform: 'none' }, { transform: 'translateX(-4px)' }, { transform: 'translateX(4px)' }, { transform: 'translateX(-2px)' }, { transform: 'none' }],
      { duration: 260, easing: 'ease-in-out' },
    );
  }
}
