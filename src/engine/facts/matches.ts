// Filters against objects: a permanent as the characteristics cache holds it (matches; callers keep the
// cache fresh, and the layers call it while they compute it), or a card outside play by its printed values.
import type { CCard, FilterC } from '../core/cardform.js';
import { dealtDamageThisTurn, Layer, Link } from '../core/continuous.js';
import { Flag, Step, Zone } from '../core/constants.js';
import { isBlockingAttacker } from '../core/blocks.js';
import { rf } from '../core/stack-records.js';
import {
  EffectField,
  type Game,
  Global,
  StackField,
  liveId,
  ref,
  attachOf,
  cBaseOf,
  cColorsOf,
  cCtrlOf,
  cKw2Of,
  cKwOf,
  cPowOf,
  cTouOf,
  cSupersOf,
  cSubOf,
  cTextOf,
  cTypesOf,
  dealtDamageThisTurnBy,
  flagsOf,
  loyaltyOf,
  madeByResolving,
  ownerOf,
  minus1Of,
  plus1Of,
  zoneOf,
} from '../core/state.js';
import { hasSubtype, subtypeId } from '../core/subtypes.js';
import { listBase } from '../core/zones.js';
import { mappedFilter, TEXT_IDENTITY } from './textchange.js';
import { hasNamedName, sameName } from './typetext.js';
import { chosenColor, chosenCreatureType, parityFits } from './chosen.js';

/** Does in-play object `id` match a filter of `src`'s text, seen from `you` (the source's controller) and `src`? */
export function matches(g: Game, f: FilterC, id: number, you: number, src: number): boolean {
  // A source in play whose text was changed (418.6) reads its filter with the new words.
  if (src >= 0 && cTextOf(g, src) !== TEXT_IDENTITY && zoneOf(g, src) === Zone.InPlay)
    f = mappedFilter(g, f, cTextOf(g, src), src);
  return matchesRead(g, f, id, you, src);
}

/**
 * Is permanent id one of the objects the resolving delayed ability remembers ("them": a Link.Remembered row keyed by
 * its "it", vocab/registry.ts rememberMade)?
 */
function remembered(g: Game, id: number): boolean {
  const rec = g.m[Global.ResItem];
  if (rec < 0) return false;
  const key = rf(g, rec, StackField.Ref);
  const r0 = ref(g, id);
  for (let i = 0; i < g.m[Global.EffN]; i++) {
    const r = g.effects + i * EffectField.SIZE;
    if (
      g.m[r + EffectField.Layer] === Layer.Linked &&
      g.m[r + EffectField.A] === Link.Remembered &&
      g.m[r + EffectField.Source] === key &&
      g.m[r + EffectField.Obj] === r0
    )
      return true;
  }
  return false;
}

/** Is an Aura (a permanent with that subtype now) attached to permanent id? */
function isEnchanted(g: Game, id: number): boolean {
  const b = listBase(g, Zone.InPlay, 0);
  const to = ref(g, id);
  const aura = subtypeId('Aura');
  for (let i = 1; i <= g.m[b]; i++) {
    const x = g.m[b + i];
    if (attachOf(g, x) === to && hasSubtype(cSubOf(g, x), aura)) return true;
  }
  return false;
}

/** soleCandidate's answer for a filter that many permanents may match. */
export const MANY_CANDIDATES = -2;

/**
 * The one permanent filter f of `src` could match, whatever else it asks (matchesRead decides): what src is attached
 * to ("enchanted creature", "equipped creature"), src itself ("[this]"); -1 when that is no object now; MANY_CANDIDATES
 * when any permanent may match. Text changes (418.6) leave these words as they are.
 */
export function soleCandidate(g: Game, f: FilterC, src: number): number {
  if (f.attached) return liveId(g, attachOf(g, src));
  return f.self ? src : MANY_CANDIDATES;
}

/** matches, for a filter already read through its source's text (text-read.ts readFilter). */
export function matchesRead(g: Game, f: FilterC, id: number, you: number, src: number): boolean {
  const types = cTypesOf(g, id);
  if (f.types !== 0 && (types & f.types) === 0) return false;
  if ((types & f.notTypes) !== 0) return false;
  const colors = cColorsOf(g, id);
  if (f.colors !== 0 && (colors & f.colors) === 0) return false;
  if ((colors & f.notColors) !== 0) return false;
  if (f.kw !== 0 && (cKwOf(g, id) & f.kw) !== f.kw) return false;
  if (f.kw2 !== 0 && (cKw2Of(g, id) & f.kw2) !== f.kw2) return false;
  if ((cKwOf(g, id) & f.notKw) !== 0 || (cKw2Of(g, id) & f.notKw2) !== 0) return false;
  if (f.sameName && (src < 0 || !sameName(g, id, src))) return false;
  if (f.chosenType && (src < 0 || !hasSubtype(cSubOf(g, id), chosenCreatureType(g, src)))) return false;
  if (f.chosenColor && (src < 0 || (cColorsOf(g, id) & chosenColor(g, src)) === 0)) return false;
  if (f.chosenName && (src < 0 || !hasNamedName(g, id, src))) return false;
  const flags = flagsOf(g, id);
  if (f.tapped >= 0 && ((flags & Flag.Tapped) !== 0) !== (f.tapped === 1)) return false;
  if (f.attacking >= 0 && ((flags & Flag.Attacking) !== 0) !== (f.attacking === 1)) return false;
  if (f.blocking >= 0 && ((flags & Flag.Blocking) !== 0) !== (f.blocking === 1)) return false;
  if (f.controller === 1 && cCtrlOf(g, id) !== you) return false;
  if (f.controller === 2 && cCtrlOf(g, id) === you) return false;
  if (f.other && id === src) return false;
  if (f.self && id !== src) return false;
  if (f.damagedBySrc && !dealtDamageThisTurn(g, ref(g, src), ref(g, id))) return false;
  if (f.blockingThis && !isBlockingAttacker(g, id, src)) return false;
  if (f.attached && liveId(g, attachOf(g, src)) !== id) return false;
  if (f.attackedThisTurn && (flags & Flag.AttackedThisTurn) === 0) return false;
  if (f.inCombat && (flags & (Flag.Attacking | Flag.Blocking)) === 0) return false;
  if (f.madeByThis && !madeByResolving(g, id)) return false;
  if (f.remembered && !remembered(g, id)) return false;
  if ((cSupersOf(g, id) & f.notSupers) !== 0) return false;
  if (f.nontoken && (flags & Flag.Token) !== 0) return false;
  if (f.token && (flags & Flag.Token) === 0) return false;
  if (f.owner !== 0 && (ownerOf(g, id) === you) !== (f.owner === 1)) return false;
  if (f.hasCounters && !hasAnyCounter(g, id)) return false;
  if (f.plusOne && plus1Of(g, id) === 0) return false;
  if (f.minusOne && minus1Of(g, id) === 0) return false;
  if (f.blocked >= 0 && !blockedFits(g, flags, f.blocked === 1)) return false;
  if (f.enchanted && !isEnchanted(g, id)) return false;
  if (f.attachedToThis && (src < 0 || liveId(g, attachOf(g, id)) !== src)) return false;
  if (f.damaged && !dealtDamageThisTurnBy(g, id)) return false;
  if (cPowOf(g, id) > f.powerAtMost) return false;
  if (cTouOf(g, id) < f.toughnessAtLeast) return false;
  if (f.manaValueAtLeast > 0 || f.manaValueAtMost < 1 << 30) {
    const mv = g.cards[cBaseOf(g, id)].cost?.cmc ?? 0; // its copiable mana cost (a copy's is the copied one's)
    if (mv < f.manaValueAtLeast || mv > f.manaValueAtMost) return false;
  }
  if (f.highestManaValue && (g.cards[cBaseOf(g, id)].cost?.cmc ?? 0) < highestCreatureManaValue(g)) return false;
  if (f.parity !== 0 && !parityFits(g, f.parity, g.cards[cBaseOf(g, id)].cost?.cmc ?? 0, src)) return false;
  if (f.subtypes !== null) {
    const set = cSubOf(g, id);
    let any = false;
    for (let i = 0; i < f.subtypes.length && !any; i++) any = hasSubtype(set, f.subtypes[i]);
    if (!any) return false;
  }
  if (f.notSubtypes !== null)
    for (let i = 0; i < f.notSubtypes.length; i++) if (hasSubtype(cSubOf(g, id), f.notSubtypes[i])) return false;
  return true;
}

/** The highest converted mana cost among the creatures in play (their copiable mana costs; 0 with none). */
function highestCreatureManaValue(g: Game): number {
  const b = listBase(g, Zone.InPlay, 0);
  let most = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if ((cTypesOf(g, id) & 2) !== 0) most = Math.max(most, g.cards[cBaseOf(g, id)].cost?.cmc ?? 0);
  }
  return most;
}

/**
 * Does a card (its printed values: it is not in play, 410.10e) match a filter's types, subtypes and colors? The
 * rest of a filter (tapped, attacking, controller, ...) describes permanents and is checked by callers. Subtypes
 * are read from the printed subtype set, which holds every creature type for a changeling (502.73 of 2008: in
 * every zone), so "an Elf card in your graveyard" counts one.
 */
export function printedMatches(c: CCard, f: FilterC, extraColors = 0): boolean {
  if (f.types !== 0 && (c.types & f.types) === 0) return false;
  if ((c.types & f.notTypes) !== 0) return false;
  const colors = c.colors | extraColors; // what static abilities add to every card outside play (card-colors.ts)
  if (f.colors !== 0 && (colors & f.colors) === 0) return false;
  if ((colors & f.notColors) !== 0) return false;
  const mv = c.cost?.cmc ?? 0;
  if (mv < f.manaValueAtLeast || mv > f.manaValueAtMost) return false;
  return (f.subtypes === null && f.notSubtypes === null) || printedSubtypesMatch(c.subtypeSet, f);
}

function printedSubtypesMatch(set: number, f: FilterC): boolean {
  if (f.subtypes !== null) {
    let any = false;
    for (let i = 0; i < f.subtypes.length && !any; i++) any = hasSubtype(set, f.subtypes[i]);
    if (!any) return false;
  }
  if (f.notSubtypes !== null)
    for (let i = 0; i < f.notSubtypes.length; i++) if (hasSubtype(set, f.notSubtypes[i])) return false;
  return true;
}

/** Any counter on it: +1/+1, -1/-1, loyalty or a named kind ("with a counter on it"). */
const hasAnyCounter = (g: Game, id: number): boolean =>
  plus1Of(g, id) !== 0 || minus1Of(g, id) !== 0 || loyaltyOf(g, id) !== 0 || g.m[g.namedCounters + id] !== 0;

/**
 * "Each blocked creature" (an attacker that became blocked, 309.2 of 2008) or "each unblocked creature" (an attacker
 * none was declared to block: only once blockers are declared, from the declare blockers step to the end of combat).
 */
function blockedFits(g: Game, flags: number, blocked: boolean): boolean {
  if ((flags & Flag.Attacking) === 0) return false;
  if (blocked) return (flags & Flag.Blocked) !== 0;
  const step = g.m[Global.Step];
  return (flags & Flag.Blocked) === 0 && step >= Step.DeclareBlockers && step <= Step.EndCombat;
}
