// Rosheen Meanderer and Mana Reflection: what their mana can't do, which a scenario file can't assert. Each negative
// case has a positive twin, so a runner that failed everything would be caught.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';
import { compileCard } from '../src/cards/compile.js';

const pool = loadPool();

function run(a: Record<string, unknown>, actions: unknown[], expect: unknown) {
  return runScenario(
    {
      name: 'inline',
      start: { turn: 1, active: 'A', step: 'main1' },
      players: { A: { library: ['Plains'], ...a }, B: { library: ['Island'] } },
      actions,
      stop: { turn: 1, step: 'beginCombat' },
      expect,
    },
    pool,
    'inline.json',
  );
}

describe('Rosheen Meanderer: spend this mana only on costs that contain {X}', () => {
  const bears = (lands: string[]) =>
    run(
      { hand: ['Grizzly Bears'], inPlay: [...lands, 'Rosheen Meanderer'] },
      [{ player: 'A', cast: 'Grizzly Bears', as: 'b' }, { resolve: true }],
      { objects: [{ ref: '@b', zone: 'inPlay' }] },
    );
  test('two Forests pay Grizzly Bears ({1}{G})', () => expect(bears(['Forest', 'Forest']).failures).toEqual([]));
  test("a Forest and Rosheen's mana can't: Grizzly Bears's cost has no {X}", () => {
    const r = bears(['Forest']);
    expect(r.pass).toBe(false);
    expect(r.failures.join('\n')).toMatch(/can't be paid/);
  });
});

describe('Mana Reflection: a choice source produces twice the mana of the one color chosen', () => {
  const sygg = (inPlay: string[]) =>
    run(
      { hand: ['Sygg, River Guide'], inPlay: ['Mana Reflection', ...inPlay] },
      [{ player: 'A', cast: 'Sygg, River Guide', as: 's' }, { resolve: true }],
      { objects: [{ ref: '@s', zone: 'inPlay' }] },
    );
  test('Birds of Paradise and a Plains pay Sygg ({W}{U}), the Birds for {U}{U}', () =>
    expect(sygg(['Birds of Paradise', 'Plains']).failures).toEqual([]));
  test("Birds of Paradise alone can't: its two mana are of one color, not {W} and {U}", () => {
    const r = sygg(['Birds of Paradise']);
    expect(r.pass).toBe(false);
    expect(r.failures.join('\n')).toMatch(/can't be paid/);
  });
});

describe('the words are refused where the engine could not honour them', () => {
  const card = (abilities: unknown[]) => () =>
    compileCard({ name: 'Mine', manaCost: '{3}', types: ['Artifact'], abilities }, 0, 'mine.json');
  const xMana = (produce: unknown, cost: unknown[] = ['{T}']) =>
    card([{ kind: 'mana', cost, produce, spendOnly: 'costsThatContainX' }]);
  test('"costsThatContainX" makes colorless mana, {1} to {4} (or one mana of any color), for {T}', () => {
    expect(xMana('{4}')).not.toThrow();
    expect(xMana('any')).not.toThrow();
    expect(xMana('{G}')).toThrow(/"\{1\}" to "\{4\}" with "costsThatContainX"/);
    expect(xMana('{5}')).toThrow(/"\{1\}" to "\{4\}"/);
    expect(xMana('{4}', ['{1}', '{T}'])).toThrow(/\["\{T\}"\] for a mana ability with spendOnly/);
  });
  test('tappedForManaProducesTwice is its controller\'s ("who": "you")', () => {
    const twice = (who: string) => card([{ kind: 'static', effect: { op: 'tappedForManaProducesTwice', who } }]);
    expect(twice('you')).not.toThrow();
    expect(twice('each')).toThrow();
  });
});
