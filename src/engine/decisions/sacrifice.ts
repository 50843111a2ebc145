// Which permanent to sacrifice: a cost (stack.ts) or an effect's "sacrifice a creature" as it resolves.
// Options: object ids.
import { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { resolveTop } from '../actions/resolve.js';
import { chooseCost, choosingCost, costChoiceVerb } from '../actions/stack.js';
import { decodeObject, firstOption, noDefault, refAnswer, who } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

function apply(g: Game, v: number): void {
  if (choosingCost(g)) chooseCost(g, v);
  else resolveTop(g, v);
}

export const sacrificeDecision = decisionModule({
  kind: Decision.Sacrifice,
  form: ChooseForm.RefInHand,
  apply,
  describe: (g, v) => `${choosingCost(g) ? costChoiceVerb(g) : 'sacrifice'} ${who(g, v)}`,
  decode: decodeObject,
  answer: (g, want) => refAnswer(g, decodeObject, want, 'choose (sacrifice)'),
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
