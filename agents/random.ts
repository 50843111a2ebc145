// The random agent: a uniformly random legal action at every decision.
import { Options } from './options.js';
import { agentRng } from './rng.js';
import type { Agent, AgentFactory } from './types.js';

export const random: AgentFactory = (options, seed): Agent => {
  new Options('random', options).done(); // no options
  const rng = agentRng(seed);
  // Play or draw: a fair coin from the same stream.
  return { name: 'random', act: (_view, legal, n) => legal[rng.int(n)], playFirst: () => rng.int(2) === 0 };
};
