// Shared by the tests that change a card scenario and check that it then fails with the right message.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

export const pool = loadPool();
export type Scenario = {
  actions: Record<string, unknown>[];
  players: Record<string, Record<string, unknown[]>>;
} & Record<string, unknown>;

/** A card scenario file under test/scenarios/cards, parsed (each call a fresh copy to change). */
export const scenarioFile = (name: string) =>
  JSON.parse(readFileSync(`test/scenarios/cards/${name}.json`, 'utf8')) as Scenario;

/** The scenario must fail, with a message matching `pattern`. */
export function fails(data: unknown, pattern: RegExp): void {
  const r = runScenario(data, pool, 'inline.json');
  expect(r.pass, 'the scenario should fail').toBe(false);
  expect(r.failures.join('\n')).toMatch(pattern);
}
