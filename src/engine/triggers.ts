// Triggered abilities (410): the events of a batch are checked against every triggered ability in play
// and matches are queued; queued triggers go on the stack the next time a player would receive
// priority (stack.ts), active player's first.
import { AK, TE } from './cardform.js';
import { baseCard, controller, matches } from './chars.js';
import { Zone } from './constants.js';
import { type Game, G, grow, put, ref, TR } from './state.js';
import { inPlayWith, listBase } from './zones.js';

/** Queues ability `ability` of `src`; `eventRef` names the event's object where it is now (or -1). */
function queue(g: Game, src: number, ability: number, ctrl: number, eventRef: number): void {
  const n = g.m[G.TrigN];
  if (n >= g.caps.triggers) grow(g, 'triggers');
  const r = g.oTrig + n * TR.SIZE;
  g.trigCount[src]++;
  put(g, r + TR.Source, ref(g, src));
  put(g, r + TR.Ability, ability);
  put(g, r + TR.Controller, ctrl);
  put(g, r + TR.Ref, eventRef);
  put(g, r + TR.Card, g.card[src]);
  put(g, G.TrigN, n + 1);
}

/** Queues every triggered ability in play whose event is `event` and that matches object `id`. */
function checkObjectEvent(g: Game, id: number, event: TE, eventRef: number): void {
  if (inPlayWith(g, event === TE.ComesIntoPlay ? AK.EnterTrigger : AK.LeaveTrigger) === 0) return;
  const base = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    const trig = baseCard(g, o).triggered;
    for (let a = 0; a < trig.length; a++) {
      const t = trig[a];
      if (t.event !== event) continue;
      if (t.self ? o !== id : !(t.filter === null || matches(g, t.filter, id, controller(g, o), o))) continue;
      queue(g, o, a, controller(g, o), eventRef);
    }
  }
}

/** 410.10a: when `id` has come into play, every permanent in play (the newcomer included) is checked. */
export function onEnterPlay(g: Game, id: number): void {
  checkObjectEvent(g, id, TE.ComesIntoPlay, ref(g, id));
}

/**
 * 410.10c-d: leaves-play triggers look back in time: called for every object of a batch before any
 * of them moves, so each sees the others (and itself) as they were in play. The trigger names the
 * card as it will be in the zone it goes to (its next incarnation), where "it" is looked for (410.10c).
 */
export function onLeavePlay(g: Game, id: number, to: Zone): void {
  if (to !== Zone.Graveyard) return;
  const next = (((g.inc[id] + 1) & 0x7fff) << 16) | id;
  checkObjectEvent(g, id, TE.PutIntoGraveyardFromPlay, next);
}

/** "At the beginning of [step]" abilities ("at end of turn" is the end step's). */
export function onStepBegin(g: Game, step: number): void {
  if (inPlayWith(g, AK.StepTrigger) === 0) return;
  const base = listBase(g, Zone.InPlay, 0);
  const active = g.m[G.Active];
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    const trig = baseCard(g, o).triggered;
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
