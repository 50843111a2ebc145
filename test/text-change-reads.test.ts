// What reads a changed text (418.6), shown with designer cards (fixtures/text-change-cards.json) where no card of
// the pool can show it: a token's name where names are compared, and a spell's own filters.
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool([fileURLToPath(new URL('./fixtures/text-change-cards.json', import.meta.url))]);

const passes = (s: Record<string, unknown>) =>
  expect(
    runScenario({ name: 'inline', start: { turn: 1, active: 'A', step: 'main1' }, ...s }, pool, 'inline.json').failures,
  ).toEqual([]);

describe('CR 418.6c: a token named by a changed creature type has the new name', () => {
  // A token's name is its creature types (216.1a of 2008); no card of the pool compares a name a token can have.
  test('"named Soldier" counts the Soldier token Mobilization made, not the Elf token it made after Artificial Evolution (Soldier -> Elf)', () => {
    passes({
      players: {
        A: {
          hand: ['Artificial Evolution'],
          library: ['Plains', 'Island', 'Swamp'],
          inPlay: [
            ...Array(6).fill('Plains'),
            'Island',
            { card: 'Mobilization', id: 'mob' },
            { card: 'Soldier', id: 'soldier' },
          ],
        },
        B: { library: ['Mountain', 'Forest', 'Island'] },
      },
      actions: [
        { player: 'A', activate: '@mob', ability: 0 },
        { resolve: true },
        { player: 'A', cast: 'Artificial Evolution', targets: ['@mob'] },
        { resolve: true },
        { player: 'A', choose: ['Soldier', 'Elf'] },
        { player: 'A', activate: '@mob', ability: 0 },
        { resolve: true },
      ],
      stop: { turn: 1, step: 'beginCombat' },
      expect: {
        objects: [{ ref: '@soldier', power: 3, toughness: 3 }],
        zones: { A: { inPlay: [...Array(6).fill('Plains'), 'Island', 'Mobilization', 'Soldier', 'Soldier', 'Elf'] } },
      },
    });
  });
});

describe("CR 418.6a: a spell's own filters read a creature type Artificial Evolution changed while it is on the stack", () => {
  // No instant or sorcery of the pool names a creature type other than in the tokens it makes.
  test('"Destroy target Goblin creature", Goblin -> Elf: its Goblin target is illegal on resolution, the spell is countered', () => {
    passes({
      players: {
        A: { hand: ['Example Goblin Hunt'], library: ['Plains', 'Island'], inPlay: ['Mountain', 'Mountain'] },
        B: {
          hand: ['Artificial Evolution'],
          library: ['Mountain', 'Forest'],
          inPlay: ['Island', { card: 'Raging Goblin', id: 'goblin' }],
        },
      },
      actions: [
        { player: 'A', cast: 'Example Goblin Hunt', targets: ['@goblin'] },
        { player: 'B', cast: 'Artificial Evolution', targets: ['Example Goblin Hunt'] },
        { resolve: true },
        { player: 'B', choose: ['Goblin', 'Elf'] },
        { resolve: true },
      ],
      stop: { turn: 1, step: 'beginCombat' },
      expect: {
        objects: [{ ref: '@goblin', zone: 'inPlay' }],
        zones: { A: { graveyard: ['Example Goblin Hunt'] }, B: { graveyard: ['Artificial Evolution'] } },
      },
    });
  });
  test('"You gain 1 life for each Goblin you control", Goblin -> Elf: it counts the one Elf, not the two Goblins', () => {
    passes({
      players: {
        A: {
          hand: ['Example Goblin Census', 'Artificial Evolution'],
          library: ['Plains', 'Island'],
          inPlay: ['Forest', 'Island', 'Raging Goblin', 'Raging Goblin', 'Llanowar Elves'],
        },
        B: { library: ['Mountain', 'Forest'] },
      },
      actions: [
        { player: 'A', cast: 'Example Goblin Census' },
        { player: 'A', cast: 'Artificial Evolution', targets: ['Example Goblin Census'] },
        { resolve: true },
        { player: 'A', choose: ['Goblin', 'Elf'] },
        { resolve: true },
      ],
      stop: { turn: 1, step: 'beginCombat' },
      expect: { life: { A: 21 } },
    });
  });
});
