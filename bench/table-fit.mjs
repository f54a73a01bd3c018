// How each game fits its space: its height and the empty felt under its opening deal in a blog
// column, and whether its height moves during play, on a phone and in that column.
import { isDealt, settle } from '../scripts/browser.mjs';
import { verdict } from './figures.mjs';

/** Random legal moves played to see whether the table's height moves, at each width. */
const RANDOM_MOVES = 150;
const FIT_SEED = 2020;
const FIT_GAMES = [
  { tag: 'klondike-solitaire', dealCode: 'KL1-D1N-AAAAAAG' },
  { tag: 'bakers-dozen-solitaire', dealCode: 'BD1-AAAAAAG' },
];

/** `measureFit` for each game, served at `origin`. */
export async function measureFits(browser, origin) {
  const fits = [];
  for (const game of FIT_GAMES) fits.push(await measureFit(browser, origin, game));
  return fits;
}

/**
 * How a game fits its space: its height and the share of empty felt under the opening deal in a
 * 700px blog column, and how often its height changes over random legal moves on a 375px phone
 * and in that column.
 */
async function measureFit(browser, origin, { tag, dealCode }) {
  const open = async (viewport, layout) => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${origin}/?tag=${tag}&deal=${dealCode}${layout ? `&layout=${layout}` : ''}`);
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

/** The report's rows for `measureFits`' results, one game after the other. */
export function fitRows(fits) {
  const px = (value) => `${value.toFixed(0)} px`;
  return fits.flatMap(({ tag, height, empty, changes }) => [
    [`<${tag}> in a 700 px column: height`, px(height), '≤ 620 px', verdict(height <= 620)],
    ['  empty felt under the opening deal', `${(empty * 100).toFixed(1)} %`, '≤ 30 %', verdict(empty <= 0.3)],
    ...[375, 700].map((width) => {
      const { played, changed, most } = changes[width];
      return [`  height changes over ${played} random moves at ${width} px`, `${changed}${changed ? ` (up to ${px(most)})` : ''}`, '0', verdict(changed === 0)];
    }),
  ]);
}
