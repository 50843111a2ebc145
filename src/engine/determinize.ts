// Determinization for search under hidden information (design.md, "Hidden information"): a copy of
// the game in which what `viewer` cannot see is redrawn at random from the cards that viewer cannot see.
// The opponent's hand and library are refilled from their combined contents, the viewer's own library
// is reordered, and the game's generator is reseeded, so the copy holds nothing the viewer doesn't know.
// Only card identities move between object slots: which cards are hidden is all the copy depends on.
import { Zone } from './constants.js';
import { rngNext } from './rng.js';
import { type Game, G, refId, S, setCard, TR } from './state.js';
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
  let k = at;
  for (let i = 0; i < n; i++) {
    const id = g.m[base + 1 + i];
    if (namedOnStack(g, id)) continue; // e.g. a creature bounced in response to its own trigger: known
    ids[k] = id; defs[k] = g.card[id]; k++;
  }
  return k;
}

/** Is the object the source of a stack item or a pending trigger (so its identity is public)? */
function namedOnStack(g: Game, id: number): boolean {
  const m = g.m;
  for (let i = 0; i < m[g.oStack]; i++) if (refId(m[g.oRec + m[g.oStack + 1 + i] * S.SIZE + S.Source]) === id) return true;
  for (let k = 0; k < m[G.TrigN]; k++) if (refId(m[g.oTrig + k * TR.SIZE + TR.Source]) === id) return true;
  return false;
}

/**
 * Gives the objects ids[0..n) the card identities defs[0..n) in a random order. The identities are
 * sorted first, so the result depends on which cards are hidden, not on where they really are.
 */
function redraw(g: Game, n: number, rand: (n: number) => number): void {
  for (let i = 1; i < n; i++) { // insertion sort in place: no views, no garbage
    const v = defs[i]; let j = i - 1;
    while (j >= 0 && defs[j] > v) { defs[j + 1] = defs[j]; j--; }
    defs[j + 1] = v;
  }
  for (let i = n - 1; i > 0; i--) {
    const j = rand(i + 1);
    const t = defs[i]; defs[i] = defs[j]; defs[j] = t;
  }
  for (let i = 0; i < n; i++) setCard(g, ids[i], defs[i]);
  g.m[g.oDirty] = 1;
}
