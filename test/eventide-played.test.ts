// Eventide's words: Talara's Battalion can't be played without another green spell of its player's this turn (its
// own spell doesn't count: it isn't played yet), Spirit of the Hearth, Banishing Knack's duration, and the words
// refuse what they can't do.
import { describe, expect, test } from 'vitest';
import { compileCard } from '../src/cards/compile.js';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();
const LIB = ['Island', 'Island'];

function battalion(first: string[]) {
  return {
    name: 'inline',
    players: {
      A: { hand: [...first, "Talara's Battalion"], inPlay: ['Forest', 'Forest', 'Forest', 'Mountain'], library: LIB },
      B: { hand: ['Llanowar Elves'], library: LIB },
    },
    actions: [
      ...first.map((c) => ({ player: 'A', cast: c, ...(c === 'Shock' ? { targets: ['B'] } : {}) })),
      ...first.map(() => ({ resolve: true })),
      { player: 'A', cast: "Talara's Battalion" },
      { resolve: true },
    ],
    stop: { turn: 1, step: 'beginCombat' },
    expect: { zones: { A: { inPlay: ["Talara's Battalion", 'Forest', 'Forest', 'Forest', 'Mountain', ...first] } } },
  };
}

describe('Eventide: another spell of a color this turn', () => {
  test("Talara's Battalion can't be played as its player's first green spell of the turn", () => {
    const r = runScenario(battalion(['Shock']), pool, 'inline.json');
    expect(r.pass).toBe(false);
    expect(r.failures.join('\n')).toMatch(/can't cast Talara's Battalion: it is not castable now/);
  });
  test("Talara's Battalion can be played after another green spell", () => {
    const r = runScenario(battalion(['Llanowar Elves']), pool, 'inline.json');
    expect(r.failures).toEqual([]);
  });
  test('unlessPlayedAnother only with a number of -1/-1 or named counters; playOnlyIfPlayedAnother not on a land', () => {
    const giant = (counter: string) => () =>
      compileCard(
        {
          name: 'G',
          manaCost: '{3}{R}',
          types: ['Creature'],
          power: 4,
          toughness: 4,
          comesIntoPlayWithCounters: { counter, amount: 2, unlessPlayedAnother: 'red' },
        },
        0,
        'x.json',
      );
    expect(giant('+1/+1')).toThrow(/only with a number of -1\/-1 or named counters/);
    expect(giant('-1/-1')).not.toThrow();
    expect(() => compileCard({ name: 'L', types: ['Land'], playOnlyIfPlayedAnother: 'green' }, 0, 'x.json')).toThrow(
      /a card that is played as a spell/,
    );
  });
  test("Spirit of the Hearth: an opponent's spell can't target its controller", () => {
    const r = runScenario(
      {
        name: 'inline',
        start: { turn: 1, active: 'B', step: 'main1' },
        players: {
          A: { inPlay: ['Spirit of the Hearth'], library: LIB },
          B: { hand: ['Shock'], inPlay: ['Mountain'], library: LIB },
        },
        actions: [{ player: 'B', cast: 'Shock', targets: ['A'] }, { resolve: true }],
        stop: { turn: 1, step: 'beginCombat' },
      },
      pool,
      'inline.json',
    );
    expect(r.failures.join('\n')).toMatch(/target 0: A is not a legal choice/);
  });
  test("Banishing Knack's granted ability is gone in the next turn", () => {
    const r = runScenario(
      {
        name: 'inline',
        players: {
          A: { hand: ['Banishing Knack'], inPlay: [{ card: 'Grizzly Bears', id: 'b' }, 'Island'], library: LIB },
          B: { inPlay: [{ card: 'Raging Goblin', id: 'g' }], library: LIB },
        },
        actions: [
          { player: 'A', cast: 'Banishing Knack', targets: ['@b'] },
          { resolve: true },
          { goto: { turn: 3, step: 'main1' } },
          { player: 'A', activate: '@b', ability: 0, targets: ['@g'] },
        ],
        stop: { turn: 3, step: 'beginCombat' },
      },
      pool,
      'inline.json',
    );
    expect(r.failures.join('\n')).toMatch(/Grizzly Bears has no activated ability 0/);
  });
  test('sacrificedManaSymbols only in an activated ability with a sacrifice cost', () => {
    const card = (cost: unknown[]) => () =>
      compileCard(
        {
          name: 'F',
          manaCost: '{1}{R}',
          types: ['Enchantment'],
          abilities: [
            {
              kind: 'activated',
              cost,
              targets: [{ kind: 'creatureOrPlayer' }],
              effect: { op: 'damage', to: 'target:0', amount: { sacrificedManaSymbols: 'red' } },
            },
          ],
        },
        0,
        'x.json',
      );
    expect(card(['{2}'])).toThrow(/sacrificedManaSymbols only in an activated ability with a sacrifice cost/);
    expect(card(['{2}', { sacrifice: { types: ['Creature'] } }])).not.toThrow();
  });
  test('discard gainToughness only with chosenBy you and one card', () => {
    const bane = (extra: Record<string, unknown>) => () =>
      compileCard(
        {
          name: 'T',
          manaCost: '{1}{B}',
          types: ['Sorcery'],
          spell: {
            targets: [{ kind: 'player', player: 'opponent' }],
            effect: { op: 'discard', player: 'target:0', amount: 1, gainToughness: true, ...extra },
          },
        },
        0,
        'x.json',
      );
    expect(bane({})).toThrow(/only with chosenBy you and an amount of 1/);
    expect(bane({ chosenBy: 'you', amount: 2 })).toThrow(/only with chosenBy you and an amount of 1/);
    expect(bane({ chosenBy: 'you' })).not.toThrow();
  });
});
