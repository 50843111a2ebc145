// Zone lists and zone changes (a new object each time, 2008 rule 217.1c), and determinization: what a
// player cannot see is redrawn from what that player cannot see, and nothing else changes.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { Flag, StackKind, Zone } from '../src/engine/core/constants.js';
import { apply, describeDecision, describeOption, Game, newGame, optionCount } from '../src/engine/api/game.js';
import { PlayerView } from '../src/engine/api/observe.js';
import { blankGame, gameMemory } from '../src/engine/api/setup.js';
// Under test: zone lists, determinization, and the stack records they read.
import { pushItem, allocRecord } from '../src/engine/core/stack-records.js';
import { determinize } from '../src/engine/determinize.js';
import { grow, put, ref } from '../src/engine/core/state.js';
import { libraryTop, listBase, moveTo } from '../src/engine/core/zones.js';

const pool = loadPool();
const id = (n: string) => pool.compiled(n).id;
const names = (g: Game, zone: Zone, p: number) => {
  const b = listBase(g, zone, p);
  return Array.from({ length: g.m[b] }, (_, i) => g.cards[g.m[g.cardIds + g.m[b + 1 + i]]].name);
};

describe('zones', () => {
  const deck = [id('Forest'), id('Grizzly Bears'), id('Shock'), id('Island')];
  test('the last card put in a library is its top; bottom puts under the rest', () => {
    const g = blankGame(pool.cards, deck, deck, { seed: 1, firstPlayer: 0, maxTurns: 50 });
    moveTo(g, 0, Zone.Library);
    moveTo(g, 1, Zone.Library);
    moveTo(g, 2, Zone.Library, -1, true);
    expect(libraryTop(g, 0)).toBe(1);
    expect(names(g, Zone.Library, 0)).toEqual(['Shock', 'Forest', 'Grizzly Bears']);
  });
  test('a zone change makes a new object: incarnation up, damage, counters and tapped gone', () => {
    const g = blankGame(pool.cards, deck, deck, { seed: 1, firstPlayer: 0, maxTurns: 50 });
    moveTo(g, 1, Zone.InPlay, 0);
    put(g, g.markedDamage + 1, 1);
    put(g, g.plusOneCounters + 1, 2);
    put(g, g.flags + 1, Flag.Tapped);
    const inc = g.m[g.incarnations + 1];
    moveTo(g, 1, Zone.Hand);
    expect(g.m[g.incarnations + 1]).toBe(inc + 1);
    expect([g.m[g.markedDamage + 1], g.m[g.plusOneCounters + 1], g.m[g.flags + 1]]).toEqual([0, 0, 0]);
    expect(names(g, Zone.Hand, 0)).toEqual(['Grizzly Bears']);
    expect(names(g, Zone.InPlay, 0)).toEqual([]);
  });
});

describe('determinize', () => {
  const deckA = [...Array(20).fill(id('Forest')), ...Array(20).fill(id('Grizzly Bears'))];
  const deckB = [...Array(20).fill(id('Mountain')), ...Array(20).fill(id('Shock'))];
  const start = () => {
    const g = newGame(pool.cards, deckA, deckB, { seed: 4, firstPlayer: 0, maxTurns: 50 });
    apply(g, 0);
    apply(g, 0); // both keep
    return g;
  };
  const multiset = (xs: string[]) => [...xs].sort().join();

  test("the opponent's hand and library are redrawn from their combined cards; the viewer's hand stays", () => {
    const g = start();
    const dst = new Game(pool.cards, g.nA, g.nCards - g.nA);
    let s = 1;
    determinize(g, 0, (n) => (s = (s * 48271) % 2147483647) % n, dst);
    expect(names(dst, Zone.Hand, 0)).toEqual(names(g, Zone.Hand, 0));
    expect(dst.m[listBase(dst, Zone.Hand, 1)]).toBe(g.m[listBase(g, Zone.Hand, 1)]);
    expect(multiset([...names(dst, Zone.Hand, 1), ...names(dst, Zone.Library, 1)])).toBe(
      multiset([...names(g, Zone.Hand, 1), ...names(g, Zone.Library, 1)]),
    );
    expect(multiset(names(dst, Zone.Library, 0))).toBe(multiset(names(g, Zone.Library, 0)));
  });

  test('the result depends on which cards are hidden, not on where they really are', () => {
    const g1 = start();
    const g2 = start();
    // Swap a hidden Shock in B's hand with a Mountain deep in B's library, in g2 only.
    const hb = listBase(g2, Zone.Hand, 1);
    const lb = listBase(g2, Zone.Library, 1);
    let h = -1;
    let l = -1;
    for (let i = 0; i < g2.m[hb]; i++) if (g2.m[g2.cardIds + g2.m[hb + 1 + i]] === id('Shock')) h = g2.m[hb + 1 + i];
    for (let i = 0; i < g2.m[lb]; i++) if (g2.m[g2.cardIds + g2.m[lb + 1 + i]] === id('Mountain')) l = g2.m[lb + 1 + i];
    expect(h >= 0 && l >= 0).toBe(true);
    put(g2, g2.cardIds + h, id('Mountain'));
    put(g2, g2.cardIds + l, id('Shock'));
    const d1 = new Game(pool.cards, g1.nA, g1.nCards - g1.nA);
    const d2 = new Game(pool.cards, g1.nA, g1.nCards - g1.nA);
    const stream = () => {
      let s = 7;
      return (n: number) => (s = (s * 48271) % 2147483647) % n;
    };
    determinize(g1, 0, stream(), d1);
    determinize(g2, 0, stream(), d2);
    expect(names(d2, Zone.Hand, 1)).toEqual(names(d1, Zone.Hand, 1));
    expect(names(d2, Zone.Library, 1)).toEqual(names(d1, Zone.Library, 1));
  });
});

describe("the view's determinize() on a grown game", () => {
  test("lays the caller's game out like the real one and fills it with the same copy as the engine makes", () => {
    const deck = [...Array(20).fill(id('Forest')), ...Array(20).fill(id('Grizzly Bears'))];
    const g = newGame(pool.cards, deck, deck, { seed: 4, firstPlayer: 0, maxTurns: 50 });
    const view = new PlayerView(g, 0);
    const dst = view.newGame(); // laid out before the real game grows
    grow(g, 'stack');
    grow(g, 'effects');
    const rand = () => {
      let s = 7;
      return (n: number) => (s = (s * 48271) % 2147483647) % n;
    };
    view.determinize(rand(), dst);
    const ref = new Game(pool.cards, g.nA, g.nCards - g.nA);
    determinize(g, 0, rand(), ref);
    expect(dst.size).toBe(g.size);
    expect(gameMemory(dst)).toEqual(gameMemory(ref));
    expect(names(dst, Zone.Hand, 1)).toEqual(names(ref, Zone.Hand, 1)); // its views follow its new memory
  });
});

describe('determinize keeps public identities', () => {
  test('a card in the hidden hand that is the source of a stack item keeps its identity', () => {
    const deckB = [id('Nekrataal'), ...Array(30).fill(id('Swamp'))];
    const deckA = Array(31).fill(id('Island'));
    const g = blankGame(pool.cards, deckA, deckB, { seed: 2, firstPlayer: 1, maxTurns: 50 });
    for (let i = 0; i < g.nCards; i++) moveTo(g, i, i < g.nA ? Zone.Library : Zone.Hand);
    const nek = g.nA; // B's Nekrataal, bounced to hand while its trigger waits on the stack
    pushItem(g, allocRecord(g, StackKind.Trigger, nek, 0, 1));
    const dst = new Game(pool.cards, g.nA, g.nCards - g.nA);
    for (let seed = 1; seed < 30; seed++) {
      let s = seed;
      determinize(g, 0, (n) => (s = (s * 48271) % 2147483647) % n, dst);
      expect(dst.cards[dst.m[dst.cardIds + nek]].name).toBe('Nekrataal');
    }
  });
});

describe('describe', () => {
  test('decisions and options read as text', () => {
    const g = newGame(pool.cards, [id('Forest')], [id('Forest')], {
      seed: 1,
      firstPlayer: 0,
      maxTurns: 5,
      handSize: 1,
    });
    expect(describeDecision(g)).toBe('turn 1 untap: A mulligan');
    expect([0, 1].slice(0, optionCount(g)).map((a) => describeOption(g, a))).toEqual(['keep', 'mulligan']);
  });
});

describe('determinize: a revealed top card', () => {
  test('Aven Windreader: a revealed top card stays where it is in every determinization, until it leaves the top', () => {
    const deckA = [...Array(20).fill(id('Forest')), ...Array(20).fill(id('Grizzly Bears'))];
    const deckB = [...Array(20).fill(id('Mountain')), ...Array(20).fill(id('Shock'))];
    const g = newGame(pool.cards, deckA, deckB, { seed: 4, firstPlayer: 0, maxTurns: 50 });
    apply(g, 0);
    apply(g, 0);
    const top = libraryTop(g, 1);
    let s = 7;
    const rand = (n: number) => (s = (s * 48271) % 2147483647) % n;
    const topCardIn = (d: Game) => d.m[d.cardIds + libraryTop(d, 1)];
    const dst = new Game(pool.cards, g.nA, g.nCards - g.nA);
    const seen = new Set<number>();
    for (let k = 0; k < 20; k++) {
      determinize(g, 0, rand, dst);
      seen.add(topCardIn(dst));
    }
    expect(seen.size).toBe(2); // hidden: either card
    put(g, g.revealedTops + 1, ref(g, top) + 1); // what revealTop records
    for (let k = 0; k < 20; k++) {
      determinize(g, 0, rand, dst);
      expect(topCardIn(dst)).toBe(g.m[g.cardIds + top]);
    }
  });
});
