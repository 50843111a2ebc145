// Rows of the turn or game about a player.
// "Prevent all damage that would be dealt to you and permanents you control this turn" (Endure): a prevention row of
// the turn (419.7) for the player who controls the spell as it resolves; the permanents are those that player controls
// as each damage would be dealt (replacements-damage.ts preventCombat, A 2; A 3: the player alone).
import { Type } from '@sinclair/typebox';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { nextTimestamp } from '../core/zones.js';
import { controllerOfItem, playersOf, sourceRef } from '../facts/runtime.js';
import { cantGainLife as cantGain } from '../facts/rules-mod.js';
import { PlayerRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const who = new Int32Array(2);

export const preventDamageToYou = defineVerb({
  name: 'preventDamageToYou',
  schema: Type.Object(
    {
      op: Type.Literal('preventDamageToYou'),
      andPermanents: Type.Optional(
        Type.Literal(true, { description: '"... to you and permanents you control this turn" (Endure)' }),
      ),
    },
    { additionalProperties: false, description: 'prevent all damage that would be dealt to you this turn' },
  ),
  compile: (o) => ({ mode: o.andPermanents === true ? 2 : 3 }),
  run(g, rec, a) {
    const you = controllerOfItem(g, rec);
    addEffect(
      g,
      Layer.Replacement,
      ContinuousEffect.PreventCombat,
      sourceRef(g, rec),
      -1,
      0,
      a.mode,
      you,
      Until.EndOfTurn,
      nextTimestamp(g),
    );
    return true;
  },
  describe: (a) =>
    `prevent all damage that would be dealt to you${a.mode === 2 ? ' and permanents you control' : ''} this turn`,
});

// "That player can't gain life for the rest of the game" (Stigma Lasher): a row of the game naming the player (B),
// read as life would be gained (batch/events.ts: the gain doesn't happen).
export const cantGainLife = defineVerb({
  name: 'cantGainLife',
  schema: Type.Object(
    { op: Type.Literal('cantGainLife'), player: PlayerRefSchema },
    {
      additionalProperties: false,
      description: '"that player can\'t gain life for the rest of the game" (Stigma Lasher)',
    },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a) {
    const n = playersOf(g, rec, a.player, who);
    for (let i = 0; i < n; i++)
      if (!cantGain(g, who[i], false))
        // a rule for the game, whatever a static says now
        addEffect(
          g,
          Layer.Replacement,
          ContinuousEffect.CantGainLife,
          sourceRef(g, rec),
          -1,
          0,
          0,
          who[i],
          Until.Game,
          nextTimestamp(g),
        );
    return true;
  },
  describe: (a) => `${refText(a.player)} can't gain life for the rest of the game`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});
