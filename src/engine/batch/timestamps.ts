// 418.5e(a): when two or more objects enter a zone at the same time, the active player determines their
// timestamp order as they enter. A batch's permanents come into play with timestamps in the batch's order
// (moveTo); once it has happened, before its triggers are looked for, the active player picks those whose
// order can matter one at a time (a TimestampOrder decision): each pick takes the next timestamp and its
// static abilities' rows move to the end of the effect table (continuous.ts newTimestamp); the last one
// is not asked. The others keep the batch's order.
//
// When can the order matter? In play a timestamp is read only through the rows of the object's static
// abilities (418.5f) in the layers of characteristics, applied inside a layer in timestamp order (418.5a,
// 418.5h), and by the world rule, whose tie for permanents that came into play together (420.5i) ignores
// it. Other rows don't apply in timestamp order (replacement and prevention: 419.9a has the affected
// player choose; rules for players; memories). So it can matter only through a row of each of two
// newcomers in the same layer or sublayer (an Animate row is in 4 and in 6b, 418.5b). Such a pair is
// order-free when neither reads (matches or counts by) a characteristic the other changes (else one result
// feeds the other, 418.5c-d), and either
//   - they change different characteristics (colors and keywords), or different single objects (each its
//     own source, or the permanent its source is attached to), or
//   - they add the same way (+N/+N, keywords, types or an ability gained; P/T switched): sums, unions and
//     double switches commute.
// Losing all abilities also turns off rows of the objects it affects, and copy and text changes change
// every characteristic: any such pair can matter. A row that changes nothing (an Equipment attached to
// nothing) can't. So lands, creatures without static abilities and anthems never ask, and the check is one
// scan of the effect table for a batch that put two or more permanents into play.
import type { FilterC, StaticC } from '../core/cardform.js';
import { Decision, EventKind, Zone } from '../core/constants.js';
import { ContinuousEffect, Layer, newTimestamp, rowStatic, Until } from '../core/continuous.js';
import { evBase, EventField, EventFlag } from '../core/event-records.js';
import { EffectField, type Game, Global, liveId, put, refId, attachOf, zoneOf } from '../core/state.js';
import { nextTimestamp } from '../core/zones.js';

/** Characteristics a row changes or reads, as bits. */
const enum Ch {
  Control = 1,
  Types = 2,
  Colors = 4,
  Keywords = 8,
  Abilities = 16,
  Pt = 32,
  Name = 64,
  All = 127,
}

/** The characteristics a row of kind `what` changes; every one for the others (losing all abilities, copy, text). */
function changes(what: number): number {
  switch (what) {
    case ContinuousEffect.SetController:
      return Ch.Control;
    case ContinuousEffect.AddTypes:
    case ContinuousEffect.SetCreatureTypes:
      return Ch.Types;
    case ContinuousEffect.Animate:
      return Ch.Types | Ch.Pt;
    case ContinuousEffect.SetColors:
      return Ch.Colors;
    case ContinuousEffect.AddKeywords:
    case ContinuousEffect.RemoveKeywords:
      return Ch.Keywords;
    case ContinuousEffect.GrantAbility:
      return Ch.Abilities;
    case ContinuousEffect.Pump:
    case ContinuousEffect.SetPt:
    case ContinuousEffect.SwitchPt:
      return Ch.Pt;
    default:
      return Ch.All;
  }
}

/** Kinds whose rows commute with each other: they add (or switch) the same way whatever the order. */
const additive = (what: number): boolean =>
  what === ContinuousEffect.Pump ||
  what === ContinuousEffect.AddKeywords ||
  what === ContinuousEffect.AddTypes ||
  what === ContinuousEffect.SwitchPt ||
  what === ContinuousEffect.GrantAbility;

/** The characteristics a filter matches on. */
function filterReads(f: FilterC | null): number {
  if (f === null) return 0;
  return (
    (f.controller !== 0 ? Ch.Control : 0) |
    (f.types !== 0 || f.notTypes !== 0 || f.subtypes !== null ? Ch.Types : 0) |
    (f.colors !== 0 || f.notColors !== 0 ? Ch.Colors : 0) |
    ((f.kw | f.kw2 | f.notKw | f.notKw2) !== 0 ? Ch.Keywords : 0) |
    (f.powerAtMost < 1 << 30 || f.toughnessAtLeast > -(1 << 30) ? Ch.Pt : 0) |
    (f.sameName || f.manaValueAtLeast > 0 || f.manaValueAtMost < 1 << 30 ? Ch.Name : 0)
  );
}

/** The characteristics a static ability's row reads: what it applies to, what it counts. */
const reads = (st: StaticC): number =>
  filterReads(st.filter) |
  filterReads(st.forEach) |
  (st.cda !== null ? filterReads(st.cda.filter) : 0) |
  (st.cdaPlus !== null ? filterReads(st.cdaPlus.filter) : 0) |
  (st.sharing ? Ch.Types : 0);

const ANY = -1;
const NOTHING = -2;

/** The one object a row changes (its source, or what its source is attached to), ANY, or NOTHING. */
function changedObject(g: Game, r: number, st: StaticC): number {
  const src = refId(g.m[r + EffectField.Source]);
  if (st.cda !== null || st.chosenColor || st.filter.self) return src;
  if (!st.filter.attached) return ANY;
  const to = liveId(g, attachOf(g, src));
  return to >= 0 ? to : NOTHING;
}

/** Are two layers the same (Animate rows sit in layer 4 and apply their P/T in 6b)? */
const sameLayer = (l1: number, w1: number, l2: number, w2: number): boolean =>
  l1 === l2 ||
  (w1 === ContinuousEffect.Animate && l2 === Layer.PtSet) ||
  (w2 === ContinuousEffect.Animate && l1 === Layer.PtSet);

/** Can the relative timestamp order of rows r1 and r2 (of different objects) change a characteristic? */
function orderMatters(g: Game, r1: number, r2: number): boolean {
  const m = g.m;
  const w1 = m[r1 + EffectField.What];
  const w2 = m[r2 + EffectField.What];
  if (!sameLayer(m[r1 + EffectField.Layer], w1, m[r2 + EffectField.Layer], w2)) return false;
  const s1 = rowStatic(g, r1);
  const s2 = rowStatic(g, r2);
  const o1 = changedObject(g, r1, s1);
  const o2 = changedObject(g, r2, s2);
  if (o1 === NOTHING || o2 === NOTHING) return false;
  const c1 = changes(w1);
  const c2 = changes(w2);
  if (c1 === Ch.All || c2 === Ch.All || (reads(s1) & c2) !== 0 || (reads(s2) & c1) !== 0) return true;
  if ((c1 & c2) === 0 || (o1 !== ANY && o2 !== ANY && o1 !== o2)) return false;
  return !(w1 === w2 && additive(w1));
}

/** Did event b (of a batch that has happened) put a permanent into play that is still there? */
function enteredPlay(g: Game, b: number): boolean {
  const m = g.m;
  if (
    m[b + EventField.Kind] !== EventKind.Move ||
    m[b + EventField.Aux] !== Zone.InPlay ||
    (m[b + EventField.Flags] & EventFlag.Done) === 0
  )
    return false;
  const id = liveId(g, m[b + EventField.Obj]);
  return id >= 0 && zoneOf(g, id) === Zone.InPlay;
}

/** How many of the batch's n events put a permanent into play that is still there. */
export function enteredCount(g: Game, n: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (enteredPlay(g, evBase(g, i))) k++;
  return k;
}

// The newcomers' rows in layers of characteristics: the row's offset and its object's event index.
let rowAt = new Int32Array(64);
let rowEvent = new Int32Array(64);

/** Marks event i Unordered; 1 if it wasn't yet. */
function mark(g: Game, i: number): number {
  const b = evBase(g, i);
  if ((g.m[b + EventField.Flags] & EventFlag.Unordered) !== 0) return 0;
  g.m[b + EventField.Flags] |= EventFlag.Unordered;
  return 1;
}

/**
 * Marks Unordered the events of the batch's n (it has happened) whose permanents' timestamp order can
 * matter (see the top of this file); returns how many: 0, or two or more.
 */
export function markUnordered(g: Game, n: number): number {
  const m = g.m;
  const rows = m[Global.EffN];
  let k = 0;
  for (let i = 0; i < n; i++) {
    const b = evBase(g, i);
    if (!enteredPlay(g, b)) continue;
    const src = m[b + EventField.Obj];
    for (let e = 0; e < rows; e++) {
      const r = g.effects + e * EffectField.SIZE;
      const layer = m[r + EffectField.Layer];
      if (
        m[r + EffectField.Source] !== src ||
        m[r + EffectField.Until] !== Until.SourceInPlay ||
        layer < Layer.Copy ||
        layer > Layer.PtSwitch
      )
        continue;
      if (k === rowAt.length) {
        const at = new Int32Array(k * 2);
        const ev = new Int32Array(k * 2);
        at.set(rowAt);
        ev.set(rowEvent);
        rowAt = at;
        rowEvent = ev;
      }
      rowAt[k] = r;
      rowEvent[k++] = i;
    }
  }
  let marked = 0;
  for (let x = 0; x < k; x++)
    for (let y = x + 1; y < k; y++)
      if (rowEvent[x] !== rowEvent[y] && orderMatters(g, rowAt[x], rowAt[y]))
        marked += mark(g, rowEvent[x]) + mark(g, rowEvent[y]);
  return marked;
}

/** The permanent of event i takes the next timestamp (its static abilities' rows with it); it is ordered. */
function stamp(g: Game, i: number): void {
  const b = evBase(g, i);
  g.m[b + EventField.Flags] &= ~EventFlag.Unordered;
  newTimestamp(g, refId(g.m[b + EventField.Obj]), nextTimestamp(g)); // may grow the game: offsets read again
}

/**
 * The active player orders the Unordered permanents of the batch's n events, first first: `choice` is the
 * one picked (an object id; -1: none yet). The last one takes the last timestamp unasked. False while a
 * TimestampOrder decision waits (options: object ids, in the batch's order, so option 0 keeps it).
 */
export function orderTimestamps(g: Game, n: number, choice: number): boolean {
  for (;;) {
    let k = 0;
    let last = -1;
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      if ((g.m[b + EventField.Flags] & EventFlag.Unordered) === 0) continue;
      const id = refId(g.m[b + EventField.Obj]);
      if (id === choice) {
        stamp(g, i);
        choice = -1;
        k = -1; // count again
        break;
      }
      g.m[g.options + k++] = id;
      last = i;
    }
    if (k < 0) continue;
    if (k === 1) stamp(g, last);
    if (k <= 1) return true;
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.TimestampOrder);
    put(g, Global.DPlayer, g.m[Global.Active]);
    return false;
  }
}
