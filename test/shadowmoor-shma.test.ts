// Restrictions of Shadowmoor cards (issue 35) that a passing scenario can't show: a scripted action that must be
// refused.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();
const lib = ['Plains', 'Island', 'Swamp'];

describe('Shadowmoor restrictions', () => {
  test("Whimwader can't attack a player who controls no blue permanent (500.2)", () => {
    const attack = (bInPlay: string[]) =>
      runScenario(
        {
          name: 'Whimwader attacks',
          players: {
            A: { inPlay: [{ card: 'Whimwader', id: 'w' }], library: lib },
            B: { inPlay: bInPlay, library: lib },
          },
          actions: [{ goto: { turn: 1, step: 'declareAttackers' } }, { player: 'A', attack: ['@w'] }],
          stop: { turn: 1, step: 'main2' },
          expect: { life: { B: 14 } },
        },
        pool,
        'whimwader.json',
      ).failures;
    expect(attack(['Island', 'Hill Giant']).join('\n')).toMatch(/attack/);
    expect(attack(['Air Elemental'])).toEqual([]);
  });

  test("Cinderhaze Wretch: its discard ability only during its controller's turn", () => {
    const r = runScenario(
      {
        name: 'Wretch on B turn',
        start: { turn: 1, active: 'B', step: 'main1' },
        players: {
          A: { inPlay: [{ card: 'Cinderhaze Wretch', id: 'w' }], library: lib },
          B: { hand: ['Shock'], library: lib },
        },
        actions: [{ player: 'A', activate: '@w', ability: 0, targets: ['B'] }],
        stop: { turn: 1, step: 'beginCombat' },
      },
      pool,
      'wretch.json',
    );
    expect(r.failures.join('\n')).toMatch(/only be activated during your turn/);
  });
});
