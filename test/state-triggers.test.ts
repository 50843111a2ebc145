// State triggers (410.11 of 2008) and 420.4's example of one, "an ability that triggers when the player
// has no cards in hand", on a designer card (fixtures/state-trigger-cards.json: no card of the era
// reads so; Emperor Crocodile, the real state trigger of the pool, has scenarios under scenarios/).
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenarioFile, scenarioFiles } from '../src/scenario/run.js';

const pool = loadPool([fileURLToPath(new URL('./fixtures/state-trigger-cards.json', import.meta.url))]);
const files = scenarioFiles([fileURLToPath(new URL('./state-trigger-scenarios', import.meta.url))]);

describe('state triggers (designer card)', () => {
  test('there are scenario files', () => expect(files.length).toBeGreaterThanOrEqual(2));
  for (const f of files) {
    test(f.replace(/^.*\//, ''), () => {
      const r = runScenarioFile(f, pool);
      expect(r.failures, r.name).toEqual([]);
    });
  }
});
