import { cardStyles } from './cards/card.styles.js';
import { hostStyles } from './host.styles.js';
import { registerLayoutLengths } from './layout-properties.js';
import { stateStyles } from './states.styles.js';
import { tableStyles } from './table.styles.js';
import { toolbarStyles } from './toolbar.styles.js';

registerLayoutLengths();

/** Every game's sheets, in cascade order: a game's own sheet comes after them. */
export const styles = [hostStyles, toolbarStyles, tableStyles, cardStyles, stateStyles];
