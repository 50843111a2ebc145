// Copy effects (503 of 2008, layer 1 of 418.5a): "As Clone comes into play, you may choose a creature in
// play. If you do, Clone comes into play as a copy of that creature." The choice is made as the
// permanent would come into play, in the event batch's replace stage (a Copy decision, resumable); the
// permanent then comes into play with a layer 1 row that gives it the copiable values of the chosen
// object (its printed card, or what that object itself copies), so comes-into-play abilities of the
// copied card trigger (418.2) and its static abilities apply (their rows come from the copied card).
import { Attach, TargetKind } from '../core/cardform.js';
import { canEnchant } from '../facts/attach.js';
import { controller, matches, power, toughness } from '../facts/chars.js';
import { realCardOf, isFaceDown } from '../core/face.js';
import { addEffect, ContinuousEffect, copyStatics, Layer, Until } from '../core/continuous.js';
import { Decision, EventKind, Zone } from '../core/constants.js';
import { EffectField, type Game, Global, liveId, put, ref, cardIdOf, ownerOf, tsOf, zoneOf } from '../core/state.js';
import { EventFlag, EventField } from '../core/event-records.js';
import { listBase } from '../core/zones.js';

// A Move event's Amount field holds the chosen object's id + 1 (0: none) once EventFlag.CopyChosen is set.

/**
 * Event at offset b moves a card with "comes into play as a copy" into play: asks its controller which
 * object to copy (options: 0 none, else id + 1), or records `choice`. False while the decision waits.
 */
export function copyChoice(g: Game, b: number, choice: number): boolean {
  const m = g.m;
  // 419.1e: "as [this] is turned face up" (Vesuvan Shapeshifter)
  const up = m[b + EventField.Kind] === EventKind.TurnFaceUp;
  if (
    (!up && (m[b + EventField.Kind] !== EventKind.Move || m[b + EventField.Aux] !== Zone.InPlay)) ||
    (m[b + EventField.Flags] & EventFlag.CopyChosen) !== 0
  )
    return true;
  const id = liveId(g, m[b + EventField.Obj]);
  if (id < 0 || up !== isFaceDown(g, id)) return true; // a face-down permanent coming into play has no abilities
  const f = g.cards[realCardOf(g, id)].copyOnEntry;
  if (f === null) return true;
  if (choice >= 0) {
    m[b + EventField.Amount] = choice;
    m[b + EventField.Flags] |= EventFlag.CopyChosen;
    return true;
  }
  const who = up ? controller(g, id) : m[b + EventField.Player] >= 0 ? m[b + EventField.Player] : ownerOf(g, id);
  const base = listBase(g, Zone.InPlay, 0);
  let k = 0;
  g.m[g.options + k++] = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    if (o !== id && matches(g, f, o, who, id)) g.m[g.options + k++] = o + 1;
  }
  if (k === 1) {
    m[b + EventField.Flags] |= EventFlag.CopyChosen;
    return true;
  } // nothing to copy: it comes into play as itself
  g.m[g.optionCount] = k;
  put(g, Global.DKind, Decision.Copy);
  put(g, Global.DPlayer, who);
  return false;
}

/** After object `id` came into play by event at offset b: it becomes a copy of the chosen object, if any. */
export function becomeCopy(g: Game, id: number, b: number): void {
  const chosen = g.m[b + EventField.Amount] - 1;
  if (chosen < 0 || g.cards[cardIdOf(g, id)].copyOnEntry === null || zoneOf(g, chosen) !== Zone.InPlay) return;
  // The copiable values: the chosen object's card as copy effects leave it (layer 1 only, 503.2).
  const copied = copiedCard(g, chosen);
  // B: the card + 1 whose copy effect also gives abilities (Vesuvan Shapeshifter's upkeep trigger; triggers.ts).
  const gains = g.cards[cardIdOf(g, id)].triggered.some((t) => t.gainedByCopy) ? cardIdOf(g, id) + 1 : 0;
  addEffect(g, Layer.Copy, ContinuousEffect.Copy, ref(g, id), ref(g, id), 0, copied, gains, Until.Game, tsOf(g, id));
  copyStatics(g, id, copied);
}

/** The card whose copiable values object `id` has: its own, or the one a copy effect gave it. */
function copiedCard(g: Game, id: number): number {
  const r0 = ref(g, id);
  let card = cardIdOf(g, id);
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] === ContinuousEffect.Copy && g.m[r + EffectField.Obj] === r0)
      card = g.m[r + EffectField.A];
  }
  return card;
}

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

/**
 * 212.4 of 2008: an Aura coming into play other than by resolving as an Aura spell (a copy of one, one
 * returned to play) doesn't target: its controller chooses, as it comes into play, something it can
 * enchant (an Enchant decision: object ids), and it comes into play attached to it. With nothing it can
 * enchant, it stays in its zone (the event doesn't happen), or from the stack goes to the graveyard.
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
    m[b + EventField.Spare] = ref(g, choice);
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
