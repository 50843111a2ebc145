// The game's own generator (src/engine/rng.ts): seedrandom's xor128 stepped on words kept in the game's
// memory, so it is part of the state and cloned with it (design.md, "Engine core").
import seedrandom from 'seedrandom';
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { Game } from '../src/engine/api/game.js';
import { blankGame, stateHash } from '../src/engine/api/setup.js';
import { rngInt, rngNext, seedRng, shuffleInts } from '../src/engine/core/rng.js'; // under test

const pool = loadPool();
const forest = pool.compiled('Forest').id;
const deck = (n: number) => new Array<number>(n).fill(forest);
const fresh = () => new Game(pool.cards, 3, 2);

const SEEDS = [0, 1, 2, 42, 1234567, 2 ** 31 - 1, 2 ** 31, 0xdeadbeef, 2 ** 32 - 1];

describe('rngNext is seedrandom.xor128(String(seed)).int32()', () => {
  for (const seed of SEEDS) {
    test(`seed ${seed}: 5,000 numbers`, () => {
      const g = fresh();
      seedRng(g, seed);
      const ref = seedrandom.xor128(String(seed));
      for (let i = 0; i < 5000; i++) expect(rngNext(g), `number ${i}`).toBe(ref.int32());
    });
  }

  test('a negative seed is read as its unsigned 32-bit value (String(seed >>> 0))', () => {
    const g = fresh();
    seedRng(g, -1);
    const ref = seedrandom.xor128(String(-1 >>> 0));
    for (let i = 0; i < 100; i++) expect(rngNext(g)).toBe(ref.int32());
  });

  test('different seeds give different streams', () => {
    const firsts = SEEDS.map((s) => {
      const g = fresh();
      seedRng(g, s);
      return [rngNext(g), rngNext(g), rngNext(g)].join(',');
    });
    expect(new Set(firsts).size).toBe(SEEDS.length);
  });

  test('blankGame seeds the generator from opts.seed', () => {
    const g = blankGame(pool.cards, deck(3), deck(2), { seed: 777, firstPlayer: 0, maxTurns: 10 });
    const ref = seedrandom.xor128('777');
    for (let i = 0; i < 50; i++) expect(rngNext(g)).toBe(ref.int32());
  });

  test('the generator words live outside the hashed region (stepping it leaves the hash alone)', () => {
    const g = blankGame(pool.cards, deck(3), deck(2), { seed: 5, firstPlayer: 0, maxTurns: 10 });
    expect(g.rngState).toBeGreaterThanOrEqual(g.hashedEnd);
    const before = stateHash(g);
    for (let i = 0; i < 10; i++) rngNext(g);
    expect(stateHash(g)).toBe(before);
  });
});

describe('rngInt', () => {
  test('stays in [0, n) and is a whole number, for many n', () => {
    const g = fresh();
    seedRng(g, 99);
    for (const n of [1, 2, 3, 7, 10, 53, 60, 100, 1000, 2 ** 20, 2 ** 31 - 1]) {
      for (let i = 0; i < 2000; i++) {
        const v = rngInt(g, n);
        if (!Number.isInteger(v) || v < 0 || v >= n) throw new Error(`rngInt(${n}) gave ${v}`);
      }
    }
  });

  test('rngInt(1) is always 0', () => {
    const g = fresh();
    seedRng(g, 3);
    for (let i = 0; i < 1000; i++) expect(rngInt(g, 1)).toBe(0);
  });

  test('is floor(prng() * n) of the same seedrandom stream (prng() = uint32 / 2^32 for xor128)', () => {
    const g = fresh();
    seedRng(g, 2024);
    const ref = seedrandom.xor128('2024');
    for (let i = 0; i < 1000; i++) {
      const n = 1 + (i % 97);
      expect(rngInt(g, n)).toBe(Math.floor(ref() * n));
    }
  });

  test('hits every value of a small range, roughly evenly', () => {
    const g = fresh();
    seedRng(g, 11);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rngInt(g, 6)]++;
    for (const c of counts) {
      expect(c).toBeGreaterThan(9_400);
      expect(c).toBeLessThan(10_600);
    }
  });
});

describe('the generator state is cloned with the game', () => {
  test('clone, then draw from both: the same numbers', () => {
    const a = blankGame(pool.cards, deck(3), deck(2), { seed: 31337, firstPlayer: 1, maxTurns: 10 });
    for (let i = 0; i < 17; i++) rngNext(a);
    const b = fresh();
    a.cloneInto(b);
    const fromA: number[] = [];
    const fromB: number[] = [];
    for (let i = 0; i < 500; i++) fromA.push(rngNext(a));
    for (let i = 0; i < 500; i++) fromB.push(rngNext(b));
    expect(fromB).toEqual(fromA);
    // and they continue seedrandom's stream from where the original was
    const ref = seedrandom.xor128('31337');
    for (let i = 0; i < 17; i++) ref.int32();
    expect(fromA).toEqual(Array.from({ length: 500 }, () => ref.int32()));
  });

  test('the clone has its own state: drawing from one does not move the other', () => {
    const a = blankGame(pool.cards, deck(3), deck(2), { seed: 8, firstPlayer: 0, maxTurns: 10 });
    const b = fresh();
    a.cloneInto(b);
    for (let i = 0; i < 100; i++) rngNext(b); // b runs ahead
    const ref = seedrandom.xor128('8');
    for (let i = 0; i < 20; i++) expect(rngNext(a)).toBe(ref.int32());
  });

  test('cloning into a game seeded differently overwrites its generator', () => {
    const a = blankGame(pool.cards, deck(3), deck(2), { seed: 100, firstPlayer: 0, maxTurns: 10 });
    const b = blankGame(pool.cards, deck(3), deck(2), { seed: 200, firstPlayer: 0, maxTurns: 10 });
    a.cloneInto(b);
    for (let i = 0; i < 100; i++) expect(rngInt(b, 1000)).toBe(rngInt(a, 1000));
  });
});

describe('shuffleInts', () => {
  test('is Fisher-Yates with rngInt(g, i + 1) for i from n - 1 down to 1, and leaves the generator where those draws would', () => {
    for (const seed of SEEDS) {
      for (const n of [0, 1, 2, 7, 60]) {
        const a = fresh();
        const b = fresh();
        seedRng(a, seed);
        seedRng(b, seed);
        const mine = Int32Array.from({ length: n }, (_, i) => i);
        const ref = Int32Array.from({ length: n }, (_, i) => i);
        shuffleInts(a, mine, n);
        for (let i = n - 1; i > 0; i--) {
          const j = rngInt(b, i + 1);
          const v = ref[i];
          ref[i] = ref[j];
          ref[j] = v;
        }
        expect(Array.from(mine), `seed ${seed}, ${n} items`).toEqual(Array.from(ref));
        expect(rngNext(a), `seed ${seed}, ${n} items: next draw`).toBe(rngNext(b));
      }
    }
  });
});
