// Protection (502.7): what it covers, read by targeting, attaching, blocking and damage prevention.
import { PROTECTION_SHIFT, CombatWord, Zone } from '../core/constants.js';
import { cardIdOf, cBaseOf, cNoAbOf, cSubOf, type Game, zoneOf } from '../core/state.js';
import { hasSubtype } from '../core/subtypes.js';
import { keywords, keywords2 } from './chars.js';

/**
 * Does protection on `id` cover a source of these colors, card types and subtypes (502.7; srcSubs: an interned
 * subtype set, for "protection from Elves")?
 */
export function protectedFrom(g: Game, id: number, srcColors: number, srcTypes: number, srcSubs: number): boolean {
  if (((keywords(g, id) >>> PROTECTION_SHIFT) & srcColors) !== 0) return true;
  const k2 = keywords2(g, id);
  return (
    ((k2 & CombatWord.ProtArtifacts) !== 0 && (srcTypes & 1) !== 0) ||
    ((k2 & CombatWord.ProtCreatures) !== 0 && (srcTypes & 2) !== 0) ||
    protectedFromTypes(g, id, srcSubs)
  );
}

/** Has `id` protection from some creature type of this subtype set (a printed ability it hasn't lost)? */
export function protectedFromTypes(g: Game, id: number, srcSubs: number): boolean {
  const prot = g.cards[cBaseOf(g, id)].protSubtypes;
  if (prot === null || cNoAbOf(g, id) !== 0) return false;
  for (let i = 0; i < prot.length; i++) if (hasSubtype(srcSubs, prot[i])) return true;
  return false;
}

/** The subtypes of source `id`: as it is in play, else its card's (a spell, a card; a changeling's are all). */
export const subtypesOf = (g: Game, id: number): number =>
  zoneOf(g, id) === Zone.InPlay ? cSubOf(g, id) : g.cards[cardIdOf(g, id)].subtypeSet;
