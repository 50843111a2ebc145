// What a permanent coming into play as a copy copies (Clone; layer 1, 418.5a), or nothing. Options: 0
// nothing, else object id + 1.
import { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { biggestCopy } from '../batch/copy.js';
import { flushEvents } from '../batch/events.js';
import { findOption, noDefault, sameRef, who } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function decode(_g: Game, v: number, out: OptionInfo): void {
  if (v === 0) out.none = true;
  else out.object = v - 1;
}

function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decode, (o) => (want.none ? o.none : sameRef(o, want)));
  return k >= 0 ? k : `choose (copy): ${want.text} can't be copied`;
}

export const copyDecision = decisionModule({
  kind: Decision.Copy,
  form: ChooseForm.RefOrFalse,
  apply: (g, v) => flushEvents(g, v, Decision.Copy),
  describe: (g, v) => (v === 0 ? 'copy nothing' : `copy ${who(g, v - 1)}`),
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: biggestCopy, // the biggest creature
});
