// The card-definition schema: a card is JSON-compatible data in a closed vocabulary (design.md,
// "Cards as data"). It is assembled from the vocabulary registry (src/engine/vocab/), the same source
// the validator uses, so the TypeScript types below and the JSON Schema (cardJsonSchema) cannot drift
// from what compile.ts accepts.
import { libraryBoundsSchema } from '../engine/vocab/library-bounds.js';
import { type Static, Type } from '@sinclair/typebox';
import { ConditionSchema, TargetSchema, TargetSchemas } from '../engine/vocab/abilities.js';
import { CostSchema, SpellCostSchema } from '../engine/vocab/cost-registry.js';
import { MAX_STATIC_PARTS, StaticSchema } from '../engine/vocab/static-registry.js';
import {
  AmountSchema,
  CardTypeSchema,
  ColorSchema,
  countBoundsSchema,
  lifeBoundsSchema,
  FilterSchema,
  KeywordSchema,
  MANA_COST_PATTERN,
  ManaCostSchema,
  ObjectRefSchema,
  PlayerRefSchema,
} from '../engine/vocab/common.js';
import { TriggerSchema } from '../engine/vocab/trigger-registry.js';
import { EffectSchema, ModeSchema } from '../engine/vocab/registry.js';
import { CardFieldsSchema } from './compile.js';
import { compactDefs } from './json-schema.js';
import { COSTS_WITH_X } from './compile-mana-types.js';

const Modal = { modes: Type.Optional(Type.Array(ModeSchema, { minItems: 2, maxItems: 8 })) };
const SpellSchema = Type.Object(
  {
    targets: Type.Optional(Type.Array(TargetSchema, { maxItems: 4 })),
    effect: Type.Optional(EffectSchema),
    ...Modal,
    xColor: Type.Optional(
      Type.Intersect([ColorSchema], { description: '"Spend only [color] mana on X" (the card\'s cost has {X})' }),
    ),
    additionalCost: Type.Optional(SpellCostSchema),
    choose: Type.Optional(
      Type.Integer({
        minimum: 2,
        maximum: 3,
        description:
          '"Choose two": with modes, that many different modes are chosen; each combination, its modes in printed order, is one mode of the compiled spell',
      }),
    ),
    entwine: Type.Optional(
      Type.String({
        pattern: MANA_COST_PATTERN,
        description: 'entwine cost: with modes, you may choose all of them (in order) if you also pay this',
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'an instant or sorcery: what it does on resolution (or "choose one": modes)',
  },
);

export const AbilitySchema = Type.Union([
  Type.Object(
    {
      kind: Type.Literal('mana'),
      cost: Type.Array(CostSchema),
      produce: Type.Union([
        Type.String({
          description:
            'one mana symbol like "{G}" ("{1}" or "{C}": colorless), "any" (one mana of any color), or "anyTypeALandYouControlCouldProduce" (Reflecting Pool: one mana of any type the mana abilities of lands you control could produce, whatever their costs, other such abilities left out), or "eachColorAmongPermanentsYouControl" (Bloom Tender: one mana of each color among permanents you control; played by its controller, not the automatic payer)',
        }),
        Type.Array(Type.String(), {
          minItems: 2,
          maxItems: 5,
          description: 'one mana of a color chosen among these symbols: "{R} or {G}"',
        }),
      ]),
      damageToYou: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 20,
          description:
            '"[This] deals N damage to you." as part of the mana ability (406.1: pain lands); a Damage event from the permanent, with no stack',
        }),
      ),
      spendOnly: Type.Optional(
        Type.Union([
          Type.Intersect([FilterSchema], {
            description:
              '"Spend this mana only to play [matching] spells or activated abilities of [matching permanents]" (Smokebraider: {"subtypes": ["Elemental"]}); with "produce": "any" and cost ["{T}"]',
          }),
          Type.Literal(COSTS_WITH_X, {
            description:
              '"Spend this mana only on costs that contain {X}" (Rosheen Meanderer): any part of the cost of a spell or activated ability with {X} in it; with cost ["{T}"] and "produce" colorless mana, "{1}" to "{4}" (or "any")',
          }),
        ]),
      ),
      amount: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 2,
          description: 'with spendOnly: 2 is "two mana in any combination of colors"',
        }),
      ),
      maxPerTurn: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 255,
          description:
            'play this ability no more than N times each turn (Manaforge Cinder; a mana ability with a cost other than {T})',
        }),
      ),
      chooseAPlayer: Type.Optional(
        Type.Literal(true, {
          description:
            '"Choose a player. That player adds {G}{G}{G} to his or her mana pool" (Valleymaker): the player is chosen as it is played, one mode each; with a cost other than {T} and one string of mana symbols',
        }),
      ),
      times: Type.Optional(
        Type.Intersect([AmountSchema], {
          description:
            'with produce "any": that much mana of any one color, one color chosen for all of it ("Add X mana of any one color", Springjack Pasture; "x" needs a sacrificeX cost); its controller plays it',
        }),
      ),
      alsoEffect: Type.Optional(
        Type.Intersect([EffectSchema], {
          description:
            'what it does after adding its mana, with no targets and no mana ("You gain X life", Springjack Pasture); its controller plays it',
        }),
      ),
      text: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('activated'),
      cost: Type.Array(CostSchema),
      targets: Type.Optional(Type.Array(TargetSchema, { maxItems: 4 })),
      effect: Type.Optional(EffectSchema),
      ...Modal,
      timing: Type.Optional(
        Type.Union([
          Type.Literal('sorcery', { description: 'play this ability only any time you could play a sorcery' }),
          Type.Literal('oncePerTurn', { description: 'play this ability only once each turn' }),
          Type.Literal('yourUpkeep', { description: 'play this ability only during your upkeep' }),
          Type.Literal('yourTurn', { description: 'play this ability only during your turn' }),
        ]),
      ),
      maxPerTurn: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 255,
          description: 'play this ability no more than N times each turn (Vampire Bats)',
        }),
      ),
      if: Type.Optional(
        Type.Intersect([countBoundsSchema('')], {
          description:
            '"Play this ability only if you control two or more black permanents" (Leechridden Swamp): a count seen from the player playing it, checked as it could be played',
        }),
      ),
      anyPlayer: Type.Optional(
        Type.Literal(true, {
          description: 'any player may play it (403.2)',
        }),
      ),
      fromGraveyard: Type.Optional(
        Type.Literal(true, {
          description: "played only from its owner's graveyard",
        }),
      ),
      text: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('equip'), cost: Type.Array(CostSchema), text: Type.Optional(Type.String()) },
    {
      additionalProperties: false,
      description:
        'Equip [cost]: attach this Equipment to target creature you control, only as a sorcery (an Equipment needs one)',
    },
  ),
  Type.Object(
    {
      kind: Type.Literal('triggered'),
      when: TriggerSchema,
      if: Type.Optional(ConditionSchema),
      targets: Type.Optional(Type.Array(TargetSchema, { maxItems: 4 })),
      effect: Type.Optional(EffectSchema),
      ...Modal,
      text: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('static'),
      effect: Type.Optional(StaticSchema),
      effects: Type.Optional(
        Type.Array(StaticSchema, {
          minItems: 2,
          maxItems: MAX_STATIC_PARTS,
          description:
            'instead of "effect": the parts of one printed ability whose effect applies in several layers, with one filter ("all creatures lose all abilities and are 1/1"); once it starts to apply, its later parts go on applying to the same objects even if its source loses the ability meanwhile (418.5b)',
        }),
      ),
      while: Type.Optional(
        Type.Union([
          countBoundsSchema(
            '"as long as you control a Faerie": the ability applies only while the count holds, seen from its controller',
          ),
          lifeBoundsSchema,
          libraryBoundsSchema,
        ]),
      ),
      text: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
]);

export const CardSchema = Type.Composite(
  [
    Type.Omit(CardFieldsSchema, ['spell', 'abilities', 'enchant', 'comesIntoPlayAsCopyOf']),
    Type.Object({
      spell: Type.Optional(SpellSchema),
      abilities: Type.Optional(Type.Array(AbilitySchema)),
      comesIntoPlayAsCopyOf: Type.Optional(
        Type.Intersect([FilterSchema], {
          description:
            '"As [this] comes into play, you may choose a [matching permanent] in play. If you do, [this] comes into play as a copy of it." (Clone, layer 1)',
        }),
      ),
      enchant: Type.Optional(
        Type.Union(
          [TargetSchemas.creature, TargetSchemas.permanent, TargetSchemas.cardInGraveyard, TargetSchemas.player],
          {
            description:
              'an Aura\'s "enchant": what it can enchant, which its spell targets (required on an Aura); cardInGraveyard: "enchant creature card in a graveyard" (Animate Dead), until its returnEnchanted ability changes it; player: "enchant player" ("player": "opponent": "enchant opponent"), an Aura attached to a player (502.45d of 2008)',
          },
        ),
      ),
    }),
  ],
  { additionalProperties: false },
);

export type CardDef = Static<typeof CardSchema>;

/**
 * The JSON Schema of a card file (one card, an array of cards, or {"$schema", "cards": [...]}), for editors
 * and other tools: made compact from the registries' schemas (json-schema.ts), each shared part once.
 */
export function cardJsonSchema(): Record<string, unknown> {
  published ??= buildJsonSchema();
  return published;
}
let published: Record<string, unknown> | undefined;

function buildJsonSchema(): Record<string, unknown> {
  const cardList = { type: 'array', items: { $ref: '#/$defs/Card' } };
  const $defs = compactDefs({
    recursive: { Effect: EffectSchema },
    // Shared parts with names of their own (any other repeated part is named after its field).
    named: {
      Card: CardSchema,
      Ability: AbilitySchema,
      Mode: ModeSchema,
      Target: TargetSchema,
      // Each target kind by itself too: an Aura's "enchant" takes three of them.
      ...Object.fromEntries(
        Object.entries(TargetSchemas).map(([kind, s]) => [`Target${kind[0].toUpperCase()}${kind.slice(1)}`, s]),
      ),
      Cost: CostSchema,
      Trigger: TriggerSchema,
      Condition: ConditionSchema,
      Static: StaticSchema,
      Filter: FilterSchema,
      Amount: AmountSchema,
      PlayerRef: PlayerRefSchema,
      ObjectRef: ObjectRefSchema,
      ManaCost: ManaCostSchema,
      Keyword: KeywordSchema,
      CardType: CardTypeSchema,
      Color: ColorSchema,
    },
  });
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'mtg-playtest card file',
    description:
      'A card object, a list of cards, or {"$schema": ..., "cards": [...]} (docs/cards.md). Each card\'s fields are checked by the one that says what it is: an effect by its "op", an ability by its "kind", a trigger by its "event".',
    type: ['array', 'object'],
    items: { $ref: '#/$defs/Card' },
    // An object is a card or a list under "cards": each part checked only as what it is (no if/then wrapper).
    dependencies: {
      cards: { properties: { $schema: { type: 'string' }, cards: cardList }, additionalProperties: false },
      name: { $ref: '#/$defs/Card' },
    },
    anyOf: [{ required: ['cards'] }, { required: ['name'] }],
    $defs,
  };
}
