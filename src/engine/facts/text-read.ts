// The text of a spell's or ability's source, as its filters read it (418.6): a target restriction, a count, the
// permanents an effect acts on. In play, its text map is the cache's. A spell on the stack has the rows Artificial
// Evolution left on it; a permanent that has left play has the text it last had (410.10d: an ability of it that
// resolves later looks back), kept as the rows naming it, which stay until cleanup (continuous.ts effectsOnMove).
// A live object in any other zone has no changed text: rows never name it there.
import type { FilterC } from '../core/cardform.js';
import { Zone } from '../core/constants.js';
import { addEffect, ContinuousEffect, Layer, TOKEN_TEXT, Until } from '../core/continuous.js';
import { EffectField, type Game, Global, cTextOf, liveId, zoneOf } from '../core/state.js';
import { ensureChars } from './chars.js';
import { mapFilterInto, scratchFilter, TEXT_IDENTITY, textAfterRow } from './textchange.js';
import { inheritTypeText, TYPE_TEXT } from './typetext.js';

/** The text map (the cache's form: color words, basic land types, TYPE_TEXT) of the object of reference r0. */
export function textMapOf(g: Game, r0: number): number {
  const id = liveId(g, r0);
  if (id >= 0) {
    const zone = zoneOf(g, id);
    if (zone === Zone.InPlay) {
      ensureChars(g);
      return cTextOf(g, id);
    }
    if (zone !== Zone.Stack) return TEXT_IDENTITY;
  }
  let map = TEXT_IDENTITY;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.Obj] === r0 && g.m[r + EffectField.What] === ContinuousEffect.ChangeText)
      map = textAfterRow(map, g.m[r + EffectField.A], g.m[r + EffectField.B]); // the table's order: timestamps
  }
  return map;
}

/**
 * A token (tokenRef: its next incarnation, about to come into play) made by an effect of the object of reference r0,
 * whose text map is `map` (textMapOf, read once for all the tokens it makes): the words of that text it is made of
 * read as changed. Its creature types and name (418.6c), and its colors and keywords ("a 4/4 red Bird creature token
 * with flying": 418.6a).
 */
export function inheritText(g: Game, r0: number, tokenRef: number, map: number, ts: number): void {
  if ((map & TYPE_TEXT) !== 0) inheritTypeText(g, r0, tokenRef, ts);
  const words = map & ~TYPE_TEXT;
  if (words !== TEXT_IDENTITY)
    addEffect(g, Layer.Text, ContinuousEffect.ChangeText, r0, tokenRef, 0, TOKEN_TEXT, words, Until.Game, ts);
}

const out = scratchFilter();
const subs: number[] = [];
const notSubs: number[] = [];

/**
 * Filter f of the text of the object of reference r0 (a spell's or ability's source: -1, none) as that text reads
 * now; match it with chars.ts matchesRead. A scratch object: use it before the next call.
 */
export function readFilter(g: Game, f: FilterC | null, r0: number): FilterC | null {
  if (f === null || r0 < 0) return f;
  const map = textMapOf(g, r0);
  return map === TEXT_IDENTITY ? f : mapFilterInto(g, f, map, r0, out, subs, notSubs);
}
