// Import rules checked by `npm run lint` (dependency-cruiser): no cycles anywhere; the engine's layers
// import only downward (design.md, "Layout"): core < facts < batch < actions < vocab < decisions < the
// game modules at src/engine's top < its API (src/engine/api/: game, observe, setup); and outside the
// engine, code reaches it only through that API, agents only through game and observe (test/boundary.test.ts
// checks the same in test/). src/cards, the card compiler, uses the engine's core and vocabulary.
const layers = ['core', 'facts', 'batch', 'actions', 'vocab', 'decisions'];
const above = (i) => layers.slice(i + 1).join('|');

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in a cycle: a change anywhere in it can reach anywhere.',
      from: {},
      to: { circular: true },
    },
    ...layers.slice(0, -1).map((layer, i) => ({
      name: `engine-${layer}-imports-downward`,
      severity: 'error',
      comment: `src/engine/${layer}/ imports only ${layers.slice(0, i + 1).join(', ')}.`,
      from: { path: `^src/engine/${layer}/` },
      to: { path: [`^src/engine/(${above(i)})/`, '^src/engine/[^/]+\\.ts$'] },
    })),
    {
      name: 'engine-decisions-below-the-game',
      severity: 'error',
      comment: 'Decision modules are below the game modules at the top of src/engine.',
      from: { path: '^src/engine/decisions/' },
      to: { path: '^src/engine/[^/]+\\.ts$' },
    },
    {
      name: 'engine-api-on-top',
      severity: 'error',
      comment: "Nothing in the engine imports its API: it is for the engine's users.",
      from: { path: '^src/engine/', pathNot: '^src/engine/api/' },
      to: { path: '^src/engine/api/' },
    },
    {
      name: 'agents-play-and-observe',
      severity: 'error',
      comment:
        'Agents reach the engine only through src/engine/api/game.ts and observe.ts, or the same modules built ' +
        'in dist/ (a JavaScript agent: agents/examples/aggro.js).',
      from: { path: '^agents/' },
      to: {
        path: '^(dist/)?src/engine/',
        pathNot: ['^src/engine/api/(game|observe)\\.ts$', '^dist/src/engine/api/(game|observe)\\.js$'],
      },
    },
    {
      name: 'outside-through-the-api',
      severity: 'error',
      comment: 'Harness, scenario runner, CLI, reports and bench reach the engine only through src/engine/api/.',
      from: { path: '^src/', pathNot: '^src/(engine|cards)/' },
      to: { path: '^src/engine/', pathNot: '^src/engine/api/' },
    },
    {
      name: 'engine-stands-alone',
      severity: 'error',
      comment: 'The engine knows nothing of agents, workers, files or reports (design.md).',
      from: { path: '^src/engine/' },
      to: { path: '^(agents|src/(harness|cli|report|scenario|bench|decks))/' },
    },
  ],
  options: {
    // dist/ (the build) is seen where an example agent imports it, never cruised itself.
    doNotFollow: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^node_modules/' },
  },
};
