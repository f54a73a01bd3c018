import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { typeScriptSources } from './scripts/typescript-sources.mjs';

// Debian's Chromium by default; CHROME_PATH points elsewhere on other machines.
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The strictest policy a host may send with the element (README, "Content-Security-Policy"). */
const STRICT_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html";

export default {
  // The engine and solver suites need no DOM: they run in Node (.mocharc.json), beside this one.
  files: ['test/element/**/*.test.ts'],
  nodeResolve: true,
  // The hardening test embeds this page: the policy comes in a real response header, as from a host.
  middleware: [
    typeScriptSources(),
    async (context, next) => {
      await next();
      if (context.path === '/test/csp/host.html') context.set('Content-Security-Policy', STRICT_CSP);
    },
  ],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
  // Lit's development build says so on every page; nothing a test does changes it.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 240000,
};
