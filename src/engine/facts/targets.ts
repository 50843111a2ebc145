// Targets (rule 115 of the 2008 edition): which objects and players a target spec can name, checked
// when the spell or ability is put on the stack and again on resolution.
import { type AmountC, AmountKind, type FilterC, TargetKind, type TargetC } from '../core/cardform.js';
import { cardColors } from './card-colors.js';
import { cardPower, colors, controller, ensureChars, matchesRead, rowSource, types } from './chars.js';
import { readFilter } from './text-read.js';
import { hasNamedName } from './typetext.js';
import { Flag, Keyword, CombatWord, PROTECTION_SHIFT, Zone, playerRef, refPlayer } from '../core/constants.js';
import { protectedFrom, sourceManaValue, subtypesOf } from './protection.js';
import {
  EffectField,
  type Game,
  Global,
  ref,
  refId,
  StackField,
  cardIdOf,
  cBaseOf,
  cKw2Of,
  cKwOf,
  cTypesOf,
  flagsOf,
  ownerOf,
  zoneOf,
  dealtDamageThisTurnBy,
  pl,
  PlayerSlot,
} from '../core/state.js';
import { ContinuousEffect, Layer } from '../core/continuous.js';
import { listBase } from '../core/zones.js';
import { itemTargets } from './stack-items.js';
import { itemOfSpell, rf } from '../core/stack-records.js';
import { countObjects } from './runtime.js';
import { hasSubtype } from '../core/subtypes.js';
import { playerUntargetable, protectedFromName } from './rules-mod.js';

/**
 * Is `t` (object id, or negative player ref) a legal target for `spec` of source `src` (its reference `srcRef`, as
 * the spell or ability names it: its filter reads that object's text, text-read.ts) controlled by `you`?
 */
export function legalTarget(g: Game, spec: TargetC, t: number, src: number, you: number, srcRef: number): boolean {
  return legal(g, spec, readFilter(g, spec.filter, srcRef), t, src, you);
}

/** legalTarget, with the spec's filter `f` as its source's text reads it. */
function legal(g: Game, spec: TargetC, f: FilterC | null, t: number, src: number, you: number): boolean {
  if (t < 0) {
    if (spec.kind !== TargetKind.Player && spec.kind !== TargetKind.CreatureOrPlayer) return false;
    const p = refPlayer(t);
    if (spec.damaged && pl(g, p, PlayerSlot.DamageThisTurn) === 0) return false; // "that was dealt damage this turn"
    if (playerUntargetable(g, p, you)) return false; // "you have shroud"
    if (protectedFromName(g, p, src)) return false; // "you have protection from the chosen name" (Runed Halo)
    return spec.player === 0 || (spec.player === 1) === (p === you);
  }
  const zone = zoneOf(g, t);
  // A spell on the stack is never its own target; an ability may target its source (Prodigal
  // Pyromancer pinging itself): the ability on the stack is not the permanent.
  if (t === src && zone === Zone.Stack) return false;
  // "Target spell or permanent": judged as a spell on the stack, as a permanent in play.
  const kind =
    spec.kind !== TargetKind.SpellOrPermanent
      ? spec.kind
      : zone === Zone.Stack
        ? TargetKind.Spell
        : TargetKind.Permanent;
  switch (kind) {
    case TargetKind.Creature:
    case TargetKind.CreatureOrPlayer:
    case TargetKind.Permanent: {
      if (zone !== Zone.InPlay) return false;
      ensureChars(g); // in play: the cache columns (asked of every candidate at each priority listing)
      if (kind !== TargetKind.Permanent && (cTypesOf(g, t) & 2) === 0) return false;
      if (spec.damaged && !dealtDamageThisTurnBy(g, t)) return false;
      if (f !== null && !matchesRead(g, f, t, you, src)) return false;
      const kw = cKwOf(g, t);
      if ((kw & Keyword.Shroud) !== 0) return false;
      if (g.m[Global.ReplaceN] !== 0 && untargetable(g, t, src, you)) return false;
      // 502.7b: protection stops targeting by spells and abilities of a source with the quality
      // (the source's qualities are looked up only for a target with some protection).
      if (
        ((kw >>> PROTECTION_SHIFT) & 31) === 0 &&
        (cKw2Of(g, t) & (CombatWord.ProtArtifacts | CombatWord.ProtCreatures)) === 0 &&
        g.cards[cBaseOf(g, t)].protSubtypes === null &&
        g.cards[cBaseOf(g, t)].protManaValueAtLeast === 0
      )
        return true;
      return !protectedFrom(g, t, colors(g, src), types(g, src), subtypesOf(g, src), sourceManaValue(g, src));
    }
    case TargetKind.Spell: {
      if (zone !== Zone.Stack || (flagsOf(g, t) & Flag.Spell) === 0) return false;
      if (f && f.types !== 0 && (types(g, t) & f.types) === 0) return false;
      if (f && (types(g, t) & f.notTypes) !== 0) return false;
      if (f && f.colors !== 0 && (colors(g, t) & f.colors) === 0) return false;
      if (f && f.notSubtypes !== null) {
        const set = g.cards[cardIdOf(g, t)].subtypeSet; // a spell's subtypes are its card's (a changeling's: all)
        for (let i = 0; i < f.notSubtypes.length; i++) if (hasSubtype(set, f.notSubtypes[i])) return false;
      }
      if (spec.manaValueAtMost !== null && spellManaValue(g, t) > limitOf(g, spec.manaValueAtMost, src, you))
        return false;
      if (f && f.chosenName && !hasNamedName(g, t, src)) return false;
      if (spec.targetsYou === true && !spellTargetsPlayer(g, t, you)) return false;
      if (spec.single) {
        const item = itemOfSpell(g, t);
        return item >= 0 && itemTargets(g, item).length === 1;
      }
      return true;
    }
    case TargetKind.CardInGraveyard: {
      if (zone !== Zone.Graveyard) return false;
      if (spec.whoseYou && ownerOf(g, t) !== you) return false;
      if (spec.player === 2 && ownerOf(g, t) === you) return false; // "in an opponent's graveyard"
      if (f === null && spec.manaValueAtMost === null) return true;
      const c = g.cards[cardIdOf(g, t)];
      if (f === null) return (c.cost?.cmc ?? 0) <= limitOf(g, spec.manaValueAtMost!, src, you);
      if ((f.types !== 0 && (c.types & f.types) === 0) || (c.types & f.notTypes) !== 0) return false;
      if (f.colors !== 0 && (cardColors(g, c) & f.colors) === 0) return false; // "red sorcery card"
      if (cardPower(g, t) > f.powerAtMost) return false; // (no limit: 1 << 30)
      if (spec.manaValueAtMost !== null && (c.cost?.cmc ?? 0) > limitOf(g, spec.manaValueAtMost, src, you))
        return false;
      if (f.notSubtypes !== null)
        for (let i = 0; i < f.notSubtypes.length; i++) if (hasSubtype(c.subtypeSet, f.notSubtypes[i])) return false;
      if (f.subtypes === null) return true;
      for (let i = 0; i < f.subtypes.length; i++) if (hasSubtype(c.subtypeSet, f.subtypes[i])) return true;
      return false;
    }
    default:
      return false;
  }
}

/** Does spell t (on the stack) name player p among its targets (T0-T3; a player as playerRef)? */
function spellTargetsPlayer(g: Game, t: number, p: number): boolean {
  const item = itemOfSpell(g, t);
  if (item < 0) return false;
  const n = itemTargets(g, item).length;
  for (let i = 0; i < n && i < 4; i++) if (rf(g, item, StackField.T0 + i) === playerRef(p)) return true;
  return false;
}

/** A spell's converted mana cost on the stack: its X as chosen (a face-down spell's card has no mana cost: 0). */
export function spellManaValue(g: Game, t: number): number {
  const cost = g.cards[cardIdOf(g, t)].cost;
  if (cost === null) return 0;
  if (cost.x === 0) return cost.cmc;
  const item = itemOfSpell(g, t);
  return cost.cmc + (item < 0 ? 0 : cost.x * rf(g, item, StackField.X));
}

/** A target's "N or less": a number, or a count seen from the source's controller (the Faeries you control). */
function limitOf(g: Game, a: AmountC, src: number, you: number): number {
  if (a.kind === AmountKind.X) {
    const item = itemOfSpell(g, src); // "X or less": the X of the spell `src` (chosen before its targets, 409.1b)
    return item < 0 ? 0 : rf(g, item, StackField.X);
  }
  return a.kind === AmountKind.Fixed ? a.n : countObjects(g, you, src, a, -1, -1, ref(g, src));
}

/**
 * Does a "can't be the target of [colors] spells" or "of spells or abilities your opponents control" of
 * permanent t (a row of its own static) stop source src, a spell or ability controlled by `you`?
 */
function untargetable(g: Game, t: number, src: number, you: number): boolean {
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      g.m[r + EffectField.Layer] !== Layer.Replacement ||
      g.m[r + EffectField.What] !== ContinuousEffect.Untargetable ||
      rowSource(g, r) !== t
    )
      continue;
    // Troll Ascetic: any spell or ability of an opponent of t's controller, whatever its colors.
    if (g.m[r + EffectField.B] === 2) {
      if (you !== controller(g, t)) return true;
      continue;
    }
    // A spell: on the stack, or a card in hand whose casting is being considered (priority listing).
    const zone = zoneOf(g, src);
    if (
      g.m[r + EffectField.B] === 1 &&
      zone !== Zone.Hand &&
      (zone !== Zone.Stack || (flagsOf(g, src) & Flag.Spell) === 0)
    )
      continue;
    if ((colors(g, src) & g.m[r + EffectField.A]) !== 0) return true;
  }
  return false;
}

/**
 * Writes the legal targets for `spec` of source src (reference srcRef: see legalTarget) into out[at..] and returns
 * how many; with `limit` 1 it stops at the first (an existence check). Order: players, then objects by zone order.
 */
export function listTargets(
  g: Game,
  spec: TargetC,
  src: number,
  you: number,
  out: Int32Array,
  at: number,
  limit: number,
  srcRef: number,
): number {
  const f = readFilter(g, spec.filter, srcRef);
  let k = 0;
  if (spec.kind === TargetKind.Player || spec.kind === TargetKind.CreatureOrPlayer) {
    for (let p = 0; p < 2 && k < limit; p++)
      if (legal(g, spec, f, playerRef(p), src, you)) out[at + k++] = playerRef(p);
  }
  if (spec.kind === TargetKind.Player) return k;
  if (spec.kind === TargetKind.Spell || spec.kind === TargetKind.SpellOrPermanent) {
    // Spells are card objects on the stack; scan the stack items' sources.
    const sb = g.stack;
    const n = g.m[sb];
    for (let i = n - 1; i >= 0 && k < limit; i--) {
      const rec = g.m[sb + 1 + i];
      const id = refId(g.m[g.stackRecords + rec * StackField.SIZE + StackField.Source]);
      if (legal(g, spec, f, id, src, you)) out[at + k++] = id;
    }
    if (spec.kind === TargetKind.Spell) return k; // "spell or permanent": the permanents follow
  }
  if (spec.kind === TargetKind.CardInGraveyard) {
    for (let p = 0; p < 2 && k < limit; p++) {
      const b = listBase(g, Zone.Graveyard, p);
      const n = g.m[b];
      for (let i = 0; i < n && k < limit; i++) {
        const id = g.m[b + 1 + i];
        if (legal(g, spec, f, id, src, you)) out[at + k++] = id;
      }
    }
    return k;
  }
  const b = listBase(g, Zone.InPlay, 0);
  const n = g.m[b];
  for (let i = 0; i < n && k < limit; i++) {
    const id = g.m[b + 1 + i];
    if (legal(g, spec, f, id, src, you)) out[at + k++] = id;
  }
  return k;
}
