// What some Shadowmoor cards make illegal, which a passing scenario can't show (the scenario asking for it must fail,
// naming why). Cards of src/cards/pool/shmg-cards.json.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();

function failures(
  players: Record<string, unknown>,
  actions: unknown[],
  start: Record<string, unknown> = { turn: 2, active: 'B', step: 'main1' },
  stop: Record<string, unknown> = { turn: 2, step: 'end' },
): string {
  const r = runScenario({ name: 'inline', start, players, actions, stop }, pool, 'inline.json');
  return r.failures.join('\n');
}

describe('shmg cards', () => {
  const players = (enchanted: string) => ({
    A: { inPlay: [{ card: 'Prison Term', attachedTo: '@held' }], library: ['Plains', 'Plains'] },
    B: {
      hand: ['Grizzly Bears'],
      inPlay: [{ card: enchanted, id: 'held' }, { card: 'Llanowar Elves', id: 'free' }, 'Forest'],
      library: ['Forest', 'Forest'],
    },
  });

  test("Prison Term: the enchanted creature's activated abilities can't be played", () => {
    const ping = { player: 'B', activate: '@held', ability: 0, targets: ['A'] };
    expect(failures(players('Prodigal Pyromancer'), [ping])).toMatch(/action #0 .*Prison Term/);
    // the same ability of a creature it doesn't enchant
    const free = players('Llanowar Elves');
    free.B.inPlay[1] = { card: 'Prodigal Pyromancer', id: 'free' };
    expect(failures(free, [{ ...ping, activate: '@free' }, { resolve: true }])).toBe('');
  });

  test("Prison Term: the enchanted Llanowar Elves' mana ability can't pay for Grizzly Bears; the other Elves' can", () => {
    const cast = { player: 'B', cast: 'Grizzly Bears' };
    expect(failures(players('Llanowar Elves'), [cast, { resolve: true }])).toBe('');
    const both = players('Llanowar Elves');
    both.B.inPlay[1] = 'Island'; // the only Elves are enchanted: Forest and Island can't pay {1}{G} with Elves
    both.B.inPlay[2] = 'Plains';
    expect(failures(both, [cast])).toMatch(/action #0 .*Grizzly Bears/);
  });

  test("Prison Term: the enchanted creature can't attack", () => {
    const attack = [{ goto: { turn: 2, step: 'declareAttackers' } }, { player: 'B', attack: ['@held'] }];
    expect(failures(players('Grizzly Bears'), attack)).toMatch(/action #1 /);
  });

  test("Puca's Mischief: the opponent's permanent must have an equal or lesser converted mana cost", () => {
    const players = {
      A: {
        inPlay: ["Puca's Mischief", { card: 'Grizzly Bears', id: 'bears' }, { card: 'Hill Giant', id: 'mine' }],
        library: ['Island', 'Island', 'Island'],
      },
      B: {
        inPlay: [
          { card: 'Llanowar Elves', id: 'elves' },
          { card: 'Hill Giant', id: 'giant' },
        ],
        library: ['Forest', 'Forest', 'Forest'],
      },
    };
    const upkeep = (first: string, second: string) => [
      { goto: { turn: 3, step: 'upkeep' } },
      { player: 'A', choose: first },
      { player: 'A', choose: second },
      { resolve: true },
      { player: 'A', choose: true },
    ];
    const start = { turn: 2, active: 'B', step: 'end' };
    const stop = { turn: 3, step: 'draw' };
    expect(failures(players, upkeep('@bears', '@elves'), start, stop)).toBe('');
    expect(failures(players, upkeep('@mine', '@giant'), start, stop)).toBe('');
    expect(failures(players, upkeep('@bears', '@giant'), start, stop)).toMatch(/action #2 .*@giant/);
  });

  test('Runed Halo: a player with protection from a name is no legal target of its abilities; another player is', () => {
    const players = {
      A: { inPlay: ['Runed Halo', 'Plains'], library: ['Plains', 'Plains'] },
      B: { inPlay: [{ card: 'Prodigal Pyromancer', id: 'pyro' }], library: ['Mountain', 'Mountain'] },
    };
    const named = (name: string) => [
      { player: 'A', cast: 'Runed Halo' },
      { resolve: true },
      { player: 'A', choose: name },
      { goto: { turn: 2, step: 'main1' } },
    ];
    const halo = { A: { ...players.A, hand: ['Runed Halo'], inPlay: ['Plains', 'Plains'] }, B: players.B };
    const ping = (who: string) => ({ player: 'B', activate: '@pyro', ability: 0, targets: [who] });
    const start = { turn: 1, active: 'A', step: 'main1' };
    expect(failures(halo, [...named('Prodigal Pyromancer'), ping('A')], start)).toMatch(/action #4 /);
    expect(failures(halo, [...named('Prodigal Pyromancer'), ping('B'), { resolve: true }], start)).toBe('');
    expect(failures(halo, [...named('Hill Giant'), ping('A'), { resolve: true }], start)).toBe('');
  });
});
