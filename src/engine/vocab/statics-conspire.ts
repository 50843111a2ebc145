// "Each red or green instant or sorcery spell you play has conspire." (Wort, the Raidmother): a rule for players, a row
// of the Replacement layer while its source is in play (facts/rules-mod.ts conspireGranted). Such a spell may be
// played with its conspire cost paid (502.78 of 2008), from the hand or by retrace, as a printed conspire's
// (actions/priority.ts); the keyword's trigger then copies it.
import { Type } from '@sinclair/typebox';
import { COLOR_NAMES, TYPE_NAMES } from '../core/constants.js';
import { ContinuousEffect, Layer, Who } from '../core/continuous.js';
import { bits, ColorSchema } from './common.js';
import { defineStatic } from './static.js';

const SpellType = Type.Union([Type.Literal('Instant'), Type.Literal('Sorcery')]);

export const grantConspire = defineStatic({
  name: 'grantConspire',
  schema: Type.Object(
    {
      op: Type.Literal('grantConspire'),
      who: Type.Literal('you', { description: 'the spells you play' }),
      types: Type.Array(SpellType, { minItems: 1, maxItems: 2, description: 'spells with one of these card types' }),
      colors: Type.Array(ColorSchema, {
        minItems: 1,
        maxItems: 5,
        description: 'spells of at least one of these colors',
      }),
    },
    {
      additionalProperties: false,
      description:
        '"Each red or green instant or sorcery spell you play has conspire" (Wort, the Raidmother; 502.78 of 2008)',
    },
  ),
  compile: (o) => ({
    layer: Layer.Replacement,
    what: ContinuousEffect.GrantConspire,
    a: Who.You,
    b:
      bits(
        o.types,
        TYPE_NAMES.map((t) => t[0]),
      ) |
      (bits(o.colors, COLOR_NAMES) << 8),
  }),
});
