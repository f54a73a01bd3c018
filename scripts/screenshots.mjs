// `npm run screenshots`: PNGs of the built element as a host page shows it, and of the demo page
// as `npm start` serves it, into screenshots/ (git-ignored) to look at before calling it done.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startDevServer } from '@web/dev-server';
import { hostPage, isDealt, launchChromium, root, serve, settle } from './browser.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 320, height: 640 };
const RTL = { htmlAttributes: { dir: 'rtl', lang: 'ar' } };
// One fixed deal, so a change in the pictures is a change in the element.
const DEAL = { 'deal-code': 'KL1-D1N-AAAAAAG' };
const BAKERS_DOZEN_DEAL = { 'deal-code': 'BD1-AAAAAAG' };
const BAKERS_DOZEN_MOVES = [
  ['tableau-7', 'foundation-2'],
  ['tableau-4', 'tableau-6'],
  ['tableau-4', 'foundation-3'],
  ['tableau-4', 'tableau-2'],
  ['tableau-4', 'tableau-2'],
];

const SHOTS = [
  { name: 'desktop', viewport: DESKTOP, page: { attributes: DEAL } },
  { name: 'phone', viewport: PHONE, page: { attributes: DEAL } },
  { name: 'rtl-ar-desktop', viewport: DESKTOP, page: { ...RTL, attributes: DEAL } },
  { name: 'rtl-ar-phone', viewport: PHONE, page: { ...RTL, attributes: DEAL } },
  // Two taps on the stock, so the waste shows its fan of three.
  { name: 'vegas-draw3', viewport: DESKTOP, page: { attributes: { 'deal-code': 'KL1-D3V-AAAAAAG' } }, stockTaps: 2 },
  // Dialogs come in a lazy chunk with their styles: a picture shows both arrived.
  { name: 'new-game-dialog', viewport: DESKTOP, page: { attributes: DEAL }, opens: 'button.new-game' },
  { name: 'rtl-ar-phone-keys-dialog', viewport: PHONE, page: { ...RTL, attributes: DEAL }, opens: 'button.keys' },
  // The Vegas balance reads sign first in Arabic; the New game dialog's Rules group on a phone.
  { name: 'rtl-ar-375-vegas', viewport: { width: 375, height: 700 }, page: { ...RTL, attributes: { 'deal-code': 'KL1-D1V-AAAAAAG' } } },
  // Close up: Baker's Dozen deals every card face up, thirteen of them in full, on large cards.
  {
    name: 'cards-close-up',
    viewport: { width: 1700, height: 640 },
    page: { tag: 'bakers-dozen-solitaire', attributes: { 'deal-code': 'BD1-AAAAAAB', style: '--klondike-card-max-width: 124px' } },
  },
  { name: 'rtl-ar-375-new-game-dialog', viewport: { width: 375, height: 760 }, page: { ...RTL, attributes: DEAL }, opens: 'button.new-game' },
  ...[
    ['desktop', DESKTOP, {}],
    ['phone', PHONE, {}],
    ['rtl-ar-desktop', DESKTOP, RTL],
    ['rtl-ar-phone', PHONE, RTL],
  ].map(([name, viewport, page]) => ({
    name: `bakers-dozen-${name}`,
    viewport,
    page: { ...page, tag: 'bakers-dozen-solitaire', attributes: BAKERS_DOZEN_DEAL },
    // A few moves, so a column is closed and a card sits on a foundation.
    moves: BAKERS_DOZEN_MOVES,
  })),
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
    for (let tap = 0; tap < (shot.stockTaps ?? 0); tap++) await page.evaluate(() => document.querySelector('klondike-solitaire').turnStock());
    for (const [from, to] of shot.moves ?? []) await page.evaluate(([from, to]) => document.querySelector('bakers-dozen-solitaire').move(from, to), [from, to]);
    if (shot.opens) {
      await page.evaluate((selector) => document.querySelector('klondike-solitaire').shadowRoot.querySelector(selector).click(), shot.opens);
      await page.waitForFunction(() => document.querySelector('klondike-solitaire').shadowRoot.querySelector('dialog[open]'));
    }
    await settle(page);
    await save(page, shot.name, { fullPage: true });
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
