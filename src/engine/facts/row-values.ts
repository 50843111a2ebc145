// What one row of the continuous-effect table does to one object's characteristics, in the row's layer: the
// writes to the characteristics cache that chars.ts makes as it applies the layers (418.5a).
import { ContinuousEffect, TEXT_ABILITIES_LOST, TOKEN_TEXT } from '../core/continuous.js';
import { Flag, Keyword } from '../core/constants.js';
import {
  type Game,
  cColorsOf,
  cPowOf,
  cSubOf,
  cTextOf,
  cTouOf,
  cTypesOf,
  flagsOf,
  namedCountersOf,
} from '../core/state.js';
import { replaceSubtype, subtypeUnion, withCreatureTypes, withLandTypes } from '../core/subtypes.js';
import { TOKEN_WORDS, TYPE_WORDS } from './typetext.js';
import { mapColors, textAfterRow } from './textchange.js';

/** Applies what a row does (CE) with values a and b to object id, in the row's layer. */
export function applyValues(g: Game, what: number, a: number, b: number, id: number): void {
  switch (what) {
    case ContinuousEffect.Pump:
      g.m[g.cachePower + id] += a;
      g.m[g.cacheToughness + id] += b;
      return;
    case ContinuousEffect.SetPt:
      g.m[g.cachePower + id] = a;
      g.m[g.cacheToughness + id] = b;
      return;
    case ContinuousEffect.AddKeywords:
      g.m[g.cacheKeywords + id] |= a;
      g.m[g.cacheKeywords2 + id] |= b;
      return;
    case ContinuousEffect.RemoveKeywords:
      g.m[g.cacheKeywords + id] &= ~a;
      g.m[g.cacheKeywords2 + id] &= ~b;
      return;
    case ContinuousEffect.SetController:
      g.m[g.cacheControllers + id] = a;
      return;
    case ContinuousEffect.Copy: {
      // Layer 1: the copiable values of card a replace the printed ones (503.2).
      const c = g.cards[a];
      g.m[g.cacheCopiableCards + id] = a;
      g.m[g.cacheTypes + id] = c.types;
      g.m[g.cacheSupertypes + id] = c.supers;
      g.m[g.cacheSubtypes + id] = c.subtypeSet;
      g.m[g.cacheColors + id] = c.colors;
      g.m[g.cacheKeywords + id] = c.kw;
      g.m[g.cacheKeywords2 + id] = c.kw2;
      g.m[g.cachePower + id] = c.power;
      g.m[g.cacheToughness + id] = c.toughness;
      return;
    }
    case ContinuousEffect.AddTypes:
      g.m[g.cacheTypes + id] |= a;
      if (b >= 0) g.m[g.cacheSubtypes + id] = subtypeUnion(cSubOf(g, id), b);
      return;
    case ContinuousEffect.LandType:
      landType(g, a, b, id);
      return;
    case ContinuousEffect.SetCreatureTypes:
      g.m[g.cacheSubtypes + id] = withCreatureTypes(cSubOf(g, id), b);
      return;
    case ContinuousEffect.SetColors: // B 1: "in addition to its other colors"
      g.m[g.cacheColors + id] = b === 1 ? cColorsOf(g, id) | a : a;
      return;
    case ContinuousEffect.ChangeText:
      g.m[g.cacheTextWords + id] = textAfterRow(cTextOf(g, id), a, b);
      // creature type words (typetext.ts): a token's type line is text too (418.6d)
      if ((a === TYPE_WORDS || a === TOKEN_WORDS) && (flagsOf(g, id) & Flag.Token) !== 0)
        g.m[g.cacheSubtypes + id] = replaceSubtype(cSubOf(g, id), b >>> 16, b & 0xffff);
      else if (a === TOKEN_TEXT) g.m[g.cacheColors + id] = mapColors(cColorsOf(g, id), b); // its maker's color words
      return;
    case ContinuousEffect.GrantAbility:
      g.m[g.grantedAbilityCount]++;
      return; // the ability itself is found from the rows (granted.ts)
    case ContinuousEffect.SwitchPt: {
      const p = cPowOf(g, id);
      g.m[g.cachePower + id] = cTouOf(g, id);
      g.m[g.cacheToughness + id] = p;
      return;
    }
    case ContinuousEffect.LoseAbilities:
      // indestructible is no ability in 2008: an effect's, it stays
      g.m[g.cacheKeywords + id] &= Keyword.Indestructible;
      g.m[g.cacheKeywords2 + id] = 0;
      // a: the row's index + 1 (applyRow); the latest in the table's order counts (granted.ts)
      if (a > (g.m[g.cacheLostAbilities + id] & ~TEXT_ABILITIES_LOST))
        g.m[g.cacheLostAbilities + id] = (g.m[g.cacheLostAbilities + id] & TEXT_ABILITIES_LOST) | a;
      return;
    default:
      return;
  }
}

/**
 * Layer 4, a land's land types (212.6h of 2008): "becomes an Island" sets them to those of set b and takes the
 * abilities of its rules text (keywords, and its card's abilities: the column's TEXT_ABILITIES_LOST bit, which leaves
 * abilities granted by other effects); "in addition to its other types" (a & 1) adds them. A land with a basic land
 * type has its mana ability (212.6g: own-lists.ts). a >> 4: only while it has a counter of that kind on it.
 */
function landType(g: Game, a: number, b: number, id: number): void {
  if ((cTypesOf(g, id) & 16) === 0) return;
  if (a >> 4 !== 0 && namedCountersOf(g, id, a >> 4) === 0) return;
  if ((a & 1) !== 0) {
    g.m[g.cacheSubtypes + id] = subtypeUnion(cSubOf(g, id), b);
    return;
  }
  g.m[g.cacheSubtypes + id] = withLandTypes(cSubOf(g, id), b);
  g.m[g.cacheKeywords + id] = 0;
  g.m[g.cacheKeywords2 + id] = 0;
  g.m[g.cacheLostAbilities + id] |= TEXT_ABILITIES_LOST;
}
