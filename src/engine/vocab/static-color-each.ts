// "All creatures are black" (Darkest Hour), "All permanents are colorless" (Thran Lens): matching
// permanents' colors become these (layer 5, 418.5a; timestamp order against other color effects).
import { Type } from '@sinclair/typebox';
import { COLOR_NAMES } from '../core/constants.js';
import { ContinuousEffect, Layer } from '../core/continuous.js';
import { bits, ColorSchema, FilterSchema } from './common.js';
import { defineStatic } from './static.js';

export const colorEach = defineStatic({
  name: 'colorEach',
  schema: Type.Object(
    {
      op: Type.Literal('colorEach'),
      filter: FilterSchema,
      colors: Type.Array(ColorSchema, { description: 'the colors they are (none: colorless)' }),
    },
    {
      additionalProperties: false,
      description: 'matching permanents are these colors, and no others (layer 5): "All creatures are black"',
    },
  ),
  compile: (o, c) => ({
    layer: Layer.Other,
    what: ContinuousEffect.SetColors,
    filter: c.filter(o.filter)!,
    a: bits(o.colors, COLOR_NAMES),
  }),
});
