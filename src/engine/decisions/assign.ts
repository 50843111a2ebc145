// Dividing an attacker's combat damage (502.9 of 2008: no damage assignment order; trample needs lethal
// damage to every blocker first), one point at a time. Options: blocker ids and player refs; the
// attacker is Global.DAux.
import { Decision, ProgramCounter } from '../core/constants.js';
import { type Game, Global, put } from '../core/state.js';
import { assignCombatDamage } from '../actions/combat.js';
import { decodeRef, firstOption, noDefault, refAnswer, who } from './common.js';
import { ChooseForm, decisionModule, type OptionInfo } from './module.js';

function apply(g: Game, v: number): void {
  if (assignCombatDamage(g, v)) {
    put(g, Global.Declared, 2);
    put(g, Global.Pc, ProgramCounter.Priority);
  }
}

const decode = (_g: Game, v: number, out: OptionInfo): void => decodeRef(v, out);

export const assignDecision = decisionModule({
  kind: Decision.Assign,
  form: ChooseForm.None,
  apply,
  describe: (g, v) => `assign 1 damage of ${who(g, g.m[Global.DAux])} to ${who(g, v)}`,
  decode,
  answer: (g, want) => refAnswer(g, decode, want, 'assign'),
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
