import { readFileSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import main from './web-test-runner.config.mjs';

// `npm run test:bundle`, after `npm run build`: the built bundles in the Chromium of `npm test`,
// as host pages load them. Only the tests are TypeScript; dist/ is served as built.

/**
 * The README's policy ("Content Security Policy"), as strict as it goes: beside it the host pages
 * allow only their own origin and nothing inline. `'allow-duplicates'` is for a host whose own lit
 * makes a lit-html policy too.
 */
const README_CSP = "require-trusted-types-for 'script'; trusted-types lit-html klondike-solitaire 'allow-duplicates'";
const STRICT = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'";

/** The host pages sent with a policy, and the policy each is sent. */
const POLICIES = {
  // The README's policy without 'allow-duplicates': enough wherever the games bring the only lit.
  '/test/bundle/csp/games.html': `${STRICT}; require-trusted-types-for 'script'; trusted-types lit-html klondike-solitaire`,
  '/test/bundle/csp/host-lit.html': `${STRICT}; ${README_CSP}`,
};

const { name, version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

/** The package as jsDelivr serves it: `jsdelivr.js` at the bare URL, dist/ under the versioned one. */
const JSDELIVR = { bare: `/npm/${name}`, versioned: `/npm/${name}@${version}/dist/` };

/** Where a host that renamed the bundle copied dist/: `game.min.js` is the Klondike bundle. */
const RENAMED = { folder: '/static/js/', entry: 'game.min.js', bundle: 'klondike-solitaire.bundled.js' };

/** Where a host copied dist/ but not the workers' files, as a bundler that leaves them behind does. */
const WITHOUT_WORKER_FILES = '/without-worker-files/';

export default {
  files: ['test/bundle/**/*.test.ts'],
  nodeResolve: true,
  middleware: [
    (context, next) => {
      if (context.path === JSDELIVR.bare) context.path = '/dist/jsdelivr.js';
      else if (context.path.startsWith(JSDELIVR.versioned)) context.path = `/dist/${context.path.slice(JSDELIVR.versioned.length)}`;
      if (context.path.startsWith(WITHOUT_WORKER_FILES)) {
        const file = context.path.slice(WITHOUT_WORKER_FILES.length);
        if (/^solver\/worker\/[\w-]+-worker\.js$/.test(file)) {
          context.status = 404;
          return undefined;
        }
        context.path = `/dist/${file}`;
      }
      if (context.path.startsWith(RENAMED.folder)) {
        const file = context.path.slice(RENAMED.folder.length);
        context.path = `/dist/${file === RENAMED.entry ? RENAMED.bundle : file}`;
      }
      return next();
    },
    async (context, next) => {
      await next();
      // As a CDN sends dist/: any page may load it. The server answers under two host names
      // (localhost and 127.0.0.1), so a page of one loads the bundle from another origin.
      if (context.path.startsWith('/dist/')) context.set('Access-Control-Allow-Origin', '*');
      if (context.path in POLICIES) context.set('Content-Security-Policy', POLICIES[context.path]);
    },
  ],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
  browsers: main.browsers,
  testFramework: main.testFramework,
};
