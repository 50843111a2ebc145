// A target of the spell or ability being put on the stack (409.1c), one at a time; a list of targets
// ("up to N", divided damage: 409.1d) also offers "no more targets". Options: object ids, player refs,
// NO_TARGET.
import { Decision, NO_TARGET } from '../core/constants.js';
import { type Game, Global } from '../core/state.js';
import { chooseTarget } from '../actions/stack.js';
import { decodeRef, findOption, firstOption, noDefault, refAnswer, who } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function decode(_g: Game, v: number, out: OptionInfo): void {
  if (v === NO_TARGET) out.none = true;
  else decodeRef(v, out);
}

function answer(g: Game, want: Choice): number | string {
  if (want.none) {
    const done = findOption(g, decode, (o) => o.none);
    return done >= 0 ? done : 'choose: false (no more targets): more targets must be chosen here';
  }
  return refAnswer(g, decode, want, want.target >= 0 ? `target ${want.target}` : 'choose (target)');
}

export const targetDecision = decisionModule({
  kind: Decision.Target,
  form: ChooseForm.RefOrFalse,
  apply: (g, v) => chooseTarget(g, g.m[Global.CastTarget], v),
  describe: (g, v) => `target ${who(g, v)}`,
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
