// "Target opponent puts the cards from his or her hand on top of his or her library. You search that
// player's library for that many cards. That player puts those cards into his or her hand, then
// shuffles his or her library." (Head Games.) Phases (HeadGamesField.Phase): 0 the hand goes on top, 1
// you choose cards (a Search decision of yours among that library: you see it all; HeadGamesField.Left
// cards left to find, chosen ones flagged Found), 2 they go to the hand and the library is shuffled, then
// the new hand is known to you (you chose it: Flag.Revealed).
import { Type } from '@sinclair/typebox';
import { Decision, EventKind, Flag, Zone } from '../core/constants.js';
import { proposeMove, propose } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, put, setFlags, flagsOf, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { PlayerRefSchema } from './common.js';
import { controllerOfItem, playersOf } from '../facts/runtime.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

/** handForLibraryCards' own fields on the stack record. */
const enum HeadGamesField {
  /** The cards still to find. */
  Left = StackField.Work0,
  Phase = StackField.Work1,
}

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

export const handForLibraryCards = defineVerb({
  name: 'handForLibraryCards',
  schema: Type.Object(
    { op: Type.Literal('handForLibraryCards'), player: PlayerRefSchema },
    {
      additionalProperties: false,
      description:
        'the player puts his or her hand on top of his or her library; you search that library for that many cards; that player puts them into his or her hand, then shuffles',
    },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a, choice) {
    if (playersOf(g, rec, a.player, players) === 0) return true;
    const p = players[0];
    const you = controllerOfItem(g, rec);
    const phase = rf(g, rec, HeadGamesField.Phase);
    if (phase === 0) {
      const k = snapshot(g, listBase(g, Zone.Hand, p), false);
      for (let i = 0; i < k; i++) proposeMove(g, ids[i], Zone.Library);
      setRf(g, rec, HeadGamesField.Left, k);
      setRf(g, rec, HeadGamesField.Phase, 1);
      return false; // the cards move, then the search
    }
    const lb = listBase(g, Zone.Library, p);
    if (phase === 1) {
      if (choice >= 0) {
        setFlags(g, choice, flagsOf(g, choice) | Flag.Found);
        setRf(g, rec, HeadGamesField.Left, rf(g, rec, HeadGamesField.Left) - 1);
      }
      if (rf(g, rec, HeadGamesField.Left) > 0) {
        let k = 0;
        for (let i = 0; i < g.m[lb]; i++) {
          const id = g.m[lb + 1 + i];
          if ((flagsOf(g, id) & Flag.Found) === 0) g.m[g.options + k++] = id;
        }
        if (k > 0) {
          g.m[g.optionCount] = k;
          put(g, Global.DKind, Decision.Search);
          put(g, Global.DPlayer, you);
          return false;
        }
      }
      const k = snapshot(g, lb, true);
      for (let i = 0; i < k; i++) proposeMove(g, ids[i], Zone.Hand); // the move clears Found
      propose(g, EventKind.Shuffle, -1, -1, 0, 0, p);
      setRf(g, rec, HeadGamesField.Phase, 2);
      setRf(g, rec, HeadGamesField.Left, 0);
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
    return true;
  },
  describe: (a) =>
    `${refText(a.player)} puts his or her hand on top of his or her library; you search it for that many cards for that player's hand`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});
