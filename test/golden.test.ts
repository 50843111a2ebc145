// Golden playouts (like chess.js's perft counts): a fixed set of seeded games across the sample decks,
// and 4 short greedy-against-mcts games, played through the harness's own playGame, summed into one checksum of each game's winner, end
// reason, turns and final state hash. Any change in how games play changes the checksum.
//
// When a fix changes games on purpose, update GOLDEN in the same commit and say why in its message.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPool, poolFromDefs } from '../src/cards/pool.js';
import { readDeck } from '../src/decks/parse.js';
import { stateHash } from '../src/engine/api.js';
import { playGame } from '../src/harness/play-game.js';
import type { GameSpec } from '../src/harness/types.js';

const GOLDEN = '697029c8';

// The four original sample decks over a pool of just their cards, sorted by name: card ids (and so
// state hashes) stay put when other cards join the built-in pool or other decks join decks/.
const SAMPLE = ['black-removal', 'green-stompy', 'red-burn', 'white-blue-fliers'];
const decksDir = join(import.meta.dirname, '..', 'decks');
const full = loadPool();
const names = [...new Set(SAMPLE.flatMap((d) => readDeck(join(decksDir, `${d}.txt`), full).cards))].sort();
const pool = poolFromDefs(names.map((n) => full.get(n)), 'golden');
const decks = SAMPLE.map((d) => readDeck(join(decksDir, `${d}.txt`), pool));

/** One line per game: "index deckA-deckB onPlay seed: winner endReason turns hash". */
function goldenLines(): string[] {
  const lines: string[] = [];
  let index = 0;
  for (const deckA of decks) {
    for (const deckB of decks) {
      if (deckA === deckB) continue;
      for (const onPlay of ['A', 'B'] as const) {
        for (const seed of [11, 4242]) {
          const spec: GameSpec = { gameIndex: index++, seed: seed + index, deckA, deckB, agentA: 'random', agentB: 'random', onPlay, maxTurns: 50 };
          let hash = '';
          const r = playGame(spec, pool, { applied: (g) => { hash = stateHash(g); } });
          lines.push(`${spec.gameIndex} ${deckA.name}-${deckB.name} ${onPlay} ${spec.seed}: ${r.winner} ${r.endReason} ${r.turns} ${hash}`);
        }
      }
    }
  }
  // A few short games of the search agents too, so their policies are pinned as well.
  for (let k = 0; k < decks.length; k++) {
    const deckA = decks[k]; const deckB = decks[(k + 1) % decks.length];
    const spec: GameSpec = { gameIndex: index++, seed: 77 + k, deckA, deckB, agentA: 'greedy', agentB: k === 3 ? 'mcts:iterations=12,cheat=true' : k % 2 ? 'mcts:iterations=12' : 'mcts:iterations=12,determinizations=2,prior=2,rollout=random', onPlay: k % 2 ? 'B' : 'A', maxTurns: 8 };
    let hash = '';
    const r = playGame(spec, pool, { applied: (g) => { hash = stateHash(g); } });
    lines.push(`${spec.gameIndex} ${deckA.name}-${deckB.name} ${spec.agentA} ${spec.agentB} ${spec.seed}: ${r.winner} ${r.endReason} ${r.turns} ${hash}`);
  }
  return lines;
}

/** FNV-1a over the lines, as 8 hex digits. */
function checksum(lines: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const ch of lines.join('\n')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

describe('golden playouts', () => {
  it('48 seeded random games and 4 short search-agent games across the sample decks play exactly as before', () => {
    expect(decks.length).toBe(4);
    const lines = goldenLines();
    expect(lines.length).toBe(52);
    const sum = checksum(lines);
    // On a mismatch the per-game lines show which games changed.
    if (sum !== GOLDEN) expect(lines.join('\n')).toBe(`checksum ${sum} (expected ${GOLDEN})`);
  });
});
