// Springjack Pasture's "{T}, Sacrifice X Goats: Add X mana of any one color to your mana pool. You gain X life." is a
// mana ability its controller plays (compile.ts costlyMana): the automatic payer never plays it by itself (it would
// choose X, the Goats and the color), while "{T}: Add {1}" is an ordinary source it taps.
import { describe, expect, test } from 'vitest';
import { compileCard } from '../src/cards/compile.js';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();

/** A makes a Goat on turn 1; on turn 3 (lands untapped: 4 Plains, a Forest, the Pasture), `actions`. */
function withGoat(name: string, actions: object[], expect: object) {
  return runScenario(
    {
      name,
      players: {
        A: {
          hand: ['Elvish Warrior'],
          inPlay: [{ card: 'Springjack Pasture', id: 'p' }, 'Plains', 'Plains', 'Plains', 'Plains', 'Forest'],
          library: ['Island', 'Island'],
        },
        B: { library: ['Island', 'Island'] },
      },
      actions: [
        { player: 'A', activate: '@p', ability: 0, as: 'g' },
        { resolve: true },
        { goto: { turn: 3, step: 'main1' } },
        ...actions,
      ],
      stop: { turn: 3, step: 'beginCombat' },
      expect,
    } as never,
    pool,
    'springjack-pasture.test.ts',
  );
}

describe('Springjack Pasture: the automatic payer never plays "{T}, Sacrifice X Goats" by itself', () => {
  test('Elvish Warrior ({G}{G}) with one Forest, the Pasture and a Goat: it cannot be cast by automatic payment', () => {
    const r = withGoat('payer alone', [{ player: 'A', cast: 'Elvish Warrior' }], {});
    expect(r.failures.join('\n')).toMatch(/can't cast Elvish Warrior/);
  });

  test('once its controller plays it (X=1, green), Elvish Warrior is cast with the Forest; 1 life gained', () => {
    const r = withGoat(
      'played by its controller',
      [
        { player: 'A', activate: '@p', ability: 1, x: 1 },
        { player: 'A', choose: 'green' },
        { player: 'A', cast: 'Elvish Warrior' },
        { resolve: true },
      ],
      {
        life: { A: 21, B: 20 },
        objects: [{ ref: '@g', exists: false }],
        zones: {
          A: { inPlay: ['Springjack Pasture', 'Plains', 'Plains', 'Plains', 'Plains', 'Forest', 'Elvish Warrior'] },
        },
      },
    );
    expect(r.failures).toEqual([]);
  });

  test('"{T}: Add {1}" is colorless: with a Forest it pays Rootwalla\'s {2}, never Elvish Warrior\'s second {G}', () => {
    const r = runScenario(
      {
        name: 'colorless',
        players: {
          A: { hand: ['Elvish Warrior'], inPlay: ['Springjack Pasture', 'Forest'], library: ['Island'] },
          B: { library: ['Island'] },
        },
        actions: [{ player: 'A', cast: 'Elvish Warrior' }],
      } as never,
      pool,
      'springjack-pasture.test.ts',
    );
    expect(r.failures.join('\n')).toMatch(/can't cast Elvish Warrior: its cost \{G\}\{G\} can't be paid/);
  });
});

describe("the words: cost sacrificeX, a mana ability's times and alsoEffect", () => {
  const land = (ab: object) => () =>
    compileCard({ name: 'L', types: ['Land'], abilities: [{ kind: 'mana', ...ab }] }, 0, 'x.json');
  const goats = { sacrificeX: { subtypes: ['Goat'] } };
  test("the Pasture's ability compiles as a mana ability its controller plays", () => {
    const c = pool.compiled('Springjack Pasture');
    expect(c.activated[1].manaAbility).toBe(true);
  });
  test('refused: "x" with no cost that makes X; times without "any"; alsoEffect that adds mana or targets', () => {
    expect(land({ cost: ['{T}', 'sacrificeThis'], produce: 'any', times: 'x' })).toThrow(/a cost that makes X/);
    expect(land({ cost: ['{T}', goats], produce: '{G}', times: 'x' })).toThrow(/times only with produce "any"/);
    const addsMana = { op: 'addMana', mana: '{G}' };
    expect(land({ cost: ['{T}', goats], produce: 'any', alsoEffect: addsMana })).toThrow(/adds no mana/);
    expect(land({ cost: ['{X}', '{T}', goats], produce: 'any' })).toThrow(/no \{X\} of mana beside "sacrificeX"/);
  });
  test('an activated ability (not a mana ability) with sacrificeX may read "x" too', () => {
    const draw = { op: 'draw', amount: 'x', player: 'you' };
    const c = compileCard(
      { name: 'L', types: ['Land'], abilities: [{ kind: 'activated', cost: ['{T}', goats], effect: draw }] },
      0,
      'x.json',
    );
    expect(c.activated[0].manaAbility).toBe(false);
  });
});
