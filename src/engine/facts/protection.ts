// Protection (502.7): what it covers, read by targeting, attaching, blocking and damage prevention.
import { PROTECTION_SHIFT, CombatWord, Zone } from '../core/constants.js';
import { cardIdOf, cBaseOf, cNoAbOf, cSubOf, type Game, StackField, zoneOf } from '../core/state.js';
import { hasSubtype } from '../core/subtypes.js';
import { keywords, keywords2 } from './chars.js';
import { itemOfSpell, rf } from '../core/stack-records.js';

/**
 * Does protection on `id` cover a source of these colors, card types and subtypes (502.7; srcSubs: an interned
 * subtype set, for "protection from Elves")?
 */
export function protectedFrom(
  g: Game,
  id: number,
  srcColors: number,
  srcTypes: number,
  srcSubs: number,
  srcManaValue = 0,
): boolean {
  if (((keywords(g, id) >>> PROTECTION_SHIFT) & srcColors) !== 0) return true;
  if (protectedFromManaValue(g, id, srcManaValue)) return true;
  const k2 = keywords2(g, id);
  return (
    ((k2 & CombatWord.ProtArtifacts) !== 0 && (srcTypes & 1) !== 0) ||
    ((k2 & CombatWord.ProtCreatures) !== 0 && (srcTypes & 2) !== 0) ||
    protectedFromTypes(g, id, srcSubs)
  );
}

/** Has `id` protection from converted mana cost N or greater, N at most `mv` (a printed ability it hasn't lost)? */
export function protectedFromManaValue(g: Game, id: number, mv: number): boolean {
  const min = g.cards[cBaseOf(g, id)].protManaValueAtLeast;
  return min > 0 && mv >= min && cNoAbOf(g, id) === 0;
}

/**
 * A source's converted mana cost (502.7): a spell's with its X as chosen, a permanent's copiable mana cost, else
 * its card's (a source gone from where it was: `id` may be a reference's id whose object moved on).
 */
export function sourceManaValue(g: Game, id: number): number {
  if (id < 0) return 0;
  const cost = g.cards[zoneOf(g, id) === Zone.InPlay ? cBaseOf(g, id) : cardIdOf(g, id)].cost;
  if (cost === null) return 0;
  if (cost.x === 0 || zoneOf(g, id) !== Zone.Stack) return cost.cmc;
  const item = itemOfSpell(g, id);
  return cost.cmc + (item < 0 ? 0 : cost.x * rf(g, item, StackField.X));
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
