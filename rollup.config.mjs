// The bundles for a <script type="module"> tag, lit included. The npm ESM build is
// plain `tsc -p tsconfig.build.json`: there lit stays a dependency the host's bundler dedupes.
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { rollup } from 'rollup';
import { withoutMessageDescriptions } from './scripts/message-descriptions.mjs';
import { privateMemberMangling } from './scripts/private-members.mjs';

const { name, version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

const typescriptOptions = {
  tsconfig: 'tsconfig.build.json',
  declaration: false,
  declarationMap: false,
  sourceMap: true,
  transformers: { before: [withoutMessageDescriptions] },
};
const terserOptions = {
  module: true,
  ecma: 2022,
  compress: { passes: 3, ecma: 2022 },
  // Terser shortens local names only; the classes' own members it learns from the type checker,
  // which tells a private `label` from a DOM one, so terser's list of DOM names need not hold it back.
  mangle: { properties: { ...privateMemberMangling(), builtins: true } },
  // Every lit module repeats its licence header; the banner states it once instead.
  format: { comments: /^!/ },
};

/**
 * `new Worker(new URL('./x.js', import.meta.url))` becomes a worker file where the npm build has
 * its module, `dist/<path>/x.js`, and `import('./x-source.js')` the worker's whole script as the
 * text of that file's sibling `x-source.js`, for a host's bundler that leaves the file behind.
 * The worker is a build of its own, every module it needs inside: as a chunk of this build it
 * would import what it shares with the bundle from the bundle, whose custom elements a worker
 * cannot define. The bundle's chunks and the npm build's modules name the same two files, so
 * each worker ships once as a file and once as text.
 */
const workers = () => {
  /** Each worker's minified script, by its source module: the file and the text are one build. */
  const scripts = new Map();
  const script = (id) => {
    if (!scripts.has(id)) scripts.set(id, buildWorker(id));
    return scripts.get(id);
  };
  const source = fileURLToPath(new URL('src/', import.meta.url));
  /** Where the npm build has the module `id`: `src/a/b.ts` is `a/b.js`. */
  const shippedAt = (id) => relative(source, id).replace(/\.ts$/, '.js').split(sep).join('/');
  return {
    name: 'workers',
    async resolveId(specifier, importer) {
      if (!importer || !specifier.endsWith('-worker-source.js')) return null;
      const worker = await this.resolve(specifier.replace(/-source\.js$/, '.ts'), importer);
      if (!worker) this.error(`${importer}: no worker module for ${specifier}`);
      const fileName = shippedAt(worker.id).replace(/\.js$/, '-source.js');
      this.emitFile({ type: 'asset', fileName, source: `export default ${JSON.stringify(await script(worker.id))};\n` });
      // Kept as written, a path from chunks/, where every chunk is (`output.chunkFileNames`).
      return { id: `../${fileName}`, external: true };
    },
    async transform(code, id) {
      const found = /new URL\((['"])(\.{1,2}\/[^'"]+)\.js\1, import\.meta\.url\)/.exec(code);
      if (!found) return null;
      const worker = await this.resolve(`${found[2]}.ts`, id);
      if (!worker) this.error(`${id}: no worker module ${found[2]}.ts`);
      const reference = this.emitFile({ type: 'asset', fileName: shippedAt(worker.id), source: await script(worker.id) });
      // The file URL rollup writes is a string: the source made a URL object, and gets one.
      return { code: code.replace(found[0], `new URL(import.meta.ROLLUP_FILE_URL_${reference})`), map: null };
    },
  };
};

/** The worker whose module is `input`, minified into one script; without a source map, which would need a file beside it. */
async function buildWorker(input) {
  const build = await rollup({
    input,
    plugins: [resolve({ browser: true }), typescript({ ...typescriptOptions, sourceMap: false, inlineSources: false })],
  });
  const { output } = await build.generate({ format: 'es', plugins: [terser(terserOptions)] });
  await build.close();
  return output[0].code;
}

/** The games: `src/<game>.ts` becomes `dist/<game>.bundled.js`. */
const GAMES = ['klondike-solitaire', 'bakers-dozen-solitaire'];

/** A game's facade module is `\0facade:<game>`, and its chunk `<game>.bundled`, the bundle. */
const FACADE = '\0facade:';
const isBundle = (chunk) => chunk.name.endsWith('.bundled');

/**
 * Each bundle is a facade: it re-exports its game's chunk (`export … from './chunks/<game>-….js'`)
 * and imports the chunks that one needs, while all the code lives in chunks/. The browser
 * resolves those imports from the URL it fetched the bundle from, whatever its name, query
 * string, folder or origin; the chunks import one another by their own names and never a
 * bundle, so nothing is fetched or run twice. (A lazy chunk that imported the bundle by name
 * would load a second copy of everything on a page that serves it as `…bundled.js?ver=6.4.2`.)
 */
const facades = () => ({
  name: 'facades',
  resolveId: (id) => (id.startsWith(FACADE) ? id : null),
  load: (id) => {
    if (!id.startsWith(FACADE)) return null;
    const game = fileURLToPath(new URL(`src/${id.slice(FACADE.length)}.ts`, import.meta.url));
    return `export * from ${JSON.stringify(game)};`;
  },
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle).filter((file) => file.type === 'chunk')) {
      const bundles = [...chunk.imports, ...chunk.dynamicImports].filter((file) => file.endsWith('.bundled.js'));
      if (bundles.length > 0) this.error(`${chunk.fileName} imports ${bundles.join(', ')}, which may be served under another name`);
    }
  },
});

/**
 * The file jsDelivr serves at the package's bare URL (`…/npm/solitaire-elements`, package.json's
 * `jsdelivr`). The browser resolves a module's relative imports from its URL, and from that one
 * the Klondike bundle's chunks would be looked for under `…/npm/chunks/`; so this file only
 * re-exports the bundle from its versioned path on the same host, where its chunks are beside it.
 */
const jsDelivrEntry = () => ({
  name: 'jsdelivr-entry',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'jsdelivr.js',
      source: `/*! <klondike-solitaire> from ${name} ${version}, at jsDelivr's short URL. */\nexport * from '/npm/${name}@${version}/dist/klondike-solitaire.bundled.js';\n`,
    });
  },
});

/**
 * One build with both games: what they share (lit, the base element, the dialogs, the words)
 * is in chunks both load, so a page with both fetches and runs it once, with one lit.
 */
const bundles = {
  input: Object.fromEntries(
    GAMES.flatMap((game) => [
      [`${game}.bundled`, `${FACADE}${game}`],
      [game, `src/${game}.ts`],
    ]),
  ),
  // A game's chunk may export more than its module does: its lazy chunks import the rest from it.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: (chunk) => (isBundle(chunk) ? '[name].js' : 'chunks/[name]-[hash].js'),
    chunkFileNames: (chunk) => {
      // Each language is a lazy chunk fetched only when a page asks for it.
      if (/[\\/]src[\\/]locales[\\/]/.test(chunk.facadeModuleId ?? '')) return 'locales/[name]-[hash].js';
      // Rollup names a chunk after one of its modules; the one with lit holds what every game loads.
      if (chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]lit-html[\\/]/.test(id))) return 'chunks/shared-[hash].js';
      return 'chunks/[name]-[hash].js';
    },
    assetFileNames: 'chunks/[name]-[hash][extname]',
    // Written for this repository's own tools (bench/bundle-shares.mjs), not published: with their
    // sources they would double the tarball, and without them they resolve nowhere in it. Hidden,
    // so no published bundle names a map a CDN would answer with a 404.
    sourcemap: 'hidden',
    banner: (chunk) =>
      isBundle(chunk)
        ? `/*! <${chunk.name.replace('.bundled', '')}> from ${name} ${version} (MIT). Its chunks include lit and @lit/localize, Copyright Google LLC (BSD-3-Clause). */`
        : '',
  },
  // An import rollup cannot resolve would stay a bare specifier no browser can load.
  onwarn(warning, warn) {
    if (warning.code === 'UNRESOLVED_IMPORT') throw new Error(warning.message);
    warn(warning);
  },
  plugins: [
    // lit picks its dev build (with its console warnings) under `development`; ask for the
    // production one explicitly so a resolver default can never flip it.
    resolve({ browser: true, exportConditions: ['production'] }),
    // Terser leaves template strings alone; the element's CSS and markup are mostly whitespace.
    // A template it cannot parse must stop the build rather than ship unminified.
    minifyHTML({ include: ['src/**/*.ts'], failOnError: true }),
    facades(),
    jsDelivrEntry(),
    typescript(typescriptOptions),
    workers(),
    {
      // The browser would resolve a computed import() path next to the bundle, where nothing
      // is published: each lazy module needs its own literal import('./…') to become a chunk.
      name: 'literal-dynamic-imports',
      resolveDynamicImport(specifier, importer) {
        if (typeof specifier !== 'string') this.error(`${importer}: import() with a computed path cannot be bundled`);
        return null;
      },
    },
    terser(terserOptions),
  ],
};

export default bundles;
