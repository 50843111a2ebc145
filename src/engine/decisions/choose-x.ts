// The value of X (409.1b), or an X paid as an effect resolves (payX: Rise of the Hobgoblins). Options: the numbers
// 0..max, max the most that can be paid.
import { Decision, ProgramCounter } from '../core/constants.js';
import { type Game, Global } from '../core/state.js';
import { chooseX } from '../actions/stack.js';
import { resolveTop } from '../actions/resolve.js';
import { PAY_LIFE } from '../vocab/effects-life-rounds.js';
import { decodeNumber, noDefault, numberAnswer } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

export const chooseXDecision = decisionModule({
  kind: Decision.ChooseX,
  form: ChooseForm.Number,
  apply: (g: Game, v: number) => (g.m[Global.Pc] === ProgramCounter.Resolve ? resolveTop(g, v) : chooseX(g, v)),
  describe: (_g, v) => `X = ${v}`,
  decode: decodeNumber,
  answer: (g, want) =>
    numberAnswer(g, decodeNumber, want.number, `x: ${want.text} can't be paid (at most ${g.m[g.optionCount] - 1})`),
  scriptDefault: noDefault,
  // the most X that can be paid: the pool's X spells grow with X; life paid (Plague of Vermin): none
  fastDefault: (g) => (g.m[Global.DAux] === PAY_LIFE ? 0 : g.m[g.optionCount] - 1),
});
