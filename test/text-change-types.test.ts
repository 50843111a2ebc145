// Creature type text changes (typetext.ts; 418.6, Artificial Evolution): what the scenario files
// (cards/artificial-evolution*, rules/418.6*) can't show: the choices it refuses.
import { describe, expect, test } from 'vitest';
import { runScenario } from '../src/scenario/run.js';
import { fails, scenarioFile as file, pool } from './scenario-helpers.js';

describe('Artificial Evolution', () => {
  test("the new creature type can't be Wall", () => {
    const s = file('artificial-evolution');
    s.players.B.inPlay.push('Wall of Swords');
    s.actions[2] = { player: 'A', choose: ['Goblin', 'Wall'] };
    fails(s, /choose \(words\): "Goblin" is not in the text, or "Wall" is the same word, Wall/);
  });
  test("only a creature type of its text can be replaced (Goblin King's text has no Elf)", () => {
    const s = file('artificial-evolution');
    s.actions[2] = { player: 'A', choose: ['Elf', 'Goblin'] };
    fails(s, /choose \(words\): "Elf" is not in the text/);
  });
  test('a permanent without creature types in its text: nothing to choose, nothing changes', () => {
    const s = file('artificial-evolution');
    s.actions = [
      { player: 'A', cast: 'Artificial Evolution', targets: ['Island'] },
      { resolve: true },
      { player: 'A', choose: ['Goblin', 'Elf'] },
    ];
    fails(s, /was not reached before the stop/);
    s.actions.pop();
    s.expect = {
      objects: [
        { ref: '@elves', power: 1, toughness: 1 },
        { ref: '@king2', power: 3, toughness: 3 },
      ],
    };
    expect(runScenario(s, pool, 'inline.json').failures).toEqual([]);
  });
});

describe('Artificial Evolution on Lord of the Undead (Zombie -> Elf)', () => {
  test('its ability no longer returns a Zombie card (the graveyard target filter reads the changed text)', () => {
    const s = file('artificial-evolution-lord-of-the-undead');
    (s.players.A.graveyard as unknown[])[1] = { card: 'Festering Goblin', id: 'zombie' };
    s.actions[3] = { player: 'A', activate: '@lord', ability: 0, targets: ['@zombie'] };
    fails(s, /target 0: @zombie is not a legal choice/);
  });
});
