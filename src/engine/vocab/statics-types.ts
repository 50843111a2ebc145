// Static abilities that change types (layer 4, 418.5a), applying to whatever their filter matches at each moment
// (418.4): "All permanents are enchantments in addition to their other types" (Enchanted Evening) and "Lands you
// control are every basic land type in addition to their other types" (Prismatic Omen). Their rows change types, so a
// layer-4 effect whose filter reads types waits for them (418.5c-d: Opalescence after Enchanted Evening).
import { Type } from '@sinclair/typebox';
import { CardType, LANDWALK_TYPES, TYPE_NAMES } from '../core/constants.js';
import { ContinuousEffect, Layer } from '../core/continuous.js';
import { subtypeSetId } from '../core/subtypes.js';
import { bits, CardTypeSchema, FilterSchema } from './common.js';
import { defineStatic } from './static.js';

export const addTypesEach = defineStatic({
  name: 'addTypesEach',
  schema: Type.Object(
    {
      op: Type.Literal('addTypesEach'),
      filter: FilterSchema,
      types: Type.Array(CardTypeSchema, { minItems: 1 }),
    },
    {
      additionalProperties: false,
      description:
        'matching permanents are these card types in addition to their other types (layer 4): "All permanents are enchantments in addition to their other types", Enchanted Evening',
    },
  ),
  compile(o, c, f) {
    const types = bits(
      o.types,
      TYPE_NAMES.map((t) => t[0]),
    );
    if ((types & (CardType.Instant | CardType.Sorcery)) !== 0)
      c.fail(`${f}.types`, "permanent types (a permanent can't be an instant or sorcery)", o.types);
    return { layer: Layer.Type, what: ContinuousEffect.AddTypes, filter: c.filter(o.filter)!, a: types, b: -1 };
  },
});

export const landTypesEach = defineStatic({
  name: 'landTypesEach',
  schema: Type.Object(
    {
      op: Type.Literal('landTypesEach'),
      filter: FilterSchema,
      landTypes: Type.Array(Type.Union(LANDWALK_TYPES.map((t) => Type.Literal(t))), { minItems: 1 }),
      inAddition: Type.Optional(Type.Literal(true, { description: 'in addition to their other types' })),
    },
    {
      additionalProperties: false,
      description:
        'matching lands are these basic land types (layer 4; 212.6g-h of 2008): each has the mana ability of each of its basic land types; without inAddition their other land types go and they lose the abilities of their rules text. "Lands you control are every basic land type in addition to their other types", Prismatic Omen',
    },
  ),
  compile: (o, c) => ({
    layer: Layer.Type,
    what: ContinuousEffect.LandType,
    filter: c.filter(o.filter)!,
    a: o.inAddition === true ? 1 : 0,
    b: subtypeSetId(o.landTypes),
  }),
});
