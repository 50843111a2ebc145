// Golden games, by behaviour (like chess.js's perft counts): seeded games of every sample deck against
// every other, each recorded as one line of test/golden/games.txt: its winner, end reason, turns, a hash
// of every decision taken (kind, player, option value) and the key of its final position as loop
// detection computes it (object ids and facts, not memory offsets). A change of memory layout changes
// no line; a change of behaviour shows which games moved.
//
// When a change moves games on purpose, rewrite the file in the same commit and say why in its message:
//   UPDATE_GOLDEN=1 npx vitest run test/golden.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPool, poolFromDefs } from '../src/cards/pool.js';
import { readDeck } from '../src/decks/parse.js';
import { decisionKind, decisionPlayer } from '../src/engine/api/game.js';
import { optionValue } from '../src/engine/api/observe.js';
import { positionKey } from '../src/engine/api/setup.js';
import { playGame } from '../src/harness/play-game.js';
import type { Deck, GameSpec } from '../src/harness/types.js';

const FILE = join(import.meta.dirname, 'golden', 'games.txt');
const decksDir = join(import.meta.dirname, '..', 'decks');
// The seventeen Tenth Edition sample decks, named: decks added to decks/ later (the Lorwyn-Morningtide ones) would
// add lines and move card ids, so every line would change without any game changing.
const deckFiles = [
  'auras-equipment',
  'black-control',
  'black-removal',
  'black-triggers',
  'blue-fliers',
  'blue-red-control',
  'green-stompy',
  'green-white-shields',
  'lords',
  'reanimator-worldgorger',
  'red-burn',
  'red-green-beats',
  'red-green-tokens',
  'white-black-drain',
  'white-blue-fliers',
  'white-blue-triggers',
  'white-weenie',
].map((d) => `${d}.txt`);

// A pool of just the sample decks' cards, sorted by name: card ids (and so the lines) stay put when
// other cards join the built-in pool.
const full = loadPool();
const names = [...new Set(deckFiles.flatMap((f) => readDeck(join(decksDir, f), full).cards))].sort();
const pool = poolFromDefs(
  names.map((n) => full.get(n)),
  'golden',
);
const decks = deckFiles.map((f) => readDeck(join(decksDir, f), pool));

/** FNV-1a over 32-bit words, as 8 hex digits. */
function mixWord(h: number, v: number): number {
  for (let k = 0; k < 4; k++) h = Math.imul(h ^ ((v >>> (8 * k)) & 0xff), 0x01000193);
  return h;
}

function line(spec: GameSpec): string {
  let actions = 0x811c9dc5;
  let taken = 0;
  let position = '';
  const r = playGame(spec, pool, {
    decide: (g, action) => {
      actions = mixWord(mixWord(mixWord(actions, decisionKind(g)), decisionPlayer(g)), optionValue(g, action));
      taken++;
    },
    applied: (g) => {
      position = positionKey(g);
    },
  });
  const who = `${spec.deckA.name} ${spec.deckB.name} ${spec.agentA} ${spec.agentB} ${spec.onPlay} ${spec.seed}`;
  const hash = (actions >>> 0).toString(16).padStart(8, '0');
  return `${spec.gameIndex} ${who}: ${r.winner} ${r.endReason} ${r.turns} ${taken} ${hash} ${position}`;
}

/** Every ordered pair of sample decks with random agents, then each deck against the next with the search agents. */
function goldenLines(): string[] {
  const lines: string[] = [];
  let index = 0;
  const spec = (deckA: Deck, deckB: Deck, agentA: string, agentB: string, maxTurns: number): GameSpec => ({
    gameIndex: index,
    seed: 1000 + 7 * index,
    deckA,
    deckB,
    agentA,
    agentB,
    onPlay: index++ % 2 ? 'B' : 'A',
    maxTurns,
  });
  for (const deckA of decks)
    for (const deckB of decks) if (deckA !== deckB) lines.push(line(spec(deckA, deckB, 'random', 'random', 50)));
  for (let k = 0; k < decks.length; k++)
    lines.push(line(spec(decks[k], decks[(k + 1) % decks.length], 'greedy', 'greedy', 30)));
  const search = [
    'mcts:iterations=12',
    'mcts:iterations=12,determinizations=2,prior=2,rollout=random',
    'mcts:iterations=12,cheat=true',
  ];
  for (let k = 0; k < search.length * 2; k++) {
    lines.push(
      line(
        spec(decks[(3 * k) % decks.length], decks[(3 * k + 5) % decks.length], 'greedy', search[k % search.length], 6),
      ),
    );
  }
  return lines;
}

describe('golden games', () => {
  it('every sample deck against every other plays exactly as test/golden/games.txt records', () => {
    expect(decks.length).toBe(17);
    const lines = goldenLines();
    const text = lines.join('\n') + '\n';
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(FILE, text);
    const want = readFileSync(FILE, 'utf8')
      .split('\n')
      .filter((l) => l !== '');
    // Only the lines that moved, so a failure says which games changed.
    const moved = lines.filter((l, i) => l !== want[i]);
    expect(moved, `${moved.length} of ${lines.length} games moved; rewrite with UPDATE_GOLDEN=1 if on purpose`).toEqual(
      [],
    );
    expect(lines.length).toBe(want.length);
  });
});
