// The stack: items are records (spell, activated ability, triggered ability, combat damage) and the
// stack list orders them. Putting a spell or ability on the stack (409.1) is resumable: targets are
// chosen one decision at a time, then costs are paid automatically.
import type { TargetC } from './cardform.js';
import { D, Flag, NO_TARGET, SK, Zone } from './constants.js';
import { leavePlayOne } from './events.js';
import { pay, setTapped } from './mana.js';
import { type Game, G, Hist, MAX_STACK, put, S, TR } from './state.js';
import { listTargets } from './targets.js';
import { dropTrigger } from './triggers.js';
import { moveTo } from './zones.js';

export const rf = (g: Game, rec: number, f: S) => g.m[g.oRec + rec * S.SIZE + f];
export const setRf = (g: Game, rec: number, f: S, v: number) => put(g, g.oRec + rec * S.SIZE + f, v);

export const stackCount = (g: Game) => g.m[g.oStack];
export const stackAt = (g: Game, i: number) => g.m[g.oStack + 1 + i]; // 0 = bottom
export const stackTop = (g: Game) => g.m[g.oStack + g.m[g.oStack]];

export function allocRecord(g: Game, kind: SK, src: number, ability: number, ctrl: number): number {
  for (let r = 0; r < MAX_STACK; r++) {
    if (rf(g, r, S.Used) !== 0) continue;
    for (let f = 0; f < S.SIZE; f++) setRf(g, r, f, 0);
    setRf(g, r, S.Used, 1); setRf(g, r, S.Kind, kind); setRf(g, r, S.Source, src);
    setRf(g, r, S.SourceInc, src >= 0 ? g.m[g.oInc + src] : 0); setRf(g, r, S.Ability, ability);
    setRf(g, r, S.Controller, ctrl);
    for (let t = 0; t < 4; t++) setRf(g, r, S.T0 + t, NO_TARGET);
    return r;
  }
  throw new Error('stack overflow: more than ' + MAX_STACK + ' items');
}

export function pushItem(g: Game, rec: number): void {
  const n = g.m[g.oStack];
  put(g, g.oStack + 1 + n, rec);
  put(g, g.oStack, n + 1);
}

/** Removes an item from anywhere in the stack (resolution takes the top; counterspells any) and frees it. */
export function removeItem(g: Game, rec: number): void {
  const n = g.m[g.oStack];
  let i = 0;
  while (i < n && g.m[g.oStack + 1 + i] !== rec) i++;
  for (; i < n - 1; i++) put(g, g.oStack + 1 + i, g.m[g.oStack + 2 + i]);
  put(g, g.oStack + n, 0);
  put(g, g.oStack, n - 1);
  for (let f = 0; f < S.SIZE; f++) setRf(g, rec, f, 0);
}

/** The stack item of a spell card on the stack, or -1. */
export function itemOfSpell(g: Game, card: number): number {
  const n = g.m[g.oStack];
  for (let i = 0; i < n; i++) {
    const rec = g.m[g.oStack + 1 + i];
    if (rf(g, rec, S.Kind) === SK.Spell && rf(g, rec, S.Source) === card) return rec;
  }
  return -1;
}

const EMPTY: TargetC[] = [];
/** The target specs of a stack item. */
export function itemTargets(g: Game, rec: number): TargetC[] {
  const c = g.cards[g.m[g.oCard + rf(g, rec, S.Source)]];
  switch (rf(g, rec, S.Kind)) {
    case SK.Spell: return c.spellTargets;
    case SK.Ability: return c.activated[rf(g, rec, S.Ability)].targets;
    case SK.Trigger: return c.triggered[rf(g, rec, S.Ability)].targets;
    default: return EMPTY;
  }
}

/** Announces a spell (409.1a): the card moves to the stack, then targets and costs follow. */
export function beginCast(g: Game, p: number, card: number): void {
  moveTo(g, card, Zone.Stack, p);
  const f = g.m[g.oFlags + card];
  put(g, g.oFlags + card, f | Flag.Spell);
  g.m[g.oHist + card] |= Hist.Cast;
  if (g.m[g.oFirstCast + card] === 0) g.m[g.oFirstCast + card] = g.m[G.Turn];
  const rec = allocRecord(g, SK.Spell, card, 0, p);
  pushItem(g, rec);
  put(g, G.CastItem, rec); put(g, G.CastTarget, 0);
}

export function beginActivate(g: Game, p: number, id: number, ability: number): void {
  const rec = allocRecord(g, SK.Ability, id, ability, p);
  pushItem(g, rec);
  put(g, G.CastItem, rec); put(g, G.CastTarget, 0);
}

/** Puts pending trigger k on the stack; its targets are chosen next. */
export function beginTrigger(g: Game, k: number): void {
  const r = g.oTrig + k * TR.SIZE;
  const rec = allocRecord(g, SK.Trigger, g.m[r + TR.Source], g.m[r + TR.Ability], g.m[r + TR.Controller]);
  setRf(g, rec, S.SourceInc, g.m[r + TR.SourceInc]);
  setRf(g, rec, S.Ref, g.m[r + TR.Ref]);
  setRf(g, rec, S.RefInc, g.m[r + TR.RefInc]);
  dropTrigger(g, k);
  pushItem(g, rec);
  put(g, G.CastItem, rec); put(g, G.CastTarget, 0);
}

/**
 * Continues putting the item being built on the stack: each target with one legal choice is taken
 * automatically, several make a Target decision. Returns true when the item is complete (costs paid),
 * false when a decision is pending. A triggered ability with no legal target is removed (410.4 of 2008).
 */
export function continueBuild(g: Game): boolean {
  const rec = g.m[G.CastItem];
  const specs = itemTargets(g, rec);
  const src = rf(g, rec, S.Source);
  const you = rf(g, rec, S.Controller);
  for (let t = g.m[G.CastTarget]; t < specs.length; t++) {
    const n = listTargets(g, specs[t], src, you, g.m, g.oOpt, 2048);
    if (n === 0) {
      if (rf(g, rec, S.Kind) !== SK.Trigger) throw new Error('no legal target for a spell or ability that was offered');
      removeItem(g, rec);
      put(g, G.CastItem, -1);
      return true;
    }
    if (n > 1 || g.m[g.oNoAuto] !== 0) {
      put(g, G.CastTarget, t);
      g.m[g.oOptN] = n;
      put(g, G.DKind, D.Target); put(g, G.DPlayer, you);
      return false;
    }
    chooseTarget(g, t, g.m[g.oOpt]);
  }
  finishBuild(g, rec);
  return true;
}

export function chooseTarget(g: Game, t: number, target: number): void {
  const rec = g.m[G.CastItem];
  setRf(g, rec, S.T0 + t, target);
  setRf(g, rec, S.I0 + t, target >= 0 ? g.m[g.oInc + target] : 0);
  put(g, G.CastTarget, t + 1);
}

/** Pays the costs (409.1f-h): mana automatically, then {T} and sacrifice costs. */
function finishBuild(g: Game, rec: number): void {
  const kind = rf(g, rec, S.Kind);
  const src = rf(g, rec, S.Source);
  const p = rf(g, rec, S.Controller);
  const c = g.cards[g.m[g.oCard + src]];
  if (kind === SK.Spell && c.cost) {
    if (!pay(g, p, c.cost, rf(g, rec, S.X), -1)) throw new Error(`cannot pay for ${c.name}`);
  } else if (kind === SK.Ability) {
    const a = c.activated[rf(g, rec, S.Ability)];
    if (!pay(g, p, a.cost, rf(g, rec, S.X), a.tap ? src : -1)) throw new Error(`cannot pay for ${c.name}'s ability`);
    if (a.tap) setTapped(g, src, true);
    if (a.sacSelf) leavePlayOne(g, src, Zone.Graveyard);
  }
  put(g, G.CastItem, -1);
}

/** Which player puts triggers on the stack next (APNAP, 410 of 2008), or -1 when none wait. */
export function nextTriggerPlayer(g: Game): number {
  const n = g.m[G.TrigN];
  if (n === 0) return -1;
  const ap = g.m[G.Active];
  for (let k = 0; k < n; k++) if (g.m[g.oTrig + k * TR.SIZE + TR.Controller] === ap) return ap;
  return 1 - ap;
}

/**
 * Puts pending triggers on the stack, active player's first; a player with several different ones
 * chooses the order (TriggerOrder decision: the chosen one goes on the stack next).
 * Returns true when done, false when a decision is pending.
 */
export function putTriggers(g: Game): boolean {
  for (;;) {
    if (g.m[G.CastItem] >= 0 && !continueBuild(g)) return false;
    const p = nextTriggerPlayer(g);
    if (p < 0) return true;
    const n = g.m[G.TrigN];
    let count = 0; let first = -1; let same = true;
    for (let k = 0; k < n; k++) {
      const r = g.oTrig + k * TR.SIZE;
      if (g.m[r + TR.Controller] !== p) continue;
      if (first < 0) first = k;
      else if (g.m[r + TR.Card] !== g.m[g.oTrig + first * TR.SIZE + TR.Card] ||
        g.m[r + TR.Ability] !== g.m[g.oTrig + first * TR.SIZE + TR.Ability]) same = false;
      g.m[g.oOpt + count++] = k;
    }
    if (count > 1 && !same) {
      g.m[g.oOptN] = count;
      put(g, G.DKind, D.TriggerOrder); put(g, G.DPlayer, p);
      return false;
    }
    beginTrigger(g, first);
  }
}

/** Is the stack item's source still the same object in the zone it was (for "this" references)? */
export function sourceIntact(g: Game, rec: number): boolean {
  const src = rf(g, rec, S.Source);
  return g.m[g.oInc + src] === rf(g, rec, S.SourceInc);
}
