// The vocabulary's other word classes, each entry defined once: costs, target kinds, trigger events
// and static abilities (schema, compiler, description; target kinds also their legality).
import { type Static, Type } from '@sinclair/typebox';
import {
  type AmountC,
  AmountKind,
  Cond,
  type FilterC,
  type ManaCost,
  type StaticC,
  type TargetC,
  TargetCount,
  TriggerEvent,
  TargetKind,
} from '../core/cardform.js';
import { ContinuousEffect, Layer, Who } from '../core/continuous.js';
import { ABILITY_SHIFT, ABILITY_WORDS, COLOR_NAMES, STEP_NAMES, Zone } from '../core/constants.js';
import { compileRulesStatic, isRulesStatic, RulesStaticSchemas } from './statics-rules.js';
import type { TriggerC } from './trigger.js';
import {
  AmountSchema,
  bits,
  GrantedAbilitySchema,
  CardTypeSchema,
  ColorSchema,
  Compile,
  FilterSchema,
  keywordBits,
  KeywordSchema,
  MANA_BOUNDS,
  MANA_COST_PATTERN,
  ManaCostSchema,
  NO_POWER_LIMIT,
} from './common.js';

// ---- Costs ----

/**
 * "{T}", "sacrificeThis", "discardACard", a mana cost string, {"sacrifice": filter}: "Sacrifice a
 * [permanent]", or {"discard": filter}: "Discard a [card]" ("discardACard" is a discard of any card).
 */
export const CostSchema = Type.Union([
  Type.Literal('{T}'),
  Type.Literal('sacrificeThis'),
  Type.Literal('discardACard', { description: 'discard a card (you choose which, as the ability is played: 409.1f)' }),
  ManaCostSchema,
  Type.Object(
    { sacrifice: FilterSchema },
    {
      additionalProperties: false,
      description: 'sacrifice a permanent you control matching the filter (you choose which)',
    },
  ),
  Type.Object(
    { discard: FilterSchema },
    {
      additionalProperties: false,
      description:
        'discard a card from your hand matching the filter (printed types and colors: "Discard a land card"; you choose which)',
    },
  ),
]);
export interface CostsC {
  cost: ManaCost;
  tap: boolean;
  sacSelf: boolean;
  sacFilter: FilterC | null;
  discardFilter: FilterC | null;
}

const MANA_COST_RE = new RegExp(MANA_COST_PATTERN);

export function parseManaCost(s: string, where: { file: string; card: string }, field: string): ManaCost {
  const c = where instanceof Compile ? where : new Compile(where.file, where.card);
  const colored = [0, 0, 0, 0, 0, 0]; // plain numbers (not a typed array) so a compiled card can be frozen
  let generic = 0;
  let x = 0;
  let nColored = 0;
  if (typeof s !== 'string' || s.length > 80 || !MANA_COST_RE.test(s)) c.fail(field, ManaCostSchema.description!, s);
  for (const m of s.matchAll(/\{([0-9]+|[WUBRGX])\}/g)) {
    const sym = m[1];
    if (sym === 'X') x++;
    else if (/^[0-9]+$/.test(sym)) generic += Number(sym);
    else {
      colored['WUBRG'.indexOf(sym)]++;
      nColored++;
    }
  }
  if (x > 1) c.fail(field, 'at most one {X}', s);
  let cmc = generic;
  for (let i = 0; i < 5; i++) cmc += colored[i];
  if (nColored > MANA_BOUNDS.colored) c.fail(field, `at most ${MANA_BOUNDS.colored} colored mana symbols`, s);
  if (generic + nColored > MANA_BOUNDS.cmc) c.fail(field, `a mana value of at most ${MANA_BOUNDS.cmc}`, s);
  return { generic, colored, x, cmc, xColor: -1 };
}

export function compileCosts(v: unknown, c: Compile, f: string): CostsC {
  const list = c.check(Type.Array(CostSchema), v, f, 'a list of costs like ["{T}"] or ["{1}{R}"]');
  let cost: ManaCost = { generic: 0, colored: [0, 0, 0, 0, 0, 0], x: 0, cmc: 0, xColor: -1 };
  let tap = false;
  let sacSelf = false;
  let manaSeen = false;
  let sacFilter: FilterC | null = null;
  let discardFilter: FilterC | null = null;
  list.forEach((s, i) => {
    if (typeof s === 'object' && 'discard' in s) {
      if (discardFilter !== null || sacFilter !== null)
        c.fail(`${f}[${i}]`, 'one sacrifice or discard cost per ability', s);
      c.printedOnly(s.discard, `${f}[${i}].discard`);
      discardFilter = c.filter(s.discard);
      return;
    }
    if (typeof s === 'object') {
      if (discardFilter !== null) c.fail(`${f}[${i}]`, 'one sacrifice or discard cost per ability', s);
      if (sacFilter !== null) c.fail(`${f}[${i}]`, 'one sacrifice cost per ability', s);
      sacFilter = c.filter(s.sacrifice);
      return;
    }
    if (s === '{T}') tap = true;
    else if (s === 'sacrificeThis') sacSelf = true;
    else if (s === 'discardACard') {
      if (discardFilter !== null || sacFilter !== null)
        c.fail(`${f}[${i}]`, 'one sacrifice or discard cost per ability', s);
      discardFilter = c.filter({});
    } else {
      if (manaSeen) c.fail(`${f}[${i}]`, 'one mana cost per ability', s);
      manaSeen = true;
      cost = parseManaCost(s, c, `${f}[${i}]`);
    }
  });
  return { cost, tap, sacSelf, sacFilter, discardFilter };
}

// ---- Target kinds ----

const printedFields = {
  types: Type.Optional(Type.Array(CardTypeSchema)),
  notTypes: Type.Optional(Type.Array(CardTypeSchema)),
  colors: Type.Optional(Type.Array(ColorSchema, { description: 'is at least one of these colors' })),
};
/** A card judged by its printed types and colors (a card put into a graveyard). */
export const PrintedFilterSchema = Type.Object(printedFields, { additionalProperties: false });
const SpellFilterSchema = Type.Object(
  {
    ...printedFields,
    singleTarget: Type.Optional(Type.Literal(true, { description: 'a spell with a single target' })),
  },
  { additionalProperties: false },
);
const CardFilterSchema = Type.Object(
  {
    types: Type.Optional(Type.Array(CardTypeSchema)),
    notTypes: Type.Optional(Type.Array(CardTypeSchema)),
    subtypes: Type.Optional(Type.Array(Type.String(), { description: 'has at least one of these subtypes (printed)' })),
  },
  { additionalProperties: false },
);
const who = Type.Union([Type.Literal('you'), Type.Literal('opponent')]);
const another = Type.Optional(
  Type.Literal(true, {
    description: '"another target": not one chosen for an earlier target of this spell or ability',
  }),
);
const count = Type.Optional(
  Type.Union(
    [
      Type.Literal('anyNumber', { description: '"any number of target ...": none or more, each once' }),
      Type.Literal('x', {
        description: '"X target ...": exactly X (X is chosen first, at most the number of candidates)',
      }),
      Type.Object({ upTo: AmountSchema }, { additionalProperties: false, description: '"up to N target ..."' }),
    ],
    {
      description:
        'a list of targets instead of one (the last target of a mode only; its effects act on each, and "target:N" names each in turn)',
    },
  ),
);
const divide = Type.Optional(
  Type.Literal('x', {
    description:
      'with "count": "anyNumber": "X damage divided as you choose among" them (409.1d of 2008): X picks, each one of the X, a target picked again gets more; the effect\'s amount is "share"',
  }),
);
export const TargetSchemas = {
  creature: Type.Object(
    { kind: Type.Literal('creature'), filter: Type.Optional(FilterSchema), another, count, divide },
    { additionalProperties: false },
  ),
  permanent: Type.Object(
    { kind: Type.Literal('permanent'), filter: Type.Optional(FilterSchema), another, count },
    { additionalProperties: false },
  ),
  player: Type.Object(
    { kind: Type.Literal('player'), player: Type.Optional(who), another },
    { additionalProperties: false },
  ),
  creatureOrPlayer: Type.Object({ kind: Type.Literal('creatureOrPlayer'), another }, { additionalProperties: false }),
  spell: Type.Object(
    { kind: Type.Literal('spell'), filter: Type.Optional(SpellFilterSchema) },
    { additionalProperties: false },
  ),
  spellOrPermanent: Type.Object(
    { kind: Type.Literal('spellOrPermanent') },
    { additionalProperties: false, description: 'a spell on the stack or a permanent ("target spell or permanent")' },
  ),
  cardInGraveyard: Type.Object(
    {
      kind: Type.Literal('cardInGraveyard'),
      filter: Type.Optional(CardFilterSchema),
      whose: Type.Optional(Type.Union([Type.Literal('you'), Type.Literal('any')])),
      count,
    },
    { additionalProperties: false },
  ),
} as const;
const TARGET_KINDS: Record<keyof typeof TargetSchemas, TargetKind> = {
  creature: TargetKind.Creature,
  permanent: TargetKind.Permanent,
  player: TargetKind.Player,
  creatureOrPlayer: TargetKind.CreatureOrPlayer,
  spell: TargetKind.Spell,
  cardInGraveyard: TargetKind.CardInGraveyard,
  spellOrPermanent: TargetKind.SpellOrPermanent,
};
export const TargetSchema = Type.Union(Object.values(TargetSchemas));

export function compileTarget(v: unknown, c: Compile, f: string): TargetC {
  const kindName = (v as { kind?: unknown } | null)?.kind;
  const schema =
    typeof kindName === 'string' && Object.hasOwn(TargetSchemas, kindName)
      ? TargetSchemas[kindName as keyof typeof TargetSchemas]
      : undefined;
  if (!schema) return c.fail(`${f}.kind`, `one of ${Object.keys(TargetSchemas).join(', ')}`, kindName);
  const o = c.check(schema, v, f, 'a target object') as Record<string, unknown>;
  return {
    kind: TARGET_KINDS[kindName as keyof typeof TargetSchemas],
    filter: c.filter(o.filter as never) as FilterC | null,
    player: o.player === 'you' ? 1 : o.player === 'opponent' ? 2 : 0,
    whoseYou: o.whose === 'you',
    another: o.another === true,
    single: (o.filter as { singleTarget?: boolean } | undefined)?.singleTarget === true,
    ...targetCount(o, c, f),
  };
}

/** A target word's count: one, or a list (target-list.ts). */
function targetCount(
  o: Record<string, unknown>,
  c: Compile,
  f: string,
): { count: TargetCount; countAmount: AmountC | null; divide: boolean } {
  const v = o.count;
  if (o.divide !== undefined && v !== 'anyNumber')
    c.fail(`${f}.divide`, '"divide" only with "count": "anyNumber"', o.divide);
  if (o.another === true && v !== undefined) c.fail(`${f}.another`, 'no "another" on a list of targets', o.another);
  if (v === undefined) return { count: TargetCount.One, countAmount: null, divide: false };
  if (v === 'anyNumber') return { count: TargetCount.AnyNumber, countAmount: null, divide: o.divide === 'x' };
  if (v === 'x') return { count: TargetCount.X, countAmount: null, divide: false };
  const amount = c.amount((v as { upTo: never }).upTo, `${f}.count.upTo`);
  if (amount.kind === AmountKind.X)
    c.fail(`${f}.count.upTo`, 'a number or an amount other than "x" (use "count": "x" for X targets)', 'x');
  return { count: TargetCount.UpTo, countAmount: amount, divide: false };
}

// ---- Conditions of triggered abilities ----

/** Intervening "if" clauses (410.8): checked as the ability triggers and again on resolution. */
const CountConditionSchema = Type.Object(
  {
    count: FilterSchema,
    zone: Type.Optional(Type.Union([Type.Literal('inPlay'), Type.Literal('graveyard'), Type.Literal('hand')])),
    whose: Type.Optional(
      Type.Union([Type.Literal('you'), Type.Literal('opponent'), Type.Literal('each'), Type.Literal('eventPlayer')]),
    ),
    atLeast: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    atMost: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  },
  {
    additionalProperties: false,
    description:
      'if the number of matching objects (in play by default; zone and whose for cards elsewhere) is at least / at most N',
  },
);
export const ConditionSchema = Type.Union(
  [
    Type.Literal('thisUntapped'),
    Type.Literal('notCastFromHand'),
    Type.Literal('thisInPlay'),
    Type.Literal('wasCreature'),
    CountConditionSchema,
  ],
  {
    description:
      'an intervening "if" (410.8): thisUntapped ("if this is untapped"), notCastFromHand ("if you didn\'t play it from your hand"), thisInPlay ("if it\'s in play"), wasCreature ("if it was a creature": a leaves-play trigger looking back, 410.10d), or a count of objects',
  },
);
const CONDS: Record<string, Cond> = {
  thisUntapped: Cond.ThisUntapped,
  notCastFromHand: Cond.NotCastFromHand,
  thisInPlay: Cond.ThisInPlay,
  wasCreature: Cond.WasCreature,
};

/** The "if" of a triggered ability (a sibling of "when"). */
export function compileCondition(v: unknown, c: Compile, f: string, when: TriggerC): void {
  if (v === undefined) {
    when.cond = Cond.None;
    return;
  }
  const o = c.check(ConditionSchema, v, f, 'a condition');
  if (typeof o === 'string') {
    if (o === 'wasCreature' && when.event !== TriggerEvent.PutIntoGraveyardFromPlay)
      c.fail(f, '"wasCreature" only on a put-into-a-graveyard-from-play trigger', o);
    when.cond = CONDS[o];
    return;
  }
  if (o.atLeast === undefined && o.atMost === undefined) c.fail(f, 'atLeast or atMost', Object.keys(o));
  when.cond = Cond.Count;
  when.condCount = c.amount({ count: o.count, zone: o.zone, whose: o.whose }, f);
  when.condMin = o.atLeast ?? 0;
  when.condMax = o.atMost ?? 1000000;
}

// ---- Static abilities ----

export const StaticSchemas = {
  pumpEach: Type.Object(
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
    },
    {
      additionalProperties: false,
      description:
        "matching permanents get +P/+T (layer 6d); with forEach, +P/+T for each permanent in play matching forEach, seen from this permanent's controller (Blanchwood Armor)",
    },
  ),
  grantKeywords: Type.Object(
    { op: Type.Literal('grantKeywords'), filter: FilterSchema, keywords: Type.Array(KeywordSchema, { minItems: 1 }) },
    { additionalProperties: false, description: 'matching permanents have these keywords (layer 5)' },
  ),
  definePt: Type.Object(
    { op: Type.Literal('definePt'), count: AmountSchema },
    {
      additionalProperties: false,
      description:
        "characteristic-defining: this object's power and toughness are each equal to the number of matching objects (layer 6a; Nightmare, Mortivore)",
    },
  ),
  loseAllAbilities: Type.Object(
    { op: Type.Literal('loseAllAbilities'), filter: FilterSchema },
    {
      additionalProperties: false,
      description:
        "matching permanents lose all abilities (layer 5, timestamp order: Humility): keywords, and their triggered, activated, mana and static abilities (a comes-into-play ability of one coming into play doesn't trigger, 410.10b)",
    },
  ),
  setPtEach: Type.Object(
    {
      op: Type.Literal('setPtEach'),
      filter: FilterSchema,
      power: Type.Integer({ minimum: -1000, maximum: 1000 }),
      toughness: Type.Integer({ minimum: -1000, maximum: 1000 }),
    },
    { additionalProperties: false, description: 'matching permanents are P/T (layer 6b: Humility\'s "are 1/1")' },
  ),
  loseKeywords: Type.Object(
    { op: Type.Literal('loseKeywords'), filter: FilterSchema, keywords: Type.Array(KeywordSchema, { minItems: 1 }) },
    {
      additionalProperties: false,
      description:
        'matching permanents lose these keywords (layer 5; timestamp order against effects that grant them, 418.5h)',
    },
  ),
  grantAbilities: Type.Object(
    {
      op: Type.Literal('grantAbilities'),
      filter: FilterSchema,
      abilities: Type.Union([
        Type.Array(Type.Union(ABILITY_WORDS.map((w) => Type.Literal(w))), {
          minItems: 1,
          description: `a list of ability words (${ABILITY_WORDS.join(', ')})`,
        }),
        Type.Tuple([GrantedAbilitySchema], {
          description: 'a list of one activated ability object ({"kind": "activated", ...})',
        }),
      ]),
    },
    {
      additionalProperties: false,
      description:
        "matching permanents have these abilities: can't attack, can't block, doesn't untap (during its controller's untap step), unblockable, can't be blocked except by creatures with flying; or one activated ability (\"has '{T}: ...'\": layer 5; a copy doesn't copy it)",
    },
  ),
  animate: Type.Object(
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
  control: Type.Object(
    { op: Type.Literal('control'), filter: FilterSchema },
    {
      additionalProperties: false,
      description:
        'you (the source\'s controller) control matching permanents (layer 2; Persuasion: "you control enchanted creature")',
    },
  ),
  doubleDamage: Type.Object(
    { op: Type.Literal('doubleDamage'), sourceFilter: Type.Optional(FilterSchema) },
    {
      additionalProperties: false,
      description:
        'if a (matching) source would deal damage, it deals double that damage instead (419.1a; two make x4, 419.6a)',
    },
  ),
  preventCombatDamageToAndBy: Type.Object(
    { op: Type.Literal('preventCombatDamageToAndBy') },
    {
      additionalProperties: false,
      description: 'prevent all combat damage that would be dealt to and dealt by this permanent (419.1d)',
    },
  ),
  preventAllDamage: Type.Object(
    {
      op: Type.Literal('preventAllDamage'),
      to: Type.Boolean(),
      by: Type.Boolean(),
      of: Type.Union([Type.Literal('this'), Type.Literal('attached')]),
      combat: Type.Optional(Type.Boolean({ description: 'combat damage only' })),
    },
    {
      additionalProperties: false,
      description:
        'prevent all damage that would be dealt to (to) and/or dealt by (by) this permanent or the creature it enchants (of: attached; Cho-Manno, Heart of Light; 419.1d)',
    },
  ),
  skipSteps: Type.Object(
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
  comesIntoPlayTapped: Type.Object(
    { op: Type.Literal('comesIntoPlayTapped'), filter: FilterSchema },
    {
      additionalProperties: false,
      description: 'matching permanents come into play tapped (419.1c; types and colors of the card)',
    },
  ),
  redirectDamageToAttached: Type.Object(
    { op: Type.Literal('redirectDamageToAttached') },
    {
      additionalProperties: false,
      description:
        'all damage that would be dealt to you is dealt to the creature this Aura enchants instead (419.6c: nothing happens if it is gone or no longer a creature; Pariah)',
    },
  ),
  handsRevealed: Type.Object(
    { op: Type.Literal('handsRevealed') },
    {
      additionalProperties: false,
      description: 'your opponents play with their hands revealed (you see the cards in their hands)',
    },
  ),
  cantLose: Type.Object(
    { op: Type.Literal('cantLose') },
    { additionalProperties: false, description: "you can't lose the game and your opponents can't win the game" },
  ),
  protectionFromChosenColor: Type.Object(
    { op: Type.Literal('protectionFromChosenColor') },
    {
      additionalProperties: false,
      description:
        'this permanent has protection from the color chosen as it came into play (layer 5; needs asComesIntoPlayChooseAColor, 419.1b)',
    },
  ),
  maxAttackers: Type.Object(
    { op: Type.Literal('maxAttackers'), count: Type.Integer({ minimum: 0, maximum: 100 }) },
    {
      additionalProperties: false,
      description: 'no more than N creatures can attack each combat (a restriction, 500.2)',
    },
  ),
  maxBlockers: Type.Object(
    { op: Type.Literal('maxBlockers'), count: Type.Integer({ minimum: 0, maximum: 100 }) },
    {
      additionalProperties: false,
      description: 'no more than N creatures can block each combat (a restriction, 500.3)',
    },
  ),
  cantBeTargetedBy: Type.Object(
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
  attackTax: Type.Object(
    { op: Type.Literal('attackTax'), amount: Type.Integer({ minimum: 0, maximum: 100 }) },
    {
      additionalProperties: false,
      description:
        "creatures can't attack you unless their controller pays {amount} for each creature he or she controls that's attacking you (a cost to attack, 500.2; Windborn Muse)",
    },
  ),
  insteadOfGraveyard: Type.Object(
    {
      op: Type.Literal('insteadOfGraveyard'),
      whose: Type.Union([Type.Literal('opponents'), Type.Literal('you'), Type.Literal('each')]),
      to: Type.Literal('removedFromGame'),
    },
    {
      additionalProperties: false,
      description:
        'if a card (not a token) would be put into the graveyard of [whose] from anywhere, it is removed from the game instead (Leyline of the Void: "an opponent\'s graveyard"; 419.1a)',
    },
  ),
  revealUntilInsteadOfDraw: Type.Object(
    { op: Type.Literal('revealUntilInsteadOfDraw') },
    {
      additionalProperties: false,
      description:
        'if you would draw a card, you may instead choose land or nonland and reveal cards from the top of your library until you reveal a card of the chosen kind; that card goes into your hand, the others on the bottom of your library in any order (Abundance; a modal replacement, 419.6g, asked at each draw; works with an empty library, 419.6h)',
    },
  ),
  ...RulesStaticSchemas,
} as const;
export const StaticSchema = Type.Union(Object.values(StaticSchemas));

export function compileStatic(v: unknown, c: Compile, f: string, text: string): StaticC {
  const st = compileStatic0(v, c, f, text);
  // A characteristic-changing static that looks at tapped, attacking or blocking permanents must be
  // reapplied when those change (chars.ts): marked here so the engine only pays for it then.
  const fl = st.filter;
  // Power is what layer 6 computes: a static ability's filter can't read it (its own effects would depend on it).
  if (fl.powerAtMost !== NO_POWER_LIMIT)
    c.fail(`${f}.filter.powerAtMost`, "no power condition in a static ability's filter", fl.powerAtMost);
  st.volatile =
    st.layer !== Layer.Replacement &&
    (st.whileUntapped || fl.tapped >= 0 || fl.attacking >= 0 || fl.blocking >= 0 || fl.blockingThis);
  return st;
}

function compileStatic0(v: unknown, c: Compile, f: string, text: string): StaticC {
  const op = (v as { op?: unknown } | null)?.op;
  if (!(typeof op === 'string' && Object.hasOwn(StaticSchemas, op)))
    return c.fail(`${f}.op`, `one of ${Object.keys(StaticSchemas).join(', ')}`, op);
  if (isRulesStatic(op)) return compileRulesStatic(op, v, c, f, text);
  if (op === 'pumpEach') {
    const o = c.check(StaticSchemas.pumpEach, v, f, 'a static effect') as Static<typeof StaticSchemas.pumpEach>;
    if (o.sharingACreatureType && o.forEach === undefined)
      c.fail(`${f}.sharingACreatureType`, 'a forEach filter to count', true);
    return {
      layer: Layer.PtStatic,
      what: ContinuousEffect.Pump,
      filter: c.filter(o.filter)!,
      a: o.power,
      b: o.toughness,
      text,
      forEach: c.filter(o.forEach),
      sharing: o.sharingACreatureType === true,
      whileUntapped: o.whileUntapped === true,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'grantKeywords') {
    const o = c.check(StaticSchemas.grantKeywords, v, f, 'a static effect') as Static<
      typeof StaticSchemas.grantKeywords
    >;
    return {
      layer: Layer.Other,
      what: ContinuousEffect.AddKeywords,
      filter: c.filter(o.filter)!,
      a: keywordBits(o.keywords, 0),
      b: keywordBits(o.keywords, 1),
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'maxAttackers' || op === 'maxBlockers') {
    const o = c.check(StaticSchemas[op], v, f, 'a static effect') as { count: number };
    return {
      layer: Layer.Replacement,
      what: op === 'maxAttackers' ? ContinuousEffect.MaxAttackers : ContinuousEffect.MaxBlockers,
      filter: c.filter({})!,
      a: o.count,
      b: 0,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'protectionFromChosenColor') {
    if (!c.choosesColor)
      c.fail(`${f}.op`, 'protectionFromChosenColor only on a card with asComesIntoPlayChooseAColor', op);
    return {
      layer: Layer.Other,
      what: ContinuousEffect.AddKeywords,
      filter: c.filter({})!,
      a: 0,
      b: 0,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: true,
      grant: null,
    };
  }
  if (op === 'cantBeTargetedBy') {
    const o = c.check(StaticSchemas.cantBeTargetedBy, v, f, 'a static effect') as Static<
      typeof StaticSchemas.cantBeTargetedBy
    >;
    return {
      layer: Layer.Replacement,
      what: ContinuousEffect.Untargetable,
      filter: c.filter({})!,
      a: bits(o.colors, COLOR_NAMES),
      b: 1,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'attackTax') {
    const o = c.check(StaticSchemas.attackTax, v, f, 'a static effect') as Static<typeof StaticSchemas.attackTax>;
    return {
      layer: Layer.Replacement,
      what: ContinuousEffect.AttackTax,
      filter: c.filter({})!,
      a: o.amount,
      b: 0,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'definePt') {
    const o = c.check(StaticSchemas.definePt, v, f, 'a static effect') as Static<typeof StaticSchemas.definePt>;
    const cda = c.amount(o.count, `${f}.count`);
    if (cda.kind !== AmountKind.Count) c.fail(`${f}.count`, 'a {"count": FILTER} (a number of objects)', o.count);
    return {
      layer: Layer.PtDefining,
      what: ContinuousEffect.SetPt,
      filter: c.filter({})!,
      a: 0,
      b: 0,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'loseAllAbilities') {
    const o = c.check(StaticSchemas.loseAllAbilities, v, f, 'a static effect') as Static<
      typeof StaticSchemas.loseAllAbilities
    >;
    return {
      layer: Layer.Other,
      what: ContinuousEffect.LoseAbilities,
      filter: c.filter(o.filter)!,
      a: 0,
      b: 0,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'setPtEach') {
    const o = c.check(StaticSchemas.setPtEach, v, f, 'a static effect') as Static<typeof StaticSchemas.setPtEach>;
    return {
      layer: Layer.PtSet,
      what: ContinuousEffect.SetPt,
      filter: c.filter(o.filter)!,
      a: o.power,
      b: o.toughness,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'loseKeywords') {
    const o = c.check(StaticSchemas.loseKeywords, v, f, 'a static effect') as Static<typeof StaticSchemas.loseKeywords>;
    return {
      layer: Layer.Other,
      what: ContinuousEffect.RemoveKeywords,
      filter: c.filter(o.filter)!,
      a: keywordBits(o.keywords, 0),
      b: keywordBits(o.keywords, 1),
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'grantAbilities') {
    const o = c.check(StaticSchemas.grantAbilities, v, f, 'a static effect') as Static<
      typeof StaticSchemas.grantAbilities
    >;
    if (typeof o.abilities[0] === 'object') {
      const grant = c.grantedAbility!(o.abilities[0], `${f}.abilities[0]`);
      return {
        layer: Layer.Other,
        what: ContinuousEffect.GrantAbility,
        filter: c.filter(o.filter)!,
        a: 0,
        b: 0,
        text,
        forEach: null,
        sharing: false,
        whileUntapped: false,
        volatile: false,
        cda: null,
        chosenColor: false,
        grant,
      };
    }
    return {
      layer: Layer.Other,
      what: ContinuousEffect.AddKeywords,
      filter: c.filter(o.filter)!,
      a: bits(o.abilities as string[], ABILITY_WORDS) << ABILITY_SHIFT,
      b: 0,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'animate') {
    const o = c.check(StaticSchemas.animate, v, f, 'a static effect') as Static<typeof StaticSchemas.animate>;
    return {
      layer: Layer.Type,
      what: ContinuousEffect.Animate,
      filter: c.filter(o.filter)!,
      a: 2 /* Creature */,
      b: o.size === 'manaValue' ? -1 : o.size,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'control') {
    const o = c.check(StaticSchemas.control, v, f, 'a static effect') as Static<typeof StaticSchemas.control>;
    return {
      layer: Layer.Control,
      what: ContinuousEffect.SetController,
      filter: c.filter(o.filter)!,
      a: -1,
      b: 0,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'skipSteps') {
    const o = c.check(StaticSchemas.skipSteps, v, f, 'a static effect') as Static<typeof StaticSchemas.skipSteps>;
    return {
      layer: Layer.Replacement,
      what: ContinuousEffect.SkipEachStep,
      filter: c.filter({})!,
      a: STEP_NAMES.indexOf(o.step),
      b: ['each', 'you', 'opponents'].indexOf(o.players),
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'preventAllDamage') {
    const o = c.check(StaticSchemas.preventAllDamage, v, f, 'a static effect') as Static<
      typeof StaticSchemas.preventAllDamage
    >;
    if (!o.to && !o.by) c.fail(`${f}.to`, 'to or by (or both) true', o.to);
    if (o.of === 'attached' && !c.attaches) c.fail(`${f}.of`, '"attached" only on an Aura or Equipment', o.of);
    const a = (o.to ? 1 : 0) | (o.by ? 2 : 0) | (o.combat === true ? 4 : 0) | (o.of === 'attached' ? 8 : 0);
    return {
      layer: Layer.Replacement,
      what: ContinuousEffect.PreventToBy,
      filter: c.filter({})!,
      a,
      b: 0,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'insteadOfGraveyard') {
    const o = c.check(StaticSchemas.insteadOfGraveyard, v, f, 'a static effect') as Static<
      typeof StaticSchemas.insteadOfGraveyard
    >;
    const who = o.whose === 'you' ? Who.You : o.whose === 'opponents' ? Who.Opponents : Who.Each;
    return {
      layer: Layer.Replacement,
      what: ContinuousEffect.GraveyardInstead,
      filter: c.filter({})!,
      a: who,
      b: Zone.Removed,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  if (op === 'revealUntilInsteadOfDraw') {
    c.check(StaticSchemas.revealUntilInsteadOfDraw, v, f, 'a static effect');
    return {
      layer: Layer.Replacement,
      what: ContinuousEffect.RevealInsteadOfDraw,
      filter: c.filter({})!,
      a: 0,
      b: 0,
      text,
      forEach: null,
      sharing: false,
      whileUntapped: false,
      volatile: false,
      cda: null,
      chosenColor: false,
      grant: null,
    };
  }
  // Replacement and rules-modifying statics: rows of the Replacement layer while the source is in play.
  const o = c.check(StaticSchemas[op as keyof typeof StaticSchemas], v, f, 'a static effect') as {
    sourceFilter?: never;
    filter?: never;
  };
  // "Comes into play tapped" judges the card before it is in play (410.10e): its printed types and colors.
  if (op === 'comesIntoPlayTapped') c.printedOnly(o.filter, `${f}.filter`);
  if (op === 'redirectDamageToAttached' && !c.attaches)
    c.fail(`${f}.op`, 'redirectDamageToAttached only on an Aura or Equipment', op);
  const what =
    op === 'doubleDamage'
      ? ContinuousEffect.DoubleDamage
      : op === 'cantLose'
        ? ContinuousEffect.CantLose
        : op === 'handsRevealed'
          ? ContinuousEffect.HandsRevealed
          : op === 'comesIntoPlayTapped'
            ? ContinuousEffect.EntersTapped
            : op === 'redirectDamageToAttached'
              ? ContinuousEffect.RedirectToAttached
              : ContinuousEffect.PreventCombatToAndBy;
  return {
    layer: Layer.Replacement,
    what,
    filter: c.filter(o.sourceFilter ?? o.filter ?? {})!,
    a: 0,
    b: 0,
    text,
    forEach: null,
    sharing: false,
    whileUntapped: false,
    volatile: false,
    cda: null,
    chosenColor: false,
    grant: null,
  };
}
