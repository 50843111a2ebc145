// Rules-modifying static abilities: "you have shroud", "you can't play creature spells", "creature
// spells can't be countered", "spells cost {2} more", "you have no maximum hand size", "you may play
// land cards from your graveyard", "mana pools don't empty", "untap during each other player's untap
// step". Each is a row of the Replacement layer while its source is in play (a static ability's effect,
// CR 418.4 of 2008); the rule that reads it asks here whether some row applies to a player.
import { controller, rowSource, types } from './chars.js';
import { cardMatches } from './card-colors.js';
import { listBase } from '../core/zones.js';
import { Zone } from '../core/constants.js';
import { matches } from './matches.js';
import { objectName } from './typetext.js';
import type { CCard } from '../core/cardform.js';
import { namedCard, EffectField, type Game, Global } from '../core/state.js';
import { ContinuousEffect, Layer, rowStatic, Until, Who } from '../core/continuous.js';

/** Does row r (its source still in play) apply to player p? */
export function appliesTo(g: Game, r: number, p: number): boolean {
  const src = rowSource(g, r);
  if (src < 0) return false;
  const who = g.m[r + EffectField.A];
  return who === Who.Each || (who === Who.You) === (controller(g, src) === p);
}

/**
 * Does permanent id untap during the untap step of a player other than its controller? (Seedborn Muse: all of them;
 * Murkfiend Liege: those its filter matches, seen from the Liege's controller.)
 */
export function untapsOnOthersTurn(g: Game, id: number): boolean {
  const ctrl = controller(g, id);
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.UntapOnOthersTurn) continue;
    if (g.m[r + EffectField.Layer] !== Layer.Replacement || !appliesTo(g, r, ctrl)) continue;
    const f = rowStatic(g, r).filter;
    if (f === undefined || f === null || matches(g, f, id, controller(g, rowSource(g, r)), rowSource(g, r)))
      return true;
  }
  return false;
}

/**
 * Does a rule of kind `what` apply to player p (for a spell of card types `types`, when the rule names
 * types: B & 0xff, 0 meaning any)? Rows are few; none at all is the common case and costs one read.
 */
export function ruleApplies(g: Game, what: ContinuousEffect, p: number, types = 0): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== what || g.m[r + EffectField.Layer] !== Layer.Replacement) continue;
    const t = g.m[r + EffectField.B] & 0xff;
    if (t !== 0 && (t & types) === 0) continue;
    if (appliesTo(g, r, p)) return true;
  }
  return false;
}

/** Does a spell of card c that player p plays have conspire from a GrantConspire row (Wort, the Raidmother)? */
export function conspireGranted(g: Game, p: number, c: CCard): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      g.m[r + EffectField.What] !== ContinuousEffect.GrantConspire ||
      g.m[r + EffectField.Layer] !== Layer.Replacement
    )
      continue;
    const b = g.m[r + EffectField.B];
    if ((b & 0xff & c.types) === 0 || ((b >>> 8) & 31 & c.colors) === 0) continue;
    if (appliesTo(g, r, p)) return true;
  }
  return false;
}

/**
 * Can't player p gain life? "That player can't gain life for the rest of the game" (Stigma Lasher): a CantGainLife row
 * of the game names player p (B); with `statics`, also "Players can't gain life" (Everlasting Torment): a static's
 * CantGainLife row whose players (A: Who) include p.
 */
export function cantGainLife(g: Game, p: number, statics = true): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.CantGainLife) continue;
    if (
      g.m[r + EffectField.Until] === Until.SourceInPlay ? statics && appliesTo(g, r, p) : g.m[r + EffectField.B] === p
    )
      return true;
  }
  return false;
}

/** A PlayerShroud row's B: only spells and abilities the player's opponents control (Spirit of the Hearth). */
export const BY_OPPONENTS = 0x100;

/** Can't player p be the target of a spell or ability player `by` controls (shroud, Spirit of the Hearth)? */
export function playerUntargetable(g: Game, p: number, by: number): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.PlayerShroud || g.m[r + EffectField.Layer] !== Layer.Replacement)
      continue;
    if ((g.m[r + EffectField.B] & BY_OPPONENTS) !== 0 && by === p) continue;
    if (appliesTo(g, r, p)) return true;
  }
  return false;
}

/**
 * Can't player p play a spell of card types `types`, converted mana cost `cmc`, with or without {X} in its mana cost
 * (`hasX`)? A cantPlaySpells row's B: the types it names (bits 0-7, 0: any), the types it excludes (bits 8-15:
 * "noncreature"), the least converted mana cost it names + 1 (bits 16-23, 0: any), and bit 24: only spells with {X}
 * in their mana costs (Gaddock Teeg).
 */
export function castRuled(g: Game, p: number, types: number, cmc: number, hasX: boolean): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.CantCast || g.m[r + EffectField.Layer] !== Layer.Replacement)
      continue;
    const b = g.m[r + EffectField.B];
    const t = b & 0xff;
    if ((t !== 0 && (t & types) === 0) || ((b >>> 8) & 0xff & types) !== 0) continue;
    const least = (b >>> 16) & 0xff;
    if ((least !== 0 && cmc < least - 1) || ((b & CAST_WITH_X) !== 0 && !hasX)) continue;
    if (appliesTo(g, r, p)) return true;
  }
  return false;
}
/**
 * Can't player p play a card of card types `types`: a resolved effect says so this turn (Moonhold: a CantPlayCards row,
 * A the types, B the player), or p controls more permanents of one of them than the
 * controller of a CantPlayIfMore row's source (Ward of Bones: "Each opponent who controls more creatures than you can't
 * play creature cards. The same is true for artifacts, enchantments, and lands")? B: the card types it names.
 */
export function playRuledByCount(g: Game, p: number, types: number): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] === ContinuousEffect.CantPlayCards) {
      if (g.m[r + EffectField.B] === p && (g.m[r + EffectField.A] & types) !== 0) return true;
      continue;
    }
    if (
      g.m[r + EffectField.What] !== ContinuousEffect.CantPlayIfMore ||
      g.m[r + EffectField.Layer] !== Layer.Replacement
    )
      continue;
    const t = g.m[r + EffectField.B] & types;
    if (t === 0 || !appliesTo(g, r, p)) continue;
    const q = controller(g, rowSource(g, r));
    for (let bit = 1; bit <= t; bit <<= 1)
      if ((t & bit) !== 0 && permanentsOfType(g, p, bit) > permanentsOfType(g, q, bit)) return true;
  }
  return false;
}

/** How many permanents of card type bit `type` player p controls. */
function permanentsOfType(g: Game, p: number, type: number): number {
  const b = listBase(g, Zone.InPlay, 0);
  let n = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if (controller(g, id) === p && (types(g, id) & type) !== 0) n++;
  }
  return n;
}

/** A cantPlaySpells row's bit: only spells with {X} in their mana costs. */
export const CAST_WITH_X = 1 << 24;

/**
 * Can't the activated abilities of a source named `name` be played ("Activated abilities of sources with
 * the chosen name can't be played unless they're mana abilities": Pithing Needle)? Any player's.
 */
export function activationForbidden(g: Game, name: string): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      g.m[r + EffectField.What] !== ContinuousEffect.CantActivateNamed ||
      g.m[r + EffectField.Layer] !== Layer.Replacement
    )
      continue;
    const src = rowSource(g, r);
    const named = src < 0 ? -1 : namedCard(g, src);
    if (named >= 0 && g.cards[named].name === name) return true;
  }
  return false;
}

/**
 * The numbers of the rule rows the vocabulary numbers as it loads (vocab/replacement-registry.ts: kinds that replace
 * nothing, read here): -1 until installed.
 */
export const RuleRows = {
  /** "[permanents'] activated abilities can't be played" (vocab/statics-cant-activate.ts) */
  activationLock: -1,
  /** "Damage can't be prevented" (vocab/statics-damage-rules.ts) */
  damageUnpreventable: -1,
  /** "All damage is dealt as though its source had wither" (vocab/statics-damage-rules.ts) */
  allDamageWither: -1,
  /** "You have protection from the chosen name" (vocab/statics-protection-name.ts) */
  namedProtection: -1,
  /** "If you tap a permanent for mana, it produces twice as much of that mana instead" (vocab/statics-mana-twice.ts) */
  manaTwice: -1,
};

/**
 * How many times mana a permanent player p taps for mana produces is doubled (Mana Reflection: one doubling a row
 * that applies to p, 2008 ruling: they are cumulative): 0 nearly always. At most 7 (own-lists.ts keeps it in 3 bits).
 */
export function manaTwiceCount(g: Game, p: number): number {
  if (g.m[Global.ReplaceN] === 0) return 0;
  let n = 0;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== RuleRows.manaTwice || g.m[r + EffectField.Layer] !== Layer.Replacement) continue;
    if (appliesTo(g, r, p)) n++;
  }
  return Math.min(n, 7);
}

/**
 * Has player p protection from the name of object `src` (a spell, or an ability's source): "You have protection from
 * the chosen name" (Runed Halo: a row whose source p controls, naming a card with that name)?
 */
export function protectedFromName(g: Game, p: number, src: number): boolean {
  if (g.m[Global.ReplaceN] === 0 || src < 0) return false;
  return protectedFromCardName(g, p, objectName(g, src));
}

/** Has player p protection from the card name `name` (protectedFromName: an Aura coming into play as that card)? */
export function protectedFromCardName(g: Game, p: number, name: string): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== RuleRows.namedProtection || g.m[r + EffectField.Layer] !== Layer.Replacement)
      continue;
    const halo = rowSource(g, r);
    const named = halo < 0 ? -1 : namedCard(g, halo);
    if (named >= 0 && controller(g, halo) === p && name === g.cards[named].name) return true;
  }
  return false;
}

/** Is a row of rule kind `what` (a RuleRows number) in the table, its source in play? */
export function ruleRowExists(g: Game, what: number): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] === what && g.m[r + EffectField.Layer] === Layer.Replacement && rowSource(g, r) >= 0)
      return true;
  }
  return false;
}

/**
 * Can't the activated abilities of permanent `id` be played, mana abilities included (Prison Term's "Enchanted
 * creature ... its activated abilities can't be played": a row whose filter, seen from its source, matches it)?
 */
export function activationLocked(g: Game, id: number): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== RuleRows.activationLock || g.m[r + EffectField.Layer] !== Layer.Replacement)
      continue;
    const src = rowSource(g, r);
    if (src >= 0 && matches(g, rowStatic(g, r).filter!, id, controller(g, src), src)) return true;
  }
  return false;
}

/**
 * Is a row in the table of a kind that rules what a player may play (read by castForbidden, spellCost, conspireGranted,
 * activationForbidden, activationLocked, the lands from graveyards and the removed cards one may play)? Priority lists
 * its options by the plain paths without: a prevention or regeneration shield changes none of them.
 */
export function playRulesExist(g: Game): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const w = g.m[g.effects + e * EffectField.SIZE + EffectField.What];
    if (
      w === ContinuousEffect.CantCast ||
      w === ContinuousEffect.OneSpellPerTurn ||
      w === ContinuousEffect.CantPlayCards ||
      w === ContinuousEffect.CantPlayIfMore ||
      w === ContinuousEffect.CostMore ||
      w === ContinuousEffect.CostLess ||
      w === ContinuousEffect.GrantConspire ||
      w === ContinuousEffect.CantActivateNamed ||
      w === RuleRows.activationLock ||
      w === ContinuousEffect.LandsFromGraveyard ||
      w === ContinuousEffect.PlayRemovedWithSource ||
      w === ContinuousEffect.PlayCardThisTurn
    )
      return true;
  }
  return false;
}

/** Is some "activated abilities can't be played" row in the table (so each source needs asking)? */
export const activationLocks = (g: Game): boolean => ruleRowExists(g, RuleRows.activationLock);

/** The extra generic mana a spell of card types `types` costs player p (cost increases add up). */
export function extraCost(g: Game, p: number, types: number): number {
  if (g.m[Global.ReplaceN] === 0) return 0;
  let n = 0;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.CostMore || g.m[r + EffectField.Layer] !== Layer.Replacement)
      continue;
    const b = g.m[r + EffectField.B];
    const t = b & 0xff; // the spell types it names (0: any), the generic mana, the types the spell must not have
    if ((t === 0 || (t & types) !== 0) && (types & (b >>> 16)) === 0 && appliesTo(g, r, p)) n += (b >>> 8) & 0xff;
  }
  return n;
}

/** The generic mana that spells of card c player p plays cost less (CostLess rows whose filter the card matches). */
export function lessCost(g: Game, p: number, c: CCard): number {
  if (g.m[Global.ReplaceN] === 0) return 0;
  let n = 0;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.CostLess || g.m[r + EffectField.Layer] !== Layer.Replacement)
      continue;
    if (appliesTo(g, r, p) && cardMatches(g, c, rowStatic(g, r).filter)) n += g.m[r + EffectField.B];
  }
  return n;
}
