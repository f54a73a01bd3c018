/**
 * The `<klondike-solitaire>` element: importing this module defines it (its only side effect).
 * Loading it twice, say once bundled and once from npm, only warns.
 */
import { KlondikeSolitaire } from './element/klondike/klondike-solitaire.js';

export * from './index.js';

export const TAG_NAME = 'klondike-solitaire';

if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, KlondikeSolitaire);
else console.warn(`<${TAG_NAME}> is already defined; this copy of the script was not used.`);

declare global {
  interface HTMLElementTagNameMap {
    'klondike-solitaire': KlondikeSolitaire;
  }
}
