// Where the mixed pool's games/s goes (issue 36): per sample deck, random-vs-random mirror games a second, decisions
// per game (single-option ones included) and ns per decision; then the bench's two rotations (the four bench decks,
// all of decks/: deck k % n against deck (k >> 2) % n), measured in alternate rounds after one warm-up over all decks,
// with the gap split into longer games and dearer decisions. Wall clock: compare trees in one sitting.
// Usage: node tools/perf/decks.mjs REPO [GAMES_PER_DECK ROUNDS]  (DECKS=a,b: only these decks' mirrors)
const [repoArg, nArg, rArg] = process.argv.slice(2);
const repo = (await import('node:path')).resolve(repoArg);
const fs = await import('node:fs');
if (fs.existsSync(`${repo}/dist/src/jit-flags.js`)) await import(`${repo}/dist/src/jit-flags.js`);
const { loadPool } = await import(`${repo}/dist/src/cards/pool.js`);
const { readDeck } = await import(`${repo}/dist/src/decks/parse.js`);
const { deckIds } = await import(`${repo}/dist/src/harness/play-game.js`);
const engine = `${repo}/dist/src/engine/api`;
const api = {
  ...(await import(`${engine}/game.js`)),
  ...(await import(`${engine}/observe.js`)),
  ...(await import(`${engine}/setup.js`)),
};
const { apply, decisionPlayer, decisionsTaken, isOver, legalActions, newGame, PlayerView, MAX_OPTIONS } = api;
const { makeAgent } = await import(`${repo}/dist/agents/index.js`);
const N = Number(nArg ?? 200);
const R = Number(rArg ?? 3);
const pool = loadPool();
const all = fs
  .readdirSync(`${repo}/decks`)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => f.slice(0, -4));
const four = ['black-removal', 'green-stompy', 'red-burn', 'white-blue-fliers'];
const ids = Object.fromEntries(all.map((d) => [d, deckIds(pool, readDeck(`${repo}/decks/${d}.txt`, pool).cards)]));
const legal = new Int32Array(MAX_OPTIONS);
const agents = [makeAgent('random', 1), makeAgent('random', 2)];
let spare;
/** One game as the bench plays it (its memory reused); the decisions taken. */
function play(a, b, i) {
  const g = newGame(pool.cards, a, b, { seed: i * 2654435761, firstPlayer: i & 1, maxTurns: 50, reuse: spare });
  spare = g;
  const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
  while (!isOver(g)) {
    const p = decisionPlayer(g);
    apply(g, agents[p].act(views[p], legal, legalActions(g, legal)));
  }
  return decisionsTaken(g);
}
/** Games of the rotation over `decks` from game index `from`: [games, decisions, ms]. */
function rotation(decks, n, from) {
  let d = 0;
  const t0 = performance.now();
  for (let k = 0; k < n; k++) d += play(ids[decks[k % decks.length]], ids[decks[(k >> 2) % decks.length]], from + k);
  return [n, d, performance.now() - t0];
}
const line = (name, [g, d, ms]) =>
  `${name.padEnd(24)} ${((g / ms) * 1000).toFixed(0).padStart(6)} ${(d / g).toFixed(0).padStart(8)} ${((ms * 1e6) / d).toFixed(0).padStart(6)}`;
rotation(all, 300, 0); // warm-up
console.log('deck (mirror)            games/s decisions ns/dec');
for (const d of process.env.DECKS?.split(',') ?? all) console.log(line(d, rotation([d], N, 1000)));
const sum = { four: [0, 0, 0], all: [0, 0, 0] };
for (let r = 0; r < R; r++)
  for (const [name, decks] of [
    ['four', four],
    ['all', all],
  ]) {
    const x = rotation(decks, 4 * N, 100_000 + r * 4 * N);
    for (let i = 0; i < 3; i++) sum[name][i] += x[i];
  }
console.log(line('rotation: four', sum.four));
console.log(line('rotation: all', sum.all));
const per = (s) => [s[1] / s[0], s[2] / s[1]];
const [d4, n4] = per(sum.four);
const [da, na] = per(sum.all);
console.log(
  `all / four: games/s ${((d4 * n4) / (da * na)).toFixed(2)} = decisions per game ${(d4 / da).toFixed(2)} x ns per decision ${(n4 / na).toFixed(2)}`,
);
