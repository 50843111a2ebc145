// A piscina worker for `playtest bench --workers W`: plays random-vs-random games of the sample decks
// for a given time and reports how many it finished.
import { loadPool } from '../cards/pool.js';
import { readDeck } from '../decks/parse.js';
import { deckIds } from '../harness/play-game.js';
import { playRandomGames } from './bench.js';

export interface BenchTask {
  deckFiles: string[];
  ms: number;
  seed: number;
  barrier: SharedArrayBuffer;
  workers: number;
}

export default function benchWorker(task: BenchTask): { games: number; ms: number } {
  const pool = loadPool();
  const decks = task.deckFiles.map((f) => deckIds(pool, readDeck(f, pool).cards));
  playRandomGames(pool, decks, 300, task.seed); // warm-up
  // Start timing together: every worker's window must overlap the others', or one measures a free core.
  const count = new Int32Array(task.barrier);
  Atomics.add(count, 0, 1);
  while (Atomics.load(count, 0) < task.workers) Atomics.wait(count, 0, Atomics.load(count, 0), 5);
  const t0 = performance.now();
  let games = 0;
  while (performance.now() - t0 < task.ms) games += playRandomGames(pool, decks, 20, task.seed + games);
  return { games, ms: performance.now() - t0 };
}
