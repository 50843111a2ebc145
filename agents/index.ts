// Agents by name, parsing of --agent specs ("random", "mcts:iterations=200,c=1.4", "./my-agent.js"),
// and loading of user agents from module files.
//
// A spec whose name is a path (it starts with "." or "/", or ends in .js/.mjs/.cjs) names an ES module
// that exports an AgentFactory as its default export or as `createAgent`; the path is resolved from the
// working directory. makeAgent() is synchronous (it runs once per game, in workers too), so module
// specs must be loaded first with `await preloadAgents(specs)`, in each thread that plays games.
import { isAbsolute, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { AgentOptionError } from './errors.js';
import { greedy } from './greedy.js';
import { mcts } from './mcts.js';
import { random } from './random.js';
import type { Agent, AgentFactory } from './types.js';

export type { Agent, AgentFactory, MatchChoice } from './types.js';
export { playFirstMeasured } from './play-first.js';
export { AgentOptionError } from './errors.js';

/** The built-in agents. */
export const AGENTS: Record<string, AgentFactory> = { random, greedy, mcts };

/** User agents loaded by preloadAgents, by the path as written in the spec. */
const loaded = new Map<string, AgentFactory>();

export interface AgentSpec {
  name: string;
  options: Record<string, string>;
}

/** Is this agent name a module path rather than a built-in name? */
export function isModuleSpec(name: string): boolean {
  return name.startsWith('.') || isAbsolute(name) || /\.[cm]?js$/.test(name);
}

/** Splits NAME[:key=value,...]; a Windows drive letter ("C:\...") is part of the name. */
function split(spec: string): [string, string | undefined] {
  const from = /^[A-Za-z]:[\\/]/.test(spec) ? 2 : 0;
  const at = spec.indexOf(':', from);
  return at < 0 ? [spec, undefined] : [spec.slice(0, at), spec.slice(at + 1)];
}

export function parseAgentSpec(spec: string): AgentSpec {
  const [name, rest] = split(spec);
  const options: Record<string, string> = {};
  if (rest) {
    for (const kv of rest.split(',')) {
      const m = /^([A-Za-z_][\w-]*)=(.*)$/.exec(kv.trim());
      if (!m) throw new AgentOptionError(`agent "${spec}": option "${kv}" is not key=value`);
      options[m[1]] = m[2];
    }
  }
  if (isModuleSpec(name)) {
    if (!loaded.has(name)) {
      throw new AgentOptionError(
        `agent "${spec}": the module ${name} is not loaded (call preloadAgents() before playing)`,
      );
    }
  } else if (!AGENTS[name]) {
    throw new AgentOptionError(
      `unknown agent "${name}": expected one of ${Object.keys(AGENTS).join(', ')}, or a module path like ./my-agent.js`,
    );
  }
  return { name, options };
}

/** The agent for one seat of one game; `seed` is that seat's own random stream. */
export function makeAgent(spec: string, seed: number): Agent {
  const { name, options } = parseAgentSpec(spec);
  const factory = loaded.get(name) ?? AGENTS[name];
  const agent = factory(options, seed);
  if (!agent || typeof agent.act !== 'function') {
    throw new AgentOptionError(
      `agent "${spec}": its factory returned ${agent === null ? 'null' : typeof agent}, not an object with act(view, legal, n)`,
    );
  }
  return agent;
}

/**
 * Imports the module of every module-path spec (once; paths resolved from the working directory) and
 * registers it, then checks every spec by building one agent from it, so a bad name, option or module
 * fails here, before any game, with an AgentOptionError (a UsageError: exit 2) that names the spec.
 */
export async function preloadAgents(specs: readonly string[]): Promise<void> {
  for (const spec of specs) {
    const [name] = split(spec);
    if (!isModuleSpec(name) || loaded.has(name)) continue;
    const file = resolve(process.cwd(), name);
    if (!existsSync(file)) throw new AgentOptionError(`agent "${spec}": module not found: ${file}`);
    let mod: Record<string, unknown>;
    try {
      mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    } catch (err) {
      throw new AgentOptionError(
        `agent "${spec}": could not load ${file}: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const factory =
      typeof mod.default === 'function'
        ? mod.default
        : typeof mod.createAgent === 'function'
          ? mod.createAgent
          : undefined;
    if (!factory) {
      throw new AgentOptionError(
        `agent "${spec}": ${file} exports no agent (expected a default export or an export named createAgent: a function (options, seed) => { name, act(view, legal, n) })`,
      );
    }
    loaded.set(name, factory as AgentFactory);
  }
  for (const spec of specs) {
    try {
      makeAgent(spec, 0);
    } catch (err) {
      if (err instanceof AgentOptionError) throw err;
      throw new AgentOptionError(`agent "${spec}": ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
