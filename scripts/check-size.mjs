// `npm run size`, after `npm run build`: what each single-file bundle costs a page over the
// network, the bundle itself and every lazy chunk it can fetch later (dialogs, the solver and its
// worker, each language), compressed as a server would send them. Fails over a budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The gzip bytes each bundle may weigh: `entry` is what a page loads before the first deal,
 * `all` adds every lazy chunk. Raise one only with the reason in the commit that does.
 */
const BUDGETS = {
  'klondike-solitaire.bundled.js': { entry: 30_500, all: 75_000 },
  'bakers-dozen-solitaire.bundled.js': { entry: 24_500, all: 67_500 },
};

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** A file's sizes: as written, gzip -9, and brotli at its best. */
function sizes(path) {
  const content = readFileSync(path);
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
  };
}

/**
 * The files a bundle can load, itself first: every `import('./…js')`, `from './…js'` and
 * `new URL('…js', import.meta.url)` in the built code names one relative to the file it is in.
 */
function loadableFiles(entry) {
  const found = [entry];
  for (let index = 0; index < found.length; index++) {
    const code = readFileSync(found[index], 'utf8');
    for (const [, specifier] of code.matchAll(/["'`]((?:\.{1,2}\/)?[\w./-]+\.js)["'`]/g)) {
      const path = join(dirname(found[index]), specifier);
      if (path.startsWith(dist) && existsSync(path) && !found.includes(path)) found.push(path);
    }
  }
  return found;
}

const bytes = (count) => `${count.toLocaleString('en')} B`.padStart(10);
/** Chunk names without rollup's content hash, so two builds' figures compare line by line. */
const shortName = (path) => relative(dist, path).replace(/-[\w-]{8}\.js$/, '.js');

let over = 0;
/** Prints one line of figures, with its budget when it has one. */
function report(name, { raw, gzip, brotli }, budget) {
  const verdict = budget === undefined ? '' : `  ${bytes(budget)}${gzip > budget ? '  OVER' : ''}`;
  console.log(`${name.padEnd(44)}${bytes(raw)}  ${bytes(gzip)}  ${bytes(brotli)}${verdict}`);
  if (budget !== undefined && gzip > budget) over++;
}

for (const [bundle, budget] of Object.entries(BUDGETS)) {
  const entry = join(dist, bundle);
  if (!existsSync(entry)) {
    console.error(`dist/${bundle} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const [first, ...chunks] = loadableFiles(entry).map((path) => ({ name: shortName(path), ...sizes(path) }));
  const sum = (key) => [first, ...chunks].reduce((total, file) => total + file[key], 0);
  console.log(`${'file'.padEnd(44)}${'raw'.padStart(10)}  ${'gzip -9'.padStart(10)}  ${'brotli'.padStart(10)}  gzip budget`);
  report(first.name, first, budget.entry);
  for (const chunk of chunks) report(`  ${chunk.name}`, chunk);
  report(`  with its ${chunks.length} lazy chunks`, { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') }, budget.all);
  console.log();
}

if (over > 0) {
  console.error(`${over} size budget${over === 1 ? '' : 's'} exceeded (scripts/check-size.mjs, BUDGETS).`);
  process.exit(1);
}
