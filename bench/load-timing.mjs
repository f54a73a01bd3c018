// How soon the element deals its table once its bundle's script tag is added: to the dealt table,
// and to its first paint.
import { median, ms, verdict } from './figures.mjs';

/** The report's goal from the script tag to the dealt table. */
const READY_GOAL_MS = 50;

/** Loads `url` (a page without the bundle) `runs` times and times the bundle's load in each. */
export async function measureLoads(page, url, runs) {
  const loads = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(url);
    loads.push(await page.evaluate(timeLoad));
  }
  return loads;
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

/** The report's rows for `measureLoads`' results on an English page and on an Arabic one. */
export function loadRows(loads, arabicLoads) {
  const ready = median(loads.map((load) => load.ready));
  const painted = median(loads.map((load) => load.painted));
  const arabicReady = median(arabicLoads.map((load) => load.ready));
  return [
    [`script load → dealt table, median of ${loads.length}`, ms(ready), `< ${READY_GOAL_MS} ms`, verdict(ready < READY_GOAL_MS)],
    ['  … → its first paint, median', ms(painted), '', ''],
    [`  … on a lang="ar" page, median of ${arabicLoads.length}`, ms(arabicReady), `< ${READY_GOAL_MS} ms`, verdict(arabicReady < READY_GOAL_MS)],
  ];
}
