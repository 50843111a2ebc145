// "All creatures are black" (Darkest Hour), "All permanents are colorless" (Thran Lens): matching
// permanents' colors become these (layer 5, 418.5a; timestamp order against other color effects). And Painter's
// Servant's chosen color, added to every permanent, card outside play and spell.
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

export const addChosenColorEverywhere = defineStatic({
  name: 'addChosenColorEverywhere',
  schema: Type.Object(
    { op: Type.Literal('addChosenColorEverywhere') },
    {
      additionalProperties: false,
      description:
        "all cards that aren't in play, spells, and permanents are the color chosen as this came into play in addition to their other colors (Painter's Servant; needs asComesIntoPlayChooseAColor): permanents in layer 5, and every card in a hand, library, graveyard or removed from the game, and every spell, wherever its colors are read",
    },
  ),
  compile(o, c, f) {
    if (!c.choosesColor)
      c.fail(`${f}.op`, 'addChosenColorEverywhere only on a card with asComesIntoPlayChooseAColor', o.op);
    return { layer: Layer.Other, what: ContinuousEffect.SetColors, b: 1, chosenColor: true };
  },
});
