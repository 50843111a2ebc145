// "Look at the top N cards of your library. You may reveal a [quality] card from among them and put it
// into your hand. Put the rest on the bottom of your library in any order." (Commune with Nature.) The
// player chooses the card (a Search decision among the matching top cards, or none), then the order
// of the rest (an Order decision per card: which goes to the bottom next).
import { Type } from '@sinclair/typebox';
import type { Instr } from '../core/cardform.js';
import { Decision, NONE_FOUND, Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { type Game, Global, put } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { AmountSchema } from './common.js';
import { CardQualitySchema, compileQuality, matches } from './effects-search.js';
import { amountOf, controllerOfItem } from '../facts/runtime.js';
import { amountText } from './text.js';
import { verb } from './verb.js';

// Progress in Global.ResCount: 0 choosing the card, 1 ordering the rest; Global.ResPlayer: how many of the looked-at
// cards are still on top of the library.
export const lookAtTop = verb({
  name: 'lookAtTop',
  schema: Type.Object(
    {
      op: Type.Literal('lookAtTop'),
      amount: AmountSchema,
      card: Type.Optional(CardQualitySchema),
      to: Type.Optional(Type.Literal('hand', { description: 'the card revealed goes to your hand' })),
      rest: Type.Union([Type.Literal('bottom'), Type.Literal('top')], {
        description: 'the rest go on the bottom (or back on top) of your library in any order (you choose)',
      }),
    },
    {
      additionalProperties: false,
      description:
        'look at the top N cards of your library; with card and to: you may reveal a matching card among them and put it into your hand; the rest go on the bottom or back on top in any order',
    },
  ),
  compile(o, c, ins, f) {
    ins.amount = c.amount(o.amount as never, `${f}.amount`);
    if ((o.card === undefined) !== (o.to === undefined))
      c.fail(f, 'both "card" and "to" (a card revealed to your hand), or neither', Object.keys(o));
    compileQuality(o.card, c, ins);
    if (ins.kw !== 0) c.fail(`${f}.card.namedAsThis`, 'no namedAsThis here (only in a search)', true);
    ins.random = o.card !== undefined; // a card may be revealed first
    ins.power = o.rest === 'top' ? 1 : 0;
  },
  run(g, rec, ins, choice) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Library, p);
    if (g.m[Global.ResCount] === 0) {
      if (choice === -1) {
        const n = Math.min(amountOf(g, rec, ins.amount), g.m[b]);
        put(g, Global.ResPlayer, n);
        if (ins.random && askAmongTop(g, p, b, n, true, ins)) return false;
      } else if (choice >= 0) {
        proposeMove(g, choice, Zone.Hand);
        put(g, Global.ResPlayer, g.m[Global.ResPlayer] - 1);
        put(g, Global.ResCount, 1);
        return false; // the card goes to the hand, then the rest are ordered
      }
      put(g, Global.ResCount, 1);
    } else if (choice >= 0) {
      proposeMove(g, choice, Zone.Library, -1, ins.power === 0);
      put(g, Global.ResPlayer, g.m[Global.ResPlayer] - 1);
      put(g, Global.ResCount, g.m[Global.ResCount] + 1);
      return false; // one at a time: the order is the player's
    }
    const left = Math.min(g.m[Global.ResPlayer], g.m[b]);
    // Back on top: each chosen card goes on top of the ones put back before it (the first chosen ends
    // deepest, the last on top), so the cards still to order lie under the ones already put back.
    const placed = ins.power === 1 ? g.m[Global.ResCount] - 1 : 0;
    if (left > 0 && askAmongTop(g, p, b, left, false, ins, placed)) return false;
    put(g, Global.ResCount, 0);
    put(g, Global.ResPlayer, 0);
    return true;
  },
  describe: (ins) =>
    `look at the top ${amountText(ins.amount)} cards of your library, ${ins.random ? 'put a matching one into your hand, ' : ''}the rest on the ${ins.power === 1 ? 'top' : 'bottom'}`,
});

/** Asks which of the top n cards: to reveal (matching ones and "none"), or to put on the bottom next. */
function askAmongTop(g: Game, p: number, b: number, n: number, reveal: boolean, ins: Instr, above = 0): boolean {
  const size = g.m[b] - above;
  let k = 0;
  for (let i = size - n; i < size; i++) {
    const id = g.m[b + 1 + i];
    if (!reveal || matches(g, id, ins.filter, ins.counter)) g.m[g.oOpt + k++] = id;
  }
  if (k === 0) return false;
  if (reveal) g.m[g.oOpt + k++] = NONE_FOUND; // "you may"
  g.m[g.oOptN] = k;
  put(g, Global.DKind, reveal ? Decision.Search : Decision.Order);
  put(g, Global.DPlayer, p);
  return true;
}
