// Effect verbs first needed by Eventide cards: "loses all abilities until end of turn" (Snakeform) and "for each
// counter on target permanent, put another of those counters on that permanent" (Gilder Bairn).
import { Type } from '@sinclair/typebox';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { CounterKind, EventKind, FIRST_NAMED_COUNTER, NAMED_COUNTERS, Zone } from '../core/constants.js';
import { propose } from '../core/event-records.js';
import { type Game, loyaltyOf, minus1Of, namedCountersOf, plus1Of, ref, zoneOf } from '../core/state.js';
import { nextTimestamp } from '../core/zones.js';
import { objectOf, sourceRef } from '../facts/runtime.js';
import { ObjectRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

/**
 * "Target creature loses all abilities ... until end of turn" (Snakeform): a layer-5 row on that object, locked in as
 * it resolves (418.3b), in timestamp order with the effects that grant abilities (418.5h), like Humility's on one object.
 */
export const loseAllAbilities = defineVerb({
  name: 'loseAllAbilities',
  schema: Type.Object(
    { op: Type.Literal('loseAllAbilities'), what: ObjectRefSchema },
    { additionalProperties: false, description: 'it loses all abilities until end of turn (layer 5)' },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay)
      addEffect(
        g,
        Layer.Other,
        ContinuousEffect.LoseAbilities,
        sourceRef(g, rec),
        ref(g, id),
        0,
        0,
        0,
        Until.EndOfTurn,
        nextTimestamp(g),
      );
    return true;
  },
  describe: (a) => `${refText(a.what)} loses all abilities until end of turn`,
  aim: (a, t) => (a.what !== t ? Aim.None : Aim.Harm),
});

const KINDS = [
  CounterKind.PlusOne,
  CounterKind.MinusOne,
  CounterKind.Loyalty,
  ...NAMED_COUNTERS.map((_, i) => FIRST_NAMED_COUNTER + i),
];
function countersOfKind(g: Game, id: number, kind: number): number {
  if (kind === CounterKind.PlusOne) return plus1Of(g, id);
  if (kind === CounterKind.MinusOne) return minus1Of(g, id);
  if (kind === CounterKind.Loyalty) return loyaltyOf(g, id);
  return namedCountersOf(g, id, kind);
}

/**
 * "For each counter on target permanent, put another of those counters on that permanent" (Gilder Bairn): one event
 * of putting counters for each kind on it, all in one batch (they happen at once), each as many as it has now.
 */
export const doubleCounters = defineVerb({
  name: 'doubleCounters',
  schema: Type.Object(
    { op: Type.Literal('doubleCounters'), what: ObjectRefSchema },
    {
      additionalProperties: false,
      description: 'for each counter on it, another of that kind is put on it (every kind at once)',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    for (const kind of KINDS) {
      const n = countersOfKind(g, id, kind);
      if (n > 0) propose(g, EventKind.Counters, ref(g, id), -1, n, kind);
    }
    return true;
  },
  describe: (a) => `for each counter on ${refText(a.what)}, put another of those counters on it`,
  aim: (a, t) => (a.what !== t ? Aim.None : Aim.Help),
});
