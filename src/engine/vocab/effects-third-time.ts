// "If this is the third time this ability has resolved this turn, ..." (Ashling the Pilgrim, Inner-Flame Igniter,
// Soulbright Flamekin): the guard ifResolvedTimes counts each resolution of the ability as it runs (a per-object count
// of this turn, activations.ts countResolution; an activation countered or otherwise not resolved doesn't count) and
// does its effect on that resolution only. removeAllCounters: "remove all +1/+1 counters from [this]", how many
// kept for the amount "countersRemoved" ("it deals that much damage").
import { Type, type TSchema } from '@sinclair/typebox';
import { RefCode } from '../core/cardform.js';
import { Zone } from '../core/constants.js';
import { countResolution } from '../core/activations.js';
import { proposeCounters } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { minus1Of, plus1Of, StackField, zoneOf } from '../core/state.js';
import { objectOf, sourceRef } from '../facts/runtime.js';
import { defineVerb } from './verb.js';

/** ifResolvedTimes's own field: 1 when this resolution is the one counted ("the third time"). */
const enum ResolvedField {
  Matches = StackField.Work0,
}

const IfResolvedSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifResolvedTimes'), times: Type.Integer({ minimum: 2, maximum: 20 }), effect },
    {
      additionalProperties: false,
      description: '"if this is the third time this ability has resolved this turn"',
    },
  );
export const ifResolvedTimes = defineVerb({
  name: 'ifResolvedTimes',
  schema: IfResolvedSchema(Type.Unknown()),
  nests: IfResolvedSchema,
  compile(o, c, f) {
    if (!c.activatedAbility) c.fail(`${f}.op`, "ifResolvedTimes only in an activated ability's effect", o.op);
    return { times: o.times };
  },
  run(g, rec, a) {
    setRf(g, rec, ResolvedField.Matches, countResolution(g, sourceRef(g, rec)) === a.times ? 1 : 0);
    return true;
  },
  describe: (a, ins) => `if this ability has now resolved ${a.times} times this turn, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, ResolvedField.Matches) === 0,
});

// "Remove all +1/+1 counters from [this]" (Ashling the Pilgrim), "remove all -1/-1 counters from it" (Witherscale
// Wurm): the amount "countersRemoved" later in the effect is how many.
export const removeAllCounters = defineVerb({
  name: 'removeAllCounters',
  schema: Type.Object(
    {
      op: Type.Literal('removeAllCounters'),
      what: Type.Literal('this'),
      counter: Type.Union([Type.Literal('+1/+1'), Type.Literal('-1/-1')]),
    },
    {
      additionalProperties: false,
      description: 'remove all +1/+1 (or -1/-1) counters from this',
    },
  ),
  compile(o, c, f) {
    if (c.sacrificed || c.sacrificedPower)
      c.fail(`${f}.op`, 'no removeAllCounters in an effect that also reads what it sacrificed', 'removeAllCounters');
    c.countersRemoved = true;
    return { plus: o.counter === '+1/+1' };
  },
  run(g, rec, a) {
    const id = objectOf(g, rec, RefCode.This);
    const n = id >= 0 && zoneOf(g, id) === Zone.InPlay ? (a.plus ? plus1Of(g, id) : minus1Of(g, id)) : 0;
    setRf(g, rec, StackField.Amount, n);
    if (n > 0) proposeCounters(g, id, a.plus, -n);
    return true;
  },
  describe: (a) => `remove all ${a.plus ? '+1/+1' : '-1/-1'} counters from this`,
});
