// Runs a list of games, in this thread or on a piscina worker pool, and hands each finished batch to
// onBatch as it completes (in any order: the report writers sort by game_index).
// Nothing is lost: a game that throws is an 'error' record (caught in the worker); a worker that dies
// is replaced by piscina and its batch played again; a game that kills its worker twice becomes an
// 'error' record too. An abort (Ctrl-C, SIGTERM) stops dispatch, drops the batches in flight (a resume
// plays them again, identically) and returns 'stopped'.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { CardPool } from '../cards/pool.js';
import { packageRoot } from '../pkg.js';
import { errorRecord, type PackedBatch, packRecords, unpackBatch } from './batch.js';
import { playBatch } from './play-batch.js';
import type { RunPlan } from './plan.js';
import type { GameRecord } from './types.js';
import { type BatchTask, SETUP_FAILED, type WorkerInit } from './protocol.js';

export interface RunOptions {
  plan: RunPlan;
  pool: CardPool; // the main thread's pool: turns workers' card ids back into names
  cardFiles: string[]; // what workers load to build the same pool
  indices: number[]; // the units to play: game indices, or with --match match indices
  workers: number; // 0: play in this thread
  workerFile?: string; // tests substitute a worker that misbehaves
  batchSize?: number;
  signal?: AbortSignal;
  /**
   * A batch is done, in packed form: what a caller that keeps thousands of games should hold (typed
   * arrays, not objects the garbage collector walks); unpackBatch gives its GameRecords.
   */
  onBatch(packed: PackedBatch): void;
  /** A worker died while playing a batch; the batch is being played again. */
  onWorkerCrash?(message: string, games: number): void;
}

/** Batches of up to 64 games keep dispatch cost far below 1% of play; small runs still use every worker. */
export const MAX_BATCH = 64;

export function defaultWorkers(): number {
  return availableParallelism();
}

function batchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(MAX_BATCH, Math.ceil(games / (Math.max(1, workers) * 4))));
}

/**
 * The worker threads a run of `games` starts: never more than there are batches, since each thread
 * loads the card pool and compiles the engine whether it gets work or not.
 */
export function threadsFor(games: number, workers: number, size?: number): number {
  return Math.min(workers, Math.ceil(games / (size ?? batchSize(games, workers))));
}

export function batches(indices: number[], workers: number, size?: number): number[][] {
  const n = size ?? batchSize(indices.length, workers);
  const out: number[][] = [];
  for (let i = 0; i < indices.length; i += n) out.push(indices.slice(i, i + n));
  return out;
}

/** Plays the games; 'done' when every batch is in, 'stopped' when the signal aborted the run. */
export async function runGames(opts: RunOptions): Promise<'done' | 'stopped'> {
  const list = batches(opts.indices, opts.workers, opts.batchSize);
  if (opts.workers === 0) return runInThread(opts, list);
  if (list.length === 0) return opts.signal?.aborted ? 'stopped' : 'done';
  return runOnPool(opts, list, threadsFor(opts.indices.length, opts.workers, opts.batchSize));
}

async function runInThread(opts: RunOptions, list: number[][]): Promise<'done' | 'stopped'> {
  for (const indices of list) {
    if (opts.signal?.aborted) return 'stopped';
    // The same packing as a worker's result, so both paths give identical records.
    opts.onBatch(playBatch(opts.plan, opts.pool, indices));
    await new Promise((r) => setImmediate(r)); // let signals and the progress timer in
  }
  return opts.signal?.aborted ? 'stopped' : 'done';
}

async function runOnPool(opts: RunOptions, list: number[][], threads: number): Promise<'done' | 'stopped'> {
  const init: WorkerInit = { config: opts.plan.config, cardFiles: opts.cardFiles.map((f) => resolve(f)) };
  const piscina = new Piscina<BatchTask, PackedBatch>({
    filename: opts.workerFile ?? workerFile(),
    workerData: init,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    concurrentTasksPerWorker: 1,
  });
  // A worker that dies between tasks is reported here rather than through a task; piscina replaces it.
  piscina.on('error', () => {});
  const stop = () => void piscina.destroy();
  opts.signal?.addEventListener('abort', stop, { once: true });
  try {
    // Two batches per worker in flight: each worker has its next batch queued while it plays one.
    return await dispatch(list, 2 * threads, opts, (indices) => playResilient(piscina, indices, opts));
  } finally {
    opts.signal?.removeEventListener('abort', stop);
    await piscina.destroy();
  }
}

async function dispatch(
  list: number[][],
  lanes: number,
  opts: RunOptions,
  play: (indices: number[]) => Promise<PackedBatch>,
): Promise<'done' | 'stopped'> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (next < list.length && !opts.signal?.aborted && failure === undefined) {
      const indices = list[next++];
      try {
        const packed = await play(indices);
        if (!opts.signal?.aborted) opts.onBatch(packed);
      } catch (error) {
        if (!opts.signal?.aborted) failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, list.length) }, lane));
  if (failure !== undefined) throw failure.error;
  return opts.signal?.aborted ? 'stopped' : 'done';
}

/**
 * Plays a batch on the pool. A batch whose worker died is played again; if it dies again, its games
 * are played one at a time to find the one that kills workers, which is recorded as an error.
 */
async function playResilient(
  piscina: Piscina<BatchTask, PackedBatch>,
  indices: number[],
  opts: RunOptions,
): Promise<PackedBatch> {
  let last: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await piscina.run({ indices });
    } catch (err) {
      if (opts.signal?.aborted) throw err;
      const message = messageOf(err);
      if (message.startsWith(SETUP_FAILED)) throw new Error(message, { cause: err });
      opts.onWorkerCrash?.(message, indices.length);
      last = err;
    }
  }
  if (indices.length === 1) {
    const crashed = errorRecord(
      opts.plan.spec(opts.plan.firstGame(indices[0])),
      `worker crashed twice playing this game: ${messageOf(last)}`,
    );
    return packRecords([crashed], opts.pool);
  }
  const out: GameRecord[] = [];
  for (const i of indices) out.push(...unpackBatch(opts.plan, opts.pool, await playResilient(piscina, [i], opts)));
  return packRecords(out, opts.pool);
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The compiled worker: next to this file when running from dist/, else (under vitest, from src/) in dist/. */
export function workerFile(): string {
  const here = fileURLToPath(new URL('./worker.js', import.meta.url));
  if (existsSync(here)) return here;
  const built = join(packageRoot(), 'dist', 'src', 'harness', 'worker.js');
  if (!existsSync(built)) throw new Error(`worker file not found: ${built} (run npm run build)`);
  return built;
}
