// What handlers need while a spell or ability resolves: its references, amounts and players, read
// from its stack record. Scratch arrays here hold nothing across a decision (each use is one call).
import { type AmountC, AmountKind, type FilterC, R } from '../cardform.js';
import { controller, isCreature, matches, printedMatches, toughness } from '../chars.js';
import { NO_TARGET, Zone, playerRef, refPlayer } from '../constants.js';
import { rf, sourceIntact } from '../stack.js';
import { type Game, G, liveId, refId, S } from '../state.js';
import { listBase } from '../zones.js';

export const controllerOfItem = (g: Game, rec: number) => rf(g, rec, S.Controller);
export const sourceRef = (g: Game, rec: number) => rf(g, rec, S.Source);

/** The value of an amount on resolution (418.3c: a count is taken now and fixed). */
export function amountOf(g: Game, rec: number, a: AmountC): number {
  if (a.kind === AmountKind.Fixed) return a.n;
  if (a.kind === AmountKind.X) return rf(g, rec, S.X);
  if (a.kind === AmountKind.Event) return rf(g, rec, S.Amount);
  if (a.kind === AmountKind.ItToughness) {
    // On resolution; an object that has left play: its toughness as it came into play (the event's amount).
    const id = liveId(g, rf(g, rec, S.Ref));
    return id >= 0 && g.m[g.oZone + id] === Zone.InPlay ? Math.max(0, toughness(g, id)) : rf(g, rec, S.Amount);
  }
  return countMatching(g, rec, a);
}

function countMatching(g: Game, rec: number, a: AmountC): number {
  return countObjects(g, rf(g, rec, S.Controller), refId(rf(g, rec, S.Source)), a, rf(g, rec, S.Player));
}

/** The number of objects a Count amount names, seen from player `you` and source `src` (`eventPlayer`: "that player"). */
export function countObjects(g: Game, you: number, src: number, a: AmountC, eventPlayer: number): number {
  const f = a.filter;
  let k = 0;
  if (a.zone === Zone.InPlay) {
    const b = listBase(g, Zone.InPlay, 0);
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if (!whoseFits(a.whose, controller(g, id), you, eventPlayer)) continue;
      if (f === null || matches(g, f, id, you, src)) k++;
    }
    return k;
  }
  for (let p = 0; p < 2; p++) {
    if (!whoseFits(a.whose, p, you, eventPlayer)) continue;
    const b = listBase(g, a.zone, p);
    for (let i = 0; i < g.m[b]; i++) if (f === null || printedMatches(g.cards[g.card[g.m[b + 1 + i]]], f)) k++;
  }
  return k;
}


/**
 * The object a reference names, or -1: "this" (the source, if still the same object), "it" (the
 * object of the trigger's event, where it went: 410.10), or a target that is still legal.
 */
export function objectOf(g: Game, rec: number, ref: number): number {
  if (ref === R.This) return sourceIntact(g, rec);
  if (ref === R.It) return liveId(g, rf(g, rec, S.Ref));
  if (ref === R.Attached) { const src = sourceIntact(g, rec); return src < 0 ? -1 : liveId(g, g.attach[src]); }
  const t = rf(g, rec, S.T0 + ref);
  return t === NO_TARGET || t < 0 ? -1 : liveId(g, t);
}

/** A creature-or-player reference as an object id or negative player ref; NO_TARGET if none. */
export function recipientOf(g: Game, rec: number, ref: number): number {
  const you = rf(g, rec, S.Controller);
  if (ref === R.You) return playerRef(you);
  if (ref === R.Opponent) return playerRef(1 - you);
  if (ref === R.EventPlayer) { const p = rf(g, rec, S.Player); return p < 0 ? NO_TARGET : playerRef(p); }
  if (ref === R.This || ref === R.It || ref === R.Attached) { const id = objectOf(g, rec, ref); return id < 0 ? NO_TARGET : id; }
  const t = rf(g, rec, S.T0 + ref);
  if (t === NO_TARGET || t < 0) return t;
  const id = liveId(g, t);
  return id < 0 ? NO_TARGET : id;
}

/** Players a player reference names, written to out; returns the count. "each" is APNAP order (101.4). */
export function playersOf(g: Game, rec: number, ref: number, out: Int32Array): number {
  const you = rf(g, rec, S.Controller);
  switch (ref) {
    case R.You: out[0] = you; return 1;
    case R.Opponent: out[0] = 1 - you; return 1;
    case R.Each: out[0] = g.m[G.Active]; out[1] = 1 - g.m[G.Active]; return 2;
    case R.EventPlayer: { const p = rf(g, rec, S.Player); if (p < 0) return 0; out[0] = p; return 1; }
    case R.AttachedController: { const id = objectOf(g, rec, R.Attached); if (id < 0) return 0; out[0] = controller(g, id); return 1; }
    case R.TargetController0: {
      const t = rf(g, rec, S.T0);
      if (t === NO_TARGET) return 0;
      if (t < 0) { out[0] = refPlayer(t); return 1; }
      const id = liveId(g, t);
      if (id < 0) return 0;
      out[0] = controller(g, id); return 1;
    }
    default: {
      const t = rf(g, rec, S.T0 + ref);
      if (t === NO_TARGET || t >= 0) return 0;
      out[0] = refPlayer(t); return 1;
    }
  }
}

let scratch = new Int32Array(64);
/** Snapshot of the in-play objects matching a filter (creatures when null), locked in now (418.3b). */
export function matchingInPlay(g: Game, rec: number, f: FilterC | null): Int32Array {
  const base = listBase(g, Zone.InPlay, 0);
  const n = g.m[base];
  if (scratch.length < n + 1) scratch = new Int32Array(n * 2 + 1);
  const you = rf(g, rec, S.Controller); const src = refId(rf(g, rec, S.Source));
  let k = 0;
  for (let i = 0; i < n; i++) {
    const id = g.m[base + 1 + i];
    if (f ? matches(g, f, id, you, src) : isCreature(g, id)) scratch[++k] = id;
  }
  scratch[0] = k;
  return scratch;
}

/** Does player p fit a count's whose (0 each, 1 you, 2 an opponent, 3 the event's player)? */
function whoseFits(whose: number, p: number, you: number, eventPlayer: number): boolean {
  return whose === 0 || (whose === 1 ? p === you : whose === 2 ? p !== you : p === eventPlayer);
}
