import { esbuildPlugin } from '@web/dev-server-esbuild';
import { typeScriptSources } from './scripts/typescript-sources.mjs';

// `npm start`: the documentation site and the demo, served straight from the TypeScript sources.
export default {
  rootDir: '.',
  appIndex: 'site/index.html',
  open: '/site/',
  watch: true,
  // lit's dev build warns about misuse while the element is being worked on.
  nodeResolve: { exportConditions: ['development'] },
  middleware: [typeScriptSources()],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
};
