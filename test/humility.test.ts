// Humility ("All creatures lose all abilities and are 1/1"): what it makes impossible, which a passing
// scenario can't show (the scenario asking for it must fail, naming why): a creature's activated and
// mana abilities are gone while it is in play, and come back when Humility leaves.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();

function failures(players: Record<string, unknown>, actions: unknown[]): string {
  const r = runScenario(
    {
      name: 'inline',
      start: { turn: 3, active: 'A', step: 'main1' },
      players,
      actions,
      stop: { turn: 3, step: 'end' },
    },
    pool,
    'inline.json',
  );
  return r.failures.join('\n');
}

describe('Humility', () => {
  test("a creature's activated ability (Prodigal Pyromancer) can't be played; without Humility it can", () => {
    const act = { player: 'A', activate: 'Prodigal Pyromancer', ability: 0, targets: ['B'] };
    expect(
      failures(
        {
          A: { library: ['Plains'], inPlay: ['Prodigal Pyromancer'] },
          B: { library: ['Island'], inPlay: ['Humility'] },
        },
        [act],
      ),
    ).toMatch(/action #0 .*Prodigal Pyromancer/);
    expect(
      failures({ A: { library: ['Plains'], inPlay: ['Prodigal Pyromancer'] }, B: { library: ['Island'] } }, [
        act,
        { resolve: true },
      ]),
    ).toBe('');
  });

  test("a creature's mana ability (Llanowar Elves) pays for nothing; once Humility is destroyed it does", () => {
    const players = {
      A: { hand: ['Giant Growth', 'Naturalize'], library: ['Plains'], inPlay: ['Llanowar Elves', 'Forest', 'Forest'] },
      B: { library: ['Island'], inPlay: ['Humility'] },
    };
    // Two Forests pay for Naturalize ({1}{G}); Giant Growth ({G}) then needs the Elves.
    expect(
      failures(players, [
        { player: 'A', cast: 'Giant Growth', targets: ['Llanowar Elves'] },
        { resolve: true },
        { player: 'A', cast: 'Naturalize', targets: ['Humility'] },
      ]),
    ).toMatch(/action #2 .*Naturalize/);
    expect(
      failures(players, [
        { player: 'A', cast: 'Naturalize', targets: ['Humility'] },
        { resolve: true },
        { player: 'A', cast: 'Giant Growth', targets: ['Llanowar Elves'] },
        { resolve: true },
      ]),
    ).toBe('');
  });

  test("a creature's mana ability with a sacrifice cost (Composite Golem) can't be played; without Humility it can", () => {
    const act = [{ player: 'A', activate: 'Composite Golem' }, { player: 'A', cast: 'Hill Giant' }, { resolve: true }];
    const a = { hand: ['Hill Giant'], library: ['Plains'], inPlay: ['Composite Golem'] };
    expect(failures({ A: a, B: { library: ['Island'], inPlay: ['Humility'] } }, act)).toMatch(
      /action #0 .*Composite Golem's ability 0: it has lost its abilities \(Humility\)/,
    );
    expect(failures({ A: a, B: { library: ['Island'] } }, act)).toBe('');
  });

  test('CR 418.5b: Humility made a creature by Opalescence takes the ability Arcane Teachings granted earlier, though it loses its own abilities as it applies', () => {
    const players = {
      A: {
        hand: ['Humility'],
        library: ['Plains'],
        inPlay: [
          { card: 'Grizzly Bears', id: 'bears' },
          { card: 'Arcane Teachings', attachedTo: '@bears' },
          'Opalescence',
          'Plains',
          'Plains',
          'Plains',
          'Plains',
        ],
      },
      B: { library: ['Island'] },
    };
    const ping = { player: 'A', activate: '@bears', ability: 0, targets: ['B'] };
    expect(failures(players, [{ player: 'A', cast: 'Humility' }, { resolve: true }, ping])).toMatch(
      /action #2 .*Grizzly Bears/,
    );
    expect(failures(players, [ping, { resolve: true }])).toBe('');
  });
});
