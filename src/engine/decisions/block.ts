// Declaring blockers (500.3, 502 of 2008), one blocker-attacker pair at a time, then "done". Options:
// blocker << 16 | attacker; -1 is "no more blockers", listed first and offered only while legal.
import { Decision, ProgramCounter } from '../core/constants.js';
import { type Game, Global, put } from '../core/state.js';
import { declareBlocker, finishBlocks } from '../actions/combat.js';
import { onBlockersDeclared } from '../batch/triggers.js';
import { findOption, firstOption, who } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function apply(g: Game, v: number): void {
  if (v >= 0) {
    declareBlocker(g, v >>> 16, v & 0xffff);
    return;
  }
  finishBlocks(g);
  put(g, Global.Declared, 2);
  onBlockersDeclared(g);
  put(g, Global.Pc, ProgramCounter.Priority);
}

function decode(_g: Game, v: number, out: OptionInfo): void {
  if (v < 0) {
    out.none = true;
    return;
  }
  out.object = v >>> 16;
  out.other = v & 0xffff;
}

/** The pair the script names: blocker `object`, attacker `other`. */
function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decode, (o) =>
    want.none ? o.none : !o.none && o.object === want.object && o.other === want.other,
  );
  return k >= 0 ? k : `block: ${want.text} can't block ${want.otherText}`;
}

/** The scenario default: no (more) blockers; when a requirement still asks for more (500.4), none. */
function scriptDefault(g: Game): number | string {
  const k = findOption(g, decode, (o) => o.none);
  return k >= 0 ? k : 'declaring no more blockers is not legal here (a requirement can still be obeyed, 500.4)';
}

export const blockDecision = decisionModule({
  kind: Decision.Block,
  form: ChooseForm.None,
  apply,
  describe: (g, v) => (v < 0 ? 'no more blockers' : `block ${who(g, v & 0xffff)} with ${who(g, v >>> 16)}`),
  decode,
  answer,
  scriptDefault,
  fastDefault: firstOption, // no more blockers, or the first pair when a requirement makes that illegal
});
