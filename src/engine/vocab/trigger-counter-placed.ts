// "Whenever a -1/-1 counter is placed on a creature" (Flourishing Defenses): the engine fires it once for each
// -1/-1 counter placed (batch/triggers.ts onMinusCountersPlaced): by an effect or a cost, by wither's damage, and as
// a permanent comes into play with such counters (persist's return, Leech Bonder), 2008 rulings.
import { Type } from '@sinclair/typebox';
import { TriggerEvent } from '../core/cardform.js';
import { FilterSchema } from './common.js';
import { defineTrigger, objectOnly, selfSchema } from './trigger.js';

export const minusOneCounterPlaced = defineTrigger({
  name: 'minusOneCounterPlaced',
  schema: Type.Object(
    { event: Type.Literal('minusOneCounterPlaced'), self: selfSchema, filter: Type.Optional(FilterSchema) },
    {
      additionalProperties: false,
      description:
        'whenever a -1/-1 counter is placed on this (self) or a matching permanent: once per counter, those it comes into play with too; "it": that permanent',
    },
  ),
  event: TriggerEvent.MinusCounterPlaced,
  subject: 'required',
  parts: objectOnly,
});
