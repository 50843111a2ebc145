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

/**
 * Does a converted mana cost `mv` fit a filter's parity (FilterC.parity: 1 of the value source `src` chose as it came
 * into play, odd or even; 2 not of it)? A source with no choice has no value: nothing is of it.
 */
export function parityFits(g: Game, parity: number, mv: number, src: number): boolean {
  const m = g.m;
  const r0 = src < 0 ? -1 : ref(g, src);
  let chosen = -1;
  for (let e = 0; e < m[Global.EffN] && r0 >= 0 && chosen < 0; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      m[r + EffectField.Layer] === Layer.Chosen &&
      m[r + EffectField.What] === ContinuousEffect.ChosenParity &&
      m[r + EffectField.Obj] === r0
    )
      chosen = m[r + EffectField.A];
  }
  return (chosen === (mv & 1)) === (parity === 1);
}
