// Shadowmoor's Reflections, replacement effects of a player's draws and life gain (419.1a): "If you would draw a card,
// draw two cards instead" (Thought Reflection) and "If you would gain life, you gain twice that much life instead"
// (Boon Reflection). Each applies once to an event (419.6a), so two of them make four.
import { Type } from '@sinclair/typebox';
import { Layer, Who } from '../core/continuous.js';
import { EventKind } from '../core/constants.js';
import { EventField, proposeDraw } from '../core/event-records.js';
import type { ContinuousEffect } from '../core/continuous.js';
import { appliesTo } from '../facts/rules-mod.js';
import { inheritApplied } from '../batch/replace-applied.js';
import { defineReplacement, UNNUMBERED } from './replacement.js';
import { defineStatic } from './static.js';

const WhoSchema = Type.Union([Type.Literal('you'), Type.Literal('opponents'), Type.Literal('each')], {
  description: 'whom it applies to: you (the controller), your opponents, or each player',
});
const WHO: Record<string, Who> = { you: Who.You, opponents: Who.Opponents, each: Who.Each };

/**
 * A draw of a player the row names (A: Who) becomes two: this event, and a second draw in the same batch that this
 * row has already modified (it is part of the modified event, 419.6a), open to every other replacement of draws.
 */
export const drawTwoInstead = defineReplacement({
  what: UNNUMBERED,
  applies: (g, r, b) => g.m[b + EventField.Kind] === EventKind.Draw && appliesTo(g, r, g.m[b + EventField.Player]),
  apply(g, i, b) {
    proposeDraw(g, g.m[b + EventField.Player]);
    inheritApplied(g, i, g.m[g.eventCount] - 1); // this row is marked on i already (replace.ts applyReplacement)
  },
  benefit: 0, // more cards, closer to an empty library
});

/** A gain of life of a player the row names (A: Who) is doubled. */
export const doubleLifeGain = defineReplacement({
  what: UNNUMBERED,
  applies: (g, r, b) =>
    g.m[b + EventField.Kind] === EventKind.GainLife &&
    g.m[b + EventField.Amount] > 0 &&
    appliesTo(g, r, g.m[b + EventField.Player]),
  apply(g, _i, b) {
    g.m[b + EventField.Amount] *= 2;
  },
  benefit: 1,
});

export const drawTwoCardsInstead = defineStatic({
  name: 'drawTwoCardsInstead',
  schema: Type.Object(
    { op: Type.Literal('drawTwoCardsInstead'), who: WhoSchema },
    {
      additionalProperties: false,
      description:
        '"If you would draw a card, draw two cards instead" (Thought Reflection; 419.1a, once per draw: 419.6a)',
    },
  ),
  compile: (o) => ({ layer: Layer.Replacement, what: drawTwoInstead.what as ContinuousEffect, a: WHO[o.who] }),
});

export const gainTwiceThatMuchLife = defineStatic({
  name: 'gainTwiceThatMuchLife',
  schema: Type.Object(
    { op: Type.Literal('gainTwiceThatMuchLife'), who: WhoSchema },
    {
      additionalProperties: false,
      description: '"If you would gain life, you gain twice that much life instead" (Boon Reflection; 419.1a)',
    },
  ),
  compile: (o) => ({ layer: Layer.Replacement, what: doubleLifeGain.what as ContinuousEffect, a: WHO[o.who] }),
});
