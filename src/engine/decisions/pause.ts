// A step is beginning (a hook for scenarios and look-aheads: setStepPause). Its one option continues.
import { Decision } from '../core/constants.js';
import { Global, put } from '../core/state.js';
import { firstOption } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

export const pauseDecision = decisionModule({
  kind: Decision.Pause,
  form: ChooseForm.None,
  apply: (g) => put(g, Global.Paused, 1),
  describe: () => 'continue',
  decode: () => {},
  answer: firstOption,
  scriptDefault: firstOption,
  fastDefault: firstOption,
});
