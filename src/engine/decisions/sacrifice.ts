// Which permanent to sacrifice: a cost (stack.ts) or an effect's "sacrifice a creature" as it resolves.
// Options: object ids.
import { Decision, ProgramCounter } from '../core/constants.js';
import { type Game, Global } from '../core/state.js';
import { resolveTop } from '../actions/resolve.js';
import { chooseCost, costChoiceVerb } from '../actions/stack.js';
import { decodeObject, firstOption, noDefault, refAnswer, who } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

/** A cost of the spell or ability being put on the stack (also one a resolving effect plays free: CastItem)? */
const forCost = (g: Game): boolean => g.m[Global.Pc] === ProgramCounter.Build || g.m[Global.CastItem] >= 0;

function apply(g: Game, v: number): void {
  if (forCost(g)) chooseCost(g, v);
  else resolveTop(g, v);
}

export const sacrificeDecision = decisionModule({
  kind: Decision.Sacrifice,
  form: ChooseForm.RefInHand,
  apply,
  describe: (g, v) => `${forCost(g) ? costChoiceVerb(g) : 'sacrifice'} ${who(g, v)}`,
  decode: decodeObject,
  answer: (g, want) => refAnswer(g, decodeObject, want, 'choose (sacrifice)'),
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
