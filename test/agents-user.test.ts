// User agents: `--agent ./path/to/agent.js` loads an ES module (default export or createAgent) once per
// thread with preloadAgents(); makeAgent then builds it per game like a built-in. Errors name the spec.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { AgentOptionError, makeAgent, parseAgentSpec, preloadAgents } from '../agents/index.js';
import { UsageError } from '../src/errors.js';
import { apply, decisionPlayer, isOver, legalActions, MAX_OPTIONS, newGame, winner } from '../src/engine/api/game.js';
import { PlayerView } from '../src/engine/api/observe.js';
import { deck, pool } from './agents-helpers.js';

const EXAMPLE = './agents/examples/aggro.js'; // resolved from the working directory: the repository root

function playOut(specs: [string, string], seed: number): number {
  const g = newGame(pool.cards, deck('green-stompy'), deck('black-removal'), {
    seed,
    firstPlayer: seed & 1,
    maxTurns: 50,
  });
  const agents = [makeAgent(specs[0], seed * 2 + 1), makeAgent(specs[1], seed * 2 + 2)];
  const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
  const legal = new Int32Array(MAX_OPTIONS);
  while (!isOver(g)) {
    const p = decisionPlayer(g);
    const n = legalActions(g, legal);
    const a = agents[p].act(views[p], legal, n);
    expect(a >= 0 && a < n).toBe(true);
    apply(g, a);
  }
  return winner(g);
}

describe('user agents', () => {
  test('before preloading, a module spec is refused with a hint', () => {
    expect(() => makeAgent('./not-loaded-yet.js', 1)).toThrow(/not loaded \(call preloadAgents\(\)/);
  });

  test('the example agent loads, plays whole games, and beats random', async () => {
    await preloadAgents([EXAMPLE, `${EXAMPLE}:block=yes`, 'random']);
    expect(makeAgent(EXAMPLE, 1).name).toBe('aggro');
    expect(parseAgentSpec(`${EXAMPLE}:block=yes`)).toEqual({ name: EXAMPLE, options: { block: 'yes' } });
    let wins = 0;
    for (let seed = 1; seed <= 10; seed++) if (playOut([EXAMPLE, 'random'], seed) === 0) wins++;
    expect(wins).toBeGreaterThanOrEqual(7);
    // Same seeds, same games.
    expect(playOut([`${EXAMPLE}:block=yes`, 'greedy'], 3)).toBe(playOut([`${EXAMPLE}:block=yes`, 'greedy'], 3));
  });

  test('a missing module, one without an agent, and a bad option are usage errors naming the spec', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agents-'));
    const missing = join(dir, 'nope.js');
    await expect(preloadAgents([missing])).rejects.toThrow(`agent "${missing}": module not found`);
    await expect(preloadAgents([missing])).rejects.toBeInstanceOf(UsageError);

    const empty = join(dir, 'empty.mjs');
    writeFileSync(empty, 'export const answer = 42;\n');
    await expect(preloadAgents([empty])).rejects.toThrow(
      /exports no agent \(expected a default export or an export named createAgent/,
    );

    const broken = join(dir, 'broken.js');
    writeFileSync(broken, 'export default function (\n');
    await expect(preloadAgents([broken])).rejects.toThrow(/could not load/);

    const named = join(dir, 'named.mjs');
    writeFileSync(
      named,
      'export function createAgent(o, seed) { return { name: "first", act: (v, legal) => legal[0] }; }\n',
    );
    await preloadAgents([named]);
    expect(makeAgent(named, 1).name).toBe('first');

    const err = await preloadAgents([`${EXAMPLE}:colour=red`]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AgentOptionError);
    expect((err as Error).message).toMatch(
      /agent "\.\/agents\/examples\/aggro\.js:colour=red": aggro: unknown option "colour"/,
    );
    await expect(preloadAgents(['mcts:iterations=0'])).rejects.toThrow(/expected a whole number from 1/);
  });
});
