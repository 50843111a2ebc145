// "Must be blocked if able" (Inescapable Brute, 500.3-500.5 of 2008): what a scenario file can't say, that a
// declaration obeying fewer requirements than it could is refused.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();
const lib = ['Plains', 'Island', 'Swamp'];

function blocks(block: Record<string, string>) {
  return runScenario(
    {
      name: 'the Brute and a Goblin attack',
      players: {
        A: {
          inPlay: [
            { card: 'Inescapable Brute', id: 'i' },
            { card: 'Raging Goblin', id: 'g' },
          ],
          library: lib,
        },
        B: { inPlay: [{ card: 'Grizzly Bears', id: 'b' }], library: lib },
      },
      actions: [
        { goto: { turn: 1, step: 'declareAttackers' } },
        { player: 'A', attack: ['@i', '@g'] },
        { player: 'B', block },
      ],
      stop: { turn: 1, step: 'main2' },
    },
    pool,
    'must-be-blocked',
  );
}

describe('must be blocked if able', () => {
  test("500.4: the only Bears can't block the Goblin instead of the Brute", () => {
    expect(blocks({ '@b': '@g' }).failures.join('\n')).toMatch(/@b can't block @g/);
  });
  test('500.4: the only Bears may block the Brute', () => {
    expect(blocks({ '@b': '@i' }).failures).toEqual([]);
  });
});
