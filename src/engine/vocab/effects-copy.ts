// Effect verbs that copy permanents (503 of 2008, "Copying Objects"; layer 1 of 418.5a). Both take the
// copiable values as copy effects leave them (503.2: the printed card, or the card the latest copy row gives,
// never other effects, counters or status), as Clone does (card-words-entry.ts):
//  - createTokenCopy: "Put a token into play that's a copy of target creature" (503.1; Heat Shimmer): the token's
//    card is the copied card; what the effect adds ("It has haste and 'At end of turn, ...'") are effects on the
//    token for the game (layer 5 rows: an AddKeywords row, a GrantTrigger row whose holder card has the ability),
//    not copiable values, so a copy of the token doesn't get them; an ability that went with the copied permanent's
//    copiable values (503.3: Cemetery Puca's) is part of the token's own (an OWN_VALUES row), so a copy gets it.
//  - becomeCopy: "Target Shapeshifter becomes a copy of target creature until your next turn" (Shapesharer): a
//    layer-1 row on the permanent, timestamped as the effect begins; as it ends the permanent's abilities are those
//    of what it copies then (an earlier copy effect's card, or its own: continuous.ts endUntilNextTurnEffects).
// And copyAbility, "copy that ability. You may choose new targets for the copy" (Rings of Brighthearth): a copy of
// an activated ability on the stack (503.2: with its choices, mode, X and targets) is put on the stack; it is not
// played, so it triggers nothing that watches abilities being played.
import { Type } from '@sinclair/typebox';
import { type CCard, EventRead, type FilterC, RefCode } from '../core/cardform.js';
import { StackKind, Zone } from '../core/constants.js';
import {
  addEffect,
  ContinuousEffect,
  copiableValues,
  copiedCardId,
  copyGained,
  copyStatics,
  gainWithCopy,
  Layer,
  OWN_VALUES,
  Until,
} from '../core/continuous.js';
import { proposeMove } from '../core/event-records.js';
import { cardIdOf, type Game, nextRef, ref, refId, StackField, zoneOf } from '../core/state.js';
import { allocRecord, rf, setRf } from '../core/stack-records.js';
import { chooseCopyTargets, putCopyOnStack } from './effects-play.js';
import { allocToken, nextTimestamp } from '../core/zones.js';
import { controllerOfItem, matchingInPlay, objectOf, sourceRef } from '../facts/runtime.js';
import {
  FilterSchema,
  GrantedAbilitySchema,
  keywordBits,
  keywordNames,
  KeywordSchema,
  ObjectRefSchema,
} from './common.js';
import { refText } from './text.js';
import { defineVerb } from './verb.js';

interface TokenCopyArgs {
  what: number;
  /** Instead of what: each matching permanent as it resolves (Rhys the Redeemed), or null. */
  filter: FilterC | null;
  /** Keywords the token has besides the copied ones (first and second keyword words). */
  kw: number;
  kw2: number;
  /** The card holding the triggered ability the token has (granted.ts), or null. */
  grant: CCard | null;
}

export const createTokenCopy = defineVerb({
  name: 'createTokenCopy',
  schema: Type.Object(
    {
      op: Type.Literal('createTokenCopy'),
      what: Type.Optional(ObjectRefSchema),
      filter: Type.Optional(
        Type.Intersect([FilterSchema], {
          description:
            'instead of what: a token for each matching permanent as it resolves ("For each creature token you control, put a token into play that\'s a copy of that creature": Rhys the Redeemed)',
        }),
      ),
      keywords: Type.Optional(
        Type.Array(KeywordSchema, { minItems: 1, description: 'keywords the token has ("It has haste")' }),
      ),
      ability: Type.Optional(
        Type.Intersect([GrantedAbilitySchema], {
          description:
            'a triggered ability the token has ("and \'At end of turn, remove this permanent from the game.\'": "this" is the token)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        "put a token into play under your control that's a copy of the permanent (503.1 of 2008: its copiable values); keywords and ability: what the token has besides, for the game (not copiable)",
    },
  ),
  compile(o, c, f): TokenCopyArgs {
    const grant = o.ability === undefined ? null : c.grantedAbility!(o.ability, `${f}.ability`);
    if (grant !== null && grant.activated.length !== 0)
      c.fail(
        `${f}.ability.kind`,
        '"triggered" (the token\'s own activated abilities are not supported yet)',
        'activated',
      );
    if ((o.what === undefined) === (o.filter === undefined))
      c.fail(f, 'exactly one of "what" (a permanent) and "filter" (each matching permanent)', Object.keys(o));
    return {
      what: o.what === undefined ? RefCode.None : c.objRef(o.what, `${f}.what`),
      filter: c.filter(o.filter),
      kw: keywordBits(o.keywords, 0),
      kw2: keywordBits(o.keywords, 1),
      grant,
    };
  },
  object: (a) => a.what,
  run(g, rec, a) {
    if (a.filter !== null) {
      // the matching permanents as it resolves, each copied as it is now; the tokens come into play together
      const set = matchingInPlay(g, rec, a.filter);
      let from = g.nCards; // past the slots this batch has taken (they stay out of play until it happens)
      for (let i = 1; i <= set[0]; i++) from = tokenCopy(g, rec, a, copiedCardId(g, set[i]), from, set[i]) + 1;
      return true;
    }
    const id = objectOf(g, rec, a.what);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay) tokenCopy(g, rec, a, copiedCardId(g, id), g.nCards, id);
    else if (a.what === RefCode.This) {
      // "a copy of Spawnwrithe" after it has left play: as it last existed there (its card; a token's, if its slot
      // isn't another token's yet). A copy effect it had ended as it left, so a Clone's copy is of the Clone.
      const last = refId(rf(g, rec, StackField.Source));
      const zone = zoneOf(g, last);
      if (last < g.nCards || (zone !== Zone.InPlay && zone !== Zone.Stack)) tokenCopy(g, rec, a, cardIdOf(g, last));
    }
    return true;
  },
  describe: (a) => {
    const has = [...keywordNames(a.kw, a.kw2), ...(a.grant === null ? [] : [`"${a.grant.triggered[0].text}"`])];
    const of = a.filter === null ? refText(a.what) : 'each matching permanent';
    return `put a token into play that's a copy of ${of}${has.length > 0 ? `; it has ${has.join(' and ')}` : ''}`;
  },
});

/**
 * A token under the item's controller, a copy of a permanent whose copiable values are card `card` (503.1 of 2008: its
 * copiedCardId), with what the effect adds; its id.
 */
function tokenCopy(g: Game, rec: number, a: TokenCopyArgs, card: number, from = g.nCards, of = -1): number {
  const you = controllerOfItem(g, rec);
  const token = allocToken(g, card, you, from);
  // The rows name the token as it will be in play (its next incarnation, 400.7), and apply once it is there.
  const obj = nextRef(g, token);
  const src = sourceRef(g, rec);
  const ts = nextTimestamp(g);
  if ((a.kw | a.kw2) !== 0)
    addEffect(g, Layer.Other, ContinuousEffect.AddKeywords, src, obj, 0, a.kw, a.kw2, Until.Game, ts);
  if (a.grant !== null)
    addEffect(g, Layer.Other, ContinuousEffect.GrantTrigger, src, obj, 0, a.grant.id, 0, Until.Game, ts);
  // 503.3: an ability that goes with the permanent's copiable values ("and gains this ability") is part of the
  // token's own (a further copy of the token has it too)
  copyGained(g, src, of, obj, OWN_VALUES, Until.Game);
  proposeMove(g, token, Zone.InPlay, you);
  return token;
}

export const becomeCopy = defineVerb({
  name: 'becomeCopy',
  schema: Type.Object(
    {
      op: Type.Literal('becomeCopy'),
      what: Type.Optional(ObjectRefSchema),
      filter: Type.Optional(
        Type.Intersect([FilterSchema], {
          description:
            'instead of what: each matching permanent as it resolves other than the one copied ("Each other creature becomes a copy of target nonlegendary creature until end of turn": Mirrorweave)',
        }),
      ),
      of: Type.Intersect([ObjectRefSchema], {
        description:
          'what it copies: a permanent, or "it", the triggering event\'s object, as it last existed in play if the event took it from play ("Whenever a creature is put into a graveyard from play, ... becomes a copy of that creature": Cemetery Puca; a token\'s card, a face-down one\'s 2/2)',
      }),
      until: Type.Optional(
        Type.Union([
          Type.Literal('yourNextTurn', { description: '"until your next turn": it ends as your next turn begins' }),
          Type.Literal('endOfTurn', { description: '"until end of turn": it ends in the cleanup step' }),
        ]),
      ),
      gainsThisAbility: Type.Optional(
        Type.Literal(true, {
          description:
            '"and gains this ability" (Cemetery Puca): the triggered ability this is part of is part of the copy effect (503.3 of 2008): the copy has it while this copy effect is its latest one',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'the permanent (what), or each matching one, becomes a copy of the other (of): a layer-1 copy effect (503.2 of 2008: its copiable values), for the game (no duration: until it leaves play), until your next turn or until end of turn',
    },
  ),
  compile(o, c, f): BecomeCopyArgs {
    if ((o.what === undefined) === (o.filter === undefined))
      c.fail(f, 'exactly one of "what" (a permanent) and "filter" (each matching permanent)', Object.keys(o));
    const of = c.objRef(o.of, `${f}.of`);
    if (of === RefCode.It) {
      // the trigger's amount slot keeps its copiable values as it leaves play: no other reader of that slot
      if ((c.reads & (EventRead.Amount | EventRead.ItCreatureTypes | EventRead.ItMinusCounters)) !== 0)
        c.fail(`${f}.of`, 'no "eventAmount" in an ability that copies "it" (its amount keeps what "it" was)', o.of);
      c.reads |= EventRead.ItCopiable;
    }
    if (o.gainsThisAbility === true && o.what === undefined)
      c.fail(`${f}.gainsThisAbility`, 'gainsThisAbility only with "what" (one permanent)', true);
    return {
      what: o.what === undefined ? RefCode.None : c.objRef(o.what, `${f}.what`),
      filter: c.filter(o.filter),
      of,
      until: o.until === 'endOfTurn' ? UNTIL_EOT : o.until === 'yourNextTurn' ? UNTIL_NEXT_TURN : UNTIL_GAME,
      gains: o.gainsThisAbility === true ? c.thisAbilityGranted(`${f}.gainsThisAbility`) : null,
    };
  },
  object: (a) => a.what,
  run(g, rec, a) {
    const v = copiedOf(g, rec, a.of);
    if (v === 0) return true;
    const copied = (v & 0xffff) - 1;
    // 503.3: an ability that went with what it copies goes with this copy too ("and gains this ability")
    const gained = (v >>> 16) - 1;
    const own = a.gains === null ? -1 : a.gains.card!.id;
    const src = sourceRef(g, rec);
    const until =
      a.until === UNTIL_EOT
        ? Until.EndOfTurn
        : a.until === UNTIL_GAME
          ? Until.Game
          : Until.NextTurnOfFirst + controllerOfItem(g, rec);
    const ts = nextTimestamp(g);
    if (a.filter === null) {
      const id = objectOf(g, rec, a.what);
      if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
      copyRow(g, rec, id, copied, until, ts);
      // "and gains this ability": its row goes with this copy effect (granted.ts grantRowApplies: WITH_COPY)
      if (own >= 0) gainWithCopy(g, src, ref(g, id), ts, until, own);
      gainedToo(g, rec, a.of, src, ref(g, id), ts, until, gained, own);
      return true;
    }
    const of = objectOf(g, rec, a.of);
    // the matching permanents as it resolves (418.3b), each copying what the other was as it resolved
    const set = matchingInPlay(g, rec, a.filter);
    const ids = Array.from(set.subarray(1, 1 + set[0]));
    for (const id of ids) {
      if (id === of) continue;
      copyRow(g, rec, id, copied, until, ts);
      gainedToo(g, rec, a.of, src, ref(g, id), ts, until, gained, -1);
    }
    return true;
  },
  describe: (a) =>
    `${a.filter === null ? refText(a.what) : 'each other matching permanent'} becomes a copy of ${refText(a.of)}${UNTIL_TEXT[a.until]}${a.gains === null ? '' : ' and gains this ability'}`,
});

const UNTIL_GAME = 0;
const UNTIL_EOT = 1;
const UNTIL_NEXT_TURN = 2;
const UNTIL_TEXT = ['', ' until end of turn', ' until your next turn'];

interface BecomeCopyArgs {
  what: number;
  filter: FilterC | null;
  of: number;
  /** UNTIL_GAME (no duration), UNTIL_EOT or UNTIL_NEXT_TURN. */
  until: number;
  /** "and gains this ability": the card holding the ability (compile.ts thisAbilityGranted), or null. */
  gains: { card: CCard | null } | null;
}

/**
 * The copiable values the copy takes, as copiableValues packs them: the object's now if it is in play, or, for the
 * trigger's "it" that left play, those it had as it last existed there (batch/triggers.ts queue: EventRead.ItCopiable);
 * 0: none.
 */
function copiedOf(g: Game, rec: number, of: number): number {
  const id = objectOf(g, rec, of);
  if (id >= 0 && zoneOf(g, id) === Zone.InPlay) return copiableValues(g, id);
  return of === RefCode.It ? rf(g, rec, StackField.Amount) : 0;
}

/**
 * 503.3: the abilities that went with what it copies (`of`) go with this copy too: each of an object in play's, or the
 * one its copiable values packed as it left play (`gained`); not the copy effect's own (`own`, given already).
 */
function gainedToo(
  g: Game,
  rec: number,
  of: number,
  src: number,
  obj: number,
  ts: number,
  until: Until,
  gained: number,
  own: number,
): void {
  const id = objectOf(g, rec, of);
  // (a permanent copying itself: what it had, packed before its new copy row)
  if (id >= 0 && zoneOf(g, id) === Zone.InPlay && ref(g, id) !== obj) copyGained(g, src, id, obj, ts, until, own);
  else if (gained >= 0 && gained !== own) gainWithCopy(g, src, obj, ts, until, gained);
}

/** Permanent id becomes a copy of card `copied`: a layer-1 row, and the abilities of that card (503.2). */
function copyRow(g: Game, rec: number, id: number, copied: number, until: Until, ts: number): void {
  const before = copiedCardId(g, id);
  addEffect(g, Layer.Copy, ContinuousEffect.Copy, sourceRef(g, rec), ref(g, id), 0, copied, 0, until, ts);
  copyStatics(g, id, copied, before);
}

/** copyAbility's own field on the stack record: 1 once the copy is on the stack (its targets are being chosen). */
const enum CopyAbilityField {
  Made = StackField.Work0,
}

/** The stack fields a copy of an ability takes from it: its source, which ability, its choices and what it read. */
const COPIED_FIELDS = [
  StackField.Source,
  StackField.Ability,
  StackField.X,
  StackField.Mode,
  StackField.T0,
  StackField.T1,
  StackField.T2,
  StackField.T3,
  StackField.Ref,
  StackField.Player,
  StackField.Amount,
  StackField.Card,
];

/** Is record `r` on the stack now? */
function onStack(g: Game, r: number): boolean {
  for (let i = 0; i < g.m[g.stack]; i++) if (g.m[g.stack + 1 + i] === r) return true;
  return false;
}

export const copyAbility = defineVerb({
  name: 'copyAbility',
  schema: Type.Object(
    { op: Type.Literal('copyAbility') },
    {
      additionalProperties: false,
      description:
        'copy that ability (the activated ability whose playing triggered this: abilityActivated with nonMana); you may choose new targets for the copy',
    },
  ),
  compile(_o, c, f) {
    if (!c.activationTrigger)
      c.fail(f, 'copyAbility only in a triggered ability on abilityActivated with "nonMana": true', 'copyAbility');
    return null;
  },
  run(g, rec) {
    const you = rf(g, rec, StackField.Controller);
    if (rf(g, rec, CopyAbilityField.Made) === 0) {
      // The ability that triggered this (its record, amount - 1), while it is on the stack as that ability.
      const orig = rf(g, rec, StackField.Amount) - 1;
      if (
        orig < 0 ||
        !onStack(g, orig) ||
        rf(g, orig, StackField.Kind) !== StackKind.Ability ||
        refId(rf(g, orig, StackField.Source)) !== refId(rf(g, rec, StackField.Ref))
      )
        return true;
      const r = allocRecord(g, StackKind.Ability, rf(g, orig, StackField.Source), rf(g, orig, StackField.Ability), you);
      for (const k of COPIED_FIELDS) setRf(g, r, k, rf(g, orig, k));
      putCopyOnStack(g, orig, r, rec, CopyAbilityField.Made);
    }
    return chooseCopyTargets(g, you);
  },
  describe: () => 'copy that ability; you may choose new targets for the copy',
});
