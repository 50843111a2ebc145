// Turning face up and face down (502.26c; Vesuvan Shapeshifter): the object's abilities become its real
// card's, or the face-down card's again; a copy effect "until it is turned face down" ends. The turning is
// an event (events.ts), so "as [this] is turned face up" can replace it (419.1e).
import { Flag } from '../core/constants.js';
import { ContinuousEffect, copiedCardId, copyStatics, removeEffect, WITH_COPY } from '../core/continuous.js';
import { realCardOf, turnDown } from '../core/face.js';
import {
  setCard,
  put,
  setFlags,
  flagsOf,
  markDirty,
  ref,
  Global,
  EffectField,
  cardIdOf,
  type Game,
} from '../core/state.js';

/** It is its own card again (turned face up, or revealed as it leaves play or the stack). */
export function faceUp(g: Game, id: number): void {
  setCard(g, id, realCardOf(g, id));
  put(g, g.faceDownCards + id, 0);
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
  const copied = copiedCardId(g, id); // whose abilities it has (the latest copy effect's card, or its own)
  for (let e = g.m[Global.EffN] - 1; e >= 0; e--) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.Obj] !== r0) continue;
    // the copy effects end, and the abilities that went with them (503.3: WITH_COPY rows)
    const what = g.m[r + EffectField.What];
    if (
      what === ContinuousEffect.Copy ||
      (what === ContinuousEffect.GrantTrigger && g.m[r + EffectField.B] === WITH_COPY)
    )
      removeEffect(g, e);
  }
  copyStatics(g, id, g.cards[cardIdOf(g, id)].faceDown, copied);
  turnDown(g, id);
}
