// Which permanent an effect returns to its owner's hand as it resolves ("return a creature you
// control"). Options: object ids.
import { Decision } from '../core/constants.js';
import { resolveTop } from '../actions/resolve.js';
import { decodeObject, firstOption, noDefault, refAnswer, who } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

export const returnDecision = decisionModule({
  kind: Decision.Return,
  form: ChooseForm.RefInHand,
  apply: resolveTop,
  describe: (g, v) => `return ${who(g, v)} to its owner's hand`,
  decode: decodeObject,
  answer: (g, want) => refAnswer(g, decodeObject, want, 'choose (return)'),
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
