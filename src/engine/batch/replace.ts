// The replace/prevent stage of game actions (419): every event of a batch passes the replacement and
// prevention effects that apply to it before it happens (events.ts). Effects are rows of the
// continuous-effect table in the Replacement layer, from static abilities (Furnace of Rath) and from
// resolved spells and abilities (shields). Each applies at most once to an event (419.6a); a modified
// event may become subject to others (419.9b); with several that differ, the affected player chooses
// which applies first (419.9a), a resumable Replace decision whose options are rows, and cards' own
// replacements that work outside play (OWN_BASE + the card: Legacy Weapon's "if [this] would be put into
// a graveyard from anywhere", dredge from the graveyard). What each kind applies to and does is its
// definition's (replacement-kinds.ts, installed from the vocabulary); the modes and reveals that some ask
// as they apply are in replace-draw.ts.
import { controller, rowDisabled, rowSource } from '../facts/chars.js';
import { protectedFrom } from '../facts/protection.js';
import { RuleRows, ruleRowExists } from '../facts/rules-mod.js';
import { Layer } from '../core/continuous.js';
import { Decision, EventKind, refPlayer } from '../core/constants.js';
import { evBase, EventFlag, EventField } from '../core/event-records.js';
import { askMode, REPLACE_MODE, REVEAL_ORDER, revealedToBottom, revealStep } from './replace-draw.js';
import { EffectField, type Game, Global, liveId, put, refId } from '../core/state.js';
import { applied, EV_INDEX, markApplied, OWN_BASE, SHIELD_FIRST } from './replace-applied.js';
import { ownKindOf, ownReplacementKinds, replacementKind } from './replacement-kinds.js';
import { sourceColorsOf, sourceManaValueOf, sourceSubtypesOf, sourceTypesOf } from './replace-events.js';

/**
 * Applies the replacement and prevention effects to event i. Built in: protection (502.7e) and "0
 * damage is no damage" (419.5a). Returns false when the affected player must choose first.
 */
export function replaceEvent(g: Game, i: number, choice: number): boolean {
  if (choice >= REVEAL_ORDER) {
    revealedToBottom(g, choice - REVEAL_ORDER);
    choice = -1;
  } else if (choice >= REPLACE_MODE) {
    modeChosen(g, i, choice - REPLACE_MODE);
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
    if (
      id >= 0 &&
      protectedFrom(
        g,
        id,
        sourceColorsOf(g, b),
        sourceTypesOf(g, b),
        sourceSubtypesOf(g, b),
        sourceManaValueOf(g, b),
      ) &&
      !ruleRowExists(g, RuleRows.damageUnpreventable) // "Damage can't be prevented" (Everlasting Torment)
    )
      m[b + EventField.Amount] = 0;
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
      const own = ownKindOf(g, id, b);
      markApplied(g, i, -1 - id);
      if (!own.apply(g, i, id)) return false;
      continue;
    }
    const r = g.effects + row * EffectField.SIZE;
    const kind = replacementKind(g.m[r + EffectField.What]);
    if (kind.modes > 0) {
      // 419.6g: the mode (or, for a "may", not to apply it) is chosen as it applies, for this event.
      markApplied(g, i, rowKey(g, r));
      // "you may": the row's controller chooses (Abundance's, the drawing player; Battletide Alchemist's, its own)
      const src = rowSource(g, r);
      askMode(g, i, row, kind.modes, src >= 0 ? controller(g, src) : g.m[b + EventField.Player]);
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
/**
 * May a card's own replacement that works outside play apply to the event at b ("if [this] would be put
 * into a graveyard from anywhere", dredge)? Cheap: it runs for every event when no replacement row exists.
 */
export function ownReplacementApplies(g: Game, b: number): boolean {
  const own = ownReplacementKinds(g.m[b + EventField.Kind]);
  for (let k = 0; k < own.length; k++) if (own[k].mayApply(g, b)) return true;
  return false;
}

/** The mode chosen for the replacement event i waits on (its Spare field: a row, or OWN_BASE + a card). */
function modeChosen(g: Game, i: number, mode: number): void {
  const b = evBase(g, i);
  const opt = g.m[b + EventField.Spare];
  g.m[b + EventField.Spare] = 0;
  if (mode === 0) return; // declined
  g.m[b + EventField.Flags] |= EventFlag.WasReplaced;
  if (opt >= OWN_BASE) ownKindOf(g, opt - OWN_BASE, b).applyMode(g, i, opt - OWN_BASE, mode);
  else {
    const r = g.effects + opt * EffectField.SIZE;
    replacementKind(g.m[r + EffectField.What]).applyMode(g, i, b, mode, r);
  }
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
  if (!replacementKind(m[r + EffectField.What]).shield || (m[b + EventField.Flags] & EventFlag.ShieldOrdered) !== 0)
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
  // "Damage can't be prevented" (Everlasting Torment): no prevention effect applies to damage
  const unpreventable = m[b + EventField.Kind] === EventKind.Damage && ruleRowExists(g, RuleRows.damageUnpreventable);
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      m[r + EffectField.Layer] === Layer.Replacement &&
      !(unpreventable && replacementKind(m[r + EffectField.What]).prevents) &&
      replacementKind(m[r + EffectField.What]).applies(g, r, b) &&
      !applied(g, i, rowKey(g, r)) &&
      !rowDisabled(g, r)
    )
      g.m[g.options + k++] = e;
  }
  const own = ownReplacementKinds(m[b + EventField.Kind]);
  for (let j = 0; j < own.length; j++) k = own[j].options(g, i, b, k);
  return k;
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

/**
 * For agents choosing which replacement applies first (419.9a): +1 when option row `row` spares the
 * affected player or object (prevention, regeneration, redirection away), -1 when it makes the event
 * worse for them (doubling damage, a replaced draw, coming into play tapped), 0 otherwise.
 */
export function replacementBenefit(g: Game, row: number): number {
  if (row >= OWN_BASE) {
    const id = row - OWN_BASE;
    return ownKindOf(g, id, evBase(g, g.m[g.eventCursor] & EV_INDEX)).benefit(g, id);
  }
  return replacementKind(g.m[g.effects + row * EffectField.SIZE + EffectField.What]).benefit;
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
  const r = g.effects + row * EffectField.SIZE;
  markApplied(g, i, rowKey(g, r));
  const b = evBase(g, i);
  g.m[b + EventField.Flags] |= EventFlag.WasReplaced;
  replacementKind(g.m[r + EffectField.What]).apply(g, i, b, r, row);
}
