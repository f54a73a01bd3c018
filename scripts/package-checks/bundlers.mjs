// The solver's Web Worker in a host's production build: Vite, webpack, esbuild and rollup each
// bundle a page whose entry imports the element, with the tool's default production settings,
// and Chromium plays the built page. The worker must start, from its file (its script answered
// 200) or, where the bundler left the file behind (esbuild, rollup), from its text; the solver
// must answer from it (no "could not start its Web Worker" notice) and `show-winnable` must show
// its verdict, with no page or console error.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { launchChromium } from '../browser.mjs';

const VITE = '8.4.0';
const WEBPACK = '5.113.0';
const WEBPACK_CLI = '7.3.1';
const ESBUILD = '0.28.2';
const ROLLUP = '4.68.8';
const NODE_RESOLVE = '16.0.3';

/** How long any one wait in Chromium may take: a worker that never starts must fail, not hang. */
const WAIT_MS = 20_000;

const ELEMENT = '<klondike-solitaire show-winnable deal-code="KL1-D1N-AAAAAAG"></klondike-solitaire>';
const ENTRY = "import 'solitaire-elements/klondike-solitaire.js';\n";
const FALLBACK = 'could not start its Web Worker';

const page = (script) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Host</title>${script}</head>
<body>${ELEMENT}</body>
</html>
`;

/**
 * Each tool: what it installs, the files of its host, how it builds, the folder it writes, and
 * where the worker starts from: its file, which the tool copies as an asset, or its text.
 */
const BUNDLERS = [
  {
    name: `Vite ${VITE}`,
    folder: 'vite-host',
    install: [`vite@${VITE}`],
    files: { 'index.html': page('<script type="module" src="/main.js"></script>'), 'main.js': ENTRY },
    build: ['vite', 'build', '--logLevel', 'warn'],
    out: 'dist',
    startsFrom: 'file',
  },
  {
    // webpack's defaults: ./src/index.js into ./dist/main.js; the page is the host's own.
    name: `webpack ${WEBPACK}`,
    folder: 'webpack-host',
    install: [`webpack@${WEBPACK}`, `webpack-cli@${WEBPACK_CLI}`],
    files: { 'src/index.js': ENTRY, 'dist/index.html': page('<script src="main.js"></script>') },
    build: ['webpack', '--mode', 'production'],
    out: 'dist',
    startsFrom: 'file',
  },
  {
    name: `esbuild ${ESBUILD}`,
    folder: 'esbuild-host',
    install: [`esbuild@${ESBUILD}`],
    files: { 'main.js': ENTRY, 'out/index.html': page('<script type="module" src="main.js"></script>') },
    build: ['esbuild', 'main.js', '--bundle', '--format=esm', '--outdir=out', '--log-level=warning'],
    out: 'out',
    startsFrom: 'text',
  },
  {
    name: `rollup ${ROLLUP}`,
    folder: 'rollup-host',
    install: [`rollup@${ROLLUP}`, `@rollup/plugin-node-resolve@${NODE_RESOLVE}`],
    files: {
      'main.js': ENTRY,
      'rollup.config.mjs': `import { nodeResolve } from '@rollup/plugin-node-resolve';
export default { input: 'main.js', plugins: [nodeResolve()], output: { dir: 'out', format: 'es' } };
`,
      'out/index.html': page('<script type="module" src="main.js"></script>'),
    },
    build: ['rollup', '-c', '--silent'],
    out: 'out',
    startsFrom: 'text',
  },
];

/** Builds and plays a host for each bundler, in folders of their own in `consumer`, on the packed package (`tarball`). */
export async function checkBundlers(check, consumer, tarball) {
  const browser = await launchChromium();
  try {
    for (const bundler of BUNDLERS) {
      await check(`${bundler.name}: the solver's worker starts in a production build, from its ${bundler.startsFrom}, and answers show-winnable`, () =>
        buildAndPlay(browser, consumer, tarball, bundler),
      );
    }
  } finally {
    await browser.close();
  }
}

async function buildAndPlay(browser, consumer, tarball, { folder, install, files, build, out, startsFrom }) {
  const host = join(consumer, folder);
  mkdirSync(host, { recursive: true });
  const run = (command, args) => execFileSync(command, args, { cwd: host, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  writeFileSync(join(host, 'package.json'), JSON.stringify({ name: folder, private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...install]);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(host, path, '..'), { recursive: true });
    writeFileSync(join(host, path), text);
  }
  run('npx', build);
  const server = await serveFolder(join(host, out));
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    tab.setDefaultTimeout(WAIT_MS);
    tab.setDefaultNavigationTimeout(WAIT_MS);
    // Everything the page says and starts, heard from before it loads.
    const workers = [];
    const errors = [];
    const notices = [];
    tab.on('worker', (worker) => workers.push(worker.url()));
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
      if (message.text().includes(FALLBACK)) notices.push(message.text());
    });
    await tab.goto(`${server.origin}/index.html`, { waitUntil: 'load', timeout: WAIT_MS });
    let verdict;
    try {
      const figure = await tab.waitForFunction(
        () => {
          const verdict = document.querySelector('klondike-solitaire')?.shadowRoot?.querySelector('[part~="winnable"]')?.dataset.verdict;
          return verdict && verdict !== 'thinking' ? verdict : false;
        },
        undefined,
        { timeout: WAIT_MS },
      );
      verdict = await figure.jsonValue();
    } catch (error) {
      verdict = `none within ${WAIT_MS / 1000} s (${error.message.split('\n')[0]})`;
    }
    // A worker starts from its file, which the page requested (a bundler may rename it) and got,
    // or from its text, as a blob: module, where the bundler left the file behind.
    const answered = (path) => server.requests.some((request) => request.path === path && request.status === 200);
    const started = workers.filter((url) => url.startsWith('blob:') || answered(new URL(url).pathname));
    const problems = [];
    if (started.length === 0) problems.push(`no worker started (heard: ${workers.join(', ') || 'none'})`);
    const from = started.some((url) => url.startsWith('blob:')) ? 'text' : 'file';
    if (started.length > 0 && from !== startsFrom) problems.push(`the worker started from its ${from}, not its ${startsFrom}`);
    if (notices.length > 0) problems.push(`the solver fell back to the main thread: "${notices[0]}"`);
    if (errors.length > 0) problems.push(`errors: ${errors.join('; ')}`);
    if (verdict !== 'winnable') problems.push(`the show-winnable verdict is ${verdict}, not winnable`);
    if (problems.length > 0) {
      const requested = server.requests.map(({ path, status }) => `${path} ${status}`).join(', ');
      throw new Error(`${problems.join('\n')}\nworkers: ${workers.join(', ') || 'none'}\nrequests: ${requested}`);
    }
  } finally {
    await context.close();
    await server.close();
  }
}

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.html': 'text/html; charset=utf-8', '.css': 'text/css' };

/** Serves `root` at / as a static host would, and records each request's path and status. */
async function serveFolder(root) {
  const requests = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://127.0.0.1').pathname);
    const file = normalize(join(root, path));
    let status = 200;
    try {
      if (!file.startsWith(root)) throw new Error('outside');
      const body = await readFile(file);
      response.writeHead(200, { 'cache-control': 'no-store', 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      status = 404;
      response.writeHead(404, { 'cache-control': 'no-store' }).end();
    }
    requests.push({ path, status });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
