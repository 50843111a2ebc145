// "Another target" (a target that can't be one chosen for an earlier target of the same spell): Cone of
// Flame's three targets are different objects or players, and it can't be cast with fewer than three.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';
import { describeOption, legalActions, MAX_OPTIONS } from '../src/engine/api/game.js';
import { position } from './agents-helpers.js';

const pool = loadPool();
const legal = new Int32Array(MAX_OPTIONS);
const setup = (bInPlay: never[]) => ({
  start: { turn: 1, active: 'A' as const, step: 'main1' as const },
  players: {
    A: {
      hand: ['Cone of Flame', 'Shock'],
      library: ['Mountain', 'Mountain'],
      inPlay: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
    },
    B: { library: ['Mountain', 'Mountain'], inPlay: bInPlay },
  },
});

describe('another target', () => {
  test("the same player (or creature) can't be chosen twice", () => {
    const r = runScenario(
      {
        name: 'twice',
        ...setup([{ card: 'Grizzly Bears', id: 'bears' } as never]),
        actions: [{ player: 'A', cast: 'Cone of Flame', targets: ['B', 'B', '@bears'] }],
        stop: { turn: 1, step: 'beginCombat' },
      },
      pool,
      'twice',
    );
    expect(r.failures.join('\n')).toMatch(/target/);
    const ok = runScenario(
      {
        name: 'three',
        ...setup([{ card: 'Grizzly Bears', id: 'bears' } as never]),
        actions: [{ player: 'A', cast: 'Cone of Flame', targets: ['@bears', 'A', 'B'] }, { resolve: true }],
        stop: { turn: 1, step: 'beginCombat' },
        expect: { life: { A: 18, B: 17 }, objects: [{ ref: '@bears', zone: 'inPlay', damage: 1 }] },
      },
      pool,
      'three',
    );
    expect(ok.failures).toEqual([]);
  });

  test("with only two players and no creature there are not three different targets: Cone of Flame can't be cast", () => {
    const g = position(setup([]));
    const n = legalActions(g, legal);
    const opts = Array.from({ length: n }, (_, a) => describeOption(g, a));
    expect(opts.some((o) => o.startsWith('cast Shock'))).toBe(true);
    expect(opts.some((o) => o.startsWith('cast Cone of Flame'))).toBe(false);
  });

  test('Shunt: "target spell with a single target": a spell with three targets (Cone of Flame) is not one', () => {
    const r = runScenario(
      {
        name: 'shunt cone',
        start: { turn: 1, active: 'A', step: 'main1' },
        players: {
          A: {
            hand: ['Cone of Flame'],
            library: ['Mountain', 'Mountain'],
            inPlay: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
          },
          B: {
            hand: ['Shunt'],
            library: ['Mountain', 'Mountain'],
            inPlay: ['Mountain', 'Mountain', 'Mountain', { card: 'Grizzly Bears', id: 'bears' }],
          },
        },
        actions: [
          { player: 'A', cast: 'Cone of Flame', targets: ['A', 'B', '@bears'] },
          { player: 'B', cast: 'Shunt', targets: ['Cone of Flame'] },
        ],
        stop: { turn: 1, step: 'beginCombat' },
      },
      pool,
      'shunt-cone',
    );
    expect(r.failures.join('\n')).toMatch(/Shunt/);
  });
});
