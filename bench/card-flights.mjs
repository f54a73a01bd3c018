// How long the element's cards take to fly: a card a click sends home, from the `pointerup` to
// its landing, and a new game's deal, to its last card's landing.
import { isDealt, settle } from '../scripts/browser.mjs';
import { median, ms } from './figures.mjs';

// KL1-D1N-AAAAAAG: a click on the A♣ ending column 4 sends it home.
const LANDING = { dealCode: 'KL1-D1N-AAAAAAG', card: 'AC' };

/** `landingRuns` clicks that send a card home, then `dealRuns` deals, on the element served at `origin`. */
export async function measureFlights(page, origin, { landingRuns, dealRuns }) {
  await page.goto(origin);
  await page.waitForFunction(isDealt);
  const landings = [];
  for (let run = 0; run < landingRuns; run++) {
    await page.evaluate(({ dealCode }) => document.querySelector('klondike-solitaire').newGame({ dealCode }), LANDING);
    await settle(page);
    const at = await page.evaluate(armLanding, LANDING.card);
    await page.mouse.click(at.x, at.y);
    landings.push(await page.evaluate(landed, LANDING.card));
  }
  const deals = [];
  for (let run = 0; run < dealRuns; run++) {
    await settle(page);
    deals.push(await page.evaluate(timeDeal, LANDING.dealCode));
  }
  return { landings, deals };
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

/** The report's rows for `measureFlights`' results. */
export function flightRows({ landings, deals }) {
  const each = (runs, key) => runs.map((run) => run[key].toFixed(0)).join(', ');
  return [
    [
      `pointerup handled → first DOM change, median of ${landings.length}`,
      `${ms(median(landings.map((run) => run.changed)))} (the event reached the page ${ms(median(landings.map((run) => run.delivered)))} after its timestamp)`,
      '',
      '',
    ],
    [`pointerup → card landed, median of ${landings.length}`, `${ms(median(landings.map((run) => run.landed)))} (${each(landings, 'landed')})`, '', ''],
    [
      `deal length (new game → last card landed), median of ${deals.length}`,
      `${ms(median(deals.map((run) => run.length)))} (${each(deals, 'length')})`,
      '',
      '',
    ],
    ['  … as designed (the last flight’s end)', ms(deals[0].designed), '', ''],
  ];
}
