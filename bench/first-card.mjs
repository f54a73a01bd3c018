// "First card on screen": how long after the element built its first cards in the DOM the
// screen shows them, read from the frames Chromium composited (a screencast, whose frames carry
// the time they were swapped to the screen); with, from a trace of the same load, the main
// thread's layout and the raster threads' CPU time until the table is still; and the cost of
// rasterising the still table once, replayed from its layers' paint records (the fastest of a few
// replays, which a busy machine disturbs least).

/** In the page, before any of its scripts: notes (in ms since the epoch) when the first card enters a shadow root. */
function markFirstCard() {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    const observer = new MutationObserver(() => {
      if (!root.querySelector('.card')) return;
      window.__firstCardBuilt = performance.timeOrigin + performance.now();
      performance.mark('first-card-built');
      observer.disconnect();
    });
    observer.observe(root, { subtree: true, childList: true });
    return root;
  };
}

const FRAME_WAIT_MS = 500;
const CATEGORIES = ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** Loads `url` in a fresh page until the table is dealt and still: its screencast frames, its trace events, where its piles' top cards rest. */
async function record(browser, url, isDealt, settle) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.addInitScript(markFirstCard);
    const cdp = await page.context().newCDPSession(page);
    const frames = [];
    cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
      frames.push({ data, at: metadata.timestamp * 1000 });
      void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
    });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES } });
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 60, everyNthFrame: 1 });
    await page.goto(url);
    await page.waitForFunction(isDealt);
    await settle(page);
    // The frame that shows the settled table may still be on its way.
    await page.waitForTimeout(FRAME_WAIT_MS);
    await cdp.send('Page.stopScreencast');
    await cdp.send('Tracing.end');
    await complete;
    const replay = await replayPaint(cdp, page);
    const built = await page.evaluate(() => window.__firstCardBuilt);
    const cards = await page.evaluate(() =>
      [...document.querySelector('klondike-solitaire').shadowRoot.querySelectorAll('.pile > .card:last-child')].map((card) => {
        const box = card.getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width, height: box.height };
      }),
    );
    return { frames, events, built, cards, replay };
  } finally {
    await page.close();
  }
}

const REPLAYS = 20;

/** The page's layers replayed from their paint records, `REPLAYS` times: the fastest total, in ms, and the layers' count. */
async function replayPaint(cdp, page) {
  let layers = null;
  cdp.on('LayerTree.layerTreeDidChange', (event) => (layers = event.layers ?? layers));
  await cdp.send('LayerTree.enable');
  // The layer tree comes with the next frame that commits.
  for (let frame = 0; !layers; frame++) {
    if (frame === 100) throw new Error('no layer tree came');
    await page.evaluate((odd) => ((document.body.style.outlineColor = odd ? 'red' : ''), new Promise(requestAnimationFrame)), frame % 2);
  }
  let fastest = 0;
  for (const layer of layers.filter((each) => each.drawsContent && each.width > 0)) {
    const { snapshotId } = await cdp.send('LayerTree.makeSnapshot', { layerId: layer.layerId });
    const { timings } = await cdp.send('LayerTree.profileSnapshot', { snapshotId, minRepeatCount: REPLAYS });
    fastest += Math.min(...timings.map((steps) => steps.reduce((sum, step) => sum + step, 0))) * 1000;
    await cdp.send('LayerTree.releaseSnapshot', { snapshotId });
  }
  await cdp.send('LayerTree.disable');
  return { ms: fastest, layers: layers.length };
}

/**
 * In a blank page: for each frame (base64 JPEG), the share of the cards' pixels that already look
 * as in the last frame, where the table rests: the top card of each pile, sampled on a grid.
 */
async function settledShares({ frames, cards }) {
  const canvas = new OffscreenCanvas(1, 1);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const pixels = [];
  for (const frame of frames) {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/jpeg;base64,${frame}`)).blob());
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    context.drawImage(bitmap, 0, 0);
    pixels.push(context.getImageData(0, 0, bitmap.width, bitmap.height));
  }
  const points = cards.flatMap((card) => {
    const grid = [];
    for (let y = card.y + 2; y < card.y + card.height - 2; y += 3)
      for (let x = card.x + 2; x < card.x + card.width - 2; x += 3) grid.push([Math.round(x), Math.round(y)]);
    return grid;
  });
  const last = pixels.at(-1);
  const near = (image, [x, y]) => {
    const i = (y * image.width + x) * 4;
    return [0, 1, 2].every((channel) => Math.abs(image.data[i + channel] - last.data[i + channel]) < 24);
  };
  return pixels.map((image) => points.filter((point) => near(image, point)).length / points.length);
}

/** A frame shows the cards once this share of their pixels is as the settled table shows them. */
const SETTLED_SHARE = 0.9;

/** The summed CPU time (ms; wall time where a thread has none) of the trace's events named `name` from `from` (trace µs) on. */
function busy(events, name, from) {
  return events.filter((event) => event.name === name && event.ph === 'X' && event.ts >= from).reduce((sum, event) => sum + event.dur, 0) / 1000;
}

/**
 * Loads the element `runs` times in fresh pages and returns, for each, the time from the first
 * card in the DOM to the first frame on screen that shows the cards, the layout and raster work
 * from then until the table is still, and the still table's raster replayed.
 */
export async function measureFirstCard(browser, url, runs, { isDealt, settle }) {
  const results = [];
  const decoder = await browser.newPage();
  try {
    for (let run = 0; run < runs; run++) {
      const { frames, events, built, cards, replay } = await record(browser, url, isDealt, settle);
      const shares = await decoder.evaluate(settledShares, { frames: frames.map((frame) => frame.data), cards });
      const shown = frames[shares.findIndex((share) => share >= SETTLED_SHARE)];
      const mark = events.find((event) => event.name === 'first-card-built');
      results.push({
        shown: shown.at - built,
        layout: busy(events, 'Layout', mark.ts),
        raster: busy(events, 'RasterTask', mark.ts),
        replay: replay.ms,
        layers: replay.layers,
      });
    }
  } finally {
    await decoder.close();
  }
  return results;
}

/** The bench's rows for `measureFirstCard`'s results: medians, and each run's figure. */
export function firstCardRows(results) {
  const median = (key) => results.map((result) => result[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  const each = (key) => results.map((result) => result[key].toFixed(0)).join(', ');
  return [
    [`first card on screen after it is built, median of ${results.length}`, `${median('shown').toFixed(1)} ms`, '', ''],
    ['  its runs (ms)', each('shown'), '', ''],
    ['  layout from then until the table is still, median', `${median('layout').toFixed(1)} ms`, '', ''],
    ['  raster CPU from then until the table is still, median', `${median('raster').toFixed(1)} ms`, '', ''],
    [`  the still table's raster replayed (fastest of ${REPLAYS}), median`, `${median('replay').toFixed(1)} ms, ${median('layers')} layers`, '', ''],
  ];
}
