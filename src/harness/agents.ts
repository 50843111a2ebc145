// The harness's door to agents/: agents given as module paths must be loaded (asynchronously) once
// per thread before makeAgent can build them. agents/index.ts may or may not export preloadAgents yet,
// so it is looked up at run time.
import * as agents from '../../agents/index.js';

export async function preloadAgents(specs: readonly string[]): Promise<void> {
  const preload = (agents as Record<string, unknown>).preloadAgents;
  if (typeof preload === 'function') await (preload as (s: string[]) => Promise<void>)([...new Set(specs)]);
}

/** Why an agent spec can't be built (unknown name, bad option, module not loadable), or undefined. */
export function agentProblem(spec: string): string | undefined {
  try {
    agents.makeAgent(spec, 1);
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
