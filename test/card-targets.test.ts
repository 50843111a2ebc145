// Target restrictions of the pool's cards: a script naming an illegal target fails (the engine offers
// only legal targets), and the legal one works. Complements the per-card scenarios.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();
const LIB = ['Island', 'Island', 'Island'];

function cast(card: string, target: string, a: Record<string, unknown>, b: Record<string, unknown>, player = 'A') {
  return runScenario(
    {
      name: `${card} at ${target}`,
      start: { turn: 1, active: 'A', step: 'main1' },
      players: { A: { library: LIB, ...a }, B: { library: LIB, ...b } },
      actions: [{ player, cast: card, targets: [target] }, { resolve: true }],
      stop: { turn: 1, step: 'beginCombat' },
    },
    pool,
    'inline.json',
  );
}

const illegal = /target 0: @\w+ is not a legal choice/;

describe('Terror: target nonartifact, nonblack creature', () => {
  const b = {
    inPlay: [
      { card: 'Scathe Zombies', id: 'zombies' },
      { card: 'Ornithopter', id: 'thopter' },
      { card: 'Grizzly Bears', id: 'bears' },
    ],
  };
  const a = { hand: ['Terror'], inPlay: ['Swamp', 'Swamp'] };
  test('a black creature is not a legal target', () =>
    expect(cast('Terror', '@zombies', a, b).failures.join()).toMatch(illegal));
  test('an artifact creature is not a legal target', () =>
    expect(cast('Terror', '@thopter', a, b).failures.join()).toMatch(illegal));
  test('a green creature is', () => expect(cast('Terror', '@bears', a, b).failures).toEqual([]));
});

describe('Assassinate: target tapped creature', () => {
  const a = { hand: ['Assassinate'], inPlay: ['Swamp', 'Swamp', 'Swamp'] };
  const b = {
    inPlay: [
      { card: 'Grizzly Bears', id: 'up' },
      { card: 'Hill Giant', id: 'down', tapped: true },
    ],
  };
  test('an untapped creature is not a legal target', () =>
    expect(cast('Assassinate', '@up', a, b).failures.join()).toMatch(illegal));
  test('a tapped creature is', () => expect(cast('Assassinate', '@down', a, b).failures).toEqual([]));
});

describe('Nekrataal: comes into play, destroy target nonartifact, nonblack creature', () => {
  test('with only black and artifact creatures around, the trigger has no target and is removed', () => {
    const r = runScenario(
      {
        name: 'Nekrataal with no legal target',
        players: {
          A: { hand: ['Nekrataal'], inPlay: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], library: LIB },
          B: {
            inPlay: [
              { card: 'Scathe Zombies', id: 'zombies' },
              { card: 'Ornithopter', id: 'thopter' },
            ],
            library: LIB,
          },
        },
        actions: [{ player: 'A', cast: 'Nekrataal' }, { resolve: true }],
        stop: { turn: 1, step: 'beginCombat' },
        expect: {
          objects: [
            { ref: '@zombies', zone: 'inPlay' },
            { ref: '@thopter', zone: 'inPlay' },
          ],
          stack: [],
          triggered: [{ card: 'Nekrataal', times: 1 }],
        },
      },
      pool,
      'inline.json',
    );
    expect(r.failures).toEqual([]);
  });
});

describe('Cancel: target spell', () => {
  test('a permanent is not a spell', () => {
    const r = cast(
      'Cancel',
      '@bears',
      { hand: ['Cancel'], inPlay: ['Island', 'Island', 'Island'] },
      { inPlay: [{ card: 'Grizzly Bears', id: 'bears' }] },
    );
    expect(r.failures.join()).toMatch(/can't cast Cancel: it has no legal target/);
  });
});

describe('Gravedigger: target creature card in your graveyard', () => {
  test("a creature card in the opponent's graveyard is not a legal target", () => {
    const r = runScenario(
      {
        name: 'Gravedigger on the wrong graveyard',
        players: {
          A: {
            hand: ['Gravedigger'],
            inPlay: ['Swamp', 'Swamp', 'Swamp', 'Swamp'],
            graveyard: [{ card: 'Grizzly Bears', id: 'mine' }],
            library: LIB,
          },
          B: { graveyard: [{ card: 'Hill Giant', id: 'theirs' }], library: LIB },
        },
        actions: [{ player: 'A', cast: 'Gravedigger' }, { resolve: true }, { player: 'A', choose: '@theirs' }],
        stop: { turn: 1, step: 'beginCombat' },
      },
      pool,
      'inline.json',
    );
    expect(r.failures.join()).toMatch(/choose \(target\): @theirs is not a legal choice/);
  });
});

describe('Royal Assassin: {T}: destroy target tapped creature', () => {
  test('an untapped creature is not a legal target', () => {
    const r = runScenario(
      {
        name: 'Royal Assassin at an untapped creature',
        players: {
          A: { inPlay: [{ card: 'Royal Assassin', id: 'ra' }], library: LIB },
          B: {
            inPlay: [
              { card: 'Grizzly Bears', id: 'up' },
              { card: 'Hill Giant', id: 'down', tapped: true },
            ],
            library: LIB,
          },
        },
        actions: [{ player: 'A', activate: '@ra', ability: 0, targets: ['@up'] }],
        stop: { turn: 1, step: 'beginCombat' },
      },
      pool,
      'inline.json',
    );
    expect(r.failures.join()).toMatch(illegal);
  });
});
