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
  // Elvish Branchbender's X/X Treefolk: a count for another object is taken as the effect resolves (lrw-b-green.json
  // and its scenario show the number fixed), so the compiler accepts it.
  test('a becomeCreature size that counts may be for another object', () => {
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
    ).not.toThrow();
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

describe('a static ability of several parts (CR 418.5b)', () => {
  const ench = (ability: object) =>
    bad({ types: ['Enchantment'], manaCost: '{2}{W}{W}', abilities: [{ kind: 'static', ...ability }] });
  const creatures = { types: ['Creature'] };
  const lose = { op: 'loseAllAbilities', filter: creatures };
  const oneOne = { op: 'setPtEach', filter: creatures, power: 1, toughness: 1 };
  test("Humility: its parts are one ability, linked; each part's first is the first", () => {
    const c = loadPool().compiled('Humility');
    expect(c.statics.map((s) => [s.group, s.linked])).toEqual([
      [0, true],
      [0, true],
    ]);
    expect(loadPool().compiled('Glorious Anthem').statics[0].linked).toBe(false);
    expect(loadPool().compiled('March of the Machines').statics[0].linked).toBe(true); // animate spans layers
  });
  test('the same filter, keys in any order', () => {
    expect(ench({ effects: [lose, { ...oneOne, filter: { types: ['Creature'], controller: 'you' } }] })).toThrow(
      /effects\[1\]\.filter: expected the same filter as the ability's other parts/,
    );
    const twoKeys = { types: ['Creature'], other: true };
    expect(
      ench({
        effects: [
          { ...lose, filter: twoKeys },
          { ...oneOne, filter: { other: true, types: ['Creature'] } },
        ],
      }),
    ).not.toThrow();
  });
  test('"effect" or "effects", two parts or more, each changing characteristics', () => {
    expect(ench({ effect: lose, effects: [lose, oneOne] })).toThrow(/either "effect" .* or "effects"/);
    expect(ench({ effects: [lose] })).toThrow(/effects: expected a list of 2 to 4 static effects/);
    expect(ench({ effects: [lose, { op: 'cantLose' }] })).toThrow(
      /effects\[1\]\.op: expected a word that changes characteristics/,
    );
  });
  test('no whileUntapped part, no granted activated ability after a part in layers 1-4', () => {
    expect(
      ench({ effects: [lose, { op: 'pumpEach', filter: creatures, power: 1, toughness: 1, whileUntapped: true }] }),
    ).toThrow(/effects\[1\]\.whileUntapped/);
    const grant = {
      op: 'grantAbilities',
      filter: creatures,
      abilities: [{ kind: 'activated', cost: ['{T}'], effect: { op: 'draw', player: 'you', amount: 1 } }],
    };
    expect(ench({ effects: [{ op: 'animate', filter: creatures, size: 2 }, grant] })).toThrow(
      /effects\[1\]\.abilities: expected no activated ability granted by an ability with a part in layers 1-4/,
    );
    expect(ench({ effects: [grant, oneOne] })).not.toThrow();
  });
});
