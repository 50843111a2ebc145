// The value of X (409.1b). Options: the numbers 0..max, max the most that can be paid.
import { Decision } from '../core/constants.js';
import { chooseX } from '../actions/stack.js';
import { decodeNumber, noDefault, numberAnswer } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

export const chooseXDecision = decisionModule({
  kind: Decision.ChooseX,
  form: ChooseForm.Number,
  apply: chooseX,
  describe: (_g, v) => `X = ${v}`,
  decode: decodeNumber,
  answer: (g, want) =>
    numberAnswer(g, decodeNumber, want.number, `x: ${want.text} can't be paid (at most ${g.m[g.optionCount] - 1})`),
  scriptDefault: noDefault,
  fastDefault: (g) => g.m[g.optionCount] - 1, // the most X that can be paid: the pool's X spells grow with X
});
