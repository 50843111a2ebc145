// A piscina worker: loads the card pool and the agents once, then plays batches of game indices and
// returns their compact results. Setup runs at import, before piscina hands the worker any task.
import { workerData } from 'node:worker_threads';
import { loadPool } from '../cards/pool.js';
import { preloadAgents } from './agents.js';
import type { PackedBatch } from './batch.js';
import { playBatch } from './play-batch.js';
import { RunPlan, runAgents } from './plan.js';
import { type BatchTask, SETUP_FAILED, type WorkerInit } from './protocol.js';

async function setup(init: WorkerInit): Promise<(task: BatchTask) => PackedBatch> {
  try {
    const pool = loadPool(init.cardFiles);
    const plan = new RunPlan(init.config);
    await preloadAgents(runAgents(init.config));
    return (task) => playBatch(plan, pool, task.indices);
  } catch (err) {
    const message = SETUP_FAILED + (err instanceof Error ? err.message : String(err));
    return () => {
      throw new Error(message);
    };
  }
}

const play = await setup(workerData as WorkerInit);

export default function playTask(task: BatchTask): PackedBatch {
  return play(task);
}
