// The pilots' speed for `playtest bench`: games played by greedy and by default MCTS through the
// harness's own game loop (play-game.ts), so the figures are what a run with those agents costs.
// Timing lives in bench/, never in agents/.
import type { CardPool } from '../cards/pool.js';
import { playGame } from '../harness/play-game.js';
import { median, timed } from './bench.js';
import type { Deck, GameSpec } from '../harness/types.js';

const MAX_TURNS = 50;

/** Game k of the bench's rotation over every (deck, opponent) pair, each pair twice: A on the play, then B. */
function specOf(decks: readonly Deck[], opponents: readonly Deck[], k: number, agentA: string, agentB: string) {
  const pair = k >> 1;
  const spec: GameSpec = {
    gameIndex: k,
    seed: Math.imul(k + 1, 2654435761) >>> 0,
    deckA: decks[pair % decks.length],
    deckB: opponents[Math.floor(pair / decks.length) % opponents.length],
    agentA,
    agentB,
    onPlay: k % 2 === 0 ? 'A' : 'B',
    maxTurns: MAX_TURNS,
  };
  return spec;
}

/**
 * Greedy-vs-greedy games per second on `decks`: a warm-up of `warmup` games, then `rounds` rounds of about
 * ms/rounds each; the median round.
 */
export function greedyGamesPerSec(pool: CardPool, decks: readonly Deck[], ms: number, rounds: number, warmup = 8) {
  let k = 0;
  const one = () => playGame(specOf(decks, decks, k++, 'greedy', 'greedy'), pool);
  for (let w = 0; w < warmup; w++) one();
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const [games, elapsed] = timed(ms / rounds, () => {
      one();
      return 1;
    });
    rates.push((games * 1000) / elapsed);
  }
  return median(rates);
}

/**
 * Mean milliseconds a game of `decks` piloted by `agent` against `opponents` piloted by `opponentAgent`:
 * `games` games of the bench's rotation (each pair twice: on the play, then on the draw), after one untimed game.
 */
export function msPerGame(
  pool: CardPool,
  decks: readonly Deck[],
  opponents: readonly Deck[],
  agent: string,
  opponentAgent: string,
  games: number,
): number {
  playGame(specOf(decks, opponents, games, agent, opponentAgent), pool); // warm-up
  const t0 = performance.now();
  for (let k = 0; k < games; k++) playGame(specOf(decks, opponents, k, agent, opponentAgent), pool);
  return (performance.now() - t0) / games;
}
