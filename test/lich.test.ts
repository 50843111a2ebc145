// Lich (a 419.9b example card): its scenarios changed to break, and the load-time refusals of the words
// it brought (sacrificeChosen's nontoken and orLose, isDealtDamage's "whose": "you").
import { describe, expect, test } from 'vitest';
import { compileCard } from '../src/cards/compile.js';
import { fails, scenarioFile } from './scenario-helpers.js';

const enchantment = (abilities: unknown[]) => () =>
  compileCard({ name: 'Test', manaCost: '{B}', types: ['Enchantment'], abilities }, 0, 'test.json');

describe('Lich', () => {
  test('a token is not a nontoken permanent: choosing the token Bears to sacrifice is refused', () => {
    const s = scenarioFile('lich-dealt-damage-sacrifices');
    s.actions[3] = { player: 'A', choose: '@tok' };
    fails(s, /choose.*@tok/);
  });

  test('the damage is counted once per event, with its total: a second choice would be one too many', () => {
    const s = scenarioFile('lich-dealt-damage-sacrifices');
    s.actions.push({ player: 'A', choose: '@bears' });
    fails(s, /not reached/);
  });

  test('load-time refusals', () => {
    const sac = (extra: object) =>
      enchantment([
        {
          kind: 'triggered',
          when: { event: 'isDealtDamage', whose: 'you' },
          effect: { op: 'sacrificeChosen', player: 'you', amount: 'eventAmount', ...extra },
        },
      ]);
    expect(sac({ nontoken: true, orLose: true })).not.toThrow();
    expect(sac({ orLose: true, orDamage: 2 })).toThrow(/orLose: expected either orDamage or orLose/);
    expect(
      enchantment([
        {
          kind: 'triggered',
          when: { event: 'isDealtDamage', whose: 'you', self: true },
          effect: { op: 'loseGame', player: 'you' },
        },
      ]),
    ).toThrow(/whose: expected either "whose": "you" or self or a filter/);
    expect(
      enchantment([{ kind: 'triggered', when: { event: 'isDealtDamage' }, effect: { op: 'loseGame', player: 'you' } }]),
    ).toThrow(/self/);
  });
});
