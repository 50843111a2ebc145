// The Agent interface (design.md, "Agents"): an agent sees only its PlayerView and the pending
// decision, and returns the index of one legal action. It has its own seeded random stream; search
// budgets are counted in iterations, never in wall-clock time. A user's own agent is an ES module
// whose default export (or `createAgent` export) is an AgentFactory (see agents/examples/aggro.js).
import type { PlayerView } from '../src/engine/api/observe.js';

export interface Agent {
  readonly name: string;
  /**
   * Picks one of the `n` action indices in `legal` for the decision the view shows: usually every option
   * 0..n-1 of the decision; under restricted play (compare --without) only those the harness allows,
   * and an agent that returns another makes its game an error.
   */
  act(view: PlayerView, legal: Int32Array, n: number): number;
  /**
   * A built-in agent that sets this gets an omniscient view from the harness (mcts cheat=true: it
   * measures what hiding costs). Ignored for an agent from a module: a user's agent never sees hidden cards.
   */
  readonly omniscient?: boolean;
  /**
   * In a match (--match bo3), before games 2 and 3 the loser of the previous game chooses whether to play first
   * (MTR 2.2); true: play first, false: draw first. Without it the harness uses the measured rule of
   * play-first.ts (always play first).
   */
  playFirst?(choice: MatchChoice): boolean;
}

/** What a player knows when choosing to play or draw in a match: the decks, the game to come, the score. */
export interface MatchChoice {
  deck: string; // the chooser's deck name
  opponent: string;
  game: number; // the game about to start: 2 or 3
  wins: number; // the chooser's game wins so far
  losses: number;
}

/**
 * Makes an agent for one seat of one game; `seed` is that seat's own stream. `options` are the spec's
 * key=value pairs as strings; a factory throws on an option it does not know.
 */
export type AgentFactory = (options: Record<string, string>, seed: number) => Agent;
