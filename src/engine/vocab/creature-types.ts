// Words that set a permanent's creature types in layer 4 (418.5a), keeping its other subtypes: the static
// "enchanted creature is a Treefolk" (Lignify) and the resolved "loses all creature types until end of turn"
// (Nameless Inversion: an empty list). Changeling's every creature type goes with the others (502.73 of 2008).
import { Type } from '@sinclair/typebox';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { Zone } from '../core/constants.js';
import { ref, zoneOf } from '../core/state.js';
import { isCreatureType, subtypeId, subtypeSetId } from '../core/subtypes.js';
import { nextTimestamp } from '../core/zones.js';
import { objectOf, sourceRef } from '../facts/runtime.js';
import type { Compile } from './common.js';
import { FilterSchema, ObjectRefSchema } from './common.js';
import { defineStatic } from './static.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

/** The subtype set of a list of creature types, refusing a type that is no creature type. */
function creatureTypeSet(list: readonly string[], c: Compile, f: string): number {
  for (const t of list) if (!isCreatureType(subtypeId(t))) c.fail(f, 'creature types only', t);
  return subtypeSetId(list);
}

const typesText = (list: readonly string[]) => (list.length === 0 ? 'no creature type' : list.join(' '));

export const setCreatureTypesStatic = defineStatic({
  name: 'setCreatureTypes',
  schema: Type.Object(
    {
      op: Type.Literal('setCreatureTypes'),
      filter: FilterSchema,
      subtypes: Type.Array(Type.String(), { minItems: 1 }),
    },
    {
      additionalProperties: false,
      description:
        'matching permanents\' creature types are these, their other subtypes stay (layer 4: Lignify\'s "is a Treefolk")',
    },
  ),
  compile: (o, c, f) => ({
    layer: Layer.Type,
    what: ContinuousEffect.SetCreatureTypes,
    filter: c.filter(o.filter)!,
    b: creatureTypeSet(o.subtypes, c, `${f}.subtypes`),
  }),
});

interface SetTypesArgs {
  what: number;
  set: number;
  names: readonly string[];
}
export const setCreatureTypes = defineVerb({
  name: 'setCreatureTypes',
  schema: Type.Object(
    {
      op: Type.Literal('setCreatureTypes'),
      what: ObjectRefSchema,
      subtypes: Type.Array(Type.String()),
      until: Type.Literal('endOfTurn'),
    },
    {
      additionalProperties: false,
      description:
        'its creature types become these until end of turn, its other subtypes stay (layer 4); none: "loses all creature types" (Nameless Inversion)',
    },
  ),
  compile: (o, c, f): SetTypesArgs => ({
    what: c.objRef(o.what, `${f}.what`),
    set: creatureTypeSet(o.subtypes, c, `${f}.subtypes`),
    names: o.subtypes,
  }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay) {
      const obj = ref(g, id);
      addEffect(
        g,
        Layer.Type,
        ContinuousEffect.SetCreatureTypes,
        sourceRef(g, rec),
        obj,
        0,
        0,
        a.set,
        Until.EndOfTurn,
        nextTimestamp(g),
      );
    }
    return true;
  },
  describe: (a) => `${refText(a.what)} is ${typesText(a.names)} until end of turn`,
  aim: () => Aim.None,
});
