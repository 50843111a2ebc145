// "Look at the top N cards of your library. Put H of them into your hand, B on the bottom of your library,
// and the rest back on top in any order" (Telling Time: 3, 1, 1; Discombobulate: 4, 0, 0). The looked-at
// cards carry Flag.Found while the effect goes on (the view shows them to their owner, determinizations
// keep them); a card that moves loses the flag. Decisions, one card each (ArrangeField.Moved so far): a
// Search for the hand, an Order for the bottom, then an Order for the top (Global.DAux = ORDER_ON_TOP):
// each card chosen goes on top, so the last chosen is the top card. `top` instead of hand and bottom: "put T of
// those cards on top of your library and the rest on the bottom in any order" (Cream of the Crop, T = 1), the
// number looked at an amount taken as it resolves ("the top X cards, where X is that creature's power").
import { Type } from '@sinclair/typebox';
import { Decision, Flag, ORDER_ON_TOP, Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, put, setFlags, flagsOf, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import type { AmountC } from '../core/cardform.js';
import { amountOf, controllerOfItem } from '../facts/runtime.js';
import { AmountSchema } from './common.js';
import { amountText } from './text.js';
import { defineVerb } from './verb.js';

/** arrangeTop's own fields on the stack record. */
const enum ArrangeField {
  /** The cards moved so far (to the hand, then the bottom, then the top). */
  Moved = StackField.Work0,
  /** Once the top cards have been looked at (flagged Found): 1 + how many of them go on the bottom. */
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
  count: AmountC;
  /** How many of them go into the hand. */
  hand: number;
  /** How many go on the bottom. */
  bottom: number;
  /** How many stay on top, the rest going on the bottom (-1: `bottom` says). */
  top: number;
}
export const arrangeTop = defineVerb({
  name: 'arrangeTop',
  schema: Type.Object(
    {
      op: Type.Literal('arrangeTop'),
      amount: AmountSchema,
      hand: Type.Optional(Count),
      bottom: Type.Optional(Count),
      top: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 8, description: 'how many stay on top; the rest go on the bottom' }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'look at the top N cards of your library: put "hand" of them into your hand, "bottom" on the bottom, the rest back on top in any order (you choose each)',
    },
  ),
  compile(o, c, f): ArrangeArgs {
    const a = { count: c.amount(o.amount, `${f}.amount`), hand: o.hand ?? 0, bottom: o.bottom ?? 0, top: o.top ?? -1 };
    if (o.top !== undefined) {
      if (o.hand !== undefined || o.bottom !== undefined) c.fail(`${f}.top`, 'top without hand or bottom', o.top);
      return a;
    }
    if (typeof o.amount !== 'number' || o.amount < 1 || o.amount > 8)
      c.fail(`${f}.amount`, 'a number from 1 to 8 (an amount taken as it resolves only with top)', o.amount);
    else if (a.hand + a.bottom > o.amount)
      c.fail(`${f}.bottom`, `hand + bottom at most the ${o.amount} cards looked at`, o.bottom);
    return a;
  },
  run(g, rec, a, choice) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Library, p);
    const hand = a.hand;
    if (rf(g, rec, ArrangeField.Looked) === 0) {
      // Look: the top N cards (the library's end is its top).
      const n = Math.min(amountOf(g, rec, a.count), g.m[b]);
      for (let i = g.m[b] - n; i < g.m[b]; i++) {
        const id = g.m[b + 1 + i];
        setFlags(g, id, flagsOf(g, id) | Flag.Found);
      }
      setRf(g, rec, ArrangeField.Looked, 1 + (a.top < 0 ? a.bottom : Math.max(0, n - a.top)));
    }
    const bottom = rf(g, rec, ArrangeField.Looked) - 1;
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
    a.top >= 0
      ? `look at the top ${amountText(a.count)} cards of your library: ${a.top} on top, the rest on the bottom in any order`
      : `look at the top ${amountText(a.count)} cards of your library: ${a.hand} into your hand, ${a.bottom} on the bottom, the rest on top in any order`,
});
