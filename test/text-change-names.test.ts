// A token's name comes from the creature types of the effect that made it (216.1a of 2008); a changed
// creature type in that effect's text changes the name too (418.6c), and whatever compares names reads the
// new one. No card of the pool compares a name a token can have: a designer card named Soldier does
// (fixtures/text-change-cards.json).
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool([fileURLToPath(new URL('./fixtures/text-change-cards.json', import.meta.url))]);

describe('CR 418.6c: a token named by a changed creature type has the new name', () => {
  test('"named Soldier" counts the Soldier token Mobilization made, not the Elf token it made after Artificial Evolution (Soldier -> Elf)', () => {
    const r = runScenario(
      {
        name: 'inline',
        start: { turn: 1, active: 'A', step: 'main1' },
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
          { player: 'A', activate: '@mob', ability: 0, as: 'first' },
          { resolve: true },
          { player: 'A', cast: 'Artificial Evolution', targets: ['@mob'] },
          { resolve: true },
          { player: 'A', choose: ['Soldier', 'Elf'] },
          { player: 'A', activate: '@mob', ability: 0, as: 'second' },
          { resolve: true },
        ],
        stop: { turn: 1, step: 'beginCombat' },
        expect: {
          objects: [{ ref: '@soldier', power: 3, toughness: 3 }],
          zones: { A: { inPlay: [...Array(6).fill('Plains'), 'Island', 'Mobilization', 'Soldier', 'Soldier', 'Elf'] } },
        },
      },
      pool,
      'inline.json',
    );
    expect(r.failures).toEqual([]);
  });
});
