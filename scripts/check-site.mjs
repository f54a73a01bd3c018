// `npm run test:site`: builds the documentation site from the built package (build first) and
// plays every page in Chromium as a reader would: each example, scrolled to, shows its running
// element; the events example hears the first deal; the theme playground restyles the games; and
// no page logs an error.
import { join } from 'node:path';
import { buildSite, siteDir } from './site.mjs';
import { launchChromium, serve } from './browser.mjs';

const pages = buildSite();
// serve() puts its folder under /dist/: the site is that folder here.
const server = await serve(() => 'not found', { files: siteDir });
const browser = await launchChromium();
const failures = [];
try {
  for (const name of pages) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.origin}/dist/${name}`);
    const examples = await page.locator('.example').all();
    let rendered = 0;
    for (const example of examples) {
      await example.scrollIntoViewIfNeeded();
      const id = await example.getAttribute('id');
      try {
        await page.waitForFunction((id) => document.getElementById(id).querySelector('.stage > *')?.shadowRoot?.querySelector('[part~="table"]'), id, {
          timeout: 10_000,
        });
        rendered++;
      } catch {
        failures.push(`${name}#${id}: no running element`);
      }
    }
    if (name.endsWith('-solitaire.html')) {
      const heard = await page
        .locator('#events-log .event-log li')
        .first()
        .textContent({ timeout: 10_000 })
        .catch(() => '');
      if (!heard.startsWith('new-game')) failures.push(`${name}: the events example did not hear the first deal (${heard || 'nothing'})`);
    }
    if (name === 'theme.html') {
      const felt = page.locator('input[name="--solitaire-felt"]');
      await felt.fill('#123456');
      const set = await page
        .locator('.themed')
        .first()
        .evaluate((game) => game.style.getPropertyValue('--solitaire-felt'));
      const css = await page.locator('#theme-css').textContent();
      if (set !== '#123456' || !css.includes('--solitaire-felt: #123456')) failures.push(`theme.html: the felt control set ${set || 'nothing'}, CSS ${css}`);
      rendered += await page.locator('.themed').evaluateAll((games) => games.filter((game) => game.shadowRoot?.querySelector('[part~="table"]')).length);
    }
    failures.push(...errors.map((error) => `${name}: ${error}`));
    console.log(`  ${name}: ${rendered} running element(s), ${errors.length} error(s)`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
if (failures.length > 0) {
  console.log(`site: ${failures.length} problem(s)\n${failures.map((failure) => `  ✘ ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log(`site: every example of ${pages.length} pages runs, in ${join('site')}/`);
