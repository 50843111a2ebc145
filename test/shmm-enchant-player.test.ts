// "Enchant player" Auras (212.4d-j and 502.45d of 2008): what a passing scenario can't show, because the script is
// refused (a target the enchant forbids) or the card is refused. A designer card for "enchant opponent" (no card of
// the pool's sets says it) is in fixtures/enchant-player-cards.json.
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { compileCard } from '../src/cards/compile.js';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';
import type { Scenario } from '../src/scenario/spec.js';

const pool = loadPool([fileURLToPath(new URL('./fixtures/enchant-player-cards.json', import.meta.url))]);
const lib = ['Plains', 'Island', 'Swamp', 'Plains'];

function run(sc: Omit<Scenario, 'name'>): string[] {
  return runScenario({ name: 'enchant player', ...sc }, pool, 'shmm-enchant-player.test.ts').failures;
}

const casting = (card: string, target: string): Omit<Scenario, 'name'> => ({
  players: {
    A: { hand: [card], inPlay: ['Forest', 'Plains', 'Swamp', { card: 'Grizzly Bears', id: 'bears' }], library: lib },
    B: { inPlay: [{ card: 'Grizzly Bears', id: 'theirs' }], library: lib },
  },
  actions: [{ player: 'A', cast: card, targets: [target], as: 'aura' }, { resolve: true }],
  stop: { turn: 1, step: 'beginCombat' },
});

describe('enchant player (502.45d of 2008)', () => {
  test("an enchant player Aura spell can't target a creature", () => {
    expect(run(casting('Wheel of Sun and Moon', '@bears')).join('\n')).toMatch(/action #0 .*Wheel of Sun and Moon/);
    expect(run(casting('Wheel of Sun and Moon', 'A'))).toEqual([]);
  });

  test('enchant opponent: only an opponent of its caster can be targeted', () => {
    expect(run(casting('Void Curse', 'A')).join('\n')).toMatch(/action #0 .*Void Curse/);
    const onB = casting('Void Curse', 'B');
    onB.expect = { objects: [{ ref: '@aura', attachedTo: 'B' }] };
    expect(run(onB)).toEqual([]);
  });

  test("enchant opponent: the enchanted player's cards are removed from the game instead; its controller's aren't", () => {
    const f = run({
      players: {
        A: { hand: ['Shock'], inPlay: ['Mountain', { card: 'Void Curse', attachedTo: 'B' }], library: lib },
        B: { inPlay: [{ card: 'Grizzly Bears', id: 'theirs' }], library: lib },
      },
      actions: [{ player: 'A', cast: 'Shock', targets: ['@theirs'] }, { resolve: true }],
      stop: { turn: 1, step: 'beginCombat' },
      expect: { zones: { A: { graveyard: ['Shock'] }, B: { graveyard: [], removed: ['Grizzly Bears'] } } },
    });
    expect(f).toEqual([]);
  });

  test('212.4f: an enchant opponent Aura whose controller is the enchanted player goes to the graveyard', () => {
    const f = run({
      players: {
        A: { inPlay: [{ card: 'Void Curse', id: 'curse', attachedTo: 'B', controller: 'B' }], library: lib },
        B: { library: lib },
      },
      actions: [{ player: 'A', pass: true }],
      stop: { turn: 1, step: 'beginCombat' },
      expect: { zones: { A: { graveyard: ['Void Curse'] } } },
    });
    expect(f).toEqual([]);
  });
});

describe('enchant player definitions', () => {
  const aura = (enchant: unknown, effect: unknown) => () =>
    compileCard(
      {
        name: 'A',
        manaCost: '{W}',
        types: ['Enchantment'],
        subtypes: ['Aura'],
        enchant,
        abilities: [{ kind: 'static', effect }],
      },
      0,
      'mine.json',
    );
  const bottom = { op: 'insteadOfGraveyard', whose: 'enchantedPlayer', to: 'libraryBottom' };
  test('"enchantedPlayer" only on an enchant player Aura', () => {
    expect(aura({ kind: 'creature' }, bottom)).toThrow(/whose: expected "enchantedPlayer" only on an Aura/);
    expect(aura({ kind: 'player' }, bottom)).not.toThrow();
  });
  test('an enchant player Aura has no enchanted permanent', () => {
    const pump = { op: 'pumpEach', filter: { attached: true }, power: 1, toughness: 1 };
    expect(aura({ kind: 'player' }, pump)).toThrow(/attached only on an Aura or Equipment/);
  });
});
