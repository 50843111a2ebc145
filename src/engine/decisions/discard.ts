// Which card to discard: a cost (stack.ts), an effect as it resolves (also a card chosen from another
// player's hand: Thrull Surgeon), or cleanup down to the maximum hand size (314.2 of 2008). Options:
// object ids.
import { Decision, ProgramCounter } from '../core/constants.js';
import { proposeDiscard } from '../core/event-records.js';
import { type Game, Global } from '../core/state.js';
import { resolveTop } from '../actions/resolve.js';
import { chooseCost, choosingCost } from '../actions/stack.js';
import { decodeObject, firstOption, noDefault, refAnswer, who } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

function apply(g: Game, v: number): void {
  if (choosingCost(g)) chooseCost(g, v);
  else if (g.m[Global.Pc] === ProgramCounter.Resolve) resolveTop(g, v);
  else proposeDiscard(g, v, -1); // cleanup: to the maximum hand size (a game rule)
}

export const discardDecision = decisionModule({
  kind: Decision.Discard,
  form: ChooseForm.RefInHand,
  apply,
  describe: (g, v) => `discard ${who(g, v)}`,
  decode: decodeObject,
  answer: (g, want) => refAnswer(g, decodeObject, want, 'choose (discard)'),
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
