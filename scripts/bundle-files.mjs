// Which files of dist/ a bundle makes a page fetch, read from the built code: `npm run size` and
// the element bench weigh them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** `import"./…js"` and `from"./…js"`: what a module needs before it runs. */
const STATIC_IMPORT = /\b(?:import|from)\s*["'](\.{1,2}\/[\w./-]+\.js)["']/g;
/** Any file name in quotes: a static or dynamic `import`, a worker's `new URL('…js', import.meta.url)`. */
const ANY_FILE = /["'`]((?:\.{1,2}\/)?[\w./-]+\.js)["'`]/g;

/** The files of dist/ that `pattern` names in the file at `path`, each relative to it. */
function named(path, pattern) {
  const code = readFileSync(path, 'utf8');
  return [...code.matchAll(pattern)].map(([, specifier]) => join(dirname(path), specifier)).filter((file) => file.startsWith(dist) && existsSync(file));
}

/** `start`, then every file `pattern` names in a file already found, once each. */
function closure(start, pattern) {
  const found = [...start];
  for (let index = 0; index < found.length; index++) {
    for (const file of named(found[index], pattern)) if (!found.includes(file)) found.push(file);
  }
  return found;
}

/** A worker's script as text, which the solver fetches only when the worker's own file did not load. */
const WORKER_TEXT = /-worker-source\.js$/;

/**
 * The files of the bundle `dist/<name>`: `firstTable`, itself and what it imports (the browser
 * fetches them all before any of the code runs, so before the first deal), `later`, what its
 * code can fetch afterwards (dialogs, words, languages, the solver and its worker), and
 * `fallback`, the workers' text, fetched instead of a worker's file that did not load.
 */
export function bundleFiles(name) {
  const firstTable = closure([join(dist, name)], STATIC_IMPORT);
  const lazy = closure(firstTable, ANY_FILE).slice(firstTable.length);
  return { firstTable, later: lazy.filter((file) => !WORKER_TEXT.test(file)), fallback: lazy.filter((file) => WORKER_TEXT.test(file)) };
}
