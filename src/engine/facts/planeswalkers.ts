// Planeswalkers (212.9 of 2008, Lorwyn): which permanents are planeswalkers, which a player controls, whether two
// share a planeswalker type, and what an attacking creature attacks. The rules that use these (state-based
// effects, damage, attacks, redirection) first ask inPlayWith(g, AbilityKind.Planeswalker), a count kept as
// objects move, so games without a planeswalker never scan for one.
import { AbilityKind } from '../core/cardform.js';
import { CardType, Zone } from '../core/constants.js';
import { inPlayWith } from '../core/kinds.js';
import { isCreatureType, subtypeIds } from '../core/subtypes.js';
import { attackTargetOf, cCtrlOf, cSubOf, cTypesOf, type Game, liveId } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { ensureChars, types } from './chars.js';

/** Is any planeswalker in play? (O(1): the ability-kind count.) */
export const anyPlaneswalker = (g: Game): boolean => inPlayWith(g, AbilityKind.Planeswalker) !== 0;

/** Is object `id` a planeswalker (its types now; printed out of play)? */
export const isPlaneswalker = (g: Game, id: number): boolean => (types(g, id) & CardType.Planeswalker) !== 0;

/**
 * The planeswalkers player p controls, written to out from `at` (none written when out is null); the count.
 * In the in-play order, so an option list built from it is the same for a game and its clone.
 */
export function planeswalkersOf(g: Game, p: number, out: Int32Array | null, at: number): number {
  if (!anyPlaneswalker(g)) return 0;
  ensureChars(g);
  const b = listBase(g, Zone.InPlay, 0);
  const n = g.m[b];
  let k = 0;
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if ((cTypesOf(g, id) & CardType.Planeswalker) !== 0 && cCtrlOf(g, id) === p) {
      if (out !== null) out[at + k] = id;
      k++;
    }
  }
  return k;
}

/** The first planeswalker player p controls, in the in-play order, or -1. */
export function firstPlaneswalkerOf(g: Game, p: number): number {
  if (!anyPlaneswalker(g)) return -1;
  ensureChars(g);
  const b = listBase(g, Zone.InPlay, 0);
  const n = g.m[b];
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if ((cTypesOf(g, id) & CardType.Planeswalker) !== 0 && cCtrlOf(g, id) === p) return id;
  }
  return -1;
}

/**
 * 212.9c of 2008: do planeswalkers `a` and `b` share a planeswalker type? Their subtypes are planeswalker types;
 * a creature type an effect may have given one (none does in the pool) doesn't count.
 */
export function sharePlaneswalkerType(g: Game, a: number, b: number): boolean {
  const sb = new Set(subtypeIds(cSubOf(g, b)));
  for (const t of subtypeIds(cSubOf(g, a))) if (sb.has(t) && !isCreatureType(t)) return true;
  return false;
}

/** The planeswalker attacking creature `id` attacks, if it is still in play; -1 otherwise (or it attacks a player). */
export function attackedPlaneswalker(g: Game, id: number): number {
  const t = attackTargetOf(g, id);
  return t === 0 ? -1 : liveId(g, t - 1);
}
