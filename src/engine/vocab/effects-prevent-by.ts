// "Prevent all damage target attacking or blocking creature would deal this turn" (Inquisitor's Snare): a prevention
// effect (419.1d) on a row of the Replacement layer until end of turn, naming the object (Obj) whose damage it
// prevents, to anything; the object it names is that permanent, so once it leaves play the row names nothing (400.7).
import { Type } from '@sinclair/typebox';
import { EventKind, Zone } from '../core/constants.js';
import { addEffect, type ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { EventField } from '../core/event-records.js';
import { EffectField, ref, zoneOf } from '../core/state.js';
import { nextTimestamp } from '../core/zones.js';
import { objectOf, sourceRef } from '../facts/runtime.js';
import { ObjectRefSchema } from './common.js';
import { defineReplacement, UNNUMBERED } from './replacement.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

export const preventAllDamageBy = defineReplacement({
  what: UNNUMBERED,
  applies: (g, r, b) =>
    g.m[b + EventField.Kind] === EventKind.Damage && g.m[b + EventField.Src] === g.m[r + EffectField.Obj],
  apply(g, _i, b) {
    g.m[b + EventField.Amount] = 0;
  },
  prevents: true,
  benefit: 1,
});

export const preventDamageBy = defineVerb({
  name: 'preventDamageBy',
  schema: Type.Object(
    { op: Type.Literal('preventDamageBy'), what: ObjectRefSchema },
    {
      additionalProperties: false,
      description: 'prevent all damage that permanent would deal this turn (419.1d), to anything',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    const what = preventAllDamageBy.what as ContinuousEffect;
    addEffect(g, Layer.Replacement, what, sourceRef(g, rec), ref(g, id), 0, 0, 0, Until.EndOfTurn, nextTimestamp(g));
    return true;
  },
  describe: (a) => `prevent all damage ${refText(a.what)} would deal this turn`,
  aim: (a, t) => (a.what === t ? Aim.Harm : Aim.None),
});
