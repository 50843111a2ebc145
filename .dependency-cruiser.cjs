// Import rules checked by `npm run lint` (dependency-cruiser): no cycles anywhere, and the engine's
// layers import only downward (design.md, "Layout"): core < facts < batch < actions < vocab <
// decisions < the game modules at src/engine's top.
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
      name: 'engine-stands-alone',
      severity: 'error',
      comment: 'The engine knows nothing of agents, workers, files or reports (design.md).',
      from: { path: '^src/engine/' },
      to: { path: '^(agents|src/(harness|cli|report|scenario|bench|decks))/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|node_modules)/' },
  },
};
