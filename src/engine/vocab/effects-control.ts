// Effect verbs that attach, and that change control: attach ("attach this to target creature": Equip)
// and gainControl (Threaten, Grab the Reins: a layer 2 row, 418.5a).
import { Type } from '@sinclair/typebox';
import { AmountKind, Attach, RefCode } from '../core/cardform.js';
import { addEffect, ContinuousEffect, countedPtId, Layer, Until } from '../core/continuous.js';
import { COLOR_NAMES, Decision, CardType, TYPE_NAMES, Zone } from '../core/constants.js';
import { baseCard, ensureChars, matches } from '../facts/chars.js';
import { mapKeywords, textWords } from '../facts/textchange.js';
import { subtypeSetId } from '../core/subtypes.js';
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
import { amountOf, controllerOfItem, objectOf, playersOf, sourceRef } from '../facts/runtime.js';

const who = new Int32Array(2);
import { refText } from './text.js';
import { Aim, verb } from './verb.js';

export const attach = verb({
  name: 'attach',
  schema: Type.Object(
    { op: Type.Literal('attach'), what: Type.Literal('this'), to: ObjectRefSchema },
    {
      additionalProperties: false,
      description:
        "attach this Aura or Equipment to an object (an event; nothing happens if it can't be attached there)",
    },
  ),
  compile(o, c, ins, f) {
    if (!c.attaches) c.fail(`${f}.what`, 'an Aura or Equipment to attach', o.what);
    ins.ref = c.objRef(o.to as string, `${f}.to`);
    if (ins.ref === RefCode.This || ins.ref === RefCode.Attached) c.fail(`${f}.to`, 'another object', o.to);
  },
  run(g, rec, ins) {
    const src = objectOf(g, rec, RefCode.This);
    const to = objectOf(g, rec, ins.ref);
    if (src >= 0 && to >= 0) proposeAttach(g, src, to);
    return true;
  },
  describe: (ins) => `attach this to ${refText(ins.ref)}`,
  aim: (ins, t) => (ins.ref === t ? Aim.Help : Aim.None),
});

/**
 * "Attach it to another permanent it can enchant" (Aura Graft): its controller chooses, as the effect
 * resolves, among the permanents other than the one it is attached to that it could be attached to (an
 * AttachTo decision); attaching is an event, and gives it a new timestamp (418.5e). None: nothing happens.
 */
export const attachElsewhere = verb({
  name: 'attachElsewhere',
  schema: Type.Object(
    { op: Type.Literal('attachElsewhere'), what: ObjectRefSchema },
    {
      additionalProperties: false,
      description:
        'attach this Aura or Equipment to another permanent it can be attached to, chosen on resolution by the controller of the effect',
    },
  ),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
  },
  run(g, rec, ins, choice) {
    const id = objectOf(g, rec, ins.ref);
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
      if (o !== now && canAttach(g, id, o)) g.m[g.oOpt + k++] = o;
    }
    if (k === 0) return true;
    g.m[g.oOptN] = k;
    put(g, Global.DKind, Decision.AttachTo);
    put(g, Global.DPlayer, controllerOfItem(g, rec));
    return false;
  },
  describe: (ins) => `attach ${refText(ins.ref)} to another permanent it can enchant`,
});

/**
 * "Put target Aura card in a graveyard into play under your control attached to a creature you control"
 * (Nomad Mythmaker): the Aura card comes into play attached to a permanent matching `to` that it can
 * enchant, chosen on resolution by the effect's controller (an AttachTo decision). With none, it stays.
 */
export const putAttached = verb({
  name: 'putAttached',
  schema: Type.Object(
    { op: Type.Literal('putAttached'), what: ObjectRefSchema, to: FilterSchema },
    {
      additionalProperties: false,
      description:
        'put this Aura card (in a graveyard) into play under your control attached to a matching permanent it can enchant, chosen on resolution',
    },
  ),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
    ins.filter = c.filter(o.to as never);
  },
  run(g, rec, ins, choice) {
    const id = objectOf(g, rec, ins.ref);
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
      if (matches(g, ins.filter!, o, you, src) && canEnchant(g, card, o, you, id)) g.m[g.oOpt + k++] = o;
    }
    if (k === 0) return true;
    g.m[g.oOptN] = k;
    put(g, Global.DKind, Decision.AttachTo);
    put(g, Global.DPlayer, you);
    return false;
  },
  describe: (ins) => `put ${refText(ins.ref)} into play attached to a matching permanent`,
  aim: (ins, t) => (ins.ref === t ? Aim.Help : Aim.None),
});

/**
 * "Put an Aura card from your hand into play attached to [this]" (Academy Researchers): its controller
 * chooses, on resolution, one of the Aura cards in his or her hand that could enchant it (a FromHand
 * decision). With none, nothing happens.
 */
export const putFromHandAttached = verb({
  name: 'putFromHandAttached',
  schema: Type.Object(
    { op: Type.Literal('putFromHandAttached'), to: ObjectRefSchema },
    {
      additionalProperties: false,
      description:
        'put an Aura card from your hand into play attached to it (you choose which card, on resolution; wrap in "may" for "you may")',
    },
  ),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.to as string, `${f}.to`);
  },
  run(g, rec, ins, choice) {
    const to = objectOf(g, rec, ins.ref);
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
      if (card.attachKind === Attach.Aura && canEnchant(g, card, to, you, id)) g.m[g.oOpt + k++] = id;
    }
    if (k === 0) return true;
    g.m[g.oOptN] = k;
    put(g, Global.DKind, Decision.FromHand);
    put(g, Global.DPlayer, you);
    return false;
  },
  describe: (ins) => `put an Aura card from your hand into play attached to ${refText(ins.ref)}`,
  aim: (ins, t) => (ins.ref === t ? Aim.Help : Aim.None),
});

// 418.3b: the object is locked in; "until end of turn" ends in cleanup, otherwise it lasts the game (418.3a).
export const gainControl = verb({
  name: 'gainControl',
  schema: Type.Object(
    {
      op: Type.Literal('gainControl'),
      what: ObjectRefSchema,
      until: Type.Optional(
        Type.Union([Type.Literal('endOfTurn'), Type.Literal('whileEnchanted')], {
          description:
            'endOfTurn, or whileEnchanted: "for as long as that creature is enchanted" (nothing happens if it isn\'t as this resolves, 418.3d)',
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
  compile(o, _c, ins, f) {
    ins.ref = _c.objRef(o.what as string, `${f}.what`);
    ins.until =
      o.until === 'endOfTurn' ? Until.EndOfTurn : o.until === 'whileEnchanted' ? Until.ObjEnchanted : Until.Game;
    ins.player = o.player === undefined ? RefCode.You : _c.playerRef(o.player as string, `${f}.player`);
    if (ins.player === RefCode.Each) _c.fail(`${f}.player`, 'one player', o.player);
  },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    // 418.3d: over before it began
    if (ins.until === Until.ObjEnchanted && (id < 0 || !isEnchanted(g, id))) return true;
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay && playersOf(g, rec, ins.player, who) === 1) {
      addEffect(
        g,
        Layer.Control,
        ContinuousEffect.SetController,
        sourceRef(g, rec),
        ref(g, id),
        0,
        who[0],
        0,
        ins.until,
        nextTimestamp(g),
      );
    }
    return true;
  },
  describe: (ins) =>
    `${ins.player === RefCode.You ? 'gain' : `${refText(ins.player)} gains`} control of ${refText(ins.ref)}${ins.until === Until.EndOfTurn ? ' until end of turn' : ins.until === Until.ObjEnchanted ? ' for as long as it is enchanted' : ''}`,
  aim: (ins, t) => (ins.ref === t ? Aim.Harm : Aim.None),
});

const Int = Type.Integer({ minimum: -1000, maximum: 1000 });
// becomeCreature's ins.counter: its size is fixed (power, toughness), X, or else a COUNTED_PT index.
const SIZE_FIXED = -1;
const SIZE_X = -2;

/**
 * "[It] becomes an N/M [color] [subtype] creature [with keywords] until end of turn. It's still a land."
 * (Treetop Village, Svogthos's example): rows in layer 4 (types), 5 (colors, keywords) and 6b (P/T),
 * with one timestamp, on the object locked in as it resolves (418.3b).
 */
export const becomeCreature = verb({
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
      keywords: Type.Optional(Type.Array(KeywordSchema)),
      abilities: Type.Optional(
        Type.Tuple([GrantedAbilitySchema], {
          description: 'an activated ability it has ("with \'{B}: Regenerate this creature\'")',
        }),
      ),
      until: Type.Optional(Type.Literal('endOfTurn')),
    },
    {
      additionalProperties: false,
      description:
        'it becomes a creature with this power and toughness (and colors, creature types, keywords, an activated ability), keeping its other types; until end of turn, or for the game',
    },
  ),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
    if (o.size !== undefined) {
      if (o.power !== undefined || o.toughness !== undefined)
        c.fail(`${f}.size`, 'either size or power and toughness, not both', o.size);
      ins.amount = c.amount(o.size as never, `${f}.size`);
      if (ins.amount.kind === AmountKind.X)
        ins.counter = SIZE_X; // X/X, X fixed as it resolves (418.3c)
      else {
        if (ins.amount.kind !== AmountKind.Count)
          c.fail(
            `${f}.size`,
            '"x", or a {"count": FILTER, ...} (a number of objects, counted at every moment for its controller)',
            o.size,
          );
        if (ins.ref !== RefCode.This)
          c.fail(`${f}.what`, '"this" (a size that counts is kept up to date for the source itself)', o.what);
        ins.counter = countedPtId(ins.amount);
        // kept up to date as cards move (AbilityKind.ZoneCount)
        if (ins.amount.zone !== Zone.InPlay) c.zoneCount = true;
      }
    } else if (o.power === undefined || o.toughness === undefined)
      c.fail(`${f}.power`, 'power and toughness, or a size', o.power);
    else {
      ins.power = o.power as number;
      ins.toughness = o.toughness as number;
      ins.counter = SIZE_FIXED;
    }
    ins.colors = o.colors === undefined ? -1 : bits(o.colors as string[], COLOR_NAMES);
    ins.subtypes = o.subtypes === undefined ? -1 : subtypeSetId(o.subtypes as string[]);
    ins.kw = keywordBits(o.keywords as string[] | undefined, 0);
    ins.kw2 = keywordBits(o.keywords as string[] | undefined, 1);
    ins.until = o.until === 'endOfTurn' ? Until.EndOfTurn : Until.Game;
    if (o.abilities !== undefined) ins.token = c.grantedAbility!((o.abilities as unknown[])[0], `${f}.abilities[0]`);
  },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    const src = sourceRef(g, rec);
    const obj = ref(g, id);
    const ts = nextTimestamp(g);
    // granted.ts
    if (ins.token !== null)
      addEffect(g, Layer.Other, ContinuousEffect.GrantAbility, src, obj, 0, ins.token.id, 0, ins.until, ts);
    addEffect(g, Layer.Type, ContinuousEffect.AddTypes, src, obj, 0, CardType.Creature, ins.subtypes, ins.until, ts);
    if (ins.colors >= 0)
      addEffect(g, Layer.Other, ContinuousEffect.SetColors, src, obj, 0, ins.colors, 0, ins.until, ts);
    if (ins.kw !== 0 || ins.kw2 !== 0)
      addEffect(g, Layer.Other, ContinuousEffect.AddKeywords, src, obj, 0, ins.kw, ins.kw2, ins.until, ts);
    if (ins.counter >= 0)
      addEffect(g, Layer.PtSet, ContinuousEffect.SetPtCount, src, obj, 0, ins.counter, 0, ins.until, ts);
    else if (ins.counter === SIZE_X) {
      const x = amountOf(g, rec, ins.amount);
      addEffect(g, Layer.PtSet, ContinuousEffect.SetPt, src, obj, 0, x, x, ins.until, ts);
    } else addEffect(g, Layer.PtSet, ContinuousEffect.SetPt, src, obj, 0, ins.power, ins.toughness, ins.until, ts);
    return true;
  },
  describe: (ins) =>
    `${refText(ins.ref)} becomes a ${ins.counter !== SIZE_FIXED ? 'X/X' : `${ins.power}/${ins.toughness}`} creature${ins.until === Until.EndOfTurn ? ' until end of turn' : ''}`,
  aim: (ins, t) => (ins.ref === t ? Aim.Help : Aim.None),
});

/**
 * "Target permanent becomes an artifact in addition to its other types" (Memnarch): a layer 4 row on the
 * object locked in as it resolves (418.3b), until end of turn or for the rest of the game (418.3a).
 */
export const addTypes = verb({
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
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
    ins.power = bits(
      o.types as string[],
      TYPE_NAMES.map((t) => t[0]),
    );
    if ((ins.power & (CardType.Instant | CardType.Sorcery)) !== 0)
      c.fail(`${f}.types`, "permanent types (a permanent can't be an instant or sorcery)", o.types);
    ins.until = o.until === 'endOfTurn' ? Until.EndOfTurn : Until.Game;
  },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay)
      addEffect(
        g,
        Layer.Type,
        ContinuousEffect.AddTypes,
        sourceRef(g, rec),
        ref(g, id),
        0,
        ins.power,
        -1,
        ins.until,
        nextTimestamp(g),
      );
    return true;
  },
  describe: (ins) =>
    `${refText(ins.ref)} becomes ${TYPE_NAMES.filter((t) => (ins.power & t[1]) !== 0)
      .map((t) => t[0].toLowerCase())
      .join(' and ')} in addition to its other types${ins.until === Until.EndOfTurn ? ' until end of turn' : ''}`,
});

/**
 * "[It] becomes the color of your choice until end of turn" (Wild Mongrel), or the colors named: a layer 5
 * row on the object locked in as it resolves (418.3b); the color is chosen on resolution (a ResolveColor decision).
 */
export const setColor = verb({
  name: 'setColor',
  schema: Type.Object(
    {
      op: Type.Literal('setColor'),
      what: ObjectRefSchema,
      colors: Type.Union([Type.Literal('chosen'), Type.Array(ColorSchema, { minItems: 1 })], {
        description: '"chosen": one color its controller chooses on resolution',
      }),
      until: Type.Optional(Type.Literal('endOfTurn')),
    },
    {
      additionalProperties: false,
      description: 'its colors become these (or the color of your choice), until end of turn or for the game (layer 5)',
    },
  ),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
    ins.colors = o.colors === 'chosen' ? -1 : bits(o.colors as string[], COLOR_NAMES);
    ins.until = o.until === 'endOfTurn' ? Until.EndOfTurn : Until.Game;
  },
  run(g, rec, ins, choice) {
    const id = objectOf(g, rec, ins.ref);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    const colors = ins.colors >= 0 ? ins.colors : choice > 0 ? choice : -1; // a ResolveColor answer is a color bit
    if (colors >= 0) {
      addEffect(
        g,
        Layer.Other,
        ContinuousEffect.SetColors,
        sourceRef(g, rec),
        ref(g, id),
        0,
        colors,
        0,
        ins.until,
        nextTimestamp(g),
      );
      return true;
    }
    for (let k = 0; k < 5; k++) g.m[g.oOpt + k] = 1 << k;
    g.m[g.oOptN] = 5;
    put(g, Global.DKind, Decision.ResolveColor);
    put(g, Global.DPlayer, controllerOfItem(g, rec));
    return false;
  },
  describe: (ins) =>
    `${refText(ins.ref)} becomes ${ins.colors < 0 ? 'the color of your choice' : COLOR_NAMES.filter((_, i) => (ins.colors & (1 << i)) !== 0).join(' and ')}${ins.until === Until.EndOfTurn ? ' until end of turn' : ''}`,
});

/** "Target creature becomes N/M until end of turn" (Diminish): a layer 6b row that sets its P/T (418.5a). */
export const setPt = verb({
  name: 'setPt',
  schema: Type.Object(
    { op: Type.Literal('setPt'), what: ObjectRefSchema, power: Int, toughness: Int },
    {
      additionalProperties: false,
      description:
        'its power and toughness become N/M until end of turn (layer 6b, in timestamp order with other P/T changes)',
    },
  ),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
    ins.power = o.power as number;
    ins.toughness = o.toughness as number;
  },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay)
      addEffect(
        g,
        Layer.PtSet,
        ContinuousEffect.SetPt,
        sourceRef(g, rec),
        ref(g, id),
        0,
        ins.power,
        ins.toughness,
        Until.EndOfTurn,
        nextTimestamp(g),
      );
    return true;
  },
  describe: (ins) => `${refText(ins.ref)} becomes ${ins.power}/${ins.toughness} until end of turn`,
});

/** "Switch target creature's power and toughness until end of turn": a layer 6e row (418.5i). */
export const switchPt = verb({
  name: 'switchPt',
  schema: Type.Object(
    { op: Type.Literal('switchPt'), what: ObjectRefSchema },
    {
      additionalProperties: false,
      description: 'switch its power and toughness until end of turn (layer 6e, after every other P/T effect)',
    },
  ),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
  },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay)
      addEffect(
        g,
        Layer.PtSwitch,
        ContinuousEffect.SwitchPt,
        sourceRef(g, rec),
        ref(g, id),
        0,
        0,
        0,
        Until.EndOfTurn,
        nextTimestamp(g),
      );
    return true;
  },
  describe: (ins) => `switch ${refText(ins.ref)}'s power and toughness until end of turn`,
});

/**
 * "Change the text of target permanent by replacing all instances of one color word with another or one
 * basic land type with another. This effect lasts indefinitely." (Mind Bend, 418.6): the words are chosen
 * on resolution, among those its text holds (a Words decision: kind << 6 | from << 3 | to; kind 0 color
 * words, 1 basic land types); a layer 3 row for the rest of the game (418.3a).
 */
export const changeText = verb({
  name: 'changeText',
  schema: Type.Object(
    {
      op: Type.Literal('changeText'),
      what: ObjectRefSchema,
      words: Type.Optional(
        Type.Literal('creatureType', {
          description: 'one creature type with another (not Wall): Artificial Evolution; the object may be a spell',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'replace all instances of one color word with another or one basic land type with another in its text (or, with words "creatureType", one creature type with another), for the rest of the game (chosen on resolution)',
    },
  ),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
    ins.power = o.words === 'creatureType' ? 1 : 0;
  },
  run(g, rec, ins, choice) {
    const id = objectOf(g, rec, ins.ref);
    if (ins.power === 1) return changeTypeWord(g, rec, id, choice);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
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
    const c = baseCard(g, id);
    // its own keywords, not granted ones (418.6b)
    const words = textWords(c, mapKeywords(c.kw, cTextOf(g, id)), cTextOf(g, id));
    let k = 0;
    for (let kind = 0; kind < 2; kind++) {
      for (let from = 0; from < 5; from++) {
        if ((words & (1 << (kind * 5 + from))) === 0) continue;
        for (let to = 0; to < 5; to++) if (to !== from) g.m[g.oOpt + k++] = (kind << 6) | (from << 3) | to;
      }
    }
    if (k === 0) return true; // no color word or basic land type in its text: nothing to change
    g.m[g.oOptN] = k;
    put(g, Global.DKind, Decision.Words);
    put(g, Global.DPlayer, controllerOfItem(g, rec));
    return false;
  },
  describe: (ins) =>
    `change ${ins.power === 1 ? 'a creature type' : 'a color word or basic land type'} in the text of ${refText(ins.ref)}`,
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
    for (const to of typeChoices(g, from)) if (k < MAX_OPTIONS) g.m[g.oOpt + k++] = TYPE_OPTION | (from << 14) | to;
  }
  if (k === 0) return true; // no creature type in its text: nothing to change
  g.m[g.oOptN] = k;
  put(g, Global.DKind, Decision.Words);
  put(g, Global.DPlayer, controllerOfItem(g, rec));
  return false;
}
