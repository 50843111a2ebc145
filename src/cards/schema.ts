// The card-definition schema: a card is JSON-compatible data in a closed vocabulary (design.md,
// "Cards as data"). It is assembled from the vocabulary registry (src/engine/vocab/), the same source
// the validator uses, so the TypeScript types below and the JSON Schema (cardJsonSchema) cannot drift
// from what compile.ts accepts.
import { type Static, Type } from '@sinclair/typebox';
import { CostSchema, StaticSchema, TargetSchema, TriggerSchema } from '../engine/vocab/abilities.js';
import { AmountSchema, FilterSchema, ObjectRefSchema, PlayerRefSchema } from '../engine/vocab/common.js';
import { EffectSchema, ModeSchema } from '../engine/vocab/registry.js';
import { CardFieldsSchema } from './compile.js';

const Modal = { modes: Type.Optional(Type.Array(ModeSchema, { minItems: 2, maxItems: 8 })) };
const SpellSchema = Type.Object({ targets: Type.Optional(Type.Array(TargetSchema, { maxItems: 4 })), effect: Type.Optional(EffectSchema), ...Modal },
  { additionalProperties: false, description: 'an instant or sorcery: what it does on resolution (or "choose one": modes)' });

export const AbilitySchema = Type.Union([
  Type.Object({ kind: Type.Literal('mana'), cost: Type.Array(CostSchema), produce: Type.String(), text: Type.Optional(Type.String()) }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('activated'), cost: Type.Array(CostSchema), targets: Type.Optional(Type.Array(TargetSchema, { maxItems: 4 })),
    effect: Type.Optional(EffectSchema), ...Modal, text: Type.Optional(Type.String()) }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('triggered'), when: TriggerSchema, targets: Type.Optional(Type.Array(TargetSchema, { maxItems: 4 })),
    effect: Type.Optional(EffectSchema), ...Modal, text: Type.Optional(Type.String()) }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('static'), effect: StaticSchema, text: Type.Optional(Type.String()) }, { additionalProperties: false }),
]);

export const CardSchema = Type.Composite([
  Type.Omit(CardFieldsSchema, ['spell', 'abilities']),
  Type.Object({ spell: Type.Optional(SpellSchema), abilities: Type.Optional(Type.Array(AbilitySchema)) }),
], { additionalProperties: false });

export type CardDef = Static<typeof CardSchema>;
export type Effect = Static<typeof EffectSchema>;
export type Filter = Static<typeof FilterSchema>;
export type Amount = Static<typeof AmountSchema>;
export type PlayerRef = Static<typeof PlayerRefSchema>;
export type ObjectRef = Static<typeof ObjectRefSchema>;

/** The JSON Schema of a card file (one card or an array of cards), for editors and other tools. */
export function cardJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'mtg-playtest card file',
    definitions: { Effect: EffectSchema, Card: CardSchema },
    anyOf: [{ $ref: '#/definitions/Card' }, { type: 'array', items: { $ref: '#/definitions/Card' } },
      { type: 'object', properties: { cards: { type: 'array', items: { $ref: '#/definitions/Card' } } }, required: ['cards'] }],
  };
}
