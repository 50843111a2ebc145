// The replace/prevent stage of game actions (419): every event of a batch passes the replacement and
// prevention effects that apply to it before it happens (events.ts). Effects are rows of the
// continuous-effect table in the Replacement layer, from static abilities (Furnace of Rath) and from
// resolved spells and abilities (shields). Each applies at most once to an event (419.6a); a modified
// event may become subject to others (419.9b); with several that differ, the affected player chooses
// which applies first (419.9a), a resumable Replace decision whose options are rows, and cards' own
// replacements that work outside play (OWN_BASE + the card: Legacy Weapon's "if [this] would be put into
// a graveyard from anywhere", dredge from the graveyard). The draw replacements that ask more as they
// apply (Abundance's mode, 419.6g; dredge's "you may") are in replace-draw.ts.
import {
  colors,
  controller,
  isCreature,
  matches,
  printedMatches,
  rowDisabled,
  rowSource,
  types,
} from '../facts/chars.js';
import { protectedFrom } from '../facts/protection.js';
import { ContinuousEffect, Layer, removeEffect, rowStatic, Who } from '../core/continuous.js';
import { Decision, EventKind, Flag, NO_TARGET, Zone, refPlayer } from '../core/constants.js';
import { propose, evBase, EventFlag, EventField } from '../core/event-records.js';
import {
  askMode,
  chooseMode,
  dredgeOptions,
  REPLACE_MODE,
  REVEAL_ORDER,
  revealedToBottom,
  revealStep,
} from './replace-draw.js';
import {
  EffectField,
  type Game,
  Global,
  liveId,
  put,
  refId,
  attachOf,
  cardIdOf,
  ctrlOf,
  flagsOf,
  ownerOf,
  zoneOf,
} from '../core/state.js';
import { workingInGraveyards } from '../core/kinds.js';
import { appliesTo } from '../facts/rules-mod.js';
import { applied, markApplied, OWN_BASE, SHIELD_FIRST } from './replace-applied.js';

/**
 * Applies the replacement and prevention effects to event i. Built in: protection (502.7e) and "0
 * damage is no damage" (419.5a). Returns false when the affected player must choose first.
 */
export function replaceEvent(g: Game, i: number, choice: number): boolean {
  if (choice >= REVEAL_ORDER) {
    revealedToBottom(g, choice - REVEAL_ORDER);
    choice = -1;
  } else if (choice >= REPLACE_MODE) {
    chooseMode(g, i, choice - REPLACE_MODE);
    choice = -1;
  }
  // 419.7b answered: the chosen damage goes first (and is judged for protection below).
  else if (choice >= SHIELD_FIRST && choice < OWN_BASE) {
    takeFirst(g, i, choice - SHIELD_FIRST);
    choice = -1;
  }
  const m = g.m;
  const b = evBase(g, i); // (read after the answers above: a proposal may grow the memory)
  if (m[b + EventField.Kind] === EventKind.Damage) {
    const id = m[b + EventField.Obj] >= 0 ? liveId(g, m[b + EventField.Obj]) : -1;
    // 502.7e: damage from a source with a quality the creature has protection from is prevented.
    if (id >= 0 && protectedFrom(g, id, sourceColorsOf(g, b), sourceTypesOf(g, b))) m[b + EventField.Amount] = 0;
  }
  if (m[Global.ReplaceN] === 0 && !ownReplacementApplies(g, b)) return true;
  for (;;) {
    const b = evBase(g, i); // re-read: applying a replacement may grow the game's memory
    if ((g.m[b + EventField.Flags] & EventFlag.Revealing) !== 0) {
      if (!revealStep(g, i)) return false;
      continue;
    }
    // 419.5a: 0 damage is no damage
    if (g.m[b + EventField.Kind] === EventKind.Damage && g.m[b + EventField.Amount] <= 0) return true;
    const k = applicable(g, i, b);
    if (k === 0) return true;
    let row: number;
    if (choice >= 0) {
      row = choice;
      choice = -1;
    } else if (k === 1 || allAlike(g, k)) row = g.m[g.options];
    else {
      g.m[g.optionCount] = k;
      put(g, Global.DKind, Decision.Replace);
      put(g, Global.DPlayer, affectedPlayer(g, b));
      return false;
    }
    if (row >= OWN_BASE) {
      const id = row - OWN_BASE;
      markApplied(g, i, -1 - id);
      if (zoneOf(g, id) !== Zone.Graveyard || g.cards[cardIdOf(g, id)].dredge === 0) {
        shuffleInstead(g, i);
        continue;
      }
      askMode(g, i, row, 2, g.m[b + EventField.Player]); // dredge: "you may"
      return false;
    }
    if (g.m[g.effects + row * EffectField.SIZE + EffectField.What] === ContinuousEffect.RevealInsteadOfDraw) {
      // 419.6g: the mode (or, for a "may", not to apply it) is chosen as it applies, for this event.
      markApplied(g, i, rowKey(g, g.effects + row * EffectField.SIZE));
      askMode(g, i, row, 3, g.m[b + EventField.Player]);
      return false;
    }
    if (shieldContested(g, i, row)) {
      put(g, Global.DKind, Decision.ShieldFirst);
      put(g, Global.DPlayer, affectedPlayer(g, evBase(g, i)));
      return false;
    }
    applyReplacement(g, i, row);
  }
}

/** Who chooses among the replacements of event i (419.9a): APNAP order runs the active player's first. */
export const chooserOf = (g: Game, i: number): number => affectedPlayer(g, evBase(g, i));

/** The object that generates Replace option `v`: a row's source, or the card whose own replacement it is. */
export function replacementSourceOf(g: Game, v: number): number {
  if (v >= OWN_BASE) return v - OWN_BASE;
  return liveId(g, g.m[g.effects + v * EffectField.SIZE + EffectField.Source]);
}
/** Would the event at b put its object into a graveyard (a Move there, a destruction, sacrifice or discard)? */
function toGraveyard(g: Game, b: number): boolean {
  const kind = g.m[b + EventField.Kind];
  return kind === EventKind.Move
    ? g.m[b + EventField.Aux] === Zone.Graveyard
    : kind === EventKind.Destroy || kind === EventKind.Sacrifice || kind === EventKind.Discard;
}

/**
 * May a card's own replacement that works outside play apply to the event at b: "if [this] would be put
 * into a graveyard from anywhere, ... instead" (Legacy Weapon), or dredge (a draw, while some card in a
 * graveyard works there)? Cheap: it runs for every event when no replacement row exists.
 */
export function ownReplacementApplies(g: Game, b: number): boolean {
  if (g.m[b + EventField.Kind] === EventKind.Draw) return workingInGraveyards(g) !== 0;
  return shuffleApplies(g, b);
}

/**
 * "If [this] would be put into a graveyard from anywhere, ... instead" (Legacy Weapon): does it apply to the event at
 * b?
 */
function shuffleApplies(g: Game, b: number): boolean {
  if (!toGraveyard(g, b)) return false;
  const id = liveId(g, g.m[b + EventField.Obj]);
  return id >= 0 && g.cards[cardIdOf(g, id)].shuffleInsteadOfGraveyard;
}

/**
 * The event puts its object into `zone` instead of a graveyard: a Move. A destruction or sacrifice so
 * replaced is none; a discard stays a discard (EventFlag.WasDiscard: it triggers as one).
 */
function insteadOfGraveyard(g: Game, b: number, zone: Zone): void {
  const m = g.m;
  // A discard keeps its Player (who caused it); a Move's Player is the new controller: none here.
  if (m[b + EventField.Kind] === EventKind.Discard) m[b + EventField.Flags] |= EventFlag.WasDiscard;
  else m[b + EventField.Player] = -1;
  m[b + EventField.Kind] = EventKind.Move;
  m[b + EventField.Aux] = zone;
  m[b + EventField.Flags] &= ~EventFlag.Bottom;
}

/**
 * 419.1a: "reveal [this] and shuffle it into its owner's library instead": to the library, and a shuffle joins the
 * batch.
 */
function shuffleInstead(g: Game, i: number): void {
  const b = evBase(g, i);
  const id = liveId(g, g.m[b + EventField.Obj]);
  insteadOfGraveyard(g, b, Zone.Library);
  propose(g, EventKind.Shuffle, -1, -1, 0, 0, ownerOf(g, id));
}

/** A ShieldFirst option's damage event: its source object (-1: none) and amount. */
export function shieldDamageSource(g: Game, v: number): number {
  const s = g.m[evBase(g, v - SHIELD_FIRST) + EventField.Src];
  return s < 0 ? -1 : refId(s);
}
export const shieldDamageAmount = (g: Game, v: number): number => g.m[evBase(g, v - SHIELD_FIRST) + EventField.Amount];

/**
 * 419.7b: when a shield (row) would prevent damage from two or more sources dealt at the same time to
 * the shielded player or creature, and can't prevent all of it, that player (or the creature's
 * controller) chooses which damage it prevents first: options are those events (the batch's later
 * damage of the same recipient from other sources). Asked once per event.
 */
function shieldContested(g: Game, i: number, row: number): boolean {
  if (row >= OWN_BASE) return false;
  const m = g.m;
  const r = g.effects + row * EffectField.SIZE;
  const b = evBase(g, i);
  if (
    m[r + EffectField.What] !== ContinuousEffect.PreventDamage ||
    (m[b + EventField.Flags] & EventFlag.ShieldOrdered) !== 0
  )
    return false;
  m[b + EventField.Flags] |= EventFlag.ShieldOrdered;
  let k = 0;
  let total = m[b + EventField.Amount];
  m[g.options + k++] = SHIELD_FIRST + i;
  for (let j = i + 1; j < m[g.eventCount]; j++) {
    const c = evBase(g, j);
    if (
      m[c + EventField.Kind] !== EventKind.Damage ||
      m[c + EventField.Obj] !== m[b + EventField.Obj] ||
      m[c + EventField.Amount] <= 0 ||
      m[c + EventField.Src] === m[b + EventField.Src]
    )
      continue;
    m[g.options + k++] = SHIELD_FIRST + j;
    total += m[c + EventField.Amount];
  }
  if (k < 2 || total <= m[r + EffectField.A]) return false;
  m[g.optionCount] = k;
  return true;
}

/** The chosen damage event j goes first: it swaps places with event i (the batch is simultaneous). */
function takeFirst(g: Game, i: number, j: number): void {
  const m = g.m;
  if (j !== i) {
    const a = evBase(g, i);
    const c = evBase(g, j);
    for (let f = 0; f < EventField.SIZE; f++) {
      const t = m[a + f];
      m[a + f] = m[c + f];
      m[c + f] = t;
    }
  }
  m[evBase(g, i) + EventField.Flags] |= EventFlag.ShieldOrdered;
}

/** A row's identity across removals: its timestamp and static ability index. */
const rowKey = (g: Game, r: number) => g.m[r + EffectField.Ts] * 64 + (g.m[r + EffectField.StaticIdx] & 63) + 1;

/** Writes the replacement rows that apply to event i (at b), not yet applied to it, as options. */
function applicable(g: Game, i: number, b: number): number {
  const m = g.m;
  let k = 0;
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      m[r + EffectField.Layer] === Layer.Replacement &&
      applies(g, r, b) &&
      !applied(g, i, rowKey(g, r)) &&
      !rowDisabled(g, r)
    )
      g.m[g.options + k++] = e;
  }
  if (shuffleApplies(g, b)) {
    const id = liveId(g, m[b + EventField.Obj]);
    if (!applied(g, i, -1 - id)) g.m[g.options + k++] = OWN_BASE + id;
  }
  return dredgeOptions(g, i, b, k);
}

/** Does row r apply to the event at b as it is now? */
function applies(g: Game, r: number, b: number): boolean {
  const m = g.m;
  const kind = m[b + EventField.Kind];
  const obj = m[b + EventField.Obj];
  const combat = (m[b + EventField.Flags] & EventFlag.Combat) !== 0;
  switch (m[r + EffectField.What]) {
    case ContinuousEffect.PreventDamage:
      return kind === EventKind.Damage && obj === m[r + EffectField.Obj] && m[r + EffectField.A] > 0; // 419.7b shield
    // 419.6b: "can't be regenerated" destruction (and 420.5b's toughness 0, a Move) is not replaced.
    case ContinuousEffect.Regenerate:
      return (
        kind === EventKind.Destroy &&
        (m[b + EventField.Flags] & EventFlag.NoRegen) === 0 &&
        obj === m[r + EffectField.Obj] &&
        !hasRow(g, ContinuousEffect.CantRegenerate, obj)
      );
    case ContinuousEffect.PreventCombat:
      return kind === EventKind.Damage && combat;
    // A static "to and by [this]" shield (Fog Bank): the source is the row's own source.
    case ContinuousEffect.PreventCombatToAndBy:
      return (
        kind === EventKind.Damage &&
        combat &&
        (obj === m[r + EffectField.Source] || m[b + EventField.Src] === m[r + EffectField.Source])
      );
    case ContinuousEffect.PreventToBy:
      return kind === EventKind.Damage && preventsToBy(g, r, b, combat);
    // 419.8b: the source's colors are checked as the damage would be dealt (last known if it is gone, 419.8c).
    case ContinuousEffect.PreventFromColors:
      return kind === EventKind.Damage && (sourceColorsOf(g, b) & m[r + EffectField.A]) !== 0;
    case ContinuousEffect.DoubleDamage:
      return kind === EventKind.Damage && staticSourceMatches(g, r, m[b + EventField.Src]);
    // 419.1c, applied as the permanent comes into play; 410.10e: judged by the card as it is outside play.
    // 419.8b: the source's color is rechecked as it would deal damage; a shield that prevents nothing stays.
    case ContinuousEffect.PreventNextFromSource:
      return (
        kind === EventKind.Damage &&
        obj === m[r + EffectField.Obj] &&
        isChosenSource(m[b + EventField.Src], m[r + EffectField.A], m[r + EffectField.B] & 1) &&
        (sourceColorsOf(g, b) & (m[r + EffectField.B] >> 1)) !== 0
      );
    case ContinuousEffect.EntersTapped:
      return (
        kind === EventKind.Move &&
        m[b + EventField.Aux] === Zone.InPlay &&
        (m[b + EventField.Flags] & EventFlag.Tapped) === 0 &&
        entersMatch(g, r, obj)
      );
    case ContinuousEffect.DrawInstead:
      return kind === EventKind.Draw && m[b + EventField.Player] === refPlayer(m[r + EffectField.Obj]);
    case ContinuousEffect.RevealInsteadOfDraw: {
      const src = rowSource(g, r);
      return kind === EventKind.Draw && src >= 0 && m[b + EventField.Player] === controller(g, src);
    }
    case ContinuousEffect.GraveyardInstead:
      return toGraveyard(g, b) && graveyardOwnerMatches(g, r, b);
    case ContinuousEffect.DrawsInsteadOfLife:
      return kind === EventKind.GainLife && m[b + EventField.Amount] > 0 && appliesTo(g, r, m[b + EventField.Player]);
    case ContinuousEffect.RedirectUnblocked: {
      if (kind !== EventKind.Damage || !combat || obj !== m[r + EffectField.Obj]) return false;
      const src = liveId(g, m[b + EventField.Src]);
      return src >= 0 && (flagsOf(g, src) & (Flag.Attacking | Flag.Blocked)) === Flag.Attacking;
    }
    // Pariah: damage to the Aura's controller, while the Aura is attached to something.
    case ContinuousEffect.RedirectToAttached: {
      if (kind !== EventKind.Damage || obj >= 0) return false;
      const src = liveId(g, m[r + EffectField.Source]);
      return src >= 0 && attachOf(g, src) !== NO_TARGET && refPlayer(obj) === controller(g, src);
    }
    default:
      return false;
  }
}

/**
 * "If a card would be put into an opponent's graveyard from anywhere" (Leyline of the Void): the card (not
 * a token) is owned by a player the row names (EffectField.A: Who, seen from the row's source's controller).
 */
function graveyardOwnerMatches(g: Game, r: number, b: number): boolean {
  const id = liveId(g, g.m[b + EventField.Obj]);
  const src = rowSource(g, r);
  if (id < 0 || src < 0 || (flagsOf(g, id) & Flag.Token) !== 0) return false;
  const who = g.m[r + EffectField.A];
  return who === Who.Each || (who === Who.You) === (ownerOf(g, id) === controller(g, src));
}

/**
 * A static "prevent all damage to/by [this or the enchanted creature]" row (ContinuousEffect.PreventToBy) against a
 * damage event.
 */
function preventsToBy(g: Game, r: number, b: number, combat: boolean): boolean {
  const m = g.m;
  const a = m[r + EffectField.A];
  if ((a & 4) !== 0 && !combat) return false;
  let who = m[r + EffectField.Source];
  if ((a & 8) !== 0) {
    const src = liveId(g, who);
    if (src < 0 || attachOf(g, src) === NO_TARGET) return false;
    who = attachOf(g, src);
  }
  return ((a & 1) !== 0 && m[b + EventField.Obj] === who) || ((a & 2) !== 0 && m[b + EventField.Src] === who);
}

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
  if (!printedMatches(g.cards[cardIdOf(g, src)], f)) return false;
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

/** Does the card an enter-play event moves match the row's static filter (printed types and colors)? */
function entersMatch(g: Game, r: number, objRef: number): boolean {
  const owner = liveId(g, g.m[r + EffectField.Source]);
  if (owner < 0 || objRef < 0) return false;
  return printedMatches(g.cards[cardIdOf(g, refId(objRef))], rowStatic(g, r).filter);
}

/** Are all k applicable rows the same effect (same kind and values)? Then the order can't matter. */
function allAlike(g: Game, k: number): boolean {
  const m = g.m;
  const r0 = g.effects + m[g.options] * EffectField.SIZE;
  if (m[g.options + k - 1] >= OWN_BASE) return false; // own replacements are the last options when present
  for (let j = 1; j < k; j++) {
    const r = g.effects + m[g.options + j] * EffectField.SIZE;
    if (
      m[r + EffectField.What] !== m[r0 + EffectField.What] ||
      m[r + EffectField.A] !== m[r0 + EffectField.A] ||
      m[r + EffectField.B] !== m[r0 + EffectField.B] ||
      m[r + EffectField.Obj] !== m[r0 + EffectField.Obj]
    )
      return false;
  }
  return true;
}

/** Is there a replacement-layer row of kind `what` on the object or player `obj`? */
export function hasRow(g: Game, what: ContinuousEffect, obj: number): boolean {
  const m = g.m;
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      m[r + EffectField.Layer] === Layer.Replacement &&
      m[r + EffectField.What] === what &&
      m[r + EffectField.Obj] === obj
    )
      return true;
  }
  return false;
}

/**
 * For agents choosing which replacement applies first (419.9a): +1 when option row `row` spares the
 * affected player or object (prevention, regeneration, redirection away), -1 when it makes the event
 * worse for them (doubling damage, a replaced draw, coming into play tapped), 0 otherwise.
 */
export function replacementBenefit(g: Game, row: number): number {
  // Back into the library: neither lost nor kept; a dredge card returned to the hand: a card chosen.
  if (row >= OWN_BASE) return zoneOf(g, row - OWN_BASE) === Zone.Graveyard ? 1 : 0;
  switch (g.m[g.effects + row * EffectField.SIZE + EffectField.What]) {
    case ContinuousEffect.PreventDamage:
    case ContinuousEffect.PreventCombat:
    case ContinuousEffect.PreventCombatToAndBy:
    case ContinuousEffect.PreventFromColors:
    case ContinuousEffect.PreventNextFromSource:
    case ContinuousEffect.PreventToBy:
    case ContinuousEffect.Regenerate:
    case ContinuousEffect.RedirectUnblocked:
    case ContinuousEffect.RedirectToAttached:
      return 1;
    case ContinuousEffect.DoubleDamage:
    case ContinuousEffect.DrawInstead:
    case ContinuousEffect.EntersTapped:
    case ContinuousEffect.GraveyardInstead:
      return -1;
    case ContinuousEffect.DrawsInsteadOfLife:
      return 0; // cards for life: neither spares nor harms as such
    case ContinuousEffect.RevealInsteadOfDraw:
      return 1; // its own controller's, and only if he or she wants it
    default:
      return 0;
  }
}

/** Who chooses among replacements of an event: the affected player, or the affected object's controller (419.9a). */
function affectedPlayer(g: Game, b: number): number {
  const kind = g.m[b + EventField.Kind];
  if (kind === EventKind.Draw || kind === EventKind.GainLife || kind === EventKind.LoseLife)
    return g.m[b + EventField.Player];
  const obj = g.m[b + EventField.Obj];
  if (obj < 0) return refPlayer(obj);
  const id = liveId(g, obj);
  return id >= 0 ? controller(g, id) : g.m[Global.Active];
}

function applyReplacement(g: Game, i: number, row: number): void {
  markApplied(g, i, rowKey(g, g.effects + row * EffectField.SIZE));
  const b = evBase(g, i);
  g.m[b + EventField.Flags] |= EventFlag.WasReplaced;
  const m = g.m;
  const r = g.effects + row * EffectField.SIZE;
  switch (m[r + EffectField.What]) {
    case ContinuousEffect.PreventDamage: {
      // 419.7b: a shield prevents up to its amount, across events, until used up or the turn ends.
      const prevented = Math.min(m[r + EffectField.A], m[b + EventField.Amount]);
      m[b + EventField.Amount] -= prevented;
      if (m[r + EffectField.A] - prevented <= 0) removeEffect(g, row);
      else put(g, r + EffectField.A, m[r + EffectField.A] - prevented);
      return;
    }
    case ContinuousEffect.Regenerate:
      // 419.6b: instead of being destroyed it is tapped, all damage is removed, it leaves combat. The
      // shield is used up. The replaced destruction triggers nothing (410.7).
      m[b + EventField.Kind] = EventKind.Regenerate;
      removeEffect(g, row);
      return;
    case ContinuousEffect.PreventCombat:
    case ContinuousEffect.PreventCombatToAndBy:
    case ContinuousEffect.PreventFromColors:
    case ContinuousEffect.PreventToBy:
      m[b + EventField.Amount] = 0;
      return;
    case ContinuousEffect.PreventNextFromSource:
      m[b + EventField.Amount] = 0;
      removeEffect(g, row);
      return; // used up
    case ContinuousEffect.DoubleDamage:
      m[b + EventField.Amount] *= 2;
      return; // 419.6a: two of them make x4
    case ContinuousEffect.EntersTapped:
      m[b + EventField.Flags] |= EventFlag.Tapped;
      return;
    case ContinuousEffect.DrawInstead:
      m[b + EventField.Player] = m[r + EffectField.A];
      return; // "instead ... you draw a card"
    case ContinuousEffect.GraveyardInstead:
      insteadOfGraveyard(g, b, m[r + EffectField.B] as Zone);
      return; // Leyline of the Void: removed from the game
    case ContinuousEffect.DrawsInsteadOfLife: {
      // "Draw that many cards instead": this event becomes the first draw (and may be replaced again,
      // 419.9b); the others wait to be made one at a time after the batch (423.2; events.ts flushEvents).
      const p = m[b + EventField.Player];
      put(g, g.pendingDraws + p, m[g.pendingDraws + p] + m[b + EventField.Amount] - 1);
      m[b + EventField.Kind] = EventKind.Draw;
      m[b + EventField.Amount] = 1;
      m[b + EventField.Obj] = -1;
      return;
    }
    case ContinuousEffect.RedirectUnblocked: {
      // 419.6c: the damage goes to the creature instead; nothing happens if it is gone or not a creature.
      const to = liveId(g, m[r + EffectField.A]);
      if (to >= 0 && zoneOf(g, to) === Zone.InPlay && isCreature(g, to)) m[b + EventField.Obj] = m[r + EffectField.A];
      return;
    }
    case ContinuousEffect.RedirectToAttached: {
      // 419.6c: to the enchanted creature instead; nothing happens if it is gone or no longer a creature.
      const src = liveId(g, m[r + EffectField.Source]);
      const to = src >= 0 ? liveId(g, attachOf(g, src)) : -1;
      if (to >= 0 && zoneOf(g, to) === Zone.InPlay && isCreature(g, to)) m[b + EventField.Obj] = attachOf(g, src);
      return;
    }
    default:
      return;
  }
}

/** Colors of a damage event's source: as it is if still the same object, else as last known (EventField.Aux). */
/** The damage source's card types: as it is in play, else its card's (502.7a: sources not in play count). */
function sourceTypesOf(g: Game, b: number): number {
  const src = g.m[b + EventField.Src];
  if (src < 0) return 0;
  const id = liveId(g, src);
  return id >= 0 ? types(g, id) : g.cards[cardIdOf(g, refId(src))].types;
}

function sourceColorsOf(g: Game, b: number): number {
  const id = liveId(g, g.m[b + EventField.Src]);
  return id >= 0 ? colors(g, id) : g.m[b + EventField.Aux];
}
