// "Starting with you, each player may pay any amount of life. Repeat this process until no one pays life. Each player
// puts a 1/1 black Rat creature token into play for each 1 life he or she paid this way." (Plague of Vermin): the
// players choose in turn, the effect's controller first, each an amount from 0 to his or her life total (a ChooseX
// decision; paying life is losing it, 215.4 of 2008), each payment its own event; a round in which neither pays ends
// it; then each player's tokens come into play, all at once.
import { Type } from '@sinclair/typebox';
import type { CCard } from '../core/cardform.js';
import { Decision } from '../core/constants.js';
import { proposeLifeChange } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, MAX_OPTIONS, pl, PlayerSlot, put, StackField } from '../core/state.js';
import { controllerOfItem } from '../facts/runtime.js';
import { compileToken, makeTokens, TokenSchema } from './effects-play.js';
import { defineVerb } from './verb.js';

/** Work0: bit 0, the opponent's choice is next; bit 1, someone paid this round; bit 2, over; above, the life the
 * effect's controller paid in all. Work1: the life the opponent paid in all. */
const STATE = StackField.Work0;
const OPP_PAID = StackField.Work1;
const OPP_NEXT = 1;
const PAID_ROUND = 2;
const OVER = 4;
const TOTAL_SHIFT = 3;

/** Global.DAux of a ChooseX decision that is an amount of life to pay (decisions/choose-x.ts: its fast default 0). */
export const PAY_LIFE = 1;

/** Player p chooses how much life to pay: 0 to his or her life total (one option, 0, is taken without asking). */
function ask(g: Game, p: number): void {
  const most = Math.max(0, Math.min(pl(g, p, PlayerSlot.Life), MAX_OPTIONS - 1));
  for (let x = 0; x <= most; x++) g.m[g.options + x] = x;
  g.m[g.optionCount] = most + 1;
  put(g, Global.DKind, Decision.ChooseX);
  put(g, Global.DPlayer, p);
  put(g, Global.DAux, PAY_LIFE);
}

export const payLifeRoundsForTokens = defineVerb({
  name: 'payLifeRoundsForTokens',
  schema: Type.Object(
    { op: Type.Literal('payLifeRoundsForTokens'), token: TokenSchema },
    {
      additionalProperties: false,
      description:
        'starting with you, each player may pay any amount of life, repeated until no one pays; then each player puts one token into play for each 1 life he or she paid (Plague of Vermin)',
    },
  ),
  compile: (o, c, f): { token: CCard } => ({ token: compileToken(o.token, c, f) }),
  run(g, rec, a, choice) {
    const you = controllerOfItem(g, rec);
    let s = rf(g, rec, STATE);
    if ((s & OVER) !== 0) {
      const next = makeTokens(g, rec, a.token, you, s >>> TOTAL_SHIFT);
      makeTokens(g, rec, a.token, 1 - you, rf(g, rec, OPP_PAID), false, next);
      return true;
    }
    const opp = (s & OPP_NEXT) !== 0;
    if (choice < 0) {
      ask(g, opp ? 1 - you : you);
      return false;
    }
    if (choice > 0) {
      proposeLifeChange(g, opp ? 1 - you : you, -choice);
      if (opp) setRf(g, rec, OPP_PAID, rf(g, rec, OPP_PAID) + choice);
      else s += choice << TOTAL_SHIFT;
      s |= PAID_ROUND;
    }
    // the round ends with the opponent's choice: another if someone paid, else it is over
    if (!opp) s |= OPP_NEXT;
    else s = (s & ~(OPP_NEXT | PAID_ROUND)) | ((s & PAID_ROUND) !== 0 ? 0 : OVER);
    setRf(g, rec, STATE, s);
    return false; // the payment happens, then the next choice (or the tokens)
  },
  describe: (a) => `each player may pay life, in rounds, then puts a ${a.token.name} token into play for each 1 paid`,
});
