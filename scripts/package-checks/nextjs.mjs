// Next.js's app router with the React wrapper, as a host builds it: the page is rendered on the
// server (statically, at build time), the element's script upgrades the tag as soon as its chunk
// runs, and React hydrates it after that and only then sets the props and listeners. The first
// deal must be the one the props ask for, and the wrapper's onNewGame must hear it.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { launchChromium } from '../browser.mjs';

const NEXT = '16.4.6';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Builds a Next.js app on the packed package (`tarball`) in `consumer`, serves it with `next start` and plays it. */
export async function checkNextjs(check, consumer, tarball, versions) {
  const app = join(consumer, 'next-host');
  mkdirSync(join(app, 'app'), { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'next-host', private: true }));
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const run = (args) => execFileSync('npx', args, { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', `next@${NEXT}`, `react@${versions.react}`, `react-dom@${versions['react-dom']}`, tarball],
    {
      cwd: app,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  writeFileSync(join(app, 'app', 'layout.js'), `export default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n`);
  writeFileSync(join(app, 'app', 'page.js'), `import Game from './game.js';\nexport default function Page() { return <main><Game /></main>; }\n`);
  writeFileSync(
    join(app, 'app', 'game.js'),
    `'use client';
import { KlondikeSolitaire } from 'solitaire-elements/react';
export default function Game() {
  return <KlondikeSolitaire dealCode="KL1-D3V-AAAAAAG" draw={3} scoring="vegas" onNewGame={(event) => (window.heard ??= []).push(event.detail.dealCode)} />;
}
`,
  );
  run(['next', 'build']);
  const port = await freePort();
  const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: app, env, stdio: 'ignore', detached: true });
  const browser = await launchChromium();
  try {
    await check("Next.js (app router): the first deal is the props' one, and onNewGame hears it", async () => {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Every new-game on the page, whoever listens: a random deal before the props' would show here.
      await page.addInitScript(() => {
        window.dealt = [];
        document.addEventListener('new-game', (event) => window.dealt.push(event.detail.dealCode), true);
      });
      for (let attempt = 0; ; attempt++) {
        try {
          await page.goto(`http://127.0.0.1:${port}/`);
          break;
        } catch (error) {
          if (attempt > 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      await page.waitForFunction(() => window.dealt.length > 0 && document.querySelector('klondike-solitaire')?.shadowRoot?.querySelector('[part~="table"]'));
      // A later deal would come within the hydration that set the props: let it land.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
      const result = await page.evaluate(() => ({
        dealt: window.dealt,
        heard: window.heard ?? [],
        dealCode: document.querySelector('klondike-solitaire').dealCode,
      }));
      const expected = { dealt: ['KL1-D3V-AAAAAAG'], heard: ['KL1-D3V-AAAAAAG'], dealCode: 'KL1-D3V-AAAAAAG' };
      if (errors.length > 0 || JSON.stringify(result) !== JSON.stringify(expected)) {
        throw new Error(
          `expected ${JSON.stringify(expected)}\ngot      ${JSON.stringify(result)}${errors.length ? `\npage errors: ${errors.join('; ')}` : ''}`,
        );
      }
    });
  } finally {
    await browser.close();
    process.kill(-server.pid);
  }
}
