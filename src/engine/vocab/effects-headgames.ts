// "Target opponent puts the cards from his or her hand on top of his or her library. You search that
// player's library for that many cards. That player puts those cards into his or her hand, then
// shuffles his or her library." (Head Games.) Phases in Global.ResPlayer: 0 the hand goes on top, 1 you
// choose cards (a Search decision of yours among that library: you see it all; Global.ResCount cards left to
// find, chosen ones flagged Found), 2 they go to the hand and the library is shuffled, 3 the new hand is
// known to you (you chose it: Flag.Revealed).
import { Type } from '@sinclair/typebox';
import { Decision, EventKind, Flag, Zone } from '../core/constants.js';
import { proposeMove, propose } from '../core/event-records.js';
import { type Game, Global, put, setFlags, flagsOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { PlayerRefSchema } from './common.js';
import { controllerOfItem, playersOf } from '../facts/runtime.js';
import { refText } from './text.js';
import { Aim, verb } from './verb.js';

const players = new Int32Array(2);
let ids = new Int32Array(64);

function snapshot(g: Game, b: number, found: boolean): number {
  const n = g.m[b];
  if (ids.length < n) ids = new Int32Array(n * 2);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if (!found || (flagsOf(g, id) & Flag.Found) !== 0) ids[k++] = id;
  }
  return k;
}

export const handForLibraryCards = verb({
  name: 'handForLibraryCards',
  schema: Type.Object(
    { op: Type.Literal('handForLibraryCards'), player: PlayerRefSchema },
    {
      additionalProperties: false,
      description:
        'the player puts his or her hand on top of his or her library; you search that library for that many cards; that player puts them into his or her hand, then shuffles',
    },
  ),
  compile(o, c, ins, f) {
    ins.player = c.playerRef(o.player as string, `${f}.player`);
  },
  run(g, rec, ins, choice) {
    if (playersOf(g, rec, ins.player, players) === 0) return true;
    const p = players[0];
    const you = controllerOfItem(g, rec);
    const phase = g.m[Global.ResPlayer];
    if (phase === 0) {
      const k = snapshot(g, listBase(g, Zone.Hand, p), false);
      for (let i = 0; i < k; i++) proposeMove(g, ids[i], Zone.Library);
      put(g, Global.ResCount, k);
      put(g, Global.ResPlayer, 1);
      return false; // the cards move, then the search
    }
    const lb = listBase(g, Zone.Library, p);
    if (phase === 1) {
      if (choice >= 0) {
        setFlags(g, choice, flagsOf(g, choice) | Flag.Found);
        put(g, Global.ResCount, g.m[Global.ResCount] - 1);
      }
      if (g.m[Global.ResCount] > 0) {
        let k = 0;
        for (let i = 0; i < g.m[lb]; i++) {
          const id = g.m[lb + 1 + i];
          if ((flagsOf(g, id) & Flag.Found) === 0) g.m[g.oOpt + k++] = id;
        }
        if (k > 0) {
          g.m[g.oOptN] = k;
          put(g, Global.DKind, Decision.Search);
          put(g, Global.DPlayer, you);
          return false;
        }
      }
      const k = snapshot(g, lb, true);
      for (let i = 0; i < k; i++) proposeMove(g, ids[i], Zone.Hand); // the move clears Found
      propose(g, EventKind.Shuffle, -1, -1, 0, 0, p);
      put(g, Global.ResPlayer, 2);
      put(g, Global.ResCount, 0);
      return false;
    }
    // The hand now holds exactly the cards you chose: you know them.
    if (p !== you) {
      const hb = listBase(g, Zone.Hand, p);
      for (let i = 0; i < g.m[hb]; i++) {
        const id = g.m[hb + 1 + i];
        setFlags(g, id, flagsOf(g, id) | Flag.Revealed);
      }
    }
    put(g, Global.ResPlayer, 0);
    return true;
  },
  describe: (ins) =>
    `${refText(ins.player)} puts his or her hand on top of his or her library; you search it for that many cards for that player's hand`,
  aim: (ins, t) => (ins.player === t ? Aim.Harm : Aim.None),
});
