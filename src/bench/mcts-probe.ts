// The bench's probe of MCTS speed (`playtest bench`, field mcts_iterations_per_sec). Bench tooling, kept
// out of agents/: it reads a clock, and no agent may.
//
// The position is fixed: the first two sample decks, seed 1, played with seeded random choices to the
// first decision of turn 5 that has at least 3 options. The search is the contract's configuration:
// default mcts with random rollouts to the end of the game (rollout=random, depth=0), one thread.
import type { CardPool } from '../cards/pool.js';
import {
  apply,
  Decision,
  decisionKind,
  decisionPlayer,
  type Game,
  isOver,
  newGame,
  optionCount,
  turnNumber,
} from '../engine/api/game.js';
import { trustedView } from '../engine/api/observe.js';
import { Mcts, parseMctsOptions } from '../../agents/mcts.js';
import { SearchRng } from '../../agents/rng.js';

/** The probe's position; also used by tests. */
export function benchPosition(pool: CardPool, deckA: readonly string[], deckB: readonly string[]): Game {
  const ids = (cards: readonly string[]) => cards.map((n) => pool.compiled(n).id);
  for (let seed = 1; ; seed++) {
    const g = newGame(pool.cards, ids(deckA), ids(deckB), { seed, firstPlayer: 0, maxTurns: 50 });
    const rng = new SearchRng(seed);
    while (!isOver(g) && turnNumber(g) < 20) {
      if (turnNumber(g) >= 5 && optionCount(g) >= 3 && decisionKind(g) === Decision.Priority) return g;
      apply(g, decisionKind(g) === Decision.Mulligan ? 0 : rng.int(optionCount(g)));
    }
  }
}

/**
 * mctsBenchProbe(pool, decks)(ms): MCTS iterations per second on one thread, measured by running
 * searches of 1,000 iterations on the fixed position for about `ms` milliseconds (at least one search).
 */
export function mctsBenchProbe(
  pool: CardPool,
  decks: readonly (readonly string[])[],
  options: Record<string, string> = { rollout: 'random', depth: '0' },
): (ms: number) => number {
  const g = benchPosition(pool, decks[0], decks[1 % decks.length]);
  const view = trustedView(g, decisionPlayer(g));
  const n = optionCount(g);
  return (ms: number) => {
    const agent = new Mcts(parseMctsOptions({ iterations: '1000', ...options }), 1);
    agent.search(view, n); // warm-up: allocation of the agent's games, JIT
    let iterations = 0;
    const t0 = performance.now();
    let t: number;
    do {
      agent.search(view, n);
      iterations += agent.stats.iterations;
      t = performance.now();
    } while (t - t0 < ms);
    return (iterations * 1000) / (t - t0);
  };
}

/**
 * The mixed set's MCTS figure: 1,000-iteration searches with the default search, each on the position of the
 * next pair of decks in turn (deck k against deck k + 1), for about `ms` milliseconds; iterations per second. A
 * pair's position and agent are made, and searched once untimed (JIT, the agent's games), as the rotation first
 * reaches it.
 */
export function mctsMixedProbe(pool: CardPool, decks: readonly (readonly string[])[]): (ms: number) => number {
  const searches: (() => number)[] = [];
  const pair = (k: number): (() => number) => {
    const g = benchPosition(pool, decks[k], decks[(k + 1) % decks.length]);
    const view = trustedView(g, decisionPlayer(g));
    const n = optionCount(g);
    const agent = new Mcts(parseMctsOptions({ iterations: '1000' }), 1);
    agent.search(view, n);
    return () => {
      agent.search(view, n);
      return agent.stats.iterations;
    };
  };
  return (ms: number) => {
    let iterations = 0;
    let spent = 0;
    for (let i = 0; spent < ms || i === 0; i++) {
      const k = i % decks.length;
      const search = (searches[k] ??= pair(k));
      const t0 = performance.now();
      iterations += search();
      spent += performance.now() - t0;
    }
    return (iterations * 1000) / spent;
  };
}
