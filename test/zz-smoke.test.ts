import { test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { readDeck } from '../src/decks/parse.js';
import { playGame } from '../src/harness/play-game.js';
test('smoke', () => {
  const pool = loadPool();
  const decks = ['green-stompy','red-burn','white-blue-fliers','black-removal'].map(d => readDeck(`/work/main/decks/${d}.txt`, pool));
  const t0 = Date.now(); let n = 0; const reasons: Record<string, number> = {};
  let turns = 0;
  for (let i = 0; i < 400; i++) {
    const a = decks[i % 4], b = decks[(i + 1) % 4];
    const r = playGame({ gameIndex: i, seed: i * 7919 + 1, deckA: a, deckB: b, agentA: 'random', agentB: 'random', onPlay: i % 2 ? 'B' : 'A', maxTurns: 50 }, pool);
    reasons[r.endReason + ':' + r.winner] = (reasons[r.endReason + ':' + r.winner] ?? 0) + 1; n++; turns += r.turns;
  }
  console.log(n, 'games', (Date.now() - t0), 'ms', reasons, 'mean turns', turns / n);
});
