// The frames of a drag: a long run held and swung about for a while, each frame's main-thread
// work and the interval between frames, and how many of the run's cards follow the pointer.
import { isDealt, settle } from '../scripts/browser.mjs';
import { median, ms, verdict } from './figures.mjs';

const DRAG_MS = 2000;
/** The report's goal for the main-thread work of a drag's worst frame. */
const FRAME_GOAL_MS = 16;

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

/** One drag of the long run on the element served at `origin`, in `page`. */
export async function measureDrag(page, origin) {
  await page.goto(origin);
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

/** The report's rows for `measureDrag`'s results: the median worst frame, and each drag's figures. */
export function dragRows(drags) {
  const each = (key, format = ms) => drags.map((drag) => format(drag[key])).join(', ');
  const worst = median(drags.map((drag) => drag.workMax));
  const [{ replayed, runLength }] = drags;
  const run = replayed ? `${runLength}-card run` : `longest run on the table, ${runLength} cards (the 12-card line was refused)`;
  return [
    [
      `drag (${run}) ${DRAG_MS / 1000} s: worst frame, median of ${drags.length}`,
      `${ms(worst)} (${each('workMax')})`,
      `< ${FRAME_GOAL_MS} ms`,
      verdict(worst < FRAME_GOAL_MS),
    ],
    ['  p95 frame', each('workP95'), '', ''],
    ['  longest frame interval', each('intervalMax'), '≈ 16.7 ms at 60 Hz', ''],
    ['  frames drawn / dropped', each('frames', String) + ' / ' + each('dropped', String), '0 dropped', ''],
    ['  cards following the pointer', `${each('following', String)} of ${runLength}`, 'all', ''],
  ];
}
