// Game actions as events. Handlers, turn-based actions, state-based effects and combat damage only
// propose event records (held in the game's memory, so a batch survives a decision and a clone);
// flushEvents then runs the batch as one simultaneous event:
//   1. replace/prevent stage (419): each event passes the replacement and prevention effects that
//      apply to it, each at most once (419.6a); when several apply, the affected player chooses which
//      first (419.9a: a Replace decision, resumable). Built-in prevention: protection (502.7e), and
//      0 damage is no damage (419.5a).
//   2. leaves-play triggers look back in time (410.10d): checked before anything in the batch moves.
//   3. every event happens, in order;
//   4. comes-into-play triggers are checked with every newcomer in play (410.10a).
// moveTo (zones.ts) is the primitive the Move event uses; nothing else moves objects during play.
import { baseCard, isCreature, keywords2 } from './chars.js';
import { D, EV, Flag, K2, NO_TARGET, Super, Zone, playerRef, refPlayer } from './constants.js';
import { setTapped } from './mana.js';
import {
  EV_SIZE,
  type Game,
  G,
  grow,
  liveId,
  markDirty,
  P,
  pl,
  put,
  ref,
  refId,
  setAttach,
  setBlocks,
  setDamage,
  setFlags,
  setMinus1,
  setPl,
  setPlus1,
  attachOf,
  cardIdOf,
  damageOf,
  flagsOf,
  minus1Of,
  ownerOf,
  plus1Of,
  zoneOf,
} from './state.js';
import { canAttach, endWhileEnchanted } from './attach.js';
import { becomeCopy, copyChoice, enchantChoice } from './copy.js';
import { colorChoice, rememberColor } from './chosen.js';
import { endWhileTapped, newTimestamp } from './continuous.js';
import { chooserOf, EV_INDEX, ownReplacementApplies, replaceEvent } from './replace.js';
import { nameChoice, rememberName } from './naming.js';
import { isFaceDown, turnFaceDown, turnFaceUp } from './morph.js';
import {
  checkStateTriggers,
  keepLastToughness,
  onCardEvent,
  onDamage,
  onDestroyed,
  onDealtDamage,
  onPlayerDealtDamage,
  onTappedForMana,
  onTurnedFaceUp,
  onEnterPlay,
  onLeavePlay,
  onPutIntoGraveyard,
} from './triggers.js';
import { inPlayWith, libraryTop, moveTo, nextTimestamp, shuffleLibrary } from './zones.js';
import { AK, TE, To } from './cardform.js';
import { addEffect, type CE, dealtDamageThisTurn, Layer, Until } from './continuous.js';

/** Event record fields. Obj: an object ref or player ref; Src: the source's ref (or -1); Aux: the
 * destination zone of a Move, the counter kind of Counters, the last known colors of a damage source,
 * the object attached to; Player: a Move's new controller, the player who draws, or the controller of
 * the spell or ability that causes a Discard or a Destroy (-1: none); Spare: after a zone change, the
 * kind it was proposed as. */
export const enum F {
  Kind = 0,
  Obj,
  Src,
  Amount,
  Aux,
  Player,
  Flags,
  Spare,
  SIZE,
}
/** Event flags. */
export const enum EF {
  Bottom = 1,
  Combat = 2,
  NoRegen = 4,
  Done = 8,
  Tapped = 16 /* comes into play tapped (419.1c) */,
  ForMana = 32 /* a Tap for mana; Player: who */,
  Attached = 64 /* comes into play attached to Spare (an Aura spell) */,
  CopyChosen = 128 /* copy.ts */,
  EnchantChosen = 256 /* copy.ts: an Aura's choice of what to enchant made */,
  Stays = 512 /* the Aura had nothing to enchant: no move */,
  ColorChosen = 1024 /* chosen.ts: its color choice made; the color bits at COLOR_SHIFT */,
  /** naming.ts: the card named as it comes into play is in Amount (bit 16: the color bits sit at 11-15) */
  NameChosen = 65536,
  WasDiscard = 1 <<
    17 /* a discard replaced by a Move elsewhere than the graveyard: still a discard (it triggers as one) */,
  Revealing = 1 << 18 /* a draw replaced by revealing until a card of a kind (replace.ts; Aux: the kind) */,
  RevealToHand = 1 << 19 /* the card goes to the hand revealed (the other player has seen it) */,
  Replaced = 1 << 20 /* the event has passed the replace stage (its player's pass of the APNAP order, 419.9a) */,
  Tracked = 1 <<
    21 /* a draw whose card the resolving effect acts on next (Sindbad): remembered in G.ResPlayer if unreplaced */,
  WasReplaced = 1 << 22 /* a replacement effect was applied to it (423.6c: no additional action on what it draws) */,
  ShieldOrdered = 1 << 23 /* 419.7b: which damage a shield prevents first was asked */,
  LifeLost = 1 << 24 /* its "as [this] comes into play, you lose life" joined the batch (Lich) */,
}

export const evBase = (g: Game, i: number) => g.oEv + i * EV_SIZE;

/** Proposes an event; it happens when the batch is flushed. Writes are unhashed: a batch is transient. */
export function propose(
  g: Game,
  kind: EV,
  obj: number,
  src: number,
  amount: number,
  aux = 0,
  player = -1,
  flags = 0,
): void {
  const n = g.m[g.oEvN];
  if (n >= g.caps.events) grow(g, 'events');
  const m = g.m;
  const b = g.oEv + n * EV_SIZE;
  m[b + F.Kind] = kind;
  m[b + F.Obj] = obj;
  m[b + F.Src] = src;
  m[b + F.Amount] = amount;
  m[b + F.Aux] = aux;
  m[b + F.Player] = player;
  m[b + F.Flags] = flags;
  m[b + F.Spare] = 0;
  m[g.oEvN] = n + 1;
}

/**
 * 1. The replace/prevent stage of the batch, event by event (a replacement may pause for a choice:
 * false, the cursor kept). 419.9a: when both players may have choices to make, the active player's
 * events go first (a first pass over the events whose chooser is the active player, then the rest);
 * EF.Replaced marks each one done.
 */
function replaceStage(g: Game, choice: number, entry: number): boolean {
  const cursor = g.m[g.oEvCursor];
  const ap = g.m[G.Active];
  let pass = g.m[G.ReplaceN] !== 0 && g.m[g.oEvN] > 1 ? cursor >>> 20 : 1; // one event (the common case): one pass
  for (let i0 = cursor & EV_INDEX; pass < 2; pass++, i0 = 0) {
    for (let i = i0; i < g.m[g.oEvN]; i++) {
      const b = evBase(g, i);
      if ((g.m[b + F.Flags] & EF.Replaced) !== 0) continue;
      // (The event resumed with an answer is never skipped: its chooser may have changed.)
      if (pass === 0 && choice < 0 && entry === 0 && chooserOf(g, i) !== ap) continue;
      const kind = g.m[b + F.Kind];
      if (kind === EV.TurnFaceUp && !copyChoice(g, evBase(g, i), entry === D.Copy ? choice : -1)) {
        g.m[g.oEvCursor] = (pass << 20) | i;
        return false;
      }
      if (kind === EV.Move && g.m[b + F.Aux] === Zone.InPlay) {
        // "As [this] comes into play, you may choose ... to copy" (layer 1): chosen before it comes into play.
        if (!copyChoice(g, evBase(g, i), entry === D.Copy ? choice : -1)) {
          g.m[g.oEvCursor] = (pass << 20) | i;
          return false;
        }
        if (!enchantChoice(g, evBase(g, i), entry === D.Enchant ? choice : -1)) {
          g.m[g.oEvCursor] = (pass << 20) | i;
          return false;
        }
        if (!nameChoice(g, evBase(g, i), entry === D.Name ? choice : -1)) {
          g.m[g.oEvCursor] = (pass << 20) | i;
          return false;
        }
        if (!colorChoice(g, evBase(g, i), entry === D.Color ? choice : -1)) {
          g.m[g.oEvCursor] = (pass << 20) | i;
          return false;
        }
        entryLifeLoss(g, evBase(g, i));
      }
      if (entry !== 0) {
        entry = 0;
        choice = -1;
      }
      if (g.m[G.ReplaceN] !== 0 || kind === EV.Damage || ownReplacementApplies(g, evBase(g, i))) {
        // else nothing can apply
        if (!replaceEvent(g, i, choice)) {
          g.m[g.oEvCursor] = (pass << 20) | i;
          return false;
        }
        choice = -1;
      }
      g.m[evBase(g, i) + F.Flags] |= EF.Replaced;
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
  if (m[G.ReplaceN] !== 0) return false;
  for (let i = 0; i < m[g.oEvN]; i++) {
    const b = evBase(g, i);
    const kind = m[b + F.Kind];
    if (
      kind === EV.Damage ||
      kind === EV.TurnFaceUp ||
      (kind === EV.Move && m[b + F.Aux] === Zone.InPlay) ||
      ownReplacementApplies(g, b)
    )
      return false;
  }
  return true;
}

/**
 * 419.1b "As [this] comes into play, you lose life equal to your life total" (Lich): the loss joins the
 * batch, so it happens as the permanent comes into play (its controller's life total as it is now).
 */
function entryLifeLoss(g: Game, b: number): void {
  const id = liveId(g, g.m[b + F.Obj]);
  if (id < 0 || !g.cards[cardIdOf(g, id)].entryLifeLoss || (g.m[b + F.Flags] & EF.LifeLost) !== 0) return;
  g.m[b + F.Flags] |= EF.LifeLost;
  const p = g.m[b + F.Player] >= 0 ? g.m[b + F.Player] : ownerOf(g, id);
  const life = pl(g, p, P.Life);
  if (life > 0) proposeLifeChange(g, p, -life);
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
    const d = g.oDraws;
    if (g.m[d] === 0 && g.m[d + 1] === 0) return true;
    const p = g.m[d + g.m[G.Active]] !== 0 ? g.m[G.Active] : 1 - g.m[G.Active];
    put(g, d + p, g.m[d + p] - 1);
    proposeDraw(g, p);
    choice = -1;
    entry = 0;
  }
}

/** One batch: the replace/prevent stage, then everything happens, then the triggers (see flushEvents). */
function flushBatch(g: Game, choice: number, entry: number): boolean {
  if (g.m[g.oEvN] === 0) return true;
  if ((choice >= 0 || entry !== 0 || !replaceStageIdle(g)) && !replaceStage(g, choice, entry)) return false;
  const n = g.m[g.oEvN];
  // 2. Look back for leaves-play triggers before anything moves (only if some permanent has one).
  if (inPlayWith(g, AK.LeaveTrigger) !== 0) {
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      const to = leavesPlayTo(g, b);
      if (to >= 0) onLeavePlay(g, refId(g.m[b + F.Obj]), to);
      // Destroyed by a spell or ability (lethal damage has no source): its controller as it resolved.
      if (to >= 0 && g.m[b + F.Kind] === EV.Destroy && g.m[b + F.Src] >= 0)
        onDestroyed(g, refId(g.m[b + F.Obj]), g.m[b + F.Player]);
    }
  }
  // Last known toughness, for the triggers waiting that read it (only when something waits).
  if (g.m[G.TrigN] !== 0 || g.m[g.oStack] !== 0) {
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      if (leavesPlayTo(g, b) >= 0) keepLastToughness(g, refId(g.m[b + F.Obj]));
    }
  }
  // 3. Everything happens; 4. then the triggers of what happened, comes-into-play triggers seeing
  // every newcomer.
  let entered = 0;
  for (let i = 0; i < n; i++) if (perform(g, i)) entered++;
  if (entered > 1) worldTies(g, n);
  if (inPlayWith(g, AK.RemembersDamage) !== 0) rememberDamage(g, n);
  if (inPlayWith(g, AK.DamageTrigger) !== 0 || lifelinkIn(g, n)) damageTriggers(g, n);
  for (let i = 0; i < n; i++) {
    const b = evBase(g, i);
    if ((g.m[b + F.Flags] & EF.Done) !== 0) {
      if (g.m[b + F.Kind] !== EV.Damage) happened(g, b);
    } else if ((g.m[b + F.Flags] & EF.RevealToHand) !== 0) unfind(g, b);
  }
  if (entered > 0 && inPlayWith(g, AK.EnterTrigger) !== 0) {
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      if ((g.m[b + F.Flags] & EF.Done) !== 0 && g.m[b + F.Kind] === EV.Move && g.m[b + F.Aux] === Zone.InPlay)
        onEnterPlay(g, refId(g.m[b + F.Obj]));
    }
  }
  g.m[g.oEvN] = 0;
  g.m[g.oEvCursor] = 0;
  g.m[g.oAppliedN] = 0;
  if (inPlayWith(g, AK.StateTrigger) !== 0) checkStateTriggers(g); // 410.11: as soon as the state holds
  return true;
}

/** A revealed card's move to the hand that didn't happen (a replacement stopped it): it is no longer
 * being found (a move would have cleared Flag.Found; left on, it would stay known in the library). */
function unfind(g: Game, b: number): void {
  const id = liveId(g, g.m[b + F.Obj]);
  if (id >= 0 && (flagsOf(g, id) & Flag.Found) !== 0) setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
}

/** Triggers on a card drawn, discarded or put into a graveyard (410.6: one per card). */
function happened(g: Game, b: number): void {
  const m = g.m;
  const kind = m[b + F.Kind];
  if (kind === EV.Draw) {
    onCardEvent(g, TE.Draws, refId(m[b + F.Obj]), m[b + F.Player]);
    return;
  }
  if (kind === EV.Tap) {
    if ((m[b + F.Flags] & EF.ForMana) !== 0) onTappedForMana(g, refId(m[b + F.Obj]), m[b + F.Player]);
    return;
  }
  if (kind === EV.TurnFaceUp) {
    onTurnedFaceUp(g, refId(m[b + F.Obj]));
    return;
  }
  if (kind !== EV.Move) return;
  const id = refId(m[b + F.Obj]);
  if (m[b + F.Spare] === EV.Discard) onCardEvent(g, TE.Discards, id, ownerOf(g, id), m[b + F.Player]);
  if (m[b + F.Aux] !== Zone.Graveyard) return;
  if (inPlayWith(g, AK.GraveTrigger) !== 0 || (g.cards[cardIdOf(g, id)].kinds & AK.GraveTrigger) !== 0)
    onPutIntoGraveyard(g, id);
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
      if ((g.m[b + F.Flags] & EF.Done) === 0 || g.m[b + F.Kind] !== EV.Move || g.m[b + F.Aux] !== Zone.InPlay) continue;
      const id = refId(g.m[b + F.Obj]);
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
    const src = liveId(g, g.m[b + F.Src]);
    if (src < 0 || zoneOf(g, src) !== Zone.InPlay || (g.cards[cardIdOf(g, src)].kinds & AK.RemembersDamage) === 0)
      continue;
    if (!dealtDamageThisTurn(g, g.m[b + F.Src], g.m[b + F.Obj])) {
      addEffect(g, Layer.Damaged, 0 as CE, g.m[b + F.Src], g.m[b + F.Obj], 0, 0, 0, Until.EndOfTurn, 0);
    }
  }
}

/** Is damage event b done, and is its recipient of this kind? */
function dealtTo(g: Game, b: number, kind: To): boolean {
  if (g.m[b + F.Kind] !== EV.Damage || (g.m[b + F.Flags] & EF.Done) === 0) return false;
  const dst = g.m[b + F.Obj];
  return kind === To.Any || (kind === To.Creature ? dst >= 0 : dst < 0);
}

/** Does a damage event of the batch come from a permanent with lifelink (a keyword's trigger)? */
function lifelinkIn(g: Game, n: number): boolean {
  for (let i = 0; i < n; i++) {
    const b = evBase(g, i);
    if (g.m[b + F.Kind] !== EV.Damage) continue;
    const id = liveId(g, g.m[b + F.Src]);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay && (keywords2(g, id) & K2.Lifelink) !== 0) return true;
  }
  return false;
}

/**
 * "Whenever [a source] deals damage [to a player / a creature]": damage dealt at the same time is one
 * event (410.6), so each source triggers once per kind of recipient (once per player for players),
 * with the total it dealt them ("that much").
 */
function damageTriggers(g: Game, n: number): void {
  const m = g.m;
  for (let kind = To.Any; kind <= To.Creature; kind++) {
    const perPlayer = kind === To.Player || kind === To.Opponent;
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      const src = m[b + F.Src];
      if (src < 0 || !dealtTo(g, b, kind)) continue;
      let first = true;
      let total = 0;
      for (let j = 0; j < n && first; j++) {
        const c = evBase(g, j);
        if (m[c + F.Src] !== src || !dealtTo(g, c, kind) || (perPlayer && m[c + F.Obj] !== m[b + F.Obj])) continue;
        if (j < i) first = false;
        else total += m[c + F.Amount];
      }
      if (first) onDamage(g, src, m[b + F.Obj], total, (m[b + F.Flags] & EF.Combat) !== 0, kind);
    }
  }
  // "Whenever this is dealt damage": once per creature, with the total from every source.
  for (let i = 0; i < n; i++) {
    const b = evBase(g, i);
    const dst = m[b + F.Obj];
    if (!dealtTo(g, b, To.Creature)) continue;
    let first = true;
    let total = 0;
    for (let j = 0; j < n && first; j++) {
      const c = evBase(g, j);
      if (m[c + F.Obj] !== dst || !dealtTo(g, c, To.Creature)) continue;
      if (j < i) first = false;
      else total += m[c + F.Amount];
    }
    if (first) onDealtDamage(g, dst, total, (m[b + F.Flags] & EF.Combat) !== 0);
  }
  // "Whenever you're dealt damage": once per player, with the total from every source.
  for (let p = 0; p < 2; p++) {
    let total = 0;
    let combat = false;
    for (let i = 0; i < n; i++) {
      const b = evBase(g, i);
      if (
        m[b + F.Kind] === EV.Damage &&
        (m[b + F.Flags] & EF.Done) !== 0 &&
        m[b + F.Obj] === playerRef(p) &&
        m[b + F.Amount] > 0
      ) {
        total += m[b + F.Amount];
        combat ||= (m[b + F.Flags] & EF.Combat) !== 0;
      }
    }
    if (total > 0) onPlayerDealtDamage(g, p, total, combat);
  }
}

/** The zone an event takes an object in play to (Move from play, Destroy, Sacrifice), or -1. */
function leavesPlayTo(g: Game, b: number): number {
  const m = g.m;
  const kind = m[b + F.Kind];
  if (kind !== EV.Move && kind !== EV.Destroy && kind !== EV.Sacrifice) return -1;
  const id = liveId(g, m[b + F.Obj]);
  if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return -1;
  return kind === EV.Move ? m[b + F.Aux] : Zone.Graveyard;
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
  const kind = m[b + F.Kind];
  const obj = m[b + F.Obj];
  switch (kind) {
    case EV.Move:
    case EV.Destroy:
    case EV.Sacrifice:
    case EV.Discard: {
      const id = liveId(g, obj);
      if (id < 0) return false;
      const from = zoneOf(g, id);
      if (kind !== EV.Move && from !== (kind === EV.Discard ? Zone.Hand : Zone.InPlay)) return false;
      if ((m[b + F.Flags] & EF.Stays) !== 0) return false; // an Aura with nothing to enchant stays where it is
      const to = kind === EV.Move ? m[b + F.Aux] : Zone.Graveyard;
      const wasSpell = from === Zone.Stack && (flagsOf(g, id) & (Flag.Spell | Flag.Copy)) === Flag.Spell;
      const flags = m[b + F.Flags];
      const spare = m[b + F.Spare];
      moveTo(
        g,
        id,
        to,
        kind === EV.Move && (m[b + F.Flags] & EF.WasDiscard) === 0 ? m[b + F.Player] : -1,
        (m[b + F.Flags] & EF.Bottom) !== 0,
      );
      b = evBase(g, i);
      // spells are played from the hand
      if (wasSpell && to === Zone.InPlay) setFlags(g, id, flagsOf(g, id) | Flag.Cast);
      if (to === Zone.InPlay && ((flags & EF.Tapped) !== 0 || g.cards[cardIdOf(g, id)].entersTapped))
        setTapped(g, id, true); // it comes into play tapped
      // An Aura spell's permanent comes into play attached to what it targeted (212.4 of 2008).
      if ((flags & EF.Attached) !== 0 && to === Zone.InPlay) setAttach(g, id, spare);
      if ((flags & EF.CopyChosen) !== 0 && to === Zone.InPlay) {
        becomeCopy(g, id, b);
        b = evBase(g, i);
      }
      if ((flags & EF.ColorChosen) !== 0 && to === Zone.InPlay) {
        rememberColor(g, id, flags);
        b = evBase(g, i);
      }
      if (to === Zone.InPlay) rememberName(g, id, flags, b);
      // The event now names the object in its new zone (410.10: abilities look for it there); Spare
      // keeps what it was (a discard triggers as one).
      g.m[b + F.Obj] = ref(g, id);
      g.m[b + F.Kind] = EV.Move;
      g.m[b + F.Aux] = to;
      g.m[b + F.Spare] = (flags & EF.WasDiscard) !== 0 ? EV.Discard : kind;
      if ((flags & EF.RevealToHand) !== 0 && to === Zone.Hand) setFlags(g, id, flagsOf(g, id) | Flag.Revealed);
      g.m[b + F.Flags] |= EF.Done;
      if (from === Zone.InPlay && g.m[G.EffN] !== 0) endWhileEnchanted(g);
      return to === Zone.InPlay;
    }
    case EV.Draw: {
      // 423.1: the top card of the library into the hand; from an empty library, 420.5g remembers it.
      const p = m[b + F.Player];
      const top = libraryTop(g, p);
      if (top < 0) {
        setPl(g, p, P.DrewEmpty, 1);
        return false;
      }
      moveTo(g, top, Zone.Hand);
      // 423.6c: the effect that drew it acts on the card only if the draw wasn't replaced.
      if ((g.m[b + F.Flags] & (EF.Tracked | EF.WasReplaced)) === EF.Tracked) put(g, G.ResPlayer, top + 1);
      g.m[b + F.Obj] = ref(g, top); // the card drawn
      g.m[b + F.Flags] |= EF.Done;
      return false;
    }
    case EV.Damage: {
      const amount = m[b + F.Amount];
      if (amount <= 0) return false; // 419.5a
      if (obj < 0) {
        const p = refPlayer(obj);
        setPl(g, p, P.Life, pl(g, p, P.Life) - amount);
      } else {
        const id = liveId(g, obj);
        if (id < 0 || zoneOf(g, id) !== Zone.InPlay || !isCreature(g, id)) return false;
        setDamage(g, id, damageOf(g, id) + amount);
        g.m[g.oSbaDirty] = 1; // 420.5c
        g.m[g.oAnyDamage] = 1;
      }
      g.m[b + F.Flags] |= EF.Done;
      return false;
    }
    case EV.LoseLife:
    case EV.GainLife: {
      const p = m[b + F.Player];
      const n = m[b + F.Amount];
      if (n <= 0) return false;
      setPl(g, p, P.Life, pl(g, p, P.Life) + (kind === EV.GainLife ? n : -n));
      g.m[b + F.Flags] |= EF.Done;
      return false;
    }
    case EV.Counters: {
      const id = liveId(g, obj);
      if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return false;
      const n = m[b + F.Amount];
      if (m[b + F.Aux] > 0) setPlus1(g, id, Math.max(0, plus1Of(g, id) + n));
      else setMinus1(g, id, Math.max(0, minus1Of(g, id) + n));
      g.m[g.oDirty] = 1;
      g.m[b + F.Flags] |= EF.Done;
      return false;
    }
    case EV.Tap:
    case EV.Untap: {
      const id = liveId(g, obj);
      if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return false;
      const tapped = (flagsOf(g, id) & Flag.Tapped) !== 0;
      if (tapped === (kind === EV.Tap)) return false; // an untapped permanent can't become untapped
      setTapped(g, id, kind === EV.Tap);
      if (kind === EV.Untap && g.m[G.EffN] !== 0) endWhileTapped(g, obj);
      g.m[b + F.Flags] |= EF.Done;
      return false;
    }
    case EV.Regenerate: {
      const id = liveId(g, obj);
      if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return false;
      setTapped(g, id, true);
      setDamage(g, id, 0);
      const inCombat = Flag.Attacking | Flag.Blocking | Flag.Blocked | Flag.DealtFirstStrike;
      if ((flagsOf(g, id) & inCombat) !== 0) setFlags(g, id, flagsOf(g, id) & ~inCombat);
      setBlocks(g, id, NO_TARGET);
      g.m[b + F.Flags] |= EF.Done;
      return false;
    }
    case EV.Poison: {
      const p = m[b + F.Player];
      const n = m[b + F.Amount];
      if (n <= 0) return false;
      setPl(g, p, P.Poison, pl(g, p, P.Poison) + n);
      g.m[g.oSbaDirty] = 1; // 420.5h
      g.m[b + F.Flags] |= EF.Done;
      return false;
    }
    case EV.Shuffle:
      shuffleLibrary(g, m[b + F.Player]);
      g.m[b + F.Flags] |= EF.Done;
      return false;
    case EV.TurnFaceUp:
    case EV.TurnFaceDown: {
      const id = liveId(g, obj);
      if (id < 0 || zoneOf(g, id) !== Zone.InPlay || isFaceDown(g, id) !== (kind === EV.TurnFaceUp)) return false;
      if (kind === EV.TurnFaceDown) turnFaceDown(g, id);
      else {
        turnFaceUp(g, id);
        // 419.1e "As [this] is turned face up, you may choose ... to copy" (Vesuvan Shapeshifter).
        if ((m[b + F.Flags] & EF.CopyChosen) !== 0) {
          becomeCopy(g, id, b);
          b = evBase(g, i);
        }
      }
      g.m[b + F.Flags] |= EF.Done;
      return false;
    }
    case EV.Attach: {
      // Attaching to what it can't be attached to, or to what it already is, does nothing.
      const id = liveId(g, obj);
      const to = liveId(g, m[b + F.Aux]);
      if (id < 0 || zoneOf(g, id) !== Zone.InPlay || !canAttach(g, id, to) || liveId(g, attachOf(g, id)) === to)
        return false;
      setAttach(g, id, m[b + F.Aux]);
      newTimestamp(g, id, nextTimestamp(g)); // 418.5e
      if (g.m[G.EffN] !== 0) endWhileEnchanted(g);
      b = evBase(g, i);
      g.m[g.oSbaDirty] = 1;
      g.m[g.oCtrlWatch] = 1;
      markDirty(g);
      g.m[b + F.Flags] |= EF.Done;
      return false;
    }
    case EV.Unattach: {
      const id = liveId(g, obj);
      if (id < 0 || attachOf(g, id) === NO_TARGET) return false;
      setAttach(g, id, NO_TARGET);
      if (g.m[G.EffN] !== 0) endWhileEnchanted(g);
      g.m[g.oSbaDirty] = 1;
      g.m[g.oCtrlWatch] = 1;
      markDirty(g);
      g.m[b + F.Flags] |= EF.Done;
      return false;
    }
    default:
      throw new Error(`unknown event kind ${kind}`);
  }
}

// ---- Proposing, by kind (the names handlers and turn-based actions use) ----

/** A zone change of object `id` (as it is now) to `to`, under `ctrl` when it comes into play. */
export const proposeMove = (g: Game, id: number, to: Zone, ctrl = -1, bottom = false) =>
  propose(g, EV.Move, ref(g, id), -1, 0, to, ctrl, bottom ? EF.Bottom : 0);
/**
 * Destroys `id`; `src`: the source's ref (-1: lethal damage); `by`: the controller of the spell or ability (Player).
 */
export const proposeDestroy = (g: Game, id: number, src: number, noRegen = false, by = -1) =>
  propose(g, EV.Destroy, ref(g, id), src, 0, 0, by, noRegen ? EF.NoRegen : 0);
export const proposeSacrifice = (g: Game, id: number) => propose(g, EV.Sacrifice, ref(g, id), -1, 0);
/** Card `id` is discarded; `by`: the controller of the spell or ability that causes it (-1: a game rule). */
export const proposeDiscard = (g: Game, id: number, by: number) => propose(g, EV.Discard, ref(g, id), -1, 0, 0, by);
export const proposeDraw = (g: Game, p: number) => propose(g, EV.Draw, -1, -1, 1, 0, p);
/** Damage from `src` (a ref, or -1) whose colors as last known are `lastColors`, to an object ref or player ref. */
export const proposeDamage = (g: Game, src: number, lastColors: number, dst: number, amount: number, combat = false) =>
  propose(g, EV.Damage, dst, src, amount, lastColors, -1, combat ? EF.Combat : 0);
export const proposeLifeChange = (g: Game, p: number, n: number) =>
  propose(g, n >= 0 ? EV.GainLife : EV.LoseLife, -1, -1, Math.abs(n), 0, p);
export const proposeCounters = (g: Game, id: number, plusOne: boolean, n: number) =>
  propose(g, EV.Counters, ref(g, id), -1, n, plusOne ? 1 : -1);
/** Attaches `id` to `to` (object ids as they are now). */
export const proposeAttach = (g: Game, id: number, to: number) => propose(g, EV.Attach, ref(g, id), -1, 0, ref(g, to));
export const proposeUnattach = (g: Game, id: number) => propose(g, EV.Unattach, ref(g, id), -1, 0);
/** A permanent spell's card comes into play under `ctrl` attached to `to` (a ref): an Aura spell resolving. */
export function proposeEnterAttached(g: Game, id: number, ctrl: number, to: number): void {
  propose(g, EV.Move, ref(g, id), -1, 0, Zone.InPlay, ctrl, EF.Attached);
  g.m[evBase(g, g.m[g.oEvN] - 1) + F.Spare] = to;
}
export const proposePoison = (g: Game, p: number, n: number) => propose(g, EV.Poison, -1, -1, n, 0, p);
export const proposeTap = (g: Game, id: number, tap: boolean) => propose(g, tap ? EV.Tap : EV.Untap, ref(g, id), -1, 0);
