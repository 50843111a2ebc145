// An agent's own random stream: seedrandom's xor128, seeded per game and seat.
import seedrandom from 'seedrandom';

export interface AgentRng { int(n: number): number }

export function agentRng(seed: number): AgentRng {
  const r = seedrandom.xor128(String(seed >>> 0));
  return { int: (n: number) => Math.floor(r() * n) };
}
