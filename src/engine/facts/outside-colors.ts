// "All cards that aren't in play, spells, and permanents are the chosen color in addition to their other colors"
// (Painter's Servant): the colors such static abilities add to every object outside play (permanents get theirs from
// the same rows in layer 5, chars.ts). Counted as an ability kind, so the common game reads one slot.
import { AbilityKind } from '../core/cardform.js';
import { BY_FILTER, ContinuousEffect, rowStatic, Until } from '../core/continuous.js';
import { inPlayWith } from '../core/kinds.js';
import { cNoAbOf, EffectField, type Game, Global, liveId } from '../core/state.js';
import { chosenColor } from './chosen.js';

/**
 * The colors (WUBRG bits) that cards outside play and spells have in addition to their own, from the cache as it is
 * (callers outside the characteristics code use colorsOutsidePlay, which makes it fresh first).
 */
export function outsideColorsRaw(g: Game): number {
  if (inPlayWith(g, AbilityKind.ColorsOutsidePlay) === 0) return 0;
  let bits = 0;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      g.m[r + EffectField.What] !== ContinuousEffect.SetColors ||
      g.m[r + EffectField.Obj] !== BY_FILTER ||
      g.m[r + EffectField.Until] !== Until.SourceInPlay ||
      !rowStatic(g, r).chosenColor
    )
      continue;
    const src = liveId(g, g.m[r + EffectField.Source]);
    // a source that lost its abilities (Humility) adds nothing
    if (src >= 0 && cNoAbOf(g, src) === 0) bits |= chosenColor(g, src);
  }
  return bits;
}
