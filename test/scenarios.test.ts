// Runs every scenario file under test/scenarios/ as its own test (rules tests by CR number, card tests).
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenarioFile, scenarioFiles } from '../src/scenario/run.js';

const pool = loadPool();
const files = scenarioFiles(['test/scenarios']);

describe('scenarios', () => {
  test('there are scenario files', () => expect(files.length).toBeGreaterThan(50));
  for (const f of files) {
    test(f.replace(/^test\/scenarios\//, ''), () => {
      const r = runScenarioFile(f, pool);
      expect(r.failures, r.name).toEqual([]);
    });
  }
});
