// Game actions as events. Handlers, turn-based actions, state-based effects and combat damage only
// propose event records (held in the game's memory, so a batch survives a decision and a clone);
// flushEvents then runs the batch as one simultaneous event:
//   1. replace/prevent stage (419): each event passes the replacement and prevention effects that
//      apply to it, each at most once (419.6a); when several apply, the affected player chooses which
//      first (419.9a: a Replace decision, resumable). Built-in prevention: protection (502.7e), and
//      0 damage is no damage (419.5a).
//   2. leaves-play triggers look back in time (410.10d): checked before anything in the batch moves.
//   3. every event happens, in order; permanents that came into play together take timestamps in the
//      order the active player chooses, where that order can matter (418.5e: timestamps.ts);
//   4. comes-into-play triggers are checked with every newcomer in play (410.10a).
// moveTo (zones.ts) is the primitive the Move event uses; nothing else moves objects during play.
import { colorsOutsidePlay } from '../facts/card-colors.js';
import {
  baseCard,
  controller,
  ensureChars,
  isCreature,
  keywords,
  keywords2,
  power,
  toughness,
} from '../facts/chars.js';
import { subtypeUnion } from '../core/subtypes.js';
import {
  CounterKind,
  EventKind,
  Flag,
  CombatWord,
  Keyword,
  NO_TARGET,
  Step,
  Super,
  Zone,
  playerRef,
  refPlayer,
} from '../core/constants.js';
import { isPlaneswalker } from '../facts/planeswalkers.js';
import { cantGainLife, RuleRows, ruleApplies, ruleRowExists } from '../facts/rules-mod.js';
import { setTapped, libraryTop, moveTo, nextTimestamp, shuffleLibrary } from '../core/zones.js';
import {
  type Game,
  Global,
  liveId,
  markDirty,
  PlayerSlot,
  pl,
  put,
  ref,
  refId,
  setAttach,
  setBlocks,
  setDamage,
  setFlags,
  setAttackTarget,
  setLoyalty,
  setLastController,
  setLastPower,
  setLastToughness,
  setNamedCounters,
  namedCountersOf,
  setMinus1,
  setPl,
  noteDamaged,
  setPlus1,
  attachOf,
  cardIdOf,
  cSubOf,
  damageOf,
  flagsOf,
  loyaltyOf,
  minus1Of,
  plus1Of,
  zoneOf,
  StackField,
  ctrlOf,
  ownerOf,
} from '../core/state.js';
import { rf, setRf } from '../core/stack-records.js';
import { canAttach, endWhileEnchanted } from '../facts/attach.js';
import {
  countersChanged,
  endWhileTapped,
  newTimestamp,
  addEffect,
  ContinuousEffect,
  dealtDamageThisTurn,
  Layer,
  Until,
} from '../core/continuous.js';
import { chooserOf, ownReplacementApplies, replaceEvent } from './replace.js';
import { EV_INDEX } from './replace-applied.js';
import { turnFaceDown, turnFaceUp } from './face.js';
import { askEntryKinds, enteredKinds, turnedUpKinds } from './entry-kinds.js';
import { enteredCount, markUnordered, orderTimestamps } from './timestamps.js';
import { arrangeBottom } from './bottom-order.js';
import { REVEAL_ORDER } from './replace-draw.js';
import { isFaceDown } from '../core/face.js';
import {
  checkStateTriggers,
  onDamage,
  onDestroyed,
  onMinusCountersPlaced,
  onDealtDamage,
  onDeathtouchDamage,
  onPlayerDealtDamage,
  onEnterPlay,
  onHappened,
  onLeavePlay,
  delayedGraveyardTriggers,
  persistTrigger,
} from './triggers.js';
import { inPlayWith, workingInGraveyards } from '../core/kinds.js';
import { entryCounterBonus, entryMinusCount } from '../facts/entry-counters.js';
import { cantHaveCounters, dropEntryCounters } from '../facts/counters-allowed.js';
import { playedAnotherSpell } from '../core/activations.js';
import { AbilityKind, To } from '../core/cardform.js';
import { evBase, EventField, EventFlag, proposeDraw } from '../core/event-records.js';

/** A permanent comes into play with n counters of a kind on it ("comes into play with two charge counters"). */
function addEntryCounters(g: Game, id: number, kind: number, n: number): void {
  if (kind === CounterKind.PlusOne) setPlus1(g, id, plus1Of(g, id) + n);
  else if (kind === CounterKind.MinusOne) setMinus1(g, id, minus1Of(g, id) + n);
  else if (kind === CounterKind.Loyalty) setLoyalty(g, id, loyaltyOf(g, id) + n);
  else setNamedCounters(g, id, kind, namedCountersOf(g, id, kind) + n);
}

/**
 * 1. The replace/prevent stage of the batch, event by event (a replacement may pause for a choice:
 * false, the cursor kept). 419.9a: when both players may have choices to make, the active player's
 * events go first (a first pass over the events whose chooser is the active player, then the rest);
 * EventFlag.Replaced marks each one done.
 */
function replaceStage(g: Game, choice: number, entry: number): boolean {
  const cursor = g.m[g.eventCursor];
  const ap = g.m[Global.Active];
  // one event (the common case): one pass
  let pass = g.m[Global.ReplaceN] !== 0 && g.m[g.eventCount] > 1 ? cursor >>> 20 : 1;
  for (let i0 = cursor & EV_INDEX; pass < 2; pass++, i0 = 0) {
    for (let i = i0; i < g.m[g.eventCount]; i++) {
      const b = evBase(g, i);
      if ((g.m[b + EventField.Flags] & EventFlag.Replaced) !== 0) continue;
      // (The event resumed with an answer is never skipped: its chooser may have changed.)
      if (pass === 0 && choice < 0 && entry === 0 && chooserOf(g, i) !== ap) continue;
      const kind = g.m[b + EventField.Kind];
      // "As [this] comes into play (or is turned face up), ..." (419.1b-e): chosen before it happens.
      const entering = kind === EventKind.Move && g.m[b + EventField.Aux] === Zone.InPlay;
      if ((entering || kind === EventKind.TurnFaceUp) && !askEntryKinds(g, i, !entering, choice, entry)) {
        g.m[g.eventCursor] = (pass << 20) | i;
        return false;
      }
      if (entry !== 0) {
        entry = 0;
        choice = -1;
      }
      // "Players can't draw cards": the draw doesn't happen, so nothing replaces it (Maralen's 2008 rulings).
      if (
        kind === EventKind.Draw &&
        g.m[Global.ReplaceN] !== 0 &&
        ruleApplies(g, ContinuousEffect.CantDraw, g.m[b + EventField.Player])
      )
        g.m[b + EventField.Flags] |= EventFlag.Stays;
      else if (g.m[Global.ReplaceN] !== 0 || kind === EventKind.Damage || ownReplacementApplies(g, evBase(g, i))) {
        // else nothing can apply
        if (!replaceEvent(g, i, choice)) {
          g.m[g.eventCursor] = (pass << 20) | i;
          return false;
        }
        choice = -1;
      }
      g.m[evBase(g, i) + EventField.Flags] |= EventFlag.Replaced;
    }
  }
  return true;
}

/**
 * Has the replace stage nothing to do for this batch? So when no replacement or prevention row exists
 * and no event has built-in work there: damage (protection, 0 damage), a permanent coming into play or
 * turned face up (the choices made as it does), a card's own replacement (dredge, shuffle instead).
 * Most batches (taps, untaps, draws, casting, resolving) then skip the stage.
 */
function replaceStageIdle(g: Game): boolean {
  const m = g.m;
  if (m[Global.ReplaceN] !== 0) return false;
  for (let i = 0; i < m[g.eventCount]; i++) {
    const b = evBase(g, i);
    const kind = m[b + EventField.Kind];
    if (
      kind === EventKind.Damage ||
      kind === EventKind.TurnFaceUp ||
      (kind === EventKind.Move && m[b + EventField.Aux] === Zone.InPlay) ||
      ownReplacementApplies(g, b)
    )
      return false;
  }
  return true;
}

/**
 * Runs the proposed batch. `choice` answers a pending Replace decision, or the Copy or Enchant decision
 * `entry` (a D kind) of a permanent coming into play (-1: none). Returns true when the
 * batch has happened, false when a decision is pending (the game's advance loop resumes it).
 */
export function flushEvents(g: Game, choice = -1, entry = 0): boolean {
  for (;;) {
    if (!flushBatch(g, choice, entry)) return false;
    // 423.2: draws that replaced a life gain (Lich) are made one at a time, each a batch of its own, so
    // each is open to draw replacements as it is made (419.9b, 423.6b); the active player's first (423.2a).
    const d = g.pendingDraws;
    if (g.m[d] === 0 && g.m[d + 1] === 0) return true;
    const p = g.m[d + g.m[Global.Active]] !== 0 ? g.m[Global.Active] : 1 - g.m[Global.Active];
    put(g, d + p, g.m[d + p] - 1);
    proposeDraw(g, p);
    choice = -1;
    entry = 0;
  }
}

/** The event cursor of a batch that has happened while its timestamp order is asked (timestamps.ts). */
const ORDERING = 1 << 30;
/** ... while cards put on the bottom of a library together are arranged (bottom-order.ts). */
const ARRANGING = ORDERING + 1;

/**
 * One batch: the replace/prevent stage, then everything happens, the active player orders the timestamps
 * of permanents that came into play together where it can matter (418.5e), then the triggers (see
 * flushEvents). `choice` answers a decision of the batch: a replacement, an entry choice (`entry`), or
 * the timestamp order.
 */
function flushBatch(g: Game, choice: number, entry: number): boolean {
  if (g.m[g.eventCount] === 0) return true;
  // A batch waiting for its timestamp order has Moves into play, so it never looks idle: the check stays
  // off the common path.
  // A batch being arranged may look idle (its replacement's source may have left play in it): the cursor says.
  if (choice >= 0 || entry !== 0 || g.m[g.eventCursor] === ARRANGING || !replaceStageIdle(g)) {
    if (g.m[g.eventCursor] === ORDERING) return resumeOrdering(g, choice);
    // (an Order decision's answer)
    if (g.m[g.eventCursor] === ARRANGING) return resumeArranging(g, choice >= 0 ? choice - REVEAL_ORDER : -1);
    if (!replaceStage(g, choice, entry)) return false;
  }
  const n = g.m[g.eventCount];
  // 2. Look back for leaves-play triggers before anything moves (only if some permanent has one).
  // (or a GrantTrigger row gives one: Cemetery Puca's copy keeps its ability, its own card's kinds counted out)
  const leaveTriggers = inPlayWith(g, AbilityKind.LeaveTrigger) !== 0 || g.m[Global.GrantTrigN] !== 0;
  if (leaveTriggers) {
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      const to = leavesPlayTo(g, b);
      if (to >= 0) onLeavePlay(g, refId(g.m[b + EventField.Obj]), to);
      // Destroyed by a spell or ability (lethal damage has no source): its controller as it resolved.
      if (to >= 0 && g.m[b + EventField.Kind] === EventKind.Destroy && g.m[b + EventField.Src] >= 0)
        onDestroyed(g, refId(g.m[b + EventField.Obj]), g.m[b + EventField.Player]);
    }
  }
  // Delayed "when [it] is put into a graveyard this turn" abilities (Graceful Reprieve), looking back like those above.
  if (g.m[Global.EffN] !== 0) {
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      if (leavesPlayTo(g, b) !== Zone.Graveyard) continue;
      delayedGraveyardTriggers(g, refId(g.m[b + EventField.Obj]));
      // persist an effect granted (a row, so only here) to a permanent with no printed leaves-play trigger around
      if (!leaveTriggers) persistTrigger(g, refId(g.m[b + EventField.Obj]));
    }
  }
  // Last known toughness, for the triggers waiting that read it (only when something waits).
  if (g.m[Global.TrigN] !== 0 || g.m[g.stack] !== 0) {
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      if (leavesPlayTo(g, b) < 0) {
        // A spell leaving the stack (countered: Dream Fracture's "its controller draws a card") keeps its controller.
        if (leavesStack(g, b))
          setLastController(g, refId(g.m[b + EventField.Obj]), controller(g, refId(g.m[b + EventField.Obj])));
        continue;
      }
      // its power, toughness and controller, for an effect that reads them after it left (Crib Swap's token,
      // Weed Strangle's "that creature's toughness", Jagged-Scar Archers' "its power")
      const id = refId(g.m[b + EventField.Obj]);
      setLastPower(g, id, power(g, id));
      setLastToughness(g, id, toughness(g, id));
      setLastController(g, id, controller(g, id));
    }
  }
  // 3. Everything happens; permanents that came in together are ordered (timestamps.ts: two or more
  // newcomers are looked at, rarely asked about); 4. then the triggers.
  let entered = 0;
  // (read before: the replacement's source may leave play in this batch)
  const replaced = g.m[Global.ReplaceN] !== 0;
  for (let i = 0; i < n; i++) if (perform(g, i)) entered++;
  // 217.2c: cards a replacement put on the bottom of a library together are arranged by their owner (bottom-order.ts)
  if (replaced && !arrangeBottom(g, n, -1)) {
    g.m[g.eventCursor] = ARRANGING;
    return false;
  }
  return orderAndFinish(g, n, entered);
}

/** 3 (end). Permanents that came in together are ordered where it matters, then 4. */
function orderAndFinish(g: Game, n: number, entered: number): boolean {
  if (entered > 1 && markUnordered(g, n) !== 0 && !orderTimestamps(g, n, -1)) {
    g.m[g.eventCursor] = ORDERING;
    return false;
  }
  afterBatch(g, n, entered);
  return true;
}

/** The batch has happened and waits for its owners to arrange cards on a library's bottom: `choice` the next pick. */
function resumeArranging(g: Game, choice: number): boolean {
  const n = g.m[g.eventCount];
  if (!arrangeBottom(g, n, choice)) return false;
  return orderAndFinish(g, n, enteredCount(g, n));
}

/** The batch has happened and waits for its timestamp order: `choice` is the next pick. */
function resumeOrdering(g: Game, choice: number): boolean {
  const n = g.m[g.eventCount];
  if (!orderTimestamps(g, n, choice)) return false;
  afterBatch(g, n, enteredCount(g, n));
  return true;
}

/** 4. The triggers of what happened (comes-into-play triggers seeing every newcomer); the batch is over. */
function afterBatch(g: Game, n: number, entered: number): void {
  if (entered > 1) worldTies(g, n);
  if (inPlayWith(g, AbilityKind.RemembersDamage) !== 0) rememberDamage(g, n);
  if (inPlayWith(g, AbilityKind.DamageTrigger) !== 0 || damageKeywordIn(g, n) || workingInGraveyards(g) !== 0)
    damageTriggers(g, n);
  for (let i = 0; i < n; i++) {
    const b = evBase(g, i);
    if ((g.m[b + EventField.Flags] & EventFlag.Done) !== 0) {
      if (g.m[b + EventField.Kind] !== EventKind.Damage) onHappened(g, b);
    } else if ((g.m[b + EventField.Flags] & EventFlag.RevealToHand) !== 0) unfind(g, b);
  }
  if (entered > 0 && (inPlayWith(g, AbilityKind.EnterTrigger) !== 0 || workingInGraveyards(g) !== 0)) {
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      if (
        (g.m[b + EventField.Flags] & EventFlag.Done) !== 0 &&
        g.m[b + EventField.Kind] === EventKind.Move &&
        g.m[b + EventField.Aux] === Zone.InPlay
      )
        onEnterPlay(g, refId(g.m[b + EventField.Obj]), g.m[b + EventField.Amount]);
    }
  }
  g.m[g.eventCount] = 0;
  g.m[g.eventCursor] = 0;
  g.m[g.appliedReplacementCount] = 0;
  if (inPlayWith(g, AbilityKind.StateTrigger) !== 0) checkStateTriggers(g); // 410.11: as soon as the state holds
}

/** A revealed card's move to the hand that didn't happen (a replacement stopped it): it is no longer
 * being found (a move would have cleared Flag.Found; left on, it would stay known in the library). */
function unfind(g: Game, b: number): void {
  const id = liveId(g, g.m[b + EventField.Obj]);
  if (id >= 0 && (flagsOf(g, id) & Flag.Found) !== 0) setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
}

/**
 * 420.5i: world permanents that came into play in this one event have been world permanents in play
 * for the same (shortest) time: a tie, marked for the state-based check (sba.ts).
 */
function worldTies(g: Game, n: number): void {
  let worlds = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      if (
        (g.m[b + EventField.Flags] & EventFlag.Done) === 0 ||
        g.m[b + EventField.Kind] !== EventKind.Move ||
        g.m[b + EventField.Aux] !== Zone.InPlay
      )
        continue;
      const id = refId(g.m[b + EventField.Obj]);
      if ((baseCard(g, id).supers & Super.World) === 0) continue;
      if (pass === 0) worlds++;
      else setFlags(g, id, flagsOf(g, id) | Flag.WorldTie);
    }
    if (worlds < 2) return;
  }
}

/** Damage dealt to creatures by permanents that remember it (Sengir Vampire): rows until end of turn. */
function rememberDamage(g: Game, n: number): void {
  for (let i = 0; i < n; i++) {
    const b = evBase(g, i);
    if (!dealtTo(g, b, To.Creature)) continue;
    const src = liveId(g, g.m[b + EventField.Src]);
    if (
      src < 0 ||
      zoneOf(g, src) !== Zone.InPlay ||
      (g.cards[cardIdOf(g, src)].kinds & AbilityKind.RemembersDamage) === 0
    )
      continue;
    if (!dealtDamageThisTurn(g, g.m[b + EventField.Src], g.m[b + EventField.Obj])) {
      addEffect(
        g,
        Layer.Damaged,
        0 as ContinuousEffect,
        g.m[b + EventField.Src],
        g.m[b + EventField.Obj],
        0,
        0,
        0,
        Until.EndOfTurn,
        0,
      );
    }
  }
}

/** Is damage event b done, and is its recipient of this kind? */
function dealtTo(g: Game, b: number, kind: To): boolean {
  if (g.m[b + EventField.Kind] !== EventKind.Damage || (g.m[b + EventField.Flags] & EventFlag.Done) === 0) return false;
  const dst = g.m[b + EventField.Obj];
  if (kind === To.Any) return true;
  if (kind !== To.Creature && kind !== To.CreatureItSource) return dst < 0;
  // (damage dealt to a planeswalker is not dealt to a creature, 212.9 of 2008)
  const id = liveId(g, dst);
  return dst >= 0 && (id < 0 || isCreature(g, id));
}

/** Does a damage event of the batch come from a permanent with lifelink or deathtouch (keywords' triggers)? */
function damageKeywordIn(g: Game, n: number): boolean {
  for (let i = 0; i < n; i++) {
    const b = evBase(g, i);
    if (g.m[b + EventField.Kind] !== EventKind.Damage) continue;
    const id = liveId(g, g.m[b + EventField.Src]);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) continue;
    if ((keywords2(g, id) & (CombatWord.Lifelink | CombatWord.Deathtouch)) !== 0) return true;
  }
  return false;
}

/**
 * "Whenever [a source] deals damage [to a player / a creature]": damage dealt at the same time is one
 * event (410.6), so each source triggers once per kind of recipient (once per player for players, once per
 * creature for creatures: "that creature" is each one, Phage, Greatbow Doyen), with the total it dealt them
 * ("that much").
 */
function damageTriggers(g: Game, n: number): void {
  const m = g.m;
  for (let kind = To.Any; kind <= To.CreatureItSource; kind++) {
    const perRecipient = kind !== To.Any; // each player, each creature
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      const src = m[b + EventField.Src];
      if (src < 0 || !dealtTo(g, b, kind)) continue;
      let first = true;
      let total = 0;
      for (let j = 0; j < n && first; j++) {
        const c = evBase(g, j);
        if (
          m[c + EventField.Src] !== src ||
          !dealtTo(g, c, kind) ||
          (perRecipient && m[c + EventField.Obj] !== m[b + EventField.Obj])
        )
          continue;
        if (j < i) first = false;
        else total += m[c + EventField.Amount];
      }
      if (first)
        onDamage(g, src, m[b + EventField.Obj], total, (m[b + EventField.Flags] & EventFlag.Combat) !== 0, kind);
    }
  }
  // Deathtouch (a trigger in 2008): once per source and creature dealt damage.
  for (let i = 0; i < n; i++) {
    const b = evBase(g, i);
    const src = m[b + EventField.Src];
    if (src < 0 || !dealtTo(g, b, To.Creature)) continue;
    let first = true;
    for (let j = 0; j < i && first; j++) {
      const c = evBase(g, j);
      if (
        m[c + EventField.Src] === src &&
        m[c + EventField.Obj] === m[b + EventField.Obj] &&
        dealtTo(g, c, To.Creature)
      )
        first = false;
    }
    if (first) onDeathtouchDamage(g, src, m[b + EventField.Obj]);
  }
  // "Whenever this is dealt damage": once per creature, with the total from every source.
  for (let i = 0; i < n; i++) {
    const b = evBase(g, i);
    const dst = m[b + EventField.Obj];
    if (!dealtTo(g, b, To.Creature)) continue;
    let first = true;
    let total = 0;
    for (let j = 0; j < n && first; j++) {
      const c = evBase(g, j);
      if (m[c + EventField.Obj] !== dst || !dealtTo(g, c, To.Creature)) continue;
      if (j < i) first = false;
      else total += m[c + EventField.Amount];
    }
    if (first) onDealtDamage(g, dst, total, (m[b + EventField.Flags] & EventFlag.Combat) !== 0);
  }
  // "Whenever you're dealt damage": once per player, with the total from every source.
  for (let p = 0; p < 2; p++) {
    let total = 0;
    let combat = false;
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      if (
        m[b + EventField.Kind] === EventKind.Damage &&
        (m[b + EventField.Flags] & EventFlag.Done) !== 0 &&
        m[b + EventField.Obj] === playerRef(p) &&
        m[b + EventField.Amount] > 0
      ) {
        total += m[b + EventField.Amount];
        combat ||= (m[b + EventField.Flags] & EventFlag.Combat) !== 0;
      }
    }
    if (total > 0) onPlayerDealtDamage(g, p, total, combat);
  }
}

/**
 * Prowl (502.76 of 2008): combat damage to a player by source `src` (a ref) adds the creature types it has now to
 * those of its controller's sources this turn (PlayerSlot.ProwlTypes, cleared as each turn begins).
 */
/**
 * Has damage source `src` (a ref, -1 none) wither? As it is in play, else as its card is (printed: a source gone
 * from play is read as its card, which holds for printed wither, not for wither an effect had given it).
 */
function witherSource(g: Game, src: number): boolean {
  // "All damage is dealt as though its source had wither" (Everlasting Torment)
  if (g.m[Global.ReplaceN] !== 0 && ruleRowExists(g, RuleRows.allDamageWither)) return true;
  if (src < 0) return false;
  const id = refId(src);
  const kw = zoneOf(g, id) === Zone.InPlay ? keywords(g, id) : g.cards[cardIdOf(g, id)].kw;
  return (kw & Keyword.Wither) !== 0;
}

function noteProwl(g: Game, src: number): void {
  if (src < 0) return;
  const id = refId(src);
  let set: number;
  if (zoneOf(g, id) === Zone.InPlay) {
    ensureChars(g);
    set = cSubOf(g, id);
  } else set = g.cards[cardIdOf(g, id)].subtypeSet;
  const p = controller(g, id);
  const had = pl(g, p, PlayerSlot.ProwlTypes);
  setPl(g, p, PlayerSlot.ProwlTypes, 1 + (had === 0 ? set : subtypeUnion(had - 1, set)));
}

/** The zone an event takes an object in play to (Move from play, Destroy, Sacrifice), or -1. */
/** Is event b a move of a spell off the stack? */
function leavesStack(g: Game, b: number): boolean {
  if (g.m[b + EventField.Kind] !== EventKind.Move) return false;
  const id = liveId(g, g.m[b + EventField.Obj]);
  return id >= 0 && zoneOf(g, id) === Zone.Stack;
}

function leavesPlayTo(g: Game, b: number): number {
  const m = g.m;
  const kind = m[b + EventField.Kind];
  if (kind !== EventKind.Move && kind !== EventKind.Destroy && kind !== EventKind.Sacrifice) return -1;
  const id = liveId(g, m[b + EventField.Obj]);
  if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return -1;
  return kind === EventKind.Move ? m[b + EventField.Aux] : Zone.Graveyard;
}

/**
 * A permanent put into play attacking (Militia's Pride's token, Preeminent Captain's Soldier): during combat, from the
 * declare attackers step, it attacks the defending player; it was never declared as an attacker, so nothing that
 * triggers on attacking triggers and it didn't "attack" this turn. Outside combat it is only put into play.
 */
function putAttacking(g: Game, id: number): void {
  const step = g.m[Global.Step];
  if (step < Step.DeclareAttackers || step > Step.CombatDamage) return;
  setFlags(g, id, flagsOf(g, id) | Flag.Attacking);
  setAttackTarget(g, id, 0);
}

// ---- 3. Events happen ----

/**
 * Performs event i; returns true when it put a permanent into play. Marks the event Done if it happened.
 * A zone change or a new timestamp may grow the game (static abilities add effect rows): offsets and
 * g.m are read again after them.
 */
function perform(g: Game, i: number): boolean {
  let b = evBase(g, i);
  const m = g.m;
  const kind = m[b + EventField.Kind];
  const obj = m[b + EventField.Obj];
  switch (kind) {
    case EventKind.Move:
    case EventKind.Destroy:
    case EventKind.Sacrifice:
    case EventKind.Discard: {
      const id = liveId(g, obj);
      if (id < 0) return false;
      const from = zoneOf(g, id);
      if (kind !== EventKind.Move && from !== (kind === EventKind.Discard ? Zone.Hand : Zone.InPlay)) return false;
      // an Aura with nothing to enchant stays where it is
      if ((m[b + EventField.Flags] & EventFlag.Stays) !== 0) return false;
      const to = kind === EventKind.Move ? m[b + EventField.Aux] : Zone.Graveyard;
      const wasSpell = from === Zone.Stack && (flagsOf(g, id) & (Flag.Spell | Flag.Copy)) === Flag.Spell;
      // 502.74, 502.76: an evoke or prowl cost paid is remembered by the permanent
      const altPaid = wasSpell ? flagsOf(g, id) & (Flag.Evoked | Flag.Prowled) : 0;
      const fromHand = (flagsOf(g, id) & (Flag.PlayedFree | Flag.PlayedFromRemoved)) === 0;
      const flags = m[b + EventField.Flags];
      const spare = m[b + EventField.Spare];
      moveTo(
        g,
        id,
        to,
        kind === EventKind.Move && (m[b + EventField.Flags] & EventFlag.WasDiscard) === 0
          ? m[b + EventField.Player]
          : -1,
        (m[b + EventField.Flags] & EventFlag.Bottom) !== 0,
      );
      b = evBase(g, i);
      // a destroyEach's: "for each permanent destroyed this way" (Fracturing Gust)
      if (kind === EventKind.Destroy && (flags & EventFlag.Tracked) !== 0 && g.m[Global.ResItem] >= 0)
        setRf(g, g.m[Global.ResItem], StackField.Tracked, rf(g, g.m[Global.ResItem], StackField.Tracked) + 1);
      // a discard, also one replaced by a move elsewhere (madness): its owner discarded it (Dream Salvage)
      if (from === Zone.Hand && (kind === EventKind.Discard || (flags & EventFlag.WasDiscard) !== 0)) {
        const o = ownerOf(g, id);
        setPl(g, o, PlayerSlot.DiscardedThisTurn, pl(g, o, PlayerSlot.DiscardedThisTurn) + 1);
      }
      // spells are played from the hand, except one played without paying its mana cost (from the removed zone)
      if (wasSpell && to === Zone.InPlay) setFlags(g, id, flagsOf(g, id) | (fromHand ? Flag.Cast : 0) | altPaid);
      if (to === Zone.InPlay && (flags & EventFlag.Tapped) !== 0) setTapped(g, id, true); // it comes into play tapped
      if (to === Zone.InPlay && (flags & EventFlag.Attacking) !== 0) putAttacking(g, id);
      // "comes into play with N +1/+1 counters on it", as the card it enters as (a copy's too)
      if (to === Zone.InPlay && g.cards[cardIdOf(g, id)].entryCounters > 0)
        setPlus1(g, id, plus1Of(g, id) + g.cards[cardIdOf(g, id)].entryCounters);
      if (to === Zone.InPlay && (flags & EventFlag.MinusOneCounter) !== 0) setMinus1(g, id, minus1Of(g, id) + 1);
      if (to === Zone.InPlay && (flags & EventFlag.NamedCounter) !== 0) {
        const counter = g.m[b + EventField.Src];
        setNamedCounters(g, id, counter, namedCountersOf(g, id, counter) + 1);
      }
      // An Aura spell's permanent comes into play attached to what it targeted (212.4 of 2008).
      if ((flags & EventFlag.Attached) !== 0 && to === Zone.InPlay) setAttach(g, id, spare);
      if (to === Zone.InPlay) {
        enteredKinds(g, id, flags, i); // what was chosen as it came into play (419.1b-c; b is read again below)
        // 212.9 of 2008: a planeswalker comes into play with its printed loyalty in loyalty counters.
        const loyalty = g.cards[cardIdOf(g, id)].loyalty;
        if (loyalty > 0) setLoyalty(g, id, loyalty);
        // "[This] comes into play with N [kind] counters on it" (a replacement effect of the card itself).
        // "... unless you played another red spell this turn" (Hotheaded Giant): its controller as it comes in.
        const withCounters = g.cards[cardIdOf(g, id)].entersWithCounters;
        if (
          withCounters !== null &&
          (withCounters.unlessPlayed === 0 ||
            !playedAnotherSpell(g, ctrlOf(g, id), withCounters.unlessPlayed, id, colorsOutsidePlay(g)))
        )
          addEntryCounters(g, id, withCounters.kind, withCounters.n);
        const extra = entryCounterBonus(g, id); // others' "comes into play with an additional +1/+1 counter"
        if (extra > 0) {
          setPlus1(g, id, plus1Of(g, id) + extra);
          countersChanged(g, id);
        }
        const minus = entryMinusCount(g, id);
        if (minus > 0) {
          setMinus1(g, id, minus1Of(g, id) + minus);
          countersChanged(g, id);
        }
        dropEntryCounters(g, id); // Tatterkite: none of them are placed
        if (minus1Of(g, id) > 0) onMinusCountersPlaced(g, id, minus1Of(g, id)); // Flourishing Defenses
        b = evBase(g, i); // the game may have grown
      }
      // The event now names the object in its new zone (410.10: abilities look for it there); Spare
      // keeps what it was (a discard triggers as one); Amount, the zone it came from ("from a graveyard").
      g.m[b + EventField.Obj] = ref(g, id);
      g.m[b + EventField.Amount] = from;
      g.m[b + EventField.Kind] = EventKind.Move;
      g.m[b + EventField.Aux] = to;
      g.m[b + EventField.Spare] = (flags & EventFlag.WasDiscard) !== 0 ? EventKind.Discard : kind;
      if ((flags & EventFlag.RevealToHand) !== 0 && to === Zone.Hand) setFlags(g, id, flagsOf(g, id) | Flag.Revealed);
      g.m[b + EventField.Flags] |= EventFlag.Done;
      if (from === Zone.InPlay && g.m[Global.EffN] !== 0) endWhileEnchanted(g);
      return to === Zone.InPlay;
    }
    case EventKind.Draw: {
      // 423.1: the top card of the library into the hand; from an empty library, 420.5g remembers it.
      if ((m[b + EventField.Flags] & EventFlag.Stays) !== 0) return false; // the player can't draw
      const p = m[b + EventField.Player];
      const top = libraryTop(g, p);
      if (top < 0) {
        setPl(g, p, PlayerSlot.DrewEmpty, 1);
        return false;
      }
      moveTo(g, top, Zone.Hand);
      // 423.6c: the effect that drew it acts on the card only if the draw wasn't replaced.
      if ((g.m[b + EventField.Flags] & (EventFlag.Tracked | EventFlag.WasReplaced)) === EventFlag.Tracked)
        setRf(g, g.m[Global.ResItem], StackField.Tracked, top + 1);
      g.m[b + EventField.Obj] = ref(g, top); // the card drawn
      g.m[b + EventField.Flags] |= EventFlag.Done;
      return false;
    }
    case EventKind.Damage: {
      const amount = m[b + EventField.Amount];
      let placed = 0;
      if (amount <= 0) return false; // 419.5a
      if (obj < 0) {
        const p = refPlayer(obj);
        setPl(g, p, PlayerSlot.Life, pl(g, p, PlayerSlot.Life) - amount);
        setPl(g, p, PlayerSlot.DamageThisTurn, pl(g, p, PlayerSlot.DamageThisTurn) + amount); // Spinerock Knoll
        setPl(g, p, PlayerSlot.LifeLostThisTurn, pl(g, p, PlayerSlot.LifeLostThisTurn) + amount); // damage loses life
        if ((m[b + EventField.Flags] & EventFlag.Combat) !== 0) noteProwl(g, m[b + EventField.Src]);
      } else {
        const id = liveId(g, obj);
        if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return false;
        const creature = isCreature(g, id);
        // 212.9 of 2008: damage dealt to a planeswalker removes that many loyalty counters from it.
        const planeswalker = isPlaneswalker(g, id);
        if (!creature && !planeswalker) return false;
        if (planeswalker) setLoyalty(g, id, Math.max(0, loyaltyOf(g, id) - amount));
        if (creature) noteDamaged(g, id);
        if (creature && witherSource(g, m[b + EventField.Src])) {
          // 502.80 of 2008: damage from a source with wither isn't marked; that many -1/-1 counters instead (none
          // on a creature that can't have counters: Tatterkite, the damage still dealt).
          if (!cantHaveCounters(g, id)) {
            setMinus1(g, id, minus1Of(g, id) + amount);
            countersChanged(g, id);
            g.m[g.sbaDirty] = 1; // 420.5b, 420.5n
            placed = amount;
          }
        } else if (creature) {
          setDamage(g, id, damageOf(g, id) + amount);
          g.m[g.sbaDirty] = 1; // 420.5c
          g.m[g.anyDamageMarked] = 1;
        }
      }
      // a damage verb's: "the damage dealt this way" (Corrupt), after prevention and redirection
      if ((m[b + EventField.Flags] & EventFlag.Tracked) !== 0 && g.m[Global.ResItem] >= 0)
        setRf(g, g.m[Global.ResItem], StackField.Tracked, amount);
      g.m[b + EventField.Flags] |= EventFlag.Done;
      if (placed > 0) onMinusCountersPlaced(g, refId(obj), placed); // wither's counters: Flourishing Defenses
      return false;
    }
    case EventKind.LoseLife:
    case EventKind.GainLife: {
      const p = m[b + EventField.Player];
      const n = m[b + EventField.Amount];
      if (n <= 0 || (kind === EventKind.GainLife && cantGainLife(g, p))) return false;
      setPl(g, p, PlayerSlot.Life, pl(g, p, PlayerSlot.Life) + (kind === EventKind.GainLife ? n : -n));
      if (kind === EventKind.LoseLife)
        setPl(g, p, PlayerSlot.LifeLostThisTurn, pl(g, p, PlayerSlot.LifeLostThisTurn) + n);
      g.m[b + EventField.Flags] |= EventFlag.Done;
      return false;
    }
    case EventKind.Counters: {
      const id = liveId(g, obj);
      if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return false;
      const n = m[b + EventField.Amount];
      const counter = m[b + EventField.Aux];
      if (n > 0 && cantHaveCounters(g, id)) return false; // Tatterkite
      if (counter === CounterKind.PlusOne) setPlus1(g, id, Math.max(0, plus1Of(g, id) + n));
      else if (counter === CounterKind.MinusOne) setMinus1(g, id, Math.max(0, minus1Of(g, id) + n));
      else if (counter === CounterKind.Loyalty) setLoyalty(g, id, Math.max(0, loyaltyOf(g, id) + n));
      else setNamedCounters(g, id, counter, Math.max(0, namedCountersOf(g, id, counter) + n));
      countersChanged(g, id);
      g.m[b + EventField.Flags] |= EventFlag.Done;
      if (counter === CounterKind.MinusOne && n > 0) onMinusCountersPlaced(g, id, n); // Flourishing Defenses
      return false;
    }
    case EventKind.Tap:
    case EventKind.Untap: {
      const id = liveId(g, obj);
      if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return false;
      const tapped = (flagsOf(g, id) & Flag.Tapped) !== 0;
      if (tapped === (kind === EventKind.Tap)) return false; // an untapped permanent can't become untapped
      setTapped(g, id, kind === EventKind.Tap);
      if (kind === EventKind.Untap && g.m[Global.EffN] !== 0) endWhileTapped(g, obj);
      g.m[b + EventField.Flags] |= EventFlag.Done;
      return false;
    }
    case EventKind.Regenerate: {
      const id = liveId(g, obj);
      if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return false;
      setTapped(g, id, true);
      setDamage(g, id, 0);
      const inCombat = Flag.Attacking | Flag.Blocking | Flag.Blocked | Flag.DealtFirstStrike;
      if ((flagsOf(g, id) & inCombat) !== 0) setFlags(g, id, flagsOf(g, id) & ~inCombat);
      setBlocks(g, id, NO_TARGET);
      g.m[b + EventField.Flags] |= EventFlag.Done;
      return false;
    }
    case EventKind.Poison: {
      const p = m[b + EventField.Player];
      const n = m[b + EventField.Amount];
      if (n <= 0) return false;
      setPl(g, p, PlayerSlot.Poison, pl(g, p, PlayerSlot.Poison) + n);
      g.m[g.sbaDirty] = 1; // 420.5h
      g.m[b + EventField.Flags] |= EventFlag.Done;
      return false;
    }
    case EventKind.Shuffle:
      shuffleLibrary(g, m[b + EventField.Player]);
      g.m[b + EventField.Flags] |= EventFlag.Done;
      return false;
    case EventKind.TurnFaceUp:
    case EventKind.TurnFaceDown: {
      const id = liveId(g, obj);
      if (id < 0 || zoneOf(g, id) !== Zone.InPlay || isFaceDown(g, id) !== (kind === EventKind.TurnFaceUp))
        return false;
      if (kind === EventKind.TurnFaceDown) turnFaceDown(g, id);
      else {
        turnFaceUp(g, id);
        // 419.1e "As [this] is turned face up, you may choose ... to copy" (Vesuvan Shapeshifter).
        turnedUpKinds(g, id, m[b + EventField.Flags], i);
        b = evBase(g, i);
      }
      g.m[b + EventField.Flags] |= EventFlag.Done;
      return false;
    }
    case EventKind.Attach: {
      // Attaching to what it can't be attached to, or to what it already is, does nothing.
      const id = liveId(g, obj);
      const to = liveId(g, m[b + EventField.Aux]);
      if (id < 0 || zoneOf(g, id) !== Zone.InPlay || !canAttach(g, id, to) || liveId(g, attachOf(g, id)) === to)
        return false;
      setAttach(g, id, m[b + EventField.Aux]);
      newTimestamp(g, id, nextTimestamp(g)); // 418.5e
      if (g.m[Global.EffN] !== 0) endWhileEnchanted(g);
      b = evBase(g, i);
      g.m[g.sbaDirty] = 1;
      g.m[g.controlChanged] = 1;
      markDirty(g);
      g.m[b + EventField.Flags] |= EventFlag.Done;
      return false;
    }
    case EventKind.Unattach: {
      const id = liveId(g, obj);
      if (id < 0 || attachOf(g, id) === NO_TARGET) return false;
      setAttach(g, id, NO_TARGET);
      if (g.m[Global.EffN] !== 0) endWhileEnchanted(g);
      g.m[g.sbaDirty] = 1;
      g.m[g.controlChanged] = 1;
      markDirty(g);
      g.m[b + EventField.Flags] |= EventFlag.Done;
      return false;
    }
    default:
      throw new Error(`unknown event kind ${kind}`);
  }
}
