// Game events: each is proposed, may be prevented or replaced (419), happens, and is checked for
// triggers (410). The prevention stage holds protection (502.7e) and "0 damage is no damage" (419.5a);
// replacement effects (regeneration, draw replacement) get their place in the same stage as cards need them.
import { colors, isCreature, keywords } from './chars.js';
import { PROTECTION_SHIFT, Zone, refPlayer } from './constants.js';
import { type Game, P, pl, put, setPl } from './state.js';
import { onEnterPlay, onLeavePlay } from './triggers.js';
import { libraryTop, moveTo } from './zones.js';

/** 423.1-423.2: draws one card at a time; drawing from an empty library is remembered for 420.5g. */
export function drawCards(g: Game, p: number, n: number): void {
  for (let i = 0; i < n; i++) {
    const top = libraryTop(g, p);
    if (top < 0) { setPl(g, p, P.DrewEmpty, 1); continue; }
    moveTo(g, top, Zone.Hand);
  }
}

export function gainLife(g: Game, p: number, n: number): void {
  if (n > 0) setPl(g, p, P.Life, pl(g, p, P.Life) + n);
}

export function loseLife(g: Game, p: number, n: number): void {
  if (n > 0) setPl(g, p, P.Life, pl(g, p, P.Life) - n);
}

/** Would damage from a source of `srcColors` to this permanent be prevented by protection (502.7e)? */
function protectedFrom(g: Game, id: number, srcColors: number): boolean {
  return ((keywords(g, id) >>> PROTECTION_SHIFT) & srcColors) !== 0;
}

/**
 * Deals damage from a source (whose colors are given, as it exists or last existed) to an object id
 * or a player (negative ref). Returns the damage actually dealt.
 */
export function dealDamage(g: Game, srcColors: number, dst: number, amount: number): number {
  if (amount <= 0) return 0; // 419.5a
  if (dst < 0) { loseLife(g, refPlayer(dst), amount); return amount; }
  if (g.m[g.oZone + dst] !== Zone.InPlay || !isCreature(g, dst)) return 0;
  if (protectedFrom(g, dst, srcColors)) return 0;
  put(g, g.oDamage + dst, g.m[g.oDamage + dst] + amount);
  g.m[g.oSbaDirty] = 1; // 420.5c
  g.m[g.oAnyDamage] = 1;
  return amount;
}

export function sourceColors(g: Game, src: number): number {
  return src < 0 ? 0 : colors(g, src);
}

/** Puts permanents into `to` simultaneously: leaves-play triggers look back before any moves (410.10d). */
export function leavePlay(g: Game, ids: ArrayLike<number>, n: number, to: Zone): void {
  for (let i = 0; i < n; i++) onLeavePlay(g, ids[i], to);
  for (let i = 0; i < n; i++) moveTo(g, ids[i], to);
}

const one = new Int32Array(1);
export function leavePlayOne(g: Game, id: number, to: Zone): void {
  one[0] = id;
  leavePlay(g, one, 1, to);
}

/** Destroy (one object): into its owner's graveyard. Regeneration would replace this event. */
export function destroy(g: Game, id: number): void {
  if (g.m[g.oZone + id] !== Zone.InPlay) return;
  leavePlayOne(g, id, Zone.Graveyard);
}

/** Puts a card into play under a controller and checks comes-into-play triggers. */
export function enterPlay(g: Game, id: number, ctrl: number): void {
  moveTo(g, id, Zone.InPlay, ctrl);
  onEnterPlay(g, id);
}

export function discard(g: Game, id: number): void {
  moveTo(g, id, Zone.Graveyard);
}
