// What an Aura coming into play other than as a spell enchants (212.4 of 2008: its owner chooses as it
// comes into play; it targets nothing). Options: object ids.
import { Decision } from '../core/constants.js';
import { flushEvents } from '../batch/events.js';
import { decodeObject, firstOption, noDefault, refAnswer, who } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

export const enchantDecision = decisionModule({
  kind: Decision.Enchant,
  form: ChooseForm.Ref,
  apply: (g, v) => flushEvents(g, v, Decision.Enchant),
  describe: (g, v) => `enchant ${who(g, v)}`,
  decode: decodeObject,
  answer: (g, want) => refAnswer(g, decodeObject, want, 'choose (enchant)'),
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
