// The words added for layers, Auras and control (issue 10): bad definitions are rejected with the
// field and what was expected, and the entwined mode's cost and targets are what the card says.
import { describe, expect, test } from 'vitest';
import { compileCard } from '../src/cards/compile.js';
import { loadPool } from '../src/cards/pool.js';

const bad = (card: object) => () =>
  compileCard({ name: 'X', manaCost: '{1}{R}', types: ['Instant'], ...card }, 0, 'x.json');

describe('entwine', () => {
  test("Grab the Reins: a third mode with both modes' targets in order, costing {5}{R}{R}", () => {
    const c = loadPool().compiled('Grab the Reins');
    expect(c.spell).toHaveLength(3);
    const all = c.spell![2];
    expect(all.targets).toHaveLength(2);
    expect(all.cost!.cmc).toBe(7);
    expect(all.cost!.colored[3]).toBe(2); // red
    expect(c.spell![0].cost).toBeNull();
  });
  test('only on a modal spell', () => {
    expect(bad({ spell: { entwine: '{1}', effect: { op: 'draw', player: 'you', amount: 1 } } })).toThrow(
      /spell\.entwine: expected entwine only on a modal spell/,
    );
  });
});

describe('amounts and costs', () => {
  test('sacrificedPower needs a sacrifice before it in the same effect', () => {
    expect(
      bad({
        spell: {
          targets: [{ kind: 'creatureOrPlayer' }],
          effect: { op: 'damage', amount: 'sacrificedPower', to: 'target:0' },
        },
      }),
    ).toThrow(/sacrificedPower" only after a sacrificeChosen/);
  });
  test('a becomeCreature size that counts is only for "this"', () => {
    expect(
      bad({
        spell: {
          targets: [{ kind: 'permanent' }],
          effect: {
            op: 'becomeCreature',
            what: 'target:0',
            size: { count: { types: ['Creature'] }, zone: 'graveyard', whose: 'you' },
          },
        },
      }),
    ).toThrow(/field spell\.effect\.what: expected "this"/);
  });
  test('addTypes takes only permanent types', () => {
    expect(
      bad({
        spell: { targets: [{ kind: 'permanent' }], effect: { op: 'addTypes', what: 'target:0', types: ['Instant'] } },
      }),
    ).toThrow(/permanent types/);
  });
  test('Wild Mongrel: a discard cost', () => {
    const c = loadPool().compiled('Wild Mongrel');
    // "discardACard": a discard cost whose filter takes any card (no type or color restriction).
    const d = c.activated[0].costs[0].filter;
    expect(d).not.toBeNull();
    expect([d!.types, d!.notTypes, d!.colors, d!.notColors]).toEqual([0, 0, 0, 0]);
    expect(c.activated[0].cost.cmc).toBe(0);
  });
});
