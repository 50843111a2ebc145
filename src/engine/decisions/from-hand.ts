// Which card of the hand a resolving effect puts into play (Academy Researchers). Options: object ids.
import { Decision } from '../core/constants.js';
import { resolveTop } from '../actions/resolve.js';
import { decodeObject, firstOption, noDefault, refAnswer, who } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

export const fromHandDecision = decisionModule({
  kind: Decision.FromHand,
  form: ChooseForm.RefInHand,
  apply: resolveTop,
  describe: (g, v) => `put ${who(g, v)} into play`,
  decode: decodeObject,
  answer: (g, want) => refAnswer(g, decodeObject, want, 'choose (fromHand)'),
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
