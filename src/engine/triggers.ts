// Triggered abilities (410): events are checked against every triggered ability in play and queued;
// queued triggers go on the stack the next time a player would receive priority (stack.ts).
import { AK, TE } from './cardform.js';
import { controller, matches } from './chars.js';
import { Zone } from './constants.js';
import { type Game, G, MAX_TRIGGERS, put, TR } from './state.js';
import { inPlayWith, listBase } from './zones.js';

function queue(g: Game, src: number, ability: number, ctrl: number, ref: number): void {
  const n = g.m[G.TrigN];
  if (n >= MAX_TRIGGERS) throw new Error('too many pending triggers');
  const r = g.oTrig + n * TR.SIZE;
  g.m[g.oTrigCount + src]++;
  put(g, r + TR.Source, src);
  put(g, r + TR.SourceInc, g.m[g.oInc + src]);
  put(g, r + TR.Ability, ability);
  put(g, r + TR.Controller, ctrl);
  put(g, r + TR.Ref, ref);
  put(g, r + TR.RefInc, ref >= 0 ? g.m[g.oInc + ref] : 0);
  put(g, r + TR.Card, g.m[g.oCard + src]);
  put(g, G.TrigN, n + 1);
}

/** Queues every triggered ability in play whose event is `event` and that matches object `id`. */
function checkObjectEvent(g: Game, id: number, event: TE): void {
  if (inPlayWith(g, event === TE.ComesIntoPlay ? AK.EnterTrigger : AK.LeaveTrigger) === 0) return;
  const base = listBase(g, Zone.InPlay, 0);
  const n = g.m[base];
  for (let i = 0; i < n; i++) {
    const o = g.m[base + 1 + i];
    const trig = g.cards[g.m[g.oCard + o]].triggered;
    for (let a = 0; a < trig.length; a++) {
      const t = trig[a];
      if (t.event !== event) continue;
      if (t.self ? o !== id : !(t.filter === null || matches(g, t.filter, id, controller(g, o), o))) continue;
      queue(g, o, a, controller(g, o), id);
    }
  }
}

/** 410.10a: when `id` comes into play, every permanent in play (the newcomer included) is checked. */
export function onEnterPlay(g: Game, id: number): void {
  checkObjectEvent(g, id, TE.ComesIntoPlay);
}

/**
 * 410.10c-d: leaves-play triggers look back in time. Call this for every object of a simultaneous
 * event before any of them moves, so each sees the others (and itself) as they were in play.
 */
export function onLeavePlay(g: Game, id: number, to: Zone): void {
  if (to === Zone.Graveyard) checkObjectEvent(g, id, TE.PutIntoGraveyardFromPlay);
}

/** "At the beginning of [step]" abilities ("at end of turn" is the end step's). */
export function onStepBegin(g: Game, step: number): void {
  if (inPlayWith(g, AK.StepTrigger) === 0) return;
  const base = listBase(g, Zone.InPlay, 0);
  const n = g.m[base];
  const active = g.m[G.Active];
  for (let i = 0; i < n; i++) {
    const o = g.m[base + 1 + i];
    const trig = g.cards[g.m[g.oCard + o]].triggered;
    for (let a = 0; a < trig.length; a++) {
      const t = trig[a];
      if (t.event !== TE.BeginningOfStep || t.step !== step) continue;
      const c = controller(g, o);
      if ((t.whose === 1 && c !== active) || (t.whose === 2 && c === active)) continue;
      queue(g, o, a, c, -1);
    }
  }
}

/** Removes pending trigger k, keeping the order of the rest. */
export function dropTrigger(g: Game, k: number): void {
  const n = g.m[G.TrigN];
  for (let i = k; i < n - 1; i++) {
    for (let f = 0; f < TR.SIZE; f++) put(g, g.oTrig + i * TR.SIZE + f, g.m[g.oTrig + (i + 1) * TR.SIZE + f]);
  }
  for (let f = 0; f < TR.SIZE; f++) put(g, g.oTrig + (n - 1) * TR.SIZE + f, 0);
  put(g, G.TrigN, n - 1);
}
