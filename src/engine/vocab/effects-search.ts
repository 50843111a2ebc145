// "Search your library for [a card / up to N cards matching], put it into your hand / into play (tapped)
// / on top of your library, then shuffle": one verb, the destination as data. The searching player
// chooses each card (a Search decision among the matching cards of the library). A search for cards
// with a stated quality may find nothing even if one is there (the library is hidden; 2008 rulings on
// Rampant Growth, Sylvan Scrying); "a card" must be found if the library has one; "up to N" may stop.
import { type Static, Type } from '@sinclair/typebox';
import { cardColors } from '../facts/card-colors.js';
import { type AmountC, type FilterC, RefCode } from '../core/cardform.js';
import { rf, setRf, itemSourceId } from '../core/stack-records.js';
import { Decision, EventKind, Flag, NONE_FOUND, Zone } from '../core/constants.js';
import { propose, proposeAttach, EventFlag } from '../core/event-records.js';
import {
  type Game,
  Global,
  put,
  ref,
  StackField,
  setFlags,
  cardIdOf,
  flagsOf,
  liveId,
  nextRef,
  zoneOf,
} from '../core/state.js';
import { controller, matches as matchesIn } from '../facts/chars.js';
import { canAttach } from '../facts/attach.js';
import { hasSubtype } from '../core/subtypes.js';
import { listBase } from '../core/zones.js';
import {
  bits,
  CardTypeSchema,
  ColorSchema,
  type Compile,
  FilterSchema,
  PlayerRefSchema,
  SupertypeSchema,
} from './common.js';
import { amountOf, controllerOfItem, playersOf } from '../facts/runtime.js';
import { refText } from './text.js';
import { linkRemoved } from './effects-removed.js';
import { defineVerb } from './verb.js';

/** Where found cards go. */
const enum SearchTo {
  Hand = 0,
  Play = 1,
  Top = 2,
  Removed = 3,
}
const TO_NAMES = ['hand', 'play', 'top', 'removed'] as const;
const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'];

/** The search's own field on the stack record: the cards found so far (flagged Found in the library). */
const enum SearchField {
  Found = StackField.Work0,
  /** with attachTo: the found card's reference in play + 1, once it has been put there (0: not yet) */
  Put = StackField.Work1,
}

let found = new Int32Array(8);

/** Does the card (as printed: it is in a hidden zone) match the search's stated quality? */
export function matches(g: Game, id: number, f: FilterC | null, supers: number, name: string | null = null): boolean {
  const c = g.cards[cardIdOf(g, id)];
  if ((c.supers & supers) !== supers) return false;
  if (name !== null && c.name !== name) return false;
  if (f === null) return true;
  if (f.types !== 0 && (c.types & f.types) === 0) return false;
  if ((c.types & f.notTypes) !== 0) return false;
  if (f.colors !== 0 && (cardColors(g, c) & f.colors) === 0) return false;
  if (f.subtypes !== null) {
    // by the printed subtype set: a changeling card is every creature type in a library too (502.73 of 2008)
    let any = false;
    for (let i = 0; i < f.subtypes.length && !any; i++) any = hasSubtype(c.subtypeSet, f.subtypes[i]);
    if (!any) return false;
  }
  return true;
}

/** A card's converted mana cost (a card in a library: its printed cost; none is 0). */
const manaValue = (g: Game, id: number): number => g.cards[cardIdOf(g, id)].cost?.cmc ?? 0;

/** The stated quality of a card looked for in a hidden zone (omitted: "a card"). */
export const CardQualitySchema = Type.Object(
  {
    types: Type.Optional(Type.Array(CardTypeSchema, { description: 'has at least one of these types' })),
    notTypes: Type.Optional(Type.Array(CardTypeSchema, { description: 'has none of these types ("nonland")' })),
    subtypes: Type.Optional(Type.Array(Type.String(), { description: 'has at least one of these subtypes' })),
    supertypes: Type.Optional(
      Type.Array(SupertypeSchema, { description: 'has all of these supertypes ("basic land card": Basic, Land)' }),
    ),
    colors: Type.Optional(Type.Array(ColorSchema, { description: 'is at least one of these colors' })),
    namedAsThis: Type.Optional(
      Type.Literal(true, { description: 'has the same name as this card ("a card named Llanowar Sentinel")' }),
    ),
  },
  { additionalProperties: false, description: 'the stated quality of the card searched for (omitted: "a card")' },
);

/** A card quality, compiled: matches(g, id, filter, supertypes[, the source's name when namedAsThis]). */
export interface CardQuality {
  /** Types, subtypes and colors (null: any). */
  filter: FilterC | null;
  /** Supertype bits the card has all of. */
  supertypes: number;
  /** It has the source card's name. */
  namedAsThis: boolean;
}

/** Compiles a card quality (undefined: "a card"). */
export function compileQuality(card: Static<typeof CardQualitySchema> | undefined, c: Compile): CardQuality {
  const filter =
    card === undefined ||
    (card.types === undefined &&
      card.notTypes === undefined &&
      card.subtypes === undefined &&
      card.colors === undefined)
      ? null
      : c.filter({ types: card.types, notTypes: card.notTypes, subtypes: card.subtypes, colors: card.colors });
  return { filter, supertypes: bits(card?.supertypes, SUPERTYPES), namedAsThis: card?.namedAsThis === true };
}

interface SearchArgs {
  card: CardQuality;
  /** How many cards it finds at most: N of "up to N", else 1. */
  count: number;
  /** "That many": the count is what a sacrificeAnyNumber sacrificed (the item's amount slot). */
  countSacrificed: boolean;
  /** "Up to X cards, where X is the number of Swamps you control": counted as it resolves (null: count). */
  upToCount: AmountC | null;
  /** "Up to N": the player may stop early. */
  upTo: boolean;
  to: SearchTo;
  /** Removed with this object (a Link.Removed row each): "cards removed from the game with [this]". */
  linked: boolean;
  /** Into play tapped. */
  tapped: boolean;
  /** Revealed as it goes to the hand: known to the opponent (Flag.Revealed). */
  reveal: boolean;
  /** Only a card of converted mana cost X or less (the X paid). */
  manaValueAtMostX: boolean;
  /** "converted mana cost less than or equal to the number of lands you control": that count, as it resolves. */
  mvCount: AmountC | null;
  /** Finding nothing is an option: the card has a stated quality (the library is hidden), or "up to". */
  mayFindNothing: boolean;
  /** Whose library (a player reference; RefCode.You by default). */
  player: number;
  /** You search it ("search target opponent's library"), rather than its owner ("target player searches"). */
  byYou: boolean;
  /** "Attach it to a [filter] you control" once in play (Stonehewer Giant); null: none. */
  attachTo: FilterC | null;
}

const libraryOwner = new Int32Array(2);
/** "Any number": more than a library holds. */
const ANY_NUMBER = 1 << 20;
/** Global.DAux of a Search decision in another player's library whose found cards are taken away (Earwig Squad). */
export const SEARCH_TAKES_AWAY = 1;
/** Global.DAux of a Search decision that chooses a permanent to sacrifice (sacrificeAnyNumber), not a card to find. */
export const CHOOSE_TO_SACRIFICE = 2;
/** Global.DAux of a Search decision that chooses a card in hand to keep (keepUpToShuffleRest: Worldpurge). */
export const CHOOSE_TO_KEEP = 3;

/** Fills the options with the library's matching cards not yet found (plus "find nothing" when allowed). */
function askSearch(g: Game, p: number, searcher: number, a: SearchArgs, name: string | null, maxCmc: number): boolean {
  const b = listBase(g, Zone.Library, p);
  const n = g.m[b];
  let k = 0;
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if (
      (flagsOf(g, id) & Flag.Found) === 0 &&
      matches(g, id, a.card.filter, a.card.supertypes, name) &&
      (maxCmc < 0 || manaValue(g, id) <= maxCmc)
    )
      g.m[g.options + k++] = id;
  }
  if (k === 0) return false;
  if (a.mayFindNothing) g.m[g.options + k++] = NONE_FOUND;
  g.m[g.optionCount] = k;
  put(g, Global.DKind, Decision.Search);
  put(g, Global.DPlayer, searcher);
  put(g, Global.DAux, searcher !== p ? SEARCH_TAKES_AWAY : 0); // for agents: the cards found are taken away
  return true;
}

export const search = defineVerb({
  name: 'search',
  schema: Type.Object(
    {
      op: Type.Literal('search'),
      card: Type.Optional(CardQualitySchema),
      upTo: Type.Optional(
        Type.Union([
          Type.Integer({ minimum: 1, maximum: 8, description: '"up to N" cards (omitted: one card)' }),
          Type.Literal('any', { description: '"any number of [quality] cards" (Endless Horizons)' }),
          Type.Object(
            { count: FilterSchema },
            {
              additionalProperties: false,
              description:
                '"up to X cards, where X is the number of Swamps you control" (Nightmare Incursion): the matching permanents you control, counted as it resolves',
            },
          ),
        ]),
      ),
      count: Type.Optional(
        Type.Union([
          Type.Integer({
            minimum: 2,
            maximum: 8,
            description: '"N cards" (not with upTo)',
          }),
          Type.Literal('sacrificedCount', {
            description: '"that many": as many as a sacrificeAnyNumber earlier in the effect sacrificed (Scapeshift)',
          }),
        ]),
      ),
      player: Type.Optional(
        Type.Union([PlayerRefSchema], {
          description: 'whose library (you by default): that player searches it',
        }),
      ),
      // with to: play, an Aura or Equipment card: "attach it to a [filter] you control" once in play (Stonehewer Giant)
      attachTo: Type.Optional(FilterSchema),
      by: Type.Optional(
        Type.Literal('you', {
          description: "with player: you search that player's library",
        }),
      ),
      to: Type.Union(
        TO_NAMES.map((t) => Type.Literal(t)),
        {
          description:
            'your hand, into play under your control, on top of your library (after the shuffle), or removed',
        },
      ),
      tapped: Type.Optional(Type.Literal(true, { description: 'into play tapped (only with "to": "play")' })),
      linked: Type.Optional(
        Type.Literal(true, {
          description:
            'with "to": "removed": remembered as removed with this object ("cards removed from the game with [this]": putRemovedIntoHand)',
        }),
      ),
      reveal: Type.Optional(
        Type.Literal(true, {
          description: '"reveal it, and put it into your hand": the opponent sees it (only with "to": "hand")',
        }),
      ),
      manaValueAtMost: Type.Optional(
        Type.Union([Type.Literal('x'), Type.Object({ count: FilterSchema }, { additionalProperties: false })], {
          description:
            'only a card whose converted mana cost is X or less (the X paid: the cost must hold {X}; Citanul Flute), or at most a count of permanents you control, taken as it resolves ("less than or equal to the number of lands you control": Beseech the Queen)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description: 'you search your library for cards, put them where "to" says, then shuffle your library',
    },
  ),
  compile(o, c, f): SearchArgs {
    const card = compileQuality(o.card, c);
    const to: SearchTo = TO_NAMES.indexOf(o.to);
    if (o.tapped === true && to !== SearchTo.Play) c.fail(`${f}.tapped`, 'tapped only with "to": "play"', o.tapped);
    if (o.linked === true && to !== SearchTo.Removed)
      c.fail(`${f}.linked`, 'linked only with "to": "removed"', o.linked);
    if (o.reveal === true && to !== SearchTo.Hand) c.fail(`${f}.reveal`, 'reveal only with "to": "hand"', o.reveal);
    const manaValueAtMostX = o.manaValueAtMost === 'x';
    if (manaValueAtMostX) c.usesX = true; // the cost must hold {X} (compile.ts checkX)
    const mvCount = typeof o.manaValueAtMost === 'object' ? c.amount(o.manaValueAtMost, `${f}.manaValueAtMost`) : null;
    const upTo = o.upTo !== undefined;
    if (o.count !== undefined && upTo) c.fail(`${f}.count`, 'either count or upTo', o.count);
    const countSacrificed = o.count === 'sacrificedCount';
    const player = o.player === undefined ? RefCode.You : c.playerRef(o.player, `${f}.player`);
    if (player === RefCode.Each) c.fail(`${f}.player`, 'one player', o.player);
    const byYou = o.by === 'you';
    if (byYou && o.player === undefined) c.fail(`${f}.by`, 'by only with player', o.by);
    if (byYou && to !== SearchTo.Removed)
      c.fail(`${f}.to`, '"removed" when you search another player\'s library (by: you)', o.to);
    if (player !== RefCode.You && !byYou && to !== SearchTo.Play && to !== SearchTo.Hand)
      c.fail(`${f}.to`, '"hand" or "play" when another player searches', o.to);
    const upToCount =
      typeof o.upTo === 'object' ? c.amount({ count: { ...o.upTo.count, controller: 'you' } }, `${f}.upTo`) : null;
    if (o.attachTo !== undefined && (to !== SearchTo.Play || (o.upTo ?? o.count ?? 1) !== 1 || player !== RefCode.You))
      c.fail(`${f}.attachTo`, 'attachTo only when you put one card into play', o.attachTo);
    // "A card" (no stated quality, not "up to") must be found.
    const stated =
      card.filter !== null || card.supertypes !== 0 || card.namedAsThis || manaValueAtMostX || mvCount !== null;
    return {
      attachTo: o.attachTo === undefined ? null : c.filter(o.attachTo),
      player,
      byYou,
      card,
      count:
        countSacrificed || upToCount !== null
          ? 0
          : o.upTo === 'any'
            ? ANY_NUMBER
            : ((o.upTo as number | undefined) ?? (o.count as number | undefined) ?? 1),
      countSacrificed,
      upToCount,
      upTo,
      to,
      linked: o.linked === true,
      tapped: o.tapped === true,
      reveal: o.reveal === true,
      manaValueAtMostX,
      mvCount,
      mayFindNothing: stated || upTo,
    };
  },
  run(g, rec, a, choice) {
    if (a.player !== RefCode.You && playersOf(g, rec, a.player, libraryOwner) === 0) return true;
    // p: whose library; the searcher is p, or you (by: you)
    const p = a.player === RefCode.You ? controllerOfItem(g, rec) : libraryOwner[0];
    const searcher = a.byYou ? controllerOfItem(g, rec) : p;
    if (a.attachTo !== null && rf(g, rec, SearchField.Put) !== 0) return attachFound(g, rec, a, p, choice);
    if (choice >= 0) {
      setFlags(g, choice, flagsOf(g, choice) | Flag.Found);
      setRf(g, rec, SearchField.Found, rf(g, rec, SearchField.Found) + 1);
    }
    if (
      choice !== NONE_FOUND &&
      rf(g, rec, SearchField.Found) <
        (a.countSacrificed
          ? rf(g, rec, StackField.Amount)
          : a.upToCount !== null
            ? amountOf(g, rec, a.upToCount)
            : a.count) &&
      askSearch(
        g,
        p,
        searcher,
        a,
        a.card.namedAsThis ? g.cards[cardIdOf(g, itemSourceId(g, rec))].name : null,
        a.manaValueAtMostX ? rf(g, rec, StackField.X) : a.mvCount !== null ? amountOf(g, rec, a.mvCount) : -1,
      )
    )
      return false;
    // The found cards move at once, then the library is shuffled (or shuffled, then they go on top).
    const b = listBase(g, Zone.Library, p);
    let k = 0;
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if ((flagsOf(g, id) & Flag.Found) !== 0) {
        if (k === found.length) {
          const more = new Int32Array(k * 2);
          more.set(found);
          found = more;
        }
        found[k++] = id;
        setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
      }
    }
    if (a.to === SearchTo.Top) propose(g, EventKind.Shuffle, -1, -1, 0, 0, p);
    if (a.attachTo !== null && k === 1) setRf(g, rec, SearchField.Put, nextRef(g, found[0]) + 1);
    for (let i = 0; i < k; i++) {
      const to =
        a.to === SearchTo.Hand
          ? Zone.Hand
          : a.to === SearchTo.Play
            ? Zone.InPlay
            : a.to === SearchTo.Removed
              ? Zone.Removed
              : Zone.Library;
      if (a.linked) linkRemoved(g, rec, found[i]);
      propose(
        g,
        EventKind.Move,
        ref(g, found[i]),
        -1,
        0,
        to,
        to === Zone.InPlay ? p : -1,
        a.tapped ? EventFlag.Tapped : a.reveal ? EventFlag.RevealToHand : 0,
      );
    }
    if (a.attachTo !== null && k === 1) return false; // it comes into play, then it is attached
    if (a.to !== SearchTo.Top) propose(g, EventKind.Shuffle, -1, -1, 0, 0, p);
    return true;
  },
  describe: (a) =>
    `${a.byYou ? `search ${refText(a.player)}'s library` : a.player !== RefCode.You ? `${refText(a.player)} searches his or her library` : 'search your library'} for ${a.countSacrificed ? 'that many' : a.count === ANY_NUMBER ? 'any number of' : a.upTo ? `up to ${a.count}` : a.count > 1 ? a.count : 'a'} ${a.card.supertypes & 1 ? 'basic ' : ''}${a.card.filter ? 'matching ' : ''}card${a.upTo ? 's' : ''}${a.manaValueAtMostX ? ' of converted mana cost X or less' : a.mvCount !== null ? ' of converted mana cost at most the count' : ''}, ` +
    `put ${[a.player === RefCode.You ? 'it into your hand' : 'it into his or her hand', 'it into play', 'it on top of your library', 'them out of the game'][a.to]}${a.tapped ? ' tapped' : ''}, shuffle`,
});

/**
 * The found card is in play (or not, had it been replaced): "attach it to a [filter] you control", chosen by you
 * (an AttachTo decision) among those it can be attached to; then the library is shuffled.
 */
function attachFound(g: Game, rec: number, a: SearchArgs, p: number, choice: number): boolean {
  const id = liveId(g, rf(g, rec, SearchField.Put) - 1);
  if (choice >= 0) {
    proposeAttach(g, id, choice);
    propose(g, EventKind.Shuffle, -1, -1, 0, 0, p);
    return true;
  }
  let k = 0;
  if (id >= 0 && zoneOf(g, id) === Zone.InPlay) {
    const base = listBase(g, Zone.InPlay, 0);
    for (let i = 0; i < g.m[base]; i++) {
      const o = g.m[base + 1 + i];
      if (controller(g, o) === p && matchesIn(g, a.attachTo!, o, p, id) && canAttach(g, id, o))
        g.m[g.options + k++] = o;
    }
  }
  if (k === 0) {
    propose(g, EventKind.Shuffle, -1, -1, 0, 0, p);
    return true;
  }
  g.m[g.optionCount] = k;
  put(g, Global.DKind, Decision.AttachTo);
  put(g, Global.DPlayer, p);
  return false;
}
