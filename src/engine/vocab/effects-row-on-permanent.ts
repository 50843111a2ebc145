// Verbs that put one row of the effect table on one permanent until end of turn, from the resolving spell or
// ability: a regeneration shield (419.6b), "can't be regenerated", "switch its power and toughness" (layer 6e),
// "can't block [this]", "loses all abilities" (layer 5). Nothing happens if the permanent has left play.
import { Type } from '@sinclair/typebox';
import { addEffect, type ContinuousEffect, type Layer, Until } from '../core/continuous.js';
import { Zone } from '../core/constants.js';
import { ref, zoneOf } from '../core/state.js';
import { nextTimestamp } from '../core/zones.js';
import { objectOf, sourceRef } from '../facts/runtime.js';
import { ObjectRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

export interface RowOnPermanent {
  name: string;
  layer: Layer;
  what: ContinuousEffect;
  /** the row's B value (a regeneration shield's count) */
  amount: number;
  description: string;
  /** the verb in words, given the permanent's */
  text: (what: string) => string;
  /** what it is for the permanent it names (Help, Harm; None) */
  aim: Aim;
}

export function rowOnPermanent(d: RowOnPermanent) {
  return defineVerb({
    name: d.name,
    schema: Type.Object(
      { op: Type.Literal(d.name), what: ObjectRefSchema },
      { additionalProperties: false, description: d.description },
    ),
    compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
    object: (a) => a.what,
    run(g, rec, a) {
      const id = objectOf(g, rec, a.what);
      if (id >= 0 && zoneOf(g, id) === Zone.InPlay)
        addEffect(g, d.layer, d.what, sourceRef(g, rec), ref(g, id), 0, d.amount, 0, Until.EndOfTurn, nextTimestamp(g));
      return true;
    },
    describe: (a) => d.text(refText(a.what)),
    aim: (a, t) => (a.what === t ? d.aim : Aim.None),
  });
}
