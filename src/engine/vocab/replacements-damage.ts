// Kinds of prevention and of damage replacement (419.1d, 419.6a-c, 419.7-419.8): shields made by
// resolved spells and abilities (Healing Salve, regeneration, Holy Day, Circle of Protection, Master
// Warcraft's redirection) and static abilities (Fog Bank, Cho-Manno, Furnace of Rath, Pariah).
import { ContinuousEffect, removeEffect, rowStatic } from '../core/continuous.js';
import { cardMatches } from '../facts/card-colors.js';
import { CounterKind, EventKind, Flag, NO_TARGET, Zone, refPlayer } from '../core/constants.js';
import { EventFlag, EventField } from '../core/event-records.js';
import { type Game, liveId, put, refId, attachOf, cardIdOf, ctrlOf, flagsOf, zoneOf } from '../core/state.js';
import { controller, isCreature, matches, rowSource } from '../facts/chars.js';
import { hasRow, sourceColorsOf } from '../batch/replace-events.js';
import { EffectField } from '../core/state.js';
import { defineReplacement, UNNUMBERED } from './replacement.js';
import { sourceController } from './replacements-planeswalker.js';

const isDamage = (g: Game, b: number): boolean => g.m[b + EventField.Kind] === EventKind.Damage;
const isCombat = (g: Game, b: number): boolean => (g.m[b + EventField.Flags] & EventFlag.Combat) !== 0;
const preventAll = (g: Game, _i: number, b: number): void => {
  g.m[b + EventField.Amount] = 0;
};

/** 419.7b: a shield prevents up to its amount (A) of damage to Obj, across events, until used up or the turn ends. */
export const preventDamageShield = defineReplacement({
  what: ContinuousEffect.PreventDamage,
  applies: (g, r, b) =>
    isDamage(g, b) && g.m[b + EventField.Obj] === g.m[r + EffectField.Obj] && g.m[r + EffectField.A] > 0,
  apply(g, _i, b, r, row) {
    const m = g.m;
    const prevented = Math.min(m[r + EffectField.A], m[b + EventField.Amount]);
    m[b + EventField.Amount] -= prevented;
    if (m[r + EffectField.A] - prevented <= 0) removeEffect(g, row);
    else put(g, r + EffectField.A, m[r + EffectField.A] - prevented);
  },
  benefit: 1,
  shield: true,
});

/**
 * 419.6b: instead of being destroyed it is tapped, all damage is removed, it leaves combat; the shield is
 * used up and the replaced destruction triggers nothing (410.7). "Can't be regenerated" destruction (and
 * 420.5b's toughness 0, a Move) is not replaced.
 */
export const regenerationShield = defineReplacement({
  what: ContinuousEffect.Regenerate,
  applies(g, r, b) {
    const obj = g.m[b + EventField.Obj];
    return (
      g.m[b + EventField.Kind] === EventKind.Destroy &&
      (g.m[b + EventField.Flags] & EventFlag.NoRegen) === 0 &&
      obj === g.m[r + EffectField.Obj] &&
      !hasRow(g, ContinuousEffect.CantRegenerate, obj)
    );
  },
  apply(g, _i, b, _r, row) {
    g.m[b + EventField.Kind] = EventKind.Regenerate;
    removeEffect(g, row);
  },
  benefit: 1,
});

/** Prevent all combat damage (this turn: Holy Day). */
/**
 * A: 0, all combat damage; 1, all damage to creatures (Forfend); 2, all damage to player B and the permanents he or
 * she controls as it would be dealt (Endure); 3, all damage to player B.
 */
export const preventCombat = defineReplacement({
  what: ContinuousEffect.PreventCombat,
  applies(g, r, b) {
    if (!isDamage(g, b)) return false;
    const a = g.m[r + EffectField.A];
    if (a === 0) return isCombat(g, b);
    const obj = g.m[b + EventField.Obj];
    if (obj < 0) return a >= 2 && refPlayer(obj) === g.m[r + EffectField.B];
    const id = liveId(g, obj);
    if (id < 0 || a === 3) return false;
    return a === 1 ? isCreature(g, id) : zoneOf(g, id) === Zone.InPlay && controller(g, id) === g.m[r + EffectField.B];
  },
  apply: preventAll,
  prevents: true,
  benefit: 1,
});

/** A static "to and by [this]" shield (Fog Bank): the source is the row's own source. */
export const preventCombatToAndBy = defineReplacement({
  what: ContinuousEffect.PreventCombatToAndBy,
  applies: (g, r, b) =>
    isDamage(g, b) &&
    isCombat(g, b) &&
    (g.m[b + EventField.Obj] === g.m[r + EffectField.Source] ||
      g.m[b + EventField.Src] === g.m[r + EffectField.Source]),
  apply: preventAll,
  prevents: true,
  benefit: 1,
});

/**
 * A static "prevent all damage to/by [this or the enchanted creature]" (A: 1 to, 2 by, 4 combat only, 8 attached, 16
 * to each attacking creature its source's controller controls: Dolmen Gate; 32: "The source's controller draws cards
 * equal to the damage prevented this way", Swans of Bryn Argoll, the damage event becoming the first of those draws).
 */
export const preventToBy = defineReplacement({
  what: ContinuousEffect.PreventToBy,
  applies(g, r, b) {
    if (!isDamage(g, b)) return false;
    const m = g.m;
    const a = m[r + EffectField.A];
    if ((a & 4) !== 0 && !isCombat(g, b)) return false;
    let who = m[r + EffectField.Source];
    if ((a & 16) !== 0) {
      const src = liveId(g, who);
      const dst = liveId(g, m[b + EventField.Obj]);
      return (
        src >= 0 &&
        dst >= 0 &&
        zoneOf(g, dst) === Zone.InPlay &&
        (flagsOf(g, dst) & Flag.Attacking) !== 0 &&
        controller(g, dst) === controller(g, src)
      );
    }
    if ((a & 8) !== 0) {
      const src = liveId(g, who);
      if (src < 0 || attachOf(g, src) === NO_TARGET) return false;
      who = attachOf(g, src);
    }
    return ((a & 1) !== 0 && m[b + EventField.Obj] === who) || ((a & 2) !== 0 && m[b + EventField.Src] === who);
  },
  apply(g, i, b, r) {
    const m = g.m;
    const n = m[b + EventField.Amount];
    const p = (m[r + EffectField.A] & 32) !== 0 && n > 0 ? sourceController(g, b) : -1;
    if (p < 0) return preventAll(g, i, b);
    // As Lich's draws: this event is the first draw, the others are made one at a time after the batch (423.2).
    put(g, g.pendingDraws + p, m[g.pendingDraws + p] + n - 1);
    m[b + EventField.Kind] = EventKind.Draw;
    m[b + EventField.Player] = p;
    m[b + EventField.Amount] = 1;
    m[b + EventField.Obj] = -1;
    m[b + EventField.Src] = -1;
    m[b + EventField.Flags] &= ~EventFlag.Combat;
  },
  prevents: true,
  benefit: 1,
});

/** 419.8b: the source's colors are checked as the damage would be dealt (last known if it is gone, 419.8c). */
export const preventFromColors = defineReplacement({
  what: ContinuousEffect.PreventFromColors,
  applies: (g, r, b) => isDamage(g, b) && (sourceColorsOf(g, b) & g.m[r + EffectField.A]) !== 0,
  apply: preventAll,
  prevents: true,
  benefit: 1,
});

/**
 * "If a spell or ability would deal damage to you, prevent that damage." (noncombat damage: combat damage is the only
 * damage no spell or ability deals) to the row's controller; A = 1: "You gain life equal to the damage prevented this
 * way" (Purity): the damage event becomes that player's gain of that much life, itself open to replacement (Lich).
 */
export const preventNoncombatToYou = defineReplacement({
  what: UNNUMBERED,
  applies(g, r, b) {
    const obj = g.m[b + EventField.Obj];
    if (!isDamage(g, b) || isCombat(g, b) || obj >= 0) return false;
    const src = rowSource(g, r);
    return src >= 0 && refPlayer(obj) === controller(g, src);
  },
  apply(g, _i, b, r) {
    const m = g.m;
    if (m[r + EffectField.A] === 0) {
      m[b + EventField.Amount] = 0;
      return;
    }
    m[b + EventField.Kind] = EventKind.GainLife;
    m[b + EventField.Player] = refPlayer(m[b + EventField.Obj]);
    m[b + EventField.Obj] = -1;
  },
  prevents: true,
  benefit: 1,
});

/**
 * "If damage would be dealt to a creature you control other than [this], prevent that damage. Put a +1/+1 counter on
 * that creature for each 1 damage prevented this way." (Vigor): damage to a creature the row's source's controller
 * controls, other than the source (A & 1); with A & 2 the damage event becomes the putting of that many +1/+1
 * counters on that creature (the prevention's own consequence), else it is prevented.
 */
export const preventToYourCreatures = defineReplacement({
  what: UNNUMBERED,
  applies(g, r, b) {
    const m = g.m;
    const obj = m[b + EventField.Obj];
    if (!isDamage(g, b) || obj < 0 || ((m[r + EffectField.A] & 1) !== 0 && obj === m[r + EffectField.Source]))
      return false;
    const src = rowSource(g, r);
    const dst = liveId(g, obj);
    return (
      src >= 0 &&
      dst >= 0 &&
      zoneOf(g, dst) === Zone.InPlay &&
      isCreature(g, dst) &&
      controller(g, dst) === controller(g, src)
    );
  },
  apply(g, _i, b, r) {
    const m = g.m;
    if ((m[r + EffectField.A] & 2) === 0) {
      m[b + EventField.Amount] = 0;
      return;
    }
    m[b + EventField.Kind] = EventKind.Counters;
    m[b + EventField.Aux] = CounterKind.PlusOne;
    m[b + EventField.Flags] &= ~EventFlag.Combat;
  },
  prevents: true,
  benefit: 1,
});

/** Damage from a matching source is doubled (419.6a: two of them make x4). */
export const doubleDamage = defineReplacement({
  what: ContinuousEffect.DoubleDamage,
  applies: (g, r, b) => isDamage(g, b) && staticSourceMatches(g, r, g.m[b + EventField.Src]),
  apply(g, _i, b) {
    g.m[b + EventField.Amount] *= 2;
  },
  benefit: -1,
});

/** preventNextFromSource's B bit: all damage the source would deal this turn, to anything (Burrenton Forge-Tender). */
export const ALL_FROM_SOURCE = 64;

/**
 * The next damage a chosen source (A) would deal to Obj is prevented (419.8a); B bit 0: A was a spell;
 * bits 1-5, its colors, rechecked as it would deal damage (419.8b); ALL_FROM_SOURCE: all its damage to anything this
 * turn, the row staying. A shield that prevents nothing stays.
 */
export const preventNextFromSource = defineReplacement({
  what: ContinuousEffect.PreventNextFromSource,
  applies(g, r, b) {
    const m = g.m;
    return (
      isDamage(g, b) &&
      ((m[r + EffectField.B] & ALL_FROM_SOURCE) !== 0 || m[b + EventField.Obj] === m[r + EffectField.Obj]) &&
      isChosenSource(m[b + EventField.Src], m[r + EffectField.A], m[r + EffectField.B] & 1) &&
      (sourceColorsOf(g, b) & (m[r + EffectField.B] >> 1)) !== 0
    );
  },
  apply(g, _i, b, r, row) {
    g.m[b + EventField.Amount] = 0;
    if ((g.m[r + EffectField.B] & ALL_FROM_SOURCE) === 0) removeEffect(g, row); // used up
  },
  prevents: true,
  benefit: 1,
});

/** 419.6c: combat damage to player Obj by unblocked creatures goes to creature A instead, if still one. */
export const redirectUnblocked = defineReplacement({
  what: ContinuousEffect.RedirectUnblocked,
  applies(g, r, b) {
    if (!isDamage(g, b) || !isCombat(g, b) || g.m[b + EventField.Obj] !== g.m[r + EffectField.Obj]) return false;
    const src = liveId(g, g.m[b + EventField.Src]);
    return src >= 0 && (flagsOf(g, src) & (Flag.Attacking | Flag.Blocked)) === Flag.Attacking;
  },
  apply(g, _i, b, r) {
    const to = liveId(g, g.m[r + EffectField.A]);
    if (to >= 0 && zoneOf(g, to) === Zone.InPlay && isCreature(g, to)) g.m[b + EventField.Obj] = g.m[r + EffectField.A];
  },
  benefit: 1,
});

/**
 * Pariah: damage to the Aura's controller, while the Aura is attached to something, is dealt to the
 * enchanted creature instead; nothing happens if it is gone or no longer a creature (419.6c).
 */
export const redirectToAttached = defineReplacement({
  what: ContinuousEffect.RedirectToAttached,
  applies(g, r, b) {
    const obj = g.m[b + EventField.Obj];
    if (!isDamage(g, b) || obj >= 0) return false;
    const src = liveId(g, g.m[r + EffectField.Source]);
    return src >= 0 && attachOf(g, src) !== NO_TARGET && refPlayer(obj) === controller(g, src);
  },
  apply(g, _i, b, r) {
    const src = liveId(g, g.m[r + EffectField.Source]);
    const to = src >= 0 ? liveId(g, attachOf(g, src)) : -1;
    if (to >= 0 && zoneOf(g, to) === Zone.InPlay && isCreature(g, to)) g.m[b + EventField.Obj] = attachOf(g, src);
  },
  benefit: 1,
});

/**
 * A static replacement row's filter against a damage source: the filter of the static ability (e.g. "a
 * creature you control"), seen from the row's source; an empty filter matches any source. 419.8c: a
 * source out of play with the property counts too (its printed types, its controller or owner).
 */
function staticSourceMatches(g: Game, r: number, srcRef: number): boolean {
  const owner = liveId(g, g.m[r + EffectField.Source]);
  if (owner < 0) return false;
  const f = rowStatic(g, r).filter;
  if ((f.types | f.notTypes | f.colors | f.notColors | f.controller) === 0) return true;
  if (srcRef < 0) return false;
  const src = refId(srcRef);
  const you = controller(g, owner);
  if (liveId(g, srcRef) >= 0 && zoneOf(g, src) === Zone.InPlay) return matches(g, f, src, you, owner);
  if (!cardMatches(g, g.cards[cardIdOf(g, src)], f)) return false;
  return f.controller === 0 || (f.controller === 1) === (ctrlOf(g, src) === you);
}

/**
 * 419.8a: is a damage source the chosen one? The same object, or, when a spell was chosen, the
 * permanent it became (the same card, one zone change later).
 */
function isChosenSource(src: number, chosen: number, wasSpell: number): boolean {
  if (src < 0) return false;
  if (src === chosen) return true;
  return wasSpell === 1 && refId(src) === refId(chosen) && src >>> 16 === (((chosen >>> 16) + 1) & 0x7fff);
}
