/**
 * FLIP animations with the Web Animations API: measure where the cards are (First,
 * `card-places.ts`), let lit move them (Last), then play each card from its old place to its new
 * one (Invert, Play). Only transforms are animated, so no frame lays the page out again.
 * Everything is instant for players who ask for reduced motion.
 */

import { cardElements, type Measured, reducedMotion } from './card-places.js';

/** The animations these functions started, so a press can land them and leave others be. */
const moving = new WeakSet<Animation>();

const MOVE_MS = 200;
/** Cards fly above the piles they pass over. */
const FLYING = 1000;

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
