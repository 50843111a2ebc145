// "Exchange control of target nonland permanent you control and target nonland permanent an opponent controls"
// (Puca's Mischief): as it resolves, each of the two permanents comes under the control of the player who controlled
// the other, for the rest of the game (two layer 2 rows, 418.5a); if either target is illegal then, or both have one
// controller, nothing happens (the exchange can't be done in part).
import { Type } from '@sinclair/typebox';
import { Zone } from '../core/constants.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { nextTimestamp } from '../core/zones.js';
import { type Game, ref, zoneOf } from '../core/state.js';
import { controller } from '../facts/chars.js';
import { objectOf, sourceRef } from '../facts/runtime.js';
import { ObjectRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

/** Permanent id comes under player p's control for the rest of the game, by the resolving item rec. */
function giveTo(g: Game, rec: number, id: number, p: number, ts: number): void {
  addEffect(g, Layer.Control, ContinuousEffect.SetController, sourceRef(g, rec), ref(g, id), 0, p, 0, Until.Game, ts);
}

export const exchangeControl = defineVerb({
  name: 'exchangeControl',
  schema: Type.Object(
    { op: Type.Literal('exchangeControl'), what: ObjectRefSchema, with: ObjectRefSchema },
    {
      additionalProperties: false,
      description:
        'exchange control of two permanents (for the rest of the game); nothing happens unless both are still legal and have different controllers',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`), with: c.objRef(o.with, `${f}.with`) }),
  run(g, rec, a) {
    const x = objectOf(g, rec, a.what);
    const y = objectOf(g, rec, a.with);
    if (x < 0 || y < 0 || zoneOf(g, x) !== Zone.InPlay || zoneOf(g, y) !== Zone.InPlay) return true;
    const px = controller(g, x);
    const py = controller(g, y);
    if (px === py) return true;
    const ts = nextTimestamp(g); // one effect: one timestamp
    giveTo(g, rec, x, py, ts);
    giveTo(g, rec, y, px, ts);
    return true;
  },
  describe: (a) => `exchange control of ${refText(a.what)} and ${refText(a.with)}`,
  aim: (a, t) => (a.with === t ? Aim.Harm : Aim.None),
});
