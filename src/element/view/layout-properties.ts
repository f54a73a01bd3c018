/**
 * The layout's lengths, registered so that each is worked out once where it is declared and
 * inherited as a plain length: left unregistered, every card would evaluate the whole chain of
 * container-unit formulas behind its width and its place in the fan, which makes each new deal
 * several times slower to lay out. Registered lengths also keep their meaning inside any element
 * that is itself a query container. Registration is page-wide: the names are the element's
 * own (`--kl-`), never a host's.
 */
const LENGTHS = ['gap', 'bar', 'wide', 'avail', 'h', 'w', 'room', 'down', 'up'];

export function registerLayoutLengths(): void {
  for (const name of LENGTHS) {
    try {
      CSS.registerProperty({ name: `--kl-${name}`, syntax: '<length>', inherits: true, initialValue: '0px' });
    } catch {
      // Registered already, by the other game's bundle or another copy: the same definition.
    }
  }
}
