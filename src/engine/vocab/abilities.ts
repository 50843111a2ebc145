// The vocabulary's other word classes, each entry defined once: target kinds (schema, compiler; their
// legality: facts/targets.ts) and conditions of triggered abilities, and the parser of mana costs. Cost
// words: vocab/cost-registry.ts; trigger events: trigger-registry.ts; static abilities: static-registry.ts.
import { Type } from '@sinclair/typebox';
import { CounterKind, FIRST_NAMED_COUNTER, NAMED_COUNTERS } from '../core/constants.js';
import {
  type AmountC,
  AmountKind,
  Cond,
  type FilterC,
  HYBRID_TWO,
  type ManaCost,
  type TargetC,
  TargetCount,
  TriggerEvent,
  TargetKind,
} from '../core/cardform.js';
import type { TriggerC } from './trigger.js';
import {
  AmountSchema,
  CardTypeSchema,
  ColorSchema,
  Compile,
  FilterSchema,
  MANA_BOUNDS,
  MANA_COST_PATTERN,
  ManaCostSchema,
} from './common.js';

// ---- Mana costs ----

const MANA_COST_RE = new RegExp(MANA_COST_PATTERN);

export function parseManaCost(s: string, where: { file: string; card: string }, field: string): ManaCost {
  const c = where instanceof Compile ? where : new Compile(where.file, where.card);
  const colored = [0, 0, 0, 0, 0, 0]; // plain numbers (not a typed array) so a compiled card can be frozen
  const hybrid: number[] = [];
  let generic = 0;
  let x = 0;
  let nColored = 0;
  if (typeof s !== 'string' || s.length > 80 || !MANA_COST_RE.test(s)) c.fail(field, ManaCostSchema.description!, s);
  for (const m of s.matchAll(/\{([0-9]+|[WUBRGX]|[2WUBRG]\/[WUBRG])\}/g)) {
    const sym = m[1];
    if (sym === 'X') x++;
    else if (/^[0-9]+$/.test(sym)) generic += Number(sym);
    else if (sym.length === 3) {
      // 104.3 of 2008: {W/U} is paid with either color; {2/W} with {W} or two mana of any type.
      const a = sym[0] === '2' ? HYBRID_TWO : 'WUBRG'.indexOf(sym[0]);
      const b = 'WUBRG'.indexOf(sym[2]);
      if (a === b) c.fail(field, 'a hybrid symbol of two different colors', s);
      hybrid.push(a === HYBRID_TWO ? b | (HYBRID_TWO << 3) : a | (b << 3));
      nColored++;
    } else {
      colored['WUBRG'.indexOf(sym)]++;
      nColored++;
    }
  }
  if (x > 1) c.fail(field, 'at most one {X}', s);
  let cmc = generic;
  for (let i = 0; i < 5; i++) cmc += colored[i];
  // 203.3: a hybrid symbol counts 1; a monocolored one its highest cost, 2 (the Shadowmoor rules update).
  for (const h of hybrid) cmc += h >> 3 === HYBRID_TWO ? 2 : 1;
  if (nColored > MANA_BOUNDS.colored) c.fail(field, `at most ${MANA_BOUNDS.colored} colored mana symbols`, s);
  if (cmc > MANA_BOUNDS.cmc) c.fail(field, `a mana value of at most ${MANA_BOUNDS.cmc}`, s);
  if (hybrid.length > MANA_BOUNDS.hybrid) c.fail(field, `at most ${MANA_BOUNDS.hybrid} hybrid symbols`, s);
  const plain: ManaCost = { generic, colored, x, cmc, xColor: -1, hybrid: null, ways: null };
  return hybrid.length === 0 ? plain : { ...plain, hybrid, ways: hybridWays(plain, hybrid) };
}

const sum = (counts: readonly number[]): number => counts.reduce((a, b) => a + b, 0);

/** Every distinct cost without hybrid symbols that pays `plain` plus the hybrid symbols, in a fixed order. */
function hybridWays(plain: ManaCost, hybrid: readonly number[]): ManaCost[] {
  let ways = [{ generic: plain.generic, colored: plain.colored.slice() }];
  for (const h of hybrid) {
    const next: typeof ways = [];
    for (const w of ways) {
      const first = { generic: w.generic, colored: w.colored.slice() };
      first.colored[h & 7]++;
      const second = { generic: w.generic, colored: w.colored.slice() };
      if (h >> 3 === HYBRID_TWO) second.generic += 2;
      else second.colored[h >> 3]++;
      next.push(first, second);
    }
    const seen = new Set<string>();
    ways = next.filter((w) => {
      const key = `${w.generic}:${w.colored.join(',')}`;
      return !seen.has(key) && (seen.add(key), true);
    });
  }
  // A way's cmc is the mana it spends (the card's own is the printed cost's, 203.3).
  return ways.map((w) => ({ ...plain, generic: w.generic, colored: w.colored, cmc: w.generic + sum(w.colored) }));
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
    targetsYou: Type.Optional(
      Type.Literal(true, {
        description: 'a spell that targets you ("target instant or sorcery spell that targets you")',
      }),
    ),
    chosenName: Type.Optional(
      Type.Literal(true, {
        description:
          'a spell with the name its source named as it came into play ("with that name": Declaration of Naught)',
      }),
    ),
    notSubtypes: Type.Optional(
      Type.Array(Type.String(), {
        description: 'a spell with none of these subtypes, printed ("non-Faerie spell"; a changeling spell has all)',
      }),
    ),
    manaValueAtMost: Type.Optional(
      Type.Intersect([AmountSchema], {
        description:
          'a spell with converted mana cost at most this, X on the stack counting as chosen ("counter target spell with converted mana cost X or less, where X is the number of Faeries you control")',
      }),
    ),
  },
  { additionalProperties: false },
);
const CardFilterSchema = Type.Object(
  {
    types: Type.Optional(Type.Array(CardTypeSchema)),
    notTypes: Type.Optional(Type.Array(CardTypeSchema)),
    subtypes: Type.Optional(Type.Array(Type.String(), { description: 'has at least one of these subtypes (printed)' })),
    colors: Type.Optional(
      Type.Array(ColorSchema, { description: 'is at least one of these colors, printed ("target red sorcery card")' }),
    ),
    powerAtMost: Type.Optional(
      Type.Integer({
        minimum: -100,
        maximum: 100,
        description: 'its power is at most this ("creature card with power 2 or less": printed, or its * ability)',
      }),
    ),
    manaValueAtMost: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Literal('x')], {
        description: 'printed converted mana cost at most this; "x": the spell\'s X',
      }),
    ),
  },
  { additionalProperties: false },
);
const who = Type.Union([Type.Literal('you'), Type.Literal('opponent')]);
const another = Type.Optional(
  Type.Literal(true, {
    description: '"another target": not one chosen for an earlier target of this spell or ability',
  }),
);
const noSharedType = Type.Optional(
  Type.Literal(true, {
    description:
      'shares no creature type with the earlier targets of this spell or ability ("two target creatures that share no creature types")',
  }),
);
const manaValueAtMostFirst = Type.Optional(
  Type.Literal(true, {
    description:
      '"with an equal or lesser converted mana cost": at most the first target\'s (Puca\'s Mischief; a later target only)',
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
  Type.Union([
    Type.Literal('x', {
      description:
        'with "count": "anyNumber": "X damage divided as you choose among" them (409.1d of 2008): X picks, each one of the X, a target picked again gets more; the effect\'s amount is "share"',
    }),
    Type.Integer({
      minimum: 1,
      maximum: 20,
      description: 'N instead of X: "3 damage divided as you choose among any number of target ..." (Fire at Will)',
    }),
    Type.Object(
      { count: FilterSchema },
      {
        additionalProperties: false,
        description:
          '"X damage divided ..., where X is the number of Mountains you control as you play [this]" (Jaws of Stone): the permanents matching, counted as the targets are chosen',
      },
    ),
  ]),
);
export const TargetSchemas = {
  creature: Type.Object(
    { kind: Type.Literal('creature'), filter: Type.Optional(FilterSchema), another, noSharedType, count, divide },
    { additionalProperties: false },
  ),
  permanent: Type.Object(
    { kind: Type.Literal('permanent'), filter: Type.Optional(FilterSchema), another, manaValueAtMostFirst, count },
    { additionalProperties: false },
  ),
  player: Type.Object(
    { kind: Type.Literal('player'), player: Type.Optional(who), another },
    { additionalProperties: false },
  ),
  creatureOrPlayer: Type.Object(
    {
      kind: Type.Literal('creatureOrPlayer'),
      another,
      dealtDamageThisTurn: Type.Optional(Type.Literal(true, { description: 'that was dealt damage this turn' })),
      count,
      divide,
    },
    { additionalProperties: false },
  ),
  spell: Type.Object(
    { kind: Type.Literal('spell'), filter: Type.Optional(SpellFilterSchema), count },
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
      whose: Type.Optional(
        Type.Union([Type.Literal('you'), Type.Literal('opponent'), Type.Literal('any')], {
          description: 'whose graveyard: yours, an opponent\'s ("in an opponent\'s graveyard": Memory Plunder), or any',
        }),
      ),
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
    filter: c.filter(withoutManaValueLimit(o) as never) as FilterC | null,
    // a card in a graveyard: whose graveyard, read like a target player's (targets.ts)
    player: o.player === 'you' ? 1 : o.player === 'opponent' || o.whose === 'opponent' ? 2 : 0,
    whoseYou: o.whose === 'you',
    another: o.another === true,
    single: (o.filter as { singleTarget?: boolean } | undefined)?.singleTarget === true,
    targetsYou: (o.filter as { targetsYou?: boolean } | undefined)?.targetsYou === true,
    manaValueAtMost:
      o.kind === 'cardInGraveyard' ? cardManaValueLimit(o.filter, c, f) : spellManaValueLimit(o.filter, c, f),
    damaged: o.dealtDamageThisTurn === true,
    noSharedType: o.noSharedType === true,
    manaValueAtMostFirst: o.manaValueAtMostFirst === true,
    ...targetCount(o, c, f),
  };
}

/** A spell target's "with converted mana cost N or less" (an amount taken whenever the target is checked), or null. */
function spellManaValueLimit(filter: unknown, c: Compile, f: string): AmountC | null {
  const v = (filter as { manaValueAtMost?: unknown } | undefined)?.manaValueAtMost;
  if (v === undefined) return null;
  const a = c.amount(v as never, `${f}.filter.manaValueAtMost`);
  if (a.kind !== AmountKind.Fixed && a.kind !== AmountKind.Count)
    c.fail(`${f}.filter.manaValueAtMost`, 'a number or a count of permanents', v);
  return a;
}

/** A graveyard card target's filter without its limit on converted mana cost (an amount: manaValueAtMost below). */
function withoutManaValueLimit(o: Record<string, unknown>): unknown {
  if (o.kind !== 'cardInGraveyard' || o.filter === undefined) return o.filter;
  const { manaValueAtMost: _limit, ...rest } = o.filter as Record<string, unknown>;
  return rest;
}

/** A graveyard card target's "with converted mana cost N (or X) or less", or null; "x" is a spell's own X. */
function cardManaValueLimit(filter: unknown, c: Compile, f: string): AmountC | null {
  const v = (filter as { manaValueAtMost?: number | 'x' } | undefined)?.manaValueAtMost;
  if (v === undefined) return null;
  const a = c.amount(v, `${f}.filter.manaValueAtMost`);
  if (a.kind === AmountKind.X) c.usesX = true; // the cost must hold {X} (compile.ts checkX)
  return a;
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
  if (o.manaValueAtMostFirst === true && v !== undefined)
    c.fail(`${f}.manaValueAtMostFirst`, 'a single target after the first', o.manaValueAtMostFirst);
  if (o.noSharedType === true && v !== undefined)
    c.fail(`${f}.noSharedType`, 'no "noSharedType" on a list of targets', o.noSharedType);
  if (v === undefined) return { count: TargetCount.One, countAmount: null, divide: false };
  if (v === 'anyNumber') {
    // a fixed amount divided: its picks, in countAmount (stack.ts listMax); X: the X chosen
    const fixed =
      typeof o.divide === 'number' || typeof o.divide === 'object' ? c.amount(o.divide as never, `${f}.divide`) : null;
    return { count: TargetCount.AnyNumber, countAmount: fixed, divide: o.divide !== undefined };
  }
  if (v === 'x') return { count: TargetCount.X, countAmount: null, divide: false };
  const amount = c.amount((v as { upTo: never }).upTo, `${f}.count.upTo`);
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
    Type.Literal('prowled'),
    CountConditionSchema,
    Type.Object(
      { removedWithThisAtLeast: Type.Integer({ minimum: 1, maximum: 1000 }) },
      {
        additionalProperties: false,
        description:
          '"if N or more cards have been removed from the game with [this]": the cards its abilities removed (linked) still removed',
      },
    ),
    Type.Object(
      { opponentLostLifeAtLeast: Type.Integer({ minimum: 1, maximum: 1000 }) },
      {
        additionalProperties: false,
        description: '"if an opponent lost N or more life this turn" (Sygg, River Cutthroat): damage, loss and payment',
      },
    ),
    Type.Object(
      {
        countersOnThis: Type.Union(
          [Type.Literal('+1/+1'), Type.Literal('-1/-1'), ...NAMED_COUNTERS.map((k) => Type.Literal(k))],
          { description: 'the kind of counter counted' },
        ),
        atLeast: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
        atMost: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
      },
      {
        additionalProperties: false,
        description:
          '"if there are N or more [kind] counters on [this]" (Helix Pinnacle): the counters on the source in play (none if it has left play)',
      },
    ),
  ],
  {
    description:
      'an intervening "if" (410.8): thisUntapped ("if this is untapped"), notCastFromHand ("if you didn\'t play it from your hand"), thisInPlay ("if it\'s in play"), wasCreature ("if it was a creature": a leaves-play trigger looking back, 410.10d), prowled ("if its prowl cost was paid", 502.76), a count of objects, removedWithThisAtLeast, opponentLostLifeAtLeast, or countersOnThis',
  },
);
const CONDS: Record<string, Cond> = {
  thisUntapped: Cond.ThisUntapped,
  notCastFromHand: Cond.NotCastFromHand,
  thisInPlay: Cond.ThisInPlay,
  wasCreature: Cond.WasCreature,
  prowled: Cond.Prowled,
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
  if ('removedWithThisAtLeast' in o) {
    when.cond = Cond.RemovedWithThis;
    when.condMin = o.removedWithThisAtLeast;
    return;
  }
  if ('opponentLostLifeAtLeast' in o) {
    when.cond = Cond.OpponentLostLife;
    when.condMin = o.opponentLostLifeAtLeast;
    return;
  }
  if (o.atLeast === undefined && o.atMost === undefined) c.fail(f, 'atLeast or atMost', Object.keys(o));
  if ('countersOnThis' in o) {
    const k = o.countersOnThis;
    when.cond = Cond.CountersOnThis;
    when.condCounter =
      k === '+1/+1'
        ? CounterKind.PlusOne
        : k === '-1/-1'
          ? CounterKind.MinusOne
          : FIRST_NAMED_COUNTER + NAMED_COUNTERS.indexOf(k);
    when.condMin = o.atLeast ?? 0;
    when.condMax = o.atMost ?? 1000000;
    return;
  }
  when.cond = Cond.Count;
  when.condCount = c.amount({ count: o.count, zone: o.zone, whose: o.whose }, f);
  when.condMin = o.atLeast ?? 0;
  when.condMax = o.atMost ?? 1000000;
}
