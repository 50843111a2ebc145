// Effect verbs that attach, and that change control: attach ("attach this to target creature": Equip)
// and gainControl (Threaten, Grab the Reins: a layer 2 row, 418.5a).
import { Type } from '@sinclair/typebox';
import { type AmountC, AmountKind, Attach, type FilterC, RefCode } from '../core/cardform.js';
import { addEffect, ContinuousEffect, countedPtId, Layer, Until } from '../core/continuous.js';
import { ALL_COLORS, COLOR_NAMES, Decision, CardType, PROTECTION_SHIFT, TYPE_NAMES, Zone } from '../core/constants.js';
import { baseCard, controller, ensureChars, matchesRead } from '../facts/chars.js';
import { readFilter, textMapOf } from '../facts/text-read.js';
import { mapKeywords, textWords } from '../facts/textchange.js';
import { EVERY_CREATURE_TYPE, subtypeSetId } from '../core/subtypes.js';
import { proposeEnterAttached, proposeAttach } from '../core/event-records.js';
import { canAttach, canEnchant, isEnchanted } from '../facts/attach.js';
import { listBase, nextTimestamp } from '../core/zones.js';
import {
  type Game,
  Global,
  liveId,
  MAX_OPTIONS,
  put,
  ref,
  StackField,
  cTextOf,
  zoneOf,
  attachOf,
  cardIdOf,
} from '../core/state.js';
import { TYPE_OPTION, typeChangeRow, typeChoices, typeWordsOf } from '../facts/typetext.js';
import {
  AmountSchema,
  bits,
  CardTypeSchema,
  ColorSchema,
  FilterSchema,
  GrantedAbilitySchema,
  keywordBits,
  KeywordSchema,
  ObjectRefSchema,
  PlayerRefSchema,
} from './common.js';
import { amountOf, controllerOfItem, matchingInPlay, objectOf, playersOf, sourceRef } from '../facts/runtime.js';
import { rf } from '../core/stack-records.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';
import { rowOnPermanent } from './effects-row-on-permanent.js';

const who = new Int32Array(2);

/**
 * Asks the controller of `rec` for a color as it resolves (a ResolveColor decision: the verb runs again with it);
 * `aux`: what the color is for, Global.DAux (COLOR_OF_REMOVED_CARDS, else 0).
 */
export function askColor(g: Game, rec: number, player = controllerOfItem(g, rec), aux = 0): false {
  for (let k = 0; k < 5; k++) g.m[g.options + k] = 1 << k;
  g.m[g.optionCount] = 5;
  put(g, Global.DKind, Decision.ResolveColor);
  put(g, Global.DPlayer, player);
  put(g, Global.DAux, aux);
  return false;
}

/** Asks the controller of `rec` for a set of colors for object `id` (a ResolveColors decision: every nonempty set). */
function askColors(g: Game, rec: number, id: number): false {
  for (let v = 1; v <= ALL_COLORS; v++) g.m[g.options + v - 1] = v;
  g.m[g.optionCount] = ALL_COLORS;
  put(g, Global.DKind, Decision.ResolveColors);
  put(g, Global.DPlayer, controllerOfItem(g, rec));
  put(g, Global.DAux, id);
  return false;
}

export const attach = defineVerb({
  name: 'attach',
  schema: Type.Object(
    { op: Type.Literal('attach'), what: Type.Literal('this'), to: ObjectRefSchema },
    {
      additionalProperties: false,
      description:
        "attach this Aura or Equipment to an object (an event; nothing happens if it can't be attached there)",
    },
  ),
  compile(o, c, f) {
    if (!c.attaches) c.fail(`${f}.what`, 'an Aura or Equipment to attach', o.what);
    const to = c.objRef(o.to, `${f}.to`);
    if (to === RefCode.This || to === RefCode.Attached) c.fail(`${f}.to`, 'another object', o.to);
    return { to };
  },
  object: (a) => a.to,
  run(g, rec, a) {
    const src = objectOf(g, rec, RefCode.This);
    const to = objectOf(g, rec, a.to);
    if (src >= 0 && to >= 0) proposeAttach(g, src, to);
    return true;
  },
  describe: (a) => `attach this to ${refText(a.to)}`,
  aim: (a, t) => (a.to === t ? Aim.Help : Aim.None),
});

/**
 * "Attach it to another permanent it can enchant" (Aura Graft): its controller chooses, as the effect
 * resolves, among the permanents other than the one it is attached to that it could be attached to (an
 * AttachTo decision); attaching is an event, and gives it a new timestamp (418.5e). None: nothing happens.
 */
export const attachElsewhere = defineVerb({
  name: 'attachElsewhere',
  schema: Type.Object(
    { op: Type.Literal('attachElsewhere'), what: ObjectRefSchema },
    {
      additionalProperties: false,
      description:
        'attach this Aura or Equipment to another permanent it can be attached to, chosen on resolution by the controller of the effect',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a, choice) {
    const id = objectOf(g, rec, a.what);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    if (choice >= 0) {
      proposeAttach(g, id, choice);
      return true;
    }
    const now = liveId(g, attachOf(g, id));
    const base = listBase(g, Zone.InPlay, 0);
    let k = 0;
    for (let i = 0; i < g.m[base]; i++) {
      const o = g.m[base + 1 + i];
      if (o !== now && canAttach(g, id, o)) g.m[g.options + k++] = o;
    }
    if (k === 0) return true;
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.AttachTo);
    put(g, Global.DPlayer, controllerOfItem(g, rec));
    return false;
  },
  describe: (a) => `attach ${refText(a.what)} to another permanent it can enchant`,
});

/**
 * "Put target Aura card in a graveyard into play under your control attached to a creature you control"
 * (Nomad Mythmaker): the Aura card comes into play attached to a permanent matching `to` that it can
 * enchant, chosen on resolution by the effect's controller (an AttachTo decision). With none, it stays.
 */
export const putAttached = defineVerb({
  name: 'putAttached',
  schema: Type.Object(
    { op: Type.Literal('putAttached'), what: ObjectRefSchema, to: FilterSchema },
    {
      additionalProperties: false,
      description:
        'put this Aura card (in a graveyard) into play under your control attached to a matching permanent it can enchant, chosen on resolution',
    },
  ),
  compile: (o, c, f): { what: number; to: FilterC } => ({ what: c.objRef(o.what, `${f}.what`), to: c.filter(o.to)! }),
  object: (a) => a.what,
  run(g, rec, a, choice) {
    const id = objectOf(g, rec, a.what);
    if (id < 0 || zoneOf(g, id) !== Zone.Graveyard) return true;
    const card = g.cards[cardIdOf(g, id)];
    if (card.attachKind !== Attach.Aura) return true;
    const you = controllerOfItem(g, rec);
    if (choice >= 0) {
      proposeEnterAttached(g, id, you, ref(g, choice));
      return true;
    }
    const src = objectOf(g, rec, RefCode.This);
    const base = listBase(g, Zone.InPlay, 0);
    let k = 0;
    for (let i = 0; i < g.m[base]; i++) {
      const o = g.m[base + 1 + i];
      // read again for each: canEnchant may read another filter into the same scratch
      const to = readFilter(g, a.to, sourceRef(g, rec))!;
      if (matchesRead(g, to, o, you, src) && canEnchant(g, card, o, you, id)) g.m[g.options + k++] = o;
    }
    if (k === 0) return true;
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.AttachTo);
    put(g, Global.DPlayer, you);
    return false;
  },
  describe: (a) => `put ${refText(a.what)} into play attached to a matching permanent`,
  aim: (a, t) => (a.what === t ? Aim.Help : Aim.None),
});

/**
 * "Put an Aura card from your hand into play attached to [this]" (Academy Researchers): its controller
 * chooses, on resolution, one of the Aura cards in his or her hand that could enchant it (a FromHand
 * decision). With none, nothing happens.
 */
export const putFromHandAttached = defineVerb({
  name: 'putFromHandAttached',
  schema: Type.Object(
    { op: Type.Literal('putFromHandAttached'), to: ObjectRefSchema },
    {
      additionalProperties: false,
      description:
        'put an Aura card from your hand into play attached to it (you choose which card, on resolution; wrap in "may" for "you may")',
    },
  ),
  compile: (o, c, f) => ({ to: c.objRef(o.to, `${f}.to`) }),
  object: (a) => a.to,
  run(g, rec, a, choice) {
    const to = objectOf(g, rec, a.to);
    if (to < 0 || zoneOf(g, to) !== Zone.InPlay) return true;
    const you = controllerOfItem(g, rec);
    if (choice >= 0) {
      if (zoneOf(g, choice) === Zone.Hand) proposeEnterAttached(g, choice, you, ref(g, to));
      return true;
    }
    const hb = listBase(g, Zone.Hand, you);
    let k = 0;
    for (let i = 0; i < g.m[hb]; i++) {
      const id = g.m[hb + 1 + i];
      const card = g.cards[cardIdOf(g, id)];
      if (card.attachKind === Attach.Aura && canEnchant(g, card, to, you, id)) g.m[g.options + k++] = id;
    }
    if (k === 0) return true;
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.FromHand);
    put(g, Global.DPlayer, you);
    return false;
  },
  describe: (a) => `put an Aura card from your hand into play attached to ${refText(a.to)}`,
  aim: (a, t) => (a.to === t ? Aim.Help : Aim.None),
});

// 418.3b: the object is locked in; "until end of turn" ends in cleanup, otherwise it lasts the game (418.3a).
export const gainControl = defineVerb({
  name: 'gainControl',
  schema: Type.Object(
    {
      op: Type.Literal('gainControl'),
      what: ObjectRefSchema,
      until: Type.Optional(
        Type.Union([Type.Literal('endOfTurn'), Type.Literal('whileEnchanted'), Type.Literal('whileSourceInPlay')], {
          description:
            'endOfTurn, whileEnchanted: "for as long as that creature is enchanted", or whileSourceInPlay: "as long as [this] remains in play" (either: nothing happens if it is already over as this resolves, 418.3d)',
        }),
      ),
      player: Type.Optional(PlayerRefSchema),
    },
    {
      additionalProperties: false,
      description:
        'you (or the player named: "target opponent gains control of it", Sleeper Agent) gain control of a permanent (until end of turn, or for the rest of the game)',
    },
  ),
  compile(o, c, f) {
    const what = c.objRef(o.what, `${f}.what`);
    const until =
      o.until === 'endOfTurn'
        ? Until.EndOfTurn
        : o.until === 'whileEnchanted'
          ? Until.ObjEnchanted
          : o.until === 'whileSourceInPlay'
            ? Until.WhileSourceInPlay
            : Until.Game;
    const player = o.player === undefined ? RefCode.You : c.playerRef(o.player, `${f}.player`);
    if (player === RefCode.Each) c.fail(`${f}.player`, 'one player', o.player);
    return { what, player, until };
  },
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    // 418.3d: over before it began
    if (a.until === Until.ObjEnchanted && (id < 0 || !isEnchanted(g, id))) return true;
    if (a.until === Until.WhileSourceInPlay && !sourceInPlay(g, rec)) return true;
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay && playersOf(g, rec, a.player, who) === 1) {
      addEffect(
        g,
        Layer.Control,
        ContinuousEffect.SetController,
        sourceRef(g, rec),
        ref(g, id),
        0,
        who[0],
        0,
        a.until,
        nextTimestamp(g),
      );
    }
    return true;
  },
  describe: (a) =>
    `${a.player === RefCode.You ? 'gain' : `${refText(a.player)} gains`} control of ${refText(a.what)}${a.until === Until.EndOfTurn ? ' until end of turn' : a.until === Until.ObjEnchanted ? ' for as long as it is enchanted' : a.until === Until.WhileSourceInPlay ? ' as long as this remains in play' : ''}`,
  aim: (a, t) => (a.what === t ? Aim.Harm : Aim.None),
});

/** setPt's power or toughness "x": the X paid (a value no printed number takes). */
const X_SIZE = -100000;

/** Is the item's source still the permanent in play it was (not a new object since, 400.7)? */
function sourceInPlay(g: Game, rec: number): boolean {
  const src = sourceRef(g, rec);
  const id = liveId(g, src);
  return id >= 0 && zoneOf(g, id) === Zone.InPlay;
}

const Int = Type.Integer({ minimum: -1000, maximum: 1000 });

/**
 * "[It] becomes an N/M [color] [subtype] creature [with keywords] until end of turn. It's still a land."
 * (Treetop Village, Svogthos's example): rows in layer 4 (types), 5 (colors, keywords) and 6b (P/T),
 * with one timestamp, on the object locked in as it resolves (418.3b).
 */
export const becomeCreature = defineVerb({
  name: 'becomeCreature',
  schema: Type.Object(
    {
      op: Type.Literal('becomeCreature'),
      what: ObjectRefSchema,
      power: Type.Optional(Int),
      toughness: Type.Optional(Int),
      // instead of power and toughness: "its P/T are each equal to the number of ..." (a count)
      size: Type.Optional(AmountSchema),
      colors: Type.Optional(Type.Array(ColorSchema, { description: 'its colors become these' })),
      subtypes: Type.Optional(
        Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { description: 'creature types it gains' }),
      ),
      allCreatureTypes: Type.Optional(
        Type.Literal(true, {
          description: '"a creature with all creature types" (Mutavault): it is every creature type',
        }),
      ),
      keywords: Type.Optional(Type.Array(KeywordSchema)),
      abilities: Type.Optional(
        Type.Array(GrantedAbilitySchema, {
          minItems: 1,
          description:
            "the activated abilities it has, in printed order (\"with '{B}: Regenerate this creature'\"; \"with '...' and '...'\")",
        }),
      ),
      until: Type.Optional(Type.Literal('endOfTurn')),
    },
    {
      additionalProperties: false,
      description:
        'it becomes a creature with this power and toughness (and colors, creature types, keywords, activated abilities), keeping its other types; until end of turn, or for the game',
    },
  ),
  compile(o, c, f) {
    const what = c.objRef(o.what, `${f}.what`);
    let size: AmountC | null = null; // X (fixed as it resolves, 418.3c) or a count; null: power and toughness
    let counted = -1; // a count's COUNTED_PT index: its P/T kept up to date (SetPtCount)
    if (o.size !== undefined) {
      if (o.power !== undefined || o.toughness !== undefined)
        c.fail(`${f}.size`, 'either size or power and toughness, not both', o.size);
      size = c.amount(o.size, `${f}.size`);
      if (size.kind !== AmountKind.X) {
        if (size.kind !== AmountKind.Count)
          c.fail(
            `${f}.size`,
            '"x", or a {"count": FILTER, ...} (a number of objects: for "this", counted at every moment for its controller; for another object, as it resolves)',
            o.size,
          );
        // For the source itself, kept up to date (Svogthos); for another object, "an X/X ..., where X is the
        // number of ...", counted as it resolves and fixed (418.3c: Elvish Branchbender).
        if (what === RefCode.This) {
          counted = countedPtId(size);
          // kept up to date as cards move (AbilityKind.ZoneCount)
          if (size.zone !== Zone.InPlay) c.zoneCount = true;
        }
      }
    } else if (o.power === undefined || o.toughness === undefined)
      c.fail(`${f}.power`, 'power and toughness, or a size', o.power);
    return {
      what,
      power: o.power ?? 0,
      toughness: o.toughness ?? 0,
      size,
      counted,
      colors: o.colors === undefined ? -1 : bits(o.colors, COLOR_NAMES), // -1: its own
      // creature types it gains, -1: none; all of them: the changeling marker (502.73 of 2008 reads it the same way)
      subtypes:
        o.allCreatureTypes === true
          ? subtypeSetId([...(o.subtypes ?? []), EVERY_CREATURE_TYPE])
          : o.subtypes === undefined
            ? -1
            : subtypeSetId(o.subtypes),
      keywords: keywordBits(o.keywords, 0),
      keywords2: keywordBits(o.keywords, 1),
      until: o.until === 'endOfTurn' ? Until.EndOfTurn : Until.Game,
      // the cards holding the activated abilities it gains (granted.ts), in printed order
      abilities: (o.abilities ?? []).map((ab, i) => c.grantedAbility!(ab, `${f}.abilities[${i}]`)),
    };
  },
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    const src = sourceRef(g, rec);
    const obj = ref(g, id);
    const ts = nextTimestamp(g);
    // granted.ts: one row each, in printed order (its abilities are numbered in row order)
    for (let i = 0; i < a.abilities.length; i++)
      addEffect(g, Layer.Other, ContinuousEffect.GrantAbility, src, obj, 0, a.abilities[i].id, 0, a.until, ts);
    addEffect(g, Layer.Type, ContinuousEffect.AddTypes, src, obj, 0, CardType.Creature, a.subtypes, a.until, ts);
    if (a.colors >= 0) addEffect(g, Layer.Other, ContinuousEffect.SetColors, src, obj, 0, a.colors, 0, a.until, ts);
    if (a.keywords !== 0 || a.keywords2 !== 0)
      addEffect(g, Layer.Other, ContinuousEffect.AddKeywords, src, obj, 0, a.keywords, a.keywords2, a.until, ts);
    if (a.counted >= 0) addEffect(g, Layer.PtSet, ContinuousEffect.SetPtCount, src, obj, 0, a.counted, 0, a.until, ts);
    else if (a.size !== null) {
      const x = amountOf(g, rec, a.size); // X
      addEffect(g, Layer.PtSet, ContinuousEffect.SetPt, src, obj, 0, x, x, a.until, ts);
    } else addEffect(g, Layer.PtSet, ContinuousEffect.SetPt, src, obj, 0, a.power, a.toughness, a.until, ts);
    return true;
  },
  describe: (a) =>
    `${refText(a.what)} becomes a ${a.size !== null ? 'X/X' : `${a.power}/${a.toughness}`} creature${a.until === Until.EndOfTurn ? ' until end of turn' : ''}`,
  aim: (a, t) => (a.what === t ? Aim.Help : Aim.None),
});

/**
 * "Target permanent becomes an artifact in addition to its other types" (Memnarch): a layer 4 row on the
 * object locked in as it resolves (418.3b), until end of turn or for the rest of the game (418.3a).
 */
export const addTypes = defineVerb({
  name: 'addTypes',
  schema: Type.Object(
    {
      op: Type.Literal('addTypes'),
      what: ObjectRefSchema,
      types: Type.Array(CardTypeSchema, { minItems: 1 }),
      until: Type.Optional(Type.Literal('endOfTurn')),
    },
    {
      additionalProperties: false,
      description: 'it becomes these card types in addition to its other types (until end of turn, or for the game)',
    },
  ),
  compile(o, c, f) {
    const what = c.objRef(o.what, `${f}.what`);
    const types = bits(
      o.types,
      TYPE_NAMES.map((t) => t[0]),
    );
    if ((types & (CardType.Instant | CardType.Sorcery)) !== 0)
      c.fail(`${f}.types`, "permanent types (a permanent can't be an instant or sorcery)", o.types);
    return { what, types, until: o.until === 'endOfTurn' ? Until.EndOfTurn : Until.Game };
  },
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay)
      addEffect(
        g,
        Layer.Type,
        ContinuousEffect.AddTypes,
        sourceRef(g, rec),
        ref(g, id),
        0,
        a.types,
        -1,
        a.until,
        nextTimestamp(g),
      );
    return true;
  },
  describe: (a) =>
    `${refText(a.what)} becomes ${TYPE_NAMES.filter((t) => (a.types & t[1]) !== 0)
      .map((t) => t[0].toLowerCase())
      .join(' and ')} in addition to its other types${a.until === Until.EndOfTurn ? ' until end of turn' : ''}`,
});

/**
 * "[It] becomes the color of your choice until end of turn" (Wild Mongrel), or the colors named: a layer 5
 * row on the object locked in as it resolves (418.3b); the color is chosen on resolution (a ResolveColor decision).
 */
export const setColor = defineVerb({
  name: 'setColor',
  schema: Type.Object(
    {
      op: Type.Literal('setColor'),
      what: ObjectRefSchema,
      colors: Type.Union(
        [Type.Literal('chosen'), Type.Literal('chosenColors'), Type.Array(ColorSchema, { minItems: 1 })],
        {
          description:
            '"chosen": one color its controller chooses on resolution; "chosenColors": "the color or colors of your choice", any nonempty set of colors',
        },
      ),
      until: Type.Optional(Type.Literal('endOfTurn')),
      inAddition: Type.Optional(
        Type.Literal(true, {
          description:
            '"becomes blue in addition to its other colors" (Indigo Faerie): these colors are added to its colors',
        }),
      ),
    },
    {
      additionalProperties: false,
      description: 'its colors become these (or the color of your choice), until end of turn or for the game (layer 5)',
    },
  ),
  compile: (o, c, f) => ({
    what: c.objRef(o.what, `${f}.what`),
    // -1: a color chosen on resolution; -2: a set of colors chosen on resolution
    colors: o.colors === 'chosen' ? -1 : o.colors === 'chosenColors' ? -2 : bits(o.colors, COLOR_NAMES),
    until: o.until === 'endOfTurn' ? Until.EndOfTurn : Until.Game,
    inAddition: o.inAddition === true ? 1 : 0,
  }),
  object: (a) => a.what,
  run(g, rec, a, choice) {
    const id = objectOf(g, rec, a.what);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    // a ResolveColor answer is a color bit, a ResolveColors answer a set of colors
    const colors = a.colors >= 0 ? a.colors : choice > 0 ? choice : -1;
    if (colors >= 0) {
      addEffect(
        g,
        Layer.Other,
        ContinuousEffect.SetColors,
        sourceRef(g, rec),
        ref(g, id),
        0,
        colors,
        a.inAddition,
        a.until,
        nextTimestamp(g),
      );
      return true;
    }
    return a.colors === -2 ? askColors(g, rec, id) : askColor(g, rec);
  },
  describe: (a) =>
    `${refText(a.what)} becomes ${a.colors === -2 ? 'the color or colors of your choice' : a.colors < 0 ? 'the color of your choice' : COLOR_NAMES.filter((_, i) => (a.colors & (1 << i)) !== 0).join(' and ')}${a.inAddition === 1 ? ' in addition to its other colors' : ''}${a.until === Until.EndOfTurn ? ' until end of turn' : ''}`,
});

/** "Target creature becomes N/M until end of turn" (Diminish): a layer 6b row that sets its P/T (418.5a). */
export const setPt = defineVerb({
  name: 'setPt',
  schema: Type.Object(
    {
      op: Type.Literal('setPt'),
      what: Type.Optional(ObjectRefSchema),
      filter: Type.Optional(FilterSchema),
      power: Type.Union([Int, Type.Literal('x')]),
      toughness: Type.Union([Int, Type.Literal('x')]),
      until: Type.Optional(
        Type.Literal('game', { description: 'no duration (418.3a): "[this] becomes a 2/2", Figure of Destiny' }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'its power and toughness (what), or each matching permanent\'s (filter, locked in as it resolves: "creatures you control become X/X"), become N/M until end of turn or for the game (layer 6b, in timestamp order with other P/T changes); "x": the X paid',
    },
  ),
  compile(o, c, f) {
    if ((o.what === undefined) === (o.filter === undefined))
      c.fail(f, 'either "what" (one object) or "filter" (each matching permanent)', o);
    if (o.power === 'x' || o.toughness === 'x') c.amount('x', `${f}.power`); // needs {X} in the cost
    return {
      what: o.what === undefined ? RefCode.None : c.objRef(o.what, `${f}.what`),
      filter: o.filter === undefined ? null : c.filter(o.filter),
      power: o.power === 'x' ? X_SIZE : o.power,
      toughness: o.toughness === 'x' ? X_SIZE : o.toughness,
      until: o.until === 'game' ? Until.Game : Until.EndOfTurn,
    };
  },
  object: (a) => a.what,
  run(g, rec, a) {
    const x = rf(g, rec, StackField.X);
    const p = a.power === X_SIZE ? x : a.power;
    const t = a.toughness === X_SIZE ? x : a.toughness;
    const ts = nextTimestamp(g);
    const src = sourceRef(g, rec);
    if (a.filter === null) {
      const id = objectOf(g, rec, a.what);
      if (id >= 0 && zoneOf(g, id) === Zone.InPlay)
        addEffect(g, Layer.PtSet, ContinuousEffect.SetPt, src, ref(g, id), 0, p, t, a.until, ts);
      return true;
    }
    const set = matchingInPlay(g, rec, a.filter);
    const ids = set.slice(1, set[0] + 1); // addEffect may grow the game: keep the locked-in set apart
    for (const id of ids) addEffect(g, Layer.PtSet, ContinuousEffect.SetPt, src, ref(g, id), 0, p, t, a.until, ts);
    return true;
  },
  describe: (a) =>
    `${a.filter === null ? refText(a.what) : 'each matching permanent'} becomes ${a.power === X_SIZE ? 'X' : a.power}/${a.toughness === X_SIZE ? 'X' : a.toughness}${a.until === Until.Game ? '' : ' until end of turn'}`,
});

/** "Switch target creature's power and toughness until end of turn": a layer 6e row (418.5i). */
export const switchPt = rowOnPermanent({
  name: 'switchPt',
  layer: Layer.PtSwitch,
  what: ContinuousEffect.SwitchPt,
  amount: 0,
  description: 'switch its power and toughness until end of turn (layer 6e, after every other P/T effect)',
  text: (what) => `switch ${what}'s power and toughness until end of turn`,
  aim: Aim.None,
});

/**
 * "Change the text of target permanent by replacing all instances of one color word with another or one
 * basic land type with another. This effect lasts indefinitely." (Mind Bend, 418.6): the words are chosen
 * on resolution, among those its text holds (a Words decision: kind << 6 | from << 3 | to; kind 0 color
 * words, 1 basic land types); a layer 3 row for the rest of the game (418.3a).
 */
export const changeText = defineVerb({
  name: 'changeText',
  schema: Type.Object(
    {
      op: Type.Literal('changeText'),
      what: ObjectRefSchema,
      words: Type.Optional(
        Type.Union([
          Type.Literal('creatureType', {
            description: 'one creature type with another (not Wall): Artificial Evolution; the object may be a spell',
          }),
          Type.Literal('color', {
            description: 'one color word with another, no basic land types: Glamerdye; the object may be a spell',
          }),
        ]),
      ),
    },
    {
      additionalProperties: false,
      description:
        'replace all instances of one color word with another or one basic land type with another in its text (or, with words "creatureType", one creature type with another), for the rest of the game (chosen on resolution)',
    },
  ),
  // creatureType: one creature type with another, else a color word or basic land type
  compile: (o, c, f) => ({
    what: c.objRef(o.what, `${f}.what`),
    creatureType: o.words === 'creatureType',
    colorOnly: o.words === 'color',
  }),
  object: (a) => a.what,
  run(g, rec, a, choice) {
    const id = objectOf(g, rec, a.what);
    if (a.creatureType) return changeTypeWord(g, rec, id, choice);
    const zone = id < 0 ? -1 : zoneOf(g, id);
    // a spell's text too with Glamerdye's color words (text-read.ts reads its rows; they end as it leaves the stack)
    if (zone !== Zone.InPlay && !(a.colorOnly && zone === Zone.Stack)) return true;
    if (choice >= 0) {
      addEffect(
        g,
        Layer.Text,
        ContinuousEffect.ChangeText,
        sourceRef(g, rec),
        ref(g, id),
        0,
        choice >>> 6,
        choice & 63,
        Until.Game,
        nextTimestamp(g),
      );
      return true;
    }
    ensureChars(g);
    const c = zone === Zone.InPlay ? baseCard(g, id) : g.cards[cardIdOf(g, id)];
    const map = zone === Zone.InPlay ? cTextOf(g, id) : textMapOf(g, ref(g, id));
    // its own keywords, not granted ones (418.6b)
    const words = textWords(c, mapKeywords(c.kw, map), map, zone === Zone.Stack);
    let k = 0;
    for (let kind = 0; kind < (a.colorOnly ? 1 : 2); kind++) {
      for (let from = 0; from < 5; from++) {
        if ((words & (1 << (kind * 5 + from))) === 0) continue;
        for (let to = 0; to < 5; to++) if (to !== from) g.m[g.options + k++] = (kind << 6) | (from << 3) | to;
      }
    }
    if (k === 0) return true; // no color word or basic land type in its text: nothing to change
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.Words);
    put(g, Global.DPlayer, controllerOfItem(g, rec));
    return false;
  },
  describe: (a) =>
    `change ${a.creatureType ? 'a creature type' : a.colorOnly ? 'a color word' : 'a color word or basic land type'} in the text of ${refText(a.what)}`,
});

/**
 * "Replace all instances of one creature type with another" in the text of permanent or spell id
 * (typetext.ts): its controller chooses a creature type word of its text and a new type (not Wall) among
 * this game's cards' creature types (any other type would do the same as one no object has).
 */
function changeTypeWord(g: Game, rec: number, id: number, choice: number): boolean {
  if (id < 0 || (zoneOf(g, id) !== Zone.InPlay && zoneOf(g, id) !== Zone.Stack)) return true;
  if (choice >= 0) {
    typeChangeRow(g, sourceRef(g, rec), ref(g, id), (choice >>> 14) & 0x3fff, choice & 0x3fff, nextTimestamp(g));
    return true;
  }
  const c = zoneOf(g, id) === Zone.InPlay ? baseCard(g, id) : g.cards[cardIdOf(g, id)];
  let k = 0;
  for (const from of typeWordsOf(g, id, c)) {
    for (const to of typeChoices(g, from)) if (k < MAX_OPTIONS) g.m[g.options + k++] = TYPE_OPTION | (from << 14) | to;
  }
  if (k === 0) return true; // no creature type in its text: nothing to change
  g.m[g.optionCount] = k;
  put(g, Global.DKind, Decision.Words);
  put(g, Global.DPlayer, controllerOfItem(g, rec));
  return false;
}

/**
 * "Target Merfolk you control gains protection from the color of your choice until end of turn" (Sygg, River Guide):
 * its controller chooses the color as it resolves (a ResolveColor decision), then a layer 5 row gives the keyword.
 */
export const gainProtectionFromChosenColor = defineVerb({
  name: 'gainProtectionFromChosenColor',
  schema: Type.Object(
    {
      op: Type.Literal('gainProtectionFromChosenColor'),
      what: ObjectRefSchema,
      chooser: Type.Optional(
        Type.Literal('itsController', {
          description: '"the color of its controller\'s choice" (Pale Wayfarer): the permanent\'s controller chooses',
        }),
      ),
    },
    {
      additionalProperties: false,
      description: 'it gains protection from the color of your choice (chosen on resolution) until end of turn',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`), itsController: o.chooser === 'itsController' }),
  object: (a) => a.what,
  run(g, rec, a, choice) {
    const id = objectOf(g, rec, a.what);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    if (choice > 0) {
      const kw = 1 << (PROTECTION_SHIFT + 31 - Math.clz32(choice)); // a ResolveColor answer is a color bit
      const src = sourceRef(g, rec);
      addEffect(
        g,
        Layer.Other,
        ContinuousEffect.AddKeywords,
        src,
        ref(g, id),
        0,
        kw,
        0,
        Until.EndOfTurn,
        nextTimestamp(g),
      );
      return true;
    }
    return askColor(g, rec, a.itsController ? controller(g, id) : controllerOfItem(g, rec));
  },
  describe: (a) =>
    `${refText(a.what)} gains protection from the color of ${a.itsController ? "its controller's" : 'your'} choice until end of turn`,
  aim: (a, t) => (a.what === t ? Aim.Help : Aim.None),
});
