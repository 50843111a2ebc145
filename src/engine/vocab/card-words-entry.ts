// Card words made as a permanent comes into play (419.1b-c, 419.1e): the choices its controller makes
// before it happens, in the event batch's replace stage (resumable decisions), and what each does once it
// is in play.
//  - comesIntoPlayAsCopyOf: "As [this] comes into play, you may choose a [filter] in play. If you do, it
//    comes into play as a copy of it" (Clone; 503 of 2008, layer 1): a layer-1 row gives it the chosen
//    object's copiable values, so its comes-into-play abilities trigger (418.2) and its statics apply;
//    also as a face-down permanent is turned face up (419.1e: Vesuvan Shapeshifter). copyGains: the
//    "at the beginning of" ability such a copy effect gives the copy, part of its copiable values (503.3).
//  - nameACardOnEntry: "As [this] comes into play, name a card" (Pithing Needle): any card may be named;
//    the options offered are the names that matter now (nameOptions), and a script may name any card of
//    the game's card list (decisions/name.ts); the named card is kept per object (state: namedCards).
//  - asComesIntoPlayChooseAColor: "As [this] comes into play, choose a color" (419.1b): a memory row
//    (Layer.Chosen) holds the color, read by its abilities; it outlives the permanent until cleanup, so an
//    ability resolving after its source left reads the color as last known (facts/chosen.ts).
//  - comesIntoPlayTapped: "[This] comes into play tapped" (419.1c: the card's own replacement effect).
//  - comesIntoPlayTappedUnlessReveal: "As [this] comes into play, you may reveal a [filter] card from your hand.
//    If you don't, [this] comes into play tapped" (Gilt-Leaf Palace): its controller chooses a matching card of
//    his or her hand (other than this card) to reveal, or none (Decision.RevealFromHand); with none to reveal it
//    comes into play tapped without a question.
//  - comesIntoPlayWithCounters: "[This] comes into play with N [kind] counters on it" (Vivid lands): they are on
//    it as it comes into play (batch/events.ts), so its abilities see them at once.
//  - asComesIntoPlayLoseLife: "As [this] comes into play, you lose life equal to your life total" (Lich):
//    the loss joins the batch, so it happens as the permanent comes into play.
import { Type } from '@sinclair/typebox';
import { cardMatches } from '../facts/card-colors.js';
import { copiedCard, enteringCard } from '../batch/copy.js';
import type { EntryKind } from '../batch/entry-kinds.js';
import {
  CardType,
  COLOR_NAMES,
  CounterKind,
  CREATURE_TYPE_ON_ENTRY,
  Decision,
  EventKind,
  FIRST_NAMED_COUNTER,
  NAMED_COUNTERS,
  Zone,
} from '../core/constants.js';
import {
  addEffect,
  ContinuousEffect,
  copyGained,
  copyStatics,
  gainWithCopy,
  Layer,
  Until,
} from '../core/continuous.js';
import { EventField, EventFlag, proposeLifeChange } from '../core/event-records.js';
import { isFaceDown, realCardOf } from '../core/face.js';
import { Attach, type CCard } from '../core/cardform.js';
import {
  cardIdOf,
  cBaseOf,
  type Game,
  Global,
  liveId,
  MAX_OPTIONS,
  ownerOf,
  PlayerSlot,
  pl,
  put,
  ref,
  tsOf,
  zoneOf,
} from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controller, ensureChars, matches } from '../facts/chars.js';
import { revealCard } from '../facts/reveal.js';
import { anyGranted, grantedCard, grantedCount } from '../facts/granted.js';
import { ColorSchema, FilterSchema } from './common.js';
import { typeOptions } from './effects-creature-type.js';
import { defineCardWord } from './card-word.js';

/** Event flags bits holding the chosen color (5 bits) once EventFlag.ColorChosen is set. */
const COLOR_SHIFT = 11;

/** The player who will control the permanent the event at b puts into play. */
const newController = (g: Game, b: number, id: number): number =>
  g.m[b + EventField.Player] >= 0 ? g.m[b + EventField.Player] : ownerOf(g, id);

/** Does the event at b put its object into play (a Move to InPlay), its choice not yet made (`done` flag)? */
const entering = (g: Game, b: number, done: number): boolean =>
  g.m[b + EventField.Kind] === EventKind.Move &&
  g.m[b + EventField.Aux] === Zone.InPlay &&
  (g.m[b + EventField.Flags] & done) === 0;

// A Move event's Amount field holds the chosen object's id + 1 (0: none) once EventFlag.CopyChosen is set.
/**
 * Event at offset b moves a card with "comes into play as a copy" into play: asks its controller which
 * object to copy (options: 0 none, else id + 1), or records `choice`. False while the decision waits.
 */
function copyChoice(g: Game, b: number, choice: number): boolean {
  const m = g.m;
  // 419.1e: "as [this] is turned face up" (Vesuvan Shapeshifter)
  const up = m[b + EventField.Kind] === EventKind.TurnFaceUp;
  if (
    (!up && (m[b + EventField.Kind] !== EventKind.Move || m[b + EventField.Aux] !== Zone.InPlay)) ||
    (m[b + EventField.Flags] & EventFlag.CopyChosen) !== 0
  )
    return true;
  const id = liveId(g, m[b + EventField.Obj]);
  if (id < 0 || up !== isFaceDown(g, id)) return true; // a face-down permanent coming into play has no abilities
  const f = g.cards[realCardOf(g, id)].copyOnEntry;
  if (f === null) return true;
  if (choice >= 0) {
    m[b + EventField.Amount] = choice;
    m[b + EventField.Flags] |= EventFlag.CopyChosen;
    return true;
  }
  const who = up ? controller(g, id) : m[b + EventField.Player] >= 0 ? m[b + EventField.Player] : ownerOf(g, id);
  const base = listBase(g, Zone.InPlay, 0);
  let k = 0;
  g.m[g.options + k++] = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    if (o !== id && matches(g, f, o, who, id)) g.m[g.options + k++] = o + 1;
  }
  if (k === 1) {
    m[b + EventField.Flags] |= EventFlag.CopyChosen;
    return true;
  } // nothing to copy: it comes into play as itself
  g.m[g.optionCount] = k;
  put(g, Global.DKind, Decision.Copy);
  put(g, Global.DPlayer, who);
  return false;
}
/** After object `id` came into play by event at offset b: it becomes a copy of the chosen object, if any. */
function becomeCopy(g: Game, id: number, b: number): void {
  const chosen = g.m[b + EventField.Amount] - 1;
  if (chosen < 0 || g.cards[cardIdOf(g, id)].copyOnEntry === null || zoneOf(g, chosen) !== Zone.InPlay) return;
  // The copiable values: the chosen object's card as copy effects leave it (layer 1 only, 503.2).
  const copied = copiedCard(g, chosen);
  const obj = ref(g, id);
  const ts = tsOf(g, id);
  addEffect(g, Layer.Copy, ContinuousEffect.Copy, obj, obj, 0, copied, 0, Until.Game, ts);
  // 503.3: what its copy effect gives it ("and gains '...'": Vesuvan Shapeshifter) and what went with the chosen
  // object's copy effect are part of its copiable values
  const own = g.cards[cardIdOf(g, id)].copyGains;
  if (own !== null) gainWithCopy(g, obj, obj, ts, Until.Game, own.id);
  copyGained(g, obj, chosen, obj, ts, Until.Game, own === null ? -1 : own.id);
  copyStatics(g, id, copied);
}
/**
 * Event at offset b moves a card that names a card into play: asks its controller, or records `choice`. False while
 * asked.
 */
function nameChoice(g: Game, b: number, choice: number): boolean {
  const m = g.m;
  if (
    m[b + EventField.Kind] !== EventKind.Move ||
    m[b + EventField.Aux] !== Zone.InPlay ||
    (m[b + EventField.Flags] & EventFlag.NameChosen) !== 0
  )
    return true;
  const id = liveId(g, m[b + EventField.Obj]);
  if (id < 0) return true;
  const c = g.cards[cardIdOf(g, id)];
  if (!c.namesCard) return true;
  if (choice >= 0) {
    m[b + EventField.Amount] = choice;
    m[b + EventField.Flags] |= EventFlag.NameChosen;
    return true;
  }
  // A single option is taken by the game loop, unless single options are shown: a script may name another.
  g.m[g.optionCount] = c.namesSpell ? spellNameOptions(g, c.id) : nameOptions(g, c.id);
  put(g, Global.DKind, Decision.Name);
  put(g, Global.DAux, 0); // as it comes into play (not as an effect resolves: NAME_ON_RESOLUTION)
  put(g, Global.DPlayer, m[b + EventField.Player] >= 0 ? m[b + EventField.Player] : ownerOf(g, id));
  return false;
}

/** Has card c an activated ability that isn't a mana ability (one a Pithing Needle naming it stops)? */
const stoppable = (c: CCard): boolean => c.activated.some((a) => !a.manaAbility);

/** Has in-play object id been granted an activated ability that isn't a mana ability (Arcane Teachings)? */
function grantedStoppable(g: Game, id: number): boolean {
  for (let j = grantedCount(g, id) - 1; j >= 0; j--)
    if (!g.cards[grantedCard(g, id, j)].activated[0].manaAbility) return true;
  return false;
}

/**
 * The names a player is offered to name (card ids, each name once): those of the game's cards with an
 * activated ability that isn't a mana ability, and of permanents that have one granted; the rest name
 * nothing that has one now. With none, the naming card's own name (`self`). Returns the count.
 */
function nameOptions(g: Game, self: number): number {
  ensureChars(g);
  const granted = anyGranted(g);
  let k = 0;
  for (let o = 0; o < g.n; o++) {
    const z = zoneOf(g, o);
    // A face-down permanent has no name (502.26b); in play, the name and abilities it has now (a copy's).
    if (z === Zone.None || isFaceDown(g, o)) continue;
    const card = z === Zone.InPlay ? cBaseOf(g, o) : cardIdOf(g, o);
    if (!stoppable(g.cards[card]) && !(z === Zone.InPlay && granted && grantedStoppable(g, o))) continue;
    k = offerName(g, card, k);
  }
  if (k === 0) g.m[g.options + k++] = self;
  return k;
}
/** Adds card's name to the k options offered unless a card of that name is there; the new count. */
function offerName(g: Game, card: number, k: number): number {
  const name = g.cards[card].name;
  for (let a = 0; a < k; a++) if (g.cards[g.m[g.options + a]].name === name) return k;
  g.m[g.options + k] = card;
  return k + 1;
}

/**
 * The names offered to a card that names a spell (Declaration of Naught): those of the game's nonland cards, each name
 * once, in object order (its own when there is none). Returns the count.
 */
function spellNameOptions(g: Game, self: number): number {
  let k = 0;
  for (let o = 0; o < g.n; o++) {
    if (zoneOf(g, o) === Zone.None || isFaceDown(g, o)) continue;
    const card = cardIdOf(g, o);
    if ((g.cards[card].types & CardType.Land) !== 0) continue;
    k = offerName(g, card, k);
  }
  if (k === 0) g.m[g.options + k++] = self;
  return k;
}

/** Object id came into play by the event at offset b: it keeps the card it named (or none). */
function rememberName(g: Game, id: number, flags: number, b: number): void {
  put(g, g.namedCards + id, (flags & EventFlag.NameChosen) !== 0 ? g.m[b + EventField.Amount] + 1 : 0);
}
/**
 * Event at offset b moves a card with "as [this] comes into play, choose a color" into play: asks its
 * controller for a color (options are color bits), or records `choice`. False while the decision waits.
 */
function colorChoice(g: Game, b: number, choice: number): boolean {
  const m = g.m;
  if (
    m[b + EventField.Kind] !== EventKind.Move ||
    m[b + EventField.Aux] !== Zone.InPlay ||
    (m[b + EventField.Flags] & EventFlag.ColorChosen) !== 0
  )
    return true;
  const id = liveId(g, m[b + EventField.Obj]);
  if (id < 0 || !g.cards[enteringCard(g, b, id)].chooseColor) return true; // a Clone copying Voice of All chooses too
  if (choice > 0) {
    m[b + EventField.Flags] |= EventFlag.ColorChosen | (choice << COLOR_SHIFT);
    return true;
  }
  for (let c = 0; c < 5; c++) m[g.options + c] = 1 << c;
  m[g.optionCount] = 5;
  put(g, Global.DKind, Decision.Color);
  put(g, Global.DPlayer, m[b + EventField.Player] >= 0 ? m[b + EventField.Player] : ownerOf(g, id));
  return false;
}
/**
 * Event at offset b moves a card with "as [this] comes into play, choose a creature type" into play (Door of
 * Destinies): asks its controller (a CreatureType decision: the creature types of his or her permanents, else the
 * game's cards'), or records `choice` (a subtype id) in the event's Spare. False while the decision waits.
 */
function creatureTypeChoice(g: Game, b: number, choice: number): boolean {
  const m = g.m;
  if (!entering(g, b, EventFlag.TypeChosen)) return true;
  const id = liveId(g, m[b + EventField.Obj]);
  if (id < 0 || !g.cards[enteringCard(g, b, id)].chooseCreatureType) return true;
  if (choice >= 0) {
    m[b + EventField.Flags] |= EventFlag.TypeChosen;
    m[b + EventField.Spare] = choice + 1;
    return true;
  }
  const p = newController(g, b, id);
  g.m[g.optionCount] = typeOptions(g, p);
  put(g, Global.DKind, Decision.CreatureType);
  put(g, Global.DPlayer, p);
  put(g, Global.DAux, CREATURE_TYPE_ON_ENTRY);
  return false;
}

/** Object id came into play by an event with these flags: it remembers its chosen color. */
function rememberColor(g: Game, id: number, flags: number): void {
  const c = (flags >>> COLOR_SHIFT) & 31;
  if (c !== 0)
    addEffect(g, Layer.Chosen, ContinuousEffect.ChosenColor, ref(g, id), ref(g, id), 0, c, 0, Until.Game, tsOf(g, id));
}

/**
 * Lich: the loss joins the batch with the event at b, its controller's life total as it is now; once per
 * event (EventFlag.LifeLost).
 */
function loseLifeTotal(g: Game, b: number): boolean {
  if (!entering(g, b, EventFlag.LifeLost)) return true;
  const id = liveId(g, g.m[b + EventField.Obj]);
  if (id < 0 || !g.cards[cardIdOf(g, id)].entryLifeLoss) return true;
  g.m[b + EventField.Flags] |= EventFlag.LifeLost;
  const p = newController(g, b, id);
  const life = pl(g, p, PlayerSlot.Life);
  if (life > 0) proposeLifeChange(g, p, -life);
  return true;
}

/** The card's own "comes into play tapped": the event puts it into play tapped (as a static's would, 419.1c). */
function tappedAsItEnters(g: Game, b: number): boolean {
  if (!entering(g, b, EventFlag.Tapped)) return true;
  const id = liveId(g, g.m[b + EventField.Obj]);
  if (id >= 0 && g.cards[cardIdOf(g, id)].entersTapped) g.m[b + EventField.Flags] |= EventFlag.Tapped;
  return true;
}

const copyEntry: EntryKind = {
  decision: Decision.Copy,
  asTurnedFaceUp: true,
  ask: copyChoice,
  entered(g, id, flags, b) {
    if ((flags & EventFlag.CopyChosen) !== 0) becomeCopy(g, id, b);
  },
};

export const comesIntoPlayAsCopyOf = defineCardWord({
  field: 'comesIntoPlayAsCopyOf',
  schema: Type.Unknown(),
  compile(v, card, c) {
    card.copyOnEntry = c.filter(c.check(FilterSchema, v, 'comesIntoPlayAsCopyOf', 'a filter of what it may copy'));
  },
  entry: copyEntry,
});

/** The ability a copy effect of the card gives the copy (CCard.copyGains): an "at the beginning of" trigger. */
export const copyGains = defineCardWord({
  field: 'copyGains',
  schema: Type.Array(Type.Unknown(), {
    minItems: 1,
    maxItems: 1,
    description:
      'with comesIntoPlayAsCopyOf: the triggered ability the copy gains ("it becomes a copy of that creature and gains \'At the beginning of your upkeep, ...\'": Vesuvan Shapeshifter), part of the copy\'s copiable values (503.3 of 2008: a copy of it has the ability too); an "at the beginning of" trigger',
  }),
  afterAbilities: true,
  compile(v, card, c) {
    if (card.copyOnEntry === null) c.fail('copyGains', 'copyGains only with comesIntoPlayAsCopyOf', v);
    const a = v[0];
    const when = (a as { when?: { event?: unknown } } | null)?.when;
    if ((a as { kind?: unknown } | null)?.kind !== 'triggered' || when?.event !== 'beginningOfStep')
      c.fail('copyGains[0]', 'a triggered ability "at the beginning of" a step', a);
    // a card of its own holding it, as a granted ability ("this creature": the permanent that has it)
    card.copyGains = c.grantedAbility!(a, 'copyGains[0]');
  },
});

export const nameACardOnEntry = defineCardWord({
  field: 'nameACardOnEntry',
  schema: Type.Union([
    Type.Literal(true, {
      description:
        '"As [this] comes into play, name a card." (its controller chooses; a static ability reads the name: cantActivateNamed)',
    }),
    Type.Literal('spell', {
      description:
        'the same, the name read by a spell filter\'s chosenName ("Counter target spell with that name") or by protectionFromChosenName (Runed Halo): the names offered are those of the game\'s nonland cards',
    }),
  ]),
  compile(v, card) {
    card.namesCard = true;
    card.namesSpell = v === 'spell';
  },
  entry: {
    decision: Decision.Name,
    asTurnedFaceUp: false,
    ask: nameChoice,
    entered: (g, id, flags, b) => rememberName(g, id, flags, b),
  },
});

export const asComesIntoPlayLoseLife = defineCardWord({
  field: 'asComesIntoPlayLoseLife',
  schema: Type.Literal('lifeTotal', {
    description:
      '"As [this] comes into play, you lose life equal to your life total." (419.1b; Lich): the loss happens with its coming into play, in the same batch',
  }),
  compile(_v, card) {
    card.entryLifeLoss = true;
  },
  entry: { decision: 0 as Decision, asTurnedFaceUp: false, ask: loseLifeTotal },
});

export const asComesIntoPlayChooseAColor = defineCardWord({
  field: 'asComesIntoPlayChooseAColor',
  schema: Type.Boolean({
    description: '"As [this] comes into play, choose a color." (419.1b; its abilities may refer to the chosen color)',
  }),
  compile(v, card, c) {
    card.chooseColor = v;
    c.choosesColor = v; // its abilities may read the chosen color
  },
  entry: {
    decision: Decision.Color,
    asTurnedFaceUp: false,
    ask: colorChoice,
    entered(g, id, flags) {
      if ((flags & EventFlag.ColorChosen) !== 0) rememberColor(g, id, flags);
    },
  },
});

export const asComesIntoPlayChooseACreatureType = defineCardWord({
  field: 'asComesIntoPlayChooseACreatureType',
  schema: Type.Literal(true, {
    description:
      '"As [this] comes into play, choose a creature type." (419.1b; filters with chosenCreatureType read it: Door of Destinies)',
  }),
  compile(_v, card, c) {
    if (card.attachKind === Attach.Aura)
      c.fail(
        'asComesIntoPlayChooseACreatureType',
        'a card that is not an Aura (its choice rides on the entry event)',
        true,
      );
    card.chooseCreatureType = true;
  },
  entry: {
    decision: Decision.CreatureType,
    asTurnedFaceUp: false,
    ask: creatureTypeChoice,
    entered(g, id, flags, b) {
      if ((flags & EventFlag.TypeChosen) === 0) return;
      const t = g.m[b + EventField.Spare] - 1;
      addEffect(
        g,
        Layer.Chosen,
        ContinuousEffect.ChosenCreatureType,
        ref(g, id),
        ref(g, id),
        0,
        t,
        0,
        Until.Game,
        tsOf(g, id),
      );
    },
  },
});

/** Event at b puts a card with "you may reveal a [filter] card ... If you don't, it comes into play tapped" in. */
function revealOrTapped(g: Game, b: number, choice: number): boolean {
  const m = g.m;
  if (!entering(g, b, EventFlag.RevealAsked)) return true;
  const id = liveId(g, m[b + EventField.Obj]);
  const f = id < 0 ? null : g.cards[enteringCard(g, b, id)].revealOrTapped;
  if (f === null) return true;
  if (choice >= 0) {
    m[b + EventField.Flags] |= EventFlag.RevealAsked | (choice === 0 ? EventFlag.Tapped : 0);
    if (choice > 0) revealCard(g, choice - 1);
    return true;
  }
  const p = newController(g, b, id);
  const hand = listBase(g, Zone.Hand, p);
  let k = 0;
  m[g.options + k++] = 0;
  for (let i = 0; i < m[hand] && k < MAX_OPTIONS; i++) {
    const c = m[hand + 1 + i];
    if (c !== id && cardMatches(g, g.cards[cardIdOf(g, c)], f)) m[g.options + k++] = c + 1;
  }
  if (k === 1) {
    m[b + EventField.Flags] |= EventFlag.RevealAsked | EventFlag.Tapped; // nothing to reveal
    return true;
  }
  m[g.optionCount] = k;
  put(g, Global.DKind, Decision.RevealFromHand);
  put(g, Global.DPlayer, p);
  return false;
}

export const comesIntoPlayTappedUnlessReveal = defineCardWord({
  field: 'comesIntoPlayTappedUnlessReveal',
  schema: Type.Intersect([FilterSchema], {
    description:
      '"As [this] comes into play, you may reveal a [matching] card from your hand. If you don\'t, [this] comes into play tapped." (printed types, subtypes, colors)',
  }),
  compile(v, card, c) {
    card.revealOrTapped = c.filter(v as never);
  },
  entry: { decision: Decision.RevealFromHand, asTurnedFaceUp: false, ask: revealOrTapped },
});

/**
 * "[This] comes into play with N [kind] counters on it" (Vivid Grove: two charge counters; Festercreep: a +1/+1
 * counter): not an event of putting counters, but how the permanent enters (batch/events.ts puts them on as it comes
 * into play, from the card it enters as).
 */
export const comesIntoPlayWithCounters = defineCardWord({
  field: 'comesIntoPlayWithCounters',
  schema: Type.Object(
    {
      counter: Type.Union([
        Type.Literal('+1/+1'),
        Type.Literal('-1/-1'),
        ...NAMED_COUNTERS.map((k) => Type.Literal(k)),
      ]),
      amount: Type.Union([
        Type.Integer({ minimum: 1, maximum: 100 }),
        Type.Object({ count: FilterSchema }, { additionalProperties: false }),
      ]),
      unlessPlayedAnother: Type.Optional(
        Type.Intersect([ColorSchema], {
          description:
            '"... unless you played another [color] spell this turn" (Hotheaded Giant), judged as it comes into play: its controller\'s spells of that color this turn, its own spell left out',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        '"[This] comes into play with N [kind] counters on it." (Vivid Grove: two charge counters; Bloodied Ghost: a -1/-1)',
    },
  ),
  compile(v, card, c) {
    if (typeof v.amount !== 'number') {
      if (v.counter === '-1/-1') {
        // "choose an opponent ... a -1/-1 counter on it for each creature that player controls" (Canker
        // Abomination): the filter names whose (a two-player game's one opponent), counted over all of play
        if (v.amount.count.controller === undefined)
          c.fail('comesIntoPlayWithCounters.amount.count.controller', '"you" or "opponent" with -1/-1 counters', v);
        card.entryMinusFor = c.filter(v.amount.count);
      } else if (v.counter !== '+1/+1')
        c.fail('comesIntoPlayWithCounters.counter', '"+1/+1" or "-1/-1" with a count', v.counter);
      else card.entryCountersFor = c.filter(v.amount.count); // counted as it comes into play (facts/entry-counters.ts)
    }
    const unless = v.unlessPlayedAnother === undefined ? 0 : 1 << COLOR_NAMES.indexOf(v.unlessPlayedAnother);
    if (unless !== 0 && (typeof v.amount !== 'number' || v.counter === '+1/+1'))
      c.fail(
        'comesIntoPlayWithCounters.unlessPlayedAnother',
        'only with a number of -1/-1 or named counters',
        v.unlessPlayedAnother,
      );
    if (typeof v.amount !== 'number') return;
    if (v.counter === '+1/+1') card.entryCounters = v.amount;
    else if (v.counter === '-1/-1')
      card.entersWithCounters = { kind: CounterKind.MinusOne, n: v.amount, unlessPlayed: unless };
    else {
      const kind = FIRST_NAMED_COUNTER + NAMED_COUNTERS.indexOf(v.counter);
      card.entersWithCounters = { kind, n: v.amount, unlessPlayed: unless };
    }
  },
});

export const comesIntoPlayTapped = defineCardWord({
  field: 'comesIntoPlayTapped',
  schema: Type.Boolean({
    description: '"[This] comes into play tapped." (a replacement effect of the card itself, 419.1c)',
  }),
  compile(v, card) {
    card.entersTapped = v;
  },
  entry: { decision: 0 as Decision, asTurnedFaceUp: false, ask: tappedAsItEnters },
});
