// State-based effects (420): checked whenever a player would receive priority, all applicable ones
// performed at once, and the check repeated until none apply (420.3).
import { ensureChars } from './chars.js';
import { End, Flag, Super, Zone } from './constants.js';
import { leavePlay } from './events.js';
import { type Game, G, P, pl, put, setPl } from './state.js';
import { listBase, moveTo } from './zones.js';

let dying = new Int32Array(64);

/** Runs the state-based effects until none apply. Returns true if any did. */
export function checkSba(g: Game): boolean {
  let any = false;
  const m = g.m;
  for (;;) {
    // Only life, poison, empty-library draws, damage, characteristics and the in-play set matter:
    // when none changed since the last check, nothing can apply.
    ensureChars(g);
    if (m[g.oSbaDirty] === 0) return any;
    m[g.oSbaDirty] = 0;
    if (checkPlayers(g)) return true; // the game is over
    const base = listBase(g, Zone.InPlay, 0);
    const n = m[base];
    if (dying.length < n) dying = new Int32Array(n * 2);
    let k = 0;
    for (let i = 0; i < n; i++) {
      const id = m[base + 1 + i];
      if ((m[g.oCTypes + id] & 2) !== 0) {
        const t = m[g.oCTou + id];
        // 420.5b: toughness 0 or less; 420.5c: lethal damage (destroy; regeneration could replace it).
        if (t <= 0 || m[g.oDamage + id] >= t) { dying[k++] = id; continue; }
      }
      if ((g.cards[m[g.oCard + id]].supers & Super.Legendary) !== 0 && legendTwin(g, id, base, n)) dying[k++] = id;
    }
    let tokens = false;
    for (let id = g.nCards; id < m[G.NextToken]; id++) {
      // 420.5f: a token in a zone other than in play ceases to exist.
      const z = m[g.oZone + id];
      if ((m[g.oFlags + id] & Flag.Token) !== 0 && z !== Zone.InPlay && z !== Zone.None && z !== Zone.Stack) {
        moveTo(g, id, Zone.None); tokens = true;
      }
    }
    if (k === 0 && !tokens) return any;
    any = true;
    if (k > 0) leavePlay(g, dying, k, Zone.Graveyard);
  }
}

/** 420.5e legend rule: another legendary permanent with the same name is in play. */
function legendTwin(g: Game, id: number, base: number, n: number): boolean {
  const card = g.m[g.oCard + id];
  for (let i = 0; i < n; i++) {
    const o = g.m[base + 1 + i];
    if (o !== id && g.cards[g.m[g.oCard + o]].name === g.cards[card].name) return true;
  }
  return false;
}

/** 420.5a, g, h: players who lose; ends the game when anyone has. Returns true when it is over. */
function checkPlayers(g: Game): boolean {
  let lost = 0; let reason = End.None;
  for (let p = 0; p < 2; p++) {
    if (pl(g, p, P.Life) <= 0) { lost |= 1 << p; reason = End.Life; }
    else if (pl(g, p, P.DrewEmpty) !== 0) { lost |= 1 << p; reason = End.Library; }
    else if (pl(g, p, P.Poison) >= 10) { lost |= 1 << p; reason = End.Poison; }
  }
  for (let p = 0; p < 2; p++) if (pl(g, p, P.DrewEmpty) !== 0) setPl(g, p, P.DrewEmpty, 0);
  if (lost === 0) return false;
  for (let p = 0; p < 2; p++) if (lost & (1 << p)) setPl(g, p, P.Lost, 1);
  endGame(g, lost === 3 ? 2 : lost === 1 ? 1 : 0, reason);
  return true;
}

/** Ends the game: winner 0 or 1, or 2 for a draw. */
export function endGame(g: Game, winner: number, reason: End): void {
  put(g, G.Winner, winner);
  put(g, G.EndReason, reason);
  put(g, G.GameOver, 1);
}
