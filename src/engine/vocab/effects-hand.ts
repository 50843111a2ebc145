// Effect verbs on another player's hand: looking at it (Peek), putting cards from it on top of the library
// (Agonizing Memories). A card looked at or revealed becomes known to the other player (Flag.Revealed,
// reveal.ts) until it leaves the hand; the view shows it and determinizations keep it.
import { Type } from '@sinclair/typebox';
import type { AmountC, FilterC } from '../core/cardform.js';
import { Decision, Zone } from '../core/constants.js';
import { proposeDraw, proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { revealCard, revealHand } from '../facts/reveal.js';
import { cardMatches } from '../facts/card-colors.js';
import { cardIdOf, type Game, Global, put, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { AmountSchema, FilterSchema, PlayerRefSchema } from './common.js';
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

/** handToBottomDraw's own field: 1 once the chosen card has gone to the bottom (the draw comes next). */
const enum BottomField {
  Moved = StackField.Work0,
}

interface HandToBottomArgs {
  player: number;
  card: FilterC | null;
}

/**
 * "Look at target player's hand. You may choose a nonland card from it. If you do, that player reveals the chosen
 * card, puts it on the bottom of his or her library, then draws a card" (Vendilion Clique; the "may" is a `may`
 * around it, asked after the hand is looked at): you choose among the matching cards of the hand (a Discard
 * decision: the card taken away), it is revealed and goes to the bottom, then that player draws.
 */
export const handToBottomDraw = defineVerb({
  name: 'handToBottomDraw',
  schema: Type.Object(
    { op: Type.Literal('handToBottomDraw'), player: PlayerRefSchema, card: Type.Optional(FilterSchema) },
    {
      additionalProperties: false,
      description: "a card of the player's hand you choose goes to the bottom; he or she draws",
    },
  ),
  compile(o, c, f): HandToBottomArgs {
    if (o.card !== undefined) c.printedOnly(o.card, `${f}.card`);
    return { player: c.playerRef(o.player, `${f}.player`), card: o.card === undefined ? null : c.filter(o.card) };
  },
  run(g, rec, a, choice) {
    if (playersOf(g, rec, a.player, players) === 0) return true;
    const p = players[0];
    if (choice >= 0) {
      revealCard(g, choice);
      proposeMove(g, choice, Zone.Library, -1, true);
      setRf(g, rec, BottomField.Moved, 1);
      return false; // it goes to the bottom, then the draw
    }
    if (rf(g, rec, BottomField.Moved) === 1) {
      proposeDraw(g, p);
      return true;
    }
    revealHand(g, p, controllerOfItem(g, rec));
    const hb = listBase(g, Zone.Hand, p);
    let k = 0;
    for (let i = 0; i < g.m[hb]; i++) {
      const id = g.m[hb + 1 + i];
      if (a.card === null || cardMatches(g, g.cards[cardIdOf(g, id)], a.card)) g.m[g.options + k++] = id;
    }
    if (k === 0) return true;
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.Discard);
    put(g, Global.DPlayer, controllerOfItem(g, rec));
    return false;
  },
  describe: (a) =>
    `choose a${a.card ? ' matching' : ''} card from ${refText(a.player)}'s hand; that player puts it on the bottom of his or her library, then draws a card`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});
