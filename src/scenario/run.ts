// Runs scenario files (../shared/scenario-format.md): setup, scripted actions, stop, expectations.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CardPool } from '../cards/pool.js';
import { drive } from './drive.js';
import { checkExpect } from './expect.js';
import { buildScenario } from './setup.js';
import { ScenarioError, ScenarioFileError, validateScenario } from './spec.js';

export interface ScenarioResult {
  file: string;
  name: string;
  pass: boolean;
  failures: string[];
  /** The file is malformed (not JSON, or not the format's shape): an input error, not a failed scenario. */
  malformed?: true;
}

/** Every *.json file under the paths given (files as named, folders recursively), in sorted order. */
export function scenarioFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = statSync(p);
    if (st.isDirectory()) for (const f of readdirSync(p).sort()) walk(join(p, f));
    else if (p.endsWith('.json')) out.push(p);
  };
  for (const p of paths) {
    try {
      walk(p);
    } catch (e) {
      throw new ScenarioError(`${p}: cannot read: ${(e as Error).message}`);
    }
  }
  return out;
}

/** Runs one parsed scenario object. */
export function runScenario(data: unknown, pool: CardPool, file: string): ScenarioResult {
  let name = typeof (data as { name?: unknown })?.name === 'string' ? (data as { name: string }).name : '(unnamed)';
  try {
    const sc = validateScenario(data, file);
    name = sc.name;
    const { g, labels } = buildScenario(sc, pool, file);
    const failures = drive(g, labels, sc);
    if (failures.length === 0 && sc.expect) failures.push(...checkExpect(g, labels, sc.expect));
    return { file, name, pass: failures.length === 0, failures };
  } catch (e) {
    if (e instanceof ScenarioFileError) return { file, name, pass: false, failures: e.messages, malformed: true };
    if (e instanceof ScenarioError) return { file, name, pass: false, failures: e.messages };
    return { file, name, pass: false, failures: [`engine error: ${(e as Error).stack ?? e}`] };
  }
}

export function runScenarioFile(file: string, pool: CardPool): ScenarioResult {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    const failures = [`${file}: not valid JSON: ${(e as Error).message}`];
    return { file, name: '(unreadable)', pass: false, failures, malformed: true };
  }
  return runScenario(data, pool, file);
}

/** Runs every scenario file named, or every *.json under a folder named, in sorted order. */
export function runScenarioPaths(paths: string[], pool: CardPool): ScenarioResult[] {
  return scenarioFiles(paths).map((f) => runScenarioFile(f, pool));
}
