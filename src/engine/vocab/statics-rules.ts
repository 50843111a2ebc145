// Static abilities that change the game's rules for players (engine/rules-mod.ts reads them): each is
// a row of the Replacement layer while its source is in play, saying whom (A) and which spells (B).
import { type Static, type TObject, Type } from '@sinclair/typebox';
import { TYPE_NAMES } from '../core/constants.js';
import { ContinuousEffect, Layer, Who } from '../core/continuous.js';
import { bits, CardTypeSchema, FilterSchema, ManaCostSchema } from './common.js';
import { defineStatic, type StaticRow } from './static.js';
import { BY_OPPONENTS, CAST_WITH_X } from '../facts/rules-mod.js';

const WhoSchema = Type.Union([Type.Literal('you'), Type.Literal('opponents'), Type.Literal('each')], {
  description: 'whom it applies to: you (the controller), your opponents, or each player',
});
const SpellTypes = Type.Optional(
  Type.Array(CardTypeSchema, {
    minItems: 1,
    description: 'spells with at least one of these card types (omitted: any spell)',
  }),
);

const WHO: Record<string, Who> = { you: Who.You, opponents: Who.Opponents, each: Who.Each };

/** A row for players: whom (A), and the spell types (B bits; 0: any) a spell restriction names. */
function forPlayers(what: ContinuousEffect, o: { who?: string; types?: string[] }): StaticRow {
  return {
    layer: Layer.Replacement,
    what,
    a: WHO[o.who ?? 'each'],
    b: bits(
      o.types,
      TYPE_NAMES.map((t) => t[0]),
    ),
  };
}

/** A word whose row is a rule for players, with nothing more to compile. */
const rule = <S extends TObject>(name: string, schema: S, what: ContinuousEffect) =>
  defineStatic({ name, schema, compile: (o: Static<S>) => forPlayers(what, o as { who?: string; types?: string[] }) });

const PlayerShroudSchema = Type.Object(
  {
    op: Type.Literal('playerShroud'),
    who: WhoSchema,
    byOpponents: Type.Optional(
      Type.Literal(true, {
        description:
          'only spells and abilities their opponents control: "You can\'t be the target of spells or abilities your opponents control" (Spirit of the Hearth)',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      '"You have shroud": the players can\'t be the targets of spells or abilities (409.1c: not chosen as targets; 413.2a: an illegal target on resolution)',
  },
);
export const playerShroud = defineStatic({
  name: 'playerShroud',
  schema: PlayerShroudSchema,
  compile: (o: Static<typeof PlayerShroudSchema>) => {
    const row = forPlayers(ContinuousEffect.PlayerShroud, o);
    if (o.byOpponents === true) row.b = BY_OPPONENTS;
    return row;
  },
});

export const cantPlaySpells = defineStatic({
  name: 'cantPlaySpells',
  schema: Type.Object(
    {
      op: Type.Literal('cantPlaySpells'),
      who: WhoSchema,
      types: SpellTypes,
      notTypes: Type.Optional(
        Type.Array(CardTypeSchema, { minItems: 1, description: 'not spells of these types ("noncreature spells")' }),
      ),
      manaValueAtLeast: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 100,
        }),
      ),
      withX: Type.Optional(Type.Literal(true, { description: 'with {X} in their mana costs' })),
    },
    {
      additionalProperties: false,
      description:
        '"You can\'t play creature spells" (Steel Golem): the players can\'t play (409.1) spells of these types',
    },
  ),
  compile(o) {
    const row = forPlayers(ContinuousEffect.CantCast, o);
    const not = bits(
      o.notTypes,
      TYPE_NAMES.map((t) => t[0]),
    );
    row.b = (row.b ?? 0) | (not << 8) | (((o.manaValueAtLeast ?? -1) + 1) << 16) | (o.withX === true ? CAST_WITH_X : 0);
    return row;
  },
});

export const cantBeCountered = rule(
  'cantBeCountered',
  Type.Object(
    { op: Type.Literal('cantBeCountered'), who: WhoSchema, types: SpellTypes },
    {
      additionalProperties: false,
      description:
        "\"Creature spells can't be countered\" (Gaea's Herald): a spell of these types these players play isn't countered by an effect that would counter it (414.1: it stays on the stack)",
    },
  ),
  ContinuousEffect.Uncounterable,
);

export const counterRemovesInstead = rule(
  'counterRemovesInstead',
  Type.Object(
    { op: Type.Literal('counterRemovesInstead'), who: WhoSchema },
    {
      additionalProperties: false,
      description:
        '"If a spell or ability you control would counter a spell, instead remove that spell from the game and you may play that card without paying its mana cost" (Guile; 419 of 2008): the player controlling the countering spell or ability may play the card then, as it resolves',
    },
  ),
  ContinuousEffect.CounterRemovesInstead,
);

export const costMore = defineStatic({
  name: 'costMore',
  schema: Type.Object(
    {
      op: Type.Literal('costMore'),
      who: WhoSchema,
      types: SpellTypes,
      notTypes: Type.Optional(
        Type.Array(CardTypeSchema, {
          minItems: 1,
          description: 'spells with none of these card types ("noncreature spells": Thorn of Amethyst)',
        }),
      ),
      amount: ManaCostSchema,
    },
    {
      additionalProperties: false,
      description:
        '"Artifact and enchantment spells your opponents play cost {2} more to play" (Aura of Silence): generic mana added to the total cost (409.1f); several add up',
    },
  ),
  compile(o, c, f) {
    // Generic mana only (abilities.ts parses full costs; this module must not import it: a cycle).
    const m = /^\{([1-9]|1[0-9]|20)\}$/.exec(o.amount);
    if (m === null)
      c.fail(
        `${f}.amount`,
        'one generic mana symbol from "{1}" to "{20}" (colored or {X} increases are not supported)',
        o.amount,
      );
    const row = forPlayers(ContinuousEffect.CostMore, o);
    row.b! |= Number(m![1]) << 8; // the extra generic mana above the spell types
    // and the types a spell must not have above that
    row.b! |=
      bits(
        o.notTypes,
        TYPE_NAMES.map((t) => t[0]),
      ) << 16;
    return row;
  },
});

export const cantPlayIfControlsMore = defineStatic({
  name: 'cantPlayIfControlsMore',
  schema: Type.Object(
    {
      op: Type.Literal('cantPlayIfControlsMore'),
      who: WhoSchema,
      types: Type.Array(CardTypeSchema, { minItems: 1 }),
    },
    {
      additionalProperties: false,
      description:
        "\"Each opponent who controls more creatures than you can't play creature cards. The same is true for artifacts, enchantments, and lands.\" (Ward of Bones): for each card type listed, a player (who) controlling more permanents of that type than this ability's controller can't play cards of that type (spells, and land cards as the turn's land)",
    },
  ),
  compile: (o) => forPlayers(ContinuousEffect.CantPlayIfMore, o),
});

export const costLess = defineStatic({
  name: 'costLess',
  schema: Type.Object(
    { op: Type.Literal('costLess'), who: WhoSchema, filter: FilterSchema, amount: ManaCostSchema },
    {
      additionalProperties: false,
      description:
        '"Kithkin spells and Soldier spells you play cost {1} less to play" (Ballyrush Banneret): generic mana taken from the total cost of the spells matching the filter (printed types, subtypes and colors; 409.1f), never below zero; several add up',
    },
  ),
  compile(o, c, f) {
    const m = /^\{([1-9]|1[0-9]|20)\}$/.exec(o.amount);
    if (m === null)
      c.fail(
        `${f}.amount`,
        'one generic mana symbol from "{1}" to "{20}" (colored reductions are not supported)',
        o.amount,
      );
    c.printedOnly(o.filter, `${f}.filter`);
    return {
      layer: Layer.Replacement,
      what: ContinuousEffect.CostLess,
      a: WHO[o.who],
      b: Number(m![1]),
      filter: c.filter(o.filter)!,
    };
  },
});

export const noMaximumHandSize = rule(
  'noMaximumHandSize',
  Type.Object(
    { op: Type.Literal('noMaximumHandSize'), who: WhoSchema },
    {
      additionalProperties: false,
      description: '"You have no maximum hand size" (Spellbook): no discard in the cleanup step (314.1)',
    },
  ),
  ContinuousEffect.NoMaxHandSize,
);

export const activateAsThoughHaste = rule(
  'activateAsThoughHaste',
  Type.Object(
    { op: Type.Literal('activateAsThoughHaste'), who: WhoSchema },
    {
      additionalProperties: false,
      description: 'abilities as though with haste',
    },
  ),
  ContinuousEffect.AbilitiesAsThoughHaste,
);

export const playLandsFromGraveyard = rule(
  'playLandsFromGraveyard',
  Type.Object(
    { op: Type.Literal('playLandsFromGraveyard'), who: WhoSchema },
    {
      additionalProperties: false,
      description:
        '"You may play land cards from your graveyard" (Crucible of Worlds): still the one land a turn, at sorcery timing',
    },
  ),
  ContinuousEffect.LandsFromGraveyard,
);

export const manaPoolsDontEmpty = rule(
  'manaPoolsDontEmpty',
  Type.Object(
    { op: Type.Literal('manaPoolsDontEmpty') },
    {
      additionalProperties: false,
      description:
        '"Mana pools don\'t empty at the end of phases or turns" (Upwelling): no emptying and so no mana burn (300.3)',
    },
  ),
  ContinuousEffect.PoolsDontEmpty,
);

export const untapDuringOthersUntapSteps = defineStatic({
  name: 'untapDuringOthersUntapSteps',
  schema: Type.Object(
    {
      op: Type.Literal('untapDuringOthersUntapSteps'),
      who: WhoSchema,
      filter: Type.Optional(
        Type.Intersect([FilterSchema], {
          description:
            'only the matching permanents ("Untap all green and/or blue creatures you control during each other player\'s untap step": Murkfiend Liege)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description: '"Untap all permanents you control during each other player\'s untap step" (Seedborn Muse; 302.2)',
    },
  ),
  compile: (o, c) => ({
    ...forPlayers(ContinuousEffect.UntapOnOthersTurn, o),
    filter: o.filter === undefined ? undefined : c.filter(o.filter)!,
  }),
});

export const playRemovedWithThis = rule(
  'playRemovedWithThis',
  Type.Object(
    { op: Type.Literal('playRemovedWithThis'), who: Type.Literal('you') },
    {
      additionalProperties: false,
      description:
        '"You may look at and play cards removed from the game with Colfenor\'s Plans": you may play the cards this removed face down (removeTopFaceDown) as if they were in your hand: lands as your land for the turn, spells at their usual timing, paying their costs',
    },
  ),
  ContinuousEffect.PlayRemovedWithSource,
);

export const oneSpellPerTurn = rule(
  'oneSpellPerTurn',
  Type.Object(
    { op: Type.Literal('oneSpellPerTurn'), who: WhoSchema },
    {
      additionalProperties: false,
      description:
        '"Each player can\'t play more than one spell each turn" (Rule of Law): spells played earlier in the turn count, copies don\'t (409.1)',
    },
  ),
  ContinuousEffect.OneSpellPerTurn,
);

export const landsTapForAnyColor = rule(
  'landsTapForAnyColor',
  Type.Object(
    { op: Type.Literal('landsTapForAnyColor'), who: WhoSchema },
    {
      additionalProperties: false,
      description:
        '"Lands you control have \'{T}: Add one mana of any color to your mana pool.\'" (Joiner Adept): the automatic payer may tap each such land for any color, without damage',
    },
  ),
  ContinuousEffect.LandsMakeAnyColor,
);

export const noLossForZeroLife = rule(
  'noLossForZeroLife',
  Type.Object(
    { op: Type.Literal('noLossForZeroLife'), who: WhoSchema },
    {
      additionalProperties: false,
      description:
        '"You don\'t lose the game for having 0 or less life." (Lich): 420.5a doesn\'t apply to the players (other ways to lose still do)',
    },
  ),
  ContinuousEffect.NoLossForLife,
);

export const drawInsteadOfGainingLife = rule(
  'drawInsteadOfGainingLife',
  Type.Object(
    { op: Type.Literal('drawInsteadOfGainingLife'), who: WhoSchema },
    {
      additionalProperties: false,
      description:
        '"If you would gain life, draw that many cards instead." (Lich): a replacement effect (419.1a); the draws are made one at a time, each open to draw replacements (423.2, 419.9b)',
    },
  ),
  ContinuousEffect.DrawsInsteadOfLife,
);

export const cantActivateNamed = rule(
  'cantActivateNamed',
  Type.Object(
    { op: Type.Literal('cantActivateNamed') },
    {
      additionalProperties: false,
      description:
        '"Activated abilities of sources with the chosen name can\'t be played unless they\'re mana abilities" (Pithing Needle: the card needs nameACardOnEntry)',
    },
  ),
  ContinuousEffect.CantActivateNamed,
);

export const combatDamageByToughness = rule(
  'combatDamageByToughness',
  Type.Object(
    { op: Type.Literal('combatDamageByToughness'), who: WhoSchema },
    {
      additionalProperties: false,
      description:
        '"Each creature assigns combat damage equal to its toughness rather than its power" (Doran, the Siege Tower; who: whose creatures, each by default)',
    },
  ),
  ContinuousEffect.DamageByToughness,
);

export const cantDrawCards = rule(
  'cantDrawCards',
  Type.Object(
    { op: Type.Literal('cantDrawCards'), who: WhoSchema },
    {
      additionalProperties: false,
      description:
        '"Players can\'t draw cards" (Maralen of the Mornsong): a draw of these players, by a rule, an effect or a cost, doesn\'t happen, so no replacement effect applies to it and an empty library loses nothing',
    },
  ),
  ContinuousEffect.CantDraw,
);
