// 212.6g-h of 2008: a land that becomes an Island loses its other land types and the abilities of its rules text, and
// has an Island's mana ability; "in addition to its other types" keeps them. The scenarios show what the land can do
// (test/scenarios); these show what it no longer can: the action a scenario asks for is refused.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();

/** A scenario on turn 1: A's permanents, A's hand, the actions; returns its failures. */
function failures(inPlay: unknown[], hand: string[], actions: unknown[]): string[] {
  const r = runScenario(
    {
      name: 'land types',
      players: { A: { hand, inPlay, library: ['Plains'] }, B: { library: ['Plains'] } },
      actions,
      stop: { turn: 1, step: 'beginCombat' },
    },
    pool,
    'land-types.test.ts',
  );
  return r.failures;
}

const aquitects = { card: 'Streambed Aquitects', id: 'aq' };
const makeIsland = (ref: string) => [{ player: 'A', activate: '@aq', ability: 1, targets: [ref] }, { resolve: true }];

describe('212.6h (2008): a land that becomes an Island', () => {
  test('a Forest that became an Island no longer pays {G}', () => {
    const bear = { card: 'Grizzly Bears', id: 'bear' };
    const f = { card: 'Forest', id: 'f' };
    const cast = { player: 'A', cast: 'Giant Growth', targets: ['@bear'] };
    expect(failures([aquitects, f, bear], ['Giant Growth'], [cast])).toEqual([]);
    const after = failures([aquitects, f, bear], ['Giant Growth'], [...makeIsland('@f'), cast]);
    expect(after.join('\n')).toMatch(/its cost \{G\} can't be paid/);
  });

  test("Mutavault that became an Island has lost its rules text's abilities (it can't become a creature)", () => {
    const mv = { card: 'Mutavault', id: 'mv' };
    const animate = { player: 'A', activate: '@mv', ability: 0 };
    const lands = ['Plains', 'Plains'];
    expect(failures([aquitects, mv, ...lands], [], [animate, { resolve: true }])).toEqual([]);
    const after = failures([aquitects, mv, ...lands], [], [...makeIsland('@mv'), animate]);
    expect(after.join('\n')).toMatch(/has lost its abilities/);
  });

  test('the effect ends at end of turn: the next turn the Forest pays {G} again, not {U}', () => {
    const f = { card: 'Forest', id: 'f' };
    const r = runScenario(
      {
        name: 'until end of turn',
        players: {
          A: {
            hand: ['Giant Growth'],
            inPlay: [aquitects, f, { card: 'Grizzly Bears', id: 'bear' }],
            library: ['Plains', 'Plains'],
          },
          B: { library: ['Plains', 'Plains'] },
        },
        actions: [
          ...makeIsland('@f'),
          { goto: { turn: 3, step: 'main1' } },
          { player: 'A', cast: 'Giant Growth', targets: ['@bear'] },
          { resolve: true },
        ],
        stop: { turn: 3, step: 'beginCombat' },
        expect: { objects: [{ ref: '@bear', power: 5 }] },
      },
      pool,
      'land-types.test.ts',
    );
    expect(r.failures).toEqual([]);
  });
});
