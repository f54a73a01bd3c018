// The last step of `npm run build`: deletes the modules of dist/ that nothing published reaches.
// tsc writes a file for every source, and a module of types only becomes an empty `.js` no code
// imports, while a declaration no entry's types mention is a declaration no host reads.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** What a host loads by name: every `exports` target and the fields CDNs and tools read. */
const entries = [
  ...Object.values(manifest.exports).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target))),
  ...['main', 'module', 'types', 'jsdelivr', 'unpkg'].map((field) => manifest[field]),
].map((file) => join(root, file));

/** A module named in quotes: an import, an export from, an `import()`, a worker's `new URL`. */
const NAMED = /["']((?:\.{1,2}\/)?[\w./-]+\.js)["']/g;

const reached = new Set(entries.filter((file) => existsSync(file)));
for (const file of reached) {
  const declaration = file.endsWith('.d.ts');
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(NAMED)) {
    const named = join(dirname(file), specifier);
    // A declaration's `./x.js` is the declaration `./x.d.ts`, as TypeScript resolves it.
    const target = declaration ? named.replace(/\.js$/, '.d.ts') : named;
    if (target.startsWith(dist) && existsSync(target)) reached.add(target);
  }
}

const modules = readdirSync(dist, { recursive: true })
  .map((file) => join(dist, file))
  .filter((file) => /\.(js|d\.ts)$/.test(file));
const unreached = modules.filter((file) => !reached.has(file));
for (const file of unreached) rmSync(file);
console.log(`dist/: deleted ${unreached.length} modules nothing published reaches (${unreached.map((file) => relative(dist, file)).join(', ')})`);
