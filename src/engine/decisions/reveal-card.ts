// Which card of the hand a player reveals for a resolving effect ("target player reveals X cards from his or her
// hand. You choose one of those cards. That player discards that card": Thieving Sprite). Options: object ids.
import { Decision } from '../core/constants.js';
import { resolveTop } from '../actions/resolve.js';
import { decodeObject, firstOption, noDefault, refAnswer, who } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

export const revealCardDecision = decisionModule({
  kind: Decision.RevealCard,
  form: ChooseForm.RefInHand,
  apply: resolveTop,
  describe: (g, v) => `reveal ${who(g, v)}`,
  decode: decodeObject,
  answer: (g, want) => refAnswer(g, decodeObject, want, 'choose (reveal a card)'),
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
