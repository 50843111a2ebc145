// State-based effects (420): checked whenever a player would receive priority, all applicable ones
// performed at once as one batch of events, and the check repeated until none apply (420.3).
import { controller, ensureChars, rowSource } from '../facts/chars.js';
import { ContinuousEffect, Layer } from '../core/continuous.js';
import { CardType, End, EventKind, Flag, Keyword, NO_TARGET, Super, Zone } from '../core/constants.js';
import { sharePlaneswalkerType } from '../facts/planeswalkers.js';
import { flushEvents } from '../batch/events.js';
import { proposeUnattach, proposeCounters, proposeDestroy, proposeMove, propose } from '../core/event-records.js';
import { attachedPlayer, canAttach, canAttachToPlayer } from '../facts/attach.js';
import { Attach } from '../core/cardform.js';
import {
  CardBit,
  EffectField,
  type Game,
  Global,
  liveId,
  PlayerSlot,
  pl,
  put,
  ref,
  setPl,
  attachOf,
  cBaseOf,
  cKwOf,
  cSupersOf,
  cTouOf,
  cTypesOf,
  damageOf,
  flagsOf,
  loyaltyOf,
  minus1Of,
  plus1Of,
  tsOf,
  zoneOf,
} from '../core/state.js';
import { listBase } from '../core/zones.js';
import { ruleApplies } from '../facts/rules-mod.js';
import { sameName } from '../facts/typetext.js';

/** checkSba's answers. */
export const enum Sba {
  None = 0,
  Applied = 1,
  Paused = -1,
  Over = 2,
}

/**
 * Runs the state-based effects until none apply. Returns whether any applied, the game ended, or a
 * decision (a replacement choice, 419.9a) is pending: the caller then returns to the game loop, which
 * finishes the events and checks again.
 */
export function checkSba(g: Game): Sba {
  // Small, so V8 inlines it where priority is given: most checks find nothing changed.
  return g.m[g.cacheDirty] === 0 && g.m[g.sbaDirty] === 0 ? Sba.None : runSba(g);
}

function runSba(g: Game): Sba {
  let any = Sba.None;
  for (;;) {
    // Only life, poison, empty-library draws, damage, characteristics and the in-play set matter:
    // when none changed since the last check, nothing can apply.
    ensureChars(g);
    if (g.m[g.sbaDirty] === 0) return any;
    g.m[g.sbaDirty] = 0;
    if (checkPlayers(g)) return Sba.Over;
    const base = listBase(g, Zone.InPlay, 0);
    const n = g.m[base];
    let k = 0;
    for (let i = 0; i < n; i++) {
      const id = g.m[base + 1 + i];
      if ((cTypesOf(g, id) & 2) !== 0) {
        const t = cTouOf(g, id);
        // 420.5b: toughness 0 or less: put into the graveyard (regeneration can't replace it).
        if (t <= 0) {
          proposeMove(g, id, Zone.Graveyard);
          k++;
          continue;
        }
        // 420.5c: lethal damage: destroyed (one Destroy event: regeneration could replace it); an indestructible
        // creature ignores it (2008 glossary).
        if (damageOf(g, id) >= t && (cKwOf(g, id) & Keyword.Indestructible) === 0) {
          proposeDestroy(g, id, -1);
          k++;
          continue;
        }
      }
      if ((g.cardBits[cBaseOf(g, id)] & CardBit.Attaches) !== 0 || attachOf(g, id) !== NO_TARGET) {
        const ak = g.cards[cBaseOf(g, id)].attachKind;
        const to = liveId(g, attachOf(g, id));
        const onPlayer = attachedPlayer(g, id); // an "enchant player" Aura's (212.4f of 2008)
        const legal = onPlayer >= 0 ? canAttachToPlayer(g, id, onPlayer) : to >= 0 && canAttach(g, id, to);
        // 420.5d: an Aura on an illegal object or player, or on nothing, goes to its owner's graveyard.
        if (ak === Attach.Aura && !legal) {
          proposeMove(g, id, Zone.Graveyard);
          k++;
          continue;
        }
        // 420.5k, m: an Equipment on an illegal permanent, or anything else attached, becomes unattached.
        if (ak !== Attach.Aura && attachOf(g, id) !== NO_TARGET && !legal) {
          proposeUnattach(g, id);
          k++;
        }
      }
      // The legend, world and planeswalker rules, for the few permanents they can apply to.
      const rare =
        (cSupersOf(g, id) & (Super.Legendary | Super.World)) !== 0 || (cTypesOf(g, id) & CardType.Planeswalker) !== 0;
      if (rare && uniquenessGoes(g, id, base, n)) {
        proposeMove(g, id, Zone.Graveyard);
        k++;
        continue;
      }
      // 420.5n: N +1/+1 and N -1/-1 counters are removed, N the smaller count.
      const both = minus1Of(g, id) === 0 ? 0 : Math.min(plus1Of(g, id), minus1Of(g, id));
      if (both > 0) {
        proposeCounters(g, id, true, -both);
        proposeCounters(g, id, false, -both);
        k++;
      }
    }
    for (let id = g.nCards; id < g.m[Global.NextToken]; id++) {
      // 420.5f: a token in a zone other than in play ceases to exist; 420.5j: a copy of a spell off the stack.
      const z = zoneOf(g, id);
      const f = flagsOf(g, id);
      if (z === Zone.None || z === Zone.Stack) continue;
      if ((f & (Flag.Token | Flag.Copy)) !== 0 && z !== Zone.InPlay) {
        propose(g, EventKind.Move, ref(g, id), -1, 0, Zone.None);
        k++;
      }
    }
    if (k === 0) return any;
    any = Sba.Applied;
    if (!flushEvents(g)) return Sba.Paused;
  }
}

/**
 * 420.5e legend rule: all legendary permanents of one name are put into their owners' graveyards; 420.5i world rule:
 * all but the newest world permanent (a tie at the newest: all of them); the planeswalker rules (212.9).
 */
function uniquenessGoes(g: Game, id: number, base: number, n: number): boolean {
  const supers = cSupersOf(g, id);
  if ((supers & Super.Legendary) !== 0 && legendTwin(g, id, base, n)) return true;
  if ((supers & Super.World) !== 0 && ((flagsOf(g, id) & Flag.WorldTie) !== 0 || !newestWorld(g, id, base, n)))
    return true;
  return (cTypesOf(g, id) & CardType.Planeswalker) !== 0 && planeswalkerGoes(g, id, base, n);
}

/** 420.5i: is world permanent `id` the one that has been a world permanent in play the shortest time
 * (its timestamp the newest, none other as new)? */
function newestWorld(g: Game, id: number, base: number, n: number): boolean {
  for (let i = 0; i < n; i++) {
    const o = g.m[base + 1 + i];
    if (o !== id && (cSupersOf(g, o) & Super.World) !== 0 && tsOf(g, o) >= tsOf(g, id)) return false;
  }
  return true;
}

/**
 * The planeswalker state-based effects (420.5 of 2008; the excerpt of rules/ stops at 420.5n and the letters of these
 * two could not be confirmed, so they are cited by 212.9): a planeswalker with loyalty 0 is put into its owner's
 * graveyard; 212.9c: if two or more planeswalkers that share a planeswalker type are in play (whoever controls them),
 * all are put into their owners' graveyards.
 */
function planeswalkerGoes(g: Game, id: number, base: number, n: number): boolean {
  if (loyaltyOf(g, id) <= 0) return true;
  for (let i = 0; i < n; i++) {
    const o = g.m[base + 1 + i];
    if (o !== id && (cTypesOf(g, o) & CardType.Planeswalker) !== 0 && sharePlaneswalkerType(g, id, o)) return true;
  }
  return false;
}

/** 420.5e legend rule: another legendary permanent with the same name is in play. */
function legendTwin(g: Game, id: number, base: number, n: number): boolean {
  for (let i = 0; i < n; i++) {
    const o = g.m[base + 1 + i];
    if (o !== id && (cSupersOf(g, o) & Super.Legendary) !== 0 && sameName(g, o, id)) return true;
  }
  return false;
}

/** 420.5a, g, h: players who lose; ends the game when anyone has. Returns true when it is over. */
function checkPlayers(g: Game): boolean {
  let lost = 0;
  let reason = End.None;
  for (let p = 0; p < 2; p++) {
    let why = End.None;
    if (pl(g, p, PlayerSlot.Life) <= 0 && !ruleApplies(g, ContinuousEffect.NoLossForLife, p))
      why = End.Life; // (Lich: "you don't lose ... for having 0 or less life")
    else if (pl(g, p, PlayerSlot.DrewEmpty) !== 0 && pl(g, p, PlayerSlot.EmptyLibrarySafe) === 0) why = End.Library;
    else if (pl(g, p, PlayerSlot.Poison) >= 10) why = End.Poison;
    if (why !== End.None && !cantLose(g, p)) {
      lost |= 1 << p;
      reason = why;
    }
  }
  for (let p = 0; p < 2; p++) if (pl(g, p, PlayerSlot.DrewEmpty) !== 0) setPl(g, p, PlayerSlot.DrewEmpty, 0);
  if (lost === 0) return false;
  for (let p = 0; p < 2; p++) if (lost & (1 << p)) setPl(g, p, PlayerSlot.Lost, 1);
  endGame(g, lost === 3 ? 2 : lost === 1 ? 1 : 0, reason);
  return true;
}

/** Does a permanent of p's say "you can't lose the game" (Platinum Angel)? */
export function cantLose(g: Game, p: number): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.CantLose || g.m[r + EffectField.Layer] !== Layer.Replacement)
      continue;
    const src = rowSource(g, r);
    if (src >= 0 && controller(g, src) === p) return true;
  }
  return false;
}

/** Ends the game: winner 0 or 1, or 2 for a draw. */
export function endGame(g: Game, winner: number, reason: End): void {
  put(g, Global.Winner, winner);
  put(g, Global.EndReason, reason);
  put(g, Global.GameOver, 1);
}
