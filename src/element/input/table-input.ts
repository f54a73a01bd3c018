import type { Measured } from '../view/card-places.js';
import { playDeal, playFrom, shake } from '../view/flip.js';
import { type KeyboardActions, type KeyboardElement, KeyboardInput } from './keyboard-input.js';
import { type PointerActions, PointerInput } from './pointer-input.js';

/**
 * Everything the table does once a player touches it: pointer and keyboard play, and the cards'
 * moves. One lazy chunk, fetched while the first table is drawn: the table is seen before it is
 * played, so the first load pays only for what it shows.
 */
export class TableInput {
  readonly keyboard: KeyboardInput;
  readonly pointer: PointerInput;
  /** A refused move: the cards shake where they are. */
  readonly shake = shake;

  constructor(element: KeyboardElement & { readonly isConnected: boolean }, keyboard: KeyboardActions, pointer: PointerActions) {
    this.keyboard = new KeyboardInput(element, keyboard);
    this.pointer = new PointerInput(element, pointer);
  }

  /** After a render, the cards play from where `before` saw them; after a deal, one by one onto `felt`. */
  playFrom(root: ParentNode, before: Map<number, Measured>, felt: HTMLElement | null): void {
    if (felt) playDeal(root, before, felt);
    else playFrom(root, before);
  }
}
