// Fixed work of the bench's other two figures, for instruction counts (icount.sh's way, by difference of
// two sizes): `clones` clones the bench's mid-game position (turn 8 of a seeded random game) N x 1,000
// times; `mcts` runs N searches of 1,000 iterations on the bench's MCTS position (random rollouts), `mcts-default`
// the same with the default search (greedy rollouts cut at depth 2: clones and determinizations weigh more).
// Usage: node tools/perf/probe.mjs REPO clones|mcts|mcts-default N
const [repoArg, kind, nArg] = process.argv.slice(2);
const repo = (await import('node:path')).resolve(repoArg);
const fs = await import('node:fs');
// The tree's own V8 flags, as its playtest command sets them (src/jit-flags.ts; older trees have none)
if (fs.existsSync(`${repo}/dist/src/jit-flags.js`)) await import(`${repo}/dist/src/jit-flags.js`);
const n = Number(nArg);
const { loadPool } = await import(`${repo}/dist/src/cards/pool.js`);
const { readDeck } = await import(`${repo}/dist/src/decks/parse.js`);
const { deckIds } = await import(`${repo}/dist/src/harness/play-game.js`);
const engine = `${repo}/dist/src/engine`;
// api/game.js, api/observe.js and api/setup.js; trees before the split have one api.js.
const api = fs.existsSync(`${engine}/api/game.js`)
  ? {
      ...(await import(`${engine}/api/game.js`)),
      ...(await import(`${engine}/api/observe.js`)),
      ...(await import(`${engine}/api/setup.js`)),
    }
  : await import(`${engine}/api.js`);
const pool = loadPool();
const names = ['black-removal', 'green-stompy'].map((d) => readDeck(`${repo}/decks/${d}.txt`, pool).cards);
if (kind === 'clones') {
  const { makeAgent } = await import(`${repo}/dist/agents/index.js`);
  const { apply, cloneGame, decisionPlayer, gameLike, isOver, legalActions, newGame, turnNumber, PlayerView } = api;
  const legal = new Int32Array(api.MAX_OPTIONS);
  const decks = names.map((c) => deckIds(pool, c));
  const agents = [makeAgent('random', 7), makeAgent('random', 8)];
  const g = newGame(pool.cards, decks[0], decks[1], { seed: 99, firstPlayer: 0, maxTurns: 50 });
  const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
  while (!isOver(g) && turnNumber(g) < 8) {
    const p = decisionPlayer(g);
    apply(g, agents[p].act(views[p], legal, legalActions(g, legal)));
  }
  const dst = gameLike(g);
  for (let i = 0; i < n * 1000; i++) cloneGame(g, dst);
} else if (kind === 'mcts' || kind === 'mcts-default') {
  const { benchPosition } = await import(`${repo}/dist/src/bench/mcts-probe.js`);
  const { Mcts, parseMctsOptions } = await import(`${repo}/dist/agents/mcts.js`);
  const g = benchPosition(pool, names[0], names[1]);
  // The bench's view (trustedView, as the harness gives the project's own agents); older trees have only PlayerView.
  const seat = api.decisionPlayer(g);
  const view = api.trustedView ? api.trustedView(g, seat) : new api.PlayerView(g, seat);
  const options = api.optionCount(g);
  const search = kind === 'mcts' ? { iterations: '1000', rollout: 'random', depth: '0' } : { iterations: '1000' };
  const agent = new Mcts(parseMctsOptions(search), 1);
  for (let i = 0; i < n; i++) agent.search(view, options);
} else throw new Error(`usage: probe.mjs REPO clones|mcts|mcts-default N (not ${kind})`);
