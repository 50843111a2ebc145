// An agent's own random stream: seedrandom's xor128, seeded per game and seat.
import seedrandom from 'seedrandom';

export interface AgentRng {
  int(n: number): number;
}

export function agentRng(seed: number): AgentRng {
  const r = seedrandom.xor128(String(seed >>> 0));
  return { int: (n: number) => Math.floor(r() * n) };
}

/**
 * The search agents' stream (greedy, mcts): xoshiro128** on four 32-bit words, seeded with splitmix32
 * from the seat's seed. It allocates nothing per call, so rollouts can draw from it in the hot loop.
 */
export class SearchRng implements AgentRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  /** `rand(n)`, bound once: the shape view.determinize() wants, without a closure per call. */
  readonly rand: (n: number) => number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const split = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) | 0;
    };
    this.a = split();
    this.b = split();
    this.c = split();
    this.d = split();
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
    this.rand = (n: number) => this.int(n);
  }

  /** Next 32 random bits, unsigned. */
  next(): number {
    const r = Math.imul(rotl(Math.imul(this.b, 5), 7), 9);
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return r >>> 0;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
