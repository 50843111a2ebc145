// "Enchanted creature ... its activated abilities can't be played" (Prison Term): a static ability whose row (in the
// Replacement layer, while its source is in play) names the permanents its filter matches; none of their activated
// abilities can be played, mana abilities included (facts/rules-mod.ts activationLocked, read where abilities are
// offered and where the automatic payer taps mana sources). The row replaces nothing: its kind is inert, numbered by
// the registry (vocab/replacement-registry.ts).
import { Type } from '@sinclair/typebox';
import { type ContinuousEffect, Layer } from '../core/continuous.js';
import { FilterSchema } from './common.js';
import { defineReplacement, UNNUMBERED } from './replacement.js';
import { defineStatic } from './static.js';

/** The row kind: it applies to no event. */
export const activationLockRow = defineReplacement({
  what: UNNUMBERED,
  applies: () => false,
  apply: () => {},
  benefit: 0,
});

export const cantPlayActivatedAbilities = defineStatic({
  name: 'cantPlayActivatedAbilities',
  schema: Type.Object(
    { op: Type.Literal('cantPlayActivatedAbilities'), filter: FilterSchema },
    {
      additionalProperties: false,
      description:
        '"[Matching permanents\'] activated abilities can\'t be played" (Prison Term\'s enchanted creature: filter {"attached": true}), mana abilities included',
    },
  ),
  compile: (o, c) => ({
    layer: Layer.Replacement,
    what: activationLockRow.what as ContinuousEffect,
    filter: c.filter(o.filter)!,
  }),
});
