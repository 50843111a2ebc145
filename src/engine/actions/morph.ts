// Morph and face-down objects (502.26 and 504 of 2008). A morph card may be played face down as a 2/2
// creature with no text, no name, no subtypes and no mana cost, for {3} instead of its mana cost; its
// controller may turn it face up any time he or she has priority, paying its morph cost: a special action
// that doesn't use the stack. A face-down object's card column holds the pool's one face-down card (so
// every rule reads a 2/2 nameless colorless creature, and its id tells nothing), and the region faceDownCards its
// real card + 1. Its identity is hidden from the other player (view.ts, determinize.ts) until it is
// turned face up or leaves the stack or play to another zone, where it is revealed (504.5).
import { Zone } from '../core/constants.js';
import { canPay, pay } from './mana.js';
import { type Game, zoneOf } from '../core/state.js';
import { realCardOf } from '../core/face.js';

/** Can player p turn face-down permanent id (p's) face up now: its morph cost payable? */
export function canTurnFaceUp(g: Game, p: number, id: number): boolean {
  const morph = g.cards[realCardOf(g, id)].morph;
  return morph !== null && zoneOf(g, id) === Zone.InPlay && canPay(g, p, morph, 0, -1);
}

/** The special action: pays the morph cost; the turning itself is an event (419.1e may replace it). */
export function payToTurnFaceUp(g: Game, p: number, id: number): boolean {
  return pay(g, p, g.cards[realCardOf(g, id)].morph!, 0, -1);
}
