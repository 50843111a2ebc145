// Agents by name, and parsing of --agent specs ("random", "mcts:iterations=200,c=1.4").
import { random } from './random.js';
import type { Agent, AgentFactory } from './types.js';

export type { Agent, AgentFactory } from './types.js';

export const AGENTS: Record<string, AgentFactory> = { random };

export interface AgentSpec { name: string; options: Record<string, string> }

export function parseAgentSpec(spec: string): AgentSpec {
  const [name, rest] = spec.split(/:(.*)/s, 2);
  const options: Record<string, string> = {};
  if (rest) {
    for (const kv of rest.split(',')) {
      const m = /^([A-Za-z_][\w-]*)=(.*)$/.exec(kv.trim());
      if (!m) throw new Error(`agent "${spec}": option "${kv}" is not key=value`);
      options[m[1]] = m[2];
    }
  }
  if (!AGENTS[name]) throw new Error(`unknown agent "${name}": expected one of ${Object.keys(AGENTS).join(', ')}`);
  return { name, options };
}

export function makeAgent(spec: string, seed: number): Agent {
  const { name, options } = parseAgentSpec(spec);
  return AGENTS[name](options, seed);
}
