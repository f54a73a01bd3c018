// The element's figures in headless Chromium: bundle size, load to a dealt table, drag frames,
// how soon an Arabic page shows its table and its words, how each game fits its space, and the
// first card on screen.
// `npm run bench:element` rebuilds the bundle first; run alone, this expects dist/ to be fresh.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { constants, gzipSync } from 'node:zlib';
import { bundleFiles } from '../scripts/bundle-files.mjs';
import { chromiumPath } from '../scripts/chromium.mjs';
import { hostPage, isDealt, launchChromium, serve, settle } from '../scripts/browser.mjs';
import { bundleShares } from './bundle-shares.mjs';
import { flightRows, measureFlights } from './card-flights.mjs';
import { dragRows, measureDrag } from './drag-frames.mjs';
import { verdict } from './figures.mjs';
import { firstCardRows, measureFirstCard } from './first-card.mjs';
import { languageRows, measureLanguageLoads } from './language-timing.mjs';
import { loadRows, measureLoads } from './load-timing.mjs';
import { fitRows, measureFits } from './table-fit.mjs';

const KB = 1000;
/** The package's ceiling for what a Klondike page fetches before its first table; `npm run size` enforces it. */
const FIRST_TABLE_CEILING = 30_000;
const LOAD_RUNS = 21;
// A frame is easily stretched by another process on a small machine; the median of a few drags
// shows the element's cost, and every drag's figure is printed next to it.
const DRAG_RUNS = 3;
const LANGUAGE_RUNS = 5;
const LANDING_RUNS = 9;
const DEAL_RUNS = 7;
const FIRST_CARD_RUNS = 9;
/** An ordinary mobile network: every request, the page's own included, takes this long. */
const MOBILE_LATENCY_MS = 300;
/** The modules the size report names, costliest first. */
const SHARES_SHOWN = 16;

// The bundle and the chunks it imports: what a page fetches before the first table.
const { firstTable } = bundleFiles('klondike-solitaire.bundled.js');
const gzipBytes = firstTable.reduce((sum, path) => sum + gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }).length, 0);

const server = await serve((url) => {
  const lang = url.searchParams.get('lang');
  const tag = url.searchParams.get('tag') ?? undefined;
  const dealCode = url.searchParams.get('deal');
  return hostPage({
    script: !url.searchParams.has('noscript'),
    htmlAttributes: lang ? { lang } : {},
    tag,
    attributes: dealCode ? { 'deal-code': dealCode } : {},
    layout: url.searchParams.get('layout') ?? undefined,
  });
});
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const loads = await measureLoads(page, `${server.origin}/?noscript`, LOAD_RUNS);
  // The same on an Arabic page: the cards must not wait for the translation's module.
  const arabicLoads = await measureLoads(page, `${server.origin}/?noscript&lang=ar`, LOAD_RUNS);
  const drags = [];
  for (let run = 0; run < DRAG_RUNS; run++) drags.push(await measureDrag(page, server.origin));
  const flights = await measureFlights(page, server.origin, { landingRuns: LANDING_RUNS, dealRuns: DEAL_RUNS });
  const languages = await measureLanguageLoads(
    browser,
    [
      { name: 'lang="ar", loopback', url: `${server.origin}/?lang=ar`, lang: 'ar', latencyMs: 0 },
      { name: `lang="ar", ${MOBILE_LATENCY_MS} ms per request`, url: `${server.origin}/?lang=ar`, lang: 'ar', latencyMs: MOBILE_LATENCY_MS },
    ],
    LANGUAGE_RUNS,
  );
  const fits = await measureFits(browser, server.origin);
  const firstCards = await measureFirstCard(browser, server.origin, FIRST_CARD_RUNS, { isDealt, settle });
  report([
    [
      'bundle to the first table, gzip -9',
      `${(gzipBytes / KB).toFixed(2)} KB (${gzipBytes} B)`,
      `≤ ${FIRST_TABLE_CEILING} B (npm run size)`,
      verdict(gzipBytes <= FIRST_TABLE_CEILING),
    ],
    ...loadRows(loads, arabicLoads),
    ...dragRows(drags),
    ...flightRows(flights),
    ...languageRows(languages),
    ...fitRows(fits),
    ...firstCardRows(firstCards),
  ]);
  await reportShares();
} finally {
  await browser.close();
  await server.close();
}

/** Prints the figures as a table under a heading that says how busy the machine was. */
function report(figureRows) {
  const rows = [['figure', 'measured', 'goal', ''], ...figureRows];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  // Timings on a busy machine run long: say how busy it was.
  const load = loadavg()[0].toFixed(2);
  console.log(`\n<klondike-solitaire> in headless Chromium (${chromiumPath}), ${cpus().length} CPUs, load ${load}`);
  for (const [index, row] of rows.entries()) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
    if (index === 0) console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  }
}

/** Where the first table's bytes go, so a change that grows them shows which module grew. */
async function reportShares() {
  const shares = await bundleShares(firstTable);
  const width = Math.max(...shares.slice(0, SHARES_SHOWN).map((share) => share.name.length));
  console.log(`\nThe first table's gzip bytes by module (what leaving each one out would save), top ${SHARES_SHOWN} of ${shares.length}:`);
  for (const { name, bytes } of shares.slice(0, SHARES_SHOWN)) console.log(`  ${name.padEnd(width)}  ${String(bytes).padStart(5)} B`);
}
