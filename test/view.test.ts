// PlayerView (design.md, "Hidden information"): each agent sees only what its player may know: its own
// hand, both graveyards, everything in play and on the stack, and only the sizes of hidden zones.
import seedrandom from 'seedrandom';
import { describe, expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadPool } from '../src/cards/pool.js';
import { readDeck } from '../src/decks/parse.js';
import {
  apply,
  Decision,
  decisionKind,
  decisionPlayer,
  type Game,
  isOver,
  legalActions,
  MAX_OPTIONS,
  newGame,
  optionCount,
  turnNumber,
  winner,
} from '../src/engine/api/game.js';
import {
  activePlayer,
  controllerOf,
  damageOf,
  deckCardCount,
  isTapped,
  life,
  nameOf,
  optionValue,
  ownerOf,
  PlayerView,
  trustedView,
  Zone,
  zoneObject,
  zoneObjects,
  zoneOf,
  zoneSize,
} from '../src/engine/api/observe.js';
import { gameMemory, positionKey } from '../src/engine/api/setup.js';
import { SearchRng } from '../agents/rng.js';
import { deckIds } from '../src/harness/play-game.js';

const pool = loadPool();
const deckFile = (d: string) => fileURLToPath(new URL(`../decks/${d}.txt`, import.meta.url));
const green = deckIds(pool, readDeck(deckFile('green-stompy'), pool).cards);
const black = deckIds(pool, readDeck(deckFile('black-removal'), pool).cards);
const legal = new Int32Array(MAX_OPTIONS);

function game(seed: number): Game {
  return newGame(pool.cards, green, black, { seed, firstPlayer: 0, maxTurns: 50 });
}
const list = (g: Game, zone: Zone, p: number): number[] => zoneObjects(g, zone, p);
/** Plays seeded random choices (opening hands kept) until `until` holds or the game ends. */
function playUntil(g: Game, seed: number, until: (g: Game) => boolean, cap = 5000): boolean {
  const r = seedrandom.xor128(`view:${seed}`);
  for (let i = 0; i < cap && !isOver(g); i++) {
    if (until(g)) return true;
    const n = legalActions(g, legal);
    apply(g, decisionKind(g) === Decision.Mulligan ? 0 : Math.floor(r() * n));
  }
  return !isOver(g) && until(g);
}

/** Every fact accessor of the view, so each can be checked for hiding. */
const FACTS: [string, (v: PlayerView, id: number) => unknown][] = [
  ['cardName', (v, id) => v.cardName(id)],
  ['controller', (v, id) => v.controller(id)],
  ['power', (v, id) => v.power(id)],
  ['toughness', (v, id) => v.toughness(id)],
  ['keywords', (v, id) => v.keywords(id)],
  ['types', (v, id) => v.types(id)],
  ['tapped', (v, id) => v.tapped(id)],
  ['damage', (v, id) => v.damage(id)],
];
function expectHidden(v: PlayerView, id: number): void {
  for (const [name, f] of FACTS) expect(() => f(v, id), `${name}(${id}) for player ${v.player}`).toThrow(/hidden/);
}
function expectVisible(v: PlayerView, g: Game, id: number): void {
  expect(v.cardName(id)).toBe(nameOf(g, id));
  expect(() => v.controller(id)).not.toThrow();
  expect(() => v.types(id)).not.toThrow();
}
const byId = (a: number, b: number) => a - b;

describe('at the opening hands', () => {
  const g = game(7);
  const views = [new PlayerView(g, 0), new PlayerView(g, 1)];

  test('each player sees exactly their own hand, with names', () => {
    for (const p of [0, 1]) {
      const hand = views[p].hand();
      expect(hand).toHaveLength(7);
      expect([...hand].sort(byId)).toEqual(list(g, Zone.Hand, p).sort(byId));
      for (const id of hand) {
        expect(ownerOf(g, id)).toBe(p);
        expect(views[p].cardName(id)).toBe(nameOf(g, id));
        expect(views[p].controller(id)).toBe(p);
      }
    }
  });

  test("the opponent's hand is hidden: every fact of its cards throws", () => {
    for (const p of [0, 1]) for (const id of list(g, Zone.Hand, 1 - p)) expectHidden(views[p], id);
  });

  test("libraries are hidden from both players, one's own included", () => {
    for (const p of [0, 1]) {
      for (const owner of [0, 1]) for (const id of list(g, Zone.Library, owner)) expectHidden(views[p], id);
    }
  });

  test('sizes of hidden zones, life and turn are shown', () => {
    for (const p of [0, 1]) {
      expect(views[p].handSize(0)).toBe(7);
      expect(views[p].handSize(1)).toBe(7);
      expect(views[p].librarySize(0)).toBe(green.length - 7);
      expect(views[p].librarySize(1)).toBe(black.length - 7);
      expect(views[p].life(0)).toBe(20);
      expect(views[p].life(1)).toBe(20);
      expect(views[p].turn).toBe(1);
      expect(views[p].inPlay()).toEqual([]);
      expect(views[p].graveyard(0)).toEqual([]);
      expect(views[p].stackSize()).toBe(0);
    }
  });

  test('the pending decision is shown: kind, option count and option words', () => {
    const v = views[decisionPlayer(g)];
    expect(v.decisionKind).toBe(Decision.Mulligan);
    expect(v.optionCount).toBe(optionCount(g));
    for (let a = 0; a < v.optionCount; a++) expect(v.option(a)).toBe(optionValue(g, a));
  });

  test('hand() is a copy: changing it does not change the game', () => {
    const hand = views[0].hand();
    hand.length = 0;
    expect(views[0].hand()).toHaveLength(7);
  });
});

describe('during play', () => {
  test('in-play objects and both graveyards are visible to both players; hands stay private', () => {
    const g = game(21);
    const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
    const reached = playUntil(
      g,
      21,
      (x) =>
        list(x, Zone.InPlay, 0).length >= 6 &&
        list(x, Zone.Graveyard, 0).length + list(x, Zone.Graveyard, 1).length >= 2,
    );
    expect(reached).toBe(true);
    for (const v of views) {
      expect([...v.inPlay()].sort(byId)).toEqual(list(g, Zone.InPlay, 0).sort(byId));
      for (const id of v.inPlay()) {
        expect(v.cardName(id)).toBe(nameOf(g, id));
        expect(v.controller(id)).toBe(controllerOf(g, id));
        expect(typeof v.power(id)).toBe('number');
        expect(v.tapped(id)).toBe(isTapped(g, id));
        expect(v.damage(id)).toBe(damageOf(g, id));
      }
      for (const p of [0, 1]) {
        expect(v.graveyard(p)).toEqual(list(g, Zone.Graveyard, p));
        for (const id of v.graveyard(p)) expect(v.cardName(id)).toBe(nameOf(g, id));
        expect(v.handSize(p)).toBe(list(g, Zone.Hand, p).length);
        expect(v.librarySize(p)).toBe(list(g, Zone.Library, p).length);
        expect(v.life(p)).toBe(life(g, p));
      }
      expect(v.hand()).toEqual(list(g, Zone.Hand, v.player));
      for (const id of list(g, Zone.Hand, 1 - v.player)) expectHidden(v, id);
      for (const p of [0, 1]) for (const id of list(g, Zone.Library, p)) expectHidden(v, id);
      expect(v.turn).toBe(turnNumber(g));
      expect(v.activePlayer).toBe(activePlayer(g));
    }
  });

  test('a spell on the stack is visible to both players', () => {
    const g = game(5);
    const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
    const onStack = (x: Game) => {
      for (let id = 0; id < deckCardCount(x); id++) if (zoneOf(x, id) === Zone.Stack) return id;
      return -1;
    };
    expect(playUntil(g, 5, (x) => onStack(x) >= 0)).toBe(true);
    const id = onStack(g);
    for (const v of views) {
      expect(v.stackSize()).toBeGreaterThan(0);
      expectVisible(v, g, id);
    }
  });

  test('the view is live: it follows the game as it changes, and a card leaving a hidden zone becomes visible', () => {
    const g = game(33);
    const v0 = new PlayerView(g, 0);
    const v1 = new PlayerView(g, 1);
    // Play until player 1 has put a card from hand into play: that card was hidden from player 0, now not.
    const hidden = new Set(list(g, Zone.Hand, 1));
    let revealed = -1;
    const found = playUntil(g, 33, (x) => {
      for (const id of list(x, Zone.Hand, 1)) hidden.add(id);
      revealed = list(x, Zone.InPlay, 0).find((id) => hidden.has(id)) ?? -1;
      return revealed >= 0;
    });
    expect(found).toBe(true);
    expect(v0.inPlay()).toContain(revealed);
    expect(v0.cardName(revealed)).toBe(v1.cardName(revealed));
    expect(v0.handSize(1)).toBe(list(g, Zone.Hand, 1).length);
    expect(v0.librarySize(0)).toBe(list(g, Zone.Library, 0).length);
  });

  test('a drawn card becomes visible to its owner only', () => {
    const g = game(44);
    const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
    const top = (x: Game, p: number) => zoneObject(x, Zone.Library, p, zoneSize(x, Zone.Library, p) - 1);
    // the next card player 1 draws: hidden to both while in the library
    const next = top(g, 1);
    expectHidden(views[0], next);
    expectHidden(views[1], next);
    expect(playUntil(g, 44, (x) => zoneOf(x, next) !== Zone.Library)).toBe(true);
    expect(zoneOf(g, next)).toBe(Zone.Hand);
    expect(views[1].hand()).toContain(next);
    expectVisible(views[1], g, next);
    expectHidden(views[0], next);
  });
});

describe('sealed at run time', () => {
  test("a plain view's games hold copies of the game's cards; the harness's trusted view (built-in agents) shares them", () => {
    const g = game(3);
    const copies = new PlayerView(g, 0).newGame().cards;
    expect(copies).not.toBe(pool.cards);
    const used = copies.findIndex((c) => c !== undefined);
    expect(copies[used]).not.toBe(pool.cards[used]);
    expect(copies[used]).toEqual(pool.cards[used]);
    const shared = trustedView(g, 0).newGame();
    expect(shared.cards).toBe(pool.cards);
    // its determinizations are as hidden as the plain view's: the same stream gives the same copy
    const a = new PlayerView(g, 0);
    const b = trustedView(g, 0);
    const da = a.newGame();
    const db = b.newGame();
    const stream = () => {
      const r = seedrandom('s');
      return (n: number) => Math.floor(r() * n);
    };
    a.determinize(stream(), da);
    b.determinize(stream(), db);
    expect(Array.from(gameMemory(db))).toEqual(Array.from(gameMemory(da)));
  });

  test("the trusted view's in-place determinization, into a copy a finished playout left dirty, plays as the sealed one", () => {
    const g = game(5);
    expect(playUntil(g, 5, (x) => turnNumber(x) >= 6 && decisionKind(x) === Decision.Priority)).toBe(true);
    const sealed = new PlayerView(g, decisionPlayer(g));
    const trusted = trustedView(g, decisionPlayer(g));
    const da = sealed.newGame();
    const db = trusted.newGame();
    for (let round = 0; round < 3; round++) {
      // db still holds the last round's finished game: stale options, events and lists past those in use
      sealed.determinize(new SearchRng(round).rand, da);
      trusted.determinize(new SearchRng(round).rand, db);
      const r = new SearchRng(100 + round);
      let steps = 0;
      for (; !isOver(da) && steps < 3000; steps++) {
        expect(positionKey(db)).toBe(positionKey(da));
        expect(optionCount(db)).toBe(optionCount(da));
        const a = r.int(optionCount(da));
        apply(da, a);
        apply(db, a);
      }
      expect(steps).toBeGreaterThan(20);
      expect(isOver(db)).toBe(isOver(da));
      expect(winner(db)).toBe(winner(da));
    }
  });

  test('arguments are checked: no stale option, no other column, no third player', () => {
    const g = game(3);
    const v = new PlayerView(g, decisionPlayer(g));
    const n = optionCount(g);
    expect(v.option(n - 1)).toBe(optionValue(g, n - 1));
    for (const bad of [n, -1, 1.5, Number.NaN]) expect(() => v.option(bad)).toThrow(RangeError);
    for (const bad of [-1, 5000, 0.5]) expect(() => v.cardName(bad)).toThrow(RangeError);
    expect(() => v.life(2)).toThrow(RangeError);
    expect(() => v.graveyard(-1)).toThrow(RangeError);
  });

  test('the view, its class and prototype are frozen; the player cannot be changed', () => {
    const g = game(3);
    const v = new PlayerView(g, 0);
    expect(() => {
      (v as unknown as { player: number }).player = 1;
    }).toThrow(TypeError);
    expect(v.player).toBe(0);
    expect(Object.isFrozen(v) && Object.isFrozen(PlayerView.prototype) && Object.isFrozen(PlayerView)).toBe(true);
    expect(Object.keys(v)).toEqual([]);
  });

  test('games from newGame() share nothing writable with the real game', () => {
    const g = game(3);
    const copy = new PlayerView(g, 0).newGame();
    // The card list is a copy of this game's cards: writing it leaves the real cards as they were.
    expect(copy.cards).not.toBe(g.cards);
    const real = g.cards.find((c) => c?.name === 'Grizzly Bears')!;
    const mine = copy.cards[real.id];
    expect(mine).not.toBe(real);
    expect(mine.name).toBe(real.name);
    (mine as { power: number }).power = 9;
    expect(real.power).toBe(2);
    expect(copy.zobrist).not.toBe(g.zobrist);
    expect(() =>
      new PlayerView(g, 0).determinize(() => 0, { m: { set() {}, length: gameMemory(g).length } } as unknown as Game),
    ).toThrow();
  });
});
