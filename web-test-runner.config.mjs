import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { heldModules } from './scripts/held-modules.mjs';
import { sendTouchPlugin } from './scripts/send-touch.mjs';
import { typeScriptSources } from './scripts/typescript-sources.mjs';

/**
 * One browser context for every test file, where web-test-runner makes one each, and its pages
 * used again from one file to the next: the files share the browser's cache, and in the headless
 * shell a page that has run a file loads lit, the test libraries and the element again without a
 * new renderer (the full browser starts one per file all the same: scripts/chromium.mjs).
 * Each file still runs alone on a page navigated afresh; what a file may leave set on its page
 * (the media it emulated, the mouse, a modifier key held) is put back before the next. The files
 * share the origin's storage, so each test clears the keys it uses.
 */
function sharedContext() {
  let context;
  const idle = [];
  return async ({ browser }) => {
    context ??= await browser.newContext();
    let page;
    return {
      newPage: async () => (page = idle.pop() ?? (await context.newPage())),
      close: async () => {
        if (!page || page.isClosed()) return;
        // By now the page shows about:blank, where this input lands on nothing.
        await page.mouse.up();
        await page.mouse.move(0, 0);
        for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await page.keyboard.up(key);
        await page.emulateMedia({ colorScheme: null, forcedColors: null, reducedMotion: null, media: null });
        idle.push(page);
      },
    };
  };
}

/** The strictest policy a host may send with the element (README, "Content Security Policy"). */
const STRICT_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html klondike-solitaire";

export default {
  // The engine and solver suites need no DOM: they run in Node (.mocharc.json), beside this one.
  files: ['test/element/**/*.test.ts'],
  // Lit's production build, as hosts load it: its development build checks at every render.
  nodeResolve: { exportConditions: ['production'] },
  middleware: [
    // The language and input tests' pages, whose modules come when the test lets them.
    heldModules(),
    typeScriptSources(),
    // The hardening test embeds this page: the policy comes in a real response header, as from a host.
    async (context, next) => {
      await next();
      if (context.path === '/test/csp/host.html') context.set('Content-Security-Policy', STRICT_CSP);
    },
  ],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' }), sendTouchPlugin()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      createBrowserContext: sharedContext(),
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    }),
  ],
  testFramework: { config: { timeout: 20000 } },
  // Every test page bounds the solver's searches by positions, not time (test/element/support/counted-search.ts).
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><body><script type="module" src="/test/element/support/counted-search.ts"></script><script type="module" src="${testFramework}"></script></body></html>`,
  testsFinishTimeout: 240000,
  // Two files at a time: while one page loads its modules or waits on a worker, the other runs;
  // and once npm test's Node suites are done, both cores go to the browser.
  concurrency: 2,
};
