// Effect verbs on another player's hand: looking at it (Peek), putting cards from it on top of the library (Agonizing
// Memories). A card
// looked at or revealed becomes known to the other player (Flag.Revealed, reveal.ts) until it leaves
// the hand; the view shows it and determinizations keep it.
import { Type } from '@sinclair/typebox';
import type { Instr } from '../core/cardform.js';
import { Decision, Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { revealHand } from '../facts/reveal.js';
import { type Game, Global, put } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { AmountSchema, PlayerRefSchema } from './common.js';
import { matches } from './effects-search.js';
import { amountOf, controllerOfItem, playersOf } from '../facts/runtime.js';
import { amountText, refText } from './text.js';
import { Aim, verb } from './verb.js';

const players = new Int32Array(2);

/** Asks `you` to choose among the matching cards of p's hand (decision `kind`); false if there are none. */
function askFromHand(g: Game, p: number, you: number, kind: Decision, ins: Instr): boolean {
  const hb = listBase(g, Zone.Hand, p);
  let k = 0;
  for (let i = 0; i < g.m[hb]; i++) {
    const id = g.m[hb + 1 + i];
    if (matches(g, id, ins.filter, ins.counter)) g.m[g.oOpt + k++] = id;
  }
  if (k === 0) return false;
  g.m[g.oOptN] = k;
  put(g, Global.DKind, kind);
  put(g, Global.DPlayer, you);
  return true;
}

export const lookAtHand = verb({
  name: 'lookAtHand',
  schema: Type.Object(
    { op: Type.Literal('lookAtHand'), player: PlayerRefSchema },
    {
      additionalProperties: false,
      description: "you look at the player's hand (its cards become known to you until they leave it)",
    },
  ),
  compile(o, c, ins, f) {
    ins.player = c.playerRef(o.player as string, `${f}.player`);
  },
  run(g, rec, ins) {
    const np = playersOf(g, rec, ins.player, players);
    for (let i = 0; i < np; i++) revealHand(g, players[i], controllerOfItem(g, rec));
    return true;
  },
  describe: (ins) => `look at ${refText(ins.player)}'s hand`,
});

// "Look at target player's hand and choose N cards from it. Put them on top of that player's library in
// any order." One Order decision per card (Global.ResCount so far): each chosen card goes on top, so the last
// chosen is the top card.
export const handToTop = verb({
  name: 'handToTop',
  schema: Type.Object(
    { op: Type.Literal('handToTop'), player: PlayerRefSchema, amount: AmountSchema },
    {
      additionalProperties: false,
      description:
        "you look at the player's hand and choose N cards from it; they go on top of that player's library in the order you choose (the last chosen on top)",
    },
  ),
  compile(o, c, ins, f) {
    ins.player = c.playerRef(o.player as string, `${f}.player`);
    ins.amount = c.amount(o.amount as never, `${f}.amount`);
  },
  run(g, rec, ins, choice) {
    if (playersOf(g, rec, ins.player, players) === 0) return true;
    const you = controllerOfItem(g, rec);
    if (choice >= 0) {
      proposeMove(g, choice, Zone.Library);
      put(g, Global.ResCount, g.m[Global.ResCount] + 1);
      return false; // it goes on top, then the next
    }
    if (g.m[Global.ResCount] === 0) revealHand(g, players[0], you);
    if (g.m[Global.ResCount] < amountOf(g, rec, ins.amount) && askFromHand(g, players[0], you, Decision.Order, ins))
      return false;
    put(g, Global.ResCount, 0);
    return true;
  },
  describe: (ins) =>
    `look at ${refText(ins.player)}'s hand and put ${amountText(ins.amount)} cards from it on top of that player's library`,
  aim: (ins, t) => (ins.player === t ? Aim.Harm : Aim.None),
});
