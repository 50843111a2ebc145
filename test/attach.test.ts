// Auras and Equipment (212.2 and 212.4 of 2008, 420.5d/k/m, 502.7c-d): what the scenario files can't
// show because the script itself is refused: an attack, a block, a target or an Equip that the rules
// forbid. Each test names the reason the driver gives. A designer card for 502.7d (a colored
// Equipment; Tenth Edition's are colorless) is in fixtures/attach-cards.json.
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CardError, compileCard } from '../src/cards/compile.js';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';
import type { Scenario } from '../src/scenario/spec.js';

const pool = loadPool([fileURLToPath(new URL('./fixtures/attach-cards.json', import.meta.url))]);
const lib = ['Plains', 'Island', 'Swamp', 'Plains'];

function run(sc: Omit<Scenario, 'name'>): string[] {
  return runScenario({ name: 'attach', ...sc }, pool, 'attach.test.ts').failures;
}

describe('restrictions from Auras and Equipment', () => {
  test("Pacifism: the enchanted creature can't attack", () => {
    const f = run({
      players: {
        A: {
          library: lib,
          inPlay: [
            { card: 'Hill Giant', id: 'giant' },
            { card: 'Pacifism', attachedTo: '@giant' },
          ],
        },
        B: { library: lib },
      },
      actions: [{ goto: { turn: 1, step: 'declareAttackers' } }, { player: 'A', attack: ['@giant'] }],
      stop: { turn: 1, step: 'main2' },
    });
    expect(f.join('\n')).toContain("it can't attack");
  });
  test("Pacifism: the enchanted creature can't block", () => {
    const f = run({
      players: {
        A: { library: lib, inPlay: [{ card: 'Grizzly Bears', id: 'bears' }] },
        B: {
          library: lib,
          inPlay: [
            { card: 'Hill Giant', id: 'giant' },
            { card: 'Pacifism', attachedTo: '@giant' },
          ],
        },
      },
      actions: [
        { goto: { turn: 1, step: 'declareAttackers' } },
        { player: 'A', attack: ['@bears'] },
        { player: 'B', block: { '@giant': '@bears' } },
      ],
      stop: { turn: 1, step: 'main2' },
    });
    expect(f.join('\n')).toContain("the blocker can't block");
  });
  test('Pacifism ends with the Aura: once Naturalize destroys it, the creature attacks', () => {
    expect(
      run({
        players: {
          A: {
            library: lib,
            hand: ['Naturalize'],
            inPlay: [
              'Forest',
              'Forest',
              { card: 'Hill Giant', id: 'giant' },
              { card: 'Pacifism', attachedTo: '@giant', id: 'aura' },
            ],
          },
          B: { library: lib },
        },
        actions: [
          { player: 'A', cast: 'Naturalize', targets: ['@aura'] },
          { resolve: true },
          { goto: { turn: 1, step: 'declareAttackers' } },
          { player: 'A', attack: ['@giant'] },
        ],
        stop: { turn: 1, step: 'main2' },
        expect: { life: { B: 17 } },
      }),
    ).toEqual([]);
  });
  test("Robe of Mirrors: Terror can't target the enchanted creature (shroud)", () => {
    const f = run({
      players: {
        A: {
          library: lib,
          inPlay: [
            { card: 'Grizzly Bears', id: 'bears' },
            { card: 'Robe of Mirrors', attachedTo: '@bears' },
          ],
        },
        B: { library: lib, hand: ['Terror'], inPlay: ['Swamp', 'Swamp'] },
      },
      actions: [
        { player: 'A', pass: true },
        { player: 'B', cast: 'Terror', targets: ['@bears'] },
      ],
    });
    expect(f.join('\n')).toContain("can't cast Terror: it has no legal target");
  });
  test("Treetop Bracers: a creature without flying can't block it; one with flying can", () => {
    const players = (blocker: string): Scenario['players'] => ({
      A: {
        library: lib,
        inPlay: [
          { card: 'Grizzly Bears', id: 'bears' },
          { card: 'Treetop Bracers', attachedTo: '@bears' },
        ],
      },
      B: { library: lib, inPlay: [{ card: blocker, id: 'b' }] },
    });
    const attack: Scenario['actions'] = [
      { goto: { turn: 1, step: 'declareAttackers' } },
      { player: 'A', attack: ['@bears'] },
      { player: 'B', block: { '@b': '@bears' } },
    ];
    expect(
      run({ players: players('Giant Spider'), actions: attack, stop: { turn: 1, step: 'main2' } }).join('\n'),
    ).toContain("can't be blocked except by creatures with flying");
    expect(
      run({
        players: players('Wild Griffin'),
        actions: attack,
        stop: { turn: 1, step: 'main2' },
        expect: { life: { B: 20 } },
      }),
    ).toEqual([]);
  });
  test('Whispersilk Cloak: the equipped creature is unblockable', () => {
    const f = run({
      players: {
        A: {
          library: lib,
          inPlay: [
            { card: 'Grizzly Bears', id: 'bears' },
            { card: 'Whispersilk Cloak', attachedTo: '@bears' },
          ],
        },
        B: { library: lib, inPlay: [{ card: 'Wild Griffin', id: 'b' }] },
      },
      actions: [
        { goto: { turn: 1, step: 'declareAttackers' } },
        { player: 'A', attack: ['@bears'] },
        { player: 'B', block: { '@b': '@bears' } },
      ],
      stop: { turn: 1, step: 'main2' },
    });
    expect(f.join('\n')).toContain('the attacker is unblockable');
  });
});

describe('control (layer 2)', () => {
  test("212.3d summoning sickness follows control: a creature taken with Persuasion can't attack the turn it was taken", () => {
    const f = run({
      players: {
        A: { library: lib, hand: ['Persuasion'], inPlay: ['Island', 'Island', 'Island', 'Island', 'Island'] },
        B: { library: lib, inPlay: [{ card: 'Hill Giant', id: 'giant' }] },
      },
      actions: [
        { player: 'A', cast: 'Persuasion', targets: ['@giant'] },
        { resolve: true },
        { goto: { turn: 1, step: 'declareAttackers' } },
        { player: 'A', attack: ['@giant'] },
      ],
      stop: { turn: 1, step: 'main2' },
    });
    expect(f.join('\n')).toContain('summoning sick');
  });
  test('control returns when Persuasion leaves: Naturalize destroys it and B controls the Giant again', () => {
    expect(
      run({
        players: {
          A: { library: lib, inPlay: [{ card: 'Persuasion', id: 'p', attachedTo: '@giant' }] },
          B: { library: lib, hand: ['Naturalize'], inPlay: ['Forest', 'Forest', { card: 'Hill Giant', id: 'giant' }] },
        },
        actions: [{ player: 'A', pass: true }, { player: 'B', cast: 'Naturalize', targets: ['@p'] }, { resolve: true }],
        expect: {
          objects: [
            { ref: '@giant', controller: 'B' },
            { ref: '@p', zone: 'graveyard' },
          ],
        },
      }),
    ).toEqual([]);
  });
});

describe('Equip (212.2 of 2008)', () => {
  test("Equip only as a sorcery: not in the opponent's turn", () => {
    const f = run({
      start: { turn: 2, active: 'B', step: 'main1' },
      players: {
        A: {
          library: lib,
          inPlay: ['Plains', { card: 'Grizzly Bears', id: 'bears' }, { card: 'Leonin Scimitar', id: 'sword' }],
        },
        B: { library: lib },
      },
      actions: [
        { player: 'B', pass: true },
        { player: 'A', activate: '@sword', ability: 0, targets: ['@bears'] },
      ],
    });
    expect(f.join('\n')).toContain('only be activated as a sorcery');
  });
  test("Equip targets a creature you control: not the opponent's", () => {
    const f = run({
      players: {
        A: { library: lib, inPlay: ['Plains', { card: 'Leonin Scimitar', id: 'sword' }] },
        B: { library: lib, inPlay: [{ card: 'Grizzly Bears', id: 'bears' }] },
      },
      actions: [{ player: 'A', activate: '@sword', ability: 0, targets: ['@bears'] }],
    });
    expect(f.join('\n')).toContain('it has no legal target');
  });
  test("502.7d protection from red: a red Equipment can't equip Paladin en-Vec; it falls off by 420.5k and stays in play", () => {
    expect(
      run({
        players: {
          A: {
            library: lib,
            inPlay: [
              { card: 'Paladin en-Vec', id: 'pal' },
              { card: 'Crimson Blade', id: 'blade', attachedTo: '@pal' },
              { card: 'Grizzly Bears', id: 'bears' },
              { card: 'Leonin Scimitar', id: 'sword', attachedTo: '@pal' },
            ],
          },
          B: { library: lib },
        },
        expect: {
          objects: [
            { ref: '@blade', zone: 'inPlay', attachedTo: null },
            { ref: '@sword', attachedTo: '@pal' },
            { ref: '@pal', power: 3, toughness: 3 },
          ],
        },
      }),
    ).toEqual([]);
  });
});

describe('card definitions', () => {
  const bad = (v: unknown) => () => compileCard(v, 0, 'x.json');
  test('an Aura needs "enchant"', () => {
    expect(bad({ name: 'A', manaCost: '{W}', types: ['Enchantment'], subtypes: ['Aura'] })).toThrow(CardError);
    expect(bad({ name: 'A', manaCost: '{W}', types: ['Enchantment'], subtypes: ['Aura'] })).toThrow(/enchant/);
  });
  test('an Equipment needs an equip ability, and equip is only on an Equipment', () => {
    expect(bad({ name: 'E', manaCost: '{1}', types: ['Artifact'], subtypes: ['Equipment'] })).toThrow(/equip ability/);
    expect(
      bad({ name: 'E', manaCost: '{1}', types: ['Artifact'], abilities: [{ kind: 'equip', cost: ['{1}'] }] }),
    ).toThrow(/equip only on an Equipment/);
  });
  test('"attached" means something only on an Aura or Equipment', () => {
    expect(
      bad({
        name: 'G',
        manaCost: '{1}',
        types: ['Enchantment'],
        abilities: [{ kind: 'static', effect: { op: 'pumpEach', filter: { attached: true }, power: 1, toughness: 1 } }],
      }),
    ).toThrow(/only on an Aura or Equipment/);
  });
});
