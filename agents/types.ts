// The Agent interface (design.md, "Agents"): an agent sees only its PlayerView and the pending
// decision, and returns the index of one legal action. It has its own seeded random stream; search
// budgets are counted in iterations, never in wall-clock time. A user's own agent is an ES module
// whose default export (or `createAgent` export) is an AgentFactory (see agents/examples/aggro.js).
import type { PlayerView } from '../src/engine/api.js';

export interface Agent {
  readonly name: string;
  /** Picks one of the `n` legal action indices in `legal` for the decision the view shows. */
  act(view: PlayerView, legal: Int32Array, n: number): number;
  /**
   * A built-in agent that sets this gets an omniscient view from the harness (mcts cheat=true: it
   * measures what hiding costs). Ignored for an agent from a module: a user's agent never sees hidden cards.
   */
  readonly omniscient?: boolean;
}

/**
 * Makes an agent for one seat of one game; `seed` is that seat's own stream. `options` are the spec's
 * key=value pairs as strings; a factory throws on an option it does not know.
 */
export type AgentFactory = (options: Record<string, string>, seed: number) => Agent;
