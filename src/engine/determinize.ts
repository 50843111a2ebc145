// Determinization for search under hidden information (design.md, "Hidden information"): a copy of
// the game in which what `viewer` cannot see is redrawn at random from the cards that viewer cannot see.
// The opponent's hand and library are refilled from their combined contents, the viewer's own library
// is reordered, and the game's generator is reseeded, so the copy holds nothing the viewer doesn't know.
// Only card identities move between object slots: which cards are hidden is all the copy depends on.
import { Zone } from './constants.js';
import { rngNext } from './rng.js';
import { type Game, put } from './state.js';
import { listBase } from './zones.js';

let ids = new Int32Array(128);
let defs = new Int32Array(128);

/** Writes into `dst` a determinization of `src` for `viewer`; `rand(n)` is the searcher's own stream. */
export function determinize(src: Game, viewer: number, rand: (n: number) => number, dst: Game): void {
  src.cloneInto(dst);
  const opp = 1 - viewer;
  let n = collect(dst, listBase(dst, Zone.Hand, opp), 0);
  n = collect(dst, listBase(dst, Zone.Library, opp), n);
  redraw(dst, n, rand);
  redraw(dst, collect(dst, listBase(dst, Zone.Library, viewer), 0), rand);
  // The copy's own future shuffles must not follow the real game's generator.
  const o = dst.oRng;
  for (let i = 0; i < 4; i++) dst.m[o + i] = rand(0x7fffffff) | 1;
  rngNext(dst);
}

function collect(g: Game, base: number, at: number): number {
  const n = g.m[base];
  if (ids.length < at + n) { const a = new Int32Array((at + n) * 2); a.set(ids); ids = a; const b = new Int32Array((at + n) * 2); b.set(defs); defs = b; }
  for (let i = 0; i < n; i++) { ids[at + i] = g.m[base + 1 + i]; defs[at + i] = g.m[g.oCard + ids[at + i]]; }
  return at + n;
}

/**
 * Gives the objects ids[0..n) the card identities defs[0..n) in a random order. The identities are
 * sorted first, so the result depends on which cards are hidden, not on where they really are.
 */
function redraw(g: Game, n: number, rand: (n: number) => number): void {
  const d = defs.subarray(0, n);
  d.sort();
  for (let i = n - 1; i > 0; i--) {
    const j = rand(i + 1);
    const t = d[i]; d[i] = d[j]; d[j] = t;
  }
  for (let i = 0; i < n; i++) put(g, g.oCard + ids[i], d[i]);
  g.m[g.oDirty] = 1;
}
