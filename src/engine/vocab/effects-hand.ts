// Effect verbs on another player's hand: looking at it (Peek), putting cards from it on top of the library
// (Agonizing Memories). A card looked at or revealed becomes known to the other player (Flag.Revealed,
// reveal.ts) until it leaves the hand; the view shows it and determinizations keep it.
import { Type } from '@sinclair/typebox';
import type { AmountC } from '../core/cardform.js';
import { Decision, Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { revealHand } from '../facts/reveal.js';
import { type Game, Global, put, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { AmountSchema, PlayerRefSchema } from './common.js';
import { amountOf, controllerOfItem, playersOf } from '../facts/runtime.js';
import { amountText, refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const players = new Int32Array(2);

/** handToTop's own field on the stack record: the cards put on top so far. */
const enum HandField {
  Chosen = StackField.Work0,
}

/** Asks `you` to choose among the cards of p's hand (decision `kind`); false if there are none. */
function askFromHand(g: Game, p: number, you: number, kind: Decision): boolean {
  const hb = listBase(g, Zone.Hand, p);
  const k = g.m[hb];
  for (let i = 0; i < k; i++) g.m[g.options + i] = g.m[hb + 1 + i];
  if (k === 0) return false;
  g.m[g.optionCount] = k;
  put(g, Global.DKind, kind);
  put(g, Global.DPlayer, you);
  return true;
}

export const lookAtHand = defineVerb({
  name: 'lookAtHand',
  schema: Type.Object(
    { op: Type.Literal('lookAtHand'), player: PlayerRefSchema },
    {
      additionalProperties: false,
      description: "you look at the player's hand (its cards become known to you until they leave it)",
    },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    for (let i = 0; i < np; i++) revealHand(g, players[i], controllerOfItem(g, rec));
    return true;
  },
  describe: (a) => `look at ${refText(a.player)}'s hand`,
});

// "Look at target player's hand and choose N cards from it. Put them on top of that player's library in
// any order." One Order decision per card (HandField.Chosen so far): each chosen card goes on top, so the
// last chosen is the top card.
interface HandToTopArgs {
  player: number;
  amount: AmountC;
}
export const handToTop = defineVerb({
  name: 'handToTop',
  schema: Type.Object(
    { op: Type.Literal('handToTop'), player: PlayerRefSchema, amount: AmountSchema },
    {
      additionalProperties: false,
      description:
        "you look at the player's hand and choose N cards from it; they go on top of that player's library in the order you choose (the last chosen on top)",
    },
  ),
  compile: (o, c, f): HandToTopArgs => ({
    player: c.playerRef(o.player, `${f}.player`),
    amount: c.amount(o.amount, `${f}.amount`),
  }),
  run(g, rec, a, choice) {
    if (playersOf(g, rec, a.player, players) === 0) return true;
    const you = controllerOfItem(g, rec);
    if (choice >= 0) {
      proposeMove(g, choice, Zone.Library);
      setRf(g, rec, HandField.Chosen, rf(g, rec, HandField.Chosen) + 1);
      return false; // it goes on top, then the next
    }
    const chosen = rf(g, rec, HandField.Chosen);
    if (chosen === 0) revealHand(g, players[0], you);
    if (chosen < amountOf(g, rec, a.amount) && askFromHand(g, players[0], you, Decision.Order)) return false;
    return true;
  },
  describe: (a) =>
    `look at ${refText(a.player)}'s hand and put ${amountText(a.amount)} cards from it on top of that player's library`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});
