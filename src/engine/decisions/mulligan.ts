// Keep or mulligan an opening hand (2008: shuffle it back, draw one card fewer). Options: 0 keep, 1
// mulligan.
import { Decision } from '../core/constants.js';
import { applyMulligan } from '../actions/opening.js';
import { decodeNumber, firstOption, noDefault, numberAnswer } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

export const mulliganDecision = decisionModule({
  kind: Decision.Mulligan,
  form: ChooseForm.None,
  apply: applyMulligan,
  describe: (_g, v) => (v ? 'mulligan' : 'keep'),
  decode: decodeNumber,
  answer: (g, want) => numberAnswer(g, decodeNumber, want.number, `mulligan: ${want.text} is not offered here`),
  scriptDefault: noDefault, // scenarios begin after the mulligans
  fastDefault: firstOption, // keep
});
