import { beforeEach, describe, expect, it, vi } from 'vitest';
import { batchGames, packRecords, unpackBatch } from '../src/harness/batch.js';
import { partialRows } from '../src/report/csv.js';
import { playGame } from '../src/harness/play-game.js';
import { RunPlan } from '../src/harness/plan.js';
import { batches, runGames } from '../src/harness/run.js';
import { gameSeed } from '../src/harness/seeds.js';
import { inShard, parseShard } from '../src/harness/shard.js';
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
    gameIndex: spec.gameIndex,
    seed: spec.seed,
    deckA: spec.deckA.name,
    deckB: spec.deckB.name,
    agentA: spec.agentA,
    agentB: spec.agentB,
    onPlay: spec.onPlay,
    winner: 'A',
    endReason: 'life',
    turns: 5,
    loopKind: 'none',
    loopSignature: '',
    mulligansA: spec.gameIndex % 3,
    mulligansB: 0,
    drawnA: ['Forest', 'Shock'],
    drawnB: [],
    openingA: ['Forest'],
    openingB: [],
    castA: ['Shock'],
    castB: [],
    castTurnA: [2],
    castTurnB: [],
    manaA: { turns: [], castable: [], castableTurn: [] },
    manaB: { turns: [], castable: [], castableTurn: [] },
  };
}

beforeEach(() => {
  vi.mocked(playGame).mockReset().mockImplementation(fakeGame);
});

const base = { agents: ['random', 'greedy'] as [string, string], seed: 9, maxTurns: 30 };

/** Plays a plan in this thread and returns the records in game_index order. */
async function play(plan: RunPlan, indices = plan.indices(undefined)): Promise<GameRecord[]> {
  const out: GameRecord[] = [];
  expect(
    await runGames({
      plan,
      pool,
      cardFiles: [],
      indices,
      workers: 0,
      onBatch: (b) => out.push(...unpackBatch(plan, pool, b)),
    }),
  ).toBe('done');
  return out.sort((x, y) => x.gameIndex - y.gameIndex);
}

describe('RunPlan and runGames', () => {
  it('numbers games across pairings in pairing order, swapping seats in pairs', async () => {
    const records = await play(new RunPlan({ ...base, decks: [red, green, blue], vs: [], games: 2 }));
    expect(records.map((r) => [r.gameIndex, r.deckA, r.deckB, r.onPlay])).toEqual([
      [0, 'red', 'green', 'A'],
      [1, 'red', 'green', 'B'],
      [2, 'red', 'blue', 'A'],
      [3, 'red', 'blue', 'B'],
      [4, 'green', 'blue', 'A'],
      [5, 'green', 'blue', 'B'],
    ]);
    expect(records.map((r) => r.seed)).toEqual([0, 1, 2, 3, 4, 5].map((i) => gameSeed(9, i)));
    const spec = vi.mocked(playGame).mock.calls[0][0];
    expect(spec).toMatchObject({ agentA: 'random', agentB: 'greedy', maxTurns: 30 });
  });

  it('records a game that throws as an error row and goes on', async () => {
    const records = await play(new RunPlan({ ...base, decks: [red], vs: [green, blue], games: 3 }));
    expect(records).toHaveLength(6);
    expect(records[3]).toEqual({
      gameIndex: 3,
      seed: gameSeed(9, 3),
      deckA: 'red',
      deckB: 'blue',
      agentA: 'random',
      agentB: 'greedy',
      onPlay: 'B',
      winner: '',
      endReason: 'error',
      turns: 0,
      loopKind: 'none',
      loopSignature: '',
      mulligansA: 0,
      mulligansB: 0,
      error: 'engine exploded',
      drawnA: [],
      drawnB: [],
      openingA: [],
      openingB: [],
      castA: [],
      castB: [],
      castTurnA: [],
      castTurnB: [],
      manaA: { turns: [], castable: [], castableTurn: [] },
      manaB: { turns: [], castable: [], castableTurn: [] },
    });
    expect(records.filter((r) => r.endReason === 'error')).toHaveLength(1);
    expect(records[4]).toEqual(fakeGame(new RunPlan({ ...base, decks: [red], vs: [green, blue], games: 3 }).spec(4)));
  });

  it('plays only its share of game pairs under a shard, and the shards cover the run once', async () => {
    const plan = new RunPlan({ ...base, decks: [red, green, blue], vs: [], games: 4 });
    const shards = [1, 2, 3].map((index) => plan.indices({ index, count: 3 }));
    expect(shards[0]).toEqual([0, 1, 6, 7]);
    expect(shards.flat().sort((a, b) => a - b)).toEqual(plan.indices(undefined));
    expect(plan.indices(undefined, new Set([0, 5, 11]))).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10]);
    expect(inShard(7, { index: 1, count: 3 })).toBe(true);
  });

  it('stops between batches when aborted', async () => {
    const plan = new RunPlan({ ...base, decks: [red, green], vs: [], games: 40 });
    const stop = new AbortController();
    const seen: number[] = [];
    const outcome = await runGames({
      plan,
      pool,
      cardFiles: [],
      indices: plan.indices(undefined),
      workers: 0,
      batchSize: 10,
      signal: stop.signal,
      onBatch: (b) => {
        seen.push(...unpackBatch(plan, pool, b).map((r) => r.gameIndex));
        if (seen.length >= 20) stop.abort();
      },
    });
    expect(outcome).toBe('stopped');
    expect(seen).toHaveLength(20);
  });
});

describe('batches', () => {
  it('cuts at most 64 games per batch and spreads small runs over the workers', () => {
    const idx = Array.from({ length: 1000 }, (_, i) => i);
    expect(batches(idx, 2).map((b) => b.length)).toEqual([...Array(15).fill(64), 40]);
    expect(batches(idx.slice(0, 40), 2).map((b) => b.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5]);
    expect(batches([], 2)).toEqual([]);
  });

  it('packs records to typed arrays of ids and back unchanged', () => {
    const plan = new RunPlan({ ...base, decks: [red, green], vs: [], games: 6 });
    const crashed = { ...fakeGame(plan.spec(2)), gameIndex: 3, seed: plan.spec(3).seed, onPlay: 'B' as const };
    const looped = {
      ...fakeGame(plan.spec(1)),
      winner: 'draw' as const,
      endReason: 'loop_draw' as const,
      loopKind: 'mandatory_draw' as const,
      loopSignature: 'Grizzly Bears + Shock',
    };
    const records = [fakeGame(plan.spec(0)), looped, { ...crashed, ...errorFields('boom') }];
    const packed = packRecords(records, pool);
    expect(packed.games).toBeInstanceOf(Int32Array);
    expect(packed.errors).toEqual(['boom']);
    expect(unpackBatch(plan, pool, packed)).toEqual(records);
    expect(batchGames(packed)).toBe(3);
    // The checkpoint rows a worker sends are the games.csv rows of the same records.
    expect(packed.rows).toBe(partialRows(records));
    expect(packed.rows.split('\n')[2]).toMatch(
      /^3,\d+,red,green,random,greedy,B,,error,0,none,0,0,,,boom,,,,,,,[0-9a-f]{8}$/,
    );
  });
});

/** What an error record holds besides its spec: no result, no cards. */
function errorFields(error: string): Partial<GameRecord> {
  return {
    winner: '',
    endReason: 'error',
    turns: 0,
    mulligansA: 0,
    error,
    drawnA: [],
    openingA: [],
    castA: [],
    castTurnA: [],
  };
}

describe('parseShard', () => {
  it('takes I/N, or the index from a Kubernetes Indexed Job or a Slurm array', () => {
    expect(parseShard('2/4', {})).toEqual({ index: 2, count: 4 });
    expect(parseShard('auto/4', { JOB_COMPLETION_INDEX: '0' })).toEqual({ index: 1, count: 4 });
    expect(parseShard('auto/4', { SLURM_ARRAY_TASK_ID: '4', SLURM_ARRAY_TASK_MIN: '1' })).toEqual({
      index: 4,
      count: 4,
    });
    expect(parseShard('auto', { SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_COUNT: '3' })).toEqual({
      index: 3,
      count: 3,
    });
  });

  it('says what is wrong', () => {
    expect(parseShard('3/2', {})).toMatch(/^Expected I\/N/);
    expect(parseShard('auto/4', {})).toMatch(/neither JOB_COMPLETION_INDEX .* nor SLURM_ARRAY_TASK_ID/);
    expect(parseShard('auto/4', { JOB_COMPLETION_INDEX: '4' })).toMatch(/got 5\/4 \(from the environment\)/);
    expect(parseShard('auto', { JOB_COMPLETION_INDEX: '1' })).toMatch(/give the shard count as auto\/N/);
  });
});
