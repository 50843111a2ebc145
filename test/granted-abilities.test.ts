// Activated abilities granted by effects (granted.ts; layer 5 of 418.5a): what the card scenarios
// (arcane-teachings*, spawning-pool*) can't show, that the ability is gone when its effect ends, that a
// copy doesn't get it (copiable values only, 503.2), and that it is the creature's own {T} ability.
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { runScenario } from '../src/scenario/run.js';
import { fails, scenarioFile as file, pool, type Scenario } from './scenario-helpers.js';
import { compileCard } from '../src/cards/compile.js';
import { loadPool } from '../src/cards/pool.js';

describe('granted activated abilities', () => {
  test('the scenarios these tests change pass as written', () => {
    for (const f of ['arcane-teachings', 'spawning-pool', 'spawning-pool-ends'])
      expect(runScenario(file(f), pool, `${f}.json`).failures).toEqual([]);
  });

  test('Arcane Teachings: once the Aura is destroyed, the creature no longer has the ability', () => {
    const s = file('arcane-teachings');
    s.players.B.hand = ['Naturalize'];
    s.players.B.inPlay.push('Forest', 'Forest');
    s.actions.splice(2, 0, { player: 'B', cast: 'Naturalize', targets: ['@aura'] }, { resolve: true });
    fails(s, /Grizzly Bears has no activated ability 0 \(it has 0\)/);
  });

  test('Arcane Teachings: a Clone of the enchanted creature copies neither the bonus nor the ability', () => {
    const s = file('arcane-teachings');
    s.players.A.hand.push('Clone');
    s.players.A.inPlay.push('Island', 'Island', 'Island', 'Island');
    s.actions.splice(
      2,
      2,
      { player: 'A', cast: 'Clone', as: 'clone' },
      { resolve: true },
      { player: 'A', choose: '@bears' },
    );
    s.expect = { objects: [{ ref: '@clone', power: 2, toughness: 2 }] };
    expect(runScenario(s, pool, 'inline.json').failures).toEqual([]);
    s.actions.push({ player: 'A', activate: '@clone', ability: 0, targets: ['@elves'] });
    fails(s, /Grizzly Bears has no activated ability 0 \(it has 0\)/);
  });

  test("Arcane Teachings: the ability costs {T}, so a summoning-sick creature can't use it", () => {
    const s = file('arcane-teachings');
    s.players.A.inPlay[3] = { card: 'Grizzly Bears', id: 'bears', summoningSick: true };
    fails(s, /can't activate Grizzly Bears's ability 0: it is tapped or summoning sick/);
  });

  test('Spawning Pool: the regeneration ability is gone when the effect ends (next turn it has only its own)', () => {
    const s = file('spawning-pool-ends');
    s.players.A.inPlay.push('Swamp');
    s.actions.push({ goto: { turn: 2, step: 'upkeep' } }, { player: 'A', activate: '@pool', ability: 1 });
    s.stop = { turn: 2, step: 'draw' };
    fails(s, /Spawning Pool has no activated ability 1 \(it has 1\)/);
  });
});

describe('granted abilities as card data', () => {
  const aura = (ability: unknown) => ({
    name: 'Test Aura',
    manaCost: '{R}',
    types: ['Enchantment'],
    subtypes: ['Aura'],
    enchant: { kind: 'creature' },
    abilities: [{ kind: 'static', effect: { op: 'grantAbilities', filter: { attached: true }, abilities: [ability] } }],
  });
  const ping = {
    kind: 'activated',
    cost: ['{T}'],
    targets: [{ kind: 'creatureOrPlayer' }],
    effect: { op: 'damage', amount: 1, to: 'target:0' },
  };
  test("an activated ability compiles to a card holding it, among the card's token cards", () => {
    const c = compileCard(aura(ping), 0, 'x.json');
    expect(c.statics[0].grant?.activated.length).toBe(1);
    expect(c.tokens).toContain(c.statics[0].grant);
  });
  test('only activated and triggered abilities; no filter words a text change could reach (418.6b)', () => {
    expect(() => compileCard(aura({ kind: 'mana', cost: ['{T}'], produce: '{R}' }), 0, 'x.json')).toThrow(
      /effect\.abilities: expected a list of ability words .*or a list of one activated or triggered ability object/,
    );
    const goblinDies = {
      kind: 'triggered',
      when: { event: 'putIntoGraveyardFromPlay', filter: { subtypes: ['Goblin'] } },
      effect: { op: 'untap', what: 'this' },
    };
    expect(() => compileCard(aura(goblinDies), 0, 'x.json')).toThrow(
      /no color word, basic land type or subtype in a granted ability's filters/,
    );
    const tappedForMana = {
      kind: 'triggered',
      when: { event: 'tappedForMana', filter: { types: ['Land'] } },
      effect: { op: 'addMana', mana: '{G}', player: 'eventPlayer' },
    };
    expect(() => compileCard(aura(tappedForMana), 0, 'x.json')).toThrow(/not a mana or state trigger/);
    const nonblack = { ...ping, targets: [{ kind: 'creature', filter: { notColors: ['black'] } }] };
    expect(() => compileCard(aura(nonblack), 0, 'x.json')).toThrow(
      /no color word, basic land type or subtype in a granted ability's filters/,
    );
    expect(() => compileCard(aura({ ...ping, timing: 'oncePerTurn' }), 0, 'x.json')).toThrow(/no limit each turn/);
  });
  test('ability words and an activated ability are not mixed in one grantAbilities', () => {
    expect(() => compileCard(aura(['unblockable', ping] as never), 0, 'x.json')).toThrow(/x\.json: card "Test Aura"/);
  });
});

describe('becomeCreature: the activated abilities it has, any number', () => {
  // No card printed before 2009 animates a permanent with two quoted activated abilities (data/reference/cards.json
  // has none), so the designer land Example Garrison (test/fixtures/animate-cards.json) does.
  const fixture = 'test/fixtures/animate-cards.json';
  const garrison = JSON.parse(readFileSync(fixture, 'utf8'))[0] as Record<string, unknown>;
  const withCards = loadPool([fixture]);
  const animated = (more: Record<string, unknown>[], expect: Record<string, unknown>) => ({
    name: 'Example Garrison',
    start: { turn: 1, active: 'A', step: 'main1' },
    players: {
      A: {
        library: ['Plains', 'Plains'],
        inPlay: ['Plains', 'Plains', 'Plains', { card: 'Example Garrison', id: 'g' }],
      },
      B: { library: ['Island', 'Island'] },
    },
    actions: [{ player: 'A', activate: '@g', ability: 0 }, { resolve: true }, ...more],
    stop: { turn: 1, step: 'beginCombat' },
    expect,
  });

  test('two granted abilities compile to two cards, each holding one, in printed order', () => {
    const c = compileCard(garrison, 0, fixture);
    expect(c.tokens.map((t) => t.activated[0].text)).toEqual([
      '{1}: This creature gets +1/+0 until end of turn.',
      '{T}: This creature deals 1 damage to target creature or player.',
    ]);
  });

  test('animated, it has both (its own ability 0, then 1 and 2): {1} makes it 3/2, {T} deals 1 damage to B', () => {
    const s = animated(
      [
        { player: 'A', activate: '@g', ability: 1 },
        { resolve: true },
        { player: 'A', activate: '@g', ability: 2, targets: ['B'] },
        { resolve: true },
      ],
      {
        life: { B: 19 },
        objects: [{ ref: '@g', types: ['Creature', 'Land'], power: 3, toughness: 2, tapped: true }],
      },
    );
    expect(runScenario(s, withCards, 'inline.json').failures).toEqual([]);
  });

  test('both end with the effect: next turn it has only its own ability', () => {
    const s = animated([{ goto: { turn: 3, step: 'main1' } }, { player: 'A', activate: '@g', ability: 2 }], {});
    s.stop = { turn: 3, step: 'end' };
    expect(runScenario(s, withCards, 'inline.json').failures.join()).toMatch(
      /Example Garrison has no activated ability 2 \(it has 1\)/,
    );
  });
});

describe('granted abilities and "loses all abilities" (418.5h)', () => {
  test('Arcane Teachings, then Humility: the later Humility takes the granted ability too', () => {
    const s = JSON.parse(
      readFileSync('test/scenarios/rules/418.5h-granted-ability-after-humility.json', 'utf8'),
    ) as Scenario;
    s.players.A.inPlay = [
      'Mountain',
      'Mountain',
      'Mountain',
      { card: 'Grizzly Bears', id: 'bears' },
      { card: 'Arcane Teachings', id: 'aura', attachedTo: '@bears' },
    ];
    s.players.A.hand = ['Humility'];
    s.players.A.inPlay.push('Plains', 'Plains', 'Plains', 'Plains');
    s.actions = [
      { player: 'A', cast: 'Humility' },
      { resolve: true },
      { player: 'A', activate: '@bears', ability: 0, targets: ['@elves'] },
    ];
    fails(s, /can't activate Grizzly Bears's ability 0|Grizzly Bears has no activated ability 0/);
  });
});
