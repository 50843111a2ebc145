// The start of the game (2008 rules): opening hands, mulligans (shuffle the hand back, draw one card
// fewer) and cards that may begin the game in play (Leyline of the Void).
import { Decision, EventKind, Flag, Step, Zone } from '../core/constants.js';
import { propose, proposeDraw, proposeMove } from '../core/event-records.js';
import { cardIdOf, flagsOf, type Game, Global, PlayerSlot, pl, put, setFlags, setPl } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { flushEvents } from '../batch/events.js';
import { ask, enterStep } from './turn.js';

/** Draws an opening hand (draws as events, one at a time: 423.2). */
export function drawHand(g: Game, p: number, n: number): void {
  for (let i = 0; i < n; i++) {
    proposeDraw(g, p);
    flushEvents(g);
  }
}

/** 2008 mulligan: starting with the first player, each may shuffle the hand back and draw one fewer. */
export function mulligans(g: Game): void {
  const p = g.m[Global.MullPlayer];
  if (p === 2 || g.m[Global.MullDone] >= 2) {
    if (openingHandPermanents(g, -1)) enterStep(g, Step.Untap);
    return;
  }
  g.m[g.options] = 0;
  g.m[g.options + 1] = 1;
  ask(g, Decision.Mulligan, p, g.m[listBase(g, Zone.Hand, p)] > 0 ? 2 : 1);
}

/** The answer to a Mulligan decision: 0 keeps, 1 shuffles the hand back and draws one card fewer. */
export function applyMulligan(g: Game, v: number): void {
  const p = g.m[Global.MullPlayer];
  if (v === 0) {
    put(g, Global.MullDone, g.m[Global.MullDone] + 1);
    put(g, Global.MullPlayer, g.m[Global.MullDone] >= 2 ? 2 : 1 - p);
    return;
  }
  const hb = listBase(g, Zone.Hand, p);
  const size = g.m[hb];
  for (let i = 0; i < size; i++) proposeMove(g, g.m[hb + 1 + i], Zone.Library);
  propose(g, EventKind.Shuffle, -1, -1, 0, 0, p); // one batch: the hand goes back, then the library is shuffled
  flushEvents(g);
  drawHand(g, p, size - 1);
  setPl(g, p, PlayerSlot.Mulligans, pl(g, p, PlayerSlot.Mulligans) + 1);
}

/**
 * "If [this] is in your opening hand, you may begin the game with it in play" (Leyline of the Void):
 * after the mulligans, the first player then the other is asked card by card (a May decision; no marks
 * the card Found until all are asked). `answer`: the answer for the card asked (-1: none yet). Returns
 * true when none is left to ask.
 */
export function openingHandPermanents(g: Game, answer: number): boolean {
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? g.m[Global.FirstPlayer] : 1 - g.m[Global.FirstPlayer];
    const hb = listBase(g, Zone.Hand, p);
    for (let i = 0; i < g.m[hb]; i++) {
      const id = g.m[hb + 1 + i];
      if (!g.cards[cardIdOf(g, id)].beginsInPlay || (flagsOf(g, id) & Flag.Found) !== 0) continue;
      if (answer === 1) {
        proposeMove(g, id, Zone.InPlay, p);
        return false;
      }
      if (answer === 0) {
        setFlags(g, id, flagsOf(g, id) | Flag.Found);
        return false;
      }
      g.m[g.options] = 0;
      g.m[g.options + 1] = 1;
      ask(g, Decision.May, p, 2);
      return false;
    }
  }
  for (let p = 0; p < 2; p++) {
    const hb = listBase(g, Zone.Hand, p);
    for (let i = 0; i < g.m[hb]; i++) {
      const id = g.m[hb + 1 + i];
      if ((flagsOf(g, id) & Flag.Found) !== 0) setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
    }
  }
  return true;
}
