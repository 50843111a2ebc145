// Lorwyn (E) words the scenarios can't show: restricted mana (Smokebraider: "Spend this mana only to play Elemental
// spells or activated abilities of Elementals") is no source for other spells, so they aren't offered; a card revealed
// for an additional cost ("reveal a Kithkin card from your hand or pay {3}", 409.1f of 2008) is known to the opponent;
// the top card of a library looked at (Dewdrop Spy) is known to the looker only.
import { describe, expect, test } from 'vitest';
import { describeOption, optionCount, type Game } from '../src/engine/api/game.js';
import { realCardOf } from '../src/engine/api/setup.js';
import { PlayerView, Zone, zoneObjects } from '../src/engine/api/observe.js';
import { position, take } from './agents-helpers.js';

const offers = (g: Game, text: string): boolean => {
  for (let a = 0; a < optionCount(g); a++) if (describeOption(g, a).startsWith(text)) return true;
  return false;
};

describe('restricted mana (Smokebraider)', () => {
  test('pays only for Elemental spells', () => {
    const g = position({
      players: { A: { hand: ['Grizzly Bears', 'Maro', 'Flamekin Bladewhirl'], inPlay: ['Smokebraider', 'Forest'] } },
    });
    expect(offers(g, 'cast Grizzly Bears'), 'Forest and Smokebraider: no {1}{G} for a Bear').toBe(false);
    expect(offers(g, 'cast Maro'), 'three mana for a four-mana Elemental').toBe(false);
    expect(offers(g, 'cast Flamekin Bladewhirl'), 'its {R} from Smokebraider').toBe(true);
    const more = position({
      players: { A: { hand: ['Grizzly Bears', 'Maro'], inPlay: ['Smokebraider', 'Forest', 'Forest'] } },
    });
    expect(offers(more, 'cast Grizzly Bears')).toBe(true);
    expect(offers(more, 'cast Maro')).toBe(true);
  });
});

describe('reveal a card or pay (409.1f of 2008)', () => {
  test('the revealed card is known to the other player; the others stay hidden', () => {
    const g = position({
      players: {
        A: { hand: ['Goldmeadow Stalwart', 'Kithkin Healer', 'Grizzly Bears'], inPlay: ['Plains'] },
      },
    });
    const own = new PlayerView(g, 0);
    const named = (name: string) => zoneObjects(g, Zone.Hand, 0).find((id) => own.cardName(id) === name)!;
    const healer = named('Kithkin Healer');
    const bears = named('Grizzly Bears');
    expect(() => new PlayerView(g, 1).cardName(healer)).toThrow(/hidden/);
    take(g, 'cast Goldmeadow Stalwart');
    expect(new PlayerView(g, 1).cardName(healer)).toBe('Kithkin Healer');
    expect(() => new PlayerView(g, 1).cardName(bears)).toThrow(/hidden/);
  });
});

describe("look at the top card of target player's library (Dewdrop Spy)", () => {
  test("the card looked at stays on top in the looker's determinizations, not in its owner's", () => {
    const g = position({
      players: {
        // (a land to play keeps A's priority a real decision: the game waits there, before B draws)
        A: { hand: ['Dewdrop Spy', 'Island'], inPlay: ['Island', 'Island', 'Island'], library: ['Island', 'Island'] },
        B: { library: ['Hill Giant', 'Forest', 'Island', 'Swamp', 'Plains', 'Mountain'] },
      },
    });
    take(g, 'cast Dewdrop Spy');
    // The Spy resolves (B has nothing to do); its trigger aimed at B; A passes: it resolves.
    take(g, 'target player B');
    take(g, 'pass');
    expect(zoneObjects(g, Zone.InPlay, 0)).toHaveLength(4);
    expect(zoneObjects(g, Zone.Hand, 1)).toHaveLength(0);
    const tops = (viewer: number) => {
      const view = new PlayerView(g, viewer);
      const dst = view.newGame();
      const seen = new Set<string>();
      for (let seed = 1; seed <= 16; seed++) {
        view.determinize((k) => (seed * 7919 + 13 * k) % k, dst);
        const lib = zoneObjects(dst, Zone.Library, 1);
        seen.add(realCardOf(dst, lib[lib.length - 1]).name);
      }
      return seen;
    };
    expect([...tops(0)]).toEqual(['Hill Giant']);
    expect(tops(1).size).toBeGreaterThan(1);
  });
});
