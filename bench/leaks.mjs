// npm run bench:leaks — 1,000 create / attach / play / remove cycles of the bundled element in
// headless Chromium, with the heap and the DOM counters read over the DevTools protocol after a
// forced garbage collection before and after; the nodes of one element's shadow tree after 500
// new games and after 5,000 moves; then a real page reload with a storage-key, which must bring
// the same game back. Prints the figures; exits 1 when the counters grew, the shadow tree grew
// past twice the first deal's, or the game did not come back.
import { hostPage, launchChromium, serve, settle } from '../scripts/browser.mjs';

const CYCLES = Number(process.env.CYCLES ?? 1000);
const NEW_GAMES = Number(process.env.NEW_GAMES ?? 500);
const MOVES = Number(process.env.MOVES ?? 5000);
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

  // One element lives through many deals and many moves: its shadow tree holds the table it
  // shows, not what earlier tables left behind. The cards do not animate: what is counted is the same.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const treeStarted = performance.now();
  const tree = await page.evaluate(
    async ({ newGames, moves, vector }) => {
      const nodes = (el) => {
        const walker = document.createTreeWalker(el.shadowRoot, NodeFilter.SHOW_ALL);
        let count = 0;
        while (walker.nextNode()) count++;
        return count;
      };
      const attach = async (code) => {
        const el = document.createElement('klondike-solitaire');
        el.setAttribute('deal-code', code);
        document.body.append(el);
        await el.updateComplete;
        return el;
      };
      const el = await attach(vector);
      const firstDeal = nodes(el);
      for (let i = 0; i < newGames; i++) {
        await el.newGame();
        await el.updateComplete;
      }
      const afterNewGames = nodes(el);
      await el.newGame({ dealCode: vector });
      // Each step tries every pair of piles from a place that moves on by a stride, so the play
      // wanders over the table; every fifth step is an undo, and the stock turns when nothing moves.
      const piles = ['waste', 'foundation-1', 'foundation-2', 'foundation-3', 'foundation-4', ...Array.from({ length: 7 }, (_, i) => `tableau-${i + 1}`)];
      const pairs = piles.flatMap((from) => piles.map((to) => [from, to]));
      for (let step = 0; step < moves; step++) {
        let played = step % 5 === 4 && el.undo();
        for (let i = 0; !played && i < pairs.length; i++) played = el.move(...pairs[(step * 37 + i) % pairs.length]);
        if (!played && !el.turnStock()) el.undo();
        await el.updateComplete;
      }
      const afterMoves = nodes(el);
      const same = await attach(vector);
      same.importGame(el.exportGame());
      await same.updateComplete;
      const sameGameFresh = nodes(same);
      el.remove();
      same.remove();
      return { firstDeal, afterNewGames, afterMoves, sameGameFresh, movesOnTheCounter: el.moves };
    },
    { newGames: NEW_GAMES, moves: MOVES, vector: VECTOR },
  );
  await page.emulateMedia({ reducedMotion: null });
  console.log(
    `shadow-tree nodes: first deal, after ${NEW_GAMES} new games, after ${MOVES} moves, draws and undos, and a fresh element showing that game (${((performance.now() - treeStarted) / 1000).toFixed(1)} s)`,
  );
  console.table({ nodes: tree });
  if (tree.afterNewGames > 2 * tree.firstDeal || tree.afterMoves > 2 * tree.firstDeal) {
    console.error('the shadow tree grows with the deals and moves played');
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
