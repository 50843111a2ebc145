// `playtest bench`: engine speed on one thread (design.md, "Bench"). Random agents play the sample
// decks; each figure is the median of several timed rounds after a warm-up. Timing lives here and
// only here: no agent or engine code reads the clock.
import { PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { makeAgent } from '../../agents/index.js';
import type { Agent } from '../../agents/types.js';
import type { CardPool } from '../cards/pool.js';
import {
  apply,
  cloneGame,
  decisionPlayer,
  type Game,
  gameLike,
  isOver,
  legalActions,
  MAX_OPTIONS,
  newGame,
  turnNumber,
} from '../engine/api/game.js';
import { deckCardCount, PlayerView, Zone, Step } from '../engine/api/observe.js';
import {
  beginAtStep,
  blankGame,
  decisionsTaken,
  placeObject,
  resetDecisionsTaken,
  setSummoningSick,
} from '../engine/api/setup.js';
import { deckIds } from '../harness/play-game.js';

export interface BenchResult {
  node: string;
  rounds: number;
  games_per_sec: number;
  decisions_per_sec: number;
  decisions_per_game: number;
  ns_per_decision: number;
  agent_decisions_per_sec: number;
  agent_decisions_per_game: number;
  ns_per_decision_empty_board: number;
  ns_per_decision_board_20: number;
  clones_per_sec: number;
  mcts_iterations_per_sec: number | null;
  gc_per_1000_games: number;
  heap_growth_per_1000_games_kb: number;
}

export interface BenchOptions {
  seconds: number;
  rounds: number;
}

const legal = new Int32Array(MAX_OPTIONS);
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
};

let allDecisions = 0;
// The finished game whose memory the next one reuses, as the harness does (play-game.ts): the bench
// measures the games a run plays, not a fresh 40 KB allocation per game and the collections it causes.
let spare: Game | undefined;
/** Plays one random-vs-random game; returns the decisions the agents took (adds all to allDecisions). */
function playOne(pool: CardPool, a: number[], b: number[], i: number, agents: Agent[]): number {
  const g = newGame(pool.cards, a, b, { seed: i * 2654435761, firstPlayer: i & 1, maxTurns: 50, reuse: spare });
  spare = g;
  const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
  let d = 0;
  while (!isOver(g)) {
    const p = decisionPlayer(g);
    const n = legalActions(g, legal);
    apply(g, agents[p].act(views[p], legal, n));
    d++;
  }
  allDecisions += decisionsTaken(g);
  return d;
}

/** Plays `n` random-vs-random games over the decks, game indices from `from`; returns n. */
export function playRandomGames(pool: CardPool, decks: number[][], n: number, from: number): number {
  const agents = [makeAgent('random', from + 1), makeAgent('random', from + 2)];
  for (let k = from; k < from + n; k++)
    playOne(pool, decks[k % decks.length], decks[(k >> 2) % decks.length], k, agents);
  return n;
}

/** games_per_sec across W worker threads, each playing for `ms` at the same time. */
export async function workersGamesPerSec(deckFiles: string[], workers: number, ms: number): Promise<number> {
  const { Piscina } = await import('piscina');
  const pool = new Piscina({
    filename: new URL('./bench-worker.js', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
  });
  try {
    const barrier = new SharedArrayBuffer(4);
    const runs = await Promise.all(
      Array.from({ length: workers }, (_, i) =>
        pool.run({ deckFiles, ms, seed: 1_000_000 * (i + 1), barrier, workers }),
      ),
    );
    return runs.reduce((sum, r: { games: number; ms: number }) => sum + (r.games / r.ms) * 1000, 0);
  } finally {
    await pool.destroy();
  }
}

/**
 * Runs `body` repeatedly for about `ms` milliseconds, at least once: a round stops where the next run would end past
 * `ms` by more than half a run's time, so rounds average `ms` even when a run is long (a whole rotation of games).
 * Returns [units done, elapsed ms].
 */
export function timed(ms: number, body: () => number): [number, number] {
  const t0 = performance.now();
  let units = 0;
  let t = t0;
  for (;;) {
    const s = t;
    units += body();
    t = performance.now();
    if (t - t0 + (t - s) / 2 >= ms) break;
  }
  return [units, t - t0];
}

/** Random-vs-random games per second over `deckCards`, about `ms` of timed rounds after the warm-up. */
export function randomGamesPerSec(pool: CardPool, deckCards: string[][], ms: number, rounds: number): number {
  const decks = deckCards.map((c) => deckIds(pool, c));
  return gamesRounds(pool, decks, { seconds: ms / 500, rounds }).games;
}

/**
 * Warm-up games per deck of a rotation (the four decks': 300) before its timed rounds. V8 optimizes the engine's code
 * as games reach it, and a rotation of more decks reaches more of it: under valgrind, games 100-399 of the 27-deck
 * rotation ran 3.3 times the instructions of games 2,000-2,599 (compiles, and code not yet optimized), games 2,000 on
 * about the same. The same games per deck keep every rotation's figure that of code as settled as the four decks'.
 */
const WARM_UP_GAMES_PER_DECK = 75;

/**
 * Games per second of the rotation: deck k % n against deck (k >> 2) % n, which repeats every 4n games. The warm-up
 * and each round play whole cycles, so a round's figure is the whole rotation's (every pair as often), not that of the
 * decks its part of the cycle happened to hold.
 */
function gamesRounds(pool: CardPool, decks: number[][], o: BenchOptions) {
  const agents = [makeAgent('random', 1), makeAgent('random', 2)];
  const cycle = 4 * decks.length;
  let i = 0;
  let dec = 0;
  const one = () => {
    for (let c = 0; c < cycle; c++) {
      const k = i++;
      dec += playOne(pool, decks[k % decks.length], decks[(k >> 2) % decks.length], k, agents);
    }
    return cycle;
  };
  for (let w = 0; w < WARM_UP_GAMES_PER_DECK * Math.max(4, decks.length); w += cycle) one();
  const games: number[] = [];
  const decisions: number[] = [];
  const all: number[] = [];
  for (let r = 0; r < o.rounds; r++) {
    dec = 0;
    allDecisions = 0;
    const [n, ms] = timed((o.seconds * 1000 * 0.5) / o.rounds, one);
    games.push((n / ms) * 1000);
    decisions.push((dec / ms) * 1000);
    all.push((allDecisions / ms) * 1000);
  }
  return { games: median(games), decisions: median(decisions), all: median(all) };
}

/** A game at the start of A's main phase with `k` permanents a side (half Grizzly Bears, half Forests). */
function boardGame(pool: CardPool, k: number): Game {
  const bears = pool.compiled('Grizzly Bears').id;
  const forest = pool.compiled('Forest').id;
  const side = [...Array(k >> 1).fill(bears), ...Array(k - (k >> 1)).fill(forest), ...Array(40).fill(forest)];
  const g = blankGame(pool.cards, side, side, { seed: 5, firstPlayer: 0, maxTurns: 10_000 });
  for (let id = 0; id < deckCardCount(g); id++) {
    const inPlay = id % side.length < k;
    placeObject(g, id, inPlay ? Zone.InPlay : Zone.Library);
    if (inPlay) setSummoningSick(g, id, false);
  }
  beginAtStep(g, Step.Main1, false);
  return g;
}

/**
 * Nanoseconds per decision of the turn machinery on a fixed board: every decision takes its first
 * option (pass, no attackers, no blockers), so the work per decision is the same and only the board
 * size differs. Restarted from a clone every 400 decisions.
 */
function boardCost(pool: CardPool, k: number, ms: number): number {
  const start = boardGame(pool, k);
  const g = gameLike(start);
  const body = () => {
    cloneGame(start, g);
    resetDecisionsTaken(g);
    for (let d = 0; d < 400 && !isOver(g); d++) {
      legalActions(g, legal);
      apply(g, 0);
    }
    return decisionsTaken(g);
  };
  for (let w = 0; w < 50; w++) body();
  const [n, elapsed] = timed(ms, body);
  return (elapsed * 1e6) / n;
}

/** cloneInto of a mid-game state (turn 8 of a random game). */
function clonesPerSec(pool: CardPool, decks: number[][], ms: number): number {
  const agents = [makeAgent('random', 7), makeAgent('random', 8)];
  const g = newGame(pool.cards, decks[0], decks[1], { seed: 99, firstPlayer: 0, maxTurns: 50 });
  const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
  while (!isOver(g) && turnNumber(g) < 8) {
    const p = decisionPlayer(g);
    apply(g, agents[p].act(views[p], legal, legalActions(g, legal)));
  }
  const dst = gameLike(g);
  for (let w = 0; w < 10_000; w++) cloneGame(g, dst);
  const [n, elapsed] = timed(ms, () => {
    for (let i = 0; i < 1000; i++) cloneGame(g, dst);
    return 1000;
  });
  return (n / elapsed) * 1000;
}

/** Garbage collections and heap growth over 1,000 games (design: no garbage per decision). */
async function memory(pool: CardPool, decks: number[][]): Promise<{ gcs: number; growthKb: number }> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const tick = () => new Promise((r) => setTimeout(r, 20)); // gc entries are delivered asynchronously
  const agents = [makeAgent('random', 11), makeAgent('random', 12)];
  let gcs = 0;
  const obs = new PerformanceObserver((list) => {
    gcs += list.getEntries().length;
  });
  gc();
  const before = process.memoryUsage().heapUsed;
  await tick();
  obs.observe({ entryTypes: ['gc'] });
  for (let i = 0; i < 1000; i++) playOne(pool, decks[i % decks.length], decks[(i >> 2) % decks.length], i, agents);
  await tick();
  obs.disconnect();
  gc();
  const after = process.memoryUsage().heapUsed;
  return { gcs, growthKb: Math.round((after - before) / 1024) };
}

export type MctsProbe = (ms: number) => number; // iterations per second, or throws

export async function runBench(
  pool: CardPool,
  deckCards: string[][],
  o: BenchOptions,
  mcts?: MctsProbe,
): Promise<BenchResult> {
  const decks = deckCards.map((c) => deckIds(pool, c));
  const gr = gamesRounds(pool, decks, o);
  const slice = o.seconds * 1000 * 0.1;
  const empty = boardCost(pool, 0, slice);
  const full = boardCost(pool, 20, slice);
  const mem = await memory(pool, decks);
  return {
    node: process.version,
    rounds: o.rounds,
    games_per_sec: Math.round(gr.games),
    decisions_per_sec: Math.round(gr.all),
    decisions_per_game: Math.round((gr.all / gr.games) * 10) / 10,
    ns_per_decision: Math.round(1e9 / gr.all),
    agent_decisions_per_sec: Math.round(gr.decisions),
    agent_decisions_per_game: Math.round((gr.decisions / gr.games) * 10) / 10,
    ns_per_decision_empty_board: Math.round(empty),
    ns_per_decision_board_20: Math.round(full),
    clones_per_sec: Math.round(clonesPerSec(pool, decks, slice)),
    mcts_iterations_per_sec: mcts ? Math.round(mcts(slice)) : null,
    gc_per_1000_games: mem.gcs,
    heap_growth_per_1000_games_kb: mem.growthKb,
  };
}
