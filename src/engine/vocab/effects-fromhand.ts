// "[Each other player] may put a [creature] card from his or her hand into play" (Hunted Wumpus): each
// such player in APNAP order chooses one matching card in hand or none (a Search decision over the
// hand's cards, NONE_FOUND for none); the chosen card comes into play under its owner's control.
import { Type } from '@sinclair/typebox';
import { printedMatches } from '../facts/chars.js';
import { Decision, NONE_FOUND, Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { Global, put, cardIdOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { FilterSchema, PlayerRefSchema } from './common.js';
import { playersOf } from '../facts/runtime.js';
import { refText } from './text.js';
import { Aim, verb } from './verb.js';

const players = new Int32Array(2);

// Progress in Global.ResPlayer: the index of the player choosing.
export const putFromHand = verb({
  name: 'putFromHand',
  schema: Type.Object(
    { op: Type.Literal('putFromHand'), player: PlayerRefSchema, filter: FilterSchema },
    {
      additionalProperties: false,
      description:
        'each such player may put a card matching the filter (printed types and colors) from his or her hand into play',
    },
  ),
  compile(o, c, ins, f) {
    c.printedOnly(o.filter as never, `${f}.filter`);
    ins.filter = c.filter(o.filter as never);
    ins.player = c.playerRef(o.player as string, `${f}.player`);
  },
  run(g, rec, ins, choice) {
    const np = playersOf(g, rec, ins.player, players);
    if (choice !== -1) {
      const p = players[g.m[Global.ResPlayer]];
      put(g, Global.ResPlayer, g.m[Global.ResPlayer] + 1);
      if (choice >= 0) {
        proposeMove(g, choice, Zone.InPlay, p);
        return false;
      } // it comes into play, then the next player
    }
    for (;;) {
      const k = g.m[Global.ResPlayer];
      if (k >= np) {
        put(g, Global.ResPlayer, 0);
        return true;
      }
      const p = players[k];
      const hb = listBase(g, Zone.Hand, p);
      let n = 0;
      for (let i = 0; i < g.m[hb]; i++) {
        const id = g.m[hb + 1 + i];
        if (printedMatches(g.cards[cardIdOf(g, id)], ins.filter!)) g.m[g.oOpt + n++] = id;
      }
      if (n === 0) {
        put(g, Global.ResPlayer, k + 1);
        continue;
      }
      g.m[g.oOpt + n++] = NONE_FOUND; // "may"
      g.m[g.oOptN] = n;
      put(g, Global.DKind, Decision.Search);
      put(g, Global.DPlayer, p);
      return false;
    }
  },
  describe: (ins) => `${refText(ins.player)} may put a matching card from their hand into play`,
  aim: (ins, t) => (ins.player === t ? Aim.Help : Aim.None),
});
