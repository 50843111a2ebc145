// Morph and face-down objects (502.26 and 504 of 2008). A morph card may be played face down as a 2/2
// creature with no text, no name, no subtypes and no mana cost, for {3} instead of its mana cost; its
// controller may turn it face up any time he or she has priority, paying its morph cost: a special action
// that doesn't use the stack. A face-down object's card column holds the pool's one face-down card (so
// every rule reads a 2/2 nameless colorless creature, and its id tells nothing), and the region oFace its
// real card + 1. Its identity is hidden from the other player (view.ts, determinize.ts) until it is
// turned face up or leaves the stack or play to another zone, where it is revealed (504.5).
import type { ManaCost } from '../core/cardform.js';
import { ContinuousEffect, copyStatics, removeEffect, uncopyKinds } from '../core/continuous.js';
import { Flag, Zone } from '../core/constants.js';
import { canPay, pay } from './mana.js';
import {
  EffectField,
  type Game,
  Global,
  markDirty,
  put,
  ref,
  setCard,
  setFlags,
  cardIdOf,
  flagsOf,
  zoneOf,
} from '../core/state.js';

/** 502.26a: "You may play this card as a 2/2 face-down creature ... by paying {3} rather than its mana cost." */
export const FACE_DOWN_COST: ManaCost = { generic: 3, colored: [0, 0, 0, 0, 0, 0], x: 0, cmc: 3, xColor: -1 };

export const isFaceDown = (g: Game, id: number): boolean => (flagsOf(g, id) & Flag.FaceDown) !== 0;

/** The card object `id` really is: its own, or the hidden one of a face-down object. */
export function realCardOf(g: Game, id: number): number {
  const f = g.m[g.oFace + id];
  return f > 0 ? f - 1 : cardIdOf(g, id);
}

/** 502.26b: the card (on the stack now) is turned face down: it becomes the face-down card. */
export function turnDown(g: Game, id: number): void {
  const real = cardIdOf(g, id);
  put(g, g.oFace + id, real + 1);
  setCard(g, id, g.cards[real].faceDown);
  setFlags(g, id, flagsOf(g, id) | Flag.FaceDown);
  markDirty(g);
}

/** It is its own card again (turned face up, or revealed as it leaves play or the stack). */
function faceUp(g: Game, id: number): void {
  setCard(g, id, realCardOf(g, id));
  put(g, g.oFace + id, 0);
  setFlags(g, id, flagsOf(g, id) & ~Flag.FaceDown);
  markDirty(g);
}

/**
 * 502.26c: a face-down permanent turned face up regains its normal characteristics: its abilities (kinds,
 * statics) become its card's. Not a new object: same timestamp, same summoning sickness.
 */
export function turnFaceUp(g: Game, id: number): void {
  copyStatics(g, id, realCardOf(g, id)); // the face-down card's kinds out, the real card's in, its statics
  faceUp(g, id);
}

/**
 * Turned face down (Vesuvan Shapeshifter): a face-down 2/2 again, its card hidden; a copy effect "until it is turned
 * face down" ends.
 */
export function turnFaceDown(g: Game, id: number): void {
  const r0 = ref(g, id);
  for (let e = g.m[Global.EffN] - 1; e >= 0; e--) {
    const r = g.oEff + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.Copy || g.m[r + EffectField.Obj] !== r0) continue;
    uncopyKinds(g, id, g.m[r + EffectField.A]); // the copy's kinds back to the card's
    removeEffect(g, e);
  }
  copyStatics(g, id, g.cards[cardIdOf(g, id)].faceDown);
  turnDown(g, id);
}

/** Can player p turn face-down permanent id (p's) face up now: its morph cost payable? */
export function canTurnFaceUp(g: Game, p: number, id: number): boolean {
  const morph = g.cards[realCardOf(g, id)].morph;
  return morph !== null && zoneOf(g, id) === Zone.InPlay && canPay(g, p, morph, 0, -1);
}

/** The special action: pays the morph cost; the turning itself is an event (419.1e may replace it). */
export function payToTurnFaceUp(g: Game, p: number, id: number): boolean {
  return pay(g, p, g.cards[realCardOf(g, id)].morph!, 0, -1);
}
