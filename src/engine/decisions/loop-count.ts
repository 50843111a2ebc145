// How many more times a loop repeats (421.2, 421.3 of 2008: a player who can repeat an optional loop
// names a number). Options: numbers of repetitions (loops.ts LOOP_COUNTS).
import { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { applyLoopCount } from '../actions/loops.js';
import { decodeNumber, firstOption, noDefault, numberAnswer } from './common.js';
import { ChooseForm, type Choice, decisionModule } from './module.js';

function offered(g: Game): string {
  const out: number[] = [];
  for (let i = 0; i < g.m[g.optionCount]; i++) out.push(g.m[g.options + i]);
  return out.join(', ');
}

function answer(g: Game, want: Choice): number | string {
  return numberAnswer(
    g,
    decodeNumber,
    want.number,
    `choose (loop count): ${want.text} is not offered here (${offered(g)})`,
  );
}

export const loopCountDecision = decisionModule({
  kind: Decision.LoopCount,
  form: ChooseForm.Number,
  apply: applyLoopCount,
  describe: (_g, v) => `repeat the loop ${v} more time${v === 1 ? '' : 's'}`,
  decode: decodeNumber,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
