// The color chosen as a permanent came into play (419.1b; batch/chosen.ts makes the choice): a memory row
// that outlives the permanent until cleanup, so an ability resolving after it left reads it as last known.
import { ContinuousEffect, Layer } from '../core/continuous.js';
import { Global, EffectField, ref, type Game } from '../core/state.js';
/** The color chosen as object id came into play (color bits), or 0. */
export const chosenColor = (g: Game, id: number): number => chosenColorOfRef(g, ref(g, id));

/** The color chosen by the object reference r0 names, in play now or as it last was this turn; 0: none. */
export function chosenColorOfRef(g: Game, r0: number): number {
  const m = g.m;
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      m[r + EffectField.Layer] === Layer.Chosen &&
      m[r + EffectField.What] === ContinuousEffect.ChosenColor &&
      m[r + EffectField.Obj] === r0
    )
      return m[r + EffectField.A];
  }
  return 0;
}

/** The creature type (subtype id) chosen as object id came into play, or -1 (Door of Destinies). */
export function chosenCreatureType(g: Game, id: number): number {
  const m = g.m;
  const r0 = ref(g, id);
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      m[r + EffectField.Layer] === Layer.Chosen &&
      m[r + EffectField.What] === ContinuousEffect.ChosenCreatureType &&
      m[r + EffectField.Obj] === r0
    )
      return m[r + EffectField.A];
  }
  return -1;
}
