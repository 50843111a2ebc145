// Auras and Equipment (212.4 and 212.2 of 2008): what each may be attached to. An Aura enchants what its
// "enchant" says; an Equipment equips a creature and is not one itself; protection from a quality stops
// Auras and Equipment of that quality (502.7c-d), a player's protection from a name (Runed Halo) Auras of that
// name. Attaching is an event (EventKind.Attach, events.ts); the state-based effects of 420.5d, k and m undo
// attachments that became illegal (sba.ts). An "enchant player" Aura (502.45d of 2008) is attached to a player: its
// attachedTo holds the player's ref (playerRef: -1 or -2, never an object's ref nor NO_TARGET), so every reader that
// follows an object (liveId) finds nothing there.
import { Attach, type CCard, TargetKind } from '../core/cardform.js';
import { cardColors } from './card-colors.js';
import { baseCard, colors, controller, matches, types } from './chars.js';
import { protectedFrom, sourceManaValue, subtypesOf } from './protection.js';
import { CardType, NO_TARGET, Zone, refPlayer } from '../core/constants.js';
import { EffectField, type Game, Global, liveId, ref, zoneOf, attachOf } from '../core/state.js';
import { Link, linkedRow, removeEffect, Until } from '../core/continuous.js';
import { legalTarget } from './targets.js';
import { protectedFromName } from './rules-mod.js';
import { listBase } from '../core/zones.js';

/**
 * Could Aura card `c` (its "enchant"), controlled by `you`, enchant permanent `to`? Protection is checked by callers.
 */
export function canEnchant(g: Game, c: CCard, to: number, you: number, src: number): boolean {
  const e = c.enchant!;
  if (e.kind === TargetKind.Player) return false; // 502.45d: an "enchant player" Aura can't enchant a permanent
  if (e.kind === TargetKind.CardInGraveyard) {
    // Animate Dead: "enchant creature card in a graveyard" until its ability makes it "enchant creature
    // put into play with [this]" (the Linked row); a card in a graveyard has no protection (502.7).
    const link = src >= 0 && zoneOf(g, src) === Zone.InPlay ? linkedRow(g, ref(g, src), Link.PutIntoPlay) : -1;
    if (link >= 0) return g.m[link + EffectField.Obj] === ref(g, to) && (types(g, to) & CardType.Creature) !== 0;
    return legalTarget(g, e, to, src, you, src >= 0 ? ref(g, src) : -1);
  }
  if (e.kind === TargetKind.Creature && (types(g, to) & CardType.Creature) === 0) return false;
  // 502.7c, by the card's colors, types and converted mana cost
  if (protectedFrom(g, to, cardColors(g, c), c.types, c.subtypeSet, c.cost?.cmc ?? 0)) return false;
  return e.filter === null || matches(g, e.filter, to, you, src);
}

/**
 * Could Aura card `c`, controlled by `you`, enchant player `p`? Only an "enchant player" (or "enchant opponent")
 * Aura can (502.45d of 2008).
 */
export function canEnchantPlayer(c: CCard, p: number, you: number): boolean {
  const e = c.enchant;
  return e !== null && e.kind === TargetKind.Player && (e.player === 0 || (e.player === 1) === (p === you));
}

/** The player permanent `id` is attached to (an "enchant player" Aura), or -1. */
export function attachedPlayer(g: Game, id: number): number {
  const a = attachOf(g, id);
  return a < 0 && a !== NO_TARGET ? refPlayer(a) : -1;
}

/**
 * Could permanent `src` stay attached to player `p` (212.4f of 2008)? An Aura whose enchant allows that player, unless
 * p has protection from it (502.7c of 2008: "A permanent or player with protection can't be enchanted by Auras that
 * have the stated quality": Runed Halo's chosen name); anything else can't be attached to a player. (A player who
 * left the game ends a two-player game.)
 */
export function canAttachToPlayer(g: Game, src: number, p: number): boolean {
  const c = baseCard(g, src);
  return (
    c.attachKind === Attach.Aura &&
    !auraCreature(g, src) &&
    canEnchantPlayer(c, p, controller(g, src)) &&
    !protectedFromName(g, p, src)
  );
}

/**
 * 212.4g of 2008: "An Aura can't enchant itself, and an Aura that's also a creature can't enchant anything. If this
 * occurs somehow, the Aura is put into its owner's graveyard" (420.5d: sba.ts). Is Aura `src` in play a creature now
 * (Memnarch made it an artifact under March of the Machines)?
 */
const auraCreature = (g: Game, src: number): boolean =>
  zoneOf(g, src) === Zone.InPlay && (types(g, src) & CardType.Creature) !== 0;

/** Could permanent `src` (an Aura or Equipment) be attached to object `to` now? */
export function canAttach(g: Game, src: number, to: number): boolean {
  if (to < 0 || to === src) return false;
  const c = baseCard(g, src);
  if (zoneOf(g, to) !== Zone.InPlay)
    return (
      c.attachKind === Attach.Aura &&
      c.enchant!.kind === TargetKind.CardInGraveyard &&
      canEnchant(g, c, to, controller(g, src), src)
    );
  // 502.7c-d: colors, artifacts, creatures, creature types
  if (protectedFrom(g, to, colors(g, src), types(g, src), subtypesOf(g, src), sourceManaValue(g, src))) return false;
  if (c.attachKind === Attach.Aura) return !auraCreature(g, src) && canEnchant(g, c, to, controller(g, src), src);
  if (c.attachKind === Attach.Equipment)
    return (types(g, to) & CardType.Creature) !== 0 && (types(g, src) & CardType.Creature) === 0;
  return false; // 420.5m: nothing else stays attached
}

/** Is permanent `id` enchanted (an Aura in play is attached to it)? */
export function isEnchanted(g: Game, id: number): boolean {
  const base = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    if (liveId(g, attachOf(g, o)) === id && baseCard(g, o).attachKind === Attach.Aura) return true;
  }
  return false;
}

/**
 * Effects that last "for as long as that creature is enchanted" (Rootwater Matriarch) end when it no
 * longer is: called after an attachment changed or a permanent left play.
 */
export function endWhileEnchanted(g: Game): void {
  for (let i = g.m[Global.EffN] - 1; i >= 0; i--) {
    const r = g.effects + i * EffectField.SIZE;
    if (g.m[r + EffectField.Until] !== Until.ObjEnchanted) continue;
    const id = liveId(g, g.m[r + EffectField.Obj]);
    if (id < 0 || !isEnchanted(g, id)) removeEffect(g, i);
  }
}
