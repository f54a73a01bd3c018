// `npm run lint:layers`: the layering of src/ as rules dependency-cruiser checks on every import,
// type-only ones included: a type ties two folders as surely as a value, so every layering rule
// comes twice, its `-type-only` twin naming the imports that only types make.

/**
 * The shared folders of src/element/, lowest layer first: a folder imports only folders below it
 * (or itself), so no two folders can import each other. A file belongs to the longest entry its
 * path starts with: `view/cards` is a layer of its own, and an unlisted `view/x/` is `view`'s.
 * Reorder, add or remove entries here; every folder of src/element/ is in this list or in GAMES.
 */
const LAYERS = [
  'host',
  'i18n',
  'view/cards',
  'view',
  'speech',
  'statistics',
  'persistence',
  'solver',
  'input',
  'dialogs',
  'celebration',
  'game',
  'deals',
  'base',
];

/**
 * The game folders of src/element/: each may import the shared folders, none is imported by
 * them, and no game imports another. A new game's folder is one more name here.
 */
const GAMES = ['klondike', 'bakers-dozen'];

const ELEMENT = '^src/element/';
const ENTRY = '^src/[^/]+\\.ts$';
const oneOf = (patterns) => `(?:${patterns.join('|')})`;
const any = (names) => oneOf(names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

const GAME = `${ELEMENT}${any(GAMES)}/`;

/** A layer's files: its folder without the sub-folders listed as layers of their own. */
function layerPath(layer) {
  const own = LAYERS.filter((other) => other.startsWith(`${layer}/`)).map((other) => other.slice(layer.length + 1));
  return `${ELEMENT}${any([layer])}/${own.length > 0 ? `(?!${any(own)}/)` : ''}`;
}

/** A rule for the imports that carry values, and its twin for those that carry only types. */
function withTypeOnly(rule) {
  return [
    { ...rule, to: { ...rule.to, dependencyTypesNot: ['type-only'] } },
    { ...rule, name: `${rule.name}-type-only`, to: { ...rule.to, dependencyTypes: ['type-only'] } },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other, values all the way round.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-type-only',
      comment: 'A circle of imports of which this one, at least, carries only types.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypes: ['type-only'] },
    },
    ...[
      {
        name: 'engine-alone',
        comment: 'The rules engine stands on nothing else of src/: no solver, no element, no entry point.',
        severity: 'error',
        from: { path: '^src/engine/' },
        to: { path: '^src/', pathNot: '^src/engine/' },
      },
      {
        name: 'solver-on-engine',
        comment: 'The solvers stand on the engine alone: no element, no entry point.',
        severity: 'error',
        from: { path: '^src/solver/' },
        to: { path: '^src/', pathNot: '^src/(?:engine|solver)/' },
      },
      {
        name: 'entries-on-top',
        comment: 'The entry points src/*.ts are what hosts import; only another entry point imports one.',
        severity: 'error',
        from: { pathNot: ENTRY },
        to: { path: ENTRY },
      },
      {
        name: 'element-folder-listed',
        comment: 'Every folder of src/element/ is a game or a layer: add it to GAMES or LAYERS in .dependency-cruiser.mjs.',
        severity: 'error',
        from: { path: '^src/' },
        to: { path: ELEMENT, pathNot: `${ELEMENT}${any([...GAMES, ...LAYERS])}/` },
      },
      {
        name: 'shared-below-games',
        comment: 'The shared folders of src/element/ serve every game and know none.',
        severity: 'error',
        from: { path: ELEMENT, pathNot: GAME },
        to: { path: GAME },
      },
      {
        name: 'games-apart',
        comment: 'A game folder imports the shared folders, never another game.',
        severity: 'error',
        from: { path: `${ELEMENT}(${any(GAMES)})/` },
        to: { path: GAME, pathNot: `${ELEMENT}$1/` },
      },
      ...LAYERS.slice(0, -1).map((layer, index) => ({
        name: 'element-layers',
        comment: `${layer} imports no layer above it: ${LAYERS.slice(index + 1).join(', ')} (LAYERS in .dependency-cruiser.mjs).`,
        severity: 'error',
        from: { path: layerPath(layer) },
        to: { path: oneOf(LAYERS.slice(index + 1).map(layerPath)) },
      })),
      {
        name: 'shared-solver-contract',
        comment:
          "The shared folders of src/element/ meet the solvers through a contract, src/solver/shared/'s types and the worker protocol, so a solver changes behind it.",
        severity: 'error',
        from: { path: ELEMENT, pathNot: GAME },
        to: { path: '^src/solver/', pathNot: '^src/solver/(?:shared/|worker/solver-protocol\\.ts$)' },
      },
    ].flatMap(withTypeOnly),
    {
      name: 'shared-solver-types',
      comment: "Of src/solver/shared/ the shared folders of src/element/ take types only: its code is the solvers'.",
      severity: 'error',
      from: { path: ELEMENT, pathNot: GAME },
      to: { path: '^src/solver/shared/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    // The layers are src/'s; what it imports from packages is no module of the project.
    includeOnly: '^src/',
    // Type-only imports, which the compiler erases, are dependencies too.
    tsPreCompilationDeps: true,
    // How `./x.js` in a source finds `./x.ts`, as the compiler does.
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
