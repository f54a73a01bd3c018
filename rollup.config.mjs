// The single-file bundle for a <script type="module"> tag, lit included. The npm ESM build is
// plain `tsc -p tsconfig.build.json`: there lit stays a dependency the host's bundler dedupes.
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rollup } from 'rollup';

const typescriptOptions = { tsconfig: 'tsconfig.build.json', declaration: false, declarationMap: false, sourceMap: true };
const terserOptions = {
  module: true,
  ecma: 2022,
  compress: { passes: 2, ecma: 2022 },
  // Every lit module repeats its licence header; the banner states it once instead.
  format: { comments: /^!/ },
};

/**
 * `new Worker(new URL('./x.js', import.meta.url))` becomes a worker file next to the chunk that
 * starts it. The worker is a build of its own, every module it needs inside: as a chunk of this
 * build it would import what it shares with the bundle from the bundle, whose custom elements a
 * worker cannot define.
 */
const workers = () => ({
  name: 'workers',
  async transform(code, id) {
    const found = /new URL\((['"])(\.{1,2}\/[^'"]+)\.js\1, import\.meta\.url\)/.exec(code);
    if (!found) return null;
    const resolved = await this.resolve(`${found[2]}.ts`, id);
    if (!resolved) this.error(`${id}: no worker module ${found[2]}.ts`);
    // The worker ships without a source map: its build would need one written beside it too.
    const build = await rollup({
      input: resolved.id,
      plugins: [resolve({ browser: true }), typescript({ ...typescriptOptions, sourceMap: false, inlineSources: false })],
    });
    const { output } = await build.generate({ format: 'es', plugins: [terser(terserOptions)] });
    await build.close();
    const name = `${found[2].split('/').pop()}.js`;
    const reference = this.emitFile({ type: 'asset', name, source: output[0].code });
    return { code: code.replace(found[0], `import.meta.ROLLUP_FILE_URL_${reference}`), map: null };
  },
});

/**
 * One build per element, so each bundle is a whole file of its own: a single build with two
 * inputs would move what they share (lit, the base element) into a chunk both entries load.
 */
const bundle = (name) => ({
  input: { [name]: `src/${name}.ts` },
  // Lazy chunks import what they share with the bundle from the bundle itself: without this,
  // rollup moves the shared code into a third file and the entry becomes a stub that loads it.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].bundled.js',
    // Each language is a lazy chunk fetched only when a page asks for it, next to the bundle so
    // it resolves from wherever the bundle is hosted.
    chunkFileNames: (chunk) => (/[\\/]src[\\/]locales[\\/]/.test(chunk.facadeModuleId ?? '') ? 'locales/[name]-[hash].js' : 'chunks/[name]-[hash].js'),
    assetFileNames: 'chunks/[name]-[hash][extname]',
    sourcemap: true,
    banner: (chunk) => (chunk.isEntry ? `/*! ${name} (MIT). Includes lit and @lit/localize, Copyright Google LLC (BSD-3-Clause). */` : ''),
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
});

export default [bundle('klondike-solitaire'), bundle('bakers-dozen-solitaire')];
