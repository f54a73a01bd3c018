// The manifest describes the element's public face; the engine is plain TypeScript with no
// custom elements, and locale modules are generated message tables.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/engine/**', 'src/locales/**', 'src/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  plugins: [linkDefinitions()],
};

/**
 * The analyzer records `customElements.define(TAG_NAME, …)` under the constant's name and points
 * at the class through its import specifier (`/src/….js`). Tools look the tag and the module up
 * verbatim, so write in the tag itself and the module's manifest path.
 */
function linkDefinitions() {
  return {
    name: 'link-definitions',
    packageLinkPhase({ customElementsManifest: manifest }) {
      const paths = new Set(manifest.modules.map((module) => module.path));
      const manifestPath = (specifier) => {
        const path = specifier.replace(/^\//, '');
        const source = path.replace(/\.js$/, '.ts');
        return paths.has(source) ? source : path;
      };
      for (const module of manifest.modules) {
        for (const entry of module.exports ?? []) {
          if (entry.declaration?.module) entry.declaration.module = manifestPath(entry.declaration.module);
          if (entry.kind !== 'custom-element-definition' || entry.name.includes('-')) continue;
          const constant = module.declarations?.find((declaration) => declaration.kind === 'variable' && declaration.name === entry.name);
          const tag = /^['"`]([a-z][\w.]*-[\w.-]*)['"`]$/.exec(constant?.default ?? '')?.[1];
          if (!tag) continue;
          entry.name = tag;
          const element = manifest.modules
            .find((candidate) => candidate.path === entry.declaration.module)
            ?.declarations?.find((declaration) => declaration.name === entry.declaration.name);
          if (element) element.tagName = tag;
        }
      }
    },
  };
}
