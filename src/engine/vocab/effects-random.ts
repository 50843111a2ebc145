// Effects that pick at random with the game's generator (part of the state, so a clone or a replay picks the same).
import { Type } from '@sinclair/typebox';
import { Zone } from '../core/constants.js';
import { proposeDestroy, proposeMove } from '../core/event-records.js';
import { listBase } from '../core/zones.js';
import { rngInt } from '../core/rng.js';
import { StackField, zoneOf } from '../core/state.js';
import { rf, setRf } from '../core/stack-records.js';
import { isIndestructible } from '../facts/chars.js';
import { controllerOfItem, objectOf, sourceRef } from '../facts/runtime.js';
import { ObjectRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const legal: number[] = [];

/**
 * "Choose three target nonenchantment permanents. Destroy one of them at random." (Wild Swing): one of the listed
 * objects still legal as it resolves (413.2a: an illegal target is left out of the choice), picked at random, is
 * destroyed; an indestructible one picked survives, nothing else is destroyed instead.
 */
export const destroyOneAtRandom = defineVerb({
  name: 'destroyOneAtRandom',
  schema: Type.Object(
    {
      op: Type.Literal('destroyOneAtRandom'),
      of: Type.Array(ObjectRefSchema, { minItems: 2, maxItems: 4, description: 'the permanents, usually targets' }),
    },
    { additionalProperties: false, description: 'destroy one of these permanents, chosen at random as it resolves' },
  ),
  compile: (o, c, f) => ({ of: o.of.map((r, i) => c.objRef(r, `${f}.of[${i}]`)) }),
  run(g, rec, a) {
    legal.length = 0;
    for (const r of a.of) {
      const id = objectOf(g, rec, r);
      if (id >= 0 && zoneOf(g, id) === Zone.InPlay && !legal.includes(id)) legal.push(id);
    }
    if (legal.length === 0) return true;
    const id = legal[legal.length === 1 ? 0 : rngInt(g, legal.length)];
    if (!isIndestructible(g, id)) proposeDestroy(g, id, sourceRef(g, rec), false, controllerOfItem(g, rec));
    return true;
  },
  describe: (a) => `destroy one of ${a.of.map(refText).join(', ')} at random`,
  aim: (a, t) => (a.of.includes(t) ? Aim.Harm : Aim.None),
});

/**
 * "Return a card at random from your graveyard to your hand" (Fossil Find): one of the cards in the controller's
 * graveyard as it resolves, picked at random.
 */
export const returnRandomFromGraveyard = defineVerb({
  name: 'returnRandomFromGraveyard',
  schema: Type.Object(
    { op: Type.Literal('returnRandomFromGraveyard') },
    { additionalProperties: false, description: 'return a card at random from your graveyard to your hand' },
  ),
  compile: () => ({}),
  run(g, rec) {
    if (rf(g, rec, StackField.Work0) !== 0) return true; // the card has moved
    const b = listBase(g, Zone.Graveyard, controllerOfItem(g, rec));
    const n = g.m[b];
    if (n === 0) return true;
    proposeMove(g, g.m[b + 1 + (n === 1 ? 0 : rngInt(g, n))], Zone.Hand);
    setRf(g, rec, StackField.Work0, 1);
    return false; // it moves before what follows ("then reorder your graveyard")
  },
  describe: () => 'return a card at random from your graveyard to your hand',
});
