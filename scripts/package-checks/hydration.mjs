// Server rendering then hydration, as a host does it: @lit-labs/ssr renders both elements (one
// with a deal code, one dealing at random) into declarative shadow roots, Chromium loads that
// page, and the client imports @lit-labs/ssr-client's hydrate support before the elements
// (bundled with esbuild, as a bundler would), then hydrates them. Also the same page without the
// hydrate support: the elements must then replace the server's shadow content, not add to it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { launchChromium, serve } from '../browser.mjs';

/** Renders, serves and plays the page in `consumer` (where the package and @lit-labs/ssr are installed). */
export async function checkHydration(check, consumer, name) {
  const www = mkdtempSync(join(consumer, 'www-hydrate-'));
  writeFileSync(
    join(consumer, 'ssr-page.mjs'),
    `import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import '${name}/klondike-solitaire.js';
import '${name}/bakers-dozen-solitaire.js';
process.stdout.write(await collectResult(render(html\`<klondike-solitaire deal-code="KL1-D1N-AAAAAAG"></klondike-solitaire><klondike-solitaire id="random"></klondike-solitaire><bakers-dozen-solitaire></bakers-dozen-solitaire>\`)));
`,
  );
  const body = execFileSync('node', ['ssr-page.mjs'], { cwd: consumer, encoding: 'utf8' });
  const client = `import '${name}/klondike-solitaire.js';
import '${name}/bakers-dozen-solitaire.js';
`;
  writeFileSync(join(consumer, 'hydrate-client.mjs'), `import '@lit-labs/ssr-client/lit-element-hydrate-support.js';\n${client}`);
  writeFileSync(join(consumer, 'plain-client.mjs'), client);
  // One file each, without splitting: a shared chunk holding lit would run before the hydrate
  // support that must come first.
  for (const kind of ['hydrate', 'plain']) {
    await build({
      entryPoints: [join(consumer, `${kind}-client.mjs`)],
      absWorkingDir: consumer,
      bundle: true,
      format: 'esm',
      outfile: join(www, `${kind}-client.js`),
      logLevel: 'error',
    });
  }
  const server = await serve(
    (url) => `<!doctype html><meta charset="utf-8"><body>${body}<script type="module" src="/dist/${url.searchParams.get('client')}-client.js"></script></body>`,
    { files: www },
  );
  const browser = await launchChromium();
  try {
    for (const kind of ['hydrate', 'plain']) {
      await check(
        `both elements ${kind === 'hydrate' ? 'hydrate after' : 'replace, without the hydrate support,'} server rendering: one table, and the stock draws`,
        async () => {
          const page = await browser.newPage();
          const errors = [];
          page.on('pageerror', (error) => errors.push(error.message));
          page.on('console', (message) => {
            if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
          });
          await page.goto(`${server.origin}/?client=${kind}`);
          await page.waitForFunction(() => customElements.get('klondike-solitaire') && customElements.get('bakers-dozen-solitaire'));
          const parts = await page.evaluate(async () => {
            const elements = [...document.querySelectorAll('klondike-solitaire, bakers-dozen-solitaire')];
            await Promise.all(elements.map((element) => element.updateComplete));
            return elements.map((element) => ({
              tag: element.localName,
              toolbars: element.shadowRoot.querySelectorAll('[part~="toolbar"]').length,
              tables: element.shadowRoot.querySelectorAll('[part~="table"]').length,
            }));
          });
          const play = [];
          for (const id of ['klondike-solitaire:not(#random)', '#random']) {
            const stock = page.locator(`${id} [part~="stock"]`).first();
            await stock.click();
            play.push(
              await page.evaluate(async (selector) => {
                const klondike = document.querySelector(selector);
                await klondike.updateComplete;
                return klondike.moves;
              }, id),
            );
          }
          const wrong = parts.filter(({ toolbars, tables }) => toolbars !== 1 || tables !== 1);
          if (errors.length > 0 || wrong.length > 0 || play.some((moves) => moves !== 1)) {
            throw new Error(`shadow roots ${JSON.stringify(parts)}\nmoves after a click on the stock ${JSON.stringify(play)}\nerrors: ${errors.join('; ')}`);
          }
          await page.close();
        },
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
