// Characteristics of objects in play, computed from the printed card through the rows of the
// continuous-effect table in layer order (418.5a), and cached until something changes: writes that can
// change a characteristic mark the cache stale (markDirty), and the next reader recomputes it.
import type { CCard, FilterC } from './cardform.js';
import { BY_FILTER, CE, dealtDamageThisTurn, Layer, rowObject } from './continuous.js';
import { Flag, Zone } from './constants.js';
import { E, type Game, G, liveId, ref } from './state.js';
import { hasSubtype } from './subtypes.js';
import { listBase } from './zones.js';

// The layers that hold rows, in order; 6c (counters) is applied between 6b and 6d from the objects.
const ROW_LAYERS = [Layer.Copy, Layer.Control, Layer.Text, Layer.Type, Layer.Other, Layer.PtDefining, Layer.PtSet,
  Layer.PtCounters, Layer.PtStatic, Layer.PtSwitch] as const;

export function ensureChars(g: Game): void {
  const m = g.m;
  if (m[g.oDirty] === 0) return;
  m[g.oDirty] = 0;
  m[g.oSbaDirty] = 1; // toughness may have changed
  const base = listBase(g, Zone.InPlay, 0);
  const n = m[base];
  for (let i = 0; i < n; i++) {
    const id = m[base + 1 + i];
    const cardId = g.card[id];
    const c = g.cards[cardId];
    g.cBase[id] = cardId; g.cCtrl[id] = g.ctrl[id]; g.cTypes[id] = c.types; g.cSupers[id] = c.supers;
    g.cSub[id] = c.subtypeSet; g.cColors[id] = c.colors; g.cKw[id] = c.kw;
    g.cPow[id] = c.power; g.cTou[id] = c.toughness;
  }
  const rows = m[G.EffN];
  if (rows === 0) { counters(g, base, n); return; }
  let present = 1 << Layer.PtCounters; // the layers that hold rows, so empty layers cost nothing
  for (let e = 0; e < rows; e++) present |= 1 << m[g.oEff + e * E.SIZE + E.Layer];
  for (let li = 0; li < ROW_LAYERS.length; li++) {
    const layer = ROW_LAYERS[li];
    if ((present & (1 << layer)) === 0) continue;
    if (layer === Layer.PtCounters) { counters(g, base, n); continue; }
    for (let e = 0; e < rows; e++) {
      const r = g.oEff + e * E.SIZE;
      if (m[r + E.Layer] !== layer) continue;
      if (m[r + E.Obj] !== BY_FILTER) {
        const id = rowObject(g, r);
        if (id >= 0) applyRow(g, r, id);
        continue;
      }
      // A static ability's row: it applies to whatever matches its filter now (418.4).
      const src = liveId(g, m[r + E.Source]);
      if (src < 0) continue;
      const filter = g.cards[g.card[src]].statics[m[r + E.StaticIdx]].filter;
      const you = g.cCtrl[src];
      for (let i = 0; i < n; i++) {
        const id = m[base + 1 + i];
        if (matches(g, filter, id, you, src)) applyRow(g, r, id);
      }
    }
  }
}

/** Applies what row r does to object id, in the row's layer. */
function applyRow(g: Game, r: number, id: number): void {
  const m = g.m;
  const a = m[r + E.A]; const b = m[r + E.B];
  switch (m[r + E.What]) {
    case CE.Pump: g.cPow[id] += a; g.cTou[id] += b; return;
    case CE.SetPt: g.cPow[id] = a; g.cTou[id] = b; return;
    case CE.AddKeywords: g.cKw[id] |= a; return;
    case CE.RemoveKeywords: g.cKw[id] &= ~a; return;
    case CE.SetController: g.cCtrl[id] = a; return;
    default: return;
  }
}

/** Layer 6c: +1/+1 and -1/-1 counters. */
function counters(g: Game, base: number, n: number): void {
  const m = g.m;
  for (let i = 0; i < n; i++) {
    const id = m[base + 1 + i];
    const d = g.plus1[id] - g.minus1[id];
    if (d !== 0) { g.cPow[id] += d; g.cTou[id] += d; }
  }
}

/** Does in-play object `id` match a filter, seen from `you` (the source's controller) and `src`? */
export function matches(g: Game, f: FilterC, id: number, you: number, src: number): boolean {
  const types = g.cTypes[id];
  if (f.types !== 0 && (types & f.types) === 0) return false;
  if ((types & f.notTypes) !== 0) return false;
  const colors = g.cColors[id];
  if (f.colors !== 0 && (colors & f.colors) === 0) return false;
  if ((colors & f.notColors) !== 0) return false;
  if (f.kw !== 0 && (g.cKw[id] & f.kw) !== f.kw) return false;
  const flags = g.flags[id];
  if (f.tapped >= 0 && ((flags & Flag.Tapped) !== 0) !== (f.tapped === 1)) return false;
  if (f.attacking >= 0 && ((flags & Flag.Attacking) !== 0) !== (f.attacking === 1)) return false;
  if (f.blocking >= 0 && ((flags & Flag.Blocking) !== 0) !== (f.blocking === 1)) return false;
  if (f.controller === 1 && g.cCtrl[id] !== you) return false;
  if (f.controller === 2 && g.cCtrl[id] === you) return false;
  if (f.other && id === src) return false;
  if (f.damagedBySrc && !dealtDamageThisTurn(g, ref(g, src), ref(g, id))) return false;
  if (f.subtypes !== null) {
    const set = g.cSub[id];
    let any = false;
    for (let i = 0; i < f.subtypes.length && !any; i++) any = hasSubtype(set, f.subtypes[i]);
    if (!any) return false;
  }
  return true;
}

/**
 * Does a card (its printed values: it is not in play, 410.10e) match a filter's types and colors? The
 * rest of a filter (tapped, attacking, controller, ...) describes permanents and is checked by callers.
 */
export function printedMatches(c: CCard, f: FilterC): boolean {
  if (f.types !== 0 && (c.types & f.types) === 0) return false;
  if ((c.types & f.notTypes) !== 0) return false;
  if (f.colors !== 0 && (c.colors & f.colors) === 0) return false;
  return (c.colors & f.notColors) === 0;
}

// Readers; each makes sure the cache is fresh. Objects not in play have their printed values.
export function power(g: Game, id: number): number { ensureChars(g); return g.cPow[id]; }
export function toughness(g: Game, id: number): number { ensureChars(g); return g.cTou[id]; }
export function keywords(g: Game, id: number): number { ensureChars(g); return g.cKw[id]; }
export function types(g: Game, id: number): number {
  if (g.zone[id] !== Zone.InPlay) return g.cards[g.card[id]].types;
  ensureChars(g); return g.cTypes[id];
}
export function supertypes(g: Game, id: number): number {
  if (g.zone[id] !== Zone.InPlay) return g.cards[g.card[id]].supers;
  ensureChars(g); return g.cSupers[id];
}
/** The object's subtype set (subtypes.ts). */
export function subtypeSet(g: Game, id: number): number {
  if (g.zone[id] !== Zone.InPlay) return g.cards[g.card[id]].subtypeSet;
  ensureChars(g); return g.cSub[id];
}
export function colors(g: Game, id: number): number {
  if (g.zone[id] !== Zone.InPlay) return g.cards[g.card[id]].colors;
  ensureChars(g); return g.cColors[id];
}
export function controller(g: Game, id: number): number {
  if (g.zone[id] !== Zone.InPlay) return g.ctrl[id];
  ensureChars(g); return g.cCtrl[id];
}
/** The card whose abilities and name the object has (its own, or what it copies: layer 1). */
export function baseCard(g: Game, id: number) {
  if (g.zone[id] !== Zone.InPlay) return g.cards[g.card[id]];
  ensureChars(g); return g.cards[g.cBase[id]];
}
export const isCreature = (g: Game, id: number) => (types(g, id) & 2) !== 0;
