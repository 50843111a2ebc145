// "Spend only black mana on X" (Consume Spirit: spell.xColor): X is paid with black mana only, so the
// largest X is the black mana left after the rest of the cost.
import { expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();
const sc = (x: number, inPlay: string[]) => ({
  name: `x ${x}`,
  start: { turn: 1, active: 'A' as const, step: 'main1' as const },
  players: { A: { hand: ['Consume Spirit'], library: ['Swamp', 'Swamp'], inPlay }, B: { library: ['Swamp', 'Swamp'] } },
  actions: [{ player: 'A' as const, cast: 'Consume Spirit', x, targets: ['B'] }, { resolve: true as const }],
  stop: { turn: 1, step: 'beginCombat' as const },
});

test("Consume Spirit: red mana can't pay X (3 Swamps, 2 Mountains: X is at most 2, not 4)", () => {
  const ok = runScenario(
    { ...sc(2, ['Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain']), expect: { life: { A: 22, B: 18 } } },
    pool,
    'x2',
  );
  expect(ok.failures).toEqual([]);
  const bad = runScenario(sc(3, ['Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain']), pool, 'x3');
  expect(bad.failures.join('\n')).toMatch(/can't be paid \(at most 2\)/);
  const allBlack = runScenario(
    { ...sc(4, ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp']), expect: { life: { A: 24, B: 16 } } },
    pool,
    'x4',
  );
  expect(allBlack.failures).toEqual([]);
});
