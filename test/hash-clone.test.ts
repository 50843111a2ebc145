// The 64-bit state hash (two 32-bit Zobrist-style halves, computed when asked), the version put() counts,
// and cloneInto (design.md, "Engine core": the hash lets tests check that clone/undo restore the state).
import seedrandom from 'seedrandom';
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { readDeck } from '../src/decks/parse.js';
import {
  apply,
  Decision,
  decisionKind,
  Game,
  isOver,
  legalActions,
  MAX_OPTIONS,
  newGame,
} from '../src/engine/api/game.js';
import { blankGame, stateHash } from '../src/engine/api/setup.js';
// the hash and the version themselves are under test
import { addEffect, ContinuousEffect, Layer, removeEffect, Until } from '../src/engine/core/continuous.js';
import { computeHash, EffectField, endWrites, Global, put, ref, writeQuiet } from '../src/engine/core/state.js';
import { deckIds } from '../src/harness/play-game.js';
import { fileURLToPath } from 'node:url';
import { liveWords } from './state-words.js';

const pool = loadPool();
const deckFile = (d: string) => fileURLToPath(new URL(`../decks/${d}.txt`, import.meta.url));
const green = deckIds(pool, readDeck(deckFile('green-stompy'), pool).cards);
const black = deckIds(pool, readDeck(deckFile('black-removal'), pool).cards);
const opts = (seed: number) => ({ seed, firstPlayer: 0, maxTurns: 50 });

const hashOf = (g: Game): [number, number] => computeHash(g);

/** A game at the start of turn `turn` (random choices from a seeded stream, opening hands kept). */
function midGame(seed: number, turn: number): Game {
  const g = newGame(pool.cards, green, black, opts(seed));
  const r = seedrandom.xor128(`mid:${seed}`);
  const legal = new Int32Array(MAX_OPTIONS);
  while (g.m[Global.Turn] < turn && !isOver(g)) {
    const n = legalActions(g, legal);
    apply(g, decisionKind(g) === Decision.Mulligan ? 0 : Math.floor(r() * n)); // always keep
  }
  expect(isOver(g), `midGame(${seed}, ${turn}) is over`).toBe(false);
  expect(g.m[Global.Turn]).toBe(turn);
  return g;
}

describe('state hash', () => {
  test('a fresh Game is all zeros and hashes to 0', () => {
    const g = new Game(pool.cards, 60, 60);
    expect(hashOf(g)).toEqual([0, 0]);
    expect(stateHash(g)).toBe('0000000000000000');
  });

  test('stateHash is computeHash in 16 hex digits, high half first', () => {
    const g = midGame(2, 5);
    const [lo, hi] = computeHash(g);
    expect(stateHash(g)).toBe((hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0'));
  });

  test('writing the old values back, in any order, restores the hash (Zobrist: order does not matter)', () => {
    const g = midGame(3, 8);
    const before = hashOf(g);
    const saved = g.m.slice(0, g.hashedEnd);
    const r = seedrandom.xor128('restore');
    const touched: number[] = [];
    for (let i = 0; i < 5000; i++) {
      const off = 2 + Math.floor(r() * (g.hashedEnd - 2));
      put(g, off, r.int32() & 0xff);
      touched.push(off);
    }
    expect(hashOf(g)).not.toEqual(before);
    // restore in a shuffled order
    for (let i = touched.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [touched[i], touched[j]] = [touched[j], touched[i]];
    }
    for (const off of touched) put(g, off, saved[off]);
    expect(hashOf(g)).toEqual(before);
  });

  test('two games built the same way have equal hashes', () => {
    const a = blankGame(pool.cards, green, black, opts(9));
    const b = blankGame(pool.cards, green, black, opts(9));
    expect(stateHash(a)).toBe(stateHash(b));
    expect(hashOf(a)).not.toEqual([0, 0]);
    const c = newGame(pool.cards, green, black, opts(77));
    const d = newGame(pool.cards, green, black, opts(77));
    expect(stateHash(c)).toBe(stateHash(d));
    expect(c.m).toEqual(d.m);
    const e = midGame(5, 9);
    const f = midGame(5, 9);
    expect(stateHash(e)).toBe(stateHash(f));
  });

  test('games built differently hash differently', () => {
    // a different seed shuffles the libraries differently
    expect(stateHash(newGame(pool.cards, green, black, opts(1)))).not.toBe(
      stateHash(newGame(pool.cards, green, black, opts(2))),
    );
    // the same seed with the other player first
    const first1 = newGame(pool.cards, green, black, { ...opts(1), firstPlayer: 1 });
    expect(stateHash(newGame(pool.cards, green, black, opts(1)))).not.toBe(stateHash(first1));
    // seats swapped
    expect(stateHash(blankGame(pool.cards, green, black, opts(1)))).not.toBe(
      stateHash(blankGame(pool.cards, black, green, opts(1))),
    );
  });

  test('changing any single hashed field changes both halves; changing it back restores them', () => {
    const g = midGame(11, 7);
    const base = hashOf(g);
    for (let off = 2; off < g.hashedEnd; off++) {
      const old = g.m[off];
      for (const v of [old + 1, old === 0 ? -1 : 0]) {
        put(g, off, v);
        const h = hashOf(g);
        if (h[0] === base[0] || h[1] === base[1])
          throw new Error(`m[${off}]: ${old} -> ${v} left a hash half unchanged`);
        put(g, off, old);
        const back = hashOf(g);
        if (back[0] !== base[0] || back[1] !== base[1])
          throw new Error(`m[${off}]: restoring ${old} did not restore the hash`);
      }
    }
    expect(computeHash(g)).toEqual(base);
  });

  test('the same value at two different fields hashes differently', () => {
    const a = new Game(pool.cards, 60, 60);
    const b = new Game(pool.cards, 60, 60);
    put(a, Global.Turn, 5);
    put(b, Global.Active, 5);
    expect(stateHash(a)).not.toBe(stateHash(b));
  });

  test('the unhashed words (version and decision counters, generator, characteristics cache, options, history) do not enter the hash', () => {
    const g = midGame(13, 6);
    const base = hashOf(g);
    g.m[Global.Version] += 7;
    g.m[Global.Decisions] += 3;
    for (let off = g.hashedEnd; off < g.size; off++) g.m[off] ^= 0x5a5a;
    expect(hashOf(g)).toEqual(base);
  });
});

describe('state version (the priority cache key)', () => {
  test('put() counts each change of player or object state; the same value, or the turn and priority globals, do not count', () => {
    const g = midGame(17, 4);
    const r = seedrandom.xor128('version');
    for (let i = 0; i < 2000; i++) {
      const off = g.players + Math.floor(r() * (g.hashedEnd - g.players));
      const v0 = g.m[Global.Version];
      const same = r() < 0.3;
      const v = same ? g.m[off] : g.m[off] + 1;
      put(g, off, v);
      expect(g.m[off]).toBe(v);
      expect(g.m[Global.Version], `write ${i} at m[${off}]`).toBe(same ? v0 : v0 + 1);
    }
    const v0 = g.m[Global.Version];
    put(g, Global.Passes, g.m[Global.Passes] + 1);
    put(g, Global.Prio, 1 - g.m[Global.Prio]);
    expect(g.m[Global.Version]).toBe(v0);
  });

  test('a run of writeQuiet counts once, at endWrites', () => {
    const g = midGame(19, 4);
    const v0 = g.m[Global.Version];
    for (let i = 0; i < 10; i++) writeQuiet(g, g.markedDamage + i, 3);
    expect(g.m[Global.Version]).toBe(v0);
    endWrites(g);
    expect(g.m[Global.Version]).toBe(v0 + 1);
    for (let i = 0; i < 10; i++) expect(g.m[g.markedDamage + i]).toBe(3);
  });
});

describe('effect rows (continuous.ts): removing one moves the later rows up as one change of the version', () => {
  /** Adds until-end-of-turn 6b rows of object 0 on itself (what, amount, timestamp); returns the first one's index. */
  function rows(g: Game, ...specs: [ContinuousEffect, number, number][]): number {
    const n0 = g.m[Global.EffN];
    const obj = ref(g, 0);
    for (const [what, amount, ts] of specs)
      addEffect(g, Layer.PtSet, what, obj, obj, 0, amount, amount, Until.EndOfTurn, ts);
    return n0;
  }
  const at = (g: Game, i: number, f: EffectField) => g.m[g.effects + i * EffectField.SIZE + f];

  test('CR 418.5e a twin "becomes A/B" row is dropped: the other rows keep their order, the freed row is cleared', () => {
    const g = midGame(23, 4);
    // a becomes 3/3, a +1/+1, then the same becomes 3/3 again (a later timestamp)
    const n0 = rows(
      g,
      [ContinuousEffect.SetPt, 3, 900],
      [ContinuousEffect.Pump, 1, 901],
      [ContinuousEffect.SetPt, 3, 902],
    );
    expect(g.m[Global.EffN]).toBe(n0 + 2);
    expect([at(g, n0, EffectField.What), at(g, n0, EffectField.Ts)]).toEqual([ContinuousEffect.Pump, 901]);
    expect([at(g, n0 + 1, EffectField.What), at(g, n0 + 1, EffectField.Ts)]).toEqual([ContinuousEffect.SetPt, 902]);
    for (let f = 0; f < EffectField.SIZE; f++) expect(at(g, n0 + 2, f)).toBe(0);
  });

  test('removing a row counts as a change of the version (the priority cache must not serve a listing made before)', () => {
    const g = midGame(29, 4);
    const n0 = rows(g, [ContinuousEffect.Pump, 1, 900], [ContinuousEffect.Pump, 2, 901]);
    const v0 = g.m[Global.Version];
    removeEffect(g, n0);
    expect(g.m[Global.Version]).not.toBe(v0);
    expect(g.m[Global.EffN]).toBe(n0 + 1);
    expect(at(g, n0, EffectField.A)).toBe(2);
  });
});

describe('cloneInto', () => {
  test('copies every word in use, the hash included, into a fresh game and into a used one', () => {
    const src = midGame(21, 10);
    const fresh = new Game(pool.cards, green.length, black.length);
    src.cloneInto(fresh);
    expect(liveWords(fresh)).toEqual(liveWords(src));
    expect(stateHash(fresh)).toBe(stateHash(src));
    expect(computeHash(fresh)).toEqual(hashOf(src));
    const used = midGame(22, 8);
    expect(stateHash(used)).not.toBe(stateHash(src));
    src.cloneInto(used);
    expect(liveWords(used)).toEqual(liveWords(src));
  });

  test('the clone is independent: playing on in one leaves the other as it was', () => {
    const src = midGame(23, 5);
    expect(isOver(src)).toBe(false);
    const snapshot = src.m.slice();
    const dst = new Game(pool.cards, green.length, black.length);
    src.cloneInto(dst);
    const legal = new Int32Array(MAX_OPTIONS);
    for (let i = 0; i < 50 && !isOver(dst); i++) apply(dst, legalActions(dst, legal) - 1);
    expect(src.m).toEqual(snapshot);
    expect(dst.m).not.toEqual(snapshot);
  });

  test('throws for a game with a different number of cards', () => {
    const a = blankGame(pool.cards, green, black, opts(1));
    expect(() => a.cloneInto(new Game(pool.cards, 60, 59))).toThrow(/different layouts/);
    expect(() => a.cloneInto(new Game(pool.cards, 40, 40))).toThrow(/different layouts/);
    expect(() => new Game(pool.cards, 40, 40).cloneInto(a)).toThrow(/different layouts/);
  });

  test('throws for a game over another card list, even of the same sizes', () => {
    const a = blankGame(pool.cards, green, black, opts(1));
    const other = [...pool.cards];
    expect(() => a.cloneInto(new Game(other, green.length, black.length))).toThrow(/different layouts/);
  });

  test('leaves the destination untouched when it throws', () => {
    const a = midGame(30, 4);
    const b = new Game(pool.cards, 60, 59);
    const before = b.m.slice();
    expect(() => a.cloneInto(b)).toThrow();
    expect(b.m).toEqual(before);
  });

  // Game(cards, 40, 60) and Game(cards, 60, 40) have the same memory size; accepting one as the other
  // would leave the clone's nA disagreeing with its owner column.
  test('throws for decks of the same total but split differently between the seats (nA differs)', () => {
    const a = new Game(pool.cards, 40, 60);
    const b = new Game(pool.cards, 60, 40);
    expect(a.size).toBe(b.size);
    expect(() => a.cloneInto(b)).toThrow(/different layouts/);
  });
});
