// The mode of a modal spell or ability (409.1b). Options: mode numbers from 0 (those with legal targets).
import { Decision } from '../core/constants.js';
import { chooseMode } from '../actions/stack.js';
import { decodeNumber, firstOption, noDefault, numberAnswer } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

export const modeDecision = decisionModule({
  kind: Decision.Mode,
  form: ChooseForm.Number,
  apply: chooseMode,
  describe: (_g, v) => `choose mode ${v}`,
  decode: decodeNumber,
  answer: (g, want) =>
    numberAnswer(
      g,
      decodeNumber,
      want.number,
      `mode ${want.text} is not a legal mode here (no legal targets, or no such mode)`,
    ),
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
