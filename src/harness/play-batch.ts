// Plays a batch of a run's units: games, or with --match whole matches (a match's later games depend on its
// earlier ones, so one worker plays all of them). What a worker and the main thread both call.
import type { CardPool } from '../cards/pool.js';
import { type PackedBatch, packRecords, playOne } from './batch.js';
import { playMatch } from './match.js';
import type { RunPlan } from './plan.js';

export function playBatch(plan: RunPlan, pool: CardPool, units: readonly number[]): PackedBatch {
  const records =
    plan.config.match === undefined
      ? units.map((i) => playOne(plan.spec(i), pool))
      : units.flatMap((m) => playMatch(plan, pool, m));
  return packRecords(records, pool);
}
