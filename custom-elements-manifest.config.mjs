// The manifest describes the element's public face; the engine is plain TypeScript with no
// custom elements, and locale modules are generated message tables.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/engine/**', 'src/locales/**', 'src/**/*.test.ts'],
  outdir: '.',
  litelement: true,
};
