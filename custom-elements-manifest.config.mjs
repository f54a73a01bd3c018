// The manifest describes the element's public face; the engine is plain TypeScript with no
// custom elements, and locale modules are generated message tables.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { getWebTypesData } from 'custom-element-jet-brains-integration';
import { getVsCodeCssCustomData, getVsCodeHtmlCustomData } from 'custom-element-vs-code-integration';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';
import ts from 'typescript';
import { JSX_ATTRIBUTES_FILE, jsxAttributes } from './scripts/jsx-attributes.mjs';

const { exports: packageExports } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/engine/**', 'src/locales/**', 'src/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  plugins: [linkDefinitions(), publicApi(), resolvableExports(), editorData(), frameworkTypes(), reactAttributes()],
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

/** Where a source module ships: `src/x.ts` is `dist/x.js`. */
const shipped = (path) => path.replace(/^\/?src\//, 'dist/').replace(/\.ts$/, '.js');

/**
 * Tools read the manifest as the package's API: it keeps the modules a host imports (the
 * package's entry points and the elements' own), each element's public members only, and the
 * paths that ship. The analyzer lists every reactive property as an attribute, the internal
 * state too, and names a type by its alias (`DrawMode`): the TypeScript checker spells out
 * unions of literals, the values an editor can offer.
 */
function publicApi() {
  return {
    name: 'public-api',
    packageLinkPhase({ customElementsManifest: manifest }) {
      const entries = new Set(
        Object.values(packageExports)
          .map((target) => (typeof target === 'string' ? target : target.default))
          .filter((target) => /^\.\/dist\/[\w-]+\.js$/.test(target) && !target.endsWith('.bundled.js'))
          .map((target) => target.replace('./dist/', 'src/').replace(/\.js$/, '.ts')),
      );
      const isElement = (declaration) => declaration.customElement === true && declaration.tagName !== undefined;
      manifest.modules = manifest.modules.filter((module) => entries.has(module.path) || module.declarations?.some(isElement));
      const types = literalTypes(manifest.modules.filter((module) => module.declarations?.some(isElement)).map((module) => module.path));
      for (const module of manifest.modules) {
        module.declarations = (module.declarations ?? []).filter((declaration) => declaration.kind !== 'class' || isElement(declaration));
        for (const element of module.declarations.filter(isElement)) {
          const spelled = types.get(element.name) ?? new Map();
          const typed = (item) => (spelled.has(item.name) ? { ...item, type: { text: spelled.get(item.name) } } : item);
          element.members = element.members
            .filter((member) => (member.privacy ?? 'public') === 'public' && !member.static && !/^(add|remove)EventListener$/.test(member.name))
            .map((member) => typed(own(member)));
          const fields = new Map(element.members.map((member) => [member.name, member]));
          element.attributes = (element.attributes ?? [])
            .filter((attribute) => attribute.fieldName === undefined || fields.has(attribute.fieldName))
            .map(own)
            .map((attribute) => ({ ...attribute, fieldName: attribute.fieldName ?? DOCUMENTED_FIELDS[attribute.name] }))
            .map((attribute) => (fields.has(attribute.fieldName) ? { ...attribute, type: fields.get(attribute.fieldName).type } : attribute));
          element.superclass = { name: 'LitElement', package: 'lit' };
        }
        module.path = shipped(module.path);
        for (const entry of module.exports ?? []) if (entry.declaration?.module) entry.declaration.module = shipped(entry.declaration.module);
      }
    },
  };
}

/**
 * The properties of the attributes the class's doc comment documents rather than a reactive
 * property: `deal-code`'s accessor, and the `dir` and `lang` every HTMLElement has.
 */
const DOCUMENTED_FIELDS = { 'deal-code': 'dealCode', dir: 'dir', lang: 'lang' };

/** A member or attribute as the element's own: the base class it came from is not in the manifest. */
function own(item) {
  const copy = { ...item };
  delete copy.inheritedFrom;
  return copy;
}

/** For each class in `files`, its properties whose types are unions of literals, spelled out. */
function literalTypes(files) {
  const program = ts.createProgram(files, { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, strict: true, noEmit: true });
  const checker = program.getTypeChecker();
  const classes = new Map();
  for (const file of files) {
    ts.forEachChild(program.getSourceFile(file), (node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const spelled = new Map();
      for (const property of checker.getPropertiesOfType(checker.getTypeAtLocation(node))) {
        const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, node));
        const members = type.isUnion() ? type.types : [type];
        if (
          !type.isUnion() ||
          type.flags & ts.TypeFlags.Boolean ||
          !members.every((member) => member.isLiteral() || member.flags & (ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Number | ts.TypeFlags.String))
        )
          continue;
        spelled.set(property.name, members.map((member) => checker.typeToString(member).replaceAll('"', "'")).join(' | '));
      }
      classes.set(node.name.text, spelled);
    });
  }
  return classes;
}

/**
 * The editors' data, shipped in dist/ from the manifest as the API plugin leaves it: VS Code's
 * HTML and CSS custom data (tags, attributes with the values they take, parts, custom
 * properties) and JetBrains' web-types, which package.json names. The generators offer a boolean
 * attribute as one that needs a value; it is marked to be written bare, `<… four-color>`.
 */
function editorData() {
  return {
    name: 'editor-data',
    packageLinkPhase({ customElementsManifest: manifest }) {
      const webTypes = JSON.parse(getWebTypesData(manifest, { referenceTemplate: (_name, tag) => apiReference(tag) }));
      const booleans = new Set();
      for (const element of webTypes.contributions.html.elements) {
        for (const attribute of element.attributes.filter(({ value }) => value.type === 'boolean')) {
          attribute.value.required = false;
          booleans.add(`${element.name} ${attribute.name}`);
        }
      }
      const html = JSON.parse(getVsCodeHtmlCustomData(manifest, { referencesTemplate: (_name, tag) => [apiReference(tag)] }));
      for (const tag of html.tags) {
        for (const attribute of tag.attributes.filter(({ name }) => booleans.has(`${tag.name} ${name}`))) {
          delete attribute.values;
          attribute.valueSet = 'v';
        }
      }
      const dist = new URL('dist/', import.meta.url);
      mkdirSync(dist, { recursive: true });
      const write = (file, data) => writeFileSync(new URL(file, dist), `${JSON.stringify(data, null, 2)}\n`);
      write('vscode.html-custom-data.json', html);
      write('vscode.css-custom-data.json', JSON.parse(getVsCodeCssCustomData(manifest)));
      write('web-types.json', webTypes);
    },
  };
}

/** An element's API page, which editors link from its tag's documentation. */
const apiReference = (tag) => ({ name: 'API reference', url: `https://github.com/solitaire-elements/solitaire-elements/blob/main/docs/api/${tag}.md` });

/** Where each element's class is declared in dist/, relative to dist/ (the generators' `componentTypePath`). */
function elementTypes(_name, tag) {
  return tag === 'bakers-dozen-solitaire' ? './bakers-dozen-solitaire.js' : './index.js';
}

/**
 * The elements' types for Vue, whose `vue-tsc` checks templates against them, generated into
 * dist/ from the manifest by custom-element-vuejs-integration (`solitaire-elements/vue` in
 * package.json's `exports`), so no attribute list is written by hand. The generator wraps each
 * event's type in `CustomEvent<…>`, imports only the classes, and names each listener `on` + the
 * event's name, where Vue binds `@new-game` to `onNewGame`: so it is given a copy of the manifest
 * whose events name their detail types where the element's entry module exports them, and their
 * names as Vue's listeners spell them.
 */
function frameworkTypes() {
  return {
    name: 'framework-types',
    packageLinkPhase({ customElementsManifest: manifest }) {
      const copy = structuredClone(manifest);
      for (const element of copy.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName)) {
        const entry = elementTypes(element.name, element.tagName);
        for (const event of element.events ?? []) {
          const detail = /^CustomEvent<(\w+)>$/.exec(event.type?.text ?? '')?.[1];
          if (detail) event.type = { text: `import('${entry}').${detail}` };
          event.name = event.name.replace(/(?:^|-)(\w)/g, (_, letter) => letter.toUpperCase());
        }
      }
      generateVuejsTypes(copy, { outdir: './dist', fileName: 'vue.d.ts', componentTypePath: elementTypes, hideLogs: true });
    },
  };
}

/**
 * An export's reference names a module by the package-root path tools look up, and one that
 * nothing in the manifest answers is left out: the type-only exports (event details, `state`'s
 * record) and the engine's functions have no declaration here, since the manifest describes the
 * elements, and the types are in the package's `.d.ts` files.
 */
function resolvableExports() {
  return {
    name: 'resolvable-exports',
    packageLinkPhase({ customElementsManifest: manifest }) {
      const modules = new Map(manifest.modules.map((module) => [module.path, module]));
      const resolves = (reference, seen = new Set()) => {
        const module = modules.get(reference.module);
        if (!module || seen.has(module.path)) return false;
        seen.add(module.path);
        if (module.declarations?.some((declaration) => declaration.name === reference.name)) return true;
        return (module.exports ?? []).some(
          (entry) =>
            entry.kind === 'js' &&
            (entry.name === reference.name || entry.name === '*') &&
            entry.declaration.module !== module.path &&
            resolves({ ...entry.declaration, name: entry.name === '*' ? reference.name : entry.declaration.name }, seen),
        );
      };
      for (const module of manifest.modules) {
        for (const entry of module.exports ?? []) {
          const target = entry.declaration.module;
          if (target?.startsWith('.')) entry.declaration.module = posix.join(posix.dirname(module.path), target);
        }
      }
      for (const module of manifest.modules) {
        module.exports = (module.exports ?? []).filter((entry) =>
          entry.declaration.module === undefined || entry.declaration.name === '*' ? modules.has(entry.declaration.module) : resolves(entry.declaration),
        );
      }
    },
  };
}

/** The React types' attribute lists, from the manifest as the API plugin leaves it (see scripts/jsx-attributes.mjs). */
function reactAttributes() {
  return {
    name: 'react-attributes',
    packageLinkPhase({ customElementsManifest: manifest }) {
      writeFileSync(new URL(JSX_ATTRIBUTES_FILE, import.meta.url), jsxAttributes(manifest));
    },
  };
}
