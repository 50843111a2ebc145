// What a copy choice made as a permanent comes into play means for the other choices of its batch
// (503 of 2008, layer 1: the copy word is vocab/card-words-entry.ts), and the Auras' rule of 212.4 of
// 2008 (an Aura coming into play other than as a spell chooses what it enchants), an entry kind.
import { Attach, TargetKind } from '../core/cardform.js';
import { canEnchant, canEnchantPlayer } from '../facts/attach.js';
import { protectedFromCardName } from '../facts/rules-mod.js';
import { power, toughness } from '../facts/chars.js';
import { copiedCardId } from '../core/continuous.js';
import { Decision, EventKind, Zone, playerRef } from '../core/constants.js';
import { type Game, Global, liveId, put, ref, cardIdOf, ownerOf, zoneOf } from '../core/state.js';
import { EventFlag, EventField } from '../core/event-records.js';
import { listBase } from '../core/zones.js';
import type { EntryKind } from './entry-kinds.js';

/** The card whose copiable values object `id` has: its own, or the one a copy effect gave it. */
export const copiedCard = copiedCardId;

/** Agents: the copy option with the biggest creature (power + toughness), or none. */
export function biggestCopy(g: Game): number {
  let best = 0;
  let score = -1;
  for (let k = 1; k < g.m[g.optionCount]; k++) {
    const id = g.m[g.options + k] - 1;
    const s = power(g, id) + toughness(g, id);
    if (s > score) {
      score = s;
      best = k;
    }
  }
  return best;
}

/** The card whose abilities object `id`, moved into play by the event at b, will have: a chosen copy's, or its own. */
export function enteringCard(g: Game, b: number, id: number): number {
  const copyOf = (g.m[b + EventField.Flags] & EventFlag.CopyChosen) !== 0 ? g.m[b + EventField.Amount] - 1 : -1;
  return copyOf >= 0 && zoneOf(g, copyOf) === Zone.InPlay ? copiedCard(g, copyOf) : cardIdOf(g, id);
}

/** An Enchant option naming a player (ENCHANT_PLAYER + the player): object ids are below it. */
export const ENCHANT_PLAYER = 1 << 24;

/**
 * 212.4 of 2008: an Aura coming into play other than by resolving as an Aura spell (a copy of one, one
 * returned to play) doesn't target: its controller chooses, as it comes into play, something it can
 * enchant (an Enchant decision: object ids, or ENCHANT_PLAYER + a player), and it comes into play attached to it.
 * With nothing it can enchant, it stays in its zone (the event doesn't happen), or from the stack goes to the
 * graveyard.
 * False while the decision waits.
 */
export function enchantChoice(g: Game, b: number, choice: number): boolean {
  const m = g.m;
  if (
    m[b + EventField.Kind] !== EventKind.Move ||
    m[b + EventField.Aux] !== Zone.InPlay ||
    (m[b + EventField.Flags] & (EventFlag.Attached | EventFlag.EnchantChosen)) !== 0
  )
    return true;
  const id = liveId(g, m[b + EventField.Obj]);
  if (id < 0) return true;
  const c = g.cards[enteringCard(g, b, id)];
  if (c.attachKind !== Attach.Aura) return true;
  if (choice >= 0) {
    // an "enchant player" Aura is attached to the player's ref (facts/attach.ts)
    m[b + EventField.Spare] = choice >= ENCHANT_PLAYER ? playerRef(choice - ENCHANT_PLAYER) : ref(g, choice);
    m[b + EventField.Flags] |= EventFlag.Attached | EventFlag.EnchantChosen;
    return true;
  }
  const who = m[b + EventField.Player] >= 0 ? m[b + EventField.Player] : ownerOf(g, id);
  const base = listBase(g, Zone.InPlay, 0);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    if (o !== id && canEnchant(g, c, o, who, id)) g.m[g.options + k++] = o;
  }
  // "Enchant creature card in a graveyard" (Animate Dead returned by Worldgorger Dragon): a card in any graveyard.
  if (c.enchant!.kind === TargetKind.CardInGraveyard) {
    for (let p = 0; p < 2; p++) {
      const gb = listBase(g, Zone.Graveyard, p);
      for (let i = 0; i < g.m[gb]; i++) {
        const o = g.m[gb + 1 + i];
        if (o !== id && canEnchant(g, c, o, who, id)) g.m[g.options + k++] = o;
      }
    }
  }
  // "Enchant player" (212.4j of 2008: the player putting it into play chooses a player it can enchant)
  if (c.enchant!.kind === TargetKind.Player)
    for (let q = 0; q < 2; q++) {
      const p = q === 0 ? who : 1 - who; // the chooser first (option 0, the agents' fast default: its own)
      // (502.7c of 2008: not a player with protection from it, Runed Halo naming it)
      if (canEnchantPlayer(c, p, who) && !protectedFromCardName(g, p, c.name))
        g.m[g.options + k++] = ENCHANT_PLAYER + p;
    }
  if (k === 0) {
    // Nothing it can enchant: it stays where it is, unless that is the stack (a resolving copy of an
    // Aura): then it goes to its owner's graveyard.
    m[b + EventField.Flags] |= EventFlag.EnchantChosen;
    if (zoneOf(g, id) === Zone.Stack) m[b + EventField.Aux] = Zone.Graveyard;
    else m[b + EventField.Flags] |= EventFlag.Stays;
    return true;
  }
  g.m[g.optionCount] = k;
  put(g, Global.DKind, Decision.Enchant);
  put(g, Global.DPlayer, who);
  return false;
}

/** 212.4 of 2008, as an entry kind: asked as the Aura would come into play (batch/entry-kinds.ts). */
export const enchantEntry: EntryKind = { decision: Decision.Enchant, asTurnedFaceUp: false, ask: enchantChoice };
