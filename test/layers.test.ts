// Continuous effects in layers (418.5): dependency order within a layer (418.5c-d) and the timestamp an
// Equipment gets when it becomes attached (418.5e), shown with designer cards (fixtures/layers-cards.json):
// no pool card makes a same-layer dependency by itself, and no pool Equipment grants flying.
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';
import type { Scenario } from '../src/scenario/spec.js';

const pool = loadPool([fileURLToPath(new URL('./fixtures/layers-cards.json', import.meta.url))]);
const lib = ['Plains', 'Island', 'Swamp', 'Plains'];
function run(sc: Omit<Scenario, 'name'>): string[] {
  return runScenario({ name: 'layers', ...sc }, pool, 'layers.test.ts').failures;
}

describe('418.5c-d dependency order', () => {
  test('418.5c "White creatures have flying" (earlier) depends on a later effect that makes a land a white creature: it waits, so the land flies', () => {
    expect(
      run({
        players: {
          A: {
            library: lib,
            inPlay: [{ card: 'Dawn Banner' }, 'Plains', 'Plains', { card: 'Forbidding Watchtower', id: 'tower' }],
          },
          B: { library: lib },
        },
        actions: [{ player: 'A', activate: '@tower', ability: 0 }, { resolve: true }],
        stop: { turn: 1, step: 'beginCombat' },
        expect: { objects: [{ ref: '@tower', colors: ['white'], keywords: ['flying'], power: 1, toughness: 5 }] },
      }),
    ).toEqual([]);
  });
  test('418.5a a layer 6 effect reads the keywords layer 5 gave: "creatures with flying get +1/+1" sees the flying from the dependency', () => {
    expect(
      run({
        players: {
          A: {
            library: lib,
            inPlay: [
              { card: 'Flying Banner' },
              { card: 'Dawn Banner' },
              'Plains',
              'Plains',
              { card: 'Forbidding Watchtower', id: 'tower' },
            ],
          },
          B: { library: lib },
        },
        actions: [{ player: 'A', activate: '@tower', ability: 0 }, { resolve: true }],
        stop: { turn: 1, step: 'beginCombat' },
        expect: { objects: [{ ref: '@tower', keywords: ['flying'], power: 2, toughness: 6 }] },
      }),
    ).toEqual([]);
  });
  // "Creatures with flying have shadow" and "creatures with shadow lose flying": each changes what the
  // other applies to, a loop (418.5c counts the combat words' keywords too), so timestamp order (418.5d).
  test('418.5d a dependency loop over flying and shadow: the shadow grant older, the Hawk gets shadow and then loses flying', () => {
    expect(
      run({
        players: {
          A: {
            library: lib,
            inPlay: [{ card: 'Shadow Banner' }, { card: 'Grounding Banner' }, { card: 'Suntail Hawk', id: 'hawk' }],
          },
          B: { library: lib },
        },
        stop: { turn: 1, step: 'beginCombat' },
        expect: { objects: [{ ref: '@hawk', keywords: ['shadow'] }] },
      }),
    ).toEqual([]);
  });
  test('418.5d the same loop, "lose flying" older: it finds no shadow yet, so the Hawk keeps flying and gets shadow', () => {
    expect(
      run({
        players: {
          A: {
            library: lib,
            inPlay: [{ card: 'Grounding Banner' }, { card: 'Shadow Banner' }, { card: 'Suntail Hawk', id: 'hawk' }],
          },
          B: { library: lib },
        },
        stop: { turn: 1, step: 'beginCombat' },
        expect: { objects: [{ ref: '@hawk', keywords: ['flying', 'shadow'] }] },
      }),
    ).toEqual([]);
  });
  test('418.5c "creatures with shadow lose flying" (older) depends on Dauthi Embrace\'s later shadow grant: it waits, so the Hawk loses flying', () => {
    expect(
      run({
        players: {
          A: {
            library: lib,
            inPlay: [
              { card: 'Grounding Banner' },
              { card: 'Dauthi Embrace', id: 'embrace' },
              'Swamp',
              'Swamp',
              { card: 'Suntail Hawk', id: 'hawk' },
            ],
          },
          B: { library: lib },
        },
        actions: [{ player: 'A', activate: '@embrace', ability: 0, targets: ['@hawk'] }, { resolve: true }],
        stop: { turn: 1, step: 'beginCombat' },
        expect: { objects: [{ ref: '@hawk', keywords: ['shadow'] }] },
      }),
    ).toEqual([]);
  });
  test('independent effects in one layer stay in timestamp order: "white creatures have flying" on a creature that was white already', () => {
    expect(
      run({
        players: {
          A: { library: lib, inPlay: [{ card: 'Youthful Knight', id: 'knight' }, { card: 'Dawn Banner' }] },
          B: { library: lib },
        },
        stop: { turn: 1, step: 'beginCombat' },
        expect: { objects: [{ ref: '@knight', keywords: ['first strike', 'flying'] }] },
      }),
    ).toEqual([]);
  });
});

describe('418.5e timestamps of Auras and Equipment', () => {
  test('418.5e an Equipment that becomes attached gets a new timestamp: Feather Cloak (flying) older than Gravity Sphere (all creatures lose flying) grants nothing; moved to another creature, it is newer, and that creature flies', () => {
    expect(
      run({
        players: {
          A: {
            library: lib,
            inPlay: [
              'Plains',
              'Plains',
              { card: 'Grizzly Bears', id: 'bears' },
              { card: 'Feather Cloak', id: 'cloak', attachedTo: '@bears' },
              { card: 'Gravity Sphere' },
              { card: 'Hill Giant', id: 'giant' },
            ],
          },
          B: { library: lib },
        },
        actions: [{ player: 'A', activate: '@cloak', ability: 0, targets: ['@giant'] }, { resolve: true }],
        stop: { turn: 1, step: 'beginCombat' },
        expect: {
          objects: [
            { ref: '@bears', keywords: [] },
            { ref: '@giant', keywords: ['flying'] },
            { ref: '@cloak', attachedTo: '@giant' },
          ],
        },
      }),
    ).toEqual([]);
  });
  test('418.5e the same, not moved: the older Cloak loses to the Sphere', () => {
    expect(
      run({
        players: {
          A: {
            library: lib,
            inPlay: [
              { card: 'Hill Giant', id: 'giant' },
              { card: 'Feather Cloak', attachedTo: '@giant' },
              { card: 'Gravity Sphere' },
            ],
          },
          B: { library: lib },
        },
        stop: { turn: 1, step: 'beginCombat' },
        expect: { objects: [{ ref: '@giant', keywords: [] }] },
      }),
    ).toEqual([]);
  });
});
