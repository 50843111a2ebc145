// Trigger words of combat (410.9) and of damage dealt (one trigger per source or recipient per
// simultaneous damage event, with the total: batch/events.ts sums them).
import { Type } from '@sinclair/typebox';
import { AbilityKind, To, TriggerEvent, Whose } from '../core/cardform.js';
import { Zone } from '../core/constants.js';
import { type Game, liveId, zoneOf } from '../core/state.js';
import type { TriggeredC } from '../core/cardform.js';
import { OccurrenceFlag, type Occurrence } from '../batch/trigger-kinds.js';
import { matches } from '../facts/chars.js';
import { FilterSchema } from './common.js';
import { defineTrigger, itFilterSchema, objectOnly, selfSchema } from './trigger.js';

const TO: Record<string, To> = {
  any: To.Any,
  player: To.Player,
  opponent: To.Opponent,
  you: To.You,
  creature: To.Creature,
};

/** Does the event's other object ("it": the creature blocked or blocking) match the ability's itFilter? */
function itFits(g: Game, t: TriggeredC, o: number, ctrl: number, occ: Occurrence): boolean {
  if (t.itFilter === null) return true;
  const id = liveId(g, occ.eventRef);
  return id >= 0 && zoneOf(g, id) === Zone.InPlay && matches(g, t.itFilter, id, ctrl, o);
}

export const dealsDamage = defineTrigger({
  name: 'dealsDamage',
  schema: Type.Object(
    {
      event: Type.Literal('dealsDamage'),
      self: selfSchema,
      filter: Type.Optional(FilterSchema),
      combat: Type.Optional(Type.Boolean({ description: 'combat damage only' })),
      to: Type.Optional(
        Type.Union([
          Type.Literal('any'),
          Type.Literal('player'),
          Type.Literal('opponent'),
          Type.Literal('you'),
          Type.Literal('creature'),
        ]),
      ),
      fromGraveyard: Type.Optional(
        Type.Literal(true, { description: "the ability works only from its owner's graveyard" }),
      ),
      atLeast: Type.Optional(
        Type.Integer({
          minimum: 2,
          maximum: 100,
          description:
            '"whenever [this] deals 6 or more damage to an opponent" (Deus of Calamity): the total dealt to that recipient in the event is at least this',
        }),
      ),
      it: Type.Optional(
        Type.Literal('source', {
          description:
            'with "to": "creature": "it" is the source that dealt the damage and "that player" the controller of the creature dealt it, as it was dealt ("that Archer deals that much damage to that creature\'s controller": Greatbow Doyen)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'whenever this (or a matching permanent) deals damage (to a player, an opponent, you, a creature): once per simultaneous damage event and recipient (each player, each creature), "that much" is the total dealt to it; "it": the creature dealt damage (to "you": the source)',
    },
  ),
  event: TriggerEvent.DealsDamage,
  kind: AbilityKind.DamageTrigger,
  subject: 'required',
  parts: (t) => ({
    object: true,
    player: t.to === To.Player || t.to === To.Opponent || t.to === To.You || t.to === To.CreatureItSource,
    amount: true,
  }),
  compile(o, c, f, t) {
    t.combat = o.combat === true;
    t.to = TO[o.to ?? 'any'];
    t.minBlockers = o.atLeast ?? 1; // the least amount (any damage: 1) an occurrence must have
    if (o.it !== undefined && t.to !== To.Creature)
      c.fail(`${f}.it`, '"it": "source" only with "to": "creature"', o.it);
    if (o.it !== undefined) t.to = To.CreatureItSource;
    if (o.fromGraveyard !== true) return;
    if (o.self === true) c.fail(`${f}.fromGraveyard`, 'a filter, not self, for a card in a graveyard', true);
    t.zone = Zone.Graveyard; // "if [this] is in your graveyard, you may return [this] to your hand" (Auntie's Snitch)
  },
  // occ.aux: the kind of recipient this occurrence totals (batch/events.ts damageTriggers).
  match: (_g, t, _o, ctrl, occ) =>
    t.to === occ.aux &&
    occ.amount >= t.minBlockers &&
    (t.to !== To.You || occ.player === ctrl) &&
    (!t.combat || (occ.flags & OccurrenceFlag.Combat) !== 0) &&
    !(t.to === To.Opponent && occ.player === ctrl),
});

export const isDealtDamage = defineTrigger({
  name: 'isDealtDamage',
  schema: Type.Object(
    {
      event: Type.Literal('isDealtDamage'),
      self: selfSchema,
      filter: Type.Optional(FilterSchema),
      whose: Type.Optional(
        Type.Literal('you', {
          description:
            '"whenever you\'re dealt damage": this permanent\'s controller (instead of self or a filter; Lich)',
        }),
      ),
      combat: Type.Optional(Type.Boolean({ description: 'combat damage only' })),
    },
    {
      additionalProperties: false,
      description:
        'whenever this (or a matching creature, or you) is dealt damage: once per simultaneous damage event, "that much" is the total',
    },
  ),
  event: TriggerEvent.IsDealtDamage,
  kind: AbilityKind.DamageTrigger,
  subject: 'optional',
  parts: () => ({ object: true, player: false, amount: true }),
  compile(o, c, f, t) {
    if (o.whose !== undefined && (o.self === true || o.filter !== undefined))
      c.fail(`${f}.whose`, 'either "whose": "you" or self or a filter', o.whose);
    if (o.whose === undefined && o.self !== true && o.filter === undefined)
      c.fail(`${f}.self`, 'true, or a filter naming which objects', o.self);
    t.combat = o.combat === true;
  },
  // A creature dealt damage, or (ToPlayer) a player: "whenever you're dealt damage" (whose: you).
  match: (_g, t, _o, _ctrl, occ) =>
    ((occ.flags & OccurrenceFlag.ToPlayer) !== 0 ? t.whose === Whose.You : t.whose === Whose.Each) &&
    (!t.combat || (occ.flags & OccurrenceFlag.Combat) !== 0),
});

export const attacks = defineTrigger({
  name: 'attacks',
  schema: Type.Object(
    {
      event: Type.Literal('attacks'),
      self: selfSchema,
      filter: Type.Optional(FilterSchema),
      alone: Type.Optional(Type.Literal(true, { description: 'attacks alone' })),
    },
    { additionalProperties: false, description: 'whenever this (or a matching creature) attacks ("it": the attacker)' },
  ),
  event: TriggerEvent.Attacks,
  kind: AbilityKind.CombatTrigger,
  subject: 'required',
  parts: objectOnly,
  compile(o, _c, _f, t) {
    t.combat = o.alone === true;
  },
  match: (_g, t, _o, _ctrl, occ) => !t.combat || occ.amount === 1, // occ.amount: the attackers declared
});

export const attacksUnblocked = defineTrigger({
  name: 'attacksUnblocked',
  schema: Type.Object(
    { event: Type.Literal('attacksUnblocked'), self: selfSchema, filter: Type.Optional(FilterSchema) },
    {
      additionalProperties: false,
      description: "whenever this (or a matching creature) attacks and isn't blocked",
    },
  ),
  event: TriggerEvent.NotBlocked,
  kind: AbilityKind.CombatTrigger,
  subject: 'required',
  parts: objectOnly,
});

export const blocks = defineTrigger({
  name: 'blocks',
  schema: Type.Object(
    {
      event: Type.Literal('blocks'),
      self: selfSchema,
      filter: Type.Optional(FilterSchema),
      minBlocked: Type.Optional(
        Type.Integer({
          minimum: 2,
          maximum: 100,
          description: 'it blocks at least this many creatures',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'whenever this (or a matching creature) blocks: once per combat (410.9a); "it": the creature blocked (its first)',
    },
  ),
  event: TriggerEvent.Blocks,
  kind: AbilityKind.CombatTrigger,
  subject: 'required',
  parts: objectOnly,
  compile(o, _c, _f, t) {
    t.minBlockers = o.minBlocked ?? 1;
  },
  match: (_g, t, _o, _ctrl, occ) => occ.amount >= t.minBlockers, // occ.amount: the attackers it blocks
});

export const blocksCreature = defineTrigger({
  name: 'blocksCreature',
  schema: Type.Object(
    {
      event: Type.Literal('blocksCreature'),
      self: selfSchema,
      filter: Type.Optional(FilterSchema),
      itFilter: itFilterSchema,
    },
    {
      additionalProperties: false,
      description: 'whenever this blocks a creature: once per attacker it blocks (410.9b); "it": that creature',
    },
  ),
  event: TriggerEvent.BlocksCreature,
  kind: AbilityKind.CombatTrigger,
  subject: 'required',
  parts: objectOnly,
  match: itFits,
});

export const becomesBlocked = defineTrigger({
  name: 'becomesBlocked',
  schema: Type.Object(
    {
      event: Type.Literal('becomesBlocked'),
      self: selfSchema,
      filter: Type.Optional(FilterSchema),
      minBlockers: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 100, description: 'by this many creatures or more (410.9e)' }),
      ),
    },
    {
      additionalProperties: false,
      description: 'whenever this becomes blocked: once per combat (410.9c); "that much": the number of blockers',
    },
  ),
  event: TriggerEvent.BecomesBlocked,
  kind: AbilityKind.CombatTrigger,
  subject: 'required',
  parts: () => ({ object: true, player: false, amount: true }),
  compile(o, _c, _f, t) {
    t.minBlockers = o.minBlockers ?? 1;
  },
  match: (_g, t, _o, _ctrl, occ) => occ.amount >= t.minBlockers, // occ.amount: its blockers (410.9e)
});

export const blockedByCreature = defineTrigger({
  name: 'blockedByCreature',
  schema: Type.Object(
    {
      event: Type.Literal('blockedByCreature'),
      self: selfSchema,
      filter: Type.Optional(FilterSchema),
      itFilter: itFilterSchema,
    },
    {
      additionalProperties: false,
      description: 'whenever a creature blocks this: once per blocker (410.9d); "it": the blocker',
    },
  ),
  event: TriggerEvent.BlockedByCreature,
  kind: AbilityKind.CombatTrigger,
  subject: 'required',
  parts: objectOnly,
  match: itFits,
});
