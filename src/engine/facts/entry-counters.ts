// "Each other Warrior creature you control comes into play with an additional +1/+1 counter on it" (Bramblewood
// Paragon, Sage of Fables, Oona's Blackguard): rows of the Replacement layer while their sources are in play, read
// as a permanent comes into play (batch/events.ts). Counters added by several such effects don't depend on each
// other's order, so none is asked (419.9a's choice would change nothing).
import { ContinuousEffect, Layer, rowStatic } from '../core/continuous.js';
import { EffectField, type Game, Global } from '../core/state.js';
import { controller, ensureChars, matches, rowSource } from './chars.js';

/** The additional +1/+1 counters permanent id, now in play, comes into play with. */
export function entryCounterBonus(g: Game, id: number): number {
  if (g.m[Global.ReplaceN] === 0) return 0;
  let n = 0;
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
