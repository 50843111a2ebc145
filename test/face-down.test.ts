// Cards removed from the game face down "with" a permanent whose controller may look at them (Grimoire Thief: the
// opponent's cards, seen by the Thief's controller and not their owner), in views and determinizations.
import { describe, expect, test } from 'vitest';
import { apply, describeOption, optionCount } from '../src/engine/api/game.js';
import { PlayerView, Zone, zoneObjects } from '../src/engine/api/observe.js';
import { realCardOf } from '../src/engine/api/setup.js';
import { position, take } from './agents-helpers.js';

/** A's Grimoire Thief attacks; its trigger removes B's top three cards (Serra Angel, Hill Giant, Shock) face down. */
function removed() {
  const g = position({
    start: { turn: 1, active: 'A', step: 'declareAttackers' },
    players: {
      A: { inPlay: ['Island', 'Grimoire Thief'], library: ['Plains', 'Plains'] },
      B: { library: ['Serra Angel', 'Hill Giant', 'Shock', 'Island', 'Swamp', 'Forest', 'Mountain', 'Craw Wurm'] },
    },
  });
  take(g, 'attack with Grimoire Thief');
  for (let i = 0; i < 6 && zoneObjects(g, Zone.Removed, 1).length < 3; i++) {
    let a = 0;
    while (a < optionCount(g) && !describeOption(g, a).includes('pass')) a++;
    apply(g, a < optionCount(g) ? a : 0);
  }
  return { g, cards: zoneObjects(g, Zone.Removed, 1) };
}

describe("Grimoire Thief: cards removed face down that the Thief's controller may look at", () => {
  test('are hidden from their owner and seen by the player who removed them', () => {
    const { g, cards } = removed();
    expect(cards.map((id) => realCardOf(g, id).name).sort()).toEqual(['Hill Giant', 'Serra Angel', 'Shock']);
    for (const id of cards) {
      expect(() => new PlayerView(g, 1).cardName(id)).toThrow(/hidden/);
      expect(new PlayerView(g, 0).cardName(id)).toBe(realCardOf(g, id).name);
    }
  });

  test("their owner's determinizations redraw them among its library; the remover's keep them", () => {
    const { g, cards } = removed();
    const viewB = new PlayerView(g, 1);
    const dst = viewB.newGame();
    const seen = new Set<string>();
    for (let seed = 1; seed <= 24; seed++) {
      viewB.determinize((k) => (seed * 7919 + 13 * k) % k, dst);
      seen.add(realCardOf(dst, cards[0]).name);
    }
    expect(seen.size).toBeGreaterThan(1);
    const viewA = new PlayerView(g, 0);
    const dstA = viewA.newGame();
    for (let seed = 1; seed <= 8; seed++) {
      viewA.determinize((k) => (seed * 31 + 7) % k, dstA);
      for (const id of cards) expect(realCardOf(dstA, id).name).toBe(realCardOf(g, id).name);
    }
  });
});

describe("Colfenor's Plans: cards removed face down that their owner may look at and play", () => {
  function plans() {
    const g = position({
      players: {
        A: {
          hand: ["Colfenor's Plans"],
          inPlay: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Forest', 'Forest'],
          library: ['Forest', 'Grizzly Bears', 'Giant Growth', 'Plains', 'Plains', 'Plains', 'Plains', 'Island'],
        },
        B: { library: ['Plains', 'Plains'] },
      },
    });
    take(g, "cast Colfenor's Plans");
    for (let i = 0; i < 8 && zoneObjects(g, Zone.Removed, 0).length < 7; i++) {
      let a = 0;
      while (a < optionCount(g) && !describeOption(g, a).includes('pass')) a++;
      apply(g, a < optionCount(g) ? a : 0);
    }
    return { g, cards: zoneObjects(g, Zone.Removed, 0) };
  }

  test('are hidden from the other player and offered to their owner (a land; no second spell this turn)', () => {
    const { g, cards } = plans();
    expect(cards).toHaveLength(7);
    for (const id of cards) {
      expect(() => new PlayerView(g, 1).cardName(id)).toThrow(/hidden/);
      expect(new PlayerView(g, 0).cardName(id)).toBe(realCardOf(g, id).name);
    }
    const options = Array.from({ length: optionCount(g) }, (_, a) => describeOption(g, a));
    expect(options.some((o) => o.startsWith('play Forest'))).toBe(true);
    // the Plans was this turn's spell: "You can't play more than one spell each turn"
    expect(options.some((o) => o.includes('Grizzly Bears') || o.includes('Giant Growth'))).toBe(false);
  });
});
