// PLACEHOLDER (being written): runs scenario files (../shared/scenario-format.md).
import type { CardPool } from '../cards/pool.js';

export interface ScenarioResult { file: string; name: string; pass: boolean; failures: string[] }

/** Runs every scenario file named, or every *.json under a folder named, in sorted order. */
export function runScenarioPaths(paths: string[], pool: CardPool): ScenarioResult[] {
  throw new Error(`runScenarioPaths not implemented yet (${paths.length}, ${pool.names().length})`);
}
