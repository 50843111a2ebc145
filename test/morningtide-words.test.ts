// The Morningtide card words refuse what they can't do (prowl needs a creature type; a card's own discard as a cost
// only in an ability played from the hand: reinforce).
import { describe, expect, test } from 'vitest';
import { compileCard } from '../src/cards/compile.js';

const bad = (v: unknown) => () => compileCard(v, 0, 'x.json');

describe('Morningtide card words', () => {
  test('prowl needs a card with a creature type', () => {
    expect(
      bad({
        name: 'P',
        manaCost: '{2}{B}',
        types: ['Sorcery'],
        prowl: '{B}',
        spell: { effect: { op: 'draw', player: 'you', amount: 1 } },
      }),
    ).toThrow(/prowl needs a card with a creature type/);
    expect(() =>
      compileCard(
        {
          name: 'P',
          manaCost: '{2}{B}',
          types: ['Tribal', 'Sorcery'],
          subtypes: ['Rogue'],
          prowl: '{B}',
          spell: { effect: { op: 'draw', player: 'you', amount: 1 } },
        },
        0,
        'x.json',
      ),
    ).not.toThrow();
  });
  test('discardThis only in a printed ability (played from the hand), never a granted one', () => {
    expect(
      bad({
        name: 'D',
        manaCost: '{1}',
        types: ['Enchantment'],
        abilities: [
          {
            kind: 'static',
            effect: {
              op: 'grantAbilities',
              filter: { types: ['Creature'] },
              abilities: [
                { kind: 'activated', cost: ['{1}', 'discardThis'], effect: { op: 'draw', player: 'you', amount: 1 } },
              ],
            },
          },
        ],
      }),
    ).toThrow(/discardThis only in a printed ability or reinforce/);
  });
});
