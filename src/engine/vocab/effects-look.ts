// "Look at the top N cards of your library. You may reveal a [quality] card from among them and put it
// into your hand. Put the rest on the bottom of your library in any order." (Commune with Nature.) The
// player chooses the card (a Search decision among the matching top cards, or none), then the order
// of the rest (an Order decision per card: which goes to the bottom next).
import { Type } from '@sinclair/typebox';
import type { Instr } from '../cardform.js';
import { D, NONE_FOUND, Zone } from '../constants.js';
import { proposeMove } from '../events.js';
import { type Game, G, put } from '../state.js';
import { listBase } from '../zones.js';
import { AmountSchema } from './common.js';
import { CardQualitySchema, compileQuality, matches } from './effects-search.js';
import { amountOf, controllerOfItem } from './runtime.js';
import { amountText } from './text.js';
import { verb } from './verb.js';

// Progress in G.ResCount: 0 choosing the card, 1 ordering the rest; G.ResPlayer: how many of the looked-at
// cards are still on top of the library.
export const lookAtTop = verb({
  name: 'lookAtTop',
  schema: Type.Object({
    op: Type.Literal('lookAtTop'),
    amount: AmountSchema,
    card: CardQualitySchema,
    to: Type.Literal('hand', { description: 'the card revealed goes to your hand' }),
    rest: Type.Literal('bottom', { description: 'the rest go on the bottom of your library in any order (you choose)' }),
  }, { additionalProperties: false, description: 'look at the top N cards of your library; you may reveal a matching card among them and put it into your hand; the rest go on the bottom in any order' }),
  compile(o, c, ins, f) {
    ins.amount = c.amount(o.amount as never, `${f}.amount`);
    compileQuality(o.card, c, ins);
  },
  run(g, rec, ins, choice) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Library, p);
    if (g.m[G.ResCount] === 0) {
      if (choice === -1) {
        const n = Math.min(amountOf(g, rec, ins.amount), g.m[b]);
        put(g, G.ResPlayer, n);
        if (askAmongTop(g, p, b, n, true, ins)) return false;
      } else if (choice >= 0) {
        proposeMove(g, choice, Zone.Hand);
        put(g, G.ResPlayer, g.m[G.ResPlayer] - 1);
        put(g, G.ResCount, 1);
        return false; // the card goes to the hand, then the rest are ordered
      }
      put(g, G.ResCount, 1);
    } else if (choice >= 0) {
      proposeMove(g, choice, Zone.Library, -1, true);
      put(g, G.ResPlayer, g.m[G.ResPlayer] - 1);
      return false; // one at a time: the order is the player's
    }
    const left = Math.min(g.m[G.ResPlayer], g.m[b]);
    if (left > 0 && askAmongTop(g, p, b, left, false, ins)) return false;
    put(g, G.ResCount, 0); put(g, G.ResPlayer, 0);
    return true;
  },
  describe: (ins) => `look at the top ${amountText(ins.amount)} cards of your library, put a matching one into your hand, the rest on the bottom`,
});

/** Asks which of the top n cards: to reveal (matching ones and "none"), or to put on the bottom next. */
function askAmongTop(g: Game, p: number, b: number, n: number, reveal: boolean, ins: Instr): boolean {
  const size = g.m[b];
  let k = 0;
  for (let i = size - n; i < size; i++) {
    const id = g.m[b + 1 + i];
    if (!reveal || matches(g, id, ins.filter, ins.counter)) g.m[g.oOpt + k++] = id;
  }
  if (k === 0) return false;
  if (reveal) g.m[g.oOpt + k++] = NONE_FOUND; // "you may"
  g.m[g.oOptN] = k;
  put(g, G.DKind, reveal ? D.Search : D.Order); put(g, G.DPlayer, p);
  return true;
}
