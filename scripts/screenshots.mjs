// `npm run screenshots`: PNGs of the built element as a host page shows it, and of the demo page
// as `npm start` serves it, into screenshots/ (git-ignored) to look at before calling it done.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startDevServer } from '@web/dev-server';
import { hostPage, isDealt, launchChromium, root, serve, settle } from './browser.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 320, height: 640 };
const RTL = { htmlAttributes: { dir: 'rtl', lang: 'ar' } };
const FRENCH = { htmlAttributes: { lang: 'fr' } };
// One fixed deal, so a change in the pictures is a change in the element.
const DEAL = { 'deal-code': 'KL1-D1N-AAAAAAG' };
const BAKERS_DOZEN_DEAL = { 'deal-code': 'BD1-AAAAAAG' };
// A game one move from its win (the importGame() text), and that move.
const NEAR_WIN = { replay: 'KL1-D1N-AAAAAAB @//KKQK/KD///////470/149/3', move: ['tableau-1', 'foundation-3'] };
const CELEBRATION = 'canvas.celebration';
const BAKERS_DOZEN_MOVES = [
  ['tableau-7', 'foundation-2'],
  ['tableau-4', 'tableau-6'],
  ['tableau-4', 'foundation-3'],
  ['tableau-4', 'tableau-2'],
  ['tableau-4', 'tableau-2'],
];
const GAME_PAGES = {
  klondike: { attributes: DEAL },
  'bakers-dozen': { tag: 'bakers-dozen-solitaire', attributes: BAKERS_DOZEN_DEAL },
};

/**
 * The screens of docs/gallery.md, for each game: phones upright and on their side, a blog's
 * column with text around, a laptop and a wide screen, Arabic right to left and French. A
 * `viewportOnly` shot is what the screen shows, with the element scrolled to its top.
 */
const SCREENS = [
  { name: 'phone-320', viewport: PHONE },
  { name: 'phone-375', viewport: { width: 375, height: 740 } },
  { name: 'landscape-740x375', viewport: { width: 740, height: 375 }, viewportOnly: true },
  { name: 'blog-700', viewport: { width: 1000, height: 1100 }, page: { layout: 'blog' } },
  { name: 'laptop-1366x657', viewport: { width: 1366, height: 657 }, viewportOnly: true },
  { name: 'desktop-1920x1080', viewport: { width: 1920, height: 1080 }, viewportOnly: true },
  { name: 'rtl-ar-375', viewport: { width: 375, height: 740 }, page: RTL },
  { name: 'rtl-ar-1366x657', viewport: { width: 1366, height: 657 }, page: RTL, viewportOnly: true },
  { name: 'fr-375', viewport: { width: 375, height: 740 }, page: FRENCH },
  { name: 'fr-1366x657', viewport: { width: 1366, height: 657 }, page: FRENCH, viewportOnly: true },
];

// Vegas, the stock gone through once: nothing left plays but 6♣ back and forth.
const DEAD_END = `KL1-D1V-AAAAAAG t5>t6 t4>f4${' D'.repeat(24)}`;
// Every card face up, stock and waste empty, 28 cards still to go home.
const FINISH =
  'KL1-D1N-AAAAAAB t6>f2 t6>t4 t6>t2 D w>t3 D w>f4 D D D D D D D w>t2 D D D D D D D D D D w>t2 t4>t2:2 t4>f4 t4>t2 t6>t4 t6>t5 D D w>f4 D D D R D D D D D w>t6 D D w>t2 D D D D D D D D w>t2 D D D D R D w>t6 t5>t6:2 t5>f4 t2>f4 t5>t6 t5>t7 t5>f1 t3>t5:2 t3>f3 t4>f3 D D D D w>f1 t4>f1 t2>t4:8 D D D D D D D w>t6 D w>f4 t7>f4 D w>t6 D w>f3 t1>f3 D R D D w>f1 D w>t6 D D w>f3 t4>f3 D w>t4 D w>f4 D w>t1 D w>t1 D w>f3 t7>f3 t7>t4 t7>t4 t7>f2 t7>f4 t7>f2 w>t7 w>t1';

const SHOTS = [
  ...Object.entries(GAME_PAGES).flatMap(([game, gamePage]) =>
    SCREENS.map((screen) => ({
      ...screen,
      name: `${game}-${screen.name}`,
      page: { ...screen.page, ...gamePage },
      // A few moves, so a column is closed and a card sits on a foundation.
      moves: game === 'bakers-dozen' ? BAKERS_DOZEN_MOVES : [],
    })),
  ),
  // Two taps on the stock, so the waste shows its fan of three.
  { name: 'klondike-vegas-draw3', viewport: DESKTOP, page: { attributes: { 'deal-code': 'KL1-D3V-AAAAAAG' } }, stockTaps: 2 },
  // The Undo button counts down the undos left; the menu holds the rest of the bar.
  {
    name: 'klondike-max-undos-375',
    viewport: { width: 375, height: 740 },
    page: { attributes: { ...DEAL, 'max-undos': '3' } },
    moves: [['tableau-4', 'foundation-4']],
  },
  { name: 'klondike-menu-375', viewport: { width: 375, height: 740 }, page: { attributes: DEAL }, clicks: ['button.menu-button'] },
  { name: 'rtl-ar-menu-375', viewport: { width: 375, height: 740 }, page: { ...RTL, attributes: DEAL }, clicks: ['button.menu-button'] },
  // Dialogs come in a lazy chunk with their styles: a picture shows both arrived.
  { name: 'new-game-dialog', viewport: DESKTOP, page: { attributes: DEAL }, opens: 'button.new-game' },
  { name: 'rtl-ar-phone-keys-dialog', viewport: PHONE, page: { ...RTL, attributes: DEAL }, opens: 'button.keys' },
  // The Vegas balance reads sign first in Arabic; the New game dialog's Rules group on a phone.
  { name: 'rtl-ar-375-vegas', viewport: { width: 375, height: 700 }, page: { ...RTL, attributes: { 'deal-code': 'KL1-D1V-AAAAAAG' } } },
  // Close up: Baker's Dozen deals every card face up, thirteen of them in full, on large cards.
  {
    name: 'cards-close-up',
    viewport: { width: 1700, height: 640 },
    page: { tag: 'bakers-dozen-solitaire', attributes: { 'deal-code': 'BD1-AAAAAAB', style: '--solitaire-card-max-width: 124px' } },
  },
  { name: 'rtl-ar-375-new-game-dialog', viewport: { width: 375, height: 760 }, page: { ...RTL, attributes: DEAL }, opens: 'button.new-game' },
  { name: 'hint', viewport: DESKTOP, page: { attributes: DEAL }, hint: true },
  { name: 'dead-end', viewport: { width: 375, height: 700 }, page: {}, game: DEAD_END },
  { name: 'finish', viewport: DESKTOP, page: {}, game: FINISH },
  // The win: its cascade of cards mid-way, then the dialog it ends in.
  { name: 'celebration', viewport: DESKTOP, page: { attributes: DEAL }, wins: CELEBRATION },
  { name: 'win-dialog', viewport: { width: 375, height: 700 }, page: { attributes: DEAL }, wins: 'dialog.win[open]' },
  { name: 'rtl-ar-375-win-dialog', viewport: { width: 375, height: 700 }, page: { ...RTL, attributes: DEAL }, wins: 'dialog.win[open]' },
];

const out = join(root, 'screenshots');
await mkdir(out, { recursive: true });

const pages = new Map(SHOTS.map((shot) => [`/${shot.name}`, hostPage(shot.page)]));
const server = await serve((url) => pages.get(url.pathname) ?? 'not found');
const demo = await startDevServer({
  config: { open: false, watch: false, port: 0 },
  readCliArgs: false,
  logStartMessage: false,
  autoExitProcess: false,
});
const browser = await launchChromium();
try {
  for (const shot of SHOTS) {
    const page = await browser.newPage({ viewport: shot.viewport });
    page.on('console', (message) => message.type() === 'warning' && console.warn(`  ${shot.name}: ${message.text()}`));
    await page.goto(`${server.origin}/${shot.name}`);
    await page.waitForFunction(isDealt);
    const element = shot.page.tag ?? 'klondike-solitaire';
    for (let tap = 0; tap < (shot.stockTaps ?? 0); tap++) await page.evaluate((tag) => document.querySelector(tag).turnStock(), element);
    if (shot.game) await page.evaluate((text) => document.querySelector('klondike-solitaire').importGame(text), shot.game);
    if (shot.hint) await page.evaluate(() => document.querySelector('klondike-solitaire').hint());
    for (const [from, to] of shot.moves ?? []) await page.evaluate(([tag, from, to]) => document.querySelector(tag).move(from, to), [element, from, to]);
    if (shot.opens) {
      await page.evaluate((selector) => document.querySelector('klondike-solitaire').shadowRoot.querySelector(selector).click(), shot.opens);
      await page.waitForFunction(() => document.querySelector('klondike-solitaire').shadowRoot.querySelector('dialog[open]'));
    }
    if (shot.wins) {
      await page.evaluate(({ replay }) => document.querySelector('klondike-solitaire').importGame(replay), NEAR_WIN);
      await settle(page);
      await page.evaluate(([from, to]) => document.querySelector('klondike-solitaire').move(from, to), NEAR_WIN.move);
      await page.waitForFunction((selector) => document.querySelector('klondike-solitaire').shadowRoot.querySelector(selector), shot.wins);
    }
    // The cascade is caught in flight: settling would wait for its end.
    if (shot.wins === CELEBRATION) await page.waitForTimeout(1500);
    else await settle(page);
    // Real clicks, as a player would open the menu.
    for (const selector of shot.clicks ?? []) {
      const box = await page.evaluate(
        ([tag, selector]) => {
          const rect = document.querySelector(tag).shadowRoot.querySelector(selector).getBoundingClientRect();
          return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
        },
        [element, selector],
      );
      await page.mouse.click(box.x, box.y);
    }
    if (shot.viewportOnly) await page.evaluate((tag) => document.querySelector(tag).scrollIntoView({ block: 'start' }), element);
    await save(page, shot.name, { fullPage: !shot.viewportOnly });
  }
  for (const [name, viewport, path] of [
    ['demo-desktop', DESKTOP, ''],
    ['demo-phone', PHONE, ''],
    ['demo-bakers-dozen', DESKTOP, 'bakers-dozen.html'],
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto(`http://localhost:${demo.server.address().port}/demo/${path}`);
    await page.waitForFunction(isDealt);
    await settle(page);
    await save(page, name, { fullPage: true });
  }
} finally {
  await browser.close();
  await demo.stop();
  await server.close();
}

async function save(page, name, options) {
  const path = join(out, `${name}.png`);
  await page.screenshot({ path, ...options });
  // The host page must never scroll sideways because of the element.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(`screenshots/${name}.png${overflow > 0 ? `  (page scrolls sideways by ${overflow} px)` : ''}`);
}
