// Printed restrictions that show only as what a player can't do, which a scenario file can't assert:
// these scenarios are built in code, and those that try the forbidden action must fail, naming why.
// Each negative case has a positive twin, so a runner that failed everything would be caught.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();

function run(a: Record<string, unknown>, b: Record<string, unknown>, actions: unknown[], expect: unknown) {
  return runScenario(
    {
      name: 'inline',
      start: { turn: 1, active: 'A', step: 'main1' },
      players: { A: { library: ['Plains'], ...a }, B: { library: ['Island'], ...b } },
      actions,
      stop: { turn: 1, step: 'beginCombat' },
      expect,
    },
    pool,
    'inline.json',
  );
}

describe('Chromatic Star: {1}, {T}, Sacrifice Chromatic Star: Add one mana of any color', () => {
  const activate = (star: Record<string, unknown>, inPlay: unknown[] = []) =>
    run(
      { inPlay: ['Mountain', { card: 'Chromatic Star', id: 'star', ...star }, ...inPlay] },
      {},
      [
        { player: 'A', activate: '@star' },
        { player: 'A', choose: 'green' },
      ],
      { objects: [{ ref: '@star', zone: 'graveyard' }], zones: { A: { hand: ['Plains'] } } },
    );
  test('untapped, it is activated, goes to the graveyard and draws a card', () => {
    expect(activate({}).failures).toEqual([]);
  });
  test('a tapped Chromatic Star cannot be activated', () => {
    const r = activate({ tapped: true });
    expect(r.pass).toBe(false);
    expect(r.failures.join('\n')).toMatch(/can't activate Chromatic Star's ability 0: it is tapped/);
  });
  test('made a creature by March of the Machines, a summoning-sick Chromatic Star cannot pay its {T}', () => {
    const r = activate({ summoningSick: true }, ['March of the Machines']);
    expect(r.pass).toBe(false);
    expect(r.failures.join('\n')).toMatch(/can't activate Chromatic Star's ability 0: it is tapped or summoning sick/);
  });
});

describe("Troll Ascetic can't be the target of spells or abilities your opponents control", () => {
  /** A casts Shock at a Troll Ascetic that A (its controller) or B controls. */
  const shockTroll = (controller: 'A' | 'B') => {
    const troll = { card: 'Troll Ascetic', id: 'troll' };
    return run(
      { hand: [{ card: 'Shock', id: 'shock' }], inPlay: controller === 'A' ? ['Mountain', troll] : ['Mountain'] },
      { inPlay: controller === 'B' ? [troll] : [] },
      [{ player: 'A', cast: '@shock', targets: ['@troll'] }, { resolve: true }],
      { objects: [{ ref: '@troll', zone: 'graveyard' }] },
    );
  };
  test("its controller's Shock may target it (it is no shroud)", () => {
    expect(shockTroll('A').failures).toEqual([]);
  });
  test("an opponent's Shock cannot target it", () => {
    const r = shockTroll('B');
    expect(r.pass).toBe(false);
    expect(r.failures.join('\n')).toMatch(/@troll is not a legal choice/);
  });
});
