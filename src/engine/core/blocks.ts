// Which attackers a blocker blocks. Most creatures block one attacker: its reference is the blocker's
// Blocks column. A creature that "can block an additional creature" (High Ground) or "can block any
// number of creatures" (Palace Guard) may block several (309.2 of 2008: "each blocking creature must
// block exactly one attacking creature, unless an effect allows it to block more"); its second and
// later attackers are rows of the Blk table (state.ts): a count, then (blocker ref, attacker ref) pairs,
// cleared at end of combat. A row whose blocker changed zones, or was removed from combat, is stale and
// read as absent, like a Blocks column that names an attacker gone since.
import { Flag, NO_TARGET, Zone } from './constants.js';
import { type Game, grow, liveId, put, ref, setBlocks, blocksOf, flagsOf, zoneOf } from './state.js';

/** How many extra (second or later) blocks are recorded this combat, stale ones included. */
export const extraBlockRows = (g: Game): number => g.m[g.extraBlocks];
const rowBlocker = (g: Game, k: number): number => g.m[g.extraBlocks + 1 + 2 * k];
const rowAttacker = (g: Game, k: number): number => g.m[g.extraBlocks + 2 + 2 * k];

/** Records that blocker b blocks attacker a: its first attacker in the Blocks column, a later one as a row. */
export function recordBlock(g: Game, b: number, a: number): void {
  if (blocksOf(g, b) === NO_TARGET) {
    setBlocks(g, b, ref(g, a));
    return;
  }
  const n = g.m[g.extraBlocks];
  if (n >= g.caps.blocks) grow(g, 'blocks');
  put(g, g.extraBlocks + 1 + 2 * n, ref(g, b));
  put(g, g.extraBlocks + 2 + 2 * n, ref(g, a));
  put(g, g.extraBlocks, n + 1);
}

/** End of combat: no extra blocks remain. */
export function clearExtraBlocks(g: Game): void {
  const n = g.m[g.extraBlocks];
  if (n === 0) return;
  for (let i = 1; i <= 2 * n; i++) put(g, g.extraBlocks + i, 0);
  put(g, g.extraBlocks, 0);
}

/** Row k's blocker, if it is still that object and still blocking (else -1). */
export function extraRowBlocker(g: Game, k: number): number {
  const b = liveId(g, rowBlocker(g, k));
  return b >= 0 && (flagsOf(g, b) & Flag.Blocking) !== 0 ? b : -1;
}
/** Row k's attacker, if it is still that object (else -1). */
export const extraRowAttacker = (g: Game, k: number): number => liveId(g, rowAttacker(g, k));

/** Is row k's blocker object b, still blocking? */
const rowOf = (g: Game, k: number, b: number): boolean => extraRowBlocker(g, k) === b;

/** Is b blocking attacker a (a declared block whose two creatures are both the objects they were)? */
export function isBlockingAttacker(g: Game, b: number, a: number): boolean {
  if ((flagsOf(g, b) & Flag.Blocking) === 0) return false;
  if (liveId(g, blocksOf(g, b)) === a) return true;
  const n = g.m[g.extraBlocks];
  for (let k = 0; k < n; k++) if (liveId(g, rowAttacker(g, k)) === a && rowOf(g, k, b)) return true;
  return false;
}

/**
 * The attackers b blocks that still exist (in the order declared), written to out[at..] when out is
 * given; `attacking`: only those still attacking in play (the ones it deals combat damage to). Returns
 * the count.
 */
export function attackersBlockedBy(g: Game, b: number, out: Int32Array | null, at: number, attacking: boolean): number {
  if ((flagsOf(g, b) & Flag.Blocking) === 0) return 0;
  let c = 0;
  const first = liveId(g, blocksOf(g, b));
  if (first >= 0 && (!attacking || stillAttacking(g, first))) {
    if (out) out[at] = first;
    c++;
  }
  const n = g.m[g.extraBlocks];
  for (let k = 0; k < n; k++) {
    if (!rowOf(g, k, b)) continue;
    const a = liveId(g, rowAttacker(g, k));
    if (a >= 0 && (!attacking || stillAttacking(g, a))) {
      if (out) out[at + c] = a;
      c++;
    }
  }
  return c;
}

const stillAttacking = (g: Game, a: number) => zoneOf(g, a) === Zone.InPlay && (flagsOf(g, a) & Flag.Attacking) !== 0;

/** How many blocks b has declared this combat, including any whose attacker has gone since. */
export function declaredBlocks(g: Game, b: number): number {
  if ((flagsOf(g, b) & Flag.Blocking) === 0) return 0;
  let c = 1;
  const n = g.m[g.extraBlocks];
  for (let k = 0; k < n; k++) if (rowOf(g, k, b)) c++;
  return c;
}

/**
 * Extra blockers of attacker a: writes the blockers of its rows (those a second or later block of
 * theirs) to out[at..] when out is given; returns the count.
 */
export function extraBlockersOf(g: Game, a: number, out: Int32Array | null, at: number): number {
  const n = g.m[g.extraBlocks];
  let c = 0;
  for (let k = 0; k < n; k++) {
    if (liveId(g, rowAttacker(g, k)) !== a) continue;
    const b = extraRowBlocker(g, k);
    if (b >= 0) {
      if (out) out[at + c] = b;
      c++;
    }
  }
  return c;
}
