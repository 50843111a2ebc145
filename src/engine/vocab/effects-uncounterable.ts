// "Target spell can't be countered by spells or abilities" (Vexing Shusher): the spell object remembers it
// (Flag.Uncounterable, facts/uncounterable.ts), so it lasts while that spell is on the stack and is gone with it (a new
// object, 400.7). 413.2a (all its targets illegal) still counters it: that is the rules, not a spell or ability.
import { Type } from '@sinclair/typebox';
import { Flag, Zone } from '../core/constants.js';
import { flagsOf, setFlags, zoneOf } from '../core/state.js';
import { objectOf } from '../facts/runtime.js';
import { ObjectRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

export const makeUncounterable = defineVerb({
  name: 'makeUncounterable',
  schema: Type.Object(
    { op: Type.Literal('makeUncounterable'), what: ObjectRefSchema },
    {
      additionalProperties: false,
      description:
        '"Target spell can\'t be countered by spells or abilities" (Vexing Shusher): for as long as that spell is on the stack',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id >= 0 && zoneOf(g, id) === Zone.Stack) setFlags(g, id, flagsOf(g, id) | Flag.Uncounterable);
    return true;
  },
  describe: (a) => `${refText(a.what)} can't be countered by spells or abilities`,
  aim: (a, t) => (a.what === t ? Aim.Help : Aim.None),
});
