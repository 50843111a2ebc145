// One stateless handler per effect verb (cardform.ts Op). A handler returns true when its instruction
// is done, or false after setting a decision; it is then called again with the chosen option value.
import { type Instr, Op, R } from './cardform.js';
import { controller, isCreature, matches } from './chars.js';
import { D, NO_TARGET, Zone, playerRef, refPlayer } from './constants.js';
import { dealDamage, destroy, discard, drawCards, gainLife, leavePlay, leavePlayOne, loseLife, sourceColors } from './events.js';
import { addMana, setTapped } from './mana.js';
import { itemOfSpell, removeItem, rf, sourceIntact } from './stack.js';
import { E, type Game, G, MAX_EFFECTS, put, S } from './state.js';
import { listBase, moveTo, nextTimestamp } from './zones.js';

export type Handler = (g: Game, rec: number, ins: Instr, choice: number) => boolean;

const amountOf = (g: Game, rec: number, ins: Instr) => (ins.useX ? rf(g, rec, S.X) : ins.amount);

/** An object reference: "this" (if still the same object) or a target still legal; -1 if none. */
function objectOf(g: Game, rec: number, ref: number): number {
  if (ref === R.This) return sourceIntact(g, rec) ? rf(g, rec, S.Source) : -1;
  const t = rf(g, rec, S.T0 + ref);
  return t === NO_TARGET || t < 0 ? -1 : t;
}

/** A creature-or-player reference as an object id or negative player ref; NO_TARGET if none. */
function recipientOf(g: Game, rec: number, ref: number): number {
  const you = rf(g, rec, S.Controller);
  if (ref === R.You) return playerRef(you);
  if (ref === R.Opponent) return playerRef(1 - you);
  if (ref === R.This) return sourceIntact(g, rec) ? rf(g, rec, S.Source) : NO_TARGET;
  return rf(g, rec, S.T0 + ref);
}

/** Players a player reference names, written to out; returns the count. "each" is APNAP order. */
const players = new Int32Array(2);
function playersOf(g: Game, rec: number, ref: number): number {
  const you = rf(g, rec, S.Controller);
  switch (ref) {
    case R.You: players[0] = you; return 1;
    case R.Opponent: players[0] = 1 - you; return 1;
    case R.Each: players[0] = g.m[G.Active]; players[1] = 1 - g.m[G.Active]; return 2;
    case R.TargetController0: {
      const t = rf(g, rec, S.T0);
      if (t === NO_TARGET) return 0;
      players[0] = t < 0 ? refPlayer(t) : controller(g, t); return 1;
    }
    default: {
      const t = rf(g, rec, S.T0 + ref);
      if (t === NO_TARGET || t >= 0) return 0;
      players[0] = refPlayer(t); return 1;
    }
  }
}

let scratch = new Int32Array(64);
/** Snapshot of the in-play objects matching a filter (creatures when the filter is null). */
function matching(g: Game, rec: number, ins: Instr): number {
  const base = listBase(g, Zone.InPlay, 0);
  const n = g.m[base];
  if (scratch.length < n) scratch = new Int32Array(n * 2);
  const you = rf(g, rec, S.Controller); const src = rf(g, rec, S.Source);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const id = g.m[base + 1 + i];
    if (ins.filter ? matches(g, ins.filter, id, you, src) : isCreature(g, id)) scratch[k++] = id;
  }
  return k;
}

/** Adds an "until end of turn" effect (418.3a) on one object; the cleanup step ends it. */
export function addUntilEot(g: Game, id: number, dp: number, dt: number, kw: number, setP = -1, setT = -1): void {
  const o = g.oEff;
  let n = g.m[o];
  let slot = 0;
  while (slot < n && g.m[o + 1 + slot * E.SIZE + E.Used] !== 0) slot++;
  if (slot === n) { if (n >= MAX_EFFECTS) throw new Error('too many continuous effects'); put(g, o, ++n); }
  const r = o + 1 + slot * E.SIZE;
  put(g, r + E.Used, 1); put(g, r + E.Obj, id); put(g, r + E.ObjInc, g.m[g.oInc + id]);
  put(g, r + E.Dp, dp); put(g, r + E.Dt, dt); put(g, r + E.KwAdd, kw); put(g, r + E.Ts, nextTimestamp(g));
  put(g, r + E.SetP, setP + 1); put(g, r + E.SetT, setT + 1);
  g.m[g.oDirty] = 1;
}

/** 314.2 (2008): "until end of turn" effects end in the cleanup step. */
export function endUntilEotEffects(g: Game): void {
  const o = g.oEff;
  const n = g.m[o];
  if (n === 0) return;
  for (let i = 0; i < n * E.SIZE; i++) put(g, o + 1 + i, 0);
  put(g, o, 0);
  g.m[g.oDirty] = 1;
}

const H: Handler[] = [];

H[Op.Damage] = (g, rec, ins) => {
  const dst = recipientOf(g, rec, ins.ref);
  if (dst !== NO_TARGET) dealDamage(g, sourceColors(g, rf(g, rec, S.Source)), dst, amountOf(g, rec, ins));
  return true;
};

H[Op.DamageEach] = (g, rec, ins) => {
  const k = matching(g, rec, ins);
  const c = sourceColors(g, rf(g, rec, S.Source)); const a = amountOf(g, rec, ins);
  for (let i = 0; i < k; i++) dealDamage(g, c, scratch[i], a);
  if (ins.player !== 0) { const np = playersOf(g, rec, ins.player); for (let i = 0; i < np; i++) dealDamage(g, c, playerRef(players[i]), a); }
  return true;
};

H[Op.Destroy] = (g, rec, ins) => {
  const id = objectOf(g, rec, ins.ref);
  if (id >= 0) destroy(g, id);
  return true;
};

H[Op.DestroyEach] = (g, rec, ins) => {
  const k = matching(g, rec, ins);
  leavePlay(g, scratch, k, Zone.Graveyard);
  return true;
};

H[Op.Pump] = (g, rec, ins) => {
  const id = objectOf(g, rec, ins.ref);
  if (id >= 0 && g.m[g.oZone + id] === Zone.InPlay) addUntilEot(g, id, ins.power, ins.toughness, ins.kw);
  return true;
};

// 418.3b: the set of affected objects is locked in as the effect begins.
H[Op.PumpEach] = (g, rec, ins) => {
  const k = matching(g, rec, ins);
  for (let i = 0; i < k; i++) addUntilEot(g, scratch[i], ins.power, ins.toughness, ins.kw);
  return true;
};

// 423.2a: with several players drawing, the active player draws first.
H[Op.Draw] = (g, rec, ins) => {
  const np = playersOf(g, rec, ins.player);
  for (let i = 0; i < np; i++) drawCards(g, players[i], amountOf(g, rec, ins));
  return true;
};

// The discarding player chooses each card; 416.3: with too few cards, all are discarded.
H[Op.Discard] = (g, rec, ins, choice) => {
  const np = playersOf(g, rec, ins.player);
  if (np === 0) return true;
  const p = players[0];
  if (choice >= 0) { discard(g, choice); put(g, G.ResCount, g.m[G.ResCount] + 1); }
  const left = amountOf(g, rec, ins) - g.m[G.ResCount];
  const hb = listBase(g, Zone.Hand, p);
  const inHand = g.m[hb];
  if (left <= 0 || inHand === 0) { put(g, G.ResCount, 0); return true; }
  if (inHand <= left) {
    while (g.m[hb] > 0) discard(g, g.m[hb + 1]);
    put(g, G.ResCount, 0);
    return true;
  }
  for (let i = 0; i < inHand; i++) g.m[g.oOpt + i] = g.m[hb + 1 + i];
  g.m[g.oOptN] = inHand;
  put(g, G.DKind, D.Discard); put(g, G.DPlayer, p);
  return false;
};

H[Op.GainLife] = (g, rec, ins) => {
  const np = playersOf(g, rec, ins.player);
  for (let i = 0; i < np; i++) gainLife(g, players[i], amountOf(g, rec, ins));
  return true;
};

H[Op.LoseLife] = (g, rec, ins) => {
  const np = playersOf(g, rec, ins.player);
  for (let i = 0; i < np; i++) loseLife(g, players[i], amountOf(g, rec, ins));
  return true;
};

H[Op.Counter] = (g, rec, ins) => {
  const card = objectOf(g, rec, ins.ref);
  if (card < 0) return true;
  const item = itemOfSpell(g, card);
  if (item >= 0) removeItem(g, item);
  moveTo(g, card, Zone.Graveyard);
  return true;
};

H[Op.ReturnToHand] = (g, rec, ins) => {
  const id = objectOf(g, rec, ins.ref);
  if (id < 0) return true;
  if (g.m[g.oZone + id] === Zone.InPlay) leavePlayOne(g, id, Zone.Hand);
  else if (g.m[g.oZone + id] === Zone.Graveyard) moveTo(g, id, Zone.Hand);
  return true;
};

H[Op.Tap] = (g, rec, ins) => { const id = objectOf(g, rec, ins.ref); if (id >= 0) setTapped(g, id, true); return true; };
H[Op.Untap] = (g, rec, ins) => { const id = objectOf(g, rec, ins.ref); if (id >= 0) setTapped(g, id, false); return true; };

H[Op.AddMana] = (g, rec, ins) => { addMana(g, rf(g, rec, S.Controller), ins.mana!); return true; };

H[Op.Sacrifice] = (g, rec) => {
  const id = objectOf(g, rec, R.This);
  if (id >= 0 && g.m[g.oZone + id] === Zone.InPlay && controller(g, id) === rf(g, rec, S.Controller)) {
    leavePlayOne(g, id, Zone.Graveyard);
  }
  return true;
};

H[Op.AddCounters] = (g, rec, ins) => {
  const id = objectOf(g, rec, ins.ref);
  if (id < 0 || g.m[g.oZone + id] !== Zone.InPlay) return true;
  const col = ins.counter > 0 ? g.oP1 : g.oM1;
  put(g, col + id, g.m[col + id] + amountOf(g, rec, ins));
  g.m[g.oDirty] = 1;
  return true;
};

// "You may": asked of the controller on resolution (410.5); option 1 is yes. The resolver skips
// the guarded instructions on no.
H[Op.May] = (g, rec, _ins, choice) => {
  if (choice >= 0) return true;
  g.m[g.oOpt] = 0; g.m[g.oOpt + 1] = 1; g.m[g.oOptN] = 2;
  put(g, G.DKind, D.May); put(g, G.DPlayer, rf(g, rec, S.Controller));
  return false;
};

export const HANDLERS: readonly Handler[] = H;
