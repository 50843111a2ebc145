// "Whenever a permanent you control becomes untapped" (Wake Thrasher): every Untap event that happens (in its
// controller's untap step, by an effect, by the untap symbol's cost) is an occurrence; a permanent that was already
// untapped doesn't become untapped (no event happens).
import { Type } from '@sinclair/typebox';
import { EventKind } from '../core/constants.js';
import { EventField } from '../core/event-records.js';
import { refId } from '../core/state.js';
import { FilterSchema } from './common.js';
import { defineTrigger, objectOccurs, objectOnly, selfSchema } from './trigger.js';

export const becomesUntapped = defineTrigger({
  name: 'becomesUntapped',
  schema: Type.Object(
    { event: Type.Literal('becomesUntapped'), self: selfSchema, filter: Type.Optional(FilterSchema) },
    {
      additionalProperties: false,
      description:
        'whenever this (self) or a matching permanent becomes untapped (for any reason); "it": that permanent',
    },
  ),
  subject: 'required',
  parts: objectOnly,
  on: EventKind.Untap,
  occurs(g, b, occ) {
    return objectOccurs(g, occ, refId(g.m[b + EventField.Obj]), -1);
  },
});
