// "Look at the top N cards of your library. Put H of them into your hand, B on the bottom of your library,
// and the rest back on top in any order" (Telling Time: 3, 1, 1; Discombobulate: 4, 0, 0). The looked-at
// cards carry Flag.Found while the effect goes on (the view shows them to their owner, determinizations
// keep them); a card that moves loses the flag. Decisions, one card each (Global.ResCount so far): a Search
// for the hand, an Order for the bottom, then an Order for the top (Global.DAux = ORDER_ON_TOP): each card
// chosen goes on top, so the last chosen is the top card.
import { Type } from '@sinclair/typebox';
import { Decision, Flag, ORDER_ON_TOP, Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { type Game, Global, put, setFlags, flagsOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controllerOfItem } from '../facts/runtime.js';
import { verb } from './verb.js';

/** Asks `kind` among the looked-at cards still in the library; returns how many there are. */
function ask(g: Game, p: number, kind: Decision, top: boolean): number {
  const b = listBase(g, Zone.Library, p);
  let k = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if ((flagsOf(g, id) & Flag.Found) !== 0) g.m[g.oOpt + k++] = id;
  }
  if (k === 0) return 0;
  g.m[g.oOptN] = k;
  put(g, Global.DKind, kind);
  put(g, Global.DPlayer, p);
  put(g, Global.DAux, top ? ORDER_ON_TOP : 0);
  return k;
}

const Count = Type.Integer({ minimum: 0, maximum: 8 });

export const arrangeTop = verb({
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
  compile(o, c, ins, f) {
    ins.power = o.amount as number;
    ins.toughness = (o.hand as number | undefined) ?? 0;
    ins.counter = (o.bottom as number | undefined) ?? 0;
    if (ins.toughness + ins.counter > ins.power)
      c.fail(`${f}.bottom`, `hand + bottom at most the ${ins.power} cards looked at`, o.bottom);
  },
  run(g, rec, ins, choice) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Library, p);
    const hand = ins.toughness;
    const bottom = ins.counter;
    if (g.m[Global.ResPlayer] === 0) {
      // Look: the top N cards (the library's end is its top).
      const n = Math.min(ins.power, g.m[b]);
      for (let i = g.m[b] - n; i < g.m[b]; i++) {
        const id = g.m[b + 1 + i];
        setFlags(g, id, flagsOf(g, id) | Flag.Found);
      }
      put(g, Global.ResPlayer, 1);
    }
    const k = g.m[Global.ResCount];
    if (choice >= 0) {
      if (k < hand) proposeMove(g, choice, Zone.Hand);
      else proposeMove(g, choice, Zone.Library, -1, k < hand + bottom);
      put(g, Global.ResCount, k + 1);
      return false; // it moves, then the next card
    }
    if (k < hand && ask(g, p, Decision.Search, false) > 0) return false;
    if (k < hand) put(g, Global.ResCount, hand); // fewer cards than that: go on
    const k2 = g.m[Global.ResCount];
    if (k2 < hand + bottom && ask(g, p, Decision.Order, false) > 0) return false;
    if (k2 < hand + bottom) put(g, Global.ResCount, hand + bottom);
    // The rest go back on top in the order chosen; a single card left that nothing was put on stays put.
    let left = 0;
    for (let i = 0; i < g.m[b]; i++) if ((flagsOf(g, g.m[b + 1 + i]) & Flag.Found) !== 0) left++;
    if (left >= 2 || (left === 1 && g.m[Global.ResCount] > hand + bottom)) {
      ask(g, p, Decision.Order, true);
      return false;
    }
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if ((flagsOf(g, id) & Flag.Found) !== 0) setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
    }
    put(g, Global.ResCount, 0);
    put(g, Global.ResPlayer, 0);
    put(g, Global.DAux, 0);
    return true;
  },
  describe: (ins) =>
    `look at the top ${ins.power} cards of your library: ${ins.toughness} into your hand, ${ins.counter} on the bottom, the rest on top in any order`,
});
