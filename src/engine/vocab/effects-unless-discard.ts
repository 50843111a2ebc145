// "[Effect] unless [you] discard a [creature] card" (Hidden Horror): decided on resolution by that player,
// like "unless [player] pays" (410.5). The player chooses a matching card of his or her hand to discard,
// or none (a Search decision over the hand: NONE_FOUND declines); discarding skips the guarded effect.
// With no matching card in hand there is nothing to choose: the effect happens.
import { type TSchema, Type } from '@sinclair/typebox';
import { printedMatches } from '../chars.js';
import { D, NONE_FOUND, Zone } from '../constants.js';
import { proposeDiscard } from '../events.js';
import { cardIdOf, G, put } from '../state.js';
import { listBase } from '../zones.js';
import { FilterSchema, PlayerRefSchema } from './common.js';
import { playersOf } from './runtime.js';
import { refText } from './text.js';
import { verb } from './verb.js';

const who = new Int32Array(2);

export const UnlessDiscardsSchema = (effect: TSchema) => Type.Object({ op: Type.Literal('unlessDiscards'), player: PlayerRefSchema, card: FilterSchema, effect },
  { additionalProperties: false, description: 'do the effect unless the player discards a card matching "card" (printed types and colors), chosen on resolution' });

export const unlessDiscards = verb({
  name: 'unlessDiscards',
  schema: UnlessDiscardsSchema(Type.Unknown()),
  compile(o, c, ins, f) {
    ins.player = c.playerRef(o.player as string, `${f}.player`);
    c.printedOnly(o.card as never, `${f}.card`);
    ins.filter = c.filter(o.card as never);
  },
  run(g, rec, ins, choice) {
    if (choice >= 0) { proposeDiscard(g, choice); return true; }
    if (choice === NONE_FOUND) return true;
    if (playersOf(g, rec, ins.player, who) === 0) return true;
    const p = who[0];
    const b = listBase(g, Zone.Hand, p);
    let k = 0;
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if (printedMatches(g.cards[cardIdOf(g, id)], ins.filter!)) g.m[g.oOpt + k++] = id;
    }
    if (k === 0) return true;
    g.m[g.oOpt + k++] = NONE_FOUND;
    g.m[g.oOptN] = k;
    put(g, G.DKind, D.Search); put(g, G.DPlayer, p);
    return false;
  },
  describe: (ins) => `unless ${refText(ins.player)} discards a matching card, the next ${ins.skip}`,
});
