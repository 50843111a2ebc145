// "Put all creatures on the bottom of their owners' libraries" (Hallowed Burial): every matching permanent moves in
// one batch (they leave play at the same time); then each owner arranges the cards of his or her that arrived, 217.2c
// of 2008 ("If an effect puts two or more cards on the top or bottom of a library at the same time, the owner of those
// cards may arrange them in any order"): the arrivals (a timestamp later than the one noted before the moves: every
// zone change takes a new one) wait with Flag.Found and go to the bottom one at a time, an Order decision each, as
// revealTopToBottom's cards do. The library is hidden, so arranging them after they arrived is the same as before.
import { Type } from '@sinclair/typebox';
import { Decision, Flag, Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { flagsOf, type Game, Global, put, setFlags, StackField, tsOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { matchingInPlay } from '../facts/runtime.js';
import { FilterSchema } from './common.js';
import { defineVerb } from './verb.js';

/** Its stage: 0 before the moves, MOVED once they are proposed, ARRANGING once the arrivals are marked. */
const STAGE = StackField.Work0;
/** The last timestamp handed out before the moves. */
const BEFORE = StackField.Work1;
const MOVED = 1;
const ARRANGING = 2;

/** Did card id arrive in its library after timestamp `ts` (a token there ceases to exist: 420.5f, not arranged)? */
const arrived = (g: Game, id: number, ts: number): boolean => tsOf(g, id) > ts && (flagsOf(g, id) & Flag.Token) === 0;

/** Marks player p's cards that arrived in his or her library after timestamp `ts`, if two or more did. */
function markArrivals(g: Game, p: number, ts: number): void {
  const b = listBase(g, Zone.Library, p);
  let n = 0;
  for (let i = 0; i < g.m[b]; i++) if (arrived(g, g.m[b + 1 + i], ts)) n++;
  if (n < 2) return; // one card has no order to choose
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if (arrived(g, id, ts)) setFlags(g, id, flagsOf(g, id) | Flag.Found);
  }
}

/** Asks player p which of his or her waiting cards goes to the bottom next; false: none waits. */
function askNext(g: Game, p: number): boolean {
  const b = listBase(g, Zone.Library, p);
  let k = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if ((flagsOf(g, id) & Flag.Found) !== 0) g.m[g.options + k++] = id;
  }
  if (k === 0) return false;
  g.m[g.optionCount] = k;
  put(g, Global.DKind, Decision.Order);
  put(g, Global.DPlayer, p);
  put(g, Global.DAux, 0);
  return true;
}

export const putOnLibraryBottomEach = defineVerb({
  name: 'putOnLibraryBottomEach',
  schema: Type.Object(
    { op: Type.Literal('putOnLibraryBottomEach'), filter: FilterSchema },
    {
      additionalProperties: false,
      description:
        "puts every permanent matching the filter on the bottom of its owner's library, at once; each owner arranges his or her cards among them (217.2c of 2008)",
    },
  ),
  compile: (o, c) => ({ filter: c.filter(o.filter) }),
  run(g, rec, a, choice) {
    const stage = rf(g, rec, STAGE);
    if (stage === 0) {
      setRf(g, rec, BEFORE, g.m[Global.NextTs]);
      const set = matchingInPlay(g, rec, a.filter);
      for (let i = 1; i <= set[0]; i++) proposeMove(g, set[i], Zone.Library, -1, true);
      setRf(g, rec, STAGE, MOVED);
      return false; // they move, then their owners arrange them
    }
    if (stage === MOVED) {
      for (let p = 0; p < 2; p++) markArrivals(g, p, rf(g, rec, BEFORE));
      setRf(g, rec, STAGE, ARRANGING);
    }
    if (choice >= 0) {
      setFlags(g, choice, flagsOf(g, choice) & ~Flag.Found);
      proposeMove(g, choice, Zone.Library, -1, true);
      return false; // it moves, then the next
    }
    const active = g.m[Global.Active];
    return !askNext(g, active) && !askNext(g, 1 - active);
  },
  describe: () => "put each matching permanent on the bottom of its owner's library",
  harmsUntargeted: () => true,
});
