// "When a Faerie is championed with [this]" (Mistbind Clique): a card this permanent's champion ability removed
// from the game (502.72 of 2008; effects-champion.ts remembers it as a Linked row of this object). Each Move into
// the removed zone is looked at only while some permanent in play has such an ability; "it" is the removed card.
import { Type } from '@sinclair/typebox';
import { Link, Layer } from '../core/continuous.js';
import { EventKind, Zone } from '../core/constants.js';
import { EventField } from '../core/event-records.js';
import { EffectField, Global, liveId, refId } from '../core/state.js';
import { defineTrigger, objectOnly } from './trigger.js';

export const championed = defineTrigger({
  name: 'championed',
  schema: Type.Object(
    { event: Type.Literal('championed'), self: Type.Literal(true) },
    {
      additionalProperties: false,
      description:
        'when a card is championed with this (removed from the game by its champion ability, 502.72 of 2008); "it": that card',
    },
  ),
  subject: 'required',
  parts: objectOnly,
  on: EventKind.Move,
  occurs(g, b, occ) {
    if (g.m[b + EventField.Aux] !== Zone.Removed) return false;
    const card = g.m[b + EventField.Obj];
    for (let i = 0; i < g.m[Global.EffN]; i++) {
      const r = g.effects + i * EffectField.SIZE;
      if (
        g.m[r + EffectField.Layer] !== Layer.Linked ||
        g.m[r + EffectField.Obj] !== card ||
        g.m[r + EffectField.A] !== Link.Removed
      )
        continue;
      occ.subject = liveId(g, g.m[r + EffectField.Source]);
      occ.eventRef = card;
      occ.player = -1;
      occ.amount = 0;
      occ.flags = 0;
      return occ.subject >= 0 && refId(card) >= 0;
    }
    return false;
  },
});
