// "Each of those creatures deals damage equal to its power to the other" (Rivals' Duel): both powers are taken as the
// effect happens and both damage events are one batch (dealt at the same time). If either creature is gone or an
// illegal target, neither deals damage.
import { Type } from '@sinclair/typebox';
import { Zone } from '../core/constants.js';
import { proposeDamage } from '../core/event-records.js';
import { ref, zoneOf } from '../core/state.js';
import { colors, power } from '../facts/chars.js';
import { objectOf } from '../facts/runtime.js';
import { ObjectRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

export const damageEachOther = defineVerb({
  name: 'damageEachOther',
  schema: Type.Object(
    { op: Type.Literal('damageEachOther'), what: ObjectRefSchema, other: ObjectRefSchema },
    {
      additionalProperties: false,
      description: 'each of the two creatures deals damage equal to its power to the other, at the same time',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`), other: c.objRef(o.other, `${f}.other`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const x = objectOf(g, rec, a.what);
    const y = objectOf(g, rec, a.other);
    if (x < 0 || y < 0 || x === y || zoneOf(g, x) !== Zone.InPlay || zoneOf(g, y) !== Zone.InPlay) return true;
    const px = Math.max(0, power(g, x));
    const py = Math.max(0, power(g, y));
    proposeDamage(g, ref(g, x), colors(g, x), ref(g, y), px);
    proposeDamage(g, ref(g, y), colors(g, y), ref(g, x), py);
    return true;
  },
  describe: (a) => `${refText(a.what)} and ${refText(a.other)} each deal damage equal to their power to the other`,
  aim: (a, t) => (a.what === t || a.other === t ? Aim.Harm : Aim.None),
});
