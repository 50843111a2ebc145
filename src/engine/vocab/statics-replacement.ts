// Static ability words of replacement and prevention (419), combat restrictions (500.2-500.3) and
// rules for players: each makes a row of the Replacement layer while its source is in play, read where
// the rule is applied (batch/replace.ts, actions/combat-legal.ts, facts/targets.ts, actions/sba.ts).
import { Type } from '@sinclair/typebox';
import { COLOR_NAMES, STEP_NAMES, Zone } from '../core/constants.js';
import { ContinuousEffect, Layer, Who } from '../core/continuous.js';
import { bits, ColorSchema, FilterSchema } from './common.js';
import { defineStatic } from './static.js';
import { isCreatureType, subtypeId } from '../core/subtypes.js';
import { preventNoncombatToYou, preventToYourCreatures } from './replacements-damage.js';

export const doubleDamage = defineStatic({
  name: 'doubleDamage',
  schema: Type.Object(
    { op: Type.Literal('doubleDamage'), sourceFilter: Type.Optional(FilterSchema) },
    {
      additionalProperties: false,
      description:
        'if a (matching) source would deal damage, it deals double that damage instead (419.1a; two make x4, 419.6a)',
    },
  ),
  compile: (o, c) => ({
    layer: Layer.Replacement,
    what: ContinuousEffect.DoubleDamage,
    filter: c.filter(o.sourceFilter ?? {})!,
  }),
});

export const preventCombatDamageToAndBy = defineStatic({
  name: 'preventCombatDamageToAndBy',
  schema: Type.Object(
    { op: Type.Literal('preventCombatDamageToAndBy') },
    {
      additionalProperties: false,
      description: 'prevent all combat damage that would be dealt to and dealt by this permanent (419.1d)',
    },
  ),
  compile: () => ({ layer: Layer.Replacement, what: ContinuousEffect.PreventCombatToAndBy }),
});

export const preventAllDamage = defineStatic({
  name: 'preventAllDamage',
  schema: Type.Object(
    {
      op: Type.Literal('preventAllDamage'),
      to: Type.Boolean(),
      by: Type.Boolean(),
      of: Type.Union([Type.Literal('this'), Type.Literal('attached'), Type.Literal('yourAttackers')]),
      combat: Type.Optional(Type.Boolean({ description: 'combat damage only' })),
      sourceControllerDraws: Type.Optional(
        Type.Literal(true, {
          description:
            '"The source\'s controller draws cards equal to the damage prevented this way" (Swans of Bryn Argoll; only with to, not by)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'prevent all damage that would be dealt to (to) and/or dealt by (by) this permanent or the creature it enchants (of: attached; Cho-Manno, Heart of Light; 419.1d)',
    },
  ),
  compile(o, c, f) {
    if (!o.to && !o.by) c.fail(`${f}.to`, 'to or by (or both) true', o.to);
    if (o.of === 'attached' && !c.attaches) c.fail(`${f}.of`, '"attached" only on an Aura or Equipment', o.of);
    // yourAttackers: each attacking creature you control (Dolmen Gate)
    if (o.of === 'yourAttackers' && o.by) c.fail(`${f}.by`, 'damage to (not by) attacking creatures you control', o.by);
    const of = o.of === 'attached' ? 8 : o.of === 'yourAttackers' ? 16 : 0;
    const draws = o.sourceControllerDraws === true;
    if (draws && (!o.to || o.by)) c.fail(`${f}.sourceControllerDraws`, 'only with to (not by)', true);
    const a = (o.to ? 1 : 0) | (o.by ? 2 : 0) | (o.combat === true ? 4 : 0) | of | (draws ? 32 : 0);
    return { layer: Layer.Replacement, what: ContinuousEffect.PreventToBy, a };
  },
});

export const preventNoncombatDamageToYou = defineStatic({
  name: 'preventNoncombatDamageToYou',
  schema: Type.Object(
    {
      op: Type.Literal('preventNoncombatDamageToYou'),
      gainLife: Type.Optional(Type.Literal(true, { description: 'you gain that much life (Purity)' })),
    },
    {
      additionalProperties: false,
      description: 'prevent all noncombat damage to you (419.1d)',
    },
  ),
  compile: (o) => ({
    layer: Layer.Replacement,
    what: preventNoncombatToYou.what as ContinuousEffect,
    a: o.gainLife === true ? 1 : 0,
  }),
});

export const preventDamageToYourCreatures = defineStatic({
  name: 'preventDamageToYourCreatures',
  schema: Type.Object(
    {
      op: Type.Literal('preventDamageToYourCreatures'),
      other: Type.Optional(Type.Literal(true, { description: 'other than this permanent' })),
      counters: Type.Optional(
        Type.Literal('+1/+1', {
          description: 'put a +1/+1 counter on that creature for each 1 damage prevented this way (Vigor)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'if damage would be dealt to a creature you control (other: other than this), prevent that damage (419.1d); counters: the creature gets that many +1/+1 counters instead',
    },
  ),
  compile: (o) => ({
    layer: Layer.Replacement,
    what: preventToYourCreatures.what as ContinuousEffect,
    a: (o.other === true ? 1 : 0) | (o.counters === '+1/+1' ? 2 : 0),
  }),
});

export const skipSteps = defineStatic({
  name: 'skipSteps',
  schema: Type.Object(
    {
      op: Type.Literal('skipSteps'),
      step: Type.Union([Type.Literal('untap'), Type.Literal('upkeep'), Type.Literal('draw')]),
      players: Type.Union([Type.Literal('each'), Type.Literal('you'), Type.Literal('opponents')]),
    },
    {
      additionalProperties: false,
      description:
        '[players] skip their [step] steps, every occurrence while this permanent is in play (419.6e; Stasis: "Players skip their untap steps")',
    },
  ),
  compile: (o) => ({
    layer: Layer.Replacement,
    what: ContinuousEffect.SkipEachStep,
    a: STEP_NAMES.indexOf(o.step),
    b: ['each', 'you', 'opponents'].indexOf(o.players),
  }),
});

export const comesIntoPlayTapped = defineStatic({
  name: 'comesIntoPlayTapped',
  schema: Type.Object(
    { op: Type.Literal('comesIntoPlayTapped'), filter: FilterSchema },
    {
      additionalProperties: false,
      description: 'matching permanents come into play tapped (419.1c; types and colors of the card)',
    },
  ),
  compile(o, c, f) {
    // "Comes into play tapped" judges the card before it is in play (410.10e): its printed types and colors (and the
    // parity of its converted mana cost, entersTapped reads it).
    const { manaValueParity: _parity, ...printed } = o.filter;
    c.printedOnly(printed, `${f}.filter`);
    return { layer: Layer.Replacement, what: ContinuousEffect.EntersTapped, filter: c.filter(o.filter)! };
  },
});

export const comesIntoPlayWithAdditionalCounter = defineStatic({
  name: 'comesIntoPlayWithAdditionalCounter',
  schema: Type.Object(
    { op: Type.Literal('comesIntoPlayWithAdditionalCounter'), filter: FilterSchema },
    {
      additionalProperties: false,
      description: 'matching permanents come into play with an additional +1/+1 counter',
    },
  ),
  compile: (o, c) => ({ layer: Layer.Replacement, what: ContinuousEffect.EntryCounter, filter: c.filter(o.filter)! }),
});

export const redirectDamageToAttached = defineStatic({
  name: 'redirectDamageToAttached',
  schema: Type.Object(
    { op: Type.Literal('redirectDamageToAttached') },
    {
      additionalProperties: false,
      description:
        'all damage that would be dealt to you is dealt to the creature this Aura enchants instead (419.6c: nothing happens if it is gone or no longer a creature; Pariah)',
    },
  ),
  compile(o, c, f) {
    if (!c.attaches) c.fail(`${f}.op`, 'redirectDamageToAttached only on an Aura or Equipment', o.op);
    return { layer: Layer.Replacement, what: ContinuousEffect.RedirectToAttached };
  },
});

export const handsRevealed = defineStatic({
  name: 'handsRevealed',
  schema: Type.Object(
    { op: Type.Literal('handsRevealed') },
    {
      additionalProperties: false,
      description: 'your opponents play with their hands revealed (you see the cards in their hands)',
    },
  ),
  compile: () => ({ layer: Layer.Replacement, what: ContinuousEffect.HandsRevealed }),
});

export const cantLose = defineStatic({
  name: 'cantLose',
  schema: Type.Object(
    { op: Type.Literal('cantLose') },
    { additionalProperties: false, description: "you can't lose the game and your opponents can't win the game" },
  ),
  compile: () => ({ layer: Layer.Replacement, what: ContinuousEffect.CantLose }),
});

export const maxAttackers = defineStatic({
  name: 'maxAttackers',
  schema: Type.Object(
    { op: Type.Literal('maxAttackers'), count: Type.Integer({ minimum: 0, maximum: 100 }) },
    {
      additionalProperties: false,
      description: 'no more than N creatures can attack each combat (a restriction, 500.2)',
    },
  ),
  compile: (o) => ({ layer: Layer.Replacement, what: ContinuousEffect.MaxAttackers, a: o.count }),
});

export const maxBlockers = defineStatic({
  name: 'maxBlockers',
  schema: Type.Object(
    { op: Type.Literal('maxBlockers'), count: Type.Integer({ minimum: 0, maximum: 100 }) },
    {
      additionalProperties: false,
      description: 'no more than N creatures can block each combat (a restriction, 500.3)',
    },
  ),
  compile: (o) => ({ layer: Layer.Replacement, what: ContinuousEffect.MaxBlockers, a: o.count }),
});

export const cantBlockCreatureType = defineStatic({
  name: 'cantBlockCreatureType',
  schema: Type.Object(
    { op: Type.Literal('cantBlockCreatureType'), blockers: Type.String(), attackers: Type.String() },
    {
      additionalProperties: false,
      description:
        "creatures of creature type [blockers] can't block creatures of creature type [attackers] (a restriction, 500.3: Boldwyr Intimidator's \"Cowards can't block Warriors\")",
    },
  ),
  compile(o, c, f) {
    for (const k of ['blockers', 'attackers'] as const)
      if (!isCreatureType(subtypeId(o[k]))) c.fail(`${f}.${k}`, 'a creature type', o[k]);
    return {
      layer: Layer.Replacement,
      what: ContinuousEffect.CantBlockType,
      a: subtypeId(o.blockers),
      b: subtypeId(o.attackers),
    };
  },
});

export const cantBeTargetedBy = defineStatic({
  name: 'cantBeTargetedBy',
  schema: Type.Object(
    {
      op: Type.Literal('cantBeTargetedBy'),
      colors: Type.Array(ColorSchema, { minItems: 1 }),
      by: Type.Literal('spells'),
    },
    {
      additionalProperties: false,
      description: '[this] can\'t be the target of spells of these colors (Karplusan Strider: "blue or black spells")',
    },
  ),
  compile: (o) => ({
    layer: Layer.Replacement,
    what: ContinuousEffect.Untargetable,
    a: bits(o.colors, COLOR_NAMES),
    b: 1,
  }),
});

export const cantBeTargetedByOpponents = defineStatic({
  name: 'cantBeTargetedByOpponents',
  schema: Type.Object(
    { op: Type.Literal('cantBeTargetedByOpponents') },
    {
      additionalProperties: false,
      description:
        "[this] can't be the target of spells or abilities your opponents control (Troll Ascetic); its controller's may target it, unlike shroud",
    },
  ),
  compile: () => ({ layer: Layer.Replacement, what: ContinuousEffect.Untargetable, b: 2 }),
});

export const attackTax = defineStatic({
  name: 'attackTax',
  schema: Type.Object(
    { op: Type.Literal('attackTax'), amount: Type.Integer({ minimum: 0, maximum: 100 }) },
    {
      additionalProperties: false,
      description:
        "creatures can't attack you unless their controller pays {amount} for each creature he or she controls that's attacking you (a cost to attack, 500.2; Windborn Muse)",
    },
  ),
  compile: (o) => ({ layer: Layer.Replacement, what: ContinuousEffect.AttackTax, a: o.amount }),
});

export const insteadOfGraveyard = defineStatic({
  name: 'insteadOfGraveyard',
  schema: Type.Object(
    {
      op: Type.Literal('insteadOfGraveyard'),
      whose: Type.Union([
        Type.Literal('opponents'),
        Type.Literal('you'),
        Type.Literal('each'),
        Type.Literal('enchantedPlayer', { description: 'the player this Aura enchants ("enchant player")' }),
      ]),
      to: Type.Union([
        Type.Literal('removedFromGame'),
        Type.Literal('libraryBottom', {
          description:
            "revealed and put on the bottom of its owner's library; several at once: the owner orders them (Wheel of Sun and Moon)",
        }),
      ]),
    },
    {
      additionalProperties: false,
      description:
        'if a card (not a token nor a copy of a spell) would be put into the graveyard of [whose] from anywhere, it goes to [to] instead (Leyline of the Void: "an opponent\'s graveyard", removed from the game; Wheel of Sun and Moon: "enchanted player\'s graveyard", the library\'s bottom; 419.1a)',
    },
  ),
  compile: (o, c, f) => {
    if (o.whose === 'enchantedPlayer' && !c.enchantsPlayer)
      c.fail(`${f}.whose`, '"enchantedPlayer" only on an Aura with "enchant player"', o.whose);
    return {
      layer: Layer.Replacement,
      what: ContinuousEffect.GraveyardInstead,
      a:
        o.whose === 'you'
          ? Who.You
          : o.whose === 'opponents'
            ? Who.Opponents
            : o.whose === 'enchantedPlayer'
              ? Who.Enchanted
              : Who.Each,
      b: o.to === 'libraryBottom' ? Zone.Library : Zone.Removed,
    };
  },
});

export const revealUntilInsteadOfDraw = defineStatic({
  name: 'revealUntilInsteadOfDraw',
  schema: Type.Object(
    { op: Type.Literal('revealUntilInsteadOfDraw') },
    {
      additionalProperties: false,
      description:
        'if you would draw a card, you may instead choose land or nonland and reveal cards from the top of your library until you reveal a card of the chosen kind; that card goes into your hand, the others on the bottom of your library in any order (Abundance; a modal replacement, 419.6g, asked at each draw; works with an empty library, 419.6h)',
    },
  ),
  compile: () => ({ layer: Layer.Replacement, what: ContinuousEffect.RevealInsteadOfDraw }),
});
