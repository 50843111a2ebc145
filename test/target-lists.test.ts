// Lists of targets (target-list.ts): "any number of", "up to N", "X target" and divided damage (409.1d
// of 2008), checked through scenarios that are changed to break and through load-time refusals.
import { describe, expect, test } from 'vitest';
import { compileCard } from '../src/cards/compile.js';
import { fails, scenarioFile } from './scenario-helpers.js';

const sorcery = (spell: unknown) => () =>
  compileCard({ name: 'Test', manaCost: '{X}{B}', types: ['Sorcery'], spell }, 0, 'test.json');
const creatures = { kind: 'creature', count: 'anyNumber' };

describe('lists of targets', () => {
  test('409.1d divided damage: the division is kept as announced; a target picked twice gets 2', () => {
    const s = scenarioFile('hail-of-arrows');
    // 1 to the Bears, 2 to the Ogre: the Bears live
    (s.actions[2] as { targets: string[] }).targets = ['@bears', '@ogre', '@ogre'];
    fails(s, /@bears\.zone: expected "graveyard", got "inPlay"/);
  });

  test('409.1d: each pick is one of X, so X picks are needed: fewer is an unscripted decision', () => {
    const s = scenarioFile('hail-of-arrows');
    (s.actions[2] as { targets: string[] }).targets = ['@bears', '@ogre'];
    fails(s, /unscripted decision: target/);
  });

  test('"up to that many": no more picks than the damage dealt (a second pick is refused)', () => {
    const s = scenarioFile('cephalid-constable');
    s.actions.splice(3, 0, { player: 'A', choose: '@ogre' });
    fails(s, /action #4 \(A \{"choose":"@bears"\}\) was not reached/); // the Ogre was the one pick
  });

  test('"X target": X is at most the number of candidates', () => {
    const s = scenarioFile('midnight-ritual');
    (s.actions[0] as { x: number }).x = 4; // three creature cards in the graveyard, mana for X = 5
    s.players.A.inPlay.push('Swamp', 'Swamp', 'Swamp');
    fails(s, /x: 4 can't be paid \(at most 3\)/);
  });

  test('a list of targets is refused at load time where it could not be honoured', () => {
    const effect = { op: 'destroy', what: 'target:0' };
    expect(sorcery({ targets: [creatures], effect })).not.toThrow();
    expect(sorcery({ targets: [creatures, { kind: 'player' }], effect })).toThrow(
      /targets\[0\]\.count: expected a list of targets \("count"\) only as the last target/,
    );
    expect(sorcery({ targets: [{ kind: 'creature', count: 'x', divide: 'x' }], effect })).toThrow(
      /divide: expected "divide" only with "count": "anyNumber"/,
    );
    expect(
      sorcery({
        targets: [{ kind: 'creature', count: 'anyNumber', divide: 'x' }],
        effect: { op: 'damage', amount: 'x', to: 'target:0' },
      }),
    ).toThrow(/an effect on "target:0" with the amount "share"/);
    expect(
      sorcery({ targets: [{ kind: 'creature' }], effect: { op: 'damage', amount: 'share', to: 'target:0' } }),
    ).toThrow(/"share" only in an effect on a divided list/);
    expect(
      sorcery({
        targets: [{ kind: 'creature' }],
        effect: {
          op: 'createTokens',
          amount: 'legalTargets',
          token: { name: 'Z', types: ['Creature'], power: 1, toughness: 1 },
        },
      }),
    ).toThrow(/"legalTargets" only in a spell or ability with a list of targets/);
    // "up to X target creatures" (Profane Command): the X paid, as the spell is cast
    expect(sorcery({ targets: [{ kind: 'creature', count: { upTo: 'x' } }], effect })).not.toThrow();
    expect(sorcery({ targets: [{ kind: 'creature', count: 'anyNumber', another: true }], effect })).toThrow(
      /another: expected no "another" on a list of targets/,
    );
    expect(
      sorcery({
        targets: [{ kind: 'creature', count: 'anyNumber' }],
        effect: { op: 'pump', what: 'this', power: { toughnessOf: 'target:0' }, toughness: 0 },
      }),
    ).toThrow();
    expect(() =>
      compileCard(
        {
          name: 'Test Aura',
          manaCost: '{W}',
          types: ['Enchantment'],
          subtypes: ['Aura'],
          enchant: { kind: 'creature', count: 'anyNumber' },
        },
        0,
        'test.json',
      ),
    ).toThrow(/enchant\.count: expected one object to enchant/);
  });
});
