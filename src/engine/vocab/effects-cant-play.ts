// "Target player can't play land cards this turn" / "can't play creature cards this turn" (Moonhold): a rule for that
// player until end of turn, a CantPlayCards row that land play and casting read (facts/rules-mod.ts
// playRuledByCount). It outlives its source, which is a spell gone to the graveyard.
import { Type } from '@sinclair/typebox';
import { TYPE_NAMES } from '../core/constants.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { nextTimestamp } from '../core/zones.js';
import { playersOf, sourceRef } from '../facts/runtime.js';
import { CardTypeSchema, PlayerRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const who = new Int32Array(2);

export const cantPlayCards = defineVerb({
  name: 'cantPlayCards',
  schema: Type.Object(
    { op: Type.Literal('cantPlayCards'), player: PlayerRefSchema, types: Type.Array(CardTypeSchema, { minItems: 1 }) },
    {
      additionalProperties: false,
      description: 'the player can\'t play cards of these card types this turn ("can\'t play land cards this turn")',
    },
  ),
  compile: (o, c, f) => {
    let types = 0;
    for (const t of o.types) types |= TYPE_NAMES.find((n) => n[0] === t)![1];
    return { player: c.playerRef(o.player, `${f}.player`), types, names: o.types.map((t) => t.toLowerCase()) };
  },
  run(g, rec, a) {
    const n = playersOf(g, rec, a.player, who);
    for (let i = 0; i < n; i++)
      addEffect(
        g,
        Layer.Replacement,
        ContinuousEffect.CantPlayCards,
        sourceRef(g, rec),
        -1,
        0,
        a.types,
        who[i],
        Until.EndOfTurn,
        nextTimestamp(g),
      );
    return true;
  },
  describe: (a) => `${refText(a.player)} can't play ${a.names.join(' or ')} cards this turn`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});
