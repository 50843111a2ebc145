// An activated ability's "Play this ability only if you control two or more [color] permanents" (the Shadowmoor
// lands: Leechridden Swamp, ...): offered only while the count holds. The scenarios under
// test/scenarios/cards/shadowmoor/ check what the abilities do. And a mana ability's limit each turn.
import { describe, expect, test } from 'vitest';
import { apply, Decision, decisionKind } from '../src/engine/api/game.js';
import { position, optionTexts } from './agents-helpers.js';

const options = optionTexts;

const offered = (inPlay: (string | { card: string; controller?: 'A' | 'B' })[]): boolean =>
  options(
    position({
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        A: { inPlay: ['Leechridden Swamp', 'Swamp', ...inPlay], library: ['Plains'] },
        B: { library: ['Island'] },
      },
    }),
  ).some((o) => o.includes('Leechridden Swamp') && o.includes('activate'));

describe('an activated ability played only if you control two or more black permanents', () => {
  test('one black permanent: not offered; two: offered', () => {
    expect(offered(['Scathe Zombies'])).toBe(false);
    expect(offered(['Scathe Zombies', 'Scathe Zombies'])).toBe(true);
  });
  test("the opponent's black permanents don't count; a green one doesn't either", () => {
    expect(offered(['Scathe Zombies', { card: 'Scathe Zombies', controller: 'B' }])).toBe(false);
    expect(offered(['Scathe Zombies', 'Grizzly Bears'])).toBe(false);
  });
});

describe('a mana ability played no more than three times each turn (Manaforge Cinder)', () => {
  test('offered three times, then not', () => {
    const g = position({
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        // Raging Goblin in hand keeps a choice open at priority (else passing would be automatic)
        A: {
          hand: ['Raging Goblin'],
          inPlay: ['Manaforge Cinder', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
          library: ['Plains'],
        },
        B: { library: ['Island'] },
      },
    });
    for (let i = 0; i < 3; i++) {
      const opts = options(g);
      const k = opts.findIndex((o) => o.includes('Manaforge Cinder'));
      expect(k).toBeGreaterThanOrEqual(0);
      apply(g, k);
      while (decisionKind(g) !== Decision.Priority) apply(g, 0); // its mode: {B}
    }
    const after = options(g);
    expect(after.some((o) => o.startsWith('cast Raging Goblin'))).toBe(true);
    expect(after.some((o) => o.includes('Manaforge Cinder'))).toBe(false);
  });
});
