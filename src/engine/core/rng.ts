// The game's own random generator: seedrandom's xor128 (Marsaglia), with its four words of state
// kept in the game's memory so it is cloned with the game. seedrandom seeds it; stepping is done here
// on the stored words (test/rng.test.ts checks the sequence equals seedrandom's own int32()).
import seedrandom from 'seedrandom';
import type { Game } from './state.js';

export function seedRng(g: Game, seed: number): void {
  const st = seedrandom.xor128(String(seed >>> 0), { state: true }).state();
  const o = g.rngState;
  g.m[o] = st.x;
  g.m[o + 1] = st.y;
  g.m[o + 2] = st.z;
  g.m[o + 3] = st.w;
}

/** Next 32-bit signed integer, as seedrandom's xor128 int32(). */
export function rngNext(g: Game): number {
  const m = g.m;
  const o = g.rngState;
  const x = m[o];
  const t = x ^ (x << 11);
  m[o] = m[o + 1];
  m[o + 1] = m[o + 2];
  m[o + 2] = m[o + 3];
  const w = m[o + 3];
  return (m[o + 3] = w ^ (w >>> 19) ^ t ^ (t >>> 8));
}

/**
 * Fisher-Yates shuffle of a[0..n-1] with the game's generator: the same draws as rngInt(g, i + 1) for i
 * from n - 1 down to 1, with the state held in locals for the loop (a library shuffle is ~60 draws, and
 * random agents mulligan often).
 */
export function shuffleInts(g: Game, a: Int32Array, n: number): void {
  const m = g.m;
  const o = g.rngState;
  let x = m[o];
  let y = m[o + 1];
  let z = m[o + 2];
  let w = m[o + 3];
  for (let i = n - 1; i > 0; i--) {
    const t = x ^ (x << 11);
    x = y;
    y = z;
    z = w;
    w = w ^ (w >>> 19) ^ t ^ (t >>> 8);
    const j = Math.floor(((w >>> 0) / 4294967296) * (i + 1));
    const v = a[i];
    a[i] = a[j];
    a[j] = v;
  }
  m[o] = x;
  m[o + 1] = y;
  m[o + 2] = z;
  m[o + 3] = w;
}

/** Uniform integer in [0, n). */
export function rngInt(g: Game, n: number): number {
  return Math.floor(((rngNext(g) >>> 0) / 4294967296) * n);
}
