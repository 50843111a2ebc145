// "If that permanent is red or green, put it on top of its owner's library instead" (Consign to Dream), "Destroy target
// creature. If that creature was green or white, its controller discards a card" (Gloomlance): a guard on a target
// permanent's characteristics as they are now, in play, as this part of the effect resolves; with `otherwise`, one of
// two effects (a self-replacement, 419.6d, when the effect replaces the other). A target no longer in play (or no
// longer legal) doesn't match. The check comes before the effects it guards, so "was" is the permanent just before
// them.
import { type TSchema, Type } from '@sinclair/typebox';
import type { FilterC } from '../core/cardform.js';
import { rf, setRf } from '../core/stack-records.js';
import { Zone } from '../core/constants.js';
import { refId, StackField, zoneOf } from '../core/state.js';
import { matches } from '../facts/matches.js';
import { controllerOfItem, objectOf } from '../facts/runtime.js';
import { FilterSchema } from './common.js';
import { defineVerb } from './verb.js';

/** The guard's field on the stack record: 1 once the condition failed (the guarded effect is skipped). */
const SKIP = StackField.Work0;

const IfTargetIsSchema = (effect: TSchema) =>
  Type.Object(
    {
      op: Type.Literal('ifTargetIs'),
      target: Type.Integer({ minimum: 0, maximum: 3, description: 'which target (its index): a permanent' }),
      is: FilterSchema,
      effect,
      otherwise: Type.Optional(effect),
    },
    {
      additionalProperties: false,
      description:
        'do the effect only if that target permanent matches the filter (as it is now, in play), else the otherwise effect',
    },
  );

export const ifTargetIs = defineVerb({
  name: 'ifTargetIs',
  schema: IfTargetIsSchema(Type.Unknown()),
  nests: IfTargetIsSchema,
  compile(o, c, f): { target: number; is: FilterC } {
    if (o.target >= c.nTargets)
      c.fail(`${f}.target`, `a target of this spell or ability (it has ${c.nTargets})`, o.target);
    return { target: o.target, is: c.filter(o.is)! };
  },
  run(g, rec, a) {
    const id = objectOf(g, rec, a.target);
    const src = refId(rf(g, rec, StackField.Source));
    const fits = id >= 0 && zoneOf(g, id) === Zone.InPlay && matches(g, a.is, id, controllerOfItem(g, rec), src);
    if (!fits) setRf(g, rec, SKIP, 1);
    return true;
  },
  describe: (a, ins) => `if target ${a.target} matches, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});
