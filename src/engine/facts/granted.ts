// Activated abilities granted by effects (layer 5 of 418.5a): "enchanted creature has '{T}: ...'"
// (Arcane Teachings), "becomes a creature with '{B}: Regenerate this creature'" (Spawning Pool). Each
// grant is a ContinuousEffect.GrantAbility row whose A is a card holding just that ability (compiled with the granting
// card, compile.ts). An object's activated abilities are its own (printed, or copied in layer 1) and then
// the granted ones in timestamp order: ability k is its own k below their count, else granted k - count.
// A "loses all abilities" effect (Humility) takes its own ones and those granted earlier (418.5h).
// A copy copies only copiable values (503.2), so it gets none of the granted ones; a grant ends with its
// row (its source leaves play, the Aura moves on, "until end of turn" ends).
import type { ActivatedC } from '../core/cardform.js';
import { baseCard, ensureChars, matches, rowSource } from './chars.js';
import { Flag, Zone } from '../core/constants.js';
import {
  BY_FILTER,
  ContinuousEffect,
  latestCopyTs,
  rowObject,
  rowStatic,
  TEXT_ABILITIES_LOST,
  WITH_COPY,
} from '../core/continuous.js';
import { EffectField, type Game, Global, cCtrlOf, cNoAbOf, flagsOf, namedCountersOf, zoneOf } from '../core/state.js';

/**
 * Does layer-5 row r (its offset) apply to in-play object id now? (a static's row: not if its source lost its
 * abilities)
 */
export function grantRowApplies(g: Game, r: number, id: number): boolean {
  if (g.m[r + EffectField.Obj] !== BY_FILTER) {
    // a resolved effect's grant, B: only while the object has a counter of that kind (effects-grant.ts), or only while
    // the copy effect it is part of is the object's latest (WITH_COPY: effects-copy.ts becomeCopy's gainsThisAbility)
    const b = g.m[r + EffectField.B];
    if (rowObject(g, r) !== id) return false;
    if (b === WITH_COPY) return latestCopyTs(g, id) === g.m[r + EffectField.Ts];
    return b === 0 || namedCountersOf(g, id, b) > 0;
  }
  const src = rowSource(g, r);
  if (src < 0) return false;
  const st = rowStatic(g, r);
  if (st.whileUntapped && (flagsOf(g, src) & Flag.Tapped) !== 0) return false;
  return matches(g, st.filter, id, cCtrlOf(g, src), src);
}

/**
 * The first row that can grant object id an ability now: after the latest "loses all abilities" row that applied to
 * it (418.5h: Humility), as the layers noted it (chars.ts: that row's index + 1; 0: none), which counts a row whose
 * source lost its own abilities while it applied (418.5b: Humility made a creature by Opalescence).
 */
const firstGrantRow = (g: Game, id: number): number => cNoAbOf(g, id) & ~TEXT_ABILITIES_LOST;

/** The card holding the j-th activated ability granted to in-play object id now, or -1. */
export function grantedCard(g: Game, id: number, j: number): number {
  ensureChars(g);
  // the cache counted no grant applying to anything; a card outside play has none (and a stale cache)
  if (g.m[g.grantedAbilityCount] === 0 || zoneOf(g, id) !== Zone.InPlay) return -1;
  for (let e = firstGrantRow(g, id); e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.GrantAbility || !grantRowApplies(g, r, id)) continue;
    if (j-- === 0) return g.m[r + EffectField.A];
  }
  return -1;
}

/** How many activated abilities are granted to in-play object id now. */
export function grantedCount(g: Game, id: number): number {
  ensureChars(g);
  if (g.m[g.grantedAbilityCount] === 0 || zoneOf(g, id) !== Zone.InPlay) return 0;
  let k = 0;
  for (let e = firstGrantRow(g, id); e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] === ContinuousEffect.GrantAbility && grantRowApplies(g, r, id)) k++;
  }
  return k;
}

/** Is any activated ability granted to anything now (so a permanent without its own may have one)? */
export function anyGranted(g: Game): boolean {
  ensureChars(g);
  return g.m[g.grantedAbilityCount] !== 0;
}

/** Activated ability k of object id (its own first, then the granted ones), or null. */
export function activatedAbility(g: Game, id: number, k: number): ActivatedC | null {
  const own = baseCard(g, id).activated;
  if (k < own.length) return own[k];
  const h = grantedCard(g, id, k - own.length);
  return h < 0 ? null : g.cards[h].activated[0];
}

/** How many activated abilities object id has now (its own and the granted ones). */
export function activatedCount(g: Game, id: number): number {
  return baseCard(g, id).activated.length + grantedCount(g, id);
}
