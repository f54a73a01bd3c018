// What the bench and the screenshots share: the built bundle served over real HTTP from a
// throwaway local server, and the same headless Chromium the tests use.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

const TYPES = { '.js': 'text/javascript', '.map': 'application/json', '.html': 'text/html; charset=utf-8', '.css': 'text/css' };

/**
 * Serves dist/ (or the folder `files`) under /dist/ and answers every other path with `page(url)`.
 * Nothing is cached, so each page load fetches the bundle as a first visit would.
 */
export async function serve(page, { files = join(root, 'dist') } = {}) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const headers = { 'cache-control': 'no-store' };
    if (!url.pathname.startsWith('/dist/')) {
      response.writeHead(200, { ...headers, 'content-type': TYPES['.html'] }).end(page(url));
      return;
    }
    const file = normalize(join(files, decodeURIComponent(url.pathname.slice('/dist/'.length))));
    if (!file.startsWith(files)) {
      response.writeHead(403, headers).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404, headers).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** Paragraphs of an article around the element in the blog layout, so a picture shows what the page does around it. */
const ARTICLE = {
  before:
    '<h1>Sunday solitaire</h1><p>Every week we pick a deal worth playing. This one opens gently: two aces are showing, and the stock holds the rest of what you need. Take your time over the first few moves, the columns reward patience.</p>',
  after:
    '<p>Stuck? The Hint button shows a move that keeps the game winnable, and Undo takes back as many moves as you like. Tell us in the comments how many moves your win took.</p><p>Next week: a harder deal, drawn three at a time.</p>',
};

/**
 * A host page, as a blogger would paste the element (`tag`, from its bundle) with the given
 * attributes: alone on the page, or (`layout: 'blog'`) in a 700px article column between
 * paragraphs of text.
 */
export function hostPage({ attributes = {}, htmlAttributes = {}, script = true, tag = 'klondike-solitaire', layout = 'plain' } = {}) {
  const attrs = (pairs) =>
    Object.entries(pairs)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
  const element = `<${tag}${attrs(attributes)}></${tag}>`;
  return `<!doctype html>
<html${attrs(htmlAttributes)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { margin: 16px; font-family: system-ui, sans-serif; background: #f4f1ea; }
  /* On a 320 px phone this leaves the element its smallest supported width, 300 px. */
  @media (max-width: 400px) { body { margin: 16px 10px; } }
  article { max-width: 700px; margin: 0 auto; font: 18px/1.6 Georgia, serif; color: #2b2b2b; }
  article h1 { font: 700 32px/1.2 system-ui, sans-serif; }
</style>
${script ? `<script type="module" src="/dist/${tag}.bundled.js"></script>` : ''}
</head>
<body>
${layout === 'blog' ? `<article>${ARTICLE.before}${element}${ARTICLE.after}</article>` : element}
</body>
</html>`;
}

function escapeAttribute(value) {
  return String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** In the page: whether the element shows its dealt table (at least the seven face-up column cards). */
export function isDealt() {
  const el = document.querySelector('klondike-solitaire, bakers-dozen-solitaire');
  return (el?.shadowRoot?.querySelectorAll('[data-card]').length ?? 0) >= 7;
}

/** Lets the element's deal, draw and move animations finish, so the cards are where they rest. */
export async function settle(page) {
  await page.evaluate(async () => {
    const elements = [...document.querySelectorAll('klondike-solitaire, bakers-dozen-solitaire')];
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // One animation may start another (a move, then the card it uncovers turning over).
    for (let round = 0; round < 10; round++) {
      await Promise.all(elements.map((el) => el.updateComplete));
      await nextFrame();
      const running = [document, ...elements.map((el) => el.shadowRoot)]
        .flatMap((root) => root?.getAnimations() ?? [])
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) break;
      await Promise.all(running.map((animation) => animation.finished.catch(() => {})));
    }
    await nextFrame();
  });
}
