// The static that sets a permanent's creature types in layer 4 (418.5a), keeping its other subtypes: "enchanted
// creature is a Treefolk" (Lignify). Changeling's every creature type goes with the others (502.73 of 2008). The
// same row with no creature type is creatureTypes' "loses all creature types" (effects-creature-types.ts).
import { Type } from '@sinclair/typebox';
import { ContinuousEffect, Layer } from '../core/continuous.js';
import { EVERY_CREATURE_TYPE, isCreatureType, subtypeId, subtypeSetId } from '../core/subtypes.js';
import type { Compile } from './common.js';
import { FilterSchema } from './common.js';
import { defineStatic } from './static.js';

/** The subtype set of a list of creature types, refusing a type that is no creature type. */
function creatureTypeSet(list: readonly string[], c: Compile, f: string): number {
  for (const t of list) if (!isCreatureType(subtypeId(t))) c.fail(f, 'creature types only', t);
  return subtypeSetId(list);
}

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

/** "Equipped creature ... is every creature type" (Runed Stalactite): layer 4, the changeling set added (418.5a). */
export const gainAllCreatureTypesStatic = defineStatic({
  name: 'gainAllCreatureTypes',
  schema: Type.Object(
    { op: Type.Literal('gainAllCreatureTypes'), filter: FilterSchema },
    { additionalProperties: false, description: 'matching permanents are every creature type' },
  ),
  compile: (o, c) => ({
    layer: Layer.Type,
    what: ContinuousEffect.AddTypes,
    filter: c.filter(o.filter)!,
    a: 0,
    b: subtypeSetId([EVERY_CREATURE_TYPE]),
  }),
});
