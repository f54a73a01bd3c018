// `npm run size`, after `npm run build`: what each bundle costs a page over the network,
// compressed file by file as a server sends them: what the first table needs (the bundle and
// the chunks it imports), then every lazy chunk it can fetch later (dialogs, the solver and its
// worker, each language); and both games on one page, which share their chunks. Fails over a budget.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bundleFiles, dist } from './bundle-files.mjs';

/**
 * The gzip bytes a page may fetch: `firstTable` before the first deal, `all` with every lazy
 * chunk as well. Raise one only with the reason in the commit that does; Klondike's first table
 * is the package's ceiling, which is not raised: what the first table does not show goes in a
 * lazy chunk.
 */
const BUDGETS = {
  'klondike-solitaire.bundled.js': { firstTable: 30_000, all: 88_000 },
  'bakers-dozen-solitaire.bundled.js': { firstTable: 30_700, all: 77_800 },
  both: { firstTable: 33_200, all: 100_000 },
};
/** What a page with both games may fetch, at most, for each one Klondike alone fetches. */
const BOTH_OVER_KLONDIKE = 1.3;

/** A file's sizes: as written, gzip -9, and brotli at its best. */
function sizes(path) {
  const content = readFileSync(path);
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
  };
}

const total = (files) => ['raw', 'gzip', 'brotli'].reduce((sum, key) => ({ ...sum, [key]: files.reduce((bytes, path) => bytes + sizes(path)[key], 0) }), {});
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

/** Prints the files of a page and their sums against `budget`; returns the sums. */
function reportPage(title, { firstTable, later, fallback }, budget) {
  console.log(`${title.padEnd(44)}${'raw'.padStart(10)}  ${'gzip -9'.padStart(10)}  ${'brotli'.padStart(10)}  gzip budget`);
  for (const path of firstTable) report(`  ${shortName(path)}`, sizes(path));
  const first = total(firstTable);
  report(`  to the first table, ${firstTable.length} files`, first, budget.firstTable);
  for (const path of later) report(`    ${shortName(path)}`, sizes(path));
  const all = total([...firstTable, ...later]);
  report(`  with its ${later.length} lazy files`, all, budget.all);
  if (fallback.length > 0) console.log('  instead of a worker file that did not load');
  for (const path of fallback) report(`    ${shortName(path)}`, sizes(path));
  console.log();
  return { first, all };
}

const pages = {};
for (const bundle of Object.keys(BUDGETS).filter((name) => name !== 'both')) {
  if (!existsSync(`${dist}${bundle}`)) {
    console.error(`dist/${bundle} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  pages[bundle] = bundleFiles(bundle);
  pages[bundle].sums = reportPage(bundle, pages[bundle], BUDGETS[bundle]);
}

const [klondike, bakersDozen] = Object.values(pages);
const union = (a, b) => [...new Set([...a, ...b])];
const bothFirst = union(klondike.firstTable, bakersDozen.firstTable);
const both = reportPage(
  'both games on one page',
  {
    firstTable: bothFirst,
    later: union(klondike.later, bakersDozen.later).filter((path) => !bothFirst.includes(path)),
    fallback: union(klondike.fallback, bakersDozen.fallback),
  },
  BUDGETS.both,
);
for (const [stage, key] of [
  ['to the first table', 'first'],
  ['with every lazy file', 'all'],
]) {
  const ratio = both[key].gzip / klondike.sums[key].gzip;
  const verdict = ratio > BOTH_OVER_KLONDIKE ? '  OVER' : '';
  console.log(
    `both games over Klondike alone, ${stage}: ${ratio.toFixed(2)} × gzip, ${(both[key].raw / klondike.sums[key].raw).toFixed(2)} × raw (at most ${BOTH_OVER_KLONDIKE} × gzip)${verdict}`,
  );
  if (verdict) over++;
}

if (over > 0) {
  console.error(`${over} size budget${over === 1 ? '' : 's'} exceeded (scripts/check-size.mjs, BUDGETS).`);
  process.exit(1);
}
