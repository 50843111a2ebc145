// "Target land becomes an Island until end of turn" (Streambed Aquitects, Floodchaser), "... becomes the basic land
// type of your choice" (Tideshaper Mystic), "That land is an Island in addition to its other types as long as it has a
// flood counter on it" (Aquitect's Will): a layer 4 row on the land locked in as it resolves (418.3b), a
// ContinuousEffect.LandType. Set, its land types become the new one and it loses the abilities of its rules text
// (212.6h of 2008); added, it keeps them. Either way a land with a basic land type has that type's mana ability
// (212.6g: facts/own-lists.ts). The chosen type is a CreatureType decision asking for a basic land type.
import { Type } from '@sinclair/typebox';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import {
  Decision,
  FIRST_NAMED_COUNTER,
  LAND_TYPE_CHOICE,
  LANDWALK_TYPES,
  NAMED_COUNTERS,
  Zone,
} from '../core/constants.js';
import { type Game, Global, put, ref, zoneOf } from '../core/state.js';
import { RefCode } from '../core/cardform.js';
import { subtypeId, subtypeName, subtypeSetId } from '../core/subtypes.js';
import { nextTimestamp } from '../core/zones.js';
import { controllerOfItem, matchingInPlay, objectOf, sourceRef } from '../facts/runtime.js';
import { FilterSchema, ObjectRefSchema } from './common.js';
import { refText } from './text.js';
import { defineVerb } from './verb.js';

/** "chosen": the basic land type of the controller's choice, as it resolves. */
const CHOSEN = -1;

export const becomeLandType = defineVerb({
  name: 'becomeLandType',
  schema: Type.Object(
    {
      op: Type.Literal('becomeLandType'),
      what: Type.Optional(ObjectRefSchema),
      filter: Type.Optional(
        Type.Intersect([FilterSchema], {
          description:
            'instead of what: each matching permanent as it resolves ("Each land you control becomes that type until end of turn": Elsewhere Flask)',
        }),
      ),
      landType: Type.Union([...LANDWALK_TYPES.map((t) => Type.Literal(t)), Type.Literal('chosen')]),
      inAddition: Type.Optional(Type.Literal(true)),
      until: Type.Optional(Type.Literal('endOfTurn')),
      whileCounter: Type.Optional(Type.Union(NAMED_COUNTERS.map((k) => Type.Literal(k)))),
    },
    {
      additionalProperties: false,
      description:
        'a land becomes a basic land type ("chosen": of its controller\'s choice, as it resolves): it loses its other land types and the abilities of its rules text, or with inAddition keeps them; it has the type\'s mana ability (212.6g-h of 2008); until end of turn, or for the game, or while it has a counter of the kind whileCounter names',
    },
  ),
  compile(o, c, f) {
    if ((o.what === undefined) === (o.filter === undefined))
      c.fail(f, 'exactly one of "what" (a permanent) and "filter" (each matching permanent)', Object.keys(o));
    const what = o.what === undefined ? RefCode.None : c.objRef(o.what, `${f}.what`);
    const type = o.landType === 'chosen' ? CHOSEN : subtypeSetId([o.landType]);
    const counter = o.whileCounter === undefined ? 0 : FIRST_NAMED_COUNTER + NAMED_COUNTERS.indexOf(o.whileCounter);
    if (counter !== 0 && o.until !== undefined) c.fail(`${f}.until`, 'no until beside whileCounter', o.until);
    return {
      what,
      filter: c.filter(o.filter),
      type,
      name: o.landType,
      mode: (o.inAddition === true ? 1 : 0) | (counter << 4),
      until: o.until === 'endOfTurn' ? Until.EndOfTurn : Until.Game,
    };
  },
  object: (a) => a.what,
  run(g, rec, a, choice) {
    const id = a.filter === null ? objectOf(g, rec, a.what) : -1;
    if (a.filter === null && (id < 0 || zoneOf(g, id) !== Zone.InPlay)) return true;
    let type = a.type;
    if (type === CHOSEN) {
      if (choice < 0) {
        for (let k = 0; k < 5; k++) g.m[g.options + k] = subtypeId(LANDWALK_TYPES[k]);
        g.m[g.optionCount] = 5;
        put(g, Global.DKind, Decision.CreatureType);
        put(g, Global.DPlayer, controllerOfItem(g, rec));
        put(g, Global.DAux, LAND_TYPE_CHOICE);
        return false;
      }
      type = subtypeSetId([subtypeName(choice)]);
    }
    const ts = nextTimestamp(g);
    if (a.filter === null) addLandType(g, rec, id, a.mode, type, a.until, ts);
    else {
      // the lands as it resolves, one timestamp for all (418.5e)
      const set = matchingInPlay(g, rec, a.filter);
      for (let i = 1; i <= set[0]; i++) addLandType(g, rec, set[i], a.mode, type, a.until, ts);
    }
    return true;
  },
  describe: (a) =>
    `${a.filter === null ? refText(a.what) : 'each matching permanent'} becomes ${a.type === CHOSEN ? 'the basic land type of your choice' : `a ${a.name}`}${
      (a.mode & 1) !== 0 ? ' in addition to its other types' : ''
    }${a.until === Until.EndOfTurn ? ' until end of turn' : a.mode >> 4 !== 0 ? ' while it has that counter' : ''}`,
});

function addLandType(g: Game, rec: number, id: number, mode: number, type: number, until: Until, ts: number): void {
  addEffect(g, Layer.Type, ContinuousEffect.LandType, sourceRef(g, rec), ref(g, id), 0, mode, type, until, ts);
}
