// npm run bench:leaks — 1,000 create / attach / play / remove cycles of the bundled element in
// headless Chromium, with the heap and the DOM counters read over the DevTools protocol after a
// forced garbage collection before and after; then a real page reload with a storage-key, which
// must bring the same game back. Prints the figures; exits 1 when the counters grew or the game
// did not come back.
import { hostPage, launchChromium, serve, settle } from '../scripts/browser.mjs';

const CYCLES = Number(process.env.CYCLES ?? 1000);
const VECTOR = 'KL1-D1N-AAAAAAG';

const server = await serve(() => hostPage({ attributes: { 'deal-code': VECTOR, 'storage-key': 'reload-check' } }));
const browser = await launchChromium();
let failed = false;
try {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/`);
  await page.waitForFunction(() => customElements.get('klondike-solitaire'));
  await settle(page);
  const cdp = await page.context().newCDPSession(page);

  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes, jsEventListeners, documents } = await cdp.send('Memory.getDOMCounters');
    return { heapKB: Math.round(usedSize / 1024), nodes, jsEventListeners, documents };
  };

  // A few cycles first, so lazily built things (lit's template cache, the styles) are in the baseline.
  const cycle = (count) =>
    page.evaluate(async (count) => {
      for (let i = 0; i < count; i++) {
        const el = document.createElement('klondike-solitaire');
        el.setAttribute('deal-code', 'KL1-D1N-AAAAAAG');
        if (i % 2) el.setAttribute('storage-key', `leak-${i % 3}`);
        document.body.append(el);
        await el.updateComplete;
        el.move('tableau-5', 'tableau-6');
        el.turnStock();
        el.hint();
        await el.updateComplete;
        el.remove();
      }
    }, count);
  await cycle(20);
  const before = await measure();
  const started = performance.now();
  await cycle(CYCLES);
  const seconds = (performance.now() - started) / 1000;
  const after = await measure();
  console.log(`${CYCLES} create / attach / play / remove cycles in ${seconds.toFixed(1)} s`);
  console.table({ before, after });
  const grew = after.nodes - before.nodes > 50 || after.jsEventListeners > before.jsEventListeners || after.heapKB - before.heapKB > 1024;
  if (grew) {
    console.error('the element leaves things behind after it is removed');
    failed = true;
  }

  // A real reload: play, reload the page, the same game is on the table.
  await page.evaluate(() => localStorage.removeItem('klondike-solitaire:reload-check:game'));
  await page.reload();
  await page.waitForFunction(() => customElements.get('klondike-solitaire'));
  const played = await page.evaluate(() => {
    const el = document.querySelector('klondike-solitaire');
    el.move('tableau-5', 'tableau-6');
    el.turnStock();
    return { ...el.state, elapsedMs: 0 };
  });
  await page.reload();
  await page.waitForFunction(() => customElements.get('klondike-solitaire'));
  const resumed = await page.evaluate(() => ({ ...document.querySelector('klondike-solitaire').state, elapsedMs: 0 }));
  const same = JSON.stringify(resumed) === JSON.stringify(played);
  console.log(
    `real page reload with storage-key: ${same ? 'the same game came back' : 'a different game came back'} (${played.moves} moves, score ${played.score})`,
  );
  if (!same) failed = true;
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
