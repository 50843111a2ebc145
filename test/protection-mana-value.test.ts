// Protection from converted mana cost N or greater (Mistmeadow Skulk, 502.7 of 2008): what a scenario file can't
// say, that a scripted target or block is refused.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();
const lib = ['Plains', 'Island', 'Swamp'];

describe('protection from converted mana cost 3 or greater', () => {
  test("502.7b: Blaze with X 2 (converted mana cost 3, X counts on the stack) can't target Mistmeadow Skulk", () => {
    const r = runScenario(
      {
        name: 'Blaze X 2 at the Skulk',
        players: {
          A: { hand: ['Blaze'], inPlay: ['Mountain', 'Mountain', 'Mountain'], library: lib },
          B: { inPlay: [{ card: 'Mistmeadow Skulk', id: 's' }], library: lib },
        },
        actions: [{ player: 'A', cast: 'Blaze', x: 2, targets: ['@s'] }],
        stop: { turn: 1, step: 'beginCombat' },
      },
      pool,
      'protection-mana-value',
    );
    expect(r.failures.join('\n')).toMatch(/@s is not a legal choice/);
  });
  test("502.7f: Hill Giant (converted mana cost 4) can't block Mistmeadow Skulk", () => {
    const r = runScenario(
      {
        name: 'Hill Giant blocks the Skulk',
        players: {
          A: { inPlay: [{ card: 'Mistmeadow Skulk', id: 's' }], library: lib },
          B: { inPlay: [{ card: 'Hill Giant', id: 'g' }], library: lib },
        },
        actions: [
          { goto: { turn: 1, step: 'declareAttackers' } },
          { player: 'A', attack: ['@s'] },
          { player: 'B', block: { '@g': '@s' } },
        ],
        stop: { turn: 1, step: 'main2' },
      },
      pool,
      'protection-mana-value',
    );
    expect(r.failures.join('\n')).toMatch(/@g can't block @s/);
  });
});
