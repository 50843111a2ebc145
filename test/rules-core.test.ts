// The rules core: game actions as events with a replace/prevent stage, the continuous-effect table,
// packed references, X and modes on casting, and the defects the rules-core issue named, each with the
// rule it follows. Designer cards for cases no pool card shows yet are in fixtures/rules-core-cards.json.
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CardError, compileCard } from '../src/cards/compile.js';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';
import type { Scenario } from '../src/scenario/spec.js';

const cardsFile = fileURLToPath(new URL('./fixtures/rules-core-cards.json', import.meta.url));
const pool = loadPool([cardsFile]);

function run(sc: Omit<Scenario, 'name'>, name = 'rules core'): string[] {
  return runScenario({ name, ...sc }, pool, 'rules-core.test.ts').failures;
}
const lands = (n: number, name: string) => Array.from({ length: n }, () => name);

describe('targets', () => {
  test('415.6 an ability may target its own source (only a spell on the stack is barred): Prodigal Pyromancer pings itself', () => {
    expect(
      run({
        players: {
          A: { library: lands(2, 'Plains'), inPlay: [{ card: 'Prodigal Pyromancer', id: 'pp' }] },
          B: { library: lands(2, 'Plains') },
        },
        actions: [{ player: 'A', activate: '@pp', targets: ['@pp'] }, { resolve: true }],
        stop: { turn: 1, step: 'beginCombat' },
        expect: { objects: [{ ref: '@pp', zone: 'graveyard' }] },
      }),
    ).toEqual([]);
  });
});

describe('zone-change triggers', () => {
  test('410.10c a leaves-play trigger acting on "it" finds the card in the zone it went to', () => {
    expect(
      run({
        players: {
          A: { hand: ['Shock'], library: lands(2, 'Plains'), inPlay: ['Mountain'] },
          B: { library: lands(2, 'Plains'), inPlay: [{ card: 'Returning Spirit', id: 'rs' }] },
        },
        actions: [{ player: 'A', cast: 'Shock', targets: ['@rs'] }, { resolve: true }, { resolve: true }],
        stop: { turn: 1, step: 'beginCombat' },
        expect: { zones: { B: { hand: ['Returning Spirit'], graveyard: [] } } },
      }),
    ).toEqual([]);
  });
  test('410.10c "this" names the permanent, a new object once it is in the graveyard: nothing returns', () => {
    expect(
      run({
        players: {
          A: { hand: ['Shock'], library: lands(2, 'Plains'), inPlay: ['Mountain'] },
          B: { library: lands(2, 'Plains'), inPlay: [{ card: 'Lingering Spirit', id: 'ls' }] },
        },
        actions: [{ player: 'A', cast: 'Shock', targets: ['@ls'] }, { resolve: true }, { resolve: true }],
        stop: { turn: 1, step: 'beginCombat' },
        expect: {
          zones: { B: { hand: [], graveyard: ['Lingering Spirit'] } },
          triggered: [{ card: 'Lingering Spirit', times: 1 }],
        },
      }),
    ).toEqual([]);
  });
  test('"it" is only for triggers whose event has an object', () => {
    expect(() =>
      compileCard(
        { name: 'Bad', manaCost: '{R}', types: ['Instant'], spell: { effect: { op: 'returnToHand', what: 'it' } } },
        0,
        'bad.json',
      ),
    ).toThrow(/field spell.effect.what: expected "it" only in a triggered ability whose event has an object/);
  });
});

describe('each player', () => {
  test('413.2d "each player discards a card": both players discard, active player first, each choosing', () => {
    expect(
      run({
        players: {
          A: { hand: ['Mutual Loss', 'Shock', 'Giant Growth'], library: lands(2, 'Plains'), inPlay: ['Swamp'] },
          B: { hand: ['Terror', 'Grizzly Bears'], library: lands(2, 'Plains') },
        },
        actions: [
          { player: 'A', cast: 'Mutual Loss' },
          { resolve: true },
          { player: 'A', choose: 'Giant Growth' },
          { player: 'B', choose: 'Terror' },
        ],
        stop: { turn: 1, step: 'beginCombat' },
        expect: {
          zones: {
            A: { hand: ['Shock'], graveyard: ['Mutual Loss', 'Giant Growth'] },
            B: { hand: ['Grizzly Bears'], graveyard: ['Terror'] },
          },
        },
      }),
    ).toEqual([]);
  });
});

describe('destruction is one event', () => {
  test('420.5c and 419.6b: "destroy all" without "can\'t be regenerated" is replaced by a regeneration shield', () => {
    expect(
      run({
        players: {
          A: {
            hand: ['Plain Wrath'],
            library: lands(2, 'Plains'),
            inPlay: [...lands(4, 'Plains'), { card: 'Grizzly Bears', id: 'gb' }],
          },
          B: { library: lands(2, 'Plains'), inPlay: ['Swamp', { card: 'Drudge Skeletons', id: 'sk' }] },
        },
        actions: [
          { player: 'A', cast: 'Plain Wrath' },
          { player: 'B', activate: '@sk' },
          { resolve: true },
          { resolve: true },
        ],
        stop: { turn: 1, step: 'beginCombat' },
        expect: {
          objects: [
            { ref: '@sk', zone: 'inPlay', tapped: true },
            { ref: '@gb', zone: 'graveyard' },
          ],
        },
      }),
    ).toEqual([]);
  });
});

describe('409.1b X and modes are chosen as the spell is cast', () => {
  test('a card whose effect uses "x" needs {X} in its cost', () => {
    expect(() =>
      compileCard(
        {
          name: 'NoX',
          manaCost: '{R}',
          types: ['Sorcery'],
          spell: { targets: [{ kind: 'player' }], effect: { op: 'damage', amount: 'x', to: 'target:0' } },
        },
        0,
        'x.json',
      ),
    ).toThrow(CardError);
  });
  test('X larger than the mana can pay is not offered', () => {
    const f = run({
      players: {
        A: { hand: ['Blaze'], library: lands(2, 'Plains'), inPlay: lands(3, 'Mountain') },
        B: { library: lands(2, 'Plains') },
      },
      actions: [{ player: 'A', cast: 'Blaze', x: 3, targets: ['B'] }],
      stop: { turn: 1, step: 'beginCombat' },
    });
    expect(f.join('\n')).toMatch(/x: 3 can't be paid \(at most 2\)/);
  });
  test('mode 0 of Mending Choice: target player gains 3 life', () => {
    expect(
      run({
        players: {
          A: { hand: ['Mending Choice'], library: lands(2, 'Plains'), inPlay: ['Plains'] },
          B: { library: lands(2, 'Plains') },
        },
        actions: [{ player: 'A', cast: 'Mending Choice', mode: 0, targets: ['A'] }, { resolve: true }],
        stop: { turn: 1, step: 'beginCombat' },
        expect: { life: { A: 23 } },
      }),
    ).toEqual([]);
  });
  test('mode 1 of Mending Choice: a shield of 3 on the Bears keeps them alive through Shock', () => {
    expect(
      run({
        players: {
          A: {
            hand: ['Mending Choice'],
            library: lands(2, 'Plains'),
            inPlay: ['Plains', { card: 'Grizzly Bears', id: 'gb' }],
          },
          B: { hand: ['Shock'], library: lands(2, 'Plains'), inPlay: ['Mountain'] },
        },
        actions: [
          { player: 'A', cast: 'Mending Choice', mode: 1, targets: ['@gb'] },
          { resolve: true },
          { player: 'A', pass: true },
          { player: 'B', cast: 'Shock', targets: ['@gb'] },
          { resolve: true },
        ],
        stop: { turn: 1, step: 'beginCombat' },
        expect: { objects: [{ ref: '@gb', zone: 'inPlay', damage: 0 }] },
      }),
    ).toEqual([]);
  });
  test("a mode with no legal target can't be chosen (no creature: only mode 0)", () => {
    const f = run({
      players: {
        A: { hand: ['Mending Choice'], library: lands(2, 'Plains'), inPlay: ['Plains'] },
        B: { library: lands(2, 'Plains') },
      },
      actions: [{ player: 'A', cast: 'Mending Choice', mode: 1, targets: ['A'] }],
      stop: { turn: 1, step: 'beginCombat' },
    });
    expect(f.join('\n')).toMatch(/mode 1 is not a legal mode here/);
  });
});

describe('no fixed caps, and loops are settled (421)', () => {
  test('418.3a a "{0}: gains flying until end of turn" activated over and over grows the effect table until the engine sees the loop (421.2)', () => {
    // Eight activations (eight rows); the position repeats, so A is asked for a number of repetitions and
    // the loop is settled without more rows; after it A can't go on with it.
    const actions = Array.from({ length: 8 }, () => [
      { player: 'A' as const, activate: '@bird' },
      { resolve: true },
    ]).flat();
    expect(
      run({
        players: {
          A: { library: lands(2, 'Plains'), inPlay: [{ card: 'Flapping Bird', id: 'bird' }] },
          B: { library: lands(2, 'Plains') },
        },
        actions: [...actions, { player: 'A', choose: 1000 }],
        stop: { turn: 1, step: 'beginCombat' },
        expect: { objects: [{ ref: '@bird', keywords: ['flying'] }], loop: 'optional_one_player' },
      }),
    ).toEqual([]);
    expect(
      run({
        players: {
          A: { library: lands(2, 'Plains'), inPlay: [{ card: 'Flapping Bird', id: 'bird' }] },
          B: { library: lands(2, 'Plains') },
        },
        actions: [...actions, { player: 'A', choose: 1000 }, { player: 'A', activate: '@bird' }],
        stop: { turn: 1, step: 'beginCombat' },
      }).join('\n'),
    ).toMatch(/activate/);
  });
});

describe('mana abilities with costs other than {T} (406.1)', () => {
  test("a sacrifice cost makes it the player's activated mana ability, never an automatic payer's source", () => {
    const c = compileCard(
      {
        name: 'Star',
        manaCost: '{1}',
        types: ['Artifact'],
        abilities: [{ kind: 'mana', cost: ['{T}', 'sacrificeThis'], produce: '{G}' }],
      },
      0,
      's.json',
    );
    expect(c.mana).toHaveLength(0);
    expect(c.activated.map((a) => [a.manaAbility, a.costs.length, a.tap])).toEqual([[true, 2, true]]);
  });
  test('one the engine cannot play is rejected, not ignored: {X} in its cost', () => {
    expect(() =>
      compileCard(
        {
          name: 'Star',
          manaCost: '{1}',
          types: ['Artifact'],
          abilities: [{ kind: 'mana', cost: ['{X}', 'sacrificeThis'], produce: '{G}' }],
        },
        0,
        's.json',
      ),
    ).toThrow(
      /field abilities\[0\].cost: expected \{T\}, mana, "sacrificeThis", sacrifice and tapUntapped for a mana ability/,
    );
  });
  test('a cost choosing a card to discard is rejected; one tapping untapped creatures (Springleaf Drum) or sacrificing a permanent (Valleymaker) is taken', () => {
    const card = (cost: unknown[]) => ({
      name: 'Drum',
      manaCost: '{1}',
      types: ['Artifact' as const],
      abilities: [{ kind: 'mana', cost, produce: 'any' }],
    });
    expect(() => compileCard(card(['{T}', { discard: { types: ['Land'] } }]), 0, 's.json')).toThrow(
      /for a mana ability/,
    );
    const sac = compileCard(card(['{T}', { sacrifice: { types: ['Creature'] } }]), 0, 's.json');
    expect(sac.activated.map((a) => [a.manaAbility, a.costs.length])).toEqual([[true, 2]]);
    const drum = compileCard(
      card(['{T}', { tapUntapped: { filter: { types: ['Creature'] }, amount: 1 } }]),
      0,
      's.json',
    );
    expect(drum.activated.map((a) => [a.manaAbility, a.costs.length])).toEqual([[true, 2]]);
  });
});

describe('filters on cards outside play take only what such a card has', () => {
  test('a count of cards in a graveyard by a tapped state is refused (only printed types, subtypes and colors are judged there)', () => {
    expect(() =>
      compileCard(
        {
          name: 'Zombie Count',
          manaCost: '{B}',
          types: ['Sorcery'],
          spell: {
            effect: {
              op: 'gainLife',
              player: 'you',
              amount: { count: { types: ['Creature'], tapped: true }, zone: 'graveyard', whose: 'you' },
            },
          },
        },
        0,
        'z.json',
      ),
    ).toThrow(
      /field spell.effect.amount.count.tapped: expected only types, notTypes, colors, notColors, subtypes, notSubtypes for cards outside play/,
    );
  });
  test('419.1c "comes into play tapped" with a controller filter is refused: the card is judged before it is in play', () => {
    expect(() =>
      compileCard(
        {
          name: 'Opposing Maze',
          manaCost: '{G}',
          types: ['Enchantment'],
          abilities: [
            {
              kind: 'static',
              effect: { op: 'comesIntoPlayTapped', filter: { types: ['Land'], controller: 'opponent' } },
            },
          ],
        },
        0,
        'm.json',
      ),
    ).toThrow(/field abilities\[0\].effect.filter.controller: expected only types, notTypes, colors, notColors/);
  });
});
