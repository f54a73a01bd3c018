import { esbuildPlugin } from '@web/dev-server-esbuild';
import main from './web-test-runner.config.mjs';

// `npm run test:bundle`, after `npm run build`: the built single-file bundles in the Chromium of
// `npm test`, as a host page loads them. Only the tests are TypeScript; dist/ is served as built.
export default {
  files: ['test/bundle/**/*.test.ts'],
  nodeResolve: true,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
  browsers: main.browsers,
  testFramework: main.testFramework,
};
