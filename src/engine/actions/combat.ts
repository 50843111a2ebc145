// Combat (rules 306-311 and 500-502 of the 2008 edition): attackers and blockers are declared one
// creature at a time; an attacker's controller divides its damage among its blockers (and, with
// trample, the defending player once every blocker is assigned lethal damage, 502.9b); the combat
// damage goes on the stack as one item, and a first-strike step comes first when needed (502.2b).
import { ContinuousEffect, tapStateChanged } from '../core/continuous.js';
import { combatTax } from './combat-legal.js';
import { payCombatCost } from './mana.js';
import { colors, controller, keywords, keywords2, power, toughness } from '../facts/chars.js';
import { Decision, Flag, Keyword, CombatWord, NO_TARGET, StackKind, Zone, playerRef } from '../core/constants.js';
import { proposeTap, proposeDamage } from '../core/event-records.js';
import { pushItem, allocRecord } from '../core/stack-records.js';
import {
  AssignField,
  type Game,
  Global,
  grow,
  hasFlag,
  liveId,
  put,
  ref,
  refId,
  setBlocks,
  setFlag,
  blocksOf,
  attackTargetOf,
  setAttackTarget,
  cardIdOf,
  damageOf,
  zoneOf,
  flagsOf,
} from '../core/state.js';
import { listBase } from '../core/zones.js';
import { ruleApplies } from '../facts/rules-mod.js';
import { attackedPlaneswalker, planeswalkersOf } from '../facts/planeswalkers.js';
import { attackersBlockedBy, clearExtraBlocks, extraBlockersOf, extraBlockRows, recordBlock } from '../core/blocks.js';

const inCombatFlags = Flag.Attacking | Flag.Blocking | Flag.Blocked | Flag.DealtFirstStrike;
const defender = (g: Game) => 1 - g.m[Global.Active];

function inPlay(g: Game): number {
  return listBase(g, Zone.InPlay, 0);
}

export function declareAttacker(g: Game, id: number): void {
  setFlag(g, id, Flag.Attacking | Flag.AttackedThisTurn, true);
  g.m[g.attackersThisTurn]++;
  if (g.m[Global.EffN] !== 0) tapStateChanged(g); // a static ability may look at attacking creatures
  askAttackTarget(g, id);
}

/**
 * 212.9 of 2008: when the defending player controls planeswalkers, the attacking player chooses what attacker `id`
 * attacks, that player or one of them (an AttackTarget decision; options: the player's ref, then the planeswalkers).
 */
function askAttackTarget(g: Game, id: number): void {
  const def = defender(g);
  const k = planeswalkersOf(g, def, g.m, g.options + 1);
  if (k === 0) return;
  g.m[g.options] = playerRef(def);
  g.m[g.optionCount] = k + 1;
  put(g, Global.DAux, id);
  put(g, Global.DKind, Decision.AttackTarget);
  put(g, Global.DPlayer, g.m[Global.Active]);
}

/**
 * What unblocked (or trampling) attacker `id` assigns its combat damage to: the player it attacks, or the planeswalker
 * it attacks (an object id); NO_TARGET when that planeswalker has left play (212.9 of 2008: it deals no such damage).
 */
function recipient(g: Game, id: number): number {
  if (attackTargetOf(g, id) === 0) return playerRef(defender(g));
  const pw = attackedPlaneswalker(g, id);
  return pw >= 0 && zoneOf(g, pw) === Zone.InPlay ? pw : NO_TARGET;
}

/**
 * Attack declaration done: the costs to attack are paid (308.2 of 2008: mana from sources that aren't
 * creatures, so the amount offered was always payable), then attackers without vigilance tap, as Tap
 * events. Returns the attacker count.
 */
export function finishAttacks(g: Game): number {
  if (g.m[g.attackersThisTurn] === 0) return 0; // no creature was declared this turn
  const b = inPlay(g);
  const n = g.m[b];
  let count = 0;
  for (let i = 0; i < n; i++) if (hasFlag(g, g.m[b + 1 + i], Flag.Attacking)) count++;
  if (count === 0) return 0;
  payTax(g, ContinuousEffect.AttackTax, g.m[Global.Active], count);
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if (hasFlag(g, id, Flag.Attacking) && (keywords(g, id) & Keyword.Vigilance) === 0) proposeTap(g, id, true);
  }
  return count;
}

/** Block declaration done: the defending player pays the costs to block (309.2 of 2008). */
export function finishBlocks(g: Game): void {
  const b = inPlay(g);
  const n = g.m[b];
  let count = 0;
  for (let i = 0; i < n; i++) if (hasFlag(g, g.m[b + 1 + i], Flag.Blocking)) count++;
  if (count > 0) payTax(g, ContinuousEffect.BlockTax, defender(g), count);
}

function payTax(g: Game, what: ContinuousEffect, p: number, count: number): void {
  const tax = combatTax(g, what);
  if (tax > 0 && !payCombatCost(g, p, tax * count))
    throw new Error(
      `combat: player ${p} can't pay {${tax * count}} for ${count} creatures (the declaration offered more than was payable)`,
    );
}

export {
  attackOptions,
  blockOptions,
  canBlock,
  canBlockPrepared,
  combatTax,
  prepareBlockChecks,
} from './combat-legal.js';

export function declareBlocker(g: Game, b: number, a: number): void {
  setFlag(g, b, Flag.Blocking, true);
  if (g.m[Global.EffN] !== 0) tapStateChanged(g);
  recordBlock(g, b, a); // a second or later attacker of one blocker (Palace Guard) goes to the Blk rows
  setFlag(g, a, Flag.Blocked, true); // 309.2 (2008): it stays blocked even if its blockers leave
}

/** Does this combatant assign combat damage in the current combat damage step (502.2b-c)? */
function dealsNow(g: Game, id: number): boolean {
  const kw = keywords(g, id);
  const fs = g.m[Global.FsStep];
  if (fs === 1) return (kw & (Keyword.FirstStrike | Keyword.DoubleStrike)) !== 0;
  if (fs === 2) return !hasFlag(g, id, Flag.DealtFirstStrike) || (kw & Keyword.DoubleStrike) !== 0;
  return true;
}

/** At the start of a combat damage step: is this the first-strike step? */
export function beginDamageStep(g: Game): void {
  put(g, Global.AssignN, 0);
  put(g, Global.AsCursor, 0);
  put(g, Global.AsLeft, -1);
  if (g.m[Global.FsStep] === 1) {
    put(g, Global.FsStep, 2);
    return;
  }
  const b = inPlay(g);
  const n = g.m[b];
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if (
      hasFlag(g, id, Flag.Attacking | Flag.Blocking) &&
      (keywords(g, id) & (Keyword.FirstStrike | Keyword.DoubleStrike)) !== 0
    ) {
      put(g, Global.FsStep, 1);
      return;
    }
  }
}

/** Records `amount` of src's combat damage to dst (an object id or player ref), as references. */
function record(g: Game, src: number, dst: number, amount: number): void {
  const srcRef = ref(g, src);
  const dstRef = dst >= 0 ? ref(g, dst) : dst;
  const k = g.m[Global.AssignN];
  const last = g.damageAssignments + (k - 1) * AssignField.SIZE;
  if (k > 0 && g.m[last + AssignField.Src] === srcRef && g.m[last + AssignField.Dst] === dstRef) {
    put(g, last + AssignField.Amount, g.m[last + AssignField.Amount] + amount);
    return;
  }
  if (k >= g.caps.assign) grow(g, 'assign');
  const r = g.damageAssignments + k * AssignField.SIZE;
  put(g, r + AssignField.Src, srcRef);
  put(g, r + AssignField.Dst, dstRef);
  put(g, r + AssignField.Amount, amount);
  put(g, Global.AssignN, k + 1);
}

/** Damage already assigned to `dst` (an object id) in this step (502.9b counts it toward lethal). */
export function assignedTo(g: Game, dst: number): number {
  let s = 0;
  for (let k = 0; k < g.m[Global.AssignN]; k++) {
    const r = g.damageAssignments + k * AssignField.SIZE;
    const d = g.m[r + AssignField.Dst];
    if (d >= 0 && refId(d) === dst) s += g.m[r + AssignField.Amount];
  }
  return s;
}

/** Blockers of an attacker that are still blocking it. */
function blockersOf(g: Game, a: number, out: Int32Array | null, at: number): number {
  const b = inPlay(g);
  const n = g.m[b];
  let k = 0;
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if (hasFlag(g, id, Flag.Blocking) && liveId(g, blocksOf(g, id)) === a) {
      if (out) out[at + k] = id;
      k++;
    }
  }
  return extraBlockRows(g) === 0 ? k : k + extraBlockersOf(g, a, out, at + k);
}

/**
 * Writes the options of an Assign decision for attacker `a`: each of its blockers, plus the defending
 * player when it has trample and every blocker has lethal damage assigned (502.9b). Returns the count.
 */
function assignOptions(g: Game, a: number): number {
  const nb = blockersOf(g, a, g.m, g.options);
  // "May assign its combat damage as though it weren't blocked" (Rhox): the player, before any is assigned.
  const asUnblocked =
    (keywords2(g, a) & CombatWord.DamageAsUnblocked) !== 0 && g.m[Global.AsLeft] === combatPower(g, a);
  if ((keywords(g, a) & Keyword.Trample) !== 0) {
    let allLethal = true;
    for (let i = 0; i < nb; i++) {
      const bl = g.m[g.options + i];
      if (damageOf(g, bl) + assignedTo(g, bl) < toughness(g, bl)) {
        allLethal = false;
        break;
      }
    }
    const to = recipient(g, a);
    if ((allLethal || asUnblocked) && to !== NO_TARGET) g.m[g.options + nb] = to;
    return (allLethal || asUnblocked) && to !== NO_TARGET ? nb + 1 : nb;
  }
  const to = recipient(g, a);
  if (asUnblocked && to !== NO_TARGET) {
    g.m[g.options + nb] = to;
    return nb + 1;
  }
  return nb;
}

/** Global.AsCursor: the in-play position (low bits) and, in this bit, the second pass. */
const LATER = 1 << 20;
const POSITION = LATER - 1;

/**
 * Does attacker `id` (blocked, with `nb` blockers still blocking it) choose how to divide its damage:
 * trample, several blockers, or "as though it weren't blocked"? Those assign after every other creature
 * (a second pass), so that the lethal damage of 502.9b counts all the damage the others assign at the
 * same time, whatever the permanent order.
 */
function dividesLater(g: Game, id: number, nb: number): boolean {
  return nb > 1 || (keywords(g, id) & Keyword.Trample) !== 0 || (keywords2(g, id) & CombatWord.DamageAsUnblocked) !== 0;
}

/**
 * Assigns combat damage for the step, creature by creature in two passes (first those whose assignment
 * is fixed, then the attackers that divide theirs), pausing for an Assign decision whenever the
 * attacker's controller has a real choice. `choice` answers the pending decision (NO_TARGET: none).
 * Returns true when every assignment is made and the damage is on the stack.
 */
export function assignCombatDamage(g: Game, choice: number): boolean {
  const b = inPlay(g);
  if (choice !== NO_TARGET) {
    // a player is a negative ref (seat A is -1), so "none" is NO_TARGET
    const a = g.m[Global.DAux];
    // The player chosen first by an attacker that may assign as though it weren't blocked: all of it.
    const all =
      (keywords2(g, a) & CombatWord.DamageAsUnblocked) !== 0 &&
      g.m[Global.AsLeft] === combatPower(g, a) &&
      choice === recipient(g, a);
    const n = all ? g.m[Global.AsLeft] : 1;
    record(g, a, choice, n);
    put(g, Global.AsLeft, g.m[Global.AsLeft] - n);
  }
  for (;;) {
    const left = g.m[Global.AsLeft];
    const pass = g.m[Global.AsCursor] & LATER;
    const cur = g.m[Global.AsCursor] & POSITION;
    if (left > 0) {
      const a = g.m[b + 1 + cur];
      // A blocker of several attackers divides its damage among them as the defending player chooses.
      const blocker = hasFlag(g, a, Flag.Blocking);
      const k = blocker ? attackersBlockedBy(g, a, g.m, g.options, true) : assignOptions(g, a);
      if (k === 1) {
        // One recipient: without trample it takes everything; with trample one point at a time, as
        // the defending player becomes a choice once the blockers have lethal damage (502.9b).
        const n = (keywords(g, a) & Keyword.Trample) !== 0 ? 1 : left;
        record(g, a, g.m[g.options], n);
        put(g, Global.AsLeft, left - n);
        continue;
      }
      g.m[g.optionCount] = k;
      put(g, Global.DAux, a);
      put(g, Global.DKind, Decision.Assign);
      put(g, Global.DPlayer, blocker ? defender(g) : g.m[Global.Active]);
      return false;
    }
    if (left === 0) put(g, Global.AsCursor, pass | (cur + 1));
    put(g, Global.AsLeft, -1);
    const pos = left === 0 ? cur + 1 : cur;
    if (pos >= g.m[b]) {
      if (pass !== 0) break;
      put(g, Global.AsCursor, LATER); // the second pass, from the first permanent
      continue;
    }
    const next = pass | (pos + 1);
    const id = g.m[b + 1 + pos];
    if (left === -1 && pos !== cur) put(g, Global.AsCursor, pass | pos);
    // Neither attacking nor blocking (a land, a creature out of combat): it assigns nothing. A first striker is marked
    // in the first-strike step all the same, as the checks below do for every one.
    if ((flagsOf(g, id) & (Flag.Attacking | Flag.Blocking)) === 0) {
      if (pass === 0 && g.m[Global.FsStep] === 1 && dealsNow(g, id)) setFlag(g, id, Flag.DealtFirstStrike, true);
      put(g, Global.AsCursor, next);
      continue;
    }
    if (!dealsNow(g, id)) {
      put(g, Global.AsCursor, next);
      continue;
    }
    const attacking = hasFlag(g, id, Flag.Attacking) && !hasFlag(g, id, Flag.Blocking);
    const nb = attacking && hasFlag(g, id, Flag.Blocked) ? blockersOf(g, id, null, 0) : 0;
    if ((pass !== 0) !== (nb > 0 && dividesLater(g, id, nb))) {
      put(g, Global.AsCursor, next); // the other pass's
      continue;
    }
    const p = combatPower(g, id);
    if (g.m[Global.FsStep] === 1) setFlag(g, id, Flag.DealtFirstStrike, true);
    if (p <= 0) {
      put(g, Global.AsCursor, next);
      continue;
    }
    if (hasFlag(g, id, Flag.Blocking)) {
      if (extraBlockRows(g) === 0) {
        const a = liveId(g, blocksOf(g, id));
        if (a >= 0 && zoneOf(g, a) === Zone.InPlay && hasFlag(g, a, Flag.Attacking)) record(g, id, a, p);
      } else {
        const k = attackersBlockedBy(g, id, g.m, g.options, true);
        if (k === 1) record(g, id, g.m[g.options], p);
        else if (k > 1) {
          put(g, Global.AsLeft, p);
          continue;
        } // divided point by point
      }
      put(g, Global.AsCursor, next);
      continue;
    }
    if (!hasFlag(g, id, Flag.Attacking)) {
      put(g, Global.AsCursor, next);
      continue;
    }
    if (!hasFlag(g, id, Flag.Blocked)) {
      const to = recipient(g, id);
      if (to !== NO_TARGET) record(g, id, to, p);
      put(g, Global.AsCursor, next);
      continue;
    }
    if (nb === 0) {
      // 502.9c: a trampler whose blockers are all gone assigns all its damage to what it attacks.
      const to = recipient(g, id);
      if ((keywords(g, id) & Keyword.Trample) !== 0 && to !== NO_TARGET) record(g, id, to, p);
      put(g, Global.AsCursor, next);
      continue;
    }
    put(g, Global.AsLeft, p); // assign point by point (auto when there is one option)
  }
  if (g.m[Global.AssignN] > 0) {
    const rec = allocRecord(g, StackKind.CombatDamage, -1, 0, g.m[Global.Active]);
    pushItem(g, rec);
  }
  return true;
}

/** The combat damage item resolves: all its damage is dealt at once (310 of 2008), one batch of events. */
export function dealCombatDamage(g: Game): void {
  const n = g.m[Global.AssignN];
  for (let k = 0; k < n; k++) {
    const r = g.damageAssignments + k * AssignField.SIZE;
    const src = g.m[r + AssignField.Src];
    const dst = g.m[r + AssignField.Dst];
    if (dst >= 0 && liveId(g, dst) < 0) continue; // it left play
    // The source deals its damage even if it has left play since (last known colors).
    const srcId = liveId(g, src);
    const c = srcId >= 0 ? colors(g, srcId) : g.cards[cardIdOf(g, refId(src))].colors;
    proposeDamage(g, src, c, dst, g.m[r + AssignField.Amount], true);
  }
  for (let i = 0; i < n * AssignField.SIZE; i++) put(g, g.damageAssignments + i, 0);
  put(g, Global.AssignN, 0);
}

/** End of combat: every creature is removed from combat. */
export function endCombat(g: Game): void {
  const b = inPlay(g);
  const n = g.m[Global.Declared] === 0 ? 0 : g.m[b]; // no attackers: no one in combat
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if ((flagsOf(g, id) & inCombatFlags) !== 0) setFlag(g, id, inCombatFlags, false);
    if (blocksOf(g, id) !== NO_TARGET) setBlocks(g, id, NO_TARGET);
    if (attackTargetOf(g, id) !== 0) setAttackTarget(g, id, 0);
  }
  clearExtraBlocks(g);
  put(g, Global.FsStep, 0);
  put(g, Global.Declared, 0);
  if (g.m[Global.EffN] !== 0) tapStateChanged(g);
}

/** The combat damage creature id assigns: its power, or its toughness under Doran's rule. */
function combatPower(g: Game, id: number): number {
  return ruleApplies(g, ContinuousEffect.DamageByToughness, controller(g, id)) ? toughness(g, id) : power(g, id);
}
