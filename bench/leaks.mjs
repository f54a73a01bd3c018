// npm run bench:leaks — 1,000 create / attach / play / remove cycles of the bundled element in
// headless Chromium, with the heap and the DOM counters read over the DevTools protocol after a
// forced garbage collection before and after; the nodes of one element's shadow tree after 500
// new games and after 5,000 moves; then a real page reload with a storage-key, which must bring
// the same game back. Prints the figures; exits 1 when the counters grew, the shadow tree grew
// past twice the first deal's, or the game did not come back. Last, the longest saved game: how
// long it takes to bring back, how large it is once this version has saved it again, what a move
// costs with it on the table, and how long importGame() takes over its exportGame() and over the
// longest replay written in full; exits 1 when it does not come back or a replay is refused.
import { hostPage, launchChromium, serve, settle } from '../scripts/browser.mjs';

const CYCLES = Number(process.env.CYCLES ?? 1000);
const NEW_GAMES = Number(process.env.NEW_GAMES ?? 500);
const MOVES = Number(process.env.MOVES ?? 5000);
const VECTOR = 'KL1-D1N-AAAAAAG';
/** A game far longer than anyone plays, as a saved value of an earlier version may hold it. */
const LONGEST_ACTIONS = 1_000_000;
/** The longest line a replay writes out in full (the engine's `FULL_REPLAY_ACTIONS`). */
const LONGEST_FULL_REPLAY = 10_000;

/** `actions` actions of `VECTOR` in draw 1 standard scoring, which passes through the stock without end. */
function drawsAndRecycles(actions) {
  const pass = [...Array(24).fill('D'), 'R'];
  return Array.from({ length: actions }, (_, index) => pass[index % pass.length]).join(' ');
}

/** A saved game as version 1 of the element wrote it: every action from the deal. */
function earlierVersionRecord(actions) {
  const game = {
    format: 'solitaire-game',
    version: 1,
    dealCode: VECTOR,
    rules: { classicPasses: false, retrieval: true, maxUndos: null },
    actions: drawsAndRecycles(actions),
    undoFloor: Math.max(0, actions - 100),
    undosUsed: 0,
    elapsedMs: 0,
  };
  return JSON.stringify({ format: 'klondike-solitaire-save', version: 1, owner: 'an-earlier-visit', over: false, game });
}

/**
 * The longest saved game, on a page that already has the saving chunk (so the time is the
 * element's own): brought back as an earlier version saved it, then as this version saved it
 * again; a move with it on the table; its `exportGame()` and the longest replay written in full
 * played back by `importGame()`. Whether it came back and imported are the only checks.
 */
async function longestSave(page) {
  const figures = await page.evaluate(
    async ({ text, replay, key }) => {
      const RUNS = 3;
      const MOVES = 200;
      const stored = `klondike-solitaire:${key}:game`;
      const median = (values) => values.slice().sort((a, b) => a - b)[values.length >> 1];
      const timed = async (run) => {
        const started = performance.now();
        const result = await run();
        return [result, performance.now() - started];
      };
      /** An element on the page, drawn and laid out, so what is timed next is not its first layout. */
      const placed = async () => {
        const el = document.createElement('klondike-solitaire');
        document.body.append(el);
        await el.updateComplete;
        el.getBoundingClientRect();
        return el;
      };
      /** `change` timed on an element: at once, then until its table is drawn again. */
      const change = async (el, change) => {
        const started = performance.now();
        change();
        const taken = performance.now() - started;
        await el.updateComplete;
        return { el, taken, shown: performance.now() - started };
      };
      const open = async () => {
        const el = await placed();
        return change(el, () => (el.storageKey = key));
      };
      /** `RUNS` opens, each after `before`; the last element stays on the page. */
      const opens = async (before) => {
        const runs = [];
        for (let run = 0; run < RUNS; run++) {
          before();
          runs.at(-1)?.el.remove();
          runs.push(await open());
        }
        return { el: runs.at(-1).el, taken: median(runs.map((run) => run.taken)), shown: median(runs.map((run) => run.shown)) };
      };
      // The saving chunk, fetched once before anything is timed.
      const warm = document.createElement('klondike-solitaire');
      warm.storageKey = `${key}-warm`;
      document.body.append(warm);
      await warm.updateComplete;
      warm.remove();

      const fresh = await placed();
      const dealt = await change(fresh, () => void fresh.newGame());
      fresh.remove();
      const earlier = await opens(() => localStorage.setItem(stored, text));
      const moves = earlier.el.moves;
      const [, movesMs] = await timed(() => {
        for (let i = 0; i < MOVES; i++) earlier.el.turnStock();
      });
      const exported = await earlier.el.exportGame();
      earlier.el.remove();
      const resaved = localStorage.getItem(stored).length;
      const later = await opens(() => {});
      const back = later.el.moves === moves + MOVES;
      later.el.remove();
      localStorage.removeItem(stored);

      const other = document.createElement('klondike-solitaire');
      document.body.append(other);
      await other.updateComplete;
      const imports = [];
      for (const [name, text] of [
        ['its exportGame()', exported],
        ['the longest replay written in full', replay],
      ]) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) runs.push(await timed(() => other.importGame(text)));
        imports.push({ text: name, characters: text.length, accepted: runs.every(([accepted]) => accepted), ms: median(runs.map(([, ms]) => ms)) });
      }
      other.remove();
      return {
        moves,
        loads: [
          { name: 'a new deal, for comparison', characters: 0, taken: dealt.taken, shown: dealt.shown },
          { name: 'saved by an earlier version', characters: text.length, taken: earlier.taken, shown: earlier.shown },
          { name: 'saved by this version', characters: resaved, taken: later.taken, shown: later.shown },
        ],
        perMove: movesMs / MOVES,
        imports,
        back,
      };
    },
    { text: earlierVersionRecord(LONGEST_ACTIONS), replay: `${VECTOR} ${drawsAndRecycles(LONGEST_FULL_REPLAY)}`, key: 'longest-save' },
  );
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`the longest saved game, ${figures.moves.toLocaleString('en')} moves (medians of 3):`);
  console.table(
    Object.fromEntries(figures.loads.map(({ name, characters, taken, shown }) => [name, { characters, 'at once': ms(taken), 'on the table': ms(shown) }])),
  );
  console.log(`a move with it on the table: ${ms(figures.perMove)}`);
  console.table(
    Object.fromEntries(figures.imports.map(({ text, characters, accepted, ms: time }) => [`importGame(${text})`, { characters, accepted, time: ms(time) }])),
  );
  if (!figures.back) console.error('the longest saved game did not come back');
  const imported = figures.imports.every(({ accepted }) => accepted);
  if (!imported) console.error('importGame() refused a replay exportGame() writes');
  return figures.back && imported;
}

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
      await same.importGame(await el.exportGame());
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

  if (!(await longestSave(page))) failed = true;
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
