import type { Measured } from '../view/cards/card-places.js';
import { playDeal, playFrom, shake } from '../view/cards/flip.js';
import { tableLabels } from '../view/table-labels.js';
import { type KeyboardActions, type KeyboardElement, KeyboardInput } from './keyboard-input.js';
import { type PointerActions, PointerInput } from './pointer-input.js';

export { selectionStyles } from '../view/selection.styles.js';

/**
 * Everything the table does once a player touches it: pointer and keyboard play, the cards'
 * moves, and what a screen reader hears of the cards. One lazy chunk, fetched while the first
 * table is drawn: the table is seen before it is played or read, so the first load pays only for
 * what it shows.
 *
 * @internal
 */
export class TableInput {
  readonly keyboard: KeyboardInput;
  readonly pointer: PointerInput;
  /** A refused move: the cards shake where they are. */
  readonly shake = shake;
  readonly labels = tableLabels;

  constructor(element: KeyboardElement & { readonly isConnected: boolean }, actions: KeyboardActions & Omit<PointerActions, 'keepFocus'>) {
    this.keyboard = new KeyboardInput(element, actions);
    this.pointer = new PointerInput(element, { ...actions, keepFocus: () => this.keyboard.keepFocus() });
  }

  /** After a render, the cards play from where `before` saw them; after a deal, one by one onto `felt`. */
  playFrom(root: ParentNode, before: Map<number, Measured>, felt: HTMLElement | null): void {
    if (felt) playDeal(root, before, felt);
    else playFrom(root, before);
  }
}
