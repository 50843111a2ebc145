// Which of several damages dealt at once a prevention shield prevents first (419.7b), when it can't
// prevent them all. Options: SHIELD_FIRST + event index (replace.ts); each names its source and amount.
import { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { shieldDamageAmount, shieldDamageSource } from '../batch/replace.js';
import { findOption, firstOption, noDefault, sameRef, who } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function decode(g: Game, v: number, out: OptionInfo): void {
  out.object = shieldDamageSource(g, v);
  out.number = shieldDamageAmount(g, v);
}

function describe(g: Game, v: number): string {
  const src = shieldDamageSource(g, v);
  return `prevent first the damage of ${src < 0 ? 'no source' : who(g, src)}`;
}

/** The damage named by its source. */
function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decode, (o) => sameRef(o, want));
  return k >= 0 ? k : `choose (shield): ${want.text} deals none of the damage the shield could prevent`;
}

export const shieldFirstDecision = decisionModule({
  kind: Decision.ShieldFirst,
  form: ChooseForm.Ref,
  apply: (g, v) => flushEvents(g, v),
  describe,
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
