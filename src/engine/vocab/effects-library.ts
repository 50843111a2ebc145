// Effect verbs that move cards out of the ordinary ways: the top cards of a library into its owner's
// graveyard (Millstone), a permanent removed from the game (Legacy Weapon), and a card put from its
// owner's hand into play (Elvish Piper, Skyshroud Ranger).
import { Type } from '@sinclair/typebox';
import { R, TK } from '../cardform.js';
import { D, EV, NONE_FOUND, Zone } from '../constants.js';
import { propose, proposeMove } from '../events.js';
import { type Game, G, put, ref } from '../state.js';
import { libraryTop, listBase } from '../zones.js';
import { AmountSchema, ObjectRefSchema, PlayerRefSchema } from './common.js';
import { amountOf, controllerOfItem, objectOf, playersOf } from './runtime.js';
import { CardQualitySchema, compileQuality, matches } from './effects-search.js';
import { amountText, refText } from './text.js';
import { Aim, verb } from './verb.js';

const players = new Int32Array(2);

// "Target player puts the top N cards of his or her library into his or her graveyard": the cards move
// at once (one batch, in order from the top: the top card lands first, so it ends up lowest); with fewer
// cards, all of them (a library may run out: drawing from it later loses, 420.5b).
export const mill = verb({
  name: 'mill',
  schema: Type.Object({ op: Type.Literal('mill'), player: PlayerRefSchema, amount: AmountSchema },
    { additionalProperties: false, description: 'the player puts the top N cards of his or her library into his or her graveyard' }),
  compile(o, c, ins, f) { ins.amount = c.amount(o.amount as never, `${f}.amount`); ins.player = c.playerRef(o.player as string, `${f}.player`); },
  run(g, rec, ins) {
    const np = playersOf(g, rec, ins.player, players);
    const n = amountOf(g, rec, ins.amount);
    for (let k = 0; k < np; k++) {
      const b = listBase(g, Zone.Library, players[k]);
      const size = g.m[b];
      for (let i = 0; i < n && i < size; i++) proposeMove(g, g.m[b + size - i], Zone.Graveyard);
    }
    return true;
  },
  describe: (ins) => `${refText(ins.player)} puts the top ${amountText(ins.amount)} cards of his or her library into his or her graveyard`,
  aim: (ins, t) => (ins.player === t ? Aim.Harm : Aim.None),
  harmsUntargeted: (ins) => ins.player === R.Opponent || ins.player === R.Each,
});

// "Remove target permanent from the game" (217.7 of 2008: the removed-from-the-game zone).
export const removeFromGame = verb({
  name: 'removeFromGame',
  schema: Type.Object({ op: Type.Literal('removeFromGame'), what: ObjectRefSchema },
    { additionalProperties: false, description: 'removes a permanent (or a card in a graveyard) from the game' }),
  compile(o, c, ins, f) { ins.ref = c.objRef(o.what as string, `${f}.what`); },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    const z = id >= 0 ? g.m[g.oZone + id] : -1;
    if (z === Zone.InPlay || z === Zone.Graveyard) proposeMove(g, id, Zone.Removed);
    return true;
  },
  describe: (ins) => `remove ${refText(ins.ref)} from the game`,
  aim: (ins, t, kind) => (ins.ref !== t ? Aim.None : kind === TK.CardInGraveyard ? Aim.None : Aim.Harm),
});

// "Return to your hand all [creature] cards in your graveyard that were put there from play this turn"
// (No Rest for the Wicked): they move at once. A card remembers the turn it went from play to a
// graveyard (zones.ts: its Since column).
export const returnPutIntoGraveyardThisTurn = verb({
  name: 'returnPutIntoGraveyardThisTurn',
  schema: Type.Object({ op: Type.Literal('returnPutIntoGraveyardThisTurn'), card: Type.Optional(CardQualitySchema) },
    { additionalProperties: false, description: 'return to your hand all cards of this quality in your graveyard that were put there from play this turn' }),
  compile(o, c, ins) { compileQuality(o.card, c, ins); },
  run(g, rec, ins) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Graveyard, p);
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if (g.m[g.oSince + id] === g.m[G.Turn] && matches(g, id, ins.filter, ins.counter)) proposeMove(g, id, Zone.Hand);
    }
    return true;
  },
  describe: () => 'return to your hand the matching cards put into your graveyard from play this turn',
});

// "Target player reveals the top card of his or her library" (Aven Windreader): nothing moves; every
// player now knows that card while it stays on top (kept as the library's revealed top: determinize.ts
// leaves it in place in every player's copy of the game until it is drawn, moved or shuffled away).
export const revealTop = verb({
  name: 'revealTop',
  schema: Type.Object({ op: Type.Literal('revealTop'), player: PlayerRefSchema },
    { additionalProperties: false, description: 'the player reveals the top card of his or her library (all players know it while it stays there)' }),
  compile(o, c, ins, f) { ins.player = c.playerRef(o.player as string, `${f}.player`); },
  run(g, rec, ins) {
    const np = playersOf(g, rec, ins.player, players);
    for (let k = 0; k < np; k++) {
      const top = libraryTop(g, players[k]);
      put(g, g.oRevealed + players[k], top < 0 ? 0 : ref(g, top) + 1);
    }
    return true;
  },
  describe: (ins) => `${refText(ins.player)} reveals the top card of his or her library`,
});

// "You may put a [quality] card from your hand into play": the controller chooses one of the matching
// cards of his or her hand, or none (a Search decision among the hand's cards: the hand is the
// chooser's own, so nothing hidden is shown). It comes into play under that player's control.
export const putFromHand = verb({
  name: 'putFromHand',
  schema: Type.Object({ op: Type.Literal('putFromHand'), card: Type.Optional(CardQualitySchema) },
    { additionalProperties: false, description: 'you may put a card of this quality from your hand into play' }),
  compile(o, c, ins) { compileQuality(o.card, c, ins); },
  run(g, rec, ins, choice) {
    const p = controllerOfItem(g, rec);
    if (choice >= 0) { propose(g, EV.Move, ref(g, choice), -1, 0, Zone.InPlay, p, 0); return true; }
    if (choice === NONE_FOUND) return true;
    const b = listBase(g, Zone.Hand, p);
    let k = 0;
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if (matches(g, id, ins.filter, ins.counter)) g.m[g.oOpt + k++] = id;
    }
    if (k === 0) return true;
    g.m[g.oOpt + k++] = NONE_FOUND;
    g.m[g.oOptN] = k;
    put(g, G.DKind, D.Search); put(g, G.DPlayer, p);
    return false;
  },
  describe: (ins) => `you may put a ${ins.filter ? 'matching ' : ''}card from your hand into play`,
});
