// Declaring attackers (500.2, 501 of 2008), one creature at a time, then "done". Options: object ids;
// -1 is "no more attackers", listed first and offered only while the declaration so far is legal.
import { Decision, ProgramCounter } from '../core/constants.js';
import { type Game, Global, put } from '../core/state.js';
import { declareAttacker, finishAttacks } from '../actions/combat.js';
import { onAttackersDeclared } from '../batch/triggers.js';
import { findOption, firstOption, sameRef, who } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function apply(g: Game, v: number): void {
  if (v >= 0) {
    declareAttacker(g, v);
    return;
  }
  if (finishAttacks(g) > 0) {
    put(g, Global.Declared, 1);
    onAttackersDeclared(g);
  }
  put(g, Global.Pc, ProgramCounter.Priority);
}

function decode(_g: Game, v: number, out: OptionInfo): void {
  if (v < 0) out.none = true;
  else out.object = v;
}

function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decode, (o) => (want.none ? o.none : sameRef(o, want)));
  return k >= 0 ? k : `attack: ${want.text} can't attack`;
}

/** The scenario default: no (more) attackers; when a requirement still asks for more (500.4), none. */
function scriptDefault(g: Game): number | string {
  const k = findOption(g, decode, (o) => o.none);
  return k >= 0 ? k : 'declaring no more attackers is not legal here (a requirement can still be obeyed, 500.4)';
}

export const attackDecision = decisionModule({
  kind: Decision.Attack,
  form: ChooseForm.None,
  apply,
  describe: (g, v) => (v < 0 ? 'no more attackers' : `attack with ${who(g, v)}`),
  decode,
  answer,
  scriptDefault,
  fastDefault: firstOption, // no more attackers, or the first creature when a requirement makes that illegal
});
