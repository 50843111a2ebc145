// "Whenever [this / a matching permanent] becomes tapped" (and untapped, below) (Lorwyn's Merfolk: Fallowsage, Judge of
// Currents): every Tap event that happens (to attack, to pay a {T} cost, for mana, by an effect) is an
// occurrence. A permanent that comes into play tapped doesn't become tapped (no Tap event), and neither
// does one tapped by a regeneration (the Regenerate event).
import { Type } from '@sinclair/typebox';
import { EventKind } from '../core/constants.js';
import { EventField } from '../core/event-records.js';
import { refId } from '../core/state.js';
import { FilterSchema } from './common.js';
import { defineTrigger, objectOccurs, objectOnly, selfSchema } from './trigger.js';

export const becomesTapped = defineTrigger({
  name: 'becomesTapped',
  schema: Type.Object(
    { event: Type.Literal('becomesTapped'), self: selfSchema, filter: Type.Optional(FilterSchema) },
    {
      additionalProperties: false,
      description: 'whenever this (self) or a matching permanent becomes tapped (for any reason); "it": that permanent',
    },
  ),
  subject: 'required',
  parts: objectOnly,
  on: EventKind.Tap,
  occurs(g, b, occ) {
    return objectOccurs(g, occ, refId(g.m[b + EventField.Obj]), -1);
  },
});

/**
 * "Whenever [this] becomes untapped" (Hollowsage): every Untap event that happens (its controller's untap step, a {Q}
 * cost, an effect) is an occurrence; an untapped permanent can't become untapped (no event happens).
 */
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
