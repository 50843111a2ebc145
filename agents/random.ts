// The random agent: a uniformly random legal action at every decision.
import { agentRng } from './rng.js';
import type { Agent, AgentFactory } from './types.js';

export const random: AgentFactory = (_options, seed): Agent => {
  const rng = agentRng(seed);
  return { name: 'random', act: (_view, legal, n) => legal[rng.int(n)] };
};
