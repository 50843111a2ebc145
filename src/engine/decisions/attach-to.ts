// What a resolving effect attaches an Aura or Equipment to (Aura Graft). Options: object ids.
import { Decision } from '../core/constants.js';
import { resolveTop } from '../actions/resolve.js';
import { decodeObject, firstOption, noDefault, refAnswer, who } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

export const attachToDecision = decisionModule({
  kind: Decision.AttachTo,
  form: ChooseForm.RefInHand,
  apply: resolveTop,
  describe: (g, v) => `attach it to ${who(g, v)}`,
  decode: decodeObject,
  answer: (g, want) => refAnswer(g, decodeObject, want, 'choose (attachTo)'),
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
