// Effect verbs on another player's hand: looking at it (Peek), choosing a card from it for that player
// to discard (Distress), putting cards from it on top of the library (Agonizing Memories). A card
// looked at or revealed becomes known to the other player (Flag.Revealed, reveal.ts) until it leaves
// the hand; the view shows it and determinizations keep it.
import { Type } from '@sinclair/typebox';
import type { Instr } from '../cardform.js';
import { D, Flag, Zone } from '../constants.js';
import { proposeDiscard, proposeMove } from '../events.js';
import { type Game, G, put, setFlags, flagsOf } from '../state.js';
import { listBase } from '../zones.js';
import { AmountSchema, PlayerRefSchema } from './common.js';
import { CardQualitySchema, compileQuality, matches } from './effects-search.js';
import { amountOf, controllerOfItem, playersOf } from './runtime.js';
import { amountText, refText } from './text.js';
import { Aim, verb } from './verb.js';

const players = new Int32Array(2);

/** `you` looks at (or p reveals to you) p's hand: its cards become known to the other player. */
function reveal(g: Game, p: number, you: number): void {
  if (p === you) return; // a player's own hand holds nothing new for that player
  const hb = listBase(g, Zone.Hand, p);
  for (let i = 0; i < g.m[hb]; i++) {
    const id = g.m[hb + 1 + i];
    if ((flagsOf(g, id) & Flag.Revealed) === 0) setFlags(g, id, flagsOf(g, id) | Flag.Revealed);
  }
}

/** Asks `you` to choose among the matching cards of p's hand (decision `kind`); false if there are none. */
function askFromHand(g: Game, p: number, you: number, kind: D, ins: Instr): boolean {
  const hb = listBase(g, Zone.Hand, p);
  let k = 0;
  for (let i = 0; i < g.m[hb]; i++) { const id = g.m[hb + 1 + i]; if (matches(g, id, ins.filter, ins.counter)) g.m[g.oOpt + k++] = id; }
  if (k === 0) return false;
  g.m[g.oOptN] = k;
  put(g, G.DKind, kind); put(g, G.DPlayer, you);
  return true;
}

export const lookAtHand = verb({
  name: 'lookAtHand',
  schema: Type.Object({ op: Type.Literal('lookAtHand'), player: PlayerRefSchema },
    { additionalProperties: false, description: 'you look at the player\'s hand (its cards become known to you until they leave it)' }),
  compile(o, c, ins, f) { ins.player = c.playerRef(o.player as string, `${f}.player`); },
  run(g, rec, ins) {
    const np = playersOf(g, rec, ins.player, players);
    for (let i = 0; i < np; i++) reveal(g, players[i], controllerOfItem(g, rec));
    return true;
  },
  describe: (ins) => `look at ${refText(ins.player)}'s hand`,
});

// "Target player reveals his or her hand. You choose a [quality] card from it. That player discards that
// card." The hand is revealed even when no card matches.
export const discardChosenByYou = verb({
  name: 'discardChosenByYou',
  schema: Type.Object({ op: Type.Literal('discardChosenByYou'), player: PlayerRefSchema, card: Type.Optional(CardQualitySchema) },
    { additionalProperties: false, description: 'the player reveals his or her hand, you choose a (matching) card from it, and that player discards it' }),
  compile(o, c, ins, f) { ins.player = c.playerRef(o.player as string, `${f}.player`); compileQuality(o.card, c, ins); },
  run(g, rec, ins, choice) {
    if (choice >= 0) { proposeDiscard(g, choice); return true; }
    if (playersOf(g, rec, ins.player, players) === 0) return true;
    const you = controllerOfItem(g, rec);
    reveal(g, players[0], you);
    return !askFromHand(g, players[0], you, D.Discard, ins);
  },
  describe: (ins) => `${refText(ins.player)} reveals his or her hand and discards a ${ins.filter ? 'matching ' : ''}card you choose`,
  aim: (ins, t) => (ins.player === t ? Aim.Harm : Aim.None),
  harmsUntargeted: (ins) => ins.player === -3 /* R.Opponent */,
});

// "Look at target player's hand and choose N cards from it. Put them on top of that player's library in
// any order." One Order decision per card (G.ResCount so far): each chosen card goes on top, so the last
// chosen is the top card.
export const handToTop = verb({
  name: 'handToTop',
  schema: Type.Object({ op: Type.Literal('handToTop'), player: PlayerRefSchema, amount: AmountSchema },
    { additionalProperties: false, description: 'you look at the player\'s hand and choose N cards from it; they go on top of that player\'s library in the order you choose (the last chosen on top)' }),
  compile(o, c, ins, f) { ins.player = c.playerRef(o.player as string, `${f}.player`); ins.amount = c.amount(o.amount as never, `${f}.amount`); },
  run(g, rec, ins, choice) {
    if (playersOf(g, rec, ins.player, players) === 0) return true;
    const you = controllerOfItem(g, rec);
    if (choice >= 0) {
      proposeMove(g, choice, Zone.Library);
      put(g, G.ResCount, g.m[G.ResCount] + 1);
      return false; // it goes on top, then the next
    }
    if (g.m[G.ResCount] === 0) reveal(g, players[0], you);
    if (g.m[G.ResCount] < amountOf(g, rec, ins.amount) && askFromHand(g, players[0], you, D.Order, ins)) return false;
    put(g, G.ResCount, 0);
    return true;
  },
  describe: (ins) => `look at ${refText(ins.player)}'s hand and put ${amountText(ins.amount)} cards from it on top of that player's library`,
  aim: (ins, t) => (ins.player === t ? Aim.Harm : Aim.None),
});
