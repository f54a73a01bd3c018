/**
 * FLIP animations with the Web Animations API: measure where the cards are (First), let lit move
 * them (Last), then play each card from its old place to its new one (Invert, Play). Only
 * transforms are animated, so no frame lays the page out again. Everything is instant for
 * players who ask for reduced motion.
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

export interface Measured {
  readonly rect: DOMRect;
  readonly faceUp: boolean;
}

/** The animations these functions started, so a press can land them and leave others be. */
const moving = new WeakSet<Animation>();

const MOVE_MS = 200;
/** Cards fly above the piles they pass over. */
const FLYING = 1000;

export function reducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function cardElements(root: ParentNode): [HTMLElement, number][] {
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

/** Between one dealt card's flight and the next. */
const DEAL_STAGGER_MS = 18;

/** Plays every card that moved (or turned over) since `before` from where it was; returns the flights. */
export function playFrom(root: ParentNode, before: Map<number, Measured>, stagger = 0): Animation[] {
  if (reducedMotion()) return [];
  // Every place is read before any animation starts: an animation started between two reads
  // makes the next read lay the page out again.
  const moved = cardElements(root).flatMap(([card, key]) => {
    const old = before.get(key);
    if (!old) return [];
    const now = card.getBoundingClientRect();
    const dx = old.rect.left - now.left;
    const dy = old.rect.top - now.top;
    const turned = old.faceUp !== card.hasAttribute('data-card');
    return Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5 && !turned ? [] : [{ card, from: `translate(${dx}px, ${dy}px)${turned ? ' rotateY(90deg)' : ''}` }];
  });
  return moved.map(({ card, from }, order) => {
    const flight = card.animate(
      [
        { transform: from, zIndex: FLYING },
        { transform: 'none', zIndex: FLYING },
      ],
      { duration: MOVE_MS, delay: stagger * order, easing: 'cubic-bezier(.2,.7,.3,1)', fill: 'backwards' },
    );
    moving.add(flight);
    return flight;
  });
}

/**
 * Deals the cards from `before`, one after another. Until the last lands the felt takes touches as
 * the cards do, without panning the page: a finger pressing where a card is about to land drags it.
 */
export function playDeal(root: ParentNode, before: Map<number, Measured>, felt: HTMLElement): void {
  const last = playFrom(root, before, DEAL_STAGGER_MS).at(-1);
  if (!last) return;
  felt.style.touchAction = 'none';
  const landed = (): void => {
    felt.style.removeProperty('touch-action');
  };
  last.finished.then(landed, landed);
}

/** A refused move: the cards shake briefly where they are, a polite "no". */
export function shake(cards: readonly HTMLElement[]): void {
  if (reducedMotion()) return;
  for (const card of cards) {
    const shaking = card.animate(
      [{ transform: 'none' }, { transform: 'translateX(-4px)' }, { transform: 'translateX(4px)' }, { transform: 'translateX(-2px)' }, { transform: 'none' }],
      { duration: 260, easing: 'ease-in-out' },
    );
    moving.add(shaking);
  }
}

/**
 * Every card still moving (dealt, played, shaken) jumps to its place at once; true when one was
 * moving. A press then acts on the cards where they land, not where they fly past.
 */
export function land(root: ParentNode): boolean {
  let landed = false;
  for (const [card] of cardElements(root)) {
    for (const animation of card.getAnimations()) {
      if (!moving.has(animation) || animation.playState === 'finished') continue;
      animation.finish();
      landed = true;
    }
  }
  return landed;
}
