// "When [this / a matching permanent] becomes the target of a spell or ability" (Makeshift Mannequin's granted "When
// this creature becomes the target of a spell or ability, sacrifice it"): a permanent becomes the target of a spell
// as the spell is played (409.1i), of an activated ability as it is played, of a triggered ability as it is put on the
// stack with its targets, of a copy as the copy's targets are chosen, and of a spell whose target is changed to it
// (415.7). Once per spell or ability, however many of its targets name the permanent (batch/triggers.ts onTargeted).
// "whose": the controller of that spell or ability ("a spell or ability an opponent controls").
import { Type } from '@sinclair/typebox';
import { TriggerEvent } from '../core/cardform.js';
import { FilterSchema } from './common.js';
import { defineTrigger, selfSchema, whoseSchema } from './trigger.js';

export const becomesTarget = defineTrigger({
  name: 'becomesTarget',
  schema: Type.Object(
    {
      event: Type.Literal('becomesTarget'),
      self: selfSchema,
      filter: Type.Optional(FilterSchema),
      whose: whoseSchema('spell or ability'),
    },
    {
      additionalProperties: false,
      description:
        'whenever this (self) or a matching permanent becomes the target of a spell or ability (whose: its controller); "it": that permanent',
    },
  ),
  event: TriggerEvent.BecomesTarget,
  subject: 'required',
  parts: () => ({ object: true, player: true, amount: false }),
});
