// Chromatic Star's mana ability costs "{1}, {T}, Sacrifice Chromatic Star" (its Tenth Edition printing):
// the {T} is observable only as what can't be done, which a scenario file can't assert, so these
// scenarios are built in code and must fail, naming the reason.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();

function activateStar(star: Record<string, unknown>, inPlay: unknown[] = []): string[] {
  const r = runScenario(
    {
      name: 'Chromatic Star',
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        A: { inPlay: ['Mountain', { card: 'Chromatic Star', id: 'star', ...star }, ...inPlay], library: ['Plains'] },
        B: { library: ['Island'] },
      },
      actions: [
        { player: 'A', activate: '@star' },
        { player: 'A', choose: 'green' },
      ],
      stop: { turn: 1, step: 'beginCombat' },
      expect: { objects: [{ ref: '@star', zone: 'graveyard' }] },
    },
    pool,
    'chromatic-star.json',
  );
  expect(r.pass).toBe(false);
  return r.failures;
}

describe('Chromatic Star: {1}, {T}, Sacrifice: one mana of any color', () => {
  test('a tapped Chromatic Star cannot be activated', () => {
    expect(activateStar({ tapped: true }).join('\n')).toMatch(
      /can't activate Chromatic Star's ability 0: it is tapped/,
    );
  });
  test('made a creature by March of the Machines, a summoning-sick Chromatic Star cannot pay its {T}', () => {
    expect(activateStar({ summoningSick: true }, ['March of the Machines']).join('\n')).toMatch(
      /can't activate Chromatic Star's ability 0: it is tapped or summoning sick/,
    );
  });
  test('untapped, it is activated and goes to the graveyard', () => {
    const r = runScenario(
      {
        name: 'Chromatic Star',
        start: { turn: 1, active: 'A', step: 'main1' },
        players: {
          A: { inPlay: ['Mountain', { card: 'Chromatic Star', id: 'star' }], library: ['Plains'] },
          B: { library: ['Island'] },
        },
        actions: [
          { player: 'A', activate: '@star' },
          { player: 'A', choose: 'green' },
        ],
        stop: { turn: 1, step: 'beginCombat' },
        expect: { objects: [{ ref: '@star', zone: 'graveyard' }], zones: { A: { hand: ['Plains'] } } },
      },
      pool,
      'chromatic-star.json',
    );
    expect(r.failures).toEqual([]);
  });
});
