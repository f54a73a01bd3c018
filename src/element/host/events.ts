import type { PileId } from '../../engine/index.js';

/** `move`: after every action that changes the game, and every undo. */
export interface MoveDetail {
  /** For an undo, `from`, `to` and `cards` describe the action that was undone. */
  readonly action: 'draw' | 'recycle' | 'move' | 'undo';
  readonly from?: PileId;
  readonly to?: PileId;
  /** Cards as rank + suit strings (`'TH'`), bottom first. */
  readonly cards: string[];
  /** The card turned face up by the move (or turned back down by the undo). */
  readonly flipped: string | null;
  /** The change of score this action caused. */
  readonly points: number;
  readonly score: number;
  readonly moves: number;
  readonly dealCode: string;
}

/** What every game's `win` says; a game adds how it was played. */
export interface WinDetail {
  readonly score: number;
  readonly moves: number;
  readonly elapsedMs: number;
  readonly dealCode: string;
}

/** What every game's `new-game` says; a game adds how it is played. */
export interface NewGameDetail {
  readonly dealCode: string;
}

/**
 * Typed listeners on one element for its own events. The names are as common as `move`, so they
 * stay out of the global `HTMLElementEventMap`, where they would clash with a host's own.
 */
export interface TypedEvents<Element, Events> {
  addEventListener<K extends keyof Events>(type: K, listener: (this: Element, event: Events[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: Element, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof Events>(type: K, listener: (this: Element, event: Events[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: Element, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Every element's events bubble out of its shadow root. */
export function solitaireEvent(type: string, detail: unknown): CustomEvent {
  return new CustomEvent(type, { detail, bubbles: true, composed: true });
}
