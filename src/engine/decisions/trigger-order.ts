// Which of a player's simultaneous triggered abilities goes on the stack next (410.5 of 2008: the
// player orders them). Options: indices of the waiting triggers.
import { Decision } from '../core/constants.js';
import { type Game, liveId, refId, TriggerField } from '../core/state.js';
import { beginTrigger } from '../actions/stack.js';
import { findOption, firstOption, noDefault, who } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

const field = (g: Game, k: number, f: TriggerField) => g.m[g.pendingTriggers + k * TriggerField.SIZE + f];

function decode(g: Game, k: number, out: OptionInfo): void {
  out.object = refId(field(g, k, TriggerField.Source));
  out.card = field(g, k, TriggerField.Card);
  out.ability = field(g, k, TriggerField.Ability);
  const it = field(g, k, TriggerField.Ref);
  out.other = it < 0 ? -1 : liveId(g, it);
}

/** A trigger is named by its source, or (one ability triggering on several objects) by its "it". */
function answer(g: Game, want: Choice): number | string {
  let k = -1;
  if (want.object >= 0) {
    k = findOption(g, decode, (o) => o.object === want.object);
    if (k < 0) k = findOption(g, decode, (o) => o.other === want.object);
  }
  return k >= 0 ? k : 'choose (trigger order): none of the listed objects has a trigger waiting';
}

export const triggerOrderDecision = decisionModule({
  kind: Decision.TriggerOrder,
  form: ChooseForm.RefList,
  apply: beginTrigger,
  describe: (g, k) => `put the trigger of ${who(g, refId(field(g, k, TriggerField.Source)))} on the stack`,
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
