// The games of a run, by index. Everything a game needs follows from the run's config and its
// game_index alone (design.md, "Harness and determinism"), so workers, shards, resumed runs and
// replays all rebuild the same GameSpec from a number.
import { gameSeed, onPlayFor, pairings } from './seeds.js';
import { GOLDFISH, GOLDFISH_AGENT } from './goldfish.js';
import { inShard, type Shard } from './shard.js';
import type { Deck, GameSpec } from './types.js';

/** What decides every game of a run. Plain data: it is sent to workers and kept in manifest.json. */
export interface RunConfig {
  decks: Deck[];
  vs: Deck[];
  agents: [string, string]; // seat A, seat B
  games: number; // per pairing
  seed: number;
  maxTurns: number;
  crashOnCast?: string; // fault injection for testing a pipeline's error path
  /**
   * compare: every deck of `decks` plays the same games against the `vs` field, so game k of
   * (decks[d], vs[j]) has the seed and seats of game k of (decks[0], vs[j]): a paired comparison.
   */
  pairedSeeds?: boolean;
  /**
   * compare-agents: games 2k and 2k+1 share their seed, decks and the seat on the play, and swap the agents (agents[0]
   * in seat A, then in seat B), so the pair cancels the edge of a deck and of the play; the seat on the play
   * alternates from pair to pair.
   */
  swapAgents?: boolean;
  /** Without vs: each deck plays itself too (all pairs i <= j), as agents compare on mirrors as well. */
  mirrors?: boolean;
  /**
   * goldfish: `vs` is empty and each deck plays the goldfish (goldfish.ts) in seat B under each of these agents in
   * turn, every agent on the same seeds; `agents` is [the first of them, GOLDFISH_AGENT].
   */
  goldfishAgents?: string[];
}

/** Every agent spec a run's games are played with (the goldfish's own pilot is no spec to load or check). */
export function runAgents(c: RunConfig): string[] {
  if (c.goldfishAgents !== undefined) return [...c.goldfishAgents];
  return [...c.agents];
}

export class RunPlan {
  readonly pairs: [Deck, Deck][];
  /** The agents of seat A and seat B: every pairing is played under each lineup in turn (one but for goldfish). */
  readonly lineups: [string, string][];
  readonly total: number;

  constructor(readonly config: RunConfig) {
    const fish = config.goldfishAgents;
    this.pairs =
      fish === undefined
        ? pairings(config.decks, config.vs, config.mirrors === true)
        : config.decks.map((d) => [d, GOLDFISH]);
    this.lineups = fish === undefined ? [config.agents] : fish.map((a) => [a, GOLDFISH_AGENT]);
    this.total = this.pairs.length * this.lineups.length * config.games;
  }

  /**
   * Game `gameIndex`: lineups in order, the pairings in order under each, games 0..N-1 of each pairing, one global
   * index across them.
   */
  spec(gameIndex: number): GameSpec {
    const c = this.config;
    if (!Number.isInteger(gameIndex) || gameIndex < 0 || gameIndex >= this.total) {
      throw new RangeError(`game index ${gameIndex} is outside this run (0..${this.total - 1})`);
    }
    const block = Math.floor(gameIndex / c.games);
    const [deckA, deckB] = this.pairs[block % this.pairs.length];
    const lineup = this.lineups[Math.floor(block / this.pairs.length)];
    // Each lineup plays the same seeds; paired: the index within the deck's block of pairings decides the seed
    // (blocks are decks[d] x vs).
    const inLineup = gameIndex % (this.pairs.length * c.games);
    const seedIndex = c.pairedSeeds === true && c.vs.length > 0 ? gameIndex % (c.vs.length * c.games) : inLineup;
    const swap = c.swapAgents === true ? gameIndex % 2 : 0;
    const spec: GameSpec = {
      gameIndex,
      seed: gameSeed(c.seed, seedIndex),
      deckA,
      deckB,
      agentA: lineup[swap],
      agentB: lineup[1 - swap],
      onPlay: onPlayFor(c.swapAgents === true ? Math.floor(seedIndex / 2) : seedIndex),
      maxTurns: c.maxTurns,
    };
    if (c.crashOnCast !== undefined) spec.crashOnCast = c.crashOnCast;
    return spec;
  }

  /**
   * The order to play `indices` in: the pairings advance together, a seat-swapped pair of games
   * (2k, 2k+1) of each pairing in turn, so a stopped or still-running run covers every pairing evenly.
   * The order decides nothing in the results: a game depends on its index alone.
   */
  schedule(indices: readonly number[]): number[] {
    const g = this.config.games;
    const blocks = this.pairs.length * this.lineups.length;
    // One number per game, (round, index), sorted as a typed array: fast for millions of games.
    const keys = new Float64Array(indices.length);
    indices.forEach((i, k) => {
      keys[k] = (Math.floor((i % g) / 2) * blocks + Math.floor(i / g)) * this.total + i;
    });
    keys.sort();
    return Array.from(keys, (k) => k % this.total);
  }

  /** The game indices a shard plays, ascending, leaving out those already `done`. */
  indices(shard: Shard | undefined, done?: { has(gameIndex: number): boolean }): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.total; i++) if (inShard(i, shard) && !done?.has(i)) out.push(i);
    return out;
  }
}
