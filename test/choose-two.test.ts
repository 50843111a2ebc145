// "Choose two" (spell.choose): a modal spell gets one mode for each pair of its modes, in printed order, with the
// targets of both; "nonbasic land" is the filter notSupertypes.
import { expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool([]);

test('Incendiary Command has the six pairs of its four modes, in printed order', () => {
  const spell = pool.compiled('Incendiary Command').spell!;
  expect(spell.map((m) => m.text)).toEqual([
    'Incendiary Command deals 4 damage to target player.; Incendiary Command deals 2 damage to each creature.',
    'Incendiary Command deals 4 damage to target player.; Destroy target nonbasic land.',
    'Incendiary Command deals 4 damage to target player.; Each player discards all the cards in his or her hand, then draws that many cards.',
    'Incendiary Command deals 2 damage to each creature.; Destroy target nonbasic land.',
    'Incendiary Command deals 2 damage to each creature.; Each player discards all the cards in his or her hand, then draws that many cards.',
    'Destroy target nonbasic land.; Each player discards all the cards in his or her hand, then draws that many cards.',
  ]);
});

test('a basic land is no legal target of "destroy target nonbasic land"', () => {
  const r = runScenario(
    {
      name: 'basic',
      players: {
        A: { hand: ['Incendiary Command'], inPlay: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        B: { inPlay: [{ card: 'Forest', id: 'f' }] },
      },
      actions: [{ player: 'A', cast: 'Incendiary Command', mode: 3, targets: ['@f'] }],
      stop: { turn: 1, step: 'beginCombat' },
    },
    pool,
    'inline.json',
  );
  expect(r.failures.join('\n')).toMatch(/not a legal choice|no legal target/);
});
