// Plays fixed random-vs-random games of the four bench decks, each reusing the finished game's memory as the
// harness does (for instruction counts and profiles; tools/perf/README.md).
// Usage: node tools/perf/games.mjs REPO N [W CTLFILE]  (W warm-up games, then N games; writes enable/disable to
// CTLFILE). DECKS=a,b,c (names in REPO/decks) or DECKS=all plays other decks than the four; AGENT=greedy another
// agent.
const [repoArg, nArg, wArg, ctl] = process.argv.slice(2);
const repo = (await import('node:path')).resolve(repoArg);
// The tree's own V8 flags, as its playtest command sets them (src/jit-flags.ts; older trees have none)
if ((await import('node:fs')).existsSync(`${repo}/dist/src/jit-flags.js`))
  await import(`${repo}/dist/src/jit-flags.js`);
const { loadPool } = await import(`${repo}/dist/src/cards/pool.js`);
const { readDeck } = await import(`${repo}/dist/src/decks/parse.js`);
const { deckIds } = await import(`${repo}/dist/src/harness/play-game.js`);
const fs = await import('node:fs');
// The engine's API: api/game.js and api/observe.js; trees from before the split (50656fa and older) have one
// api.js, and trees from before that (6ff8358, the speed baseline) export the same names from engine.js,
// view.js and state.js.
const engine = `${repo}/dist/src/engine`;
const api = fs.existsSync(`${engine}/api/game.js`)
  ? { ...(await import(`${engine}/api/game.js`)), ...(await import(`${engine}/api/observe.js`)) }
  : fs.existsSync(`${engine}/api.js`)
    ? await import(`${engine}/api.js`)
    : {
        ...(await import(`${engine}/engine.js`)),
        ...(await import(`${engine}/view.js`)),
        ...(await import(`${engine}/state.js`)),
      };
const { apply, decisionPlayer, isOver, legalActions, newGame, PlayerView, MAX_OPTIONS } = api;
const { makeAgent } = await import(`${repo}/dist/agents/index.js`);
const pool = loadPool();
const names =
  process.env.DECKS === 'all'
    ? fs
        .readdirSync(`${repo}/decks`)
        .filter((f) => f.endsWith('.txt'))
        .sort()
        .map((f) => f.slice(0, -4))
    : (process.env.DECKS ?? 'black-removal,green-stompy,red-burn,white-blue-fliers').split(',');
const files = names.map((d) => d + '.txt');
const decks = files.map((f) => deckIds(pool, readDeck(`${repo}/decks/${f}`, pool).cards));
const legal = new Int32Array(MAX_OPTIONS);
let spare;
function playOne(a, b, i, agents) {
  const g = newGame(pool.cards, a, b, { seed: i * 2654435761, firstPlayer: i & 1, maxTurns: 50, reuse: spare });
  spare = g;
  // The harness's views: trusted for the project's agents where the tree has them (the plain view before)
  // (PLAIN_VIEWS=1: plain views, whose searches copy the cards, as before trustedView)
  const trusted = process.env.AGENT !== undefined && api.trustedView && process.env.PLAIN_VIEWS === undefined;
  const view = trusted ? api.trustedView : (h, p) => new PlayerView(h, p);
  const views = [view(g, 0), view(g, 1)];
  while (!isOver(g)) {
    const p = decisionPlayer(g);
    const n = legalActions(g, legal);
    apply(g, agents[p].act(views[p], legal, n));
  }
}
function games(n, from) {
  const agent = process.env.AGENT;
  // Random agents span the games (the games counted since the first speed work); others are made for each game, as
  // the harness makes them (a searching agent keeps copies of its game).
  let agents = [makeAgent('random', from + 1), makeAgent('random', from + 2)];
  for (let k = from; k < from + n; k++) {
    if (agent !== undefined) agents = [makeAgent(agent, 2 * k + 1), makeAgent(agent, 2 * k + 2)];
    playOne(decks[k % decks.length], decks[(k >> 2) % decks.length], k, agents);
  }
}
const W = Number(wArg ?? 0);
if (W > 0) games(W, 0);
if (ctl) fs.writeFileSync(ctl, 'enable\n');
const t0 = performance.now();
games(Number(nArg), W);
const ms = performance.now() - t0;
if (ctl) {
  fs.writeFileSync(ctl, 'disable\n');
  console.error(`${nArg} games in ${ms.toFixed(0)} ms`);
}
