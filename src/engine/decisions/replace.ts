// Which replacement or prevention effect applies first to an event (419.9a): the affected player (or
// the affected object's controller) chooses. Options: rows of the effect table, or a card's own
// replacement (replace.ts); each names the object that generates it.
import { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { replacementSourceOf } from '../batch/replace.js';
import { findOption, firstOption, noDefault, sameRef, who } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function decode(g: Game, v: number, out: OptionInfo): void {
  out.object = replacementSourceOf(g, v);
}

/** The effect named by the object that generates it. */
function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decode, (o) => sameRef(o, want));
  return k >= 0 ? k : `choose (replacement): ${want.text} generates none of the effects that apply`;
}

export const replaceDecision = decisionModule({
  kind: Decision.Replace,
  form: ChooseForm.Ref,
  apply: (g, v) => flushEvents(g, v),
  describe: (g, v) => `apply the effect of ${who(g, replacementSourceOf(g, v))} first`,
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
