// Shared pieces of the card vocabulary: schema fragments (TypeBox: one source for the validator, the
// TypeScript types and the published JSON Schema) and the compile context that turns validated JSON
// into engine form with errors naming the file, the card and the field.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Value, type ValueError } from '@sinclair/typebox/value';
import {
  type AmountC,
  AmountKind,
  type CCard,
  EventRead,
  type FilterC,
  RefCode,
  type TriggeredC,
} from '../core/cardform.js';
import {
  COLOR_NAMES,
  COMBAT_WORDS,
  FIRST_WORD_NAMES,
  KEYWORDS,
  KEYWORDS_HIGH,
  TYPE_NAMES,
  Zone,
} from '../core/constants.js';
import { subtypeId } from '../core/subtypes.js';

/**
 * One thing wrong with a card, as its compiler found it: the field (a path within the card, like
 * "abilities[0].effect.op"), what was expected there and what was found. The card loader (src/cards/)
 * says it with the field's line and column and, for an unknown word, the nearest known one.
 */
export interface CardProblem {
  /** The card's name (null: it has none to give). */
  readonly card: string | null;
  readonly field: string;
  readonly expected: string;
  readonly got: unknown;
  /** The words that would have been right there, when the expected text does not list them all. */
  readonly words?: readonly string[];
}

/** A bad card or card file; `problems` says what is wrong field by field (none for a file-level error). */
export class CardError extends Error {
  constructor(
    message: string,
    readonly problems: readonly CardProblem[] = [],
  ) {
    super(message);
  }
}

/** The expectation of a field an object does not have (CardProblem.words: the fields it has). */
export const NO_SUCH_FIELD = 'no such field here';

/** A problem's own words: `file: card "X": field F: expected E, got G`. */
export function problemMessage(file: string, p: CardProblem): string {
  return `${file}: card${p.card === null ? '' : ` "${p.card}"`}: field ${p.field}: expected ${p.expected}, got ${gotText(p.got)}`;
}

/** What was found, as JSON (a long value cut short), or that the field is missing. */
export function gotText(got: unknown): string {
  if (got === undefined) return 'nothing (the field is missing)';
  const text = JSON.stringify(got) ?? String(got);
  return text.length > 120 ? `${text.slice(0, 100)}...` : text;
}

const lit = <T extends string>(xs: readonly T[]) => Type.Union(xs.map((x) => Type.Literal(x)));

export const CardTypeSchema = lit(
  TYPE_NAMES.map((t) => t[0]) as [
    'Artifact',
    'Creature',
    'Enchantment',
    'Instant',
    'Land',
    'Sorcery',
    'Tribal',
    'Planeswalker',
  ],
);
export const ColorSchema = lit(COLOR_NAMES);
/**
 * Keywords an effect may grant, remove or look for. Not changeling: a characteristic-setting ability (502.73 of
 * 2008) that a card or token is printed with (CardKeywordSchema); granting it would not make the object every type.
 * Persist too: printed, its card counts as having a leaves-play trigger (cards/compile.ts); granted, the leaves-play
 * look-back finds it on the permanent as it was (batch/events.ts: a granting effect is a row, so only then).
 * Indestructible only here: in 2008 a quality an effect gives ("Other Treefolk ... are indestructible"), never printed
 * as a keyword.
 */
export const KeywordSchema = lit([
  ...KEYWORDS,
  'persist',
  'wither',
  'indestructible',
  ...COMBAT_WORDS.filter((w) => w !== 'changeling'),
]);
/** A card's or token's own keywords: changeling too. */
export const CardKeywordSchema = lit([...KEYWORDS, ...KEYWORDS_HIGH, ...COMBAT_WORDS]);
export const SupertypeSchema = lit(['Basic', 'Legendary', 'Snow', 'World'] as const);
/** Bounds (checked again in parseManaCost): a generic symbol from {0} to {20}, at most 16 colored
 * symbols (a colored count is a byte), a mana value of at most 30. No real card comes near. */
export const MANA_BOUNDS = { generic: 20, colored: 16, cmc: 30, hybrid: 8 } as const;
export const MANA_COST_PATTERN = '^(\\{(1?[0-9]|20)\\}|\\{[WUBRGX]\\}|\\{[2WUBRG]/[WUBRG]\\})*$';
export const ManaCostSchema = Type.String({
  pattern: MANA_COST_PATTERN,
  maxLength: 80,
  description:
    'a mana cost like "{2}{R}" or "{1}{G/W}{2/W}": generic symbols {0} to {20}, hybrid symbols (104.3), at most 16 colored symbols, a mana value of at most 30',
});

/** FilterC.powerAtMost when the filter says nothing of power. */
export const NO_POWER_LIMIT = 1 << 30;

/** A set of objects in play, for "each"/"all" effects, static abilities, counts and target restrictions. */
export const FilterSchema = Type.Object(
  {
    types: Type.Optional(Type.Array(CardTypeSchema, { description: 'has at least one of these types' })),
    notTypes: Type.Optional(Type.Array(CardTypeSchema, { description: 'has none of these types' })),
    subtypes: Type.Optional(Type.Array(Type.String(), { description: 'has at least one of these subtypes' })),
    notSubtypes: Type.Optional(
      Type.Array(Type.String(), { description: 'has none of these subtypes ("non-Aura": Opalescence\'s "global")' }),
    ),
    colors: Type.Optional(Type.Array(ColorSchema, { description: 'is at least one of these colors' })),
    notColors: Type.Optional(Type.Array(ColorSchema, { description: 'is none of these colors' })),
    keywords: Type.Optional(Type.Array(KeywordSchema, { description: 'has all of these keywords' })),
    notKeywords: Type.Optional(
      Type.Array(KeywordSchema, { description: 'has none of these keywords ("without flying")' }),
    ),
    sameName: Type.Optional(
      Type.Literal(true, { description: 'has the same name as the source ("named [this]": Relentless Rats)' }),
    ),
    chosenName: Type.Optional(
      Type.Literal(true, {
        description:
          'has the name the source named as it came into play ("target spell with that name": Declaration of Naught)',
      }),
    ),
    chosenCreatureType: Type.Optional(
      Type.Literal(true, {
        description:
          'has the creature type chosen as the source came into play ("of the chosen type": asComesIntoPlayChooseACreatureType, Door of Destinies)',
      }),
    ),
    chosenColor: Type.Optional(
      Type.Literal(true, {
        description:
          'is the color chosen as the source came into play ("permanents of the chosen color": asComesIntoPlayChooseAColor, Lurebound Scarecrow)',
      }),
    ),
    manaValueParity: Type.Optional(
      Type.Union([Type.Literal('chosen'), Type.Literal('notChosen')], {
        description:
          "its converted mana cost is (chosen) or is not (notChosen) of the value, odd or even, chosen as the source came into play (asComesIntoPlayChooseOddOrEven: Ashling's Prerogative)",
      }),
    ),
    tapped: Type.Optional(Type.Boolean()),
    attacking: Type.Optional(Type.Boolean()),
    blocking: Type.Optional(Type.Boolean()),
    controller: Type.Optional(lit(['you', 'opponent'] as const)),
    other: Type.Optional(Type.Boolean({ description: 'not the source object itself' })),
    blockingThis: Type.Optional(
      Type.Boolean({ description: 'blocking the source object ("creature blocking [this]")' }),
    ),
    dealtDamageByThisTurn: Type.Optional(
      Type.Literal(true, { description: 'was dealt damage by the source object this turn (Sengir Vampire)' }),
    ),
    attached: Type.Optional(
      Type.Boolean({
        description:
          'the permanent the source (an Aura or Equipment) is attached to: "enchanted creature", "equipped creature"',
      }),
    ),
    self: Type.Optional(
      Type.Literal(true, {
        description: 'the source object itself: a static "[this] gets +1/+1 for each ..." (Yavimaya Enchantress)',
      }),
    ),
    attackedThisTurn: Type.Optional(
      Type.Literal(true, { description: 'it attacked this turn ("creatures that attacked this turn")' }),
    ),
    inCombat: Type.Optional(
      Type.Literal(true, { description: 'attacking or blocking ("target attacking or blocking creature")' }),
    ),
    nontoken: Type.Optional(Type.Literal(true, { description: 'not a token ("nontoken")' })),
    token: Type.Optional(
      Type.Literal(true, { description: 'a token ("for each creature token you control": Rhys the Redeemed)' }),
    ),
    owner: Type.Optional(
      Type.Union([Type.Literal('you'), Type.Literal('opponent')], {
        description: 'its owner ("put into your graveyard from play": a card goes to its owner\'s graveyard)',
      }),
    ),
    notSupertypes: Type.Optional(
      Type.Array(SupertypeSchema, { description: 'has none of these supertypes ("nonbasic land": ["Basic"])' }),
    ),
    hasCounters: Type.Optional(
      Type.Literal(true, { description: 'has a counter on it, of any kind ("target creature with a counter on it")' }),
    ),
    enchanted: Type.Optional(
      Type.Literal(true, {
        description: 'an Aura is attached to it ("enchanted creatures you control": Greater Auramancy)',
      }),
    ),
    attachedToThis: Type.Optional(
      Type.Literal(true, {
        description: 'it is attached to the source ("for each Aura attached to it": Evershrike)',
      }),
    ),
    dealtDamageThisTurn: Type.Optional(Type.Literal(true, { description: 'it was dealt damage this turn' })),
    plusOneCounter: Type.Optional(
      Type.Literal(true, {
        description: 'has a +1/+1 counter on it (a static may read it)',
      }),
    ),
    minusOneCounter: Type.Optional(
      Type.Literal(true, {
        description:
          'has a -1/-1 counter on it ("each creature with a -1/-1 counter on it": Lockjaw Snapper; a static may read it: Thunderblust\'s "as long as it has a -1/-1 counter on it")',
      }),
    ),
    blocked: Type.Optional(
      Type.Boolean({
        description:
          'an attacking creature that is blocked (true: "each blocked creature") or, once blockers are declared, unblocked (false: "each unblocked creature"); not in a static ability\'s filter',
      }),
    ),
    madeByThis: Type.Optional(
      Type.Literal(true, {
        description:
          'a token this spell or ability put into play as it resolves ("those creatures": Gilt-Leaf Ambush); only in an effect\'s filter',
      }),
    ),
    remembered: Type.Optional(
      Type.Literal(true, {
        description:
          'one of the objects the delayed ability resolving remembers ("them": delayed\'s "madeAll", "Remove them from the game at end of turn": Elemental Mastery); only in such an effect',
      }),
    ),
    powerAtMost: Type.Optional(
      Type.Integer({
        minimum: -100,
        maximum: 100,
        description: 'its power is at most this ("creature with power 2 or less")',
      }),
    ),
    toughnessAtLeast: Type.Optional(
      Type.Integer({
        minimum: -100,
        maximum: 100,
        description:
          'its toughness is at least this ("a creature with toughness 4 or greater"; a leaves-play trigger: as it last existed in play)',
      }),
    ),
    manaValueAtMost: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100,
        description: 'its converted mana cost is at most this ("creatures with converted mana cost 3 or less")',
      }),
    ),
    manaValueAtLeast: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100,
        description: 'its converted mana cost is at least this ("creatures with converted mana cost 4 or greater")',
      }),
    ),
    highestManaValue: Type.Optional(
      Type.Literal(true, {
        description: 'the highest converted mana cost among creatures in play (ties too)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type Filter = Static<typeof FilterSchema>;

/** Who an effect refers to, seen from the ability's controller. */
/**
 * A count of objects within bounds, as a state trigger (410.11 of 2008) and a self-replacement's condition
 * (419.6d) read it: matching objects in play, or cards in a zone of whose player, at least / at most N.
 */
/** The bounds every condition on a number takes: at least / at most N (one of them required: withinBounds). */
export const BOUND_FIELDS = {
  atLeast: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  atMost: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
};

export const COUNT_BOUNDS_FIELDS = {
  count: FilterSchema,
  zone: Type.Optional(Type.Union([Type.Literal('inPlay'), Type.Literal('graveyard'), Type.Literal('hand')])),
  whose: Type.Optional(Type.Union([Type.Literal('you'), Type.Literal('opponent'), Type.Literal('each')])),
  ...BOUND_FIELDS,
};

/** The schema of a count condition (instead, ifCount), its description ending with `examples`. */
export const countBoundsSchema = (examples: string) =>
  Type.Object(COUNT_BOUNDS_FIELDS, {
    additionalProperties: false,
    description: `the number of matching objects (in play, or cards in a zone; whose: you by default) is at least atLeast and at most atMost (${examples})`,
  });

/** A static ability's "as long as you have N or more life" (Divinity of Pride): its controller's life total. */
export const lifeBoundsSchema = Type.Object(
  {
    life: Type.Literal('you'),
    ...BOUND_FIELDS,
  },
  {
    additionalProperties: false,
    description:
      'its controller\'s life total is at least atLeast and at most atMost ("as long as you have 25 or more life")',
  },
);

/** Compiles a lifeBoundsSchema condition: the count is the controller's life total (AmountKind.LifeTotal). */
export function compileLifeBounds(cond: Static<typeof lifeBoundsSchema>, c: Compile, field: string): CountBounds {
  return withinBounds(cond, { kind: AmountKind.LifeTotal, n: 0, filter: null, zone: Zone.InPlay, whose: 1 }, c, field);
}

/** A count condition compiled (instead, ifCount): the count, and the bounds it must lie within. */
export interface CountBounds {
  count: AmountC;
  atLeast: number;
  atMost: number;
}

/** Compiles a condition of COUNT_BOUNDS_FIELDS (`field` names it in errors): at least one bound is required. */
export function compileCountBounds(
  cond: Static<ReturnType<typeof Type.Object<typeof COUNT_BOUNDS_FIELDS>>>,
  c: Compile,
  field: string,
): CountBounds {
  requireBound(cond, c, field); // before the count's own errors
  return bounded(cond, c.amount({ count: cond.count, zone: cond.zone, whose: cond.whose ?? 'you' }, field));
}

/** A condition of BOUND_FIELDS names at least one bound. */
function requireBound(cond: { atLeast?: number; atMost?: number }, c: Compile, field: string): void {
  if (cond.atLeast === undefined && cond.atMost === undefined) c.fail(field, 'atLeast or atMost', Object.keys(cond));
}

/** The count and its bounds (BOUND_FIELDS, at least one required; an absent one is no bound). */
export function withinBounds(
  cond: { atLeast?: number; atMost?: number },
  count: AmountC,
  c: Compile,
  field: string,
): CountBounds {
  requireBound(cond, c, field);
  return bounded(cond, count);
}

/** An absent bound is no bound. */
const bounded = (cond: { atLeast?: number; atMost?: number }, count: AmountC): CountBounds => ({
  count,
  atLeast: cond.atLeast ?? 0,
  atMost: cond.atMost ?? 1000000,
});

export const PlayerRefSchema = Type.Union([
  lit(['you', 'opponent', 'each', 'targetController:0', 'eventPlayer', 'attachedController'] as const),
  Type.String({ pattern: '^target:[0-3]$' }),
]);
/** An object an effect acts on: a target by index, the source itself, or "it": the object of a
 * triggered ability's event, where it went (410.10). */
export const ObjectRefSchema = Type.Union([
  Type.Literal('this'),
  Type.Literal('it'),
  Type.Literal('attached'),
  Type.String({ pattern: '^target:[0-3]$' }),
]);

/** An amount: a number, the X paid, "that much" (eventAmount: a triggered ability's event's amount), or
 * "the number of [objects matching a filter]" (418.3c: fixed when used). */
export const AmountSchema = Type.Union([
  Type.Integer({ minimum: 0, maximum: 1000 }),
  Type.Literal('x'),
  Type.Literal('eventAmount'),
  Type.Literal('sacrificedPower', {
    description:
      'the power of what this spell or ability sacrificed: the permanents of a sacrificeAll additional cost (their total), or the permanent a sacrificeChosen earlier in this effect sacrificed, as it last existed in play',
  }),
  Type.Literal('sacrificedToughness', {
    description:
      'the toughness of the permanent a sacrificeChosen of one permanent earlier in this effect sacrificed, as it last existed in play ("sacrifice a creature. You gain life equal to that creature\'s toughness": Doomgape)',
  }),
  Type.Literal('discardedPower', {
    description:
      '"damage equal to that card\'s power" (Cragganwick Cremator): the power of the card discarded earlier in this effect, after an ifDiscarded, as it is in its new zone',
  }),
  Type.Literal('damageDealt', {
    description:
      '"You gain life equal to the damage dealt this way" (Corrupt): the damage a damage earlier in this effect dealt, after prevention',
  }),
  Type.Literal('destroyedCount', {
    description:
      '"for each permanent destroyed this way" (Fracturing Gust): how many permanents a destroyEach earlier in this effect destroyed (put into a graveyard or, replaced, elsewhere; not regenerated)',
  }),
  Type.Literal('removedOfChosenColor', {
    description:
      '"for each card of the chosen color removed this way" (Oona, Queen of the Fae): what a removeTopChooseColor earlier in this effect counted',
  }),
  Type.Literal('countersRemoved', {
    description: 'what removeAllCounters removed',
  }),
  Type.Literal('counteredManaValue', {
    description:
      '"that spell\'s converted mana cost": the spell a counter earlier in this effect named, as it was on the stack (X as chosen), countered or not (Scattering Stroke)',
  }),
  Type.Literal('itToughness', {
    description:
      'the toughness of the triggering event\'s object ("it"), as it is on resolution, or as it last existed in play if it has left (last known information)',
  }),
  Type.Literal('itMinusCounters', {
    description:
      '"for each -1/-1 counter on it" (Dusk Urchins): the -1/-1 counters on the triggering event\'s object ("it") as it triggered, so as it last existed in play if the event took it out of play (410.10d)',
  }),
  Type.Literal('share', {
    description: 'the share of a divided amount the target acted on gets (a target with "divide": "x")',
  }),
  Type.Literal('revealedManaSymbols', {
    description:
      '"for each green mana symbol in those cards\' mana costs" (Phosphorescent Feast): what a revealFromHand (or a revealTopToBottom with countManaSymbols: Sanity Grinding) earlier in this effect counted',
  }),
  Type.Literal('tappedPower', {
    description:
      '"the power of the creature tapped this way" (Impelled Giant): in an activated ability whose cost taps one untapped permanent, its power as the ability resolves, or as it last existed in play',
  }),
  Type.Literal('legalTargets', {
    description:
      'how many of the item\'s list targets (a target with "count") are still legal as it resolves ("for each creature card removed this way": each legal one is)',
  }),
  Type.Object(
    {
      count: FilterSchema,
      zone: Type.Optional(lit(['inPlay', 'graveyard', 'hand'] as const)),
      whose: Type.Optional(lit(['you', 'opponent', 'each', 'thatPlayer', 'eventPlayer'] as const)),
      manaSymbols: Type.Optional(ColorSchema),
      sharingACreatureTypeWith: Type.Optional(
        Type.Union([Type.Literal('this'), Type.Literal('it'), Type.String({ pattern: '^target:[0-3]$' })], {
          description: 'only the other permanents sharing a creature type with that object',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'the number of matching objects (in play by default; zone and whose for cards elsewhere; "thatPlayer": the player the effect acts on, e.g. "each player loses 1 life for each creature he or she controls"); with manaSymbols, the number of mana symbols of that color in their mana costs instead (chroma: a hybrid symbol counts for each of its colors)',
    },
  ),
  Type.Object(
    { sacrificedManaSymbols: ColorSchema },
    {
      additionalProperties: false,
      description:
        '"the number of red mana symbols in the sacrificed creature\'s mana cost" (Fiery Bombardment): in an activated ability with a sacrifice cost',
    },
  ),
  Type.Object(
    { countOfChosenType: FilterSchema },
    {
      additionalProperties: false,
      description:
        'the number of matching permanents of the creature type chosen earlier in this effect (chooseCreatureType: "for each permanent of the chosen type you control")',
    },
  ),
  Type.Object(
    { toughnessOf: ObjectRefSchema },
    {
      additionalProperties: false,
      description: 'the toughness of that object, as it is now (0 if it is no longer in play)',
    },
  ),
  Type.Object(
    { damageThisTurn: Type.Literal('opponents') },
    {
      additionalProperties: false,
      description: '"the damage dealt to your opponents this turn" (Notorious Throng), combat and other damage',
    },
  ),
  Type.Object(
    { lifeLostThisTurn: Type.Union([PlayerRefSchema, Type.Literal('thatPlayer')]) },
    {
      additionalProperties: false,
      description:
        '"the life he or she lost this turn" (Wound Reflection): damage, loss and payment; one player ("thatPlayer": the one the effect acts on)',
    },
  ),
  Type.Object(
    { discardedThisTurn: Type.Union([PlayerRefSchema, Type.Literal('thatPlayer')]) },
    {
      additionalProperties: false,
      description: '"the number of cards target opponent discarded this turn" (Dream Salvage); one player',
    },
  ),
  Type.Object(
    { moreCardsInHand: Type.Literal('opponent') },
    {
      additionalProperties: false,
      description: 'how many more cards in hand the opponent has than you (0 if not more)',
    },
  ),
  Type.Object(
    { powerOf: ObjectRefSchema },
    {
      additionalProperties: false,
      description: 'the power of that object, as it is now (0 if gone or negative)',
    },
  ),
]);

/** Compiling one card: where errors point, and the current item's number of targets. */
/**
 * An activated ability an effect grants ("has '{T}: ...'"), written as in a card's abilities (compile.ts checks it).
 */
export const GrantedAbilitySchema = Type.Object(
  { kind: Type.Union([Type.Literal('activated'), Type.Literal('triggered')]) },
  {
    additionalProperties: true,
    description:
      'an activated or triggered ability object, as in a card\'s abilities ("this" is the permanent that has it)',
  },
);

export class Compile {
  nTargets = 0;
  /** The mode's list target (a target with "count"), or -1; divided: its picks divide an amount. */
  listTarget = -1;
  divided = false;
  /** Does the item have an event object for "it" (a comes-into-play or put-into-a-graveyard trigger)? */
  eventObject = false;
  /** Is that event object the source itself ("When [this] comes into play"): may "it" be remembered anew? */
  selfEvent = false;
  /** Is the card an Aura or Equipment (so "attached" names something)? */
  attaches = false;
  /** Is the card an "enchant player" Aura (so "enchantedPlayer" names someone)? */
  enchantsPlayer = false;
  /** The card says "as [this] comes into play, choose a color" (its abilities may read the chosen color). */
  choosesColor = false;
  /** The card says "as [this] comes into play, choose odd or even" (its filters may read the value). */
  choosesParity = false;
  /** Does it have an event player ("that player": dealt damage, drew, discarded, cast, whose step)? */
  eventPlayer = false;
  /** Does it have an event amount ("that much": damage dealt, blockers)? */
  eventAmount = false;
  /** Is a "whenever you clash" trigger's effect being compiled (ifWonClash reads whether the player won)? */
  clashTrigger = false;
  /** Is a "whenever you play an activated ability" (nonMana) trigger's effect being compiled (copyAbility)? */
  activationTrigger = false;
  /** Has this effect sacrificed a permanent so far (so "sacrificedPower" names one)? */
  sacrificed = false;
  /** Has this effect removed counters so far (removeAllCounters: so "countersRemoved" names how many)? */
  countersRemoved = false;
  /** Has this effect dealt damage so far (the damage verb: so "damageDealt" names how much)? */
  dealtDamage = false;
  /** Has this effect destroyed each of a set so far (destroyEach: so "destroyedCount" names how many)? */
  destroyedEach = false;
  /** A removeTopChooseColor earlier in this effect: "removedOfChosenColor" reads what it counted. */
  removedTopOfColor = false;
  /** The arguments of a counter earlier in this effect ("counteredManaValue" has it keep the spell's), or null. */
  counterArgs: { keepManaValue: boolean } | null = null;
  /** The last sacrificeChosen compiled in this effect (its args: an ifSacrificed notes its quality there). */
  lastSacrifice: { note: FilterC | null; keepsToughness?: boolean } | null = null;
  /** The last discard of one card compiled in this effect (its args: an ifDiscarded has it note the card), or null. */
  lastDiscard: { track: boolean } | null = null;
  /** An ifDiscarded has been compiled earlier in this effect: "discardedPower" reads the power it noted. */
  discardChecked = false;
  /** A revealTopToBottom has been compiled earlier in this effect: ifRevealedSameName reads what it revealed. */
  revealedToBottom = false;
  /** Is an activated ability's effect being compiled ("this ability has been activated ... this turn" needs one)? */
  activatedAbility = false;
  /** Does that activated ability's effect read its activations this turn (ActivatedC.counted)? */
  countsActivations = false;
  /** Does the spell have a "sacrifice all" or "sacrifice a" additional cost (so "sacrificedPower" means something)? */
  sacrificedPower = false;
  /** A revealFromHand has been compiled earlier in this effect: "revealedManaSymbols" reads what it counted. */
  revealedFromHand = false;
  /** Does the activated ability being compiled tap one permanent as a cost (tapUntapped: "tappedPower")? */
  tappedOne = false;
  /** Is an instant's or sorcery's own effect being compiled (ifSpent reads the mana spent to play it)? */
  spellEffect = false;
  /** The colors the spell's ifSpent guards read (CCard.spentColors). */
  spentColors = 0;
  /** Does the verb being compiled act on players one by one, so an amount may count "thatPlayer"'s objects? */
  perPlayerAmount = false;
  /** Token cards made by this card's effects (createTokens), and the cards holding abilities it grants. */
  readonly tokens: CCard[] = [];
  // What the effects compiled so far read and use, noted as their words compile (the compiler checks
  // and records them, so no code reads an instruction's arguments but its own verb):
  /** What of its triggering event the ability reads ("it", "that player", "that much": EventRead bits). */
  reads = 0;
  /** An amount is "x" (the item needs an {X} in its cost). */
  usesX = false;
  /** A payX guard pays X as it resolves: "x" needs no {X} in the cost of a triggered ability. */
  xPaidOnResolution = false;
  /** The instruction being compiled takes the share of a divided amount ("share"). */
  usedShare = false;
  /** An instruction on the list target takes "share" (a divided list needs one). */
  shareOnList = false;
  /** The list target is named other than as the object an effect acts on. */
  listMisuse = false;
  /** An effect makes a permanent's P/T count cards outside play (AbilityKind.ZoneCount: Svogthos). */
  zoneCount = false;
  /** The filters and token cards of the mode being compiled (ModeC.filters, ModeC.tokens); null outside one. */
  modeFilters: FilterC[] | null = null;
  modeTokens: CCard[] | null = null;
  /** The last createTokens compiled puts exactly one token into play (a delayed ability may remember it: "made"). */
  madeOne = false;
  /** The last createTokens compiled puts its tokens into play under your control (a delayed ability may remember them
   * all: "madeAll"). */
  madeYours = false;
  /** Is the effect of a delayed ability remembering a set of objects being compiled ("madeAll": "them")? */
  remembersSet = false;
  /** Has a filter named that set ("remembered")? */
  namedRemembered = false;
  /**
   * Compiles an activated ability that this card's static ability or effect grants to a permanent
   * ("has '{T}: ...'", granted.ts) as a card holding just that ability, kept among `tokens` so the pool
   * gives it an id. Set by the card compiler (src/cards/compile.ts), which knows ability objects.
   */
  grantedAbility: ((v: unknown, field: string) => CCard) | null = null;
  /** Is an ability that this card's static ability or effect grants being compiled (grantedAbility)? */
  granting = false;
  /** The triggered ability object being compiled ("and gains this ability"), or null. */
  thisAbility: unknown = null;
  /** While that ability compiles as a card of its own (thisAbilityGranted): the box its holder card goes in. */
  private thisGrant: { card: CCard | null } | null = null;
  /** A chooseCreatureType has been compiled in this card's effect: countOfChosenType may read the chosen type. */
  choosesCreatureType = false;
  /** The ability being compiled is played from its card's hand (reinforce): its cost may discard the card itself. */
  handAbility = false;
  /** Compiles an ability object onto a card, as its abilities are (a card word's abilities: evoke, reinforce). */
  compileAbility: ((v: unknown, card: CCard, field: string) => void) | null = null;
  /** Delayed triggered abilities made by this card's effects, and the instruction naming each. */
  readonly delayed: { ability: TriggeredC; setIndex(i: number): void }[] = [];
  constructor(
    readonly file: string,
    readonly card: string,
  ) {}

  /** Stops the card's compile: `field` (its path in the card) is not what was `expected`. */
  fail(field: string, expected: string, got: unknown, words?: readonly string[]): never {
    const p: CardProblem = { card: this.card, field, expected, got, ...(words ? { words } : {}) };
    throw new CardError(problemMessage(this.file, p), [p]);
  }

  /** Validates `v` against `schema`; the first error names the exact field path under `field`. */
  check<T extends TSchema>(schema: T, v: unknown, field: string, expected: string): Static<T> {
    if (Value.Check(schema, v)) return v as Static<T>;
    const first = Value.Errors(schema, v).First();
    if (!first || first.path === '') this.fail(field, expected, v);
    const p = this.explain(first, field);
    return this.fail(p.field, p.expected, p.got, p.words);
  }

  /** Up to `max` problems, one per field, for every error of `v` against `schema` (none when valid). */
  errors(schema: TSchema, v: unknown, max: number): CardProblem[] {
    const out = new Map<string, CardProblem>();
    for (const e of Value.Errors(schema, v)) {
      if (e.path === '' || out.has(e.path)) continue;
      out.set(e.path, this.explain(e, ''));
      if (out.size >= max) break;
    }
    return [...out.values()];
  }

  /** The problem one schema error describes, under `field`. */
  private explain(e: ValueError, field: string): CardProblem {
    const path = (
      field +
      e.path
        .split('/')
        .slice(1)
        .map((p) => (/^[0-9]+$/.test(p) ? `[${p}]` : `.${p}`))
        .join('')
    ).replace(/^\./, '');
    if (e.message.startsWith('Unexpected property')) {
      // The object's own fields are what would have been right (e.schema: the object's schema).
      const fields = Object.keys((e.schema.properties as object | undefined) ?? {});
      const got = path.replace(/^.*\./, '');
      return { card: this.card, field: path, expected: NO_SUCH_FIELD, got, words: fields };
    }
    const expected = describeSchema(e.schema) ?? e.message.replace(/^Expected /, '').toLowerCase();
    return { card: this.card, field: path, expected, got: e.value };
  }

  /** A filter an effect or a target names (recorded among the mode's words, ModeC.filters). */
  filter(v: Filter | undefined): FilterC | null {
    const f = this.filterOf(v);
    if (f !== null && this.modeFilters !== null) this.modeFilters.push(f);
    return f;
  }

  /**
   * A token card an effect makes: its pool id comes with the card's (tokens), its words with the mode's; not those of
   * a granted ability, which text changes of the permanent having it don't reach (418.6b: createTokens' granted).
   */
  madeToken(card: CCard): void {
    this.tokens.push(card);
    if (!this.granting) this.modeTokens?.push(card);
  }

  /**
   * "[This] becomes a copy of that creature and gains this ability" (Cemetery Puca): the triggered ability being
   * compiled, as a card of its own holding it (grantedAbility), in a box filled once it has compiled; the copy of the
   * ability in that card, compiled meanwhile, gets the same box (it gains itself again).
   */
  thisAbilityGranted(field: string): { card: CCard | null } {
    if (this.thisGrant !== null) return this.thisGrant;
    if (this.thisAbility === null || this.granting)
      this.fail(field, 'gainsThisAbility only in a triggered ability of the card itself', true);
    const box: { card: CCard | null } = { card: null };
    this.thisGrant = box;
    box.card = this.grantedAbility!(this.thisAbility, field);
    this.thisGrant = null;
    return box;
  }

  /** The filter word remembered, only in the effect of a delayed ability remembering a set ("madeAll"). */
  private rememberedFilter(on: boolean): boolean {
    if (on && !this.remembersSet)
      this.fail(
        'filter.remembered',
        'remembered only in the effect of a delayed ability with "remember": "madeAll"',
        on,
      );
    if (on) this.namedRemembered = true;
    return on;
  }

  private filterOf(v: Filter | undefined): FilterC | null {
    if (v === undefined) return null;
    if (v.self && v.other) this.fail('filter.self', 'self or other, not both', true);
    if (v.attached && !this.attaches) this.fail('filter.attached', 'attached only on an Aura or Equipment', true);
    if (v.manaValueParity !== undefined && !this.choosesParity)
      this.fail('filter.manaValueParity', 'only on a card with asComesIntoPlayChooseOddOrEven', v.manaValueParity);
    return {
      types: bits(
        v.types,
        TYPE_NAMES.map((t) => t[0]),
      ),
      notTypes: bits(
        v.notTypes,
        TYPE_NAMES.map((t) => t[0]),
      ),
      subtypes: v.subtypes ? v.subtypes.map(subtypeId) : null,
      notSubtypes: v.notSubtypes ? v.notSubtypes.map(subtypeId) : null,
      colors: bits(v.colors, COLOR_NAMES),
      notColors: bits(v.notColors, COLOR_NAMES),
      kw: keywordBits(v.keywords, 0),
      kw2: keywordBits(v.keywords, 1),
      notKw: keywordBits(v.notKeywords, 0),
      notKw2: keywordBits(v.notKeywords, 1),
      tapped: tri(v.tapped),
      attacking: tri(v.attacking),
      blocking: tri(v.blocking),
      controller: v.controller === 'you' ? 1 : v.controller === 'opponent' ? 2 : 0,
      other: v.other === true,
      blockingThis: v.blockingThis === true,
      damagedBySrc: v.dealtDamageByThisTurn === true,
      attached: v.attached === true,
      sameName: v.sameName === true,
      self: v.self === true,
      attackedThisTurn: v.attackedThisTurn === true,
      inCombat: v.inCombat === true,
      madeByThis: v.madeByThis === true,
      remembered: this.rememberedFilter(v.remembered === true),
      hasCounters: v.hasCounters === true,
      enchanted: v.enchanted === true,
      attachedToThis: v.attachedToThis === true,
      plusOne: v.plusOneCounter === true,
      minusOne: v.minusOneCounter === true,
      blocked: tri(v.blocked),
      damaged: v.dealtDamageThisTurn === true,
      nontoken: v.nontoken === true,
      token: v.token === true,
      owner: v.owner === 'you' ? 1 : v.owner === 'opponent' ? 2 : 0,
      notSupers: bits(v.notSupertypes, ['Basic', 'Legendary', 'Snow', 'World']), // Super's bits
      powerAtMost: v.powerAtMost ?? NO_POWER_LIMIT,
      toughnessAtLeast: v.toughnessAtLeast ?? -NO_POWER_LIMIT,
      manaValueAtLeast: v.manaValueAtLeast ?? 0,
      manaValueAtMost: v.manaValueAtMost ?? NO_POWER_LIMIT,
      highestManaValue: v.highestManaValue === true,
      chosenType: v.chosenCreatureType === true,
      chosenColor: v.chosenColor === true,
      chosenName: v.chosenName === true,
      parity: v.manaValueParity === 'chosen' ? 1 : v.manaValueParity === 'notChosen' ? 2 : 0,
    };
  }

  amount(v: Static<typeof AmountSchema>, field: string): AmountC {
    if (v === 'x') {
      this.usesX = true;
      return { kind: AmountKind.X, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'counteredManaValue') {
      if (this.counterArgs === null)
        this.fail(field, '"counteredManaValue" only after a counter earlier in the same effect', v);
      this.counterArgs!.keepManaValue = true;
      return { kind: AmountKind.CounteredManaValue, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'revealedManaSymbols') {
      if (!this.revealedFromHand)
        this.fail(
          field,
          '"revealedManaSymbols" only after a revealFromHand or a counting revealTopToBottom earlier in the same effect',
          v,
        );
      return { kind: AmountKind.RevealedManaSymbols, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'tappedPower') {
      if (!this.tappedOne)
        this.fail(field, '"tappedPower" only in an activated ability whose cost taps one untapped permanent', v);
      return { kind: AmountKind.TappedPower, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'damageDealt') {
      if (!this.dealtDamage) this.fail(field, '"damageDealt" only after a damage earlier in the same effect', v);
      return { kind: AmountKind.DamageDealt, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'destroyedCount') {
      if (!this.destroyedEach)
        this.fail(field, '"destroyedCount" only after a destroyEach earlier in the same effect', v);
      return { kind: AmountKind.Destroyed, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'removedOfChosenColor') {
      if (!this.removedTopOfColor)
        this.fail(field, '"removedOfChosenColor" only after a removeTopChooseColor earlier in the same effect', v);
      return { kind: AmountKind.RemovedOfColor, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'countersRemoved') {
      if (!this.countersRemoved)
        this.fail(field, '"countersRemoved" only after a removeAllCounters earlier in the same effect', v);
      return { kind: AmountKind.CountersRemoved, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'sacrificedToughness') {
      // the sacrificeChosen keeps the toughness instead of the power in the item's amount slot (effects-play.ts act)
      const last = this.lastSacrifice as { keepsPower?: boolean; keepsToughness?: boolean } | null;
      if (!this.sacrificed || last === null || last.keepsPower !== true)
        this.fail(
          field,
          '"sacrificedToughness" only after a sacrificeChosen of one permanent you sacrifice, in the same effect',
          v,
        );
      last!.keepsToughness = true;
      // n 1: the toughness (text.ts)
      return { kind: AmountKind.Sacrificed, n: 1, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'discardedPower') {
      // ifDiscarded leaves the card's power in the item's amount slot (effects-if-discarded.ts)
      if (!this.discardChecked || this.eventAmount)
        this.fail(field, '"discardedPower" only after an ifDiscarded, in an effect whose event has no amount', v);
      return { kind: AmountKind.Sacrificed, n: 2, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'sacrificedPower') {
      if ((this.lastSacrifice as { keepsToughness?: boolean } | null)?.keepsToughness === true)
        this.fail(field, 'either "sacrificedPower" or "sacrificedToughness" in one effect', v);
      // Both kinds of sacrifice leave the power in the item's amount slot (stack.ts sacrificeAll, effects-play.ts).
      if (!this.sacrificed && !this.sacrificedPower)
        this.fail(
          field,
          '"sacrificedPower" only after a sacrificeChosen of one permanent in the same effect, in a spell with a sacrificeAll or sacrifice additional cost, or in an ability with a sacrifice cost',
          v,
        );
      return { kind: AmountKind.Sacrificed, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'eventAmount') {
      if (!this.eventAmount)
        this.fail(
          field,
          '"eventAmount" only in a triggered ability whose event has an amount (damage dealt, blockers)',
          v,
        );
      if ((this.reads & (EventRead.ItCreatureTypes | EventRead.ItMinusCounters | EventRead.ItCopiable)) !== 0)
        this.fail(field, 'no "eventAmount" in an ability that keeps what "it" was as it triggered in the amount', v);
      this.reads |= EventRead.Amount;
      return { kind: AmountKind.Event, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'itToughness') {
      if (!this.eventObject)
        this.fail(field, '"itToughness" only in a triggered ability whose event has an object ("it")', v);
      this.reads |= EventRead.It | EventRead.ItToughness;
      return { kind: AmountKind.ItToughness, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'itMinusCounters') {
      // the trigger's amount slot holds the count: no other reader of that slot beside it
      if (
        !this.eventObject ||
        (this.reads & (EventRead.Amount | EventRead.ItCreatureTypes | EventRead.ItCopiable)) !== 0
      )
        this.fail(
          field,
          '"itMinusCounters" only in a triggered ability whose event has an object ("it"), not beside "eventAmount"',
          v,
        );
      this.reads |= EventRead.It | EventRead.ItMinusCounters;
      return { kind: AmountKind.ItMinusCounters, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'share') {
      if (!this.divided) this.fail(field, '"share" only in an effect on a divided list of targets ("divide": "x")', v);
      this.usedShare = true;
      return { kind: AmountKind.Share, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (v === 'legalTargets') {
      if (this.listTarget < 0)
        this.fail(field, '"legalTargets" only in a spell or ability with a list of targets (a target with "count")', v);
      return { kind: AmountKind.LegalTargets, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if (typeof v === 'number') return { kind: AmountKind.Fixed, n: v, filter: null, zone: Zone.InPlay, whose: 0 };
    if ('countOfChosenType' in v) {
      if (!this.choosesCreatureType)
        this.fail(field, 'countOfChosenType only after a chooseCreatureType earlier in the same effect', v);
      return {
        kind: AmountKind.ChosenType,
        n: 0,
        filter: this.filter(v.countOfChosenType),
        zone: Zone.InPlay,
        whose: 0,
      };
    }
    if ('sacrificedManaSymbols' in v) {
      if (!this.activatedAbility || !this.sacrificedPower)
        this.fail(field, 'sacrificedManaSymbols only in an activated ability with a sacrifice cost', v);
      const n = COLOR_NAMES.indexOf(v.sacrificedManaSymbols) + 1;
      return { kind: AmountKind.SacrificedManaSymbols, n, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if ('toughnessOf' in v) {
      const n = this.objRef(v.toughnessOf, `${field}.toughnessOf`);
      if (n === this.listTarget) this.listMisuse = true; // each of a list is acted on, never measured
      return { kind: AmountKind.Toughness, n, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    if ('damageThisTurn' in v)
      return { kind: AmountKind.OpponentDamage, n: 0, filter: null, zone: Zone.InPlay, whose: 2 };
    if ('lifeLostThisTurn' in v)
      return this.playerAmount(AmountKind.LifeLost, v.lifeLostThisTurn, `${field}.lifeLostThisTurn`);
    if ('discardedThisTurn' in v)
      return this.playerAmount(AmountKind.Discarded, v.discardedThisTurn, `${field}.discardedThisTurn`);
    if ('moreCardsInHand' in v)
      return { kind: AmountKind.HandDifference, n: 0, filter: null, zone: Zone.Hand, whose: 2 };
    if ('powerOf' in v) {
      const n = this.objRef(v.powerOf, `${field}.powerOf`);
      if (n === this.listTarget) this.listMisuse = true;
      return { kind: AmountKind.Power, n, filter: null, zone: Zone.InPlay, whose: 0 };
    }
    const zone = v.zone === 'graveyard' ? Zone.Graveyard : v.zone === 'hand' ? Zone.Hand : Zone.InPlay;
    if (v.whose === 'thatPlayer' && !this.perPlayerAmount)
      this.fail(
        `${field}.whose`,
        '"thatPlayer" only in an effect on players (loseLife, gainLife, damage to a player)',
        v.whose,
      );
    const whose =
      v.whose === 'opponent'
        ? 2
        : v.whose === 'each'
          ? 0
          : v.whose === 'thatPlayer'
            ? 3
            : v.whose === 'eventPlayer'
              ? 4
              : 1;
    if (whose === 4 && !this.eventPlayer)
      this.fail(`${field}.whose`, '"eventPlayer" only in a triggered ability whose event has a player', v.whose);
    if (zone !== Zone.InPlay && v.whose === undefined)
      this.fail(`${field}.whose`, '"you", "opponent" or "each" for a count outside play', v.whose);
    if (zone !== Zone.InPlay) this.printedOnly(v.count, `${field}.count`);
    if (v.sharingACreatureTypeWith !== undefined) {
      if (zone !== Zone.InPlay || whose > 2)
        this.fail(
          `${field}.sharingACreatureTypeWith`,
          'a count of permanents in play (whose: you, opponent or each)',
          v,
        );
      const n = this.objRef(v.sharingACreatureTypeWith, `${field}.sharingACreatureTypeWith`);
      return { kind: AmountKind.CountSharing, n, filter: this.filter(v.count), zone, whose };
    }
    // recorded among the mode's words: a text change reads it (418.6)
    const symbols = v.manaSymbols === undefined ? 0 : COLOR_NAMES.indexOf(v.manaSymbols) + 1;
    return { kind: AmountKind.Count, n: symbols, filter: this.filter(v.count), zone, whose };
  }

  /**
   * A filter judged on cards outside play (printed types, subtypes and colors, printedMatches): any other
   * field could not be honoured, so it is an error rather than ignored.
   */
  printedOnly(v: Filter | undefined, field: string): void {
    for (const k of Object.keys(v ?? {})) {
      if (!PRINTED_FIELDS.includes(k))
        this.fail(`${field}.${k}`, `only ${PRINTED_FIELDS.join(', ')} for cards outside play`, k);
    }
  }

  /** An object reference: "this" or "target:N" of a declared target. */
  objRef(v: string, field: string): number {
    if (v === 'this') return RefCode.This;
    if (v === 'attached') {
      if (!this.attaches) this.fail(field, '"attached" only on an Aura or Equipment', v);
      return RefCode.Attached;
    }
    if (v === 'it') {
      if (!this.eventObject) this.fail(field, '"it" only in a triggered ability whose event has an object', v);
      this.reads |= EventRead.It;
      return RefCode.It;
    }
    return this.targetIndex(v, field);
  }

  /** A player reference: you, opponent, each, "target:N" (a player target) or targetController:0. */
  /** An amount of one player's ("thatPlayer": whose 3, the player the effect acts on). */
  playerAmount(kind: AmountKind, v: string, field: string): AmountC {
    if (v === 'thatPlayer') {
      if (!this.perPlayerAmount)
        this.fail(field, '"thatPlayer" only in an effect on players (loseLife, gainLife, damage to a player)', v);
      return { kind, n: 0, filter: null, zone: Zone.InPlay, whose: 3 };
    }
    if (v === 'each') this.fail(field, 'one player, not "each"', v);
    return { kind, n: this.playerRef(v, field), filter: null, zone: Zone.InPlay, whose: 0 };
  }

  playerRef(v: string, field: string): number {
    switch (v) {
      case 'you':
        return RefCode.You;
      case 'opponent':
        return RefCode.Opponent;
      case 'each':
        return RefCode.Each;
      case 'targetController:0':
        if (this.nTargets < 1) this.fail(field, 'a declared target 0', v);
        if (this.listTarget === 0) this.listMisuse = true;
        return RefCode.TargetController0;
      case 'eventPlayer':
        if (!this.eventPlayer) this.fail(field, 'a triggered ability whose event has a player', v);
        this.reads |= EventRead.Player;
        return RefCode.EventPlayer;
      case 'attachedController':
        if (!this.attaches) this.fail(field, '"attachedController" only on an Aura or Equipment', v);
        return RefCode.AttachedController;
      default:
        return this.targetIndex(v, field);
    }
  }

  private targetIndex(v: string, field: string): number {
    const m = /^target:([0-3])$/.exec(v);
    if (m && Number(m[1]) < this.nTargets) return Number(m[1]);
    return this.fail(field, `"target:N" of a declared target (this has ${this.nTargets})`, v);
  }
}

/** What a schema accepts, in words, for error messages. */
export function describeSchema(s: TSchema): string | undefined {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.anyOf)) {
    const parts = (s.anyOf as TSchema[]).map(describeSchema);
    if (parts.every((p) => p !== undefined))
      return (s.anyOf as TSchema[]).every((x) => x.const !== undefined)
        ? `one of ${parts.join(', ')}`
        : parts.join(' or ');
    return s.description;
  }
  if (s.type === 'integer')
    return `a whole number${s.minimum !== undefined ? ` from ${s.minimum} to ${s.maximum}` : ''}`;
  if (s.type === 'string') return s.description ?? (s.pattern ? `a string matching ${s.pattern}` : 'a string');
  if (s.type === 'boolean') return 'true or false';
  if (s.type === 'array') return s.description ?? 'a list';
  if (s.type === 'object') return s.description ?? 'an object';
  return s.description;
}

/** The filter fields a card outside play can be judged by. */
const PRINTED_FIELDS = ['types', 'notTypes', 'colors', 'notColors', 'subtypes', 'notSubtypes'];

export function bits(names: readonly string[] | undefined, table: readonly string[]): number {
  let m = 0;
  for (const n of names ?? []) m |= 1 << table.indexOf(n);
  return m;
}
/** The bits of keyword names in the first word (FIRST_WORD_NAMES, `word` 0) or the second (COMBAT_WORDS, 1). */
export function keywordBits(names: readonly string[] | undefined, word: 0 | 1): number {
  const table: readonly string[] = word === 0 ? FIRST_WORD_NAMES : COMBAT_WORDS;
  let m = 0;
  for (const n of names ?? []) {
    const i = table.indexOf(n);
    if (i >= 0) m |= 1 << i;
  }
  return m;
}
/** The names of keyword bits of both words. */
export function keywordNames(kw: number, kw2: number): string[] {
  return [
    ...FIRST_WORD_NAMES.filter((w, i) => w !== '' && (kw & (1 << i)) !== 0),
    ...COMBAT_WORDS.filter((_, i) => (kw2 & (1 << i)) !== 0),
  ];
}
const tri = (v: boolean | undefined) => (v === undefined ? -1 : v ? 1 : 0);

export const FIXED_ZERO: AmountC = { kind: AmountKind.Fixed, n: 0, filter: null, zone: Zone.InPlay, whose: 0 };
