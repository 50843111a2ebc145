// "Gain control of all lands target player controls" (Gilt-Leaf Archdruid): the set is locked in as the effect
// resolves (418.3b), one control row each for the rest of the game (418.3a), all with one timestamp.
import { Type } from '@sinclair/typebox';
import type { FilterC } from '../core/cardform.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { ref } from '../core/state.js';
import { nextTimestamp } from '../core/zones.js';
import { controller } from '../facts/chars.js';
import { controllerOfItem, matchingInPlay, playersOf, sourceRef } from '../facts/runtime.js';
import { FilterSchema, PlayerRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const one = new Int32Array(2);

export const gainControlEach = defineVerb({
  name: 'gainControlEach',
  schema: Type.Object(
    { op: Type.Literal('gainControlEach'), filter: FilterSchema, player: PlayerRefSchema },
    {
      additionalProperties: false,
      description:
        'you gain control of every permanent matching the filter that the player controls ("all lands target player controls"), for the rest of the game',
    },
  ),
  compile: (o, c, f): { filter: FilterC | null; player: number } => ({
    filter: c.filter(o.filter),
    player: c.playerRef(o.player, `${f}.player`),
  }),
  run(g, rec, a) {
    if (playersOf(g, rec, a.player, one) === 0) return true;
    const from = one[0];
    const you = controllerOfItem(g, rec);
    const set = matchingInPlay(g, rec, a.filter);
    const ts = nextTimestamp(g);
    for (let i = 1; i <= set[0]; i++)
      if (controller(g, set[i]) === from)
        addEffect(
          g,
          Layer.Control,
          ContinuousEffect.SetController,
          sourceRef(g, rec),
          ref(g, set[i]),
          0,
          you,
          0,
          Until.Game,
          ts,
        );
    return true;
  },
  describe: (a) => `gain control of each matching permanent ${refText(a.player)} controls`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});
