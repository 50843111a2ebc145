// What handlers need while a spell or ability resolves: its references, amounts and players, read
// from its stack record. Scratch arrays here hold nothing across a decision (each use is one call).
import { listCount, listShare, listTarget } from '../core/target-list.js';
import { cardMatches } from './card-colors.js';
import { type AmountC, AmountKind, type FilterC, manaSymbolsOf, RefCode } from '../core/cardform.js';
import { baseCard, controller, ensureChars, isCreature, matches, matchesRead, power, toughness } from './chars.js';
import { hasSubtype, shareCreatureType } from '../core/subtypes.js';
import { readFilter } from './text-read.js';
import { NO_TARGET, Zone, playerRef, refPlayer } from '../core/constants.js';
import { sourceIntact, rf } from '../core/stack-records.js';
import {
  type Game,
  Global,
  lastToughness,
  lastPower,
  lastController,
  liveId,
  refId,
  pl,
  PlayerSlot,
  StackField,
  attachOf,
  cardIdOf,
  cSubOf,
  zoneOf,
} from '../core/state.js';
import { listBase } from '../core/zones.js';

export const controllerOfItem = (g: Game, rec: number) => rf(g, rec, StackField.Controller);
export const sourceRef = (g: Game, rec: number) => rf(g, rec, StackField.Source);

/**
 * The value of an amount on resolution (418.3c: a count is taken now and fixed); `thatPlayer`: the
 * player the effect acts on, for a count of "his or her" objects (whose 3).
 */
export function amountOf(g: Game, rec: number, a: AmountC, thatPlayer = -1): number {
  if (a.kind === AmountKind.Fixed) return a.n;
  if (a.kind === AmountKind.X) return rf(g, rec, StackField.X);
  // the record's amount slot
  if (
    a.kind === AmountKind.Event ||
    a.kind === AmountKind.Sacrificed ||
    a.kind === AmountKind.CountersRemoved ||
    a.kind === AmountKind.CounteredManaValue ||
    a.kind === AmountKind.RevealedManaSymbols ||
    a.kind === AmountKind.RemovedOfColor
  )
    return rf(g, rec, StackField.Amount);
  if (a.kind === AmountKind.DamageDealt || a.kind === AmountKind.Destroyed) return rf(g, rec, StackField.Tracked);
  if (a.kind === AmountKind.Toughness || a.kind === AmountKind.Power || a.kind === AmountKind.TappedPower) {
    const id = a.kind === AmountKind.TappedPower ? liveId(g, rf(g, rec, StackField.Ref)) : objectOf(g, rec, a.n);
    const toughnessOf = a.kind === AmountKind.Toughness;
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay) return Math.max(0, toughnessOf ? toughness(g, id) : power(g, id));
    // Gone from play: as it last existed in play (Weed Strangle's destroyed creature, an Archer that left).
    const r = a.kind === AmountKind.TappedPower ? rf(g, rec, StackField.Ref) : objectRefOf(g, rec, a.n);
    const last = r < 0 ? NaN : toughnessOf ? lastToughness(g, r) : lastPower(g, r);
    return last === last ? Math.max(0, last) : 0;
  }
  if (a.kind === AmountKind.ItToughness) {
    // On resolution; an object that has left play: its toughness as it last existed in play (kept as it
    // left), else as it came into play (the event's amount).
    const r = rf(g, rec, StackField.Ref);
    const id = liveId(g, r);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay) return Math.max(0, toughness(g, id));
    const last = lastToughness(g, r);
    return Math.max(0, last === last ? last : rf(g, rec, StackField.Amount));
  }
  // kept in the trigger's amount slot as it triggered (batch/triggers.ts queue)
  if (a.kind === AmountKind.ItMinusCounters) return rf(g, rec, StackField.Amount);
  // the list entry being acted on
  if (a.kind === AmountKind.Share) return listShare(g, rec, rf(g, rec, StackField.ListAt));
  if (a.kind === AmountKind.LegalTargets) {
    let n = 0;
    for (let i = 0; i < listCount(g, rec); i++) if (listTarget(g, rec, i) !== NO_TARGET) n++;
    return n;
  }
  if (a.kind === AmountKind.ChosenType) return chosenTypeCount(g, rec, a.filter!);
  if (a.kind === AmountKind.CountSharing) return countSharing(g, rec, a);
  if (a.kind === AmountKind.OpponentDamage)
    return pl(g, 1 - rf(g, rec, StackField.Controller), PlayerSlot.DamageThisTurn);
  if (a.kind === AmountKind.LifeLost || a.kind === AmountKind.Discarded) {
    const p = a.whose === 3 ? thatPlayer : playersOf(g, rec, a.n, one) > 0 ? one[0] : -1;
    if (p < 0) return 0;
    return pl(g, p, a.kind === AmountKind.LifeLost ? PlayerSlot.LifeLostThisTurn : PlayerSlot.DiscardedThisTurn);
  }
  if (a.kind === AmountKind.SacrificedManaSymbols) {
    const r = rf(g, rec, StackField.Ref); // the sacrificed permanent: its card's mana cost
    return manaSymbolsOf(g.cards[cardIdOf(g, refId(r))].cost, a.n - 1);
  }
  if (a.kind === AmountKind.HandDifference) {
    const you = rf(g, rec, StackField.Controller);
    return Math.max(0, g.m[listBase(g, Zone.Hand, 1 - you)] - g.m[listBase(g, Zone.Hand, you)]);
  }
  return countObjects(
    g,
    rf(g, rec, StackField.Controller),
    refId(rf(g, rec, StackField.Source)),
    a,
    thatPlayer,
    rf(g, rec, StackField.Player),
    rf(g, rec, StackField.Source),
  );
}

/**
 * The number of objects a Count amount names, seen from player `you` and source `src` (reference `srcRef`: its
 * filter reads that object's text, text-read.ts); `thatPlayer` (whose 3): the player the effect acts on;
 * `eventPlayer` (whose 4): the triggering event's player.
 */
export function countObjects(
  g: Game,
  you: number,
  src: number,
  a: AmountC,
  thatPlayer: number,
  eventPlayer: number,
  srcRef: number,
): number {
  const f = readFilter(g, a.filter, srcRef);
  if (a.whose === 3) {
    if (thatPlayer < 0) return 0;
    return countOf(g, a, f, thatPlayer, you, src);
  }
  if (a.whose === 4) {
    if (eventPlayer < 0) return 0;
    return countOf(g, a, f, eventPlayer, you, src);
  }
  let k = 0;
  if (a.zone === Zone.InPlay) {
    const b = listBase(g, Zone.InPlay, 0);
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if ((a.whose === 1 && controller(g, id) !== you) || (a.whose === 2 && controller(g, id) === you)) continue;
      if (f === null || matchesRead(g, f, id, you, src)) k += weight(g, a, id);
    }
    return k;
  }
  for (let p = 0; p < 2; p++) {
    if ((a.whose === 1 && p !== you) || (a.whose === 2 && p === you)) continue;
    const b = listBase(g, a.zone, p);
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if (f === null || cardMatches(g, g.cards[cardIdOf(g, id)], f)) k += weight(g, a, id);
    }
  }
  return k;
}

/** What a counted object adds: 1, or (chroma) its mana symbols of the count's color (in play: its copiable values). */
const weight = (g: Game, a: AmountC, id: number): number =>
  a.n === 0 ? 1 : manaSymbolsOf(baseCard(g, id).cost, a.n - 1);

/** The objects matching f (the count's filter, read) that p controls (in play) or owns (in a hand or graveyard). */
function countOf(g: Game, a: AmountC, f: FilterC | null, p: number, you: number, src: number): number {
  let k = 0;
  const b = listBase(g, a.zone, a.zone === Zone.InPlay ? 0 : p);
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if (a.zone === Zone.InPlay) {
      if (controller(g, id) === p && (f === null || matchesRead(g, f, id, you, src))) k += weight(g, a, id);
    } else if (f === null || cardMatches(g, g.cards[cardIdOf(g, id)], f)) k += weight(g, a, id);
  }
  return k;
}

/**
 * The object a reference names, or -1: "this" (the source, if still the same object), "it" (the
 * object of the trigger's event, where it went: 410.10), or a target that is still legal.
 */
export function objectOf(g: Game, rec: number, ref: number): number {
  if (ref === RefCode.This) return sourceIntact(g, rec);
  if (ref === RefCode.It) return liveId(g, rf(g, rec, StackField.Ref));
  if (ref === RefCode.Attached) {
    const src = sourceIntact(g, rec);
    return src < 0 ? -1 : liveId(g, attachOf(g, src));
  }
  const t = rf(g, rec, StackField.T0 + ref);
  return t === NO_TARGET || t < 0 ? -1 : liveId(g, t);
}

/** The object reference (id and incarnation) `ref` names, as the item holds it (-1: none). */
function objectRefOf(g: Game, rec: number, ref: number): number {
  if (ref === RefCode.This) return rf(g, rec, StackField.Source);
  if (ref === RefCode.It) return rf(g, rec, StackField.Ref);
  if (ref === RefCode.Attached) return -1;
  const t = rf(g, rec, StackField.T0 + ref);
  return t === NO_TARGET || t < 0 ? -1 : t;
}

/** A creature-or-player reference as an object id or negative player ref; NO_TARGET if none. */
export function recipientOf(g: Game, rec: number, ref: number): number {
  const you = rf(g, rec, StackField.Controller);
  if (ref === RefCode.You) return playerRef(you);
  if (ref === RefCode.Opponent) return playerRef(1 - you);
  if (ref === RefCode.EventPlayer) {
    const p = rf(g, rec, StackField.Player);
    return p < 0 ? NO_TARGET : playerRef(p);
  }
  if (ref === RefCode.TargetController0) {
    const n = playersOf(g, rec, ref, one);
    return n === 0 ? NO_TARGET : playerRef(one[0]);
  }
  if (ref === RefCode.This || ref === RefCode.It || ref === RefCode.Attached) {
    const id = objectOf(g, rec, ref);
    return id < 0 ? NO_TARGET : id;
  }
  const t = rf(g, rec, StackField.T0 + ref);
  if (t === NO_TARGET || t < 0) return t;
  const id = liveId(g, t);
  return id < 0 ? NO_TARGET : id;
}

const one = new Int32Array(2);
/** Players a player reference names, written to out; returns the count. "each" is APNAP order (101.4). */
export function playersOf(g: Game, rec: number, ref: number, out: Int32Array): number {
  const you = rf(g, rec, StackField.Controller);
  switch (ref) {
    case RefCode.You:
      out[0] = you;
      return 1;
    case RefCode.Opponent:
      out[0] = 1 - you;
      return 1;
    case RefCode.Each:
      out[0] = g.m[Global.Active];
      out[1] = 1 - g.m[Global.Active];
      return 2;
    case RefCode.EventPlayer: {
      const p = rf(g, rec, StackField.Player);
      if (p < 0) return 0;
      out[0] = p;
      return 1;
    }
    case RefCode.AttachedController: {
      const id = objectOf(g, rec, RefCode.Attached);
      if (id < 0) return 0;
      out[0] = controller(g, id);
      return 1;
    }
    case RefCode.TargetController0: {
      const t = rf(g, rec, StackField.T0);
      if (t === NO_TARGET) return 0;
      if (t < 0) {
        out[0] = refPlayer(t);
        return 1;
      }
      const id = liveId(g, t);
      // A target that has left play: its controller as it last existed in play (Crib Swap's "its controller").
      const p = id < 0 ? lastController(g, t) : controller(g, id);
      if (p < 0) return 0;
      out[0] = p;
      return 1;
    }
    default: {
      const t = rf(g, rec, StackField.T0 + ref);
      if (t === NO_TARGET || t >= 0) return 0;
      out[0] = refPlayer(t);
      return 1;
    }
  }
}

let scratch = new Int32Array(64);
/** Snapshot of the in-play objects matching a filter (creatures when null), locked in now (418.3b). */
export function matchingInPlay(g: Game, rec: number, f: FilterC | null): Int32Array {
  const base = listBase(g, Zone.InPlay, 0);
  const n = g.m[base];
  if (scratch.length < n + 1) scratch = new Int32Array(n * 2 + 1);
  const you = rf(g, rec, StackField.Controller);
  const src = refId(rf(g, rec, StackField.Source));
  const fr = readFilter(g, f, rf(g, rec, StackField.Source));
  let k = 0;
  for (let i = 0; i < n; i++) {
    const id = g.m[base + 1 + i];
    if (fr ? matchesRead(g, fr, id, you, src) : isCreature(g, id)) scratch[++k] = id;
  }
  scratch[0] = k;
  return scratch;
}

/**
 * The permanents matching f that have the creature type chosen as item rec resolves (chooseCreatureType: its amount
 * slot holds that subtype id + 1; none chosen: 0).
 */
function chosenTypeCount(g: Game, rec: number, f: FilterC): number {
  const chosen = rf(g, rec, StackField.Amount) - 1;
  if (chosen < 0) return 0;
  ensureChars(g);
  const you = rf(g, rec, StackField.Controller);
  const src = refId(rf(g, rec, StackField.Source));
  const b = listBase(g, Zone.InPlay, 0);
  let n = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if (hasSubtype(cSubOf(g, id), chosen) && matches(g, f, id, you, src)) n++;
  }
  return n;
}

/** The permanents matching its filter other than object a.n that share a creature type with it (CountSharing). */
function countSharing(g: Game, rec: number, a: AmountC): number {
  const id = objectOf(g, rec, a.n);
  if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return 0;
  const you = rf(g, rec, StackField.Controller);
  const src = refId(rf(g, rec, StackField.Source));
  const f = readFilter(g, a.filter, rf(g, rec, StackField.Source));
  ensureChars(g);
  const b = listBase(g, Zone.InPlay, 0);
  let k = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const o = g.m[b + 1 + i];
    if (o === id || (a.whose === 1 && controller(g, o) !== you) || (a.whose === 2 && controller(g, o) === you))
      continue;
    if (shareCreatureType(cSubOf(g, id), cSubOf(g, o)) && (f === null || matchesRead(g, f, o, you, src))) k++;
  }
  return k;
}
