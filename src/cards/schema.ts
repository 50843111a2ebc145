// The card-definition schema: a card is JSON-compatible data in a closed vocabulary (design.md,
// "Cards as data"). It is assembled from the vocabulary registry (src/engine/vocab/), the same source
// the validator uses, so the TypeScript types below and the JSON Schema (cardJsonSchema) cannot drift
// from what compile.ts accepts.
import { type Static, Type } from '@sinclair/typebox';
import { ConditionSchema, TargetSchema, TargetSchemas } from '../engine/vocab/abilities.js';
import { CostSchema, SpellCostSchema } from '../engine/vocab/cost-registry.js';
import { MAX_STATIC_PARTS, StaticSchema } from '../engine/vocab/static-registry.js';
import { AmountSchema, ColorSchema, FilterSchema, MANA_COST_PATTERN } from '../engine/vocab/common.js';
import { TriggerSchema } from '../engine/vocab/trigger-registry.js';
import { EffectSchema, ModeSchema } from '../engine/vocab/registry.js';
import { CardFieldsSchema } from './compile.js';

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
          description: 'one mana symbol like "{G}" ("{1}" or "{C}": colorless), or "any" (one mana of any color)',
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
        ]),
      ),
      maxPerTurn: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 255,
          description: 'play this ability no more than N times each turn (Vampire Bats)',
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
        Type.Union([TargetSchemas.creature, TargetSchemas.permanent, TargetSchemas.cardInGraveyard], {
          description:
            'an Aura\'s "enchant": what it can enchant, which its spell targets (required on an Aura); cardInGraveyard: "enchant creature card in a graveyard" (Animate Dead), until its returnEnchanted ability changes it',
        }),
      ),
    }),
  ],
  { additionalProperties: false },
);

export type CardDef = Static<typeof CardSchema>;

/** The JSON Schema of a card file (one card or an array of cards), for editors and other tools. */
export function cardJsonSchema(): Record<string, unknown> {
  // Amount too: inlined in every verb, it made the validators' effect function too big to recurse (ajv).
  // Static too: a static ability's "effect" and each of its "effects" are the same union.
  const shared = { Effect: EffectSchema, Filter: FilterSchema, Amount: AmountSchema, Static: StaticSchema };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'mtg-playtest card file',
    definitions: {
      Effect: refs(Object.fromEntries(Object.entries(EffectSchema).filter(([k]) => k !== '$id')), shared, 'Effect'),
      Filter: refs(FilterSchema, shared, 'Filter'),
      Amount: refs(AmountSchema, shared, 'Amount'),
      Static: refs(StaticSchema, shared, 'Static'),
      Card: refs(CardSchema, shared, ''),
    },
    anyOf: [
      { $ref: '#/definitions/Card' },
      { type: 'array', items: { $ref: '#/definitions/Card' } },
      {
        type: 'object',
        properties: { $schema: { type: 'string' }, cards: { type: 'array', items: { $ref: '#/definitions/Card' } } },
        required: ['cards'],
        additionalProperties: false,
      },
    ],
  };
}

/**
 * The schema with each copy of a shared definition (TypeBox inlines them: the effect tree and the
 * filter appear hundreds of times) replaced by a reference, and TypeBox's own "$ref": "Effect" made a
 * JSON pointer: about 40 times smaller, and plain draft-07 for any editor.
 */
function refs(node: unknown, shared: Record<string, object>, self: string): unknown {
  const keys = new Map(Object.entries(shared).map(([name, s]) => [name, JSON.stringify(s)]));
  const walk = (v: unknown, top: boolean): unknown => {
    if (Array.isArray(v)) return v.map((x) => walk(x, false));
    if (typeof v !== 'object' || v === null) return v;
    const o = v as Record<string, unknown>;
    if (o.$ref === 'Effect') return { $ref: '#/definitions/Effect' };
    if (!top && (o.$id === 'Effect' || o.type === 'object' || o.anyOf !== undefined)) {
      const text = o.$id === 'Effect' ? keys.get('Effect') : JSON.stringify(o);
      for (const [name, k] of keys) if (name !== self && text === k) return { $ref: `#/definitions/${name}` };
      if (o.$id === 'Effect') return { $ref: '#/definitions/Effect' };
    }
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, walk(x, false)]));
  };
  return walk(node, true);
}
