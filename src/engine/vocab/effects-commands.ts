// An effect verb the Lorwyn Commands need: "each player discards all the cards in his or her hand, then draws that
// many cards" (Incendiary Command). Primal Command's "put target [permanent] on top of its owner's library" is
// putOnLibraryTop (effects-zones.ts).
import { Type } from '@sinclair/typebox';
import { Zone } from '../core/constants.js';
import { proposeDiscard, proposeDraw } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controllerOfItem, playersOf } from '../facts/runtime.js';
import { PlayerRefSchema } from './common.js';
import { refText } from './text.js';
import { defineVerb } from './verb.js';

const players = new Int32Array(2);

const enum RedrawField {
  /** The draws proposed so far, the players' one after another. */
  Drawn = StackField.Work0,
  /** 1 once the hands are discarded, with each player's count (in the players' order) above: bits 1-10, 11-20. */
  Counts = StackField.Work1,
}
const HAND_BITS = 10;
const HAND_MASK = (1 << HAND_BITS) - 1;
const countOf = (packed: number, i: number) => (packed >>> (1 + i * HAND_BITS)) & HAND_MASK;

/**
 * Each player discards his or her hand (one batch: the discards are simultaneous), then each draws as many
 * cards as he or she discarded, one at a time (423.2), the players in APNAP order.
 */
export const discardHandDrawThatMany = defineVerb({
  name: 'discardHandDrawThatMany',
  schema: Type.Object(
    { op: Type.Literal('discardHandDrawThatMany'), player: PlayerRefSchema },
    {
      additionalProperties: false,
      description:
        'the player (each: each player) discards all the cards in his or her hand, then draws that many cards (Incendiary Command)',
    },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    let packed = rf(g, rec, RedrawField.Counts);
    if (packed === 0) {
      packed = 1;
      for (let i = 0; i < np; i++) {
        const hb = listBase(g, Zone.Hand, players[i]);
        const n = Math.min(g.m[hb], HAND_MASK);
        packed |= n << (1 + i * HAND_BITS);
        for (let k = 0; k < n; k++) proposeDiscard(g, g.m[hb + 1 + k], controllerOfItem(g, rec));
      }
      setRf(g, rec, RedrawField.Counts, packed);
      return false; // the discards happen, then the draws
    }
    let done = rf(g, rec, RedrawField.Drawn);
    for (let i = 0; i < np; i++) {
      const n = countOf(packed, i);
      if (done < n) {
        proposeDraw(g, players[i]);
        setRf(g, rec, RedrawField.Drawn, rf(g, rec, RedrawField.Drawn) + 1);
        return false; // again, once this draw has happened
      }
      done -= n;
    }
    return true;
  },
  describe: (a) => `${refText(a.player)} discards his or her hand, then draws that many cards`,
});
