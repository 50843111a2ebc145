// Yes or no: an effect's "you may" as it resolves, "you may choose not to untap [this]" (untap step),
// and "you may begin the game with it in play" (opening hand). Options: 0 no, 1 yes.
import { Decision, ProgramCounter } from '../core/constants.js';
import { type Game, Global } from '../core/state.js';
import { openingHandPermanents } from '../actions/opening.js';
import { resolveTop } from '../actions/resolve.js';
import { untapChoice } from '../actions/turn.js';
import { decodeNumber, numberAnswer } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

function apply(g: Game, v: number): void {
  if (g.m[Global.Pc] === ProgramCounter.StepActions) {
    untapChoice(g, v);
    return;
  }
  if (g.m[Global.Pc] === ProgramCounter.Mulligans) {
    openingHandPermanents(g, v);
    return;
  }
  resolveTop(g, v);
}

export const mayDecision = decisionModule({
  kind: Decision.May,
  form: ChooseForm.Boolean,
  apply,
  describe: (_g, v) => (v ? 'yes' : 'no'),
  decode: decodeNumber,
  answer: (g, want) => numberAnswer(g, decodeNumber, want.number, `choose: ${want.text} is not offered here`),
  scriptDefault: () => 0, // no
  // Yes: every "may" of the pool helps its controller.
  fastDefault: (g) => (g.m[g.optionCount] > 1 && g.m[g.options + 1] === 1 ? 1 : 0),
});
