// Characteristics of objects in play, computed in layers (418.5a) and cached until something changes.
// Layers present in this pool: base card (copiable values), 5 (abilities granted), 6b (resolved
// effects: set and modify P/T in timestamp order), 6c (counters), 6d (static P/T modifiers).
// Layers 1-4 (copy, control, text, type) have no effects in the pool yet: the base values stand.
import { AK, SE, type FilterC } from './cardform.js';
import { Flag, Zone } from './constants.js';
import { E, type Game, MAX_EFFECTS } from './state.js';
import { inPlayWith, listBase } from './zones.js';

/** Layer order (418.5a), named by rule; 6a/6e have no effects in the pool yet. */
export const enum Layer { Copy = 1, Control, Text, Type, Other, PtSet = 61, PtModify = 62, PtCounters = 63, PtStatic = 64, PtSwitch = 65 }

export function ensureChars(g: Game): void {
  const m = g.m;
  if (m[g.oDirty] === 0) return;
  m[g.oDirty] = 0;
  m[g.oSbaDirty] = 1; // toughness may have changed
  const base = listBase(g, Zone.InPlay, 0);
  const n = m[base];
  // Base values (and layers 1-4, empty for now).
  for (let i = 0; i < n; i++) {
    const id = m[base + 1 + i];
    const c = g.cards[m[g.oCard + id]];
    m[g.oCTypes + id] = c.types; m[g.oCColors + id] = c.colors; m[g.oCKw + id] = c.kw;
    m[g.oCPow + id] = c.power; m[g.oCTou + id] = c.toughness; m[g.oCCtrl + id] = m[g.oCtrl + id];
  }
  // Static abilities in timestamp order of their sources (418.5f); in-play order is not timestamp order.
  const ns = inPlayWith(g, AK.Static) === 0 ? 0 : staticSources(g, base, n);
  // Layer 5: keywords granted by statics, then by resolved effects.
  for (let si = 0; si < ns; si++) {
    const src = srcs[si];
    for (const s of g.cards[m[g.oCard + src]].statics) {
      if (s.op !== SE.GrantKeywords) continue;
      for (let i = 0; i < n; i++) {
        const id = m[base + 1 + i];
        if (matches(g, s.filter, id, m[g.oCCtrl + src], src)) m[g.oCKw + id] |= s.kw;
      }
    }
  }
  const ne = m[g.oEff];
  for (let e = 0; e < ne && e < MAX_EFFECTS; e++) {
    const r = g.oEff + 1 + e * E.SIZE;
    const id = effectObject(g, r);
    if (id >= 0) m[g.oCKw + id] |= m[r + E.KwAdd];
  }
  // Layer 6b: resolved effects that set or modify P/T, in timestamp (creation) order.
  for (let e = 0; e < ne && e < MAX_EFFECTS; e++) {
    const r = g.oEff + 1 + e * E.SIZE;
    const id = effectObject(g, r);
    if (id < 0) continue;
    if (m[r + E.SetP] !== 0) m[g.oCPow + id] = m[r + E.SetP] - 1;
    if (m[r + E.SetT] !== 0) m[g.oCTou + id] = m[r + E.SetT] - 1;
    m[g.oCPow + id] += m[r + E.Dp];
    m[g.oCTou + id] += m[r + E.Dt];
  }
  // Layer 6c: counters.
  for (let i = 0; i < n; i++) {
    const id = m[base + 1 + i];
    const d = m[g.oP1 + id] - m[g.oM1 + id];
    m[g.oCPow + id] += d; m[g.oCTou + id] += d;
  }
  // Layer 6d: static abilities that modify P/T.
  for (let si = 0; si < ns; si++) {
    const src = srcs[si];
    for (const s of g.cards[m[g.oCard + src]].statics) {
      if (s.op !== SE.PumpEach) continue;
      for (let i = 0; i < n; i++) {
        const id = m[base + 1 + i];
        if (matches(g, s.filter, id, m[g.oCCtrl + src], src)) { m[g.oCPow + id] += s.power; m[g.oCTou + id] += s.toughness; }
      }
    }
  }
}

let srcs = new Int32Array(16);
/** In-play objects with static abilities, in timestamp order (418.5f), into `srcs`; returns the count. */
function staticSources(g: Game, base: number, n: number): number {
  const m = g.m;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const id = m[base + 1 + i];
    if (g.cards[m[g.oCard + id]].statics.length === 0) continue;
    if (k === srcs.length) { const a = new Int32Array(k * 2); a.set(srcs); srcs = a; }
    // Insertion by timestamp: few sources, no comparator closure.
    let j = k++;
    while (j > 0 && m[g.oTs + srcs[j - 1]] > m[g.oTs + id]) { srcs[j] = srcs[j - 1]; j--; }
    srcs[j] = id;
  }
  return k;
}

/** Does in-play object `id` match a filter, seen from `you` (the source's controller) and `src`? */
export function matches(g: Game, f: FilterC, id: number, you: number, src: number): boolean {
  const m = g.m;
  const types = m[g.oCTypes + id];
  if (f.types !== 0 && (types & f.types) === 0) return false;
  if ((types & f.notTypes) !== 0) return false;
  const colors = m[g.oCColors + id];
  if (f.colors !== 0 && (colors & f.colors) === 0) return false;
  if ((colors & f.notColors) !== 0) return false;
  if (f.kw !== 0 && (m[g.oCKw + id] & f.kw) !== f.kw) return false;
  const flags = m[g.oFlags + id];
  if (f.tapped >= 0 && ((flags & Flag.Tapped) !== 0) !== (f.tapped === 1)) return false;
  if (f.attacking >= 0 && ((flags & Flag.Attacking) !== 0) !== (f.attacking === 1)) return false;
  if (f.blocking >= 0 && ((flags & Flag.Blocking) !== 0) !== (f.blocking === 1)) return false;
  if (f.controller === 1 && m[g.oCCtrl + id] !== you) return false;
  if (f.controller === 2 && m[g.oCCtrl + id] === you) return false;
  if (f.other && id === src) return false;
  if (f.subtypes) {
    const st = g.cards[m[g.oCard + id]].subtypes;
    if (!f.subtypes.some((s) => st.includes(s))) return false;
  }
  return true;
}

// Readers; each makes sure the cache is fresh.
export function power(g: Game, id: number): number { ensureChars(g); return g.m[g.oCPow + id]; }
export function toughness(g: Game, id: number): number { ensureChars(g); return g.m[g.oCTou + id]; }
export function keywords(g: Game, id: number): number { ensureChars(g); return g.m[g.oCKw + id]; }
export function types(g: Game, id: number): number {
  if (g.m[g.oZone + id] !== Zone.InPlay) return g.cards[g.m[g.oCard + id]].types;
  ensureChars(g); return g.m[g.oCTypes + id];
}
export function colors(g: Game, id: number): number {
  if (g.m[g.oZone + id] !== Zone.InPlay) return g.cards[g.m[g.oCard + id]].colors;
  ensureChars(g); return g.m[g.oCColors + id];
}
export function controller(g: Game, id: number): number {
  if (g.m[g.oZone + id] !== Zone.InPlay) return g.m[g.oCtrl + id];
  ensureChars(g); return g.m[g.oCCtrl + id];
}
export const isCreature = (g: Game, id: number) => (types(g, id) & 2) !== 0;

/** The object an effect record applies to, or -1 if the record is free or its object left play since. */
function effectObject(g: Game, r: number): number {
  const m = g.m;
  if (m[r + E.Used] === 0) return -1;
  const id = m[r + E.Obj];
  return m[g.oZone + id] === Zone.InPlay && m[g.oInc + id] === m[r + E.ObjInc] ? id : -1;
}
