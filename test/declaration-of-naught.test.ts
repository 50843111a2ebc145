// Declaration of Naught's "Counter target spell with that name": only a spell with the name chosen as it came into
// play is a legal target, and the names offered are those of the game's nonland cards.
import { expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();
const scenario = (named: string) => ({
  name: named,
  players: {
    A: { hand: ['Declaration of Naught'], inPlay: ['Island', 'Island', 'Island'], library: ['Plains'] },
    B: { hand: ['Shock'], inPlay: ['Mountain'], library: ['Plains'] },
  },
  actions: [
    { player: 'A', cast: 'Declaration of Naught' },
    { resolve: true },
    { player: 'A', choose: named },
    { player: 'A', pass: true },
    { player: 'B', cast: 'Shock', targets: ['A'] },
    { player: 'A', activate: 'Declaration of Naught', ability: 0, targets: ['Shock'] },
    { resolve: true },
  ],
  stop: { turn: 1, step: 'beginCombat' as const },
  expect: { life: { A: 20 } },
});

test('a spell with another name is not a legal target', () => {
  expect(runScenario(scenario('Shock') as never, pool, 'named Shock').failures).toEqual([]);
  const r = runScenario(scenario('Giant Growth') as never, pool, 'named Giant Growth');
  expect(r.failures.join('\n')).toMatch(/no legal target/);
});
