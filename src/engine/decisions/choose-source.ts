// A source of damage chosen as a prevention effect resolves (419.8a: "the next time a source of your
// choice would deal damage"). Options: object ids (permanents, spells, creatures whose damage is on the
// stack).
import { Decision } from '../core/constants.js';
import { resolveTop } from '../actions/resolve.js';
import { decodeObject, firstOption, noDefault, refAnswer, who } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

export const chooseSourceDecision = decisionModule({
  kind: Decision.ChooseSource,
  form: ChooseForm.Ref,
  apply: resolveTop,
  describe: (g, v) => `choose ${who(g, v)} as the source`,
  decode: decodeObject,
  answer: (g, want) => refAnswer(g, decodeObject, want, 'choose (source)'),
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
