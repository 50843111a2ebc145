// What the main thread and the workers exchange (kept apart from worker.ts, whose import sets a worker up).
import type { RunConfig } from './plan.js';

/** What every worker gets at start (piscina's workerData). */
export interface WorkerInit {
  config: RunConfig;
  cardFiles: string[]; // absolute paths
}

/** A batch task: game indices of the run to play. */
export interface BatchTask {
  indices: number[];
}

/** Marks a worker that could not set up: the run stops instead of retrying batches that cannot work. */
export const SETUP_FAILED = 'worker setup failed: ';
