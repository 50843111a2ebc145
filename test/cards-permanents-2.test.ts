// Card rules that a passing scenario can't show: what a card makes illegal (the scenario asking for it
// must fail, naming why). Cards of src/cards/pool/10e-permanents-2.json.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();

function failures(players: Record<string, unknown>, actions: unknown[], start: Record<string, unknown> = { turn: 1, active: 'A', step: 'main1' }): string {
  const r = runScenario({ name: 'inline', start, players, actions, stop: { turn: 1, step: 'end' } }, pool, 'inline.json');
  return r.failures.join('\n');
}

describe('10e permanents 2', () => {
  test('Vampire Bats: play this ability no more than twice each turn', () => {
    const players = { A: { library: ['Swamp'], inPlay: ['Vampire Bats', 'Swamp', 'Swamp', 'Swamp'] }, B: { library: ['Island'] } };
    const act = { player: 'A', activate: 'Vampire Bats', ability: 0 };
    expect(failures(players, [act, { resolve: true }, act, { resolve: true }])).toBe('');
    expect(failures(players, [act, { resolve: true }, act, { resolve: true }, act])).toMatch(/action #4 .*can't activate Vampire Bats/);
  });
});
