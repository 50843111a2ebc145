// What a player knows of the other's hand (hidden information, design.md): cards looked at or revealed
// (Peek, Distress: Flag.Revealed on each card, cleared as it leaves the hand, since a zone change makes
// a new object) and whole hands played revealed (Telepathy: "your opponents play with their hands
// revealed", a static row while its source is in play). The view lets a player see such cards, and a
// determinization keeps them (determinize.ts).
import { controller, rowSource } from './chars.js';
import { Flag, Zone } from '../core/constants.js';
import { ContinuousEffect, Layer } from '../core/continuous.js';
import { EffectField, type Game, Global, flagsOf, ownerOf, setFlags, zoneOf } from '../core/state.js';
import { listBase } from '../core/zones.js';

/** Do `viewer`'s opponents play with their hands revealed (a static of a permanent `viewer` controls)? */
export function opponentsHandsRevealed(g: Game, viewer: number): boolean {
  if (g.m[Global.ReplaceN] === 0) return false;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      g.m[r + EffectField.What] !== ContinuousEffect.HandsRevealed ||
      g.m[r + EffectField.Layer] !== Layer.Replacement
    )
      continue;
    const src = rowSource(g, r);
    if (src >= 0 && controller(g, src) === viewer) return true;
  }
  return false;
}

/** Does `viewer` know card `id`, in the hand of another player? */
export function knownInHand(g: Game, viewer: number, id: number): boolean {
  if (zoneOf(g, id) !== Zone.Hand || ownerOf(g, id) === viewer) return false;
  return (flagsOf(g, id) & Flag.Revealed) !== 0 || opponentsHandsRevealed(g, viewer);
}

/** `you` looks at (or p reveals to you) p's hand: its cards become known to the other player. */
export function revealHand(g: Game, p: number, you: number): void {
  if (p === you) return; // a player's own hand holds nothing new for that player
  const hb = listBase(g, Zone.Hand, p);
  for (let i = 0; i < g.m[hb]; i++) {
    const id = g.m[hb + 1 + i];
    if ((flagsOf(g, id) & Flag.Revealed) === 0) setFlags(g, id, flagsOf(g, id) | Flag.Revealed);
  }
}

/** A card in a hand is revealed (Sindbad's drawn card, Abundance's card found): the other player knows it. */
export function revealCard(g: Game, id: number): void {
  if (zoneOf(g, id) === Zone.Hand && (flagsOf(g, id) & Flag.Revealed) === 0)
    setFlags(g, id, flagsOf(g, id) | Flag.Revealed);
}
