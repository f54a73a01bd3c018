// `npm run test:package`: the package as a developer gets it. It packs dist/ (build first), holds
// the tarball to its size with every map and Markdown link in it resolving inside it, installs
// the tarball in a throwaway consumer project from the npm registry, and checks there what hosts
// rely on: every `exports` subpath resolves with its types, a strict TypeScript host and a React 19
// TSX host type-check (each element's own event details, under `bundler` and the legacy `node`
// resolution), a Vue host's templates type-check against the generated element types, both elements render on the server with @lit-labs/ssr and through the React
// wrapper with react-dom/server, the wrapper plays in Chromium under React 18 and React 19 (built
// with esbuild, as a bundler would), the React types' generated attribute lists match the manifest,
// and the manifest is valid against its schema.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { launchChromium, serve } from './browser.mjs';
import { checkBundlers } from './package-checks/bundlers.mjs';
import { checkHydration } from './package-checks/hydration.mjs';
import { checkNextjs } from './package-checks/nextjs.mjs';
import { checkTarball, MAX_PACKED } from './package-checks/tarball.mjs';
import { JSX_ATTRIBUTES_FILE, jsxAttributes } from './jsx-attributes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const versions = { ...manifest.devDependencies };
const consumer = mkdtempSync(join(tmpdir(), 'solitaire-consumer-'));
const run = (command, args, cwd = consumer) => execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const failures = [];
/** The React 18 the wrapper is played under, beside the React 19 of the devDependencies. */
const REACT_18 = '18.3.1';
/** The hydrate support a host loads before lit to hydrate what @lit-labs/ssr rendered. */
const SSR_CLIENT = '1.1.8';
async function check(name, body) {
  try {
    await body();
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
  run('npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    tarball,
    ...tools,
    `@lit-labs/ssr-client@${SSR_CLIENT}`,
    'ajv@8',
    'custom-elements-manifest@2',
  ]);
  // React 18 in a folder of its own beside this repository's React 19: a host on React 18.
  const react18 = join(consumer, 'react-18');
  mkdirSync(react18);
  writeFileSync(join(react18, 'package.json'), JSON.stringify({ name: 'react-18-host', private: true }));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `react@${REACT_18}`, `react-dom@${REACT_18}`], react18);
  // A Vue host in a folder of its own, its templates checked by vue-tsc against the shipped types.
  const vueHost = join(consumer, 'vue-host');
  mkdirSync(vueHost);
  writeFileSync(join(vueHost, 'package.json'), JSON.stringify({ name: 'vue-host', private: true, type: 'module' }));
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...['typescript', 'vue', 'vue-tsc'].map((tool) => `${tool}@${versions[tool]}`)],
    vueHost,
  );
  console.log(`${manifest.name}: packed and installed in a consumer project`);

  await check(`the tarball is at most ${MAX_PACKED / 1000} kB packed, its maps and Markdown links resolving in it`, () => checkTarball(root));

  await check('every exports subpath resolves, with its types', () => {
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

  // The Vue types need Vue: the Vue host below checks them.
  const subpaths = Object.keys(manifest.exports).filter((subpath) => !subpath.endsWith('.json') && subpath !== './vue');
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
klondike.draw = '3';
klondike.passes = 'classic';
klondike.maxUndos = '5';
// @ts-expect-error The draw is 1 or 3 (a bad value set anyway is a config-error at run time).
klondike.draw = '2';
// @ts-expect-error The scoring is standard or Vegas.
klondike.scoring = 'casino';
// @ts-expect-error resume is on or off.
klondike.resume = 'later';
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
      <KlondikeSolitaire style={{ '--solitaire-felt': '#123', '--solitaire-card-max-width': '90px' }} />
      <bakers-dozen-solitaire storage-key="bd" max-undos="3" show-winnable></bakers-dozen-solitaire>
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
    await check(`a strict TypeScript host${files.length > 1 ? ' and a React 19 TSX host' : ''} type-check (moduleResolution ${resolution})`, () => {
      writeFileSync(
        join(consumer, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { ...compilerOptions, ...options, moduleResolution: resolution }, files }),
      );
      run('npx', ['tsc', '-p', 'tsconfig.json']);
    });
  }

  await check('a Vue host type-checks its templates against the elements, a wrong value or handler refused', () => {
    writeFileSync(join(vueHost, 'env.d.ts'), `/// <reference types="${manifest.name}/vue" />\n`);
    writeFileSync(
      join(vueHost, 'App.vue'),
      `<script setup lang="ts">
import '${manifest.name}/klondike-solitaire.js';
import type { KlondikeWinDetail } from '${manifest.name}';
const onWin = (event: CustomEvent<KlondikeWinDetail>): number => event.detail.score;
</script>
<template>
  <klondike-solitaire :draw="3" scoring="vegas" @win="onWin"></klondike-solitaire>
  <!-- @vue-expect-error The draw is 1 or 3. -->
  <klondike-solitaire :draw="{ nonsense: true }"></klondike-solitaire>
  <!-- @vue-expect-error A win's detail is no number. -->
  <klondike-solitaire @win="(event: CustomEvent<number>) => event.detail.toFixed()"></klondike-solitaire>
</template>
`,
    );
    writeFileSync(
      join(vueHost, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { ...compilerOptions, jsx: 'preserve', module: 'ESNext', moduleResolution: 'bundler' },
        include: ['env.d.ts', 'App.vue'],
      }),
    );
    run('npx', ['vue-tsc', '-p', 'tsconfig.json'], vueHost);
  });

  await check('both elements render on the server with @lit-labs/ssr', () => {
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

  await checkHydration(check, consumer, manifest.name);
  await checkNextjs(check, consumer, tarball, versions);
  await checkBundlers(check, consumer, tarball);

  await check('the React wrapper renders with react-dom/server', () => {
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

  for (const [react, alias] of [
    ['React 18', { react: join(consumer, 'react-18/node_modules/react'), 'react-dom': join(consumer, 'react-18/node_modules/react-dom') }],
    ['React 19', {}],
  ]) {
    await check(`the React wrapper sets properties and hears events in Chromium under ${react}`, () => playReactWrapper(alias));
  }

  await check(`${JSX_ATTRIBUTES_FILE} is what the packed manifest gives`, () => {
    const packed = JSON.parse(readFileSync(join(consumer, 'node_modules', manifest.name, 'custom-elements.json'), 'utf8'));
    if (readFileSync(join(root, JSX_ATTRIBUTES_FILE), 'utf8') !== jsxAttributes(packed)) {
      throw new Error(`${JSX_ATTRIBUTES_FILE} is out of date: run npm run build and commit it`);
    }
  });

  await check('custom-elements.json is valid against its schema, every attribute and custom property with its default, every reference resolving', () => {
    writeFileSync(
      join(consumer, 'schema.mjs'),
      `import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const validate = new Ajv({ strict: false }).compile(read('node_modules/custom-elements-manifest/schema.json'));
const elements = read('node_modules/${manifest.name}/custom-elements.json');
if (!validate(elements)) throw new Error(JSON.stringify(validate.errors, null, 2));
// A deal code is random, and dir and lang inherited, when absent: they have no value to give.
const noDefault = new Set(['deal-code', 'dir', 'lang']);
const missing = elements.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName)
  .flatMap((element) => element.attributes.filter((attribute) => attribute.default === undefined && !noDefault.has(attribute.name)).map((attribute) => element.tagName + ' ' + attribute.name));
if (missing.length > 0) throw new Error('attributes without a default: ' + missing.join(', '));
const noCssDefault = elements.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName)
  .flatMap((element) => (element.cssProperties ?? []).filter((property) => !property.default).map((property) => element.tagName + ' ' + property.name));
if (noCssDefault.length > 0) throw new Error('custom properties without a default: ' + noCssDefault.join(', '));
// Every export's reference names a module of the manifest that declares or re-exports it.
const modules = new Map(elements.modules.map((module) => [module.path, module]));
const resolves = ({ name, module }, depth = 0) => depth < 8 && modules.has(module) && (modules.get(module).declarations?.some((declaration) => declaration.name === name)
  || modules.get(module).exports?.some((entry) => (entry.name === name || entry.name === '*') && entry.declaration.module !== module && resolves({ name: entry.name === '*' ? name : entry.declaration.name, module: entry.declaration.module }, depth + 1)));
const unresolved = elements.modules.flatMap((module) => (module.exports ?? []).filter((entry) => entry.name !== '*' && !resolves(entry.declaration)).map((entry) => module.path + ' ' + entry.name + ' → ' + entry.declaration.module));
if (unresolved.length > 0) throw new Error('export references that resolve to nothing: ' + unresolved.join(', '));
`,
    );
    run('node', ['schema.mjs']);
  });
} finally {
  rmSync(consumer, { recursive: true, force: true });
}

/**
 * Builds a page that mounts both wrappers (`alias` picks the React it runs on) and plays it in
 * Chromium: the properties reach the elements before their first deal, each callback hears its
 * event (the first deal's `new-game` too), and a re-render with the same deal code keeps the game.
 */
async function playReactWrapper(alias) {
  const www = mkdtempSync(join(consumer, 'www-'));
  writeFileSync(
    join(consumer, 'react-app.mjs'),
    `import { createElement, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { KlondikeSolitaire, BakersDozenSolitaire } from '${manifest.name}/react';

const heard = { move: [], newGame: [], configError: [] };
let rerender;
function App() {
  const [undos, setUndos] = useState(5);
  rerender = setUndos;
  return createElement('div', null,
    createElement(KlondikeSolitaire, {
      dealCode: 'KL1-D3N-AAAAAAG', fourColor: true, maxUndos: undos,
      onMove: (event) => heard.move.push(event.detail.action),
      onNewGame: (event) => heard.newGame.push(event.detail.dealCode),
      onConfigError: (event) => heard.configError.push(event.detail.attribute),
    }),
    createElement(BakersDozenSolitaire, { dealCode: 'BD1-AAAAAAG', onNewGame: (event) => heard.newGame.push(event.detail.dealCode) }),
    createElement(KlondikeSolitaire, { id: 'random', draw: 3, scoring: 'vegas' }));
}

window.play = async () => {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  flushSync(() => root.render(createElement(App)));
  const klondike = document.querySelector('klondike-solitaire');
  await klondike.updateComplete;
  const mounted = { dealCode: klondike.dealCode, fourColor: klondike.fourColor, maxUndos: klondike.maxUndos, drew: klondike.turnStock() };
  // Every render sets every property again: the same deal code keeps the game, a bad value is refused.
  flushSync(() => rerender('lots'));
  await klondike.updateComplete;
  const random = document.getElementById('random').dealCode.slice(0, 8);
  return { mounted, movesAfterRerender: klondike.moves, maxUndos: klondike.maxUndos, random, heard };
};
`,
  );
  await build({ entryPoints: [join(consumer, 'react-app.mjs')], bundle: true, splitting: true, format: 'esm', outdir: www, alias, logLevel: 'error' });
  // The bundle under /dist/, as the package's own pages load it.
  const server = await serve(() => '<!doctype html><meta charset="utf-8"><script type="module" src="/dist/react-app.js"></script>', { files: www });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => 'play' in window);
    const result = await page.evaluate(() => window.play());
    const expected = {
      mounted: { dealCode: 'KL1-D3N-AAAAAAG', fourColor: true, maxUndos: 5, drew: true },
      movesAfterRerender: 1,
      maxUndos: 5,
      random: 'KL1-D3V-',
      heard: { move: ['draw'], newGame: ['KL1-D3N-AAAAAAG', 'BD1-AAAAAAG'], configError: ['max-undos'] },
    };
    if (errors.length > 0 || JSON.stringify(result) !== JSON.stringify(expected)) {
      throw new Error(`expected ${JSON.stringify(expected)}\ngot      ${JSON.stringify(result)}${errors.length ? `\npage errors: ${errors.join('; ')}` : ''}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (failures.length > 0) {
  console.log(`package: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('package: every check passed');
