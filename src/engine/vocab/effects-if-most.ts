// "If you control more creatures than any other player, put two of those cards into your hand. Otherwise, put one
// of them into your hand" (Advice from the Fae): a guard comparing counts of matching permanents, yours against
// each other player's, as this part of the effect resolves; with `otherwise`, one of two effects.
import { type TSchema, Type } from '@sinclair/typebox';
import type { AmountC } from '../core/cardform.js';
import { rf, setRf } from '../core/stack-records.js';
import { StackField } from '../core/state.js';
import { amountOf } from '../facts/runtime.js';
import { FilterSchema } from './common.js';
import { defineVerb } from './verb.js';

/** The guard's field on the stack record: 1 once the condition failed (the guarded effect is skipped). */
const SKIP = StackField.Work0;

const IfControlsMostSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifControlsMost'), filter: FilterSchema, effect, otherwise: Type.Optional(effect) },
    {
      additionalProperties: false,
      description:
        'do the effect only if you control more matching permanents than each other player, else the otherwise effect',
    },
  );

export const ifControlsMost = defineVerb({
  name: 'ifControlsMost',
  schema: IfControlsMostSchema(Type.Unknown()),
  nests: IfControlsMostSchema,
  compile(o, c, f): { yours: AmountC; theirs: AmountC } {
    if (o.filter.controller !== undefined) c.fail(`${f}.filter.controller`, 'no controller (both are counted)', o);
    // two players: "each other player" is the opponent
    return {
      yours: c.amount({ count: o.filter, whose: 'you' }, `${f}.filter`),
      theirs: c.amount({ count: o.filter, whose: 'opponent' }, `${f}.filter`),
    };
  },
  run(g, rec, a) {
    if (amountOf(g, rec, a.yours) <= amountOf(g, rec, a.theirs)) setRf(g, rec, SKIP, 1);
    return true;
  },
  describe: (_a, ins) => `if you control more matching permanents than each other player, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});
