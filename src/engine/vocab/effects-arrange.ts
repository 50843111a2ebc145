// "Look at the top N cards of your library. Put H of them into your hand, B on the bottom of your library,
// and the rest back on top in any order" (Telling Time: 3, 1, 1; Discombobulate: 4, 0, 0). The looked-at
// cards carry Flag.Found while the effect goes on (the view shows them to their owner, determinizations
// keep them); a card that moves loses the flag. Decisions, one card each (ArrangeField.Moved so far): a
// Search for the hand, an Order for the bottom, then an Order for the top (Global.DAux = ORDER_ON_TOP):
// each card chosen goes on top, so the last chosen is the top card.
import { Type } from '@sinclair/typebox';
import { Decision, Flag, ORDER_ON_TOP, Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, put, setFlags, flagsOf, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controllerOfItem } from '../facts/runtime.js';
import { defineVerb } from './verb.js';

/** arrangeTop's own fields on the stack record. */
const enum ArrangeField {
  /** The cards moved so far (to the hand, then the bottom, then the top). */
  Moved = StackField.Work0,
  /** 1 once the top cards have been looked at (flagged Found). */
  Looked = StackField.Work1,
}

/** Asks `kind` among the looked-at cards still in the library; returns how many there are. */
function ask(g: Game, p: number, kind: Decision, top: boolean): number {
  const b = listBase(g, Zone.Library, p);
  let k = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if ((flagsOf(g, id) & Flag.Found) !== 0) g.m[g.options + k++] = id;
  }
  if (k === 0) return 0;
  g.m[g.optionCount] = k;
  put(g, Global.DKind, kind);
  put(g, Global.DPlayer, p);
  put(g, Global.DAux, top ? ORDER_ON_TOP : 0);
  return k;
}

const Count = Type.Integer({ minimum: 0, maximum: 8 });

interface ArrangeArgs {
  /** The cards looked at. */
  count: number;
  /** How many of them go into the hand. */
  hand: number;
  /** How many go on the bottom. */
  bottom: number;
}
export const arrangeTop = defineVerb({
  name: 'arrangeTop',
  schema: Type.Object(
    {
      op: Type.Literal('arrangeTop'),
      amount: Type.Integer({ minimum: 1, maximum: 8 }),
      hand: Type.Optional(Count),
      bottom: Type.Optional(Count),
    },
    {
      additionalProperties: false,
      description:
        'look at the top N cards of your library: put "hand" of them into your hand, "bottom" on the bottom, the rest back on top in any order (you choose each)',
    },
  ),
  compile(o, c, f): ArrangeArgs {
    const a = { count: o.amount, hand: o.hand ?? 0, bottom: o.bottom ?? 0 };
    if (a.hand + a.bottom > a.count)
      c.fail(`${f}.bottom`, `hand + bottom at most the ${a.count} cards looked at`, o.bottom);
    return a;
  },
  run(g, rec, a, choice) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Library, p);
    const hand = a.hand;
    const bottom = a.bottom;
    if (rf(g, rec, ArrangeField.Looked) === 0) {
      // Look: the top N cards (the library's end is its top).
      const n = Math.min(a.count, g.m[b]);
      for (let i = g.m[b] - n; i < g.m[b]; i++) {
        const id = g.m[b + 1 + i];
        setFlags(g, id, flagsOf(g, id) | Flag.Found);
      }
      setRf(g, rec, ArrangeField.Looked, 1);
    }
    const k = rf(g, rec, ArrangeField.Moved);
    if (choice >= 0) {
      if (k < hand) proposeMove(g, choice, Zone.Hand);
      else proposeMove(g, choice, Zone.Library, -1, k < hand + bottom);
      setRf(g, rec, ArrangeField.Moved, k + 1);
      return false; // it moves, then the next card
    }
    if (k < hand && ask(g, p, Decision.Search, false) > 0) return false;
    if (k < hand) setRf(g, rec, ArrangeField.Moved, hand); // fewer cards than that: go on
    const k2 = rf(g, rec, ArrangeField.Moved);
    if (k2 < hand + bottom && ask(g, p, Decision.Order, false) > 0) return false;
    if (k2 < hand + bottom) setRf(g, rec, ArrangeField.Moved, hand + bottom);
    // The rest go back on top in the order chosen; a single card left that nothing was put on stays put.
    let left = 0;
    for (let i = 0; i < g.m[b]; i++) if ((flagsOf(g, g.m[b + 1 + i]) & Flag.Found) !== 0) left++;
    if (left >= 2 || (left === 1 && rf(g, rec, ArrangeField.Moved) > hand + bottom)) {
      ask(g, p, Decision.Order, true);
      return false;
    }
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if ((flagsOf(g, id) & Flag.Found) !== 0) setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
    }
    put(g, Global.DAux, 0);
    return true;
  },
  describe: (a) =>
    `look at the top ${a.count} cards of your library: ${a.hand} into your hand, ${a.bottom} on the bottom, the rest on top in any order`,
});
