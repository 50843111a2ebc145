import { beforeEach, describe, expect, it, vi } from 'vitest';
import { playGame } from '../src/harness/play-game.js';
import { gameSpecs, runGames } from '../src/harness/run.js';
import { gameSeed } from '../src/harness/seeds.js';
import type { Deck, GameRecord, GameSpec } from '../src/harness/types.js';
import { fakePool } from './fake-pool.js';

vi.mock('../src/harness/play-game.js', () => ({ playGame: vi.fn() }));

const deck = (name: string): Deck => ({ name, file: `${name}.txt`, cards: ['Forest'] });
const [red, green, blue] = ['red', 'green', 'blue'].map(deck);
const pool = fakePool();

/** Seat A wins every game; game 3 throws. */
function fakeGame(spec: GameSpec): GameRecord {
  if (spec.gameIndex === 3) throw new Error('engine exploded');
  return {
    gameIndex: spec.gameIndex, seed: spec.seed, deckA: spec.deckA.name, deckB: spec.deckB.name,
    agentA: spec.agentA, agentB: spec.agentB, onPlay: spec.onPlay, winner: 'A', endReason: 'life',
    turns: 5, loopKind: 'none', drawnA: [], drawnB: [], castA: [], castB: [],
  };
}

beforeEach(() => {
  vi.mocked(playGame).mockReset().mockImplementation(fakeGame);
});

const base = { agents: ['random', 'greedy'] as [string, string], seed: 9, maxTurns: 30, pool };

describe('runGames', () => {
  it('numbers games across pairings in pairing order, swapping seats in pairs', () => {
    const records = runGames({ ...base, decks: [red, green, blue], vs: [], games: 2 });
    expect(records.map((r) => [r.gameIndex, r.deckA, r.deckB, r.onPlay])).toEqual([
      [0, 'red', 'green', 'A'], [1, 'red', 'green', 'B'],
      [2, 'red', 'blue', 'A'], [3, 'red', 'blue', 'B'],
      [4, 'green', 'blue', 'A'], [5, 'green', 'blue', 'B'],
    ]);
    expect(records.map((r) => r.seed)).toEqual([0, 1, 2, 3, 4, 5].map((i) => gameSeed(9, i)));
    const spec = vi.mocked(playGame).mock.calls[0][0];
    expect(spec).toMatchObject({ agentA: 'random', agentB: 'greedy', maxTurns: 30 });
  });

  it('records a game that throws as an error row and goes on', () => {
    const progress: number[] = [];
    const records = runGames({ ...base, decks: [red], vs: [green, blue], games: 3, onProgress: (d) => progress.push(d) });
    expect(records).toHaveLength(6);
    expect(records[3]).toEqual({
      gameIndex: 3, seed: gameSeed(9, 3), deckA: 'red', deckB: 'blue', agentA: 'random', agentB: 'greedy',
      onPlay: 'B', winner: '', endReason: 'error', turns: 0, loopKind: 'none', error: 'engine exploded',
      drawnA: [], drawnB: [], castA: [], castB: [],
    });
    expect(records.filter((r) => r.endReason === 'error')).toHaveLength(1);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('plays only its share of game pairs under --shard, and the shards cover the run once', () => {
    const opts = { ...base, decks: [red, green, blue], vs: [], games: 4 };
    const all = gameSpecs(opts).map((s) => s.gameIndex);
    const shards = [1, 2, 3].map((index) => runGames({ ...opts, shard: { index, count: 3 } }).map((r) => r.gameIndex));
    expect(shards[0]).toEqual([0, 1, 6, 7]);
    expect(shards.flat().sort((a, b) => a - b)).toEqual(all);
  });
});
