// Runs every game of a run, single-threaded for now. The per-game work is playOne(spec, pool), a pure
// function of its spec, so a worker pool can take it over without changing any result.
import type { CardPool } from '../cards/pool.js';
import { playGame } from './play-game.js';
import { gameSeed, onPlayFor, pairings } from './seeds.js';
import type { Deck, GameRecord, GameSpec } from './types.js';

/** Shard `index` of `count` (1-based) plays the game pairs whose pair number is index-1 modulo count. */
export interface Shard {
  index: number;
  count: number;
}

export interface RunOptions {
  decks: Deck[];
  vs: Deck[];
  agents: [string, string];   // seat A, seat B
  games: number;              // per pairing
  seed: number;
  maxTurns: number;
  pool: CardPool;
  shard?: Shard;
  onProgress?: (done: number, total: number) => void;
}

/** Plays the run's games (this shard's, if any) and returns their records in game_index order. */
export function runGames(opts: RunOptions): GameRecord[] {
  const specs = gameSpecs(opts).filter((s) => inShard(s.gameIndex, opts.shard));
  const records: GameRecord[] = [];
  for (const spec of specs) {
    records.push(playOne(spec, opts.pool));
    opts.onProgress?.(records.length, specs.length);
  }
  return records;
}

/** Every game of the run: pairings in order, games 0..N-1 each, one global game_index across them. */
export function gameSpecs(opts: Omit<RunOptions, 'pool' | 'onProgress' | 'shard'>): GameSpec[] {
  const specs: GameSpec[] = [];
  let gameIndex = 0;
  for (const [deckA, deckB] of pairings(opts.decks, opts.vs)) {
    for (let g = 0; g < opts.games; g++, gameIndex++) {
      specs.push({
        gameIndex,
        seed: gameSeed(opts.seed, gameIndex),
        deckA,
        deckB,
        agentA: opts.agents[0],
        agentB: opts.agents[1],
        onPlay: onPlayFor(gameIndex),
        maxTurns: opts.maxTurns,
      });
    }
  }
  return specs;
}

/** Plays one game; a game that throws becomes an 'error' record and the run goes on. */
export function playOne(spec: GameSpec, pool: CardPool): GameRecord {
  try {
    return playGame(spec, pool);
  } catch (err) {
    return errorRecord(spec, err);
  }
}

export function inShard(gameIndex: number, shard: Shard | undefined): boolean {
  if (shard === undefined) return true;
  return Math.floor(gameIndex / 2) % shard.count === shard.index - 1;
}

function errorRecord(spec: GameSpec, err: unknown): GameRecord {
  return {
    gameIndex: spec.gameIndex,
    seed: spec.seed,
    deckA: spec.deckA.name,
    deckB: spec.deckB.name,
    agentA: spec.agentA,
    agentB: spec.agentB,
    onPlay: spec.onPlay,
    winner: '',
    endReason: 'error',
    turns: 0,
    loopKind: 'none',
    error: err instanceof Error ? err.message : String(err),
    drawnA: [],
    drawnB: [],
    castA: [],
    castB: [],
  };
}
