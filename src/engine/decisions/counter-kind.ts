// "A counter" of the kind of the player's choice, as an effect resolves (Medicine Runner's "remove a counter from
// target permanent", Leech Bonder's "move a counter"): asked only when the permanent has counters of two or more
// kinds. Options: CounterKind numbers + COUNTER_KIND_OPTION (positive words); a script answers with the kind's name
// ("-1/-1", "+1/+1", "charge", ...). Global.DAux: the permanent the counter comes from.
import {
  COUNTER_KIND_OPTION as KIND_OPTION_BASE,
  CounterKind,
  Decision,
  FIRST_NAMED_COUNTER,
  NAMED_COUNTERS,
} from '../core/constants.js';
import { type Game, Global } from '../core/state.js';
import { resolveTop } from '../actions/resolve.js';
import { findOption, firstOption, noDefault } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

/** Option word v: its counter kind as `number`; the permanent the counter comes from as `object` (Global.DAux). */
function decode(g: Game, v: number, out: OptionInfo): void {
  out.number = v - KIND_OPTION_BASE;
  out.object = g.m[Global.DAux];
}

/** A counter kind's name, as rules text and scenarios write it. */
export function counterKindName(k: number): string {
  if (k === CounterKind.PlusOne) return '+1/+1';
  if (k === CounterKind.MinusOne) return '-1/-1';
  if (k === CounterKind.Loyalty) return 'loyalty';
  return NAMED_COUNTERS[k - FIRST_NAMED_COUNTER] ?? String(k);
}

function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decode, (o) => counterKindName(o.number) === want.name);
  return k >= 0 ? k : `choose (counter kind): "${want.name}" is not a kind of counter on it`;
}

export const counterKindDecision = decisionModule({
  kind: Decision.CounterKind,
  form: ChooseForm.Word,
  apply: resolveTop,
  describe: (_g, v) => `a ${counterKindName(v - KIND_OPTION_BASE)} counter`,
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
