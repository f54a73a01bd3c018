/**
 * The layout's lengths, registered so that each is worked out once where it is declared and
 * inherited as a plain length: left unregistered, every card would evaluate the whole chain of
 * container-unit formulas behind its width and its place in the fan, which makes each new deal
 * several times slower to lay out. Registered lengths also keep their meaning inside any element
 * that is itself a query container. The names are the element's own, as registration is page-wide.
 */
const LENGTHS = ['gap', 'bar-h', 'wide-h', 'avail-h', 'card-h', 'card-w', 'room', 'down-step', 'up-step'];

export function registerLayoutLengths(): void {
  for (const name of LENGTHS) {
    try {
      CSS.registerProperty({ name: `--klondike-layout-${name}`, syntax: '<length>', inherits: true, initialValue: '0px' });
    } catch {
      // Registered already, by the other game's bundle or another copy: the same definition.
    }
  }
}
