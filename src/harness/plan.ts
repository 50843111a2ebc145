// The games of a run, by index. Everything a game needs follows from the run's config and its
// game_index alone (design.md, "Harness and determinism"), so workers, shards, resumed runs and
// replays all rebuild the same GameSpec from a number.
import { GOLDFISH, GOLDFISH_AGENT } from './goldfish.js';
import { GAMES_PER_MATCH } from './match-rules.js';
import { type MatchConfig, sideboarded } from './sideboard.js';
import { gameSeed, matchGameSeed, onPlayFor, pairings } from './seeds.js';
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
   * --match bo3: the unit of work is a match (`games` is matches per pairing); game k (1 to 3) of match m has
   * game_index 3m + k - 1 (a game 3 not needed is not played: its index is left out).
   */
  match?: MatchConfig;
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
  /** Game indices of the run (with --match, three per match, whether played or not). */
  readonly total: number;
  /** What workers, shards and resume count: games, or with --match matches. */
  readonly units: number;
  /** Games of a unit: 1, or GAMES_PER_MATCH with --match. */
  readonly perUnit: number;
  private readonly boarded = new Map<string, Deck>();

  constructor(readonly config: RunConfig) {
    const fish = config.goldfishAgents;
    if (fish !== undefined && config.match !== undefined) throw new Error('a goldfish run plays no matches');
    this.pairs =
      fish === undefined
        ? pairings(config.decks, config.vs, config.mirrors === true)
        : config.decks.map((d) => [d, GOLDFISH]);
    this.lineups = fish === undefined ? [config.agents] : fish.map((a) => [a, GOLDFISH_AGENT]);
    this.units = this.pairs.length * this.lineups.length * config.games;
    this.perUnit = config.match === undefined ? 1 : GAMES_PER_MATCH;
    this.total = this.units * this.perUnit;
  }

  /** The pairing (its index in `pairs`) a game index belongs to. */
  pairingOf(gameIndex: number): number {
    return Math.floor(Math.floor(gameIndex / this.perUnit) / this.config.games) % this.pairs.length;
  }

  /**
   * Game `gameIndex`: lineups in order, the pairings in order under each, games 0..N-1 of each pairing, one global
   * index across them. With --match, game k
   * of match m (index 3m + k - 1); for games 2 and 3 the seat on the play is decided in the match (match.ts), so
   * `onPlay` must be given for them.
   */
  spec(gameIndex: number, onPlay?: 'A' | 'B'): GameSpec {
    const c = this.config;
    if (!Number.isInteger(gameIndex) || gameIndex < 0 || gameIndex >= this.total) {
      throw new RangeError(`game index ${gameIndex} is outside this run (0..${this.total - 1})`);
    }
    if (c.match !== undefined) return this.matchSpec(gameIndex, onPlay);
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

  private matchSpec(gameIndex: number, onPlay: 'A' | 'B' | undefined): GameSpec {
    const c = this.config;
    const m = Math.floor(gameIndex / GAMES_PER_MATCH);
    const game = (gameIndex % GAMES_PER_MATCH) + 1;
    const [mainA, mainB] = this.pairs[Math.floor(m / c.games)];
    // Paired (compare): the match's index within the deck's block of pairings decides its seeds.
    const seedIndex = c.pairedSeeds === true && c.vs.length > 0 ? m % (c.vs.length * c.games) : m;
    const spec: GameSpec = {
      gameIndex,
      seed: matchGameSeed(c.seed, seedIndex, game),
      deckA: game === 1 ? mainA : this.boardedDeck(mainA, mainB.name),
      deckB: game === 1 ? mainB : this.boardedDeck(mainB, mainA.name),
      agentA: c.agents[0],
      agentB: c.agents[1],
      onPlay: game === 1 ? onPlayFor(seedIndex) : (onPlay ?? onPlayFor(seedIndex)),
      maxTurns: c.maxTurns,
      matchIndex: m,
      gameInMatch: game,
    };
    if (c.crashOnCast !== undefined) spec.crashOnCast = c.crashOnCast;
    return spec;
  }

  /** A deck after its plan against `opponent` (one object per pair: play-game caches card ids by deck list). */
  private boardedDeck(deck: Deck, opponent: string): Deck {
    const key = `${deck.name}\u0000${opponent}`;
    let d = this.boarded.get(key);
    if (d === undefined) {
      d = sideboarded(deck, opponent, (this.config.match as MatchConfig).plans);
      this.boarded.set(key, d);
    }
    return d;
  }

  /** The first game index of a unit (a game, or a match's game 1). */
  firstGame(unit: number): number {
    return unit * this.perUnit;
  }

  /**
   * The order to play `indices` in: the pairings advance together, a seat-swapped pair of games
   * (2k, 2k+1) of each pairing in turn, so a stopped or still-running run covers every pairing evenly.
   * The order decides nothing in the results: a game depends on its index alone.
   */
  schedule(indices: readonly number[]): number[] {
    const g = this.config.games;
    const n = this.units;
    const blocks = this.pairs.length * this.lineups.length;
    // One number per unit, (round, index), sorted as a typed array: fast for millions of games.
    const keys = new Float64Array(indices.length);
    indices.forEach((i, k) => {
      keys[k] = (Math.floor((i % g) / 2) * blocks + Math.floor(i / g)) * n + i;
    });
    keys.sort();
    return Array.from(keys, (k) => k % n);
  }

  /**
   * The units (game indices, or with --match match indices) a shard plays, ascending, leaving out those already
   * `done`. Shards split units as they split games: both of a seed pair stay together.
   */
  indices(shard: Shard | undefined, done?: { has(unit: number): boolean }): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.units; i++) if (inShard(i, shard) && !done?.has(i)) out.push(i);
    return out;
  }
}
