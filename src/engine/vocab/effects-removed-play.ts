// "Target opponent removes the top card of his or her library from the game. Until end of turn, you may play that
// card" (Knacksaw Clique): the card is removed face up; a PlayCardThisTurn row lets the effect's controller play it
// as if it were in his or her hand until the turn ends (actions/priority.ts): a land as the turn's land, a spell at
// its usual timing paying its costs (a reversed play puts it back, still playable). The row names the card as it is
// once removed, so it ends as the card leaves that zone; it outlives the source.
import { Type } from '@sinclair/typebox';
import { Zone } from '../core/constants.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { proposeMove } from '../core/event-records.js';
import { nextRef } from '../core/state.js';
import { listBase, nextTimestamp } from '../core/zones.js';
import { controllerOfItem, playersOf, sourceRef } from '../facts/runtime.js';
import { PlayerRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const who = new Int32Array(2);

export const removeTopPlayThisTurn = defineVerb({
  name: 'removeTopPlayThisTurn',
  schema: Type.Object(
    { op: Type.Literal('removeTopPlayThisTurn'), player: PlayerRefSchema },
    {
      additionalProperties: false,
      description:
        '"[The player] removes the top card of his or her library from the game. Until end of turn, you may play that card" (Knacksaw Clique)',
    },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a) {
    if (playersOf(g, rec, a.player, who) === 0) return true;
    const b = listBase(g, Zone.Library, who[0]);
    if (g.m[b] === 0) return true;
    const id = g.m[b + g.m[b]]; // the top is the list's end
    const you = controllerOfItem(g, rec);
    const ts = nextTimestamp(g);
    addEffect(
      g,
      Layer.Replacement,
      ContinuousEffect.PlayCardThisTurn,
      sourceRef(g, rec),
      nextRef(g, id),
      0,
      0,
      you,
      Until.EndOfTurn,
      ts,
    );
    proposeMove(g, id, Zone.Removed);
    return true;
  },
  describe: (a) =>
    `${refText(a.player)} removes the top card of their library from the game; you may play it until end of turn`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});
