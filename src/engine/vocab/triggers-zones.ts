// Trigger words of permanents coming into play and leaving it, and cards put into a graveyard (410.10).
import { Type } from '@sinclair/typebox';
import { AbilityKind, TriggerEvent } from '../core/cardform.js';
import { EventKind, Step, Zone } from '../core/constants.js';
import { EventField } from '../core/event-records.js';
import { type Game, Global, ownerOf, refId } from '../core/state.js';
import { FilterSchema } from './common.js';
import { PrintedFilterSchema } from './abilities.js';
import { defineTrigger, objectOccurs, objectOnly, selfSchema, whoseSchema } from './trigger.js';

/** A leaves-play trigger's "that much": the counters on it as it left ("a token for each counter on it"). */
const countersAmount = () => ({ object: true, player: false, amount: true });

/** Is it the combat phase (beginning of combat to end of combat)? */
const duringCombat = (g: Game) => g.m[Global.Step] >= Step.BeginCombat && g.m[Global.Step] <= Step.EndCombat;

export const comesIntoPlay = defineTrigger({
  name: 'comesIntoPlay',
  schema: Type.Object(
    {
      event: Type.Literal('comesIntoPlay'),
      filter: Type.Optional(FilterSchema),
      self: selfSchema,
      fromGraveyard: Type.Optional(
        Type.Literal(true, { description: "the ability works only from its owner's graveyard" }),
      ),
      from: Type.Optional(
        Type.Literal('graveyard', {
          description: '"is put into play from a graveyard" (River Kelpie): only a permanent that came from one',
        }),
      ),
    },
    { additionalProperties: false, description: 'when this (self) or a matching permanent comes into play (410.10a)' },
  ),
  event: TriggerEvent.ComesIntoPlay,
  kind: AbilityKind.EnterTrigger,
  subject: 'required',
  parts: objectOnly,
  match: (_g, t, _o, _ctrl, occ) => t.fromZone === Zone.None || occ.aux === t.fromZone,
  compile(o, c, f, t) {
    if (o.from === 'graveyard') t.fromZone = Zone.Graveyard;
    if (o.fromGraveyard !== true) return;
    if (o.self === true) c.fail(`${f}.fromGraveyard`, 'a filter, not self, for a card in a graveyard', true);
    t.zone = Zone.Graveyard;
  },
});

export const putIntoGraveyardFromPlay = defineTrigger({
  name: 'putIntoGraveyardFromPlay',
  schema: Type.Object(
    {
      event: Type.Literal('putIntoGraveyardFromPlay'),
      filter: Type.Optional(FilterSchema),
      self: selfSchema,
      duringCombat: Type.Optional(Type.Boolean({ description: 'only during the combat phase' })),
    },
    {
      additionalProperties: false,
      description: 'when this or a matching permanent is put into a graveyard from play; looks back in time (410.10d)',
    },
  ),
  event: TriggerEvent.PutIntoGraveyardFromPlay,
  kind: AbilityKind.LeaveTrigger,
  subject: 'required',
  parts: countersAmount,
  compile(o, _c, _f, t) {
    t.combat = o.duringCombat === true;
  },
  match: (g, t) => !t.combat || duringCombat(g),
});

export const leavesPlay = defineTrigger({
  name: 'leavesPlay',
  schema: Type.Object(
    { event: Type.Literal('leavesPlay'), self: Type.Literal(true) },
    {
      additionalProperties: false,
      description: 'when this permanent leaves play, to any zone; looks back in time (410.10c)',
    },
  ),
  event: TriggerEvent.LeavesPlay,
  kind: AbilityKind.LeaveTrigger,
  subject: 'required',
  parts: objectOnly,
});

export const destroyed = defineTrigger({
  name: 'destroyed',
  schema: Type.Object(
    {
      event: Type.Literal('destroyed'),
      filter: Type.Optional(FilterSchema),
      self: selfSchema,
      whose: whoseSchema('spell or ability destroys it'),
    },
    {
      additionalProperties: false,
      description:
        'whenever a spell or ability (yours, an opponent\'s) destroys this or a matching permanent (not lethal damage or a regenerated one, 410.7); looks back in time; "that player": that spell or ability\'s controller',
    },
  ),
  event: TriggerEvent.Destroyed,
  kind: AbilityKind.LeaveTrigger,
  subject: 'required',
  parts: () => ({ object: true, player: true, amount: false }),
});

// A card put into a graveyard from anywhere: its own "when this is put into a graveyard" abilities work
// from there (own), and permanents in play listen for matching cards (printed characteristics).
export const putIntoGraveyard = defineTrigger({
  name: 'putIntoGraveyard',
  schema: Type.Object(
    {
      event: Type.Literal('putIntoGraveyard'),
      self: selfSchema,
      filter: Type.Optional(PrintedFilterSchema),
      whose: whoseSchema('card'),
    },
    {
      additionalProperties: false,
      description:
        'when this card (self: the ability works from the graveyard) or a matching card (printed types) is put into a graveyard from anywhere',
    },
  ),
  event: TriggerEvent.PutIntoGraveyard,
  kind: AbilityKind.GraveTrigger,
  subject: 'optional',
  parts: () => ({ object: true, player: true, amount: false }),
  compile(o, c, f) {
    if (o.self !== true && o.filter === undefined && o.whose === undefined)
      c.fail(`${f}.self`, 'true, or a filter or whose naming which cards', o.self);
  },
  printed: true,
  on: EventKind.Move,
  occurs(g, b, occ) {
    if (g.m[b + EventField.Aux] !== Zone.Graveyard) return false;
    const id = refId(g.m[b + EventField.Obj]);
    return objectOccurs(g, occ, id, ownerOf(g, id));
  },
  own: true,
});
