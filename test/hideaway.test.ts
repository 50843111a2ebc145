// Hideaway (502.75 of 2008): the card a hideaway land removes from the game face down is hidden from the other
// player (PlayerView, determinize) and known to its owner, who removed it.
import { describe, expect, test } from 'vitest';
import { apply, describeOption, optionCount } from '../src/engine/api/game.js';
import { PlayerView, Zone, zoneObjects } from '../src/engine/api/observe.js';
import { realCardOf } from '../src/engine/api/setup.js';
import { position, take } from './agents-helpers.js';

/** B plays Windbrisk Heights and removes Serra Angel face down (its trigger resolves: no one can do anything else). */
function hidden() {
  const g = position({
    start: { turn: 1, active: 'B', step: 'main1' },
    players: {
      A: { library: ['Plains', 'Plains', 'Plains'] },
      B: {
        hand: ['Windbrisk Heights', 'Craw Wurm'],
        library: ['Island', 'Serra Angel', 'Swamp', 'Forest', 'Hill Giant', 'Mountain'],
      },
    },
  });
  take(g, 'play Windbrisk Heights');
  take(g, 'Serra Angel');
  while (optionCount(g) > 1 && !describeOption(g, 0).includes('pass')) apply(g, 0); // the order of the rest
  const [angel] = zoneObjects(g, Zone.Removed, 1);
  return { g, angel };
}

describe('502.75: a card removed face down by hideaway', () => {
  test('is hidden from the other player and seen by its owner', () => {
    const { g, angel } = hidden();
    expect(realCardOf(g, angel).name).toBe('Serra Angel');
    expect(() => new PlayerView(g, 0).cardName(angel)).toThrow(/hidden/);
    expect(new PlayerView(g, 1).cardName(angel)).toBe('Serra Angel');
  });

  test("A's determinizations redraw it among B's hidden cards; B's keep it", () => {
    const { g, angel } = hidden();
    const seen = new Set<string>();
    const viewA = new PlayerView(g, 0);
    const dst = viewA.newGame();
    for (let seed = 1; seed <= 24; seed++) {
      viewA.determinize((k) => (seed * 7919 + 13 * k) % k, dst);
      seen.add(realCardOf(dst, angel).name);
    }
    expect(seen.size).toBeGreaterThan(1);
    const viewB = new PlayerView(g, 1);
    const dstB = viewB.newGame();
    for (let seed = 1; seed <= 8; seed++) {
      viewB.determinize((k) => (seed * 31 + 7) % k, dstB);
      expect(realCardOf(dstB, angel).name).toBe('Serra Angel');
    }
  });
});
