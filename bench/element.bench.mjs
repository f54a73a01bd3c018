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
import { firstCardRows, measureFirstCard } from './first-card.mjs';
import { languageRows, measureLanguageLoads } from './language-timing.mjs';

const KB = 1000;
/** The package's ceiling for what a Klondike page fetches before its first table; `npm run size` enforces it. */
const FIRST_TABLE_CEILING = 30_000;
const LOAD_RUNS = 21;
const DRAG_MS = 2000;
// A frame is easily stretched by another process on a small machine; the median of a few drags
// shows the element's cost, and every drag's figure is printed next to it.
const DRAG_RUNS = 3;
const LANGUAGE_RUNS = 5;
const LANDING_RUNS = 9;
const DEAL_RUNS = 7;
// KL1-D1N-AAAAAAG: a click on the A♣ ending column 4 sends it home.
const LANDING = { dealCode: 'KL1-D1N-AAAAAAG', card: 'AC' };
const FIRST_CARD_RUNS = 9;
/** An ordinary mobile network: every request, the page's own included, takes this long. */
const MOBILE_LATENCY_MS = 300;
/** The modules the size report names, costliest first. */
const SHARES_SHOWN = 16;
/** Random legal moves played to see whether the table's height moves, at each width. */
const RANDOM_MOVES = 150;
const FIT_SEED = 2020;
const FIT_GAMES = [
  { tag: 'klondike-solitaire', dealCode: 'KL1-D1N-AAAAAAG' },
  { tag: 'bakers-dozen-solitaire', dealCode: 'BD1-AAAAAAG' },
];

// Deal KL1-D1N-AAAAAAA, then this line, leaves Q♠ J♥ 10♣ … 2♠ A♦ (12 cards) face up on column 5.
// Found by a random search with the engine, then pruned; deal codes never change (docs/deal-code.md),
// so the line stays valid. `D` taps the stock, `t3>t5:5` moves five cards from column 3 to 5.
const LONG_RUN = {
  dealCode: 'KL1-D1N-AAAAAAA',
  column: 'tableau-5',
  line:
    't5>t3 t4>t5 t5>t6:2 t6>t5:3 t5>t6 t5>t3:3 D D D D D D D D D D w>t5 t3>t5:5 D D t6>t5 w>t5 D D t2>t5 ' +
    't5>t6:3 D w>t5 w>t2 D D D D D D D t6>t5:2 w>t2 t2>t5 t5>t6:3 t6>t2 t6>t5:2 t1>t2 t2>t5:2',
};

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
  const loads = [];
  for (let run = 0; run < LOAD_RUNS; run++) {
    await page.goto(`${server.origin}/?noscript`);
    loads.push(await page.evaluate(timeLoad));
  }
  // The same on an Arabic page: the cards must not wait for the translation's module.
  const arabicLoads = [];
  for (let run = 0; run < LOAD_RUNS; run++) {
    await page.goto(`${server.origin}/?noscript&lang=ar`);
    arabicLoads.push(await page.evaluate(timeLoad));
  }
  const drags = [];
  for (let run = 0; run < DRAG_RUNS; run++) drags.push(await measureDrag(page));
  const handRows = await measureHand(page);
  const languages = await measureLanguageLoads(
    browser,
    [
      { name: 'lang="ar", loopback', url: `${server.origin}/?lang=ar`, lang: 'ar', latencyMs: 0 },
      { name: `lang="ar", ${MOBILE_LATENCY_MS} ms per request`, url: `${server.origin}/?lang=ar`, lang: 'ar', latencyMs: MOBILE_LATENCY_MS },
    ],
    LANGUAGE_RUNS,
  );
  const fits = [];
  for (const game of FIT_GAMES) fits.push(await measureFit(browser, game));
  const firstCards = await measureFirstCard(browser, server.origin, FIRST_CARD_RUNS, { isDealt, settle });
  report(gzipBytes, loads, arabicLoads, drags, [...handRows, ...languageRows(languages), ...fitRows(fits), ...firstCardRows(firstCards)]);
  await reportShares();
} finally {
  await browser.close();
  await server.close();
}

/** In the page: from adding the bundle's script tag to the dealt table, and to its first paint. */
async function timeLoad() {
  const el = document.querySelector('klondike-solitaire');
  const dealt = () => (el.shadowRoot?.querySelectorAll('[data-card]').length ?? 0) >= 7;
  const start = performance.now();
  const script = document.createElement('script');
  script.type = 'module';
  script.src = '/dist/klondike-solitaire.bundled.js';
  document.head.append(script);
  await customElements.whenDefined('klondike-solitaire');
  await el.updateComplete;
  if (!dealt()) {
    // Cards may arrive after the first update; a mutation observer sees them without polling.
    await new Promise((resolve) => {
      const observer = new MutationObserver(() => dealt() && (observer.disconnect(), resolve()));
      observer.observe(el.shadowRoot, { childList: true, subtree: true, attributes: true });
    });
  }
  const ready = performance.now() - start;
  await afterNextPaint();
  return { ready, painted: performance.now() - start };

  function afterNextPaint() {
    return new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      }),
    );
  }
}

/** `pointerup` → card landed, and the deal's length: the report's rows. */
async function measureHand(page) {
  await page.goto(server.origin);
  await page.waitForFunction(isDealt);
  const landings = [];
  for (let run = 0; run < LANDING_RUNS; run++) {
    await page.evaluate(({ dealCode }) => document.querySelector('klondike-solitaire').newGame({ dealCode }), LANDING);
    await settle(page);
    const at = await page.evaluate(armLanding, LANDING.card);
    await page.mouse.click(at.x, at.y);
    landings.push(await page.evaluate(landed, LANDING.card));
  }
  const deals = [];
  for (let run = 0; run < DEAL_RUNS; run++) {
    await settle(page);
    deals.push(await page.evaluate(timeDeal, LANDING.dealCode));
  }
  const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ms = (value) => `${value.toFixed(1)} ms`;
  const each = (runs, key) => runs.map((run) => run[key].toFixed(0)).join(', ');
  return [
    [
      `pointerup handled → first DOM change, median of ${LANDING_RUNS}`,
      `${ms(median(landings.map((run) => run.changed)))} (the event reached the page ${ms(median(landings.map((run) => run.delivered)))} after its timestamp)`,
      '',
      '',
    ],
    [`pointerup → card landed, median of ${LANDING_RUNS}`, `${ms(median(landings.map((run) => run.landed)))} (${each(landings, 'landed')})`, '', ''],
    [`deal length (new game → last card landed), median of ${DEAL_RUNS}`, `${ms(median(deals.map((run) => run.length)))} (${each(deals, 'length')})`, '', ''],
    ['  … as designed (the last flight’s end)', ms(deals[0].designed), '', ''],
  ];
}

/**
 * In the page: where to click `card`, and a watch for the next `pointerup` and the first change
 * of the shadow tree after it.
 */
function armLanding(card) {
  const el = document.querySelector('klondike-solitaire');
  const watch = { up: null, handled: null, changed: null };
  window.__landing = watch;
  const onUp = (event) => {
    watch.up = event.timeStamp;
    watch.handled = performance.now();
  };
  addEventListener('pointerup', onUp, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (watch.up === null) return;
    watch.changed = performance.now();
    observer.disconnect();
  });
  observer.observe(el.shadowRoot, { childList: true, subtree: true, attributes: true });
  const rect = el.shadowRoot.querySelector(`[data-card="${card}"]`).getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + Math.min(6, rect.height / 2) };
}

/**
 * In the page: once `card` has flown home, how long the `pointerup` took to reach the page, the
 * DOM took to change after it, and the flight took to end after the event's timestamp.
 */
async function landed(card) {
  const el = document.querySelector('klondike-solitaire');
  await el.updateComplete;
  const flying = el.shadowRoot.querySelector(`.foundation [data-card="${card}"]`);
  if (!flying) throw new Error(`the click did not send ${card} home`);
  await Promise.all(flying.getAnimations().map((animation) => animation.finished));
  const end = performance.now();
  const { up, handled, changed } = window.__landing;
  return { delivered: handled - up, changed: changed - handled, landed: end - up };
}

/** In the page: from a new game's deal to its last card's landing, and the deal's designed length. */
async function timeDeal(dealCode) {
  const el = document.querySelector('klondike-solitaire');
  const start = performance.now();
  await el.newGame({ dealCode });
  await el.updateComplete;
  const flights = el.shadowRoot.getAnimations();
  const designed = Math.max(...flights.map((flight) => flight.effect.getComputedTiming().endTime));
  await Promise.all(flights.map((flight) => flight.finished));
  return { length: performance.now() - start, designed };
}

async function measureDrag(page) {
  await page.goto(server.origin);
  await page.waitForFunction(isDealt);
  const setUp = await page.evaluate(playLongRunLine, LONG_RUN);
  await settle(page);
  const grip = await page.evaluate(gripPoint, setUp.column);

  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  // Past any movement threshold, so the press is a drag by the time frames are counted.
  await page.mouse.move(grip.x + 12, grip.y + 12, { steps: 4 });
  await page.evaluate(startFrameRecorder);
  const started = Date.now();
  for (let i = 0; Date.now() - started < DRAG_MS; i++) {
    const t = i / 60;
    await page.mouse.move(grip.x + 220 * Math.sin(t * 1.7), grip.y + 140 * Math.sin(t * 2.3) + 40);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  const offset = { x: 90, y: 60 };
  await page.mouse.move(grip.x + offset.x, grip.y + offset.y);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const following = await page.evaluate(countFollowing, { cards: grip.cards, offset });
  const frames = await page.evaluate(stopFrameRecorder);
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.up();
  return { ...setUp, following, ...frames };
}

/**
 * How a game fits its space: its height and the share of empty felt under the opening deal in a
 * 700px blog column, and how often its height changes over random legal moves on a 375px phone
 * and in that column.
 */
async function measureFit(browser, { tag, dealCode }) {
  const open = async (viewport, layout) => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${server.origin}/?tag=${tag}&deal=${dealCode}${layout ? `&layout=${layout}` : ''}`);
    await page.waitForFunction(isDealt);
    await settle(page);
    return page;
  };
  const blog = await open({ width: 1000, height: 1100 }, 'blog');
  const opening = await blog.evaluate(measureOpening);
  const changes = { 700: await blog.evaluate(playRandomMoves, { moves: RANDOM_MOVES, seed: FIT_SEED }) };
  await blog.close();
  const phone = await open({ width: 375, height: 740 });
  changes[375] = await phone.evaluate(playRandomMoves, { moves: RANDOM_MOVES, seed: FIT_SEED });
  await phone.close();
  return { tag, ...opening, changes };
}

/** In the page: the element's height, and the share of it below the lowest card. */
function measureOpening() {
  const el = document.querySelector('klondike-solitaire, bakers-dozen-solitaire');
  const box = el.getBoundingClientRect();
  const lowest = Math.max(...[...el.shadowRoot.querySelectorAll('.card')].map((card) => card.getBoundingClientRect().bottom));
  return { height: box.height, empty: (box.bottom - lowest) / box.height };
}

/**
 * In the page: plays random legal moves through the element's methods (a seeded shuffle of every
 * move the public API can ask for, the first the element accepts; a draw among them in Klondike)
 * and counts how often the element's height changes, and by how much at most.
 */
async function playRandomMoves({ moves, seed }) {
  const el = document.querySelector('klondike-solitaire, bakers-dozen-solitaire');
  let state = seed >>> 0;
  // mulberry32: enough for a bench's shuffle.
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const columns = el.state.tableau.length;
  const klondike = 'turnStock' in el;
  const piles = [
    ...(klondike ? ['waste'] : []),
    ...Array.from({ length: columns }, (_, i) => `tableau-${i + 1}`),
    ...[1, 2, 3, 4].map((i) => `foundation-${i}`),
  ];
  const height = () => el.getBoundingClientRect().height;
  let last = height();
  let changed = 0;
  let most = 0;
  let played = 0;
  for (let step = 0; step < moves; step++) {
    const tries = [];
    for (const from of piles) for (const to of piles) for (let count = 1; count <= (klondike ? 13 : 1); count++) tries.push([from, to, count]);
    if (klondike) tries.push(null);
    for (let i = tries.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [tries[i], tries[j]] = [tries[j], tries[i]];
    }
    if (!tries.some((move) => (move ? el.move(...move) : el.turnStock()))) break;
    played++;
    await el.updateComplete;
    const now = height();
    if (Math.abs(now - last) > 0.5) {
      changed++;
      most = Math.max(most, Math.abs(now - last));
    }
    last = now;
  }
  return { played, changed, most };
}

/** The rows of the fit figures, one game after the other. */
function fitRows(fits) {
  const px = (value) => `${value.toFixed(0)} px`;
  return fits.flatMap(({ tag, height, empty, changes }) => [
    [`<${tag}> in a 700 px column: height`, px(height), '≤ 620 px', height <= 620 ? 'ok' : 'MISSED'],
    ['  empty felt under the opening deal', `${(empty * 100).toFixed(1)} %`, '≤ 30 %', empty <= 0.3 ? 'ok' : 'MISSED'],
    ...[375, 700].map((width) => {
      const { played, changed, most } = changes[width];
      return [
        `  height changes over ${played} random moves at ${width} px`,
        `${changed}${changed ? ` (up to ${px(most)})` : ''}`,
        '0',
        changed === 0 ? 'ok' : 'MISSED',
      ];
    }),
  ]);
}

/**
 * In the page: replays the long-run line through the element's public methods. When the element
 * refuses it, the drag falls back to the longest run the table shows.
 */
function playLongRunLine({ dealCode, column, line }) {
  const el = document.querySelector('klondike-solitaire');
  const pileId = (short) => (short === 'w' ? 'waste' : `${short[0] === 't' ? 'tableau' : 'foundation'}-${short.slice(1)}`);
  let played = true;
  try {
    el.newGame({ dealCode });
    for (const word of line.split(' ')) {
      const [, from, to, count] = /^(?:D|(\w+)>(\w+)(?::(\d+))?)$/.exec(word);
      played = from ? el.move(pileId(from), pileId(to), Number(count ?? 1)) : el.turnStock();
      if (!played) break;
    }
  } catch {
    played = false;
  }
  const runs = el.state.tableau.map((pile, index) => ({ id: `tableau-${index + 1}`, length: pile.faceUp.length }));
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best));
  const target = played ? runs.find((run) => run.id === column) : longest;
  return { replayed: played, column: target.id, runLength: target.length };
}

/** In the page: a point on the visible strip of the run's bottom card, and where each card sits. */
async function gripPoint(column) {
  const el = document.querySelector('klondike-solitaire');
  const cards = [...el.shadowRoot.querySelectorAll(`[data-pile="${column}"] [data-card]`)];
  cards[0].scrollIntoView({ block: 'center' });
  await new Promise(requestAnimationFrame);
  const first = cards[0].getBoundingClientRect();
  const next = cards[1]?.getBoundingClientRect();
  const bottom = next ? Math.min(first.bottom, next.top) : first.bottom;
  return {
    x: first.left + first.width / 2,
    y: (first.top + bottom) / 2,
    cards: cards.map((card) => ({ card: card.dataset.card, top: card.getBoundingClientRect().top })),
  };
}

/**
 * In the page: how many of the run's cards moved with the pointer. A card counts wherever the
 * element draws it while dragging (in place or in a drag layer), by its `data-card`.
 */
function countFollowing({ cards, offset }) {
  const el = document.querySelector('klondike-solitaire');
  return cards.filter(({ card, top }) =>
    [...el.shadowRoot.querySelectorAll(`[data-card="${card}"]`)].some((drawn) => Math.abs(drawn.getBoundingClientRect().top - top - offset.y) < 20),
  ).length;
}

/**
 * In the page: each frame's main-thread work, the handling of the pointer events it delivers
 * (from the first listener, on window in capture, to the last, on window in bubble) plus its
 * rendering (from requestAnimationFrame to a message posted there, which runs once the frame is
 * painted), leaving out idle time between them; and the interval between frames, which shows
 * dropped frames.
 */
function startFrameRecorder() {
  const frames = [];
  let inputWork = 0;
  let inputStart = null;
  let last = null;
  let running = true;
  const onInputStart = () => (inputStart = performance.now());
  const onInputEnd = () => {
    if (inputStart !== null) inputWork += performance.now() - inputStart;
    inputStart = null;
  };
  addEventListener('pointermove', onInputStart, { capture: true });
  addEventListener('pointermove', onInputEnd);
  const onFrame = (timestamp) => {
    if (!running) return;
    const start = performance.now();
    const input = inputWork;
    inputWork = 0;
    const interval = last === null ? null : timestamp - last;
    last = timestamp;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => frames.push({ work: input + performance.now() - start, interval });
    channel.port2.postMessage(null);
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  window.__stopFrameRecorder = () => {
    running = false;
    removeEventListener('pointermove', onInputStart, { capture: true });
    removeEventListener('pointermove', onInputEnd);
    return frames;
  };
}

function stopFrameRecorder() {
  const frames = window.__stopFrameRecorder();
  const work = frames.map((frame) => frame.work).sort((a, b) => a - b);
  const intervals = frames
    .map((frame) => frame.interval)
    .filter((interval) => interval !== null)
    .sort((a, b) => a - b);
  const p95 = (sorted) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
  // At 60 Hz a frame lasts 16.7 ms; an interval of two or more means frames were skipped.
  const dropped = intervals.reduce((sum, interval) => sum + Math.max(0, Math.round(interval / (1000 / 60)) - 1), 0);
  return {
    frames: frames.length,
    dropped,
    workMax: work.at(-1),
    workP95: p95(work),
    intervalMax: intervals.at(-1),
  };
}

function report(gzip, loads, arabicLoads, drags, moreRows) {
  const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ms = (value) => `${value.toFixed(1)} ms`;
  const each = (key, format = ms) => drags.map((drag) => format(drag[key])).join(', ');
  const verdict = (ok) => (ok ? 'ok' : 'MISSED');
  const ready = median(loads.map((load) => load.ready));
  const painted = median(loads.map((load) => load.painted));
  const arabicReady = median(arabicLoads.map((load) => load.ready));
  const worst = median(drags.map((drag) => drag.workMax));
  const [{ replayed, runLength }] = drags;
  const run = replayed ? `${runLength}-card run` : `longest run on the table, ${runLength} cards (the 12-card line was refused)`;
  const rows = [
    ['figure', 'measured', 'goal', ''],
    [
      'bundle to the first table, gzip -9',
      `${(gzip / KB).toFixed(2)} KB (${gzip} B)`,
      `≤ ${FIRST_TABLE_CEILING} B (npm run size)`,
      verdict(gzip <= FIRST_TABLE_CEILING),
    ],
    [`script load → dealt table, median of ${LOAD_RUNS}`, ms(ready), '< 50 ms', verdict(ready < 50)],
    ['  … → its first paint, median', ms(painted), '', ''],
    [`  … on a lang="ar" page, median of ${LOAD_RUNS}`, ms(arabicReady), '< 50 ms', verdict(arabicReady < 50)],
    [`drag (${run}) ${DRAG_MS / 1000} s: worst frame, median of ${DRAG_RUNS}`, `${ms(worst)} (${each('workMax')})`, '< 16 ms', verdict(worst < 16)],
    ['  p95 frame', each('workP95'), '', ''],
    ['  longest frame interval', each('intervalMax'), '≈ 16.7 ms at 60 Hz', ''],
    ['  frames drawn / dropped', each('frames', String) + ' / ' + each('dropped', String), '0 dropped', ''],
    ['  cards following the pointer', `${each('following', String)} of ${runLength}`, 'all', ''],
    ...moreRows,
  ];
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
