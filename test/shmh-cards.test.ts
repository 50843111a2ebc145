// shmh's cards (Shadowmoor-Eventide layers and mana): what they can't do. The scenarios
// (test/scenarios/cards/shadowmoor) show what they do; here the action a scenario asks for is refused.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();

/** A scenario on turn 1: A's permanents and hand, B's permanents, the actions; returns its failures, joined. */
function failures(inPlay: unknown[], hand: unknown[], bInPlay: unknown[], actions: unknown[]): string {
  const r = runScenario(
    {
      name: 'shmh',
      players: {
        A: { hand, inPlay, library: ['Plains', 'Plains'] },
        B: { inPlay: bInPlay, library: ['Plains', 'Plains'] },
      },
      actions,
      stop: { turn: 1, step: 'beginCombat' },
    },
    pool,
    'shmh-cards.test.ts',
  );
  return r.failures.join('\n');
}

const angel = { card: 'Serra Angel', id: 'angel' };
const unsummon = [{ player: 'A', cast: 'Unsummon', targets: ['@angel'] }, { resolve: true }];

describe('Reflecting Pool', () => {
  test('beside an Island it pays {U}; beside only a Forest it does not', () => {
    expect(failures(['Reflecting Pool', { card: 'Island', tapped: true }], ['Unsummon'], [angel], unsummon)).toBe('');
    expect(failures(['Reflecting Pool', { card: 'Forest', tapped: true }], ['Unsummon'], [angel], unsummon)).toMatch(
      /can't be paid/,
    );
  });

  test("two Reflecting Pools alone make no mana (neither reads the other's ability)", () => {
    expect(failures(['Reflecting Pool', 'Reflecting Pool'], ['Unsummon'], [angel], unsummon)).toMatch(/can't be paid/);
  });
});

describe('Mirrorweave', () => {
  test('its target must be nonlegendary', () => {
    const lands = ['Plains', 'Plains', 'Island', 'Island'];
    const cast = [{ player: 'A', cast: 'Mirrorweave', targets: ['@teeg'] }];
    expect(failures([...lands, { card: 'Gaddock Teeg', id: 'teeg' }], ['Mirrorweave'], [], cast)).toMatch(/target/);
    const bears = [{ player: 'A', cast: 'Mirrorweave', targets: ['@teeg'] }, { resolve: true }];
    expect(failures([...lands, { card: 'Grizzly Bears', id: 'teeg' }], ['Mirrorweave'], [], bears)).toBe('');
  });
});

describe('Glamerdye', () => {
  const champ = { card: 'Elvish Champion', id: 'champ' };
  const cast = (card: string) => [{ player: 'A', cast: card, targets: ['@champ'] }, { resolve: true }];
  test('changes color words only: in Elvish Champion\'s text ("forestwalk", no color word) it asks nothing', () => {
    expect(failures(['Island', 'Island', champ], ['Glamerdye'], [], cast('Glamerdye'))).toBe('');
    // Mind Bend, which changes basic land types too, asks which words
    expect(failures(['Island', champ], ['Mind Bend'], [], cast('Mind Bend'))).toMatch(/unscripted decision: words/);
  });
});

describe('Worldpurge', () => {
  test('a token returned to a hand is no card to keep', () => {
    const lands = ['Plains', 'Plains', 'Island', 'Island', 'Island', 'Island', 'Plains', 'Plains'];
    const token = { card: 'Grizzly Bears', token: true, id: 'tok' };
    const purge = [{ player: 'A', cast: 'Worldpurge' }, { resolve: true }, { player: 'A', choose: '@tok' }];
    expect(failures([...lands, token], ['Worldpurge'], [], purge)).toMatch(/choose/);
  });
});
