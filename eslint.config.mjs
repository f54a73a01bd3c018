// `npm run lint`: ESLint over everything written by hand, with the type checker's knowledge on
// TypeScript, then lit-analyzer over the elements' templates. Each layer gets the rules of the
// platform it runs on, as its tsconfig gives it the library (see tsconfig.json).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Build output, and the translation tables lit-localize writes from xliff/ (loaders.ts is ours).
  globalIgnores(['dist/', 'site/', '.bench/', 'screenshots/', 'src/locales/*.ts', '!src/locales/loaders.ts']),
  // A disable comment that silences nothing is a stale excuse.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,

  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // The code asserts `!` only where an invariant the types cannot carry holds: an entry just
      // checked in a Map, a node the element's own template renders, an index within bounds.
      // `no-unnecessary-type-assertion` still reports a `!` on what cannot be null.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers are what the texts, ids and logs print; an object or a nullable still fails.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `(x) => doSomething(x)` for a callback whose result nobody reads.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Empty bodies are the deliberate no-ops: a base element's hooks, a callback with nothing to do.
      '@typescript-eslint/no-empty-function': 'off',
      // House rules are type aliases: a saved game keeps them as a record of named rules, which an
      // alias of an object type fits and an interface, having no index signature, does not.
      '@typescript-eslint/consistent-type-definitions': 'off',
      // As tsc's noUnusedParameters: a hook's parameter a subclass uses is named `_x` in the base;
      // `{ dropped: _, ...kept }` leaves a field out.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `interface HTMLElementEventMap extends KlondikeEventMap {}` adds the element's events to
      // the DOM's global map: declaration merging, the one use of an empty interface here.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Kept although the code does not turn on noUncheckedIndexedAccess: a lookup in a
      // `Record<string, T>` the rule calls "always truthy" needs `Partial<Record<string, T>>`,
      // the type that tells the truth, not its check taken out; a field that a call in between
      // changes (tsc keeps its narrowing) takes a disable comment naming that call.
      '@typescript-eslint/no-unnecessary-condition': 'error',
    },
  },
  {
    // A global declared as the DOM and WebWorker libraries declare it merges with theirs.
    files: ['**/*.d.ts'],
    rules: { 'no-var': 'off' },
  },

  {
    // The elements: lit's templates, custom-element lifecycles, the accessibility of the markup.
    files: ['src/*.ts', 'src/element/**/*.ts'],
    extends: [lit.configs['flat/recommended'], wc.configs['flat/best-practice'], litA11y.configs.recommended],
    rules: {
      // lit calls a template's `@event=${this.onX}` listener with the element as `this`.
      '@typescript-eslint/unbound-method': 'off',
      'lit/lifecycle-super': 'error',
      'lit/no-invalid-escape-sequences': 'error',
      'lit/no-legacy-imports': 'error',
      'lit/no-native-attributes': 'error',
      'lit/no-this-assign-in-render': 'error',
      'lit/no-useless-template-literals': 'error',
      'lit/no-value-attribute': 'error',
      'wc/guard-define-call': 'error',
    },
  },

  {
    files: ['test/**/*.ts'],
    rules: {
      // @open-wc/testing's DOM-diff plugin types every chai `equal` as a promise, for the
      // `.dom.equal` snapshots these tests never take; every other promise must still be awaited.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: '@open-wc/semantic-dom-diff', name: 'Equal' }] },
      ],
    },
  },

  {
    // Node scripts and configs; the bench and screenshot scripts also hand functions to the page.
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['test/csp/*.js', 'docs/site/*.js'],
    languageOptions: { globals: globals.browser },
  },
);
