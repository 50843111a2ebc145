// "Destroy all Auras and Equipment attached to target creature" (Strip Bare): every permanent matching the filter that
// is attached to that object as the effect resolves, destroyed at once (one Destroy event each, 419.6b: each may be
// regenerated). Nothing is destroyed if the object is gone.
import { Type } from '@sinclair/typebox';
import type { FilterC } from '../core/cardform.js';
import { Zone } from '../core/constants.js';
import { proposeDestroy } from '../core/event-records.js';
import { attachOf, ref, zoneOf } from '../core/state.js';
import { isIndestructible } from '../facts/chars.js';
import { controllerOfItem, matchingInPlay, objectOf, sourceRef } from '../facts/runtime.js';
import { FilterSchema, ObjectRefSchema } from './common.js';
import { refText } from './text.js';
import { defineVerb } from './verb.js';

export const destroyAttachedTo = defineVerb({
  name: 'destroyAttachedTo',
  schema: Type.Object(
    { op: Type.Literal('destroyAttachedTo'), what: ObjectRefSchema, filter: FilterSchema },
    {
      additionalProperties: false,
      description: 'destroys every permanent matching the filter attached to the object (what), at once',
    },
  ),
  compile: (o, c, f): { what: number; filter: FilterC } => ({
    what: c.objRef(o.what, `${f}.what`),
    filter: c.filter(o.filter)!,
  }),
  run(g, rec, a) {
    const host = objectOf(g, rec, a.what);
    if (host < 0 || zoneOf(g, host) !== Zone.InPlay) return true;
    const to = ref(g, host);
    const set = matchingInPlay(g, rec, a.filter);
    for (let i = 1; i <= set[0]; i++)
      if (attachOf(g, set[i]) === to && !isIndestructible(g, set[i]))
        proposeDestroy(g, set[i], sourceRef(g, rec), false, controllerOfItem(g, rec));
    return true;
  },
  describe: (a) => `destroy each matching permanent attached to ${refText(a.what)}`,
});
