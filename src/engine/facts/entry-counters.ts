// "Each other Warrior creature you control comes into play with an additional +1/+1 counter on it" (Bramblewood
// Paragon, Sage of Fables, Oona's Blackguard): rows of the Replacement layer while their sources are in play, read
// as a permanent comes into play (batch/events.ts). Counters added by several such effects don't depend on each
// other's order, so none is asked (419.9a's choice would change nothing).
import { ContinuousEffect, Layer, rowStatic } from '../core/continuous.js';
import { Zone } from '../core/constants.js';
import { cardIdOf, EffectField, type Game, Global } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controller, ensureChars, matches, rowSource } from './chars.js';

/** The -1/-1 counters permanent id comes into play with (Canker Abomination: one per matching permanent). */
export function entryMinusCount(g: Game, id: number): number {
  const per = g.cards[cardIdOf(g, id)].entryMinusFor;
  if (per === null) return 0;
  ensureChars(g);
  const ctrl = controller(g, id);
  const b = listBase(g, Zone.InPlay, 0);
  let n = 0;
  for (let i = 0; i < g.m[b]; i++) if (matches(g, per, g.m[b + 1 + i], ctrl, id)) n++;
  return n;
}

/** The additional +1/+1 counters permanent id, now in play, comes into play with. */
export function entryCounterBonus(g: Game, id: number): number {
  let n = 0;
  // its own "with a +1/+1 counter on it for each other Kithkin you control" (Kinsbaile Borderguard)
  const per = g.cards[cardIdOf(g, id)].entryCountersFor;
  if (per !== null) {
    ensureChars(g);
    const ctrl = controller(g, id);
    const b = listBase(g, Zone.InPlay, 0);
    for (let i = 0; i < g.m[b]; i++) {
      const o = g.m[b + 1 + i];
      if (controller(g, o) === ctrl && matches(g, per, o, ctrl, id)) n++;
    }
  }
  if (g.m[Global.ReplaceN] === 0) return n;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.EntryCounter || g.m[r + EffectField.Layer] !== Layer.Replacement)
      continue;
    const src = rowSource(g, r);
    if (src < 0 || src === id) continue;
    ensureChars(g); // judged by what it is as it comes into play (a copy: the copied card)
    if (matches(g, rowStatic(g, r).filter, id, controller(g, src), src)) n++;
  }
  return n;
}
