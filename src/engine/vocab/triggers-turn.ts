// Trigger words of steps, spells played, mana, cards drawn and discarded, turning face up, and states.
import { Type } from '@sinclair/typebox';
import { cardColors } from '../facts/card-colors.js';
import { AbilityKind, type AmountC, TriggerEvent, Whose } from '../core/cardform.js';
import { COLOR_NAMES, EventKind, Flag, STEP_NAMES, Zone } from '../core/constants.js';
import { EventField, EventFlag } from '../core/event-records.js';
import { cardIdOf, flagsOf, type Game, Global, ownerOf, ref, refId, zoneOf } from '../core/state.js';
import { countObjects } from '../facts/runtime.js';
import { type Occurrence, OccurrenceFlag } from '../batch/trigger-kinds.js';
import { bits, CardTypeSchema, ColorSchema, type Compile, COUNT_BOUNDS_FIELDS, FilterSchema } from './common.js';
import { spellPlayedFrom } from '../facts/stack-items.js';
import { defineTrigger, objectOccurs, objectOnly, whoseSchema } from './trigger.js';

const PRIORITY_STEPS = ['upkeep', 'draw', 'main1', 'beginCombat', 'endCombat', 'main2', 'end'] as const;

export const beginningOfStep = defineTrigger({
  name: 'beginningOfStep',
  schema: Type.Object(
    {
      event: Type.Literal('beginningOfStep'),
      step: Type.Union(PRIORITY_STEPS.map((x) => Type.Literal(x))),
      whose: Type.Union([Type.Literal('you'), Type.Literal('each'), Type.Literal('opponent')]),
      fromGraveyard: Type.Optional(
        Type.Boolean({ description: "the ability works only while this card is in its owner's graveyard" }),
      ),
    },
    { additionalProperties: false, description: "at the beginning of the step of your, each or an opponent's turn" },
  ),
  event: TriggerEvent.BeginningOfStep,
  kind: AbilityKind.StepTrigger,
  subject: 'optional',
  parts: () => ({ object: false, player: true, amount: false }),
  compile(o, _c, _f, t) {
    t.step = STEP_NAMES.indexOf(o.step);
    t.zone = o.fromGraveyard === true ? Zone.Graveyard : Zone.InPlay;
  },
  // occ.aux: the step that began (batch/triggers.ts onStepBegin)
  match: (_g, t, _o, _ctrl, occ) => t.step === occ.aux,
});

export const spellCast = defineTrigger({
  name: 'spellCast',
  schema: Type.Object(
    {
      event: Type.Literal('spellCast'),
      filter: Type.Optional(
        Type.Object(
          {
            types: Type.Optional(Type.Array(CardTypeSchema)),
            notTypes: Type.Optional(Type.Array(CardTypeSchema)),
            colors: Type.Optional(Type.Array(ColorSchema)),
            notColors: Type.Optional(Type.Array(ColorSchema)),
            subtypes: Type.Optional(
              Type.Array(Type.String(), { description: 'has at least one of these subtypes ("an Elf spell")' }),
            ),
            chosenCreatureType: Type.Optional(
              Type.Literal(true, {
                description: 'a spell of the creature type chosen as this came into play (Door of Destinies)',
              }),
            ),
          },
          { additionalProperties: false },
        ),
      ),
      whose: whoseSchema('spell'),
      bothColors: Type.Optional(
        Type.Array(ColorSchema, {
          minItems: 2,
          description: '"a spell that\'s both black and green": the spell has every one of these colors',
        }),
      ),
      turn: Type.Optional(
        Type.Union([Type.Literal('yours'), Type.Literal('opponents')], {
          description:
            '"during your turn" or "during an opponent\'s turn" (the turn of the trigger\'s controller or of an opponent)',
        }),
      ),
      fromGraveyard: Type.Optional(
        Type.Literal(true, {
          description: 'it works in the graveyard',
        }),
      ),
      playedFrom: Type.Optional(
        Type.Literal('graveyard', {
          description:
            '"a spell is played from a graveyard" (River Kelpie: retrace, or played free from one as Horde of Notions does)',
        }),
      ),
      self: Type.Optional(
        Type.Literal(true, {
          description:
            '"When you play [this]" (Demigod of Revenge): it triggers from the stack as this card is played as a spell, and never in play',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'whenever a player (you, an opponent) plays a (matching) spell; "it": the spell, "that player": its caster',
    },
  ),
  event: TriggerEvent.SpellCast,
  kind: AbilityKind.CastTrigger,
  subject: 'optional',
  parts: () => ({ object: true, player: true, amount: false }),
  compile(o, c, f, t) {
    t.turn = o.turn === 'yours' ? Whose.You : o.turn === 'opponents' ? Whose.Opponent : Whose.Each;
    t.colorsAll = bits(o.bothColors, COLOR_NAMES);
    if (o.fromGraveyard === true) t.zone = Zone.Graveyard;
    if (o.playedFrom === 'graveyard') t.fromZone = Zone.Graveyard;
    if (o.self !== true) return;
    // "When you play [this]": the spell's own ability, queued as it is played (batch/triggers.ts onSpellCast)
    const other = ['filter', 'whose', 'bothColors', 'turn', 'fromGraveyard', 'playedFrom'].find((k) => k in o);
    if (other !== undefined)
      c.fail(`${f}.${other}`, 'nothing else beside "self" (the spell itself, played by you)', other);
    t.zone = Zone.Stack;
  },
  // Whose turn it is, seen from the trigger's controller; the spell's card's colors for bothColors.
  match: (g, t, _o, ctrl, occ) =>
    (t.turn === Whose.Each || (g.m[Global.Active] === ctrl) === (t.turn === Whose.You)) &&
    (t.colorsAll === 0 || (cardColors(g, g.cards[cardIdOf(g, refId(occ.eventRef))]) & t.colorsAll) === t.colorsAll) &&
    (t.fromZone === Zone.None || spellPlayedFrom(g, refId(occ.eventRef)) === t.fromZone),
  printed: true, // the spell's card, by its printed characteristics
});

/** A Tap event for mana: its permanent and who tapped it (the occurrence of abilityActivated and tappedForMana). */
function tapForManaOccurs(g: Game, b: number, occ: Occurrence): boolean {
  if ((g.m[b + EventField.Flags] & EventFlag.ForMana) === 0) return false;
  return objectOccurs(g, occ, refId(g.m[b + EventField.Obj]), g.m[b + EventField.Player]);
}

export const abilityActivated = defineTrigger({
  name: 'abilityActivated',
  schema: Type.Object(
    {
      event: Type.Literal('abilityActivated'),
      filter: Type.Optional(FilterSchema),
      whose: whoseSchema('ability'),
      nonMana: Type.Optional(
        Type.Literal(true, {
          description:
            '"if it isn\'t a mana ability": abilities put on the stack only (Rings of Brighthearth; its effect may copyAbility)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'whenever a player (you) plays an activated ability of a matching permanent (no filter: of anything), a mana ability too ("Whenever you play an activated ability of an Elemental"); "it": the permanent',
    },
  ),
  event: TriggerEvent.AbilityActivated,
  subject: 'optional',
  parts: () => ({ object: true, player: true, amount: false }),
  compile(o, c, _f, t) {
    // the least amount an occurrence needs: the ability's stack record + 1 (a mana ability's Tap has 0)
    t.minBlockers = o.nonMana === true ? 1 : 0;
    c.activationTrigger = o.nonMana === true;
  },
  match: (_g, t, _o, _ctrl, occ) => occ.amount >= t.minBlockers,
  // Abilities put on the stack fire it (batch/triggers.ts onAbilityActivated); a mana ability the automatic payer
  // plays is its source's Tap for mana (406.1: one activation per source tapped).
  on: EventKind.Tap,
  occurs: tapForManaOccurs,
});

export const tappedForMana = defineTrigger({
  name: 'tappedForMana',
  schema: Type.Object(
    { event: Type.Literal('tappedForMana'), filter: FilterSchema, whose: whoseSchema('permanent') },
    {
      additionalProperties: false,
      description:
        'whenever a player taps a matching permanent for mana; "it": the permanent, "that player": who tapped it',
    },
  ),
  event: TriggerEvent.TappedForMana,
  kind: AbilityKind.ManaTrigger,
  subject: 'optional',
  parts: () => ({ object: true, player: true, amount: false }),
  on: EventKind.Tap,
  occurs: tapForManaOccurs,
});

/**
 * "Whenever [it] is tapped for mana, [add mana]" (Overgrowth) made of tappedForMana and a lone addMana
 * (src/cards/compile.ts): a mana ability itself (406.1, 411.3), never queued; the payer adds its mana
 * as the permanent's own (actions/mana.ts, batch/triggers.ts triggeredManaOf). Not a word of its own.
 */
export const manaAbility = defineTrigger({
  ...tappedForMana,
  name: '',
  event: TriggerEvent.ManaAbility,
  on: undefined,
  occurs: undefined,
  compile: undefined,
});

export const draws = defineTrigger({
  name: 'draws',
  schema: Type.Object(
    { event: Type.Literal('draws'), whose: whoseSchema('draw') },
    {
      additionalProperties: false,
      description: 'whenever a player (you, an opponent) draws a card: once per card; "that player": who drew',
    },
  ),
  event: TriggerEvent.Draws,
  kind: AbilityKind.CardTrigger,
  subject: 'optional',
  parts: () => ({ object: true, player: true, amount: false }),
  on: EventKind.Draw,
  occurs(g, b, occ) {
    occ.subject = refId(g.m[b + EventField.Obj]); // the card drawn
    occ.eventRef = g.m[b + EventField.Obj];
    occ.player = g.m[b + EventField.Player];
    occ.amount = 0;
    occ.flags = 0;
    return true;
  },
});

export const discards = defineTrigger({
  name: 'discards',
  schema: Type.Object(
    {
      event: Type.Literal('discards'),
      whose: whoseSchema('discard'),
      self: Type.Optional(
        Type.Literal(true, {
          description: "this card is discarded: the ability triggers from where the card went (its owner's graveyard)",
        }),
      ),
      causedBy: Type.Optional(
        Type.Literal('opponent', {
          description:
            '"when a spell or ability an opponent controls causes you to discard [this]": only such a discard (not a cost you pay, not the cleanup step\'s)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'whenever a player (you, an opponent) discards a card, or (self) this card: once per card; "it": the card',
    },
  ),
  event: TriggerEvent.Discards,
  kind: AbilityKind.CardTrigger,
  subject: 'optional',
  parts: () => ({ object: true, player: true, amount: false }),
  compile(o, c, f, t) {
    if (o.causedBy !== undefined && o.self !== true)
      c.fail(`${f}.causedBy`, '"causedBy" only with "self": true (this card is discarded)', o.causedBy);
    t.causedBy = o.causedBy === 'opponent' ? Whose.Opponent : Whose.Each;
  },
  // A discard replaced by a move elsewhere is still one (EventFlag.WasDiscard: the event's Spare).
  on: EventKind.Move,
  order: -1, // its triggers before the graveyard's (the order they have always been queued in)
  occurs(g, b, occ) {
    if (g.m[b + EventField.Spare] !== EventKind.Discard) return false;
    const id = refId(g.m[b + EventField.Obj]);
    occ.aux = g.m[b + EventField.Player]; // the controller of what caused it (-1: a game rule)
    return objectOccurs(g, occ, id, ownerOf(g, id)); // who discarded it
  },
  own: true,
  // The card's own ability works from the graveyard it went to, and only for the cause it names.
  match: (g, t, _o, _ctrl, occ) =>
    (occ.flags & OccurrenceFlag.Own) === 0 ||
    (zoneOf(g, occ.subject) === Zone.Graveyard &&
      (t.causedBy === Whose.Each || (occ.aux >= 0 && occ.aux !== occ.player))),
});

export const turnedFaceUp = defineTrigger({
  name: 'turnedFaceUp',
  schema: Type.Object(
    { event: Type.Literal('turnedFaceUp'), self: Type.Literal(true) },
    {
      additionalProperties: false,
      description:
        "when this permanent is turned face up (morph, 502.26c; the turning doesn't use the stack, the ability does)",
    },
  ),
  event: TriggerEvent.TurnedFaceUp,
  kind: 0 as AbilityKind,
  subject: 'required',
  parts: objectOnly,
  on: EventKind.TurnFaceUp,
  occurs(g, b, occ) {
    return objectOccurs(g, occ, refId(g.m[b + EventField.Obj]), -1);
  },
});

// 410.11 of 2008: a state trigger watches a count of objects; it triggers as soon as the count is within
// bounds, and not again until its ability has left the stack (Flag.StateTriggered).
export const state = defineTrigger({
  name: 'state',
  schema: Type.Object(
    {
      event: Type.Literal('state'),
      ...COUNT_BOUNDS_FIELDS,
    },
    {
      additionalProperties: false,
      description:
        'a state trigger (410.11 of 2008): when the number of matching objects (in play by default; zone and whose for cards elsewhere) is at least / at most N ("when you control no other creatures": Emperor Crocodile). It triggers as soon as the state holds, even in the middle of a resolution (420.4), and not again until that ability has left the stack',
    },
  ),
  event: TriggerEvent.State,
  kind: AbilityKind.StateTrigger,
  subject: 'optional',
  parts: () => ({ object: false, player: false, amount: false }),
  compile(o, c, f, t) {
    t.state = stateOf(o, c, f);
  },
  match(g, t, o, ctrl) {
    if ((flagsOf(g, o) & Flag.StateTriggered) !== 0) return false;
    const s = t.state!;
    const n = countObjects(g, ctrl, o, s.count, -1, -1, ref(g, o));
    return n >= s.min && n <= s.max;
  },
});

/** A state trigger's state: the count and its bounds (one of atLeast, atMost). */
function stateOf(
  o: { count: unknown; zone?: string; whose?: string; atLeast?: number; atMost?: number },
  c: Compile,
  f: string,
): { count: AmountC; min: number; max: number } {
  if (o.atLeast === undefined && o.atMost === undefined) c.fail(f, 'atLeast or atMost', Object.keys(o));
  return {
    count: c.amount({ count: o.count, zone: o.zone, whose: o.whose } as never, f),
    min: o.atLeast ?? 0,
    max: o.atMost ?? 1000000,
  };
}
