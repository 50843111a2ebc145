// The bench's pilot fields (playtest bench): games through the harness's loop, rotation over both seats.
// Only that they play and report; speed itself is measured by `playtest bench`, never asserted here.
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { randomGamesPerSec } from '../src/bench/bench.js';
import { mctsMixedProbe } from '../src/bench/mcts-probe.js';
import { greedyGamesPerSec, msPerGame } from '../src/bench/pilot-bench.js';
import { readDeck } from '../src/decks/parse.js';
import { pool } from './agents-helpers.js';

const deck = (name: string) => readDeck(fileURLToPath(new URL(`../decks/${name}.txt`, import.meta.url)), pool);

describe('bench: the pilots', () => {
  test('greedy games per second and ms per game are positive rates over real games', () => {
    const decks = [deck('red-burn'), deck('green-stompy')];
    expect(greedyGamesPerSec(pool, decks, 1, 1, 0)).toBeGreaterThan(0);
    const ms = msPerGame(pool, [decks[0]], decks, 'greedy', 'random', 2);
    expect(ms).toBeGreaterThan(0);
    expect(Number.isFinite(ms)).toBe(true);
  });

  test('random games per second over whole rotations: a round plays at least one, however short', () => {
    const decks = [deck('red-burn'), deck('green-stompy'), deck('elves-garruk')].map((d) => d.cards);
    const perSec = randomGamesPerSec(pool, decks, 0, 1);
    expect(perSec).toBeGreaterThan(0);
    expect(Number.isFinite(perSec)).toBe(true);
  });

  test("the mixed set's MCTS figure searches each pair of decks in turn, at least one search", () => {
    const decks = [deck('red-burn'), deck('green-stompy'), deck('elves-garruk')].map((d) => d.cards);
    const perSec = mctsMixedProbe(pool, decks)(0);
    expect(perSec).toBeGreaterThan(0);
    expect(Number.isFinite(perSec)).toBe(true);
  });
});
