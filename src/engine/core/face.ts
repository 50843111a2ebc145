// Face-down objects (502.26 and 504 of 2008): a face-down object's card column holds the pool's one
// face-down card and the region faceDownCards its real card + 1 (actions/morph.ts, batch/face.ts).
import type { ManaCost } from './cardform.js';
import { type Game, cardIdOf, flagsOf, setFlags, setCard, put, markDirty } from './state.js';
import { Flag } from './constants.js';

/** 502.26a: "You may play this card as a 2/2 face-down creature ... by paying {3} rather than its mana cost." */
export const FACE_DOWN_COST: ManaCost = {
  generic: 3,
  colored: [0, 0, 0, 0, 0, 0],
  x: 0,
  cmc: 3,
  xColor: -1,
  hybrid: null,
  ways: null,
};

export const isFaceDown = (g: Game, id: number): boolean => (flagsOf(g, id) & Flag.FaceDown) !== 0;

/** The card object `id` really is: its own, or the hidden one of a face-down object. */
export function realCardOf(g: Game, id: number): number {
  const f = g.m[g.faceDownCards + id];
  return f > 0 ? f - 1 : cardIdOf(g, id);
}

/** 502.26b: the card (on the stack now) is turned face down: it becomes the face-down card. */
export function turnDown(g: Game, id: number): void {
  const real = cardIdOf(g, id);
  put(g, g.faceDownCards + id, real + 1);
  setCard(g, id, g.cards[real].faceDown);
  setFlags(g, id, flagsOf(g, id) | Flag.FaceDown);
  markDirty(g);
}
