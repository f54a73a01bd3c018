// `npm run test:package`: the package as a developer gets it. It packs dist/ (build first), installs
// the tarball in a throwaway consumer project from the npm registry, and checks there what hosts
// rely on: every `exports` subpath resolves with its types, a strict TypeScript host and a React 19
// TSX host type-check (each element's own event details, under `bundler` and the legacy `node`
// resolution), both elements render on the server with @lit-labs/ssr and through the React
// wrapper with react-dom/server, and the manifest is valid against its schema.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const versions = { ...manifest.devDependencies };
const consumer = mkdtempSync(join(tmpdir(), 'solitaire-consumer-'));
const run = (command, args, cwd = consumer) => execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const failures = [];
function check(name, body) {
  try {
    body();
    console.log(`  ✔ ${name}`);
  } catch (error) {
    console.log(`  ✘ ${name}\n${String(error.stdout ?? error.message).replace(/^/gm, '      ')}`);
    failures.push(name);
  }
}

try {
  const tarball = join(consumer, run('npm', ['pack', '--silent', '--pack-destination', consumer], root).trim().split('\n').at(-1));
  // The same tools as this repository's, from its lockfile's versions.
  const tools = ['typescript', 'react', 'react-dom', '@types/react', '@types/react-dom', '@lit-labs/ssr'].map((tool) => `${tool}@${versions[tool]}`);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...tools, 'ajv@8', 'custom-elements-manifest@2']);
  console.log(`${manifest.name}: packed and installed in a consumer project`);

  check('every exports subpath resolves, with its types', () => {
    const installed = join(consumer, 'node_modules', manifest.name);
    const missing = Object.entries(manifest.exports).flatMap(([subpath, target]) =>
      Object.values(typeof target === 'string' ? { default: target } : target)
        .filter((file) => {
          try {
            readFileSync(join(installed, file));
            return false;
          } catch {
            return true;
          }
        })
        .map((file) => `${subpath} → ${file}`),
    );
    if (missing.length > 0) throw new Error(`missing from the package: ${missing.join(', ')}`);
  });

  const subpaths = Object.keys(manifest.exports).filter((subpath) => !subpath.endsWith('.json'));
  writeFileSync(
    join(consumer, 'host.ts'),
    `${subpaths.map((subpath, i) => `import type * as entry${i} from '${join(manifest.name, subpath)}';`).join('\n')}
import '${manifest.name}/klondike-solitaire.js';
import '${manifest.name}/bakers-dozen-solitaire.js';
export type Entries = [${subpaths.map((_, i) => `typeof entry${i}`).join(', ')}];

// A host's own 'move' event: the elements' names stay out of the global map.
declare global {
  interface HTMLElementEventMap {
    move: CustomEvent<{ hostMove: true }>;
  }
}
document.body.addEventListener('move', (event) => event.detail.hostMove);

const klondike = document.createElement('klondike-solitaire');
klondike.addEventListener('win', (event) => [event.detail.draw, event.detail.scoring, event.detail.score]);
klondike.addEventListener('move', (event) => event.detail.cards.join());
klondike.addEventListener('config-error', (event) => event.detail.attribute);
klondike.draw = 3;
const bakers = document.createElement('bakers-dozen-solitaire');
bakers.addEventListener('new-game', (event) => event.detail.dealCode);
// @ts-expect-error Baker's Dozen's win has no draw.
bakers.addEventListener('win', (event) => event.detail.draw);
`,
  );
  writeFileSync(
    join(consumer, 'app.tsx'),
    `import { KlondikeSolitaire, BakersDozenSolitaire } from '${manifest.name}/react';

export function App() {
  return (
    <main>
      <KlondikeSolitaire draw={3} scoring="vegas" onWin={(event) => event.detail.score} onMove={(event) => event.detail.moves} />
      <BakersDozenSolitaire onNewGame={(event) => event.detail.dealCode} onConfigError={(event) => event.detail.message} />
      <klondike-solitaire draw="3" deal-code="KL1-D3N-AAAAAAG" four-color></klondike-solitaire>
      <bakers-dozen-solitaire winnable></bakers-dozen-solitaire>
    </main>
  );
}
`,
  );
  const compilerOptions = { strict: true, noEmit: true, target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx', skipLibCheck: false };
  // The legacy resolution comes with the interop of its time (tsc --init's), which @lit/react's types need.
  for (const [resolution, options, files] of [
    ['bundler', { module: 'ESNext' }, ['host.ts', 'app.tsx']],
    ['node', { module: 'ESNext', esModuleInterop: true }, ['host.ts']],
  ]) {
    check(`a strict TypeScript host${files.length > 1 ? ' and a React 19 TSX host' : ''} type-check (moduleResolution ${resolution})`, () => {
      writeFileSync(
        join(consumer, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { ...compilerOptions, ...options, moduleResolution: resolution }, files }),
      );
      run('npx', ['tsc', '-p', 'tsconfig.json']);
    });
  }

  check('both elements render on the server with @lit-labs/ssr', () => {
    writeFileSync(
      join(consumer, 'ssr.mjs'),
      `import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import '${manifest.name}/klondike-solitaire.js';
import '${manifest.name}/bakers-dozen-solitaire.js';
const page = await collectResult(render(html\`<klondike-solitaire deal-code="KL1-D1N-AAAAAAG" lang="fr"></klondike-solitaire><bakers-dozen-solitaire></bakers-dozen-solitaire>\`));
for (const tag of ['klondike-solitaire', 'bakers-dozen-solitaire']) {
  if (!new RegExp('<' + tag + '[^>]*><template shadowroot(mode)?="open"').test(page)) throw new Error('no shadow root for <' + tag + '>');
}
if (!page.includes('part="table"')) throw new Error('no table in the shell');
`,
    );
    run('node', ['ssr.mjs']);
  });

  check('the React wrapper renders with react-dom/server', () => {
    writeFileSync(
      join(consumer, 'react-ssr.mjs'),
      `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { KlondikeSolitaire, BakersDozenSolitaire } from '${manifest.name}/react';
const page = renderToString(createElement('div', null, createElement(KlondikeSolitaire, { draw: 3 }), createElement(BakersDozenSolitaire)));
if (!page.includes('<klondike-solitaire') || !page.includes('<bakers-dozen-solitaire')) throw new Error(page);
`,
    );
    run('node', ['react-ssr.mjs']);
  });

  check('custom-elements.json is valid against its schema', () => {
    writeFileSync(
      join(consumer, 'schema.mjs'),
      `import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const validate = new Ajv({ strict: false }).compile(read('node_modules/custom-elements-manifest/schema.json'));
if (!validate(read('node_modules/${manifest.name}/custom-elements.json'))) throw new Error(JSON.stringify(validate.errors, null, 2));
`,
    );
    run('node', ['schema.mjs']);
  });
} finally {
  rmSync(consumer, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.log(`package: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('package: every check passed');
