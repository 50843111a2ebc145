// Effect verbs that move cards: destroy, sacrifice, return to hand, counter, draw, discard.
import { Type } from '@sinclair/typebox';
import { cardMatches } from '../facts/card-colors.js';
import { rngInt } from '../core/rng.js';
import { type AmountC, AmountKind, type FilterC, RefCode, TargetKind } from '../core/cardform.js';
import { revealCard, revealHand } from '../facts/reveal.js';
import { controller, isIndestructible } from '../facts/chars.js';
import { Decision, EventKind, FIRST_NAMED_COUNTER, Flag, NAMED_COUNTERS, Zone, playerRef } from '../core/constants.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { linkRemoved } from './effects-removed.js';
import { nextTimestamp, listBase } from '../core/zones.js';
import {
  proposeDraw,
  proposeLifeChange,
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
import { cantBeCountered } from '../facts/uncounterable.js';
import {
  type Game,
  Global,
  liveId,
  nextRef,
  put,
  ref,
  StackField,
  ownerOf,
  zoneOf,
  cardIdOf,
  flagsOf,
} from '../core/state.js';
import { spellManaValue } from '../facts/targets.js';
import { AmountSchema, FilterSchema, ObjectRefSchema, PlayerRefSchema } from './common.js';
import { amountOf, controllerOfItem, matchingInPlay, objectOf, playersOf, sourceRef } from '../facts/runtime.js';
import { amountText, refText } from './text.js';
import { Aim, defineVerb } from './verb.js';
import { playFree } from './effects-hideaway.js';

const players = new Int32Array(2);
const what = (d: string) =>
  Type.Object({ op: Type.Literal(d), what: ObjectRefSchema }, { additionalProperties: false });

export const destroy = defineVerb({
  name: 'destroy',
  schema: Type.Object(
    { op: Type.Literal('destroy'), what: ObjectRefSchema, noRegen: Type.Optional(Type.Boolean()) },
    { additionalProperties: false, description: 'destroys a permanent ("can\'t be regenerated" with noRegen)' },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`), noRegen: o.noRegen === true }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    // an indestructible permanent isn't destroyed (2008 glossary): no event, nothing to regenerate or trigger on
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay && !isIndestructible(g, id))
      proposeDestroy(g, id, sourceRef(g, rec), a.noRegen, controllerOfItem(g, rec));
    return true;
  },
  describe: (a) => `destroy ${refText(a.what)}`,
  aim: (a, t) => (a.what === t ? Aim.Harm : Aim.None),
});

export const destroyEach = defineVerb({
  name: 'destroyEach',
  schema: Type.Object(
    { op: Type.Literal('destroyEach'), filter: FilterSchema, noRegen: Type.Optional(Type.Boolean()) },
    { additionalProperties: false, description: 'destroys every permanent matching the filter, at once' },
  ),
  compile(o, c) {
    c.destroyedEach = true; // "for each permanent destroyed this way" may follow
    return { filter: c.filter(o.filter), noRegen: o.noRegen === true };
  },
  run(g, rec, a) {
    // One Destroy event per permanent, in one batch: regeneration could replace each (419.6b). Each is tracked: the
    // ones that happen are counted in StackField.Tracked (batch/events.ts), the amount "destroyedCount".
    const set = matchingInPlay(g, rec, a.filter);
    setRf(g, rec, StackField.Tracked, 0);
    const flags = EventFlag.Tracked | (a.noRegen ? EventFlag.NoRegen : 0);
    for (let i = 1; i <= set[0]; i++)
      if (!isIndestructible(g, set[i]))
        propose(g, EventKind.Destroy, ref(g, set[i]), sourceRef(g, rec), 0, 0, controllerOfItem(g, rec), flags);
    return true;
  },
  describe: () => 'destroy each matching permanent',
  harmsUntargeted: () => true,
});

export const sacrifice = defineVerb({
  name: 'sacrifice',
  schema: Type.Object(
    {
      op: Type.Literal('sacrifice'),
      what: Type.Union([Type.Literal('this'), Type.Literal('it'), Type.String({ pattern: '^target:[0-3]$' })], {
        description:
          '"it": the delayed ability\'s remembered object; a target permanent: its controller sacrifices it ("target creature\'s controller sacrifices it": Mercy Killing; Ashling, the Extinguisher)',
      }),
    },
    { additionalProperties: false },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`), target: o.what.startsWith('target:') }),
  object: (a) => (a.target ? a.what : RefCode.None),
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    // this or it: sacrificed by the ability's controller if he or she controls it; a target: by its controller
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay && (a.target || controller(g, id) === controllerOfItem(g, rec)))
      proposeSacrifice(g, id);
    return true;
  },
  describe: (a) =>
    a.what === RefCode.This
      ? 'sacrifice this'
      : a.target
        ? `${refText(a.what)}'s controller sacrifices it`
        : 'sacrifice it',
  aim: (a, t) => (a.target && a.what === t ? Aim.Harm : Aim.None),
});

export const returnToHand = defineVerb({
  name: 'returnToHand',
  schema: what('returnToHand'),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id >= 0 && (zoneOf(g, id) === Zone.InPlay || zoneOf(g, id) === Zone.Graveyard)) proposeMove(g, id, Zone.Hand);
    // "Return [this spell] to its owner's hand" as it resolves (Research the Deep): the card then skips the graveyard
    // (resolve.ts finish moves only a spell still on the stack); a copy of a spell is no card and stays.
    else if (id >= 0 && a.what === RefCode.This && zoneOf(g, id) === Zone.Stack && (flagsOf(g, id) & Flag.Copy) === 0)
      proposeMove(g, id, Zone.Hand);
    return true;
  },
  describe: (a) => `return ${refText(a.what)} to its owner's hand`,
  // Bouncing a permanent harms it; returning a card from a graveyard helps its owner.
  aim: (a, t, kind) => (a.what !== t ? Aim.None : kind === TargetKind.CardInGraveyard ? Aim.Help : Aim.Harm),
});

// "Remove [a permanent] from the game": a zone change to the removed-from-the-game zone.
export const removeFromGame = defineVerb({
  name: 'removeFromGame',
  schema: Type.Object(
    {
      op: Type.Literal('removeFromGame'),
      what: ObjectRefSchema,
      linked: Type.Optional(
        Type.Literal(true, {
          description:
            'remembered as removed by this object, whose returnRemoved returns it (Oblivion Ring\'s "the removed card")',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`), linked: o.linked === true }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    // A permanent, a card in a graveyard ("remove X target creature cards in your graveyard"), or the resolving
    // spell itself ("Remove Woodland Guidance from the game": it doesn't go to the graveyard, 413.2b).
    const z = id >= 0 ? zoneOf(g, id) : Zone.None;
    if (z === Zone.InPlay || z === Zone.Graveyard || (z === Zone.Stack && a.what === RefCode.This)) {
      // Linked: the card as it will be in the removed zone, its next incarnation (400.7), remembered for this source.
      if (a.linked) linkRemoved(g, rec, id);
      proposeMove(g, id, Zone.Removed);
    }
    return true;
  },
  describe: (a) => `remove ${refText(a.what)} from the game`,
});

// "Put [a permanent] on the bottom of its owner's library" (Condemn), or a card in a graveyard ("Put target card in
// your graveyard on the bottom of your library": Mistveil Plains): a zone change to the library's bottom.
export const putOnLibraryBottom = defineVerb({
  name: 'putOnLibraryBottom',
  schema: what('putOnLibraryBottom'),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    // A permanent (Condemn), or a card in a graveyard ("target card in a graveyard": Grazing Kelpie).
    if (id >= 0 && (zoneOf(g, id) === Zone.InPlay || zoneOf(g, id) === Zone.Graveyard))
      proposeMove(g, id, Zone.Library, -1, true);
    return true;
  },
  describe: (a) => `put ${refText(a.what)} on the bottom of its owner's library`,
  // Condemn's permanent is harmed; a card of a graveyard kept for a later draw helps its owner.
  aim: (a, t, kind) => (a.what !== t ? Aim.None : kind === TargetKind.CardInGraveyard ? Aim.Help : Aim.Harm),
});

// "Put [a permanent] on top of its owner's library" (Nevermaker, Fencer Clique, Soaring Hope): a zone change to the
// library's top.
export const putOnLibraryTop = defineVerb({
  name: 'putOnLibraryTop',
  schema: what('putOnLibraryTop'),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    // A permanent, or a card in a graveyard (Footbottom Feast: a list of them, put there in the order targeted).
    if (id >= 0 && (zoneOf(g, id) === Zone.InPlay || zoneOf(g, id) === Zone.Graveyard))
      proposeMove(g, id, Zone.Library);
    return true;
  },
  describe: (a) => `put ${refText(a.what)} on top of its owner's library`,
  aim: (a, t) => (a.what === t ? Aim.Harm : Aim.None),
});

// "Return [a card] from a graveyard to play" (under the controller of the effect, or `under: "owner"`: "under its
// owner's control"), `withCounter`: "with a -1/-1 counter on it" (persist, 502.79 of 2008: it comes into play with it),
// or one counter of a named kind ("with a mannequin counter on it": Makeshift Mannequin); `remember`: the permanent
// is "it" for the rest of the effect ("As long as that creature has a mannequin counter on it, it has ...").
export const returnToPlay = defineVerb({
  name: 'returnToPlay',
  schema: Type.Object(
    {
      op: Type.Literal('returnToPlay'),
      what: ObjectRefSchema,
      under: Type.Optional(Type.Literal('owner')),
      withCounter: Type.Optional(
        Type.Union([Type.Literal('-1/-1'), ...NAMED_COUNTERS.map((k) => Type.Literal(k))], {
          description: 'it comes into play with one counter of this kind on it',
        }),
      ),
      remember: Type.Optional(
        Type.Literal(true, {
          description:
            'the permanent it becomes is "it" for the rest of the effect (in a triggered ability, only "when [this] comes into play")',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  compile(o, c, f) {
    const what = c.objRef(o.what, `${f}.what`);
    const remember = o.remember === true;
    if (remember) {
      // a "when [this] comes into play" trigger's "it" is only "this" (Puppeteer Clique): "it" may name the new one
      if ((c.eventObject && !c.selfEvent) || what === RefCode.It)
        c.fail(`${f}.remember`, 'remember only where "it" names nothing else', o.remember);
      c.selfEvent = false;
      c.eventObject = true; // its "it"
    }
    const named = o.withCounter === undefined || o.withCounter === '-1/-1' ? -1 : o.withCounter;
    return {
      what,
      owner: o.under === 'owner',
      minusCounter: o.withCounter === '-1/-1',
      counter: named === -1 ? 0 : FIRST_NAMED_COUNTER + NAMED_COUNTERS.indexOf(named),
      counterName: named === -1 ? '' : named,
      remember,
    };
  },
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id < 0 || zoneOf(g, id) !== Zone.Graveyard) return true;
    const under = a.owner ? ownerOf(g, id) : controllerOfItem(g, rec);
    const flags = a.minusCounter ? EventFlag.MinusOneCounter : a.counter !== 0 ? EventFlag.NamedCounter : 0;
    propose(g, EventKind.Move, ref(g, id), a.counter !== 0 ? a.counter : -1, 0, Zone.InPlay, under, flags);
    // the permanent it will be (400.7), read by the next instructions once the move has happened
    if (a.remember) setRf(g, rec, StackField.Ref, nextRef(g, id));
    return true;
  },
  describe: (a) =>
    `return ${refText(a.what)} from the graveyard to play${a.owner ? " under its owner's control" : ''}${
      a.minusCounter ? ' with a -1/-1 counter on it' : a.counter !== 0 ? ` with a ${a.counterName} counter on it` : ''
    }`,
  aim: (a, t) => (a.what === t ? Aim.Help : Aim.None),
});

/** counter's own field: the card a "remove it instead" rule removed (its ref there), to be played (Guile). */
const enum CounterField {
  Removed = StackField.Work1,
}

export const counter = defineVerb({
  name: 'counter',
  schema: Type.Object(
    {
      op: Type.Literal('counter'),
      what: ObjectRefSchema,
      removeInstead: Type.Optional(
        Type.Literal(true, {
          description:
            '"If that spell is countered this way, remove it from the game instead of putting it into its owner\'s graveyard" (Faerie Trickery)',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  compile(o, c, f) {
    const args = { what: c.objRef(o.what, `${f}.what`), removeInstead: o.removeInstead === true, keepManaValue: false };
    c.counterArgs = args; // a later "counteredManaValue" sets keepManaValue
    return args;
  },
  object: (a) => a.what,
  run(g, rec, a, choice) {
    const you = controllerOfItem(g, rec);
    // Guile: the card removed instead, which you may play free (playFree keeps its stage in Work0)
    const removed = rf(g, rec, CounterField.Removed);
    if (removed !== 0)
      return playFree(g, rec, rf(g, rec, StackField.Work0) === 2 ? -1 : liveId(g, removed), you, choice);
    const card = objectOf(g, rec, a.what);
    if (card < 0) return true;
    // "that spell's converted mana cost", as it is on the stack, for a later amount (the item's amount slot)
    if (a.keepManaValue) setRf(g, rec, StackField.Amount, spellManaValue(g, card));
    const item = itemOfSpell(g, card);
    // "Creature spells can't be countered", "Vexing Shusher can't be countered" (414.1: it stays on the stack).
    if (item >= 0 && cantBeCountered(g, item, card)) return true;
    if (item >= 0) removeItem(g, item);
    // "If a spell or ability you control would counter a spell, instead remove that spell from the game and you may
    // play that card without paying its mana cost" (Guile): a copy of a spell has no card to play.
    const guile = ruleApplies(g, ContinuousEffect.CounterRemovesInstead, you);
    proposeMove(g, card, a.removeInstead || guile ? Zone.Removed : Zone.Graveyard);
    if (!guile || (flagsOf(g, card) & Flag.Copy) !== 0) return true;
    setRf(g, rec, CounterField.Removed, nextRef(g, card)); // once removed (400.7), asked after the move
    return false;
  },
  describe: (a) => `counter ${refText(a.what)}`,
  aim: (a, t) => (a.what === t ? Aim.Harm : Aim.None),
});

// 423.2: one card at a time, each draw its own event (a draw replacement completes before the next,
// 423.6b); 423.2a: with several players drawing, the active player draws first. A count is taken once, as
// the effect begins (413.2f of 2008): the draws (or a dredge's milling) don't change how many.
const enum DrawField {
  /** The draws proposed so far, the players' one after another. */
  Count = StackField.Work0,
  /** How many cards each player draws, + 1 (0: not counted yet). */
  Each = StackField.Work1,
}
export const draw = defineVerb({
  name: 'draw',
  schema: Type.Object(
    { op: Type.Literal('draw'), player: PlayerRefSchema, amount: AmountSchema },
    { additionalProperties: false },
  ),
  compile(o, c, f) {
    const amount = c.amount(o.amount, `${f}.amount`);
    return { player: c.playerRef(o.player, `${f}.player`), amount };
  },
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    let each = rf(g, rec, DrawField.Each) - 1;
    if (each < 0) {
      each = amountOf(g, rec, a.amount);
      setRf(g, rec, DrawField.Each, each + 1);
    }
    const done = rf(g, rec, DrawField.Count);
    if (done >= np * each) return true;
    proposeDraw(g, players[Math.floor(done / each)]);
    setRf(g, rec, DrawField.Count, done + 1);
    return false; // again, once this draw has happened
  },
  describe: (a) => `${refText(a.player)} draws ${amountText(a.amount)}`,
  aim: (a, t) => (a.player === t ? Aim.Help : Aim.None),
});

// "Draw a card and reveal it. If it isn't a land card, discard it." (Sindbad): the draw is tracked
// (EventFlag.Tracked): the card it draws is remembered in StackField.Tracked (id + 1) only if the draw
// happened unreplaced; 423.6c (419.6h): if the draw was replaced, the additional action is performed on no
// card drawn as a result of the replacement.
const enum DrawAndRevealField {
  /** 1 once the draw is proposed. */
  Drawn = StackField.Work0,
}
export const drawAndReveal = defineVerb({
  name: 'drawAndReveal',
  schema: Type.Object(
    { op: Type.Literal('drawAndReveal'), discardUnless: FilterSchema },
    {
      additionalProperties: false,
      description:
        'you draw a card and reveal it; if it isn\'t of the quality (printed types and colors: {"types": ["Land"]}), you discard it (Sindbad; 423.6c: nothing is revealed or discarded if the draw is replaced)',
    },
  ),
  compile(o, c, f) {
    c.printedOnly(o.discardUnless, `${f}.discardUnless`);
    return { discardUnless: c.filter(o.discardUnless)! };
  },
  run(g, rec, a) {
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
    if (!cardMatches(g, g.cards[cardIdOf(g, id)], a.discardUnless)) proposeDiscard(g, id, p);
    return true;
  },
  describe: () => 'draw a card and reveal it; discard it unless it matches',
});

// Each discarding player chooses the cards (a Discard decision per card), or you do, having looked at
// the hand (it becomes known to you: Thrull Surgeon, Distress); `card`: only cards of that quality
// ("discards a nonland card"). 416.3: with too few such cards, all are discarded. Players discard one
// after another, APNAP.
interface DiscardArgs {
  player: number;
  amount: AmountC;
  /** "Discards his or her hand": every card, no choice (no amount, random or card then). */
  wholeHand: boolean;
  random: boolean;
  /** You choose the cards, having looked at the hand. */
  chosenByYou: boolean;
  /** Only cards matching this (printed types and colors); null: any. */
  card: FilterC | null;
  /** "That player removes that card from the game" (Ghastlord of Fugue): the chosen card is removed, not discarded. */
  remove: boolean;
  /** "You gain life equal to that creature card's toughness, then that player discards that card" (Talara's Bane). */
  gainToughness: boolean;
  /** A later ifDiscarded reads the card discarded (its next reference + 1, in StackField.Tracked). */
  track: boolean;
}

/** Talara's Bane: you gain life equal to the card's printed toughness first (the same batch, proposed before it). */
function gainFirst(g: Game, rec: number, a: DiscardArgs, id: number): void {
  const n = a.gainToughness ? g.cards[cardIdOf(g, id)].toughness : 0;
  if (n > 0) proposeLifeChange(g, controllerOfItem(g, rec), n);
}
const enum DiscardField {
  /** The cards the current player has discarded so far. */
  Discarded = StackField.Work0,
  /**
   * Two values in one field: the index of the player discarding now, among the players (bits 0-7), and how many
   * cards each discards + 1 (bits 8 up; 0: not counted yet), counted once as the effect begins (413.2f of 2008).
   */
  Progress = StackField.Work1,
}
export const discard = defineVerb({
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
      removeInstead: Type.Optional(
        Type.Literal(true, {
          description:
            'with chosenBy: "Choose a card from it. That player removes that card from the game" (Ghastlord of Fugue): removed, not discarded',
        }),
      ),
      chosenBy: Type.Optional(
        Type.Literal('you', {
          description:
            '"look at [the player\'s] hand (or: the player reveals it) and choose a card from it; that player discards that card": you choose, and the hand becomes known to you (Thrull Surgeon, Distress)',
        }),
      ),
      card: Type.Optional(FilterSchema),
      gainToughness: Type.Optional(
        Type.Literal(true, {
          description:
            'with chosenBy you, one card: "You gain life equal [to] that creature card\'s toughness, then that player discards that card" (Talara\'s Bane)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'the player discards N cards (`card`: of that quality, printed types and colors, e.g. "a nonland card")',
    },
  ),
  compile(o, c, f): DiscardArgs {
    const wholeHand = o.amount === 'hand';
    const amount = c.amount(o.amount === 'hand' ? 0 : o.amount, `${f}.amount`);
    const player = c.playerRef(o.player, `${f}.player`);
    const random = o.random === true;
    if (wholeHand && random) c.fail(`${f}.random`, 'no "random" with "hand" (every card is discarded)', o.random);
    const chosenByYou = o.chosenBy === 'you';
    if (random && chosenByYou) c.fail(`${f}.chosenBy`, 'either random or chosenBy', o.chosenBy);
    let card: FilterC | null = null;
    if (o.card !== undefined) {
      if (wholeHand) c.fail(`${f}.card`, 'no "card" with "hand" (every card is discarded)', o.card);
      c.printedOnly(o.card, `${f}.card`);
      card = c.filter(o.card);
    }
    if (o.removeInstead === true && !chosenByYou)
      c.fail(`${f}.removeInstead`, 'only with "chosenBy": "you"', o.removeInstead);
    const gainToughness = o.gainToughness === true;
    if (gainToughness && (!chosenByYou || amount.kind !== AmountKind.Fixed || amount.n !== 1))
      c.fail(`${f}.gainToughness`, 'only with chosenBy you and an amount of 1', o.gainToughness);
    const args: DiscardArgs = {
      player,
      amount,
      wholeHand,
      random,
      chosenByYou,
      card,
      remove: o.removeInstead === true,
      gainToughness,
      track: false,
    };
    c.lastDiscard = !wholeHand && amount.kind === AmountKind.Fixed && amount.n === 1 ? args : null;
    return args;
  },
  run(g, rec, a, choice) {
    const np = playersOf(g, rec, a.player, players);
    if (choice >= 0) {
      discardOrRemove(g, rec, a, choice);
      setRf(g, rec, DiscardField.Discarded, rf(g, rec, DiscardField.Discarded) + 1);
      return false;
    }
    for (;;) {
      const k = rf(g, rec, DiscardField.Progress) & 0xff;
      if (k >= np) return true;
      const p = players[k];
      if (a.chosenByYou) revealHand(g, p, controllerOfItem(g, rec)); // even when no card matches
      const hb = listBase(g, Zone.Hand, p);
      const inHand = discardable(g, hb, a.card); // the cards that may be discarded, in the options
      const left = a.wholeHand ? inHand : discardsEach(g, rec, a.amount) - rf(g, rec, DiscardField.Discarded);
      if (left <= 0 || inHand === 0) {
        nextDiscarder(g, rec);
        continue;
      }
      if (inHand <= left) {
        for (let i = 0; i < inHand; i++) discardOrRemove(g, rec, a, g.m[g.options + i]);
        nextDiscarder(g, rec);
        return false; // the discards happen, then the next player
      }
      if (a.random) {
        discardOrRemove(g, rec, a, g.m[g.options + rngInt(g, inHand)]);
        setRf(g, rec, DiscardField.Discarded, rf(g, rec, DiscardField.Discarded) + 1);
        return false;
      }
      g.m[g.optionCount] = inHand;
      put(g, Global.DKind, Decision.Discard);
      put(g, Global.DPlayer, a.chosenByYou ? controllerOfItem(g, rec) : p);
      return false;
    }
  },
  describe: (a) =>
    `${refText(a.player)} ${a.remove ? 'removes from the game' : 'discards'} ${a.wholeHand ? 'their hand' : amountText(a.amount)}${a.card ? ' matching' : ''}${a.random ? ' at random' : ''}${a.chosenByYou ? ' of your choice' : ''}`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
  harmsUntargeted: (a) => a.player === RefCode.Opponent || a.player === RefCode.Each,
});

/** The chosen card leaves the hand: discarded by the effect's controller's doing, or removed from the game. */
function discardOrRemove(g: Game, rec: number, a: DiscardArgs, card: number): void {
  gainFirst(g, rec, a, card);
  if (a.track) setRf(g, rec, StackField.Tracked, nextRef(g, card) + 1); // "If you discard a creature card this way"
  if (a.remove) proposeMove(g, card, Zone.Removed);
  else proposeDiscard(g, card, controllerOfItem(g, rec));
}

/** How many cards each player discards: counted as the first player begins, then kept. */
function discardsEach(g: Game, rec: number, amount: AmountC): number {
  const progress = rf(g, rec, DiscardField.Progress);
  if (progress >> 8 !== 0) return (progress >> 8) - 1;
  const n = amountOf(g, rec, amount);
  setRf(g, rec, DiscardField.Progress, progress | ((n + 1) << 8));
  return n;
}

/** The next player discards (at most two players: the index stays in its 8 bits), none so far. */
function nextDiscarder(g: Game, rec: number): void {
  setRf(g, rec, DiscardField.Progress, rf(g, rec, DiscardField.Progress) + 1);
  setRf(g, rec, DiscardField.Discarded, 0);
}

/** The cards of a hand (list base hb) matching `f` (null: all), written to the options; their count. */
function discardable(g: Game, hb: number, f: FilterC | null): number {
  let k = 0;
  for (let i = 0; i < g.m[hb]; i++) {
    const id = g.m[hb + 1 + i];
    if (f === null || cardMatches(g, g.cards[cardIdOf(g, id)], f)) g.m[g.options + k++] = id;
  }
  return k;
}

// 419.6h: replaces draws even from an empty library; the replaced draw is another player's draw.
export const replaceDraws = defineVerb({
  name: 'replaceDraws',
  schema: Type.Object(
    { op: Type.Literal('replaceDraws'), player: PlayerRefSchema },
    {
      additionalProperties: false,
      description:
        'until end of turn, if the player would draw a card, instead that player skips that draw and you draw a card',
    },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
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
  describe: (a) => `until end of turn, ${refText(a.player)}'s draws are yours instead`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});

// "Shuffle [this] into its owner's library": a spell card's own last instruction (so it doesn't go to
// the graveyard as it finishes resolving, 413.2b), or a permanent's; or a target permanent's ("Its owner shuffles it
// into his or her library": Deglamer).
export const shuffleIntoLibrary = defineVerb({
  name: 'shuffleIntoLibrary',
  schema: Type.Object(
    { op: Type.Literal('shuffleIntoLibrary'), what: ObjectRefSchema },
    { additionalProperties: false },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    // a target permanent, or a target card in a graveyard ("shuffle up to one target card from your graveyard into
    // your library": Put Away)
    const zone = id < 0 ? -1 : zoneOf(g, id);
    if (id < 0 || (a.what !== RefCode.This && zone !== Zone.InPlay && zone !== Zone.Graveyard)) return true;
    proposeMove(g, id, Zone.Library);
    // one batch: the card moves, then the library is shuffled
    propose(g, EventKind.Shuffle, -1, -1, 0, 0, ownerOf(g, id));
    return true;
  },
  describe: (a) => `shuffle ${refText(a.what)} into its owner's library`,
  aim: (a, t) => (a.what === t && t !== RefCode.This ? Aim.Harm : Aim.None),
});

// "[Player] removes the top N cards of his or her library from the game. If two or more of those cards
// have the same name, repeat this process." (Scalpelexis): each round is one batch, after which the
// handler is called again while the round removed two cards of one name (416.3: as many as there are).
export const removeTopFromGame = defineVerb({
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
  compile(o, c, f) {
    const amount = c.amount(o.amount, `${f}.amount`);
    return { player: c.playerRef(o.player, `${f}.player`), amount, repeatIfSameName: o.repeatIfSameName === true };
  },
  run(g, rec, a) {
    if (playersOf(g, rec, a.player, players) === 0) return true;
    const b = listBase(g, Zone.Library, players[0]);
    const n = Math.min(amountOf(g, rec, a.amount), g.m[b]);
    let same = false;
    for (let i = 0; i < n; i++) {
      const id = g.m[b + g.m[b] - i]; // the top is the list's end
      const name = g.cards[cardIdOf(g, id)].name;
      for (let j = 0; j < i && !same; j++) same = g.cards[cardIdOf(g, g.m[b + g.m[b] - j])].name === name;
      proposeMove(g, id, Zone.Removed);
    }
    return !(a.repeatIfSameName && same && n > 0); // again once these are gone, when the process repeats
  },
  describe: (a) =>
    `${refText(a.player)} removes the top ${amountText(a.amount)} cards of their library from the game${a.repeatIfSameName ? ', repeating while two share a name' : ''}`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});
