// Static abilities that change how damage and life work for every player (Everlasting Torment): "Players can't gain
// life" (a CantGainLife row for the players it names: facts/rules-mod.ts cantGainLife), "Damage can't be prevented"
// (no prevention effect applies, protection's included: batch/replace.ts) and "All damage is dealt as though its
// source had wither" (502.80 of 2008: damage to creatures as -1/-1 counters: batch/events.ts). The last two are rule
// rows whose kinds replace nothing, numbered by the registry (vocab/replacement-registry.ts: RuleRows).
import { Type } from '@sinclair/typebox';
import { ContinuousEffect, Layer, Who } from '../core/continuous.js';
import { defineReplacement, UNNUMBERED } from './replacement.js';
import { defineStatic } from './static.js';

const inert = () =>
  defineReplacement({
    what: UNNUMBERED,
    applies: () => false,
    apply: () => {},
    benefit: 0,
  });
/** "Damage can't be prevented": the row kind. */
export const unpreventableRow = inert();
/** "All damage is dealt as though its source had wither": the row kind. */
export const allWitherRow = inert();

const WHO: Record<string, Who> = { you: Who.You, opponents: Who.Opponents, each: Who.Each };

export const playersCantGainLife = defineStatic({
  name: 'playersCantGainLife',
  schema: Type.Object(
    {
      op: Type.Literal('playersCantGainLife'),
      who: Type.Union([Type.Literal('you'), Type.Literal('opponents'), Type.Literal('each')]),
    },
    {
      additionalProperties: false,
      description:
        '"Players can\'t gain life" (Everlasting Torment; who: each, you or your opponents): no gain happens',
    },
  ),
  compile: (o) => ({ layer: Layer.Replacement, what: ContinuousEffect.CantGainLife, a: WHO[o.who] }),
});

export const damageCantBePrevented = defineStatic({
  name: 'damageCantBePrevented',
  schema: Type.Object(
    { op: Type.Literal('damageCantBePrevented') },
    {
      additionalProperties: false,
      description:
        '"Damage can\'t be prevented" (Everlasting Torment): no prevention effect applies to damage, protection\'s (502.7e) included; other replacements still do',
    },
  ),
  compile: () => ({ layer: Layer.Replacement, what: unpreventableRow.what as ContinuousEffect }),
});

export const allDamageAsThoughWither = defineStatic({
  name: 'allDamageAsThoughWither',
  schema: Type.Object(
    { op: Type.Literal('allDamageAsThoughWither') },
    {
      additionalProperties: false,
      description:
        '"All damage is dealt as though its source had wither" (Everlasting Torment, 502.80 of 2008): damage to creatures is dealt as -1/-1 counters',
    },
  ),
  compile: () => ({ layer: Layer.Replacement, what: allWitherRow.what as ContinuousEffect }),
});
