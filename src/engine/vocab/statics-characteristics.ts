// Static ability words that change characteristics (418.5: layers 2 to 6): each makes a row that
// applies to the objects its filter matches, at each moment (418.4).
import { Type } from '@sinclair/typebox';
import { AmountKind } from '../core/cardform.js';
import {
  ABILITY_SHIFT,
  ABILITY_WORDS,
  CardType,
  COLOR_NAMES,
  FIRST_NAMED_COUNTER,
  Keyword,
  NAMED_COUNTERS,
  Zone,
} from '../core/constants.js';
import { ContinuousEffect, Layer } from '../core/continuous.js';
import {
  AmountSchema,
  bits,
  ColorSchema,
  FilterSchema,
  GrantedAbilitySchema,
  keywordBits,
  KeywordSchema,
} from './common.js';
import { defineStatic } from './static.js';
import { Aim } from './verb.js';

export const pumpEach = defineStatic({
  name: 'pumpEach',
  schema: Type.Object(
    {
      op: Type.Literal('pumpEach'),
      filter: FilterSchema,
      power: Type.Integer({ minimum: -1000, maximum: 1000 }),
      toughness: Type.Integer({ minimum: -1000, maximum: 1000 }),
      forEach: Type.Optional(FilterSchema),
      sharingACreatureType: Type.Optional(
        Type.Boolean({
          description:
            'with forEach: count only the other permanents that share a creature type with the one getting the bonus (Coat of Arms)',
        }),
      ),
      whileUntapped: Type.Optional(Type.Boolean({ description: 'only as long as this permanent is untapped' })),
      forEachManaSymbolInItsCost: Type.Optional(
        Type.Intersect([ColorSchema], {
          description:
            '+P/+T for each mana symbol of this color in its own mana cost ("Each creature you control gets +1/+1 for each white mana symbol in its mana cost": Light from Within, chroma)',
        }),
      ),
      forEachCounterOnThis: Type.Optional(
        Type.Union(
          NAMED_COUNTERS.map((k) => Type.Literal(k)),
          {
            description: '+P/+T for each counter of this kind on this permanent ("for each charge counter on [this]")',
          },
        ),
      ),
    },
    {
      additionalProperties: false,
      description:
        "matching permanents get +P/+T (layer 6d); with forEach, +P/+T for each permanent in play matching forEach, seen from this permanent's controller (Blanchwood Armor)",
    },
  ),
  compile(o, c, f) {
    if (o.sharingACreatureType && o.forEach === undefined)
      c.fail(`${f}.sharingACreatureType`, 'a forEach filter to count', true);
    if (o.forEachManaSymbolInItsCost !== undefined && (o.forEach !== undefined || o.forEachCounterOnThis !== undefined))
      c.fail(`${f}.forEachManaSymbolInItsCost`, 'one "for each" of a pumpEach', o.forEachManaSymbolInItsCost);
    if (o.forEachCounterOnThis !== undefined && o.forEach !== undefined)
      c.fail(`${f}.forEachCounterOnThis`, 'forEach or forEachCounterOnThis, not both', o.forEachCounterOnThis);
    const perCounter =
      o.forEachCounterOnThis === undefined ? 0 : FIRST_NAMED_COUNTER + NAMED_COUNTERS.indexOf(o.forEachCounterOnThis);
    return {
      layer: Layer.PtStatic,
      what: ContinuousEffect.Pump,
      filter: c.filter(o.filter)!,
      a: o.power,
      b: o.toughness,
      forEach: c.filter(o.forEach),
      sharing: o.sharingACreatureType === true,
      whileUntapped: o.whileUntapped === true,
      perCounter,
      perOwnSymbols:
        o.forEachManaSymbolInItsCost === undefined ? 0 : COLOR_NAMES.indexOf(o.forEachManaSymbolInItsCost) + 1,
    };
  },
  // Lowering power or toughness harms.
  aim: (r) => ((r.a ?? 0) < 0 || (r.b ?? 0) < 0 ? Aim.Harm : Aim.Help),
});

export const grantKeywords = defineStatic({
  name: 'grantKeywords',
  schema: Type.Object(
    {
      op: Type.Literal('grantKeywords'),
      filter: FilterSchema,
      keywords: Type.Array(KeywordSchema, { minItems: 1 }),
      fromGraveyards: Type.Optional(
        Type.Literal(true, {
          description: 'only those a creature card in a graveyard has (Cairn Wanderer)',
        }),
      ),
    },
    { additionalProperties: false, description: 'matching permanents have these keywords (layer 5)' },
  ),
  compile: (o, c) => ({
    layer: Layer.Other,
    what: ContinuousEffect.AddKeywords,
    filter: c.filter(o.filter)!,
    a: keywordBits(o.keywords, 0),
    b: keywordBits(o.keywords, 1),
    fromGraveyards: o.fromGraveyards === true,
  }),
  aim: () => Aim.Help,
});

export const definePt = defineStatic({
  name: 'definePt',
  schema: Type.Object(
    {
      op: Type.Literal('definePt'),
      count: Type.Optional(AmountSchema),
      plus: Type.Optional(AmountSchema), // with count: a second count added to it (Dauntless Dourbark)
      lifeTotal: Type.Optional(
        Type.Literal('you', { description: '"you": equal to your life total (the Avatar of Ajani Goldmane)' }),
      ),
    },
    {
      additionalProperties: false,
      description:
        "characteristic-defining: this object's power and toughness are each equal to the number of matching objects (layer 6a; Nightmare, Mortivore), plus a second count (Dauntless Dourbark: Forests plus Treefolk), or to your life total",
    },
  ),
  compile(o, c, f) {
    if ((o.count === undefined) === (o.lifeTotal === undefined))
      c.fail(f, 'either "count" (a number of objects) or "lifeTotal": "you"', Object.keys(o));
    if (o.lifeTotal !== undefined) {
      const cda = { kind: AmountKind.LifeTotal, n: 0, filter: null, zone: Zone.InPlay, whose: 1 };
      return { layer: Layer.PtDefining, what: ContinuousEffect.SetPt, cda };
    }
    const cda = c.amount(o.count!, `${f}.count`);
    if (cda.kind !== AmountKind.Count) c.fail(`${f}.count`, 'a {"count": FILTER} (a number of objects)', o.count);
    const cdaPlus = o.plus === undefined ? null : c.amount(o.plus, `${f}.plus`);
    if (cdaPlus !== null && (cdaPlus.kind !== AmountKind.Count || cdaPlus.zone !== cda.zone))
      c.fail(`${f}.plus`, 'a {"count": FILTER} of the same zone as count', o.plus);
    return { layer: Layer.PtDefining, what: ContinuousEffect.SetPt, cda, cdaPlus };
  },
});

export const loseAllAbilities = defineStatic({
  name: 'loseAllAbilities',
  schema: Type.Object(
    { op: Type.Literal('loseAllAbilities'), filter: FilterSchema },
    {
      additionalProperties: false,
      description:
        "matching permanents lose all abilities (layer 5, timestamp order: Humility): keywords, and their triggered, activated, mana and static abilities (a comes-into-play ability of one coming into play doesn't trigger, 410.10b)",
    },
  ),
  compile: (o, c) => ({ layer: Layer.Other, what: ContinuousEffect.LoseAbilities, filter: c.filter(o.filter)! }),
});

export const setPtEach = defineStatic({
  name: 'setPtEach',
  schema: Type.Object(
    {
      op: Type.Literal('setPtEach'),
      filter: FilterSchema,
      power: Type.Integer({ minimum: -1000, maximum: 1000 }),
      toughness: Type.Integer({ minimum: -1000, maximum: 1000 }),
    },
    { additionalProperties: false, description: 'matching permanents are P/T (layer 6b: Humility\'s "are 1/1")' },
  ),
  compile: (o, c) => ({
    layer: Layer.PtSet,
    what: ContinuousEffect.SetPt,
    filter: c.filter(o.filter)!,
    a: o.power,
    b: o.toughness,
  }),
});

export const loseKeywords = defineStatic({
  name: 'loseKeywords',
  schema: Type.Object(
    { op: Type.Literal('loseKeywords'), filter: FilterSchema, keywords: Type.Array(KeywordSchema, { minItems: 1 }) },
    {
      additionalProperties: false,
      description:
        'matching permanents lose these keywords (layer 5; timestamp order against effects that grant them, 418.5h)',
    },
  ),
  compile: (o, c) => ({
    layer: Layer.Other,
    what: ContinuousEffect.RemoveKeywords,
    filter: c.filter(o.filter)!,
    a: keywordBits(o.keywords, 0),
    b: keywordBits(o.keywords, 1),
  }),
});

export const grantAbilities = defineStatic({
  name: 'grantAbilities',
  schema: Type.Object(
    {
      op: Type.Literal('grantAbilities'),
      filter: FilterSchema,
      abilities: Type.Union([
        Type.Array(Type.Union(ABILITY_WORDS.map((w) => Type.Literal(w))), {
          minItems: 1,
          description: `a list of ability words (${ABILITY_WORDS.join(', ')})`,
        }),
        Type.Tuple([GrantedAbilitySchema], {
          description: 'a list of one activated or triggered ability object ({"kind": "activated", ...})',
        }),
      ]),
    },
    {
      additionalProperties: false,
      description:
        "matching permanents have these abilities: can't attack, can't block, doesn't untap (during its controller's untap step), unblockable, can't be blocked except by creatures with flying; or one activated or triggered ability (\"has '{T}: ...'\", \"has 'Whenever ...'\": layer 5; a copy doesn't copy it)",
    },
  ),
  compile(o, c, f) {
    if (typeof o.abilities[0] === 'object') {
      const grant = c.grantedAbility!(o.abilities[0], `${f}.abilities[0]`);
      const what = grant.activated.length === 0 ? ContinuousEffect.GrantTrigger : ContinuousEffect.GrantAbility;
      return { layer: Layer.Other, what, filter: c.filter(o.filter)!, grant };
    }
    return {
      layer: Layer.Other,
      what: ContinuousEffect.AddKeywords,
      filter: c.filter(o.filter)!,
      a: bits(o.abilities as string[], ABILITY_WORDS) << ABILITY_SHIFT,
    };
  },
  // Can't attack, can't block or doesn't untap harms; the others (unblockable, an activated ability) help.
  aim: (r) => (((r.a ?? 0) & (Keyword.CantAttack | Keyword.CantBlock | Keyword.NoUntap)) !== 0 ? Aim.Harm : Aim.Help),
});

export const animate = defineStatic({
  name: 'animate',
  schema: Type.Object(
    {
      op: Type.Literal('animate'),
      filter: FilterSchema,
      size: Type.Union([Type.Literal('manaValue'), Type.Integer({ minimum: 0, maximum: 1000 })]),
    },
    {
      additionalProperties: false,
      description:
        'matching permanents are creatures (layer 4) whose power and toughness are each this number or their mana value (layer 6b, on the same permanents: 418.5b; March of the Machines)',
    },
  ),
  compile: (o, c) => ({
    layer: Layer.Type,
    what: ContinuousEffect.Animate,
    filter: c.filter(o.filter)!,
    a: CardType.Creature,
    b: o.size === 'manaValue' ? -1 : o.size,
    spans: true,
  }),
});

export const control = defineStatic({
  name: 'control',
  schema: Type.Object(
    { op: Type.Literal('control'), filter: FilterSchema },
    {
      additionalProperties: false,
      description:
        'you (the source\'s controller) control matching permanents (layer 2; Persuasion: "you control enchanted creature")',
    },
  ),
  compile: (o, c) => ({
    layer: Layer.Control,
    what: ContinuousEffect.SetController,
    filter: c.filter(o.filter)!,
    a: -1,
  }),
  aim: () => Aim.Harm,
});

export const protectionFromChosenColor = defineStatic({
  name: 'protectionFromChosenColor',
  schema: Type.Object(
    { op: Type.Literal('protectionFromChosenColor') },
    {
      additionalProperties: false,
      description:
        'this permanent has protection from the color chosen as it came into play (layer 5; needs asComesIntoPlayChooseAColor, 419.1b)',
    },
  ),
  compile(o, c, f) {
    if (!c.choosesColor)
      c.fail(`${f}.op`, 'protectionFromChosenColor only on a card with asComesIntoPlayChooseAColor', o.op);
    return { layer: Layer.Other, what: ContinuousEffect.AddKeywords, chosenColor: true };
  },
});
