// "Choose a Giant creature you control. It deals damage equal to its power to target creature." (Crush Underfoot):
// the controller chooses, as the effect resolves, one of the permanents he or she controls that match the filter (a
// ChooseSource decision: the chosen permanent is the source of the damage); it deals damage equal to its power then.
// With none to choose, nothing happens.
import { Type } from '@sinclair/typebox';
import type { FilterC } from '../core/cardform.js';
import { Decision, NO_TARGET } from '../core/constants.js';
import { proposeDamage } from '../core/event-records.js';
import { type Game, Global, put, ref } from '../core/state.js';
import { colors, controller, power } from '../facts/chars.js';
import { controllerOfItem, matchingInPlay, recipientOf } from '../facts/runtime.js';
import { FilterSchema, ObjectRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

interface ChosenDamageArgs {
  filter: FilterC | null;
  to: number;
}

/** The chosen permanent deals damage equal to its power to the recipient. */
function deal(g: Game, rec: number, a: ChosenDamageArgs, id: number): void {
  const dst = recipientOf(g, rec, a.to);
  if (dst === NO_TARGET) return;
  proposeDamage(g, ref(g, id), colors(g, id), dst >= 0 ? ref(g, dst) : dst, Math.max(0, power(g, id)));
}

export const chosenDealsDamage = defineVerb({
  name: 'chosenDealsDamage',
  schema: Type.Object(
    {
      op: Type.Literal('chosenDealsDamage'),
      filter: FilterSchema,
      to: ObjectRefSchema,
    },
    {
      additionalProperties: false,
      description: 'a permanent you choose deals damage equal to its power',
    },
  ),
  compile: (o, c, f): ChosenDamageArgs => ({ filter: c.filter(o.filter), to: c.objRef(o.to, `${f}.to`) }),
  object: (a) => a.to,
  run(g, rec, a, choice) {
    if (choice >= 0) {
      deal(g, rec, a, choice);
      return true;
    }
    const you = controllerOfItem(g, rec);
    const set = matchingInPlay(g, rec, a.filter);
    let n = 0;
    for (let i = 1; i <= set[0]; i++) {
      const id = set[i];
      if (controller(g, id) === you) g.m[g.options + n++] = id;
    }
    if (n === 0) return true;
    if (n === 1) {
      deal(g, rec, a, g.m[g.options]);
      return true;
    }
    g.m[g.optionCount] = n;
    put(g, Global.DKind, Decision.ChooseSource);
    put(g, Global.DPlayer, you);
    return false;
  },
  describe: (a) => `choose a matching permanent you control; it deals damage equal to its power to ${refText(a.to)}`,
  aim: (a, t) => (a.to === t ? Aim.Harm : Aim.None),
  damage: () => 3,
});
