// Effect verbs that move cards: destroy, sacrifice, return to hand, counter, draw, discard.
import { Type } from '@sinclair/typebox';
import { rngInt } from '../core/rng.js';
import { type FilterC, RefCode, TargetKind } from '../core/cardform.js';
import { revealCard, revealHand } from '../facts/reveal.js';
import { controller, printedMatches, types } from '../facts/chars.js';
import { Decision, EventKind, Zone, playerRef } from '../core/constants.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { nextTimestamp, listBase } from '../core/zones.js';
import {
  proposeDraw,
  proposeDiscard,
  proposeSacrifice,
  proposeDestroy,
  proposeMove,
  propose,
  EventFlag,
} from '../core/event-records.js';
import { removeItem } from '../actions/stack.js';
import { itemOfSpell, rf, setRf } from '../core/stack-records.js';
import { ruleApplies } from '../facts/rules-mod.js';
import { type Game, Global, put, StackField, ownerOf, zoneOf, cardIdOf } from '../core/state.js';
import { AmountSchema, FilterSchema, ObjectRefSchema, PlayerRefSchema } from './common.js';
import { amountOf, controllerOfItem, matchingInPlay, objectOf, playersOf, sourceRef } from '../facts/runtime.js';
import { amountText, refText } from './text.js';
import { Aim, verb } from './verb.js';

const players = new Int32Array(2);
const what = (d: string) =>
  Type.Object({ op: Type.Literal(d), what: ObjectRefSchema }, { additionalProperties: false });

export const destroy = verb({
  name: 'destroy',
  schema: Type.Object(
    { op: Type.Literal('destroy'), what: ObjectRefSchema, noRegen: Type.Optional(Type.Boolean()) },
    { additionalProperties: false, description: 'destroys a permanent ("can\'t be regenerated" with noRegen)' },
  ),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
    ins.noRegen = o.noRegen === true;
  },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay)
      proposeDestroy(g, id, sourceRef(g, rec), ins.noRegen, controllerOfItem(g, rec));
    return true;
  },
  describe: (ins) => `destroy ${refText(ins.ref)}`,
  aim: (ins, t) => (ins.ref === t ? Aim.Harm : Aim.None),
});

export const destroyEach = verb({
  name: 'destroyEach',
  schema: Type.Object(
    { op: Type.Literal('destroyEach'), filter: FilterSchema, noRegen: Type.Optional(Type.Boolean()) },
    { additionalProperties: false, description: 'destroys every permanent matching the filter, at once' },
  ),
  compile(o, c, ins) {
    ins.filter = c.filter(o.filter as never);
    ins.noRegen = o.noRegen === true;
  },
  run(g, rec, ins) {
    // One Destroy event per permanent, in one batch: regeneration could replace each (419.6b).
    const set = matchingInPlay(g, rec, ins.filter);
    for (let i = 1; i <= set[0]; i++)
      proposeDestroy(g, set[i], sourceRef(g, rec), ins.noRegen, controllerOfItem(g, rec));
    return true;
  },
  describe: () => 'destroy each matching permanent',
  harmsUntargeted: () => true,
});

export const sacrifice = verb({
  name: 'sacrifice',
  schema: Type.Object({ op: Type.Literal('sacrifice'), what: Type.Literal('this') }, { additionalProperties: false }),
  compile(_o, _c, ins) {
    ins.ref = RefCode.This;
  },
  run(g, rec) {
    const id = objectOf(g, rec, RefCode.This);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay && controller(g, id) === controllerOfItem(g, rec))
      proposeSacrifice(g, id);
    return true;
  },
  describe: () => 'sacrifice this',
});

export const returnToHand = verb({
  name: 'returnToHand',
  schema: what('returnToHand'),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
  },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    if (id >= 0 && (zoneOf(g, id) === Zone.InPlay || zoneOf(g, id) === Zone.Graveyard)) proposeMove(g, id, Zone.Hand);
    return true;
  },
  describe: (ins) => `return ${refText(ins.ref)} to its owner's hand`,
  // Bouncing a permanent harms it; returning a card from a graveyard helps its owner.
  aim: (ins, t, kind) => (ins.ref !== t ? Aim.None : kind === TargetKind.CardInGraveyard ? Aim.Help : Aim.Harm),
});

// "Remove [a permanent] from the game": a zone change to the removed-from-the-game zone.
export const removeFromGame = verb({
  name: 'removeFromGame',
  schema: what('removeFromGame'),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
  },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    // A permanent, or a card in a graveyard ("remove X target creature cards in your graveyard").
    if (id >= 0 && (zoneOf(g, id) === Zone.InPlay || zoneOf(g, id) === Zone.Graveyard))
      proposeMove(g, id, Zone.Removed);
    return true;
  },
  describe: (ins) => `remove ${refText(ins.ref)} from the game`,
});

// "Put [a permanent] on the bottom of its owner's library" (Condemn): a zone change to the library's bottom.
export const putOnLibraryBottom = verb({
  name: 'putOnLibraryBottom',
  schema: what('putOnLibraryBottom'),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
  },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay) proposeMove(g, id, Zone.Library, -1, true);
    return true;
  },
  describe: (ins) => `put ${refText(ins.ref)} on the bottom of its owner's library`,
  aim: (ins, t) => (ins.ref === t ? Aim.Harm : Aim.None),
});

// "Return [a card] from a graveyard to play" (under the controller of the effect): a zone change into play.
export const returnToPlay = verb({
  name: 'returnToPlay',
  schema: what('returnToPlay'),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
  },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    if (id >= 0 && zoneOf(g, id) === Zone.Graveyard) proposeMove(g, id, Zone.InPlay, controllerOfItem(g, rec));
    return true;
  },
  describe: (ins) => `return ${refText(ins.ref)} from the graveyard to play`,
  aim: (ins, t) => (ins.ref === t ? Aim.Help : Aim.None),
});

export const counter = verb({
  name: 'counter',
  schema: what('counter'),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
  },
  run(g, rec, ins) {
    const card = objectOf(g, rec, ins.ref);
    if (card < 0) return true;
    const item = itemOfSpell(g, card);
    // "Creature spells can't be countered" (414.1: the spell stays on the stack).
    if (item >= 0 && ruleApplies(g, ContinuousEffect.Uncounterable, rf(g, item, StackField.Controller), types(g, card)))
      return true;
    if (item >= 0) removeItem(g, item);
    proposeMove(g, card, Zone.Graveyard);
    return true;
  },
  describe: (ins) => `counter ${refText(ins.ref)}`,
  aim: (ins, t) => (ins.ref === t ? Aim.Harm : Aim.None),
});

// 423.2: one card at a time, each draw its own event (a draw replacement completes before the next,
// 423.6b); 423.2a: with several players drawing, the active player draws first.
export const draw = verb({
  name: 'draw',
  schema: Type.Object(
    { op: Type.Literal('draw'), player: PlayerRefSchema, amount: AmountSchema },
    { additionalProperties: false },
  ),
  compile(o, c, ins, f) {
    ins.amount = c.amount(o.amount as never, `${f}.amount`);
    ins.player = c.playerRef(o.player as string, `${f}.player`);
  },
  run(g, rec, ins) {
    const np = playersOf(g, rec, ins.player, players);
    const each = amountOf(g, rec, ins.amount);
    const done = g.m[Global.ResCount];
    if (done >= np * each) {
      put(g, Global.ResCount, 0);
      return true;
    }
    proposeDraw(g, players[Math.floor(done / each)]);
    put(g, Global.ResCount, done + 1);
    return false; // again, once this draw has happened
  },
  describe: (ins) => `${refText(ins.player)} draws ${amountText(ins.amount)}`,
  aim: (ins, t) => (ins.player === t ? Aim.Help : Aim.None),
});

// "Draw a card and reveal it. If it isn't a land card, discard it." (Sindbad): the draw is tracked
// (EventFlag.Tracked): the card it draws is remembered in StackField.Tracked (id + 1) only if the draw
// happened unreplaced; 423.6c (419.6h): if the draw was replaced, the additional action is performed on no
// card drawn as a result of the replacement.
const enum DrawAndRevealField {
  /** 1 once the draw is proposed. */
  Drawn = StackField.Work0,
}
export const drawAndReveal = verb({
  name: 'drawAndReveal',
  schema: Type.Object(
    { op: Type.Literal('drawAndReveal'), discardUnless: FilterSchema },
    {
      additionalProperties: false,
      description:
        'you draw a card and reveal it; if it isn\'t of the quality (printed types and colors: {"types": ["Land"]}), you discard it (Sindbad; 423.6c: nothing is revealed or discarded if the draw is replaced)',
    },
  ),
  compile(o, c, ins, f) {
    c.printedOnly(o.discardUnless as never, `${f}.discardUnless`);
    ins.filter = c.filter(o.discardUnless as never);
  },
  run(g, rec, ins) {
    const p = controllerOfItem(g, rec);
    if (rf(g, rec, DrawAndRevealField.Drawn) === 0) {
      setRf(g, rec, StackField.Tracked, 0);
      setRf(g, rec, DrawAndRevealField.Drawn, 1);
      propose(g, EventKind.Draw, -1, -1, 1, 0, p, EventFlag.Tracked);
      return false; // again, once the draw has happened (or been replaced)
    }
    const id = rf(g, rec, StackField.Tracked) - 1;
    setRf(g, rec, StackField.Tracked, 0);
    if (id < 0 || zoneOf(g, id) !== Zone.Hand) return true;
    revealCard(g, id);
    if (!printedMatches(g.cards[cardIdOf(g, id)], ins.filter!)) proposeDiscard(g, id, p);
    return true;
  },
  describe: () => 'draw a card and reveal it; discard it unless it matches',
});

// Each discarding player chooses the cards (a Discard decision per card), or you do, having looked at
// the hand (it becomes known to you: Thrull Surgeon, Distress); `card`: only cards of that quality
// ("discards a nonland card"). 416.3: with too few such cards, all are discarded. Players discard one
// after another, APNAP.
export const discard = verb({
  name: 'discard',
  schema: Type.Object(
    {
      op: Type.Literal('discard'),
      player: PlayerRefSchema,
      amount: Type.Union([
        AmountSchema,
        Type.Literal('hand', { description: 'the whole hand ("discards his or her hand")' }),
      ]),
      random: Type.Optional(Type.Boolean({ description: 'at random (the game picks each card)' })),
      chosenBy: Type.Optional(
        Type.Literal('you', {
          description:
            '"look at [the player\'s] hand (or: the player reveals it) and choose a card from it; that player discards that card": you choose, and the hand becomes known to you (Thrull Surgeon, Distress)',
        }),
      ),
      card: Type.Optional(FilterSchema),
    },
    {
      additionalProperties: false,
      description:
        'the player discards N cards (`card`: of that quality, printed types and colors, e.g. "a nonland card")',
    },
  ),
  compile(o, c, ins, f) {
    // "Discards his or her hand": every card, no choice (ins.power 1).
    ins.power = o.amount === 'hand' ? 1 : 0;
    ins.amount = c.amount((o.amount === 'hand' ? 0 : o.amount) as never, `${f}.amount`);
    ins.player = c.playerRef(o.player as string, `${f}.player`);
    ins.random = o.random === true;
    if (ins.power === 1 && ins.random)
      c.fail(`${f}.random`, 'no "random" with "hand" (every card is discarded)', o.random);
    ins.kw = o.chosenBy === 'you' ? 1 : 0;
    if (ins.random && ins.kw === 1) c.fail(`${f}.chosenBy`, 'either random or chosenBy', o.chosenBy);
    if (o.card !== undefined) {
      if (ins.power === 1) c.fail(`${f}.card`, 'no "card" with "hand" (every card is discarded)', o.card);
      c.printedOnly(o.card as never, `${f}.card`);
      ins.filter = c.filter(o.card as never);
    }
  },
  run(g, rec, ins, choice) {
    const np = playersOf(g, rec, ins.player, players);
    if (choice >= 0) {
      proposeDiscard(g, choice, controllerOfItem(g, rec));
      put(g, Global.ResCount, g.m[Global.ResCount] + 1);
      return false;
    }
    for (;;) {
      const k = g.m[Global.ResPlayer];
      if (k >= np) {
        put(g, Global.ResPlayer, 0);
        put(g, Global.ResCount, 0);
        return true;
      }
      const p = players[k];
      if (ins.kw === 1) revealHand(g, p, controllerOfItem(g, rec)); // even when no card matches
      const hb = listBase(g, Zone.Hand, p);
      const inHand = discardable(g, hb, ins.filter); // the cards that may be discarded, in the options
      const left = ins.power === 1 ? inHand : amountOf(g, rec, ins.amount) - g.m[Global.ResCount];
      if (left <= 0 || inHand === 0) {
        put(g, Global.ResPlayer, k + 1);
        put(g, Global.ResCount, 0);
        continue;
      }
      if (inHand <= left) {
        for (let i = 0; i < inHand; i++) proposeDiscard(g, g.m[g.oOpt + i], controllerOfItem(g, rec));
        put(g, Global.ResPlayer, k + 1);
        put(g, Global.ResCount, 0);
        return false; // the discards happen, then the next player
      }
      if (ins.random) {
        proposeDiscard(g, g.m[g.oOpt + rngInt(g, inHand)], controllerOfItem(g, rec));
        put(g, Global.ResCount, g.m[Global.ResCount] + 1);
        return false;
      }
      g.m[g.oOptN] = inHand;
      put(g, Global.DKind, Decision.Discard);
      put(g, Global.DPlayer, ins.kw === 1 ? controllerOfItem(g, rec) : p);
      return false;
    }
  },
  describe: (ins) =>
    `${refText(ins.player)} discards ${ins.power === 1 ? 'their hand' : amountText(ins.amount)}${ins.filter ? ' matching' : ''}${ins.random ? ' at random' : ''}${ins.kw === 1 ? ' of your choice' : ''}`,
  aim: (ins, t) => (ins.player === t ? Aim.Harm : Aim.None),
  harmsUntargeted: (ins) => ins.player === RefCode.Opponent || ins.player === RefCode.Each,
});

/** The cards of a hand (list base hb) matching `f` (null: all), written to the options; their count. */
function discardable(g: Game, hb: number, f: FilterC | null): number {
  let k = 0;
  for (let i = 0; i < g.m[hb]; i++) {
    const id = g.m[hb + 1 + i];
    if (f === null || printedMatches(g.cards[cardIdOf(g, id)], f)) g.m[g.oOpt + k++] = id;
  }
  return k;
}

// 419.6h: replaces draws even from an empty library; the replaced draw is another player's draw.
export const replaceDraws = verb({
  name: 'replaceDraws',
  schema: Type.Object(
    { op: Type.Literal('replaceDraws'), player: PlayerRefSchema },
    {
      additionalProperties: false,
      description:
        'until end of turn, if the player would draw a card, instead that player skips that draw and you draw a card',
    },
  ),
  compile(o, c, ins, f) {
    ins.player = c.playerRef(o.player as string, `${f}.player`);
  },
  run(g, rec, ins) {
    const np = playersOf(g, rec, ins.player, players);
    for (let i = 0; i < np; i++) {
      addEffect(
        g,
        Layer.Replacement,
        ContinuousEffect.DrawInstead,
        sourceRef(g, rec),
        playerRef(players[i]),
        0,
        controllerOfItem(g, rec),
        0,
        Until.EndOfTurn,
        nextTimestamp(g),
      );
    }
    return true;
  },
  describe: (ins) => `until end of turn, ${refText(ins.player)}'s draws are yours instead`,
  aim: (ins, t) => (ins.player === t ? Aim.Harm : Aim.None),
});

// "Shuffle [this] into its owner's library": a spell card's own last instruction (so it doesn't go to
// the graveyard as it finishes resolving, 413.2b), or a permanent's.
export const shuffleIntoLibrary = verb({
  name: 'shuffleIntoLibrary',
  schema: Type.Object(
    { op: Type.Literal('shuffleIntoLibrary'), what: Type.Literal('this') },
    { additionalProperties: false },
  ),
  compile(_o, _c, ins) {
    ins.ref = RefCode.This;
  },
  run(g, rec) {
    const id = objectOf(g, rec, RefCode.This);
    if (id < 0) return true;
    proposeMove(g, id, Zone.Library);
    // one batch: the card moves, then the library is shuffled
    propose(g, EventKind.Shuffle, -1, -1, 0, 0, ownerOf(g, id));
    return true;
  },
  describe: () => "shuffle this into its owner's library",
});

// "Return all [quality] cards from your graveyard to play" (Replenish): one event, so they come into
// play at the same time (an Aura among them chooses what it enchants, or stays: copy.ts).
export const returnAllToPlay = verb({
  name: 'returnAllToPlay',
  schema: Type.Object(
    { op: Type.Literal('returnAllToPlay'), filter: FilterSchema },
    {
      additionalProperties: false,
      description:
        'return all cards matching the filter (printed types and colors) from your graveyard to play, at once',
    },
  ),
  compile(o, c, ins, f) {
    c.printedOnly(o.filter as never, `${f}.filter`);
    ins.filter = c.filter(o.filter as never);
  },
  run(g, rec, ins) {
    const you = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Graveyard, you);
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if (printedMatches(g.cards[cardIdOf(g, id)], ins.filter!)) proposeMove(g, id, Zone.InPlay, you);
    }
    return true;
  },
  describe: () => 'return all matching cards from your graveyard to play',
});

// "[Player] removes the top N cards of his or her library from the game. If two or more of those cards
// have the same name, repeat this process." (Scalpelexis): each round is one batch, after which the
// handler is called again while the round removed two cards of one name (416.3: as many as there are).
export const removeTopFromGame = verb({
  name: 'removeTopFromGame',
  schema: Type.Object(
    {
      op: Type.Literal('removeTopFromGame'),
      player: PlayerRefSchema,
      amount: AmountSchema,
      repeatIfSameName: Type.Optional(
        Type.Boolean({ description: 'repeat while two or more of the cards removed share a name' }),
      ),
    },
    {
      additionalProperties: false,
      description: 'the player removes the top N cards of his or her library from the game',
    },
  ),
  compile(o, c, ins, f) {
    ins.amount = c.amount(o.amount as never, `${f}.amount`);
    ins.player = c.playerRef(o.player as string, `${f}.player`);
    ins.random = o.repeatIfSameName === true;
  },
  run(g, rec, ins) {
    if (playersOf(g, rec, ins.player, players) === 0) return true;
    const b = listBase(g, Zone.Library, players[0]);
    const n = Math.min(amountOf(g, rec, ins.amount), g.m[b]);
    let same = false;
    for (let i = 0; i < n; i++) {
      const id = g.m[b + g.m[b] - i]; // the top is the list's end
      const name = g.cards[cardIdOf(g, id)].name;
      for (let j = 0; j < i && !same; j++) same = g.cards[cardIdOf(g, g.m[b + g.m[b] - j])].name === name;
      proposeMove(g, id, Zone.Removed);
    }
    return !(ins.random && same && n > 0); // again once these are gone, when the process repeats
  },
  describe: (ins) =>
    `${refText(ins.player)} removes the top ${amountText(ins.amount)} cards of their library from the game${ins.random ? ', repeating while two share a name' : ''}`,
  aim: (ins, t) => (ins.player === t ? Aim.Harm : Aim.None),
});
