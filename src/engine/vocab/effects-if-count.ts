// "If you control a [Faerie], [effect]" (Lorwyn's tribal spells: Peppersmoke, Surge of Thoughtweft, Rootgrapple,
// Giant's Ire): a guard whose condition, a count of matching objects within bounds, is checked as the instruction
// resolves (the spell itself is on the stack then, so a tribal spell never counts itself as a permanent you
// control: 212.8 of 2008, a tribal card is a permanent only if its other type makes it one).
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { rf, setRf } from '../core/stack-records.js';
import { NO_TARGET } from '../core/constants.js';
import { cardIdOf, refId, StackField } from '../core/state.js';
import { cardMatches } from '../facts/card-colors.js';
import { CardTypeSchema, ColorSchema, compileCountBounds, countBoundsSchema, type CountBounds } from './common.js';
import { countHolds } from './effects-guards.js';
import { defineVerb } from './verb.js';

/** The guard's field on the stack record: 1 once the condition failed (the guarded effect is skipped). */
const SKIP = StackField.Work0;

const IfCountCondSchema = countBoundsSchema('"if you control a Faerie": atLeast 1');
const IfCountSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifCount'), if: IfCountCondSchema, effect },
    {
      additionalProperties: false,
      description:
        'do the effect only if the count holds as this part of the effect resolves ("If you control a Goblin, ...")',
    },
  );

export const ifCount = defineVerb({
  name: 'ifCount',
  schema: IfCountSchema(Type.Unknown()),
  nests: IfCountSchema,
  compile(o, c, f): CountBounds {
    const cond: Static<typeof IfCountCondSchema> = o.if;
    return compileCountBounds(cond, c, `${f}.if`);
  },
  run(g, rec, a) {
    if (!countHolds(g, rec, a)) setRf(g, rec, SKIP, 1);
    return true;
  },
  describe: (a, ins) => `if the count is in [${a.atLeast}, ${a.atMost}], the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});

// "If that card is a Goblin card, ..." (Warren Pilferers): a guard on a target's card, read by its printed
// characteristics wherever the effect has put it (the card, not the object: a zone change makes a new object).
const IfTargetCardSchema = (effect: TSchema) =>
  Type.Object(
    {
      op: Type.Literal('ifTargetCard'),
      target: Type.Integer({ minimum: 0, maximum: 3, description: 'which target (its index)' }),
      card: Type.Object(
        {
          types: Type.Optional(Type.Array(CardTypeSchema)),
          subtypes: Type.Optional(Type.Array(Type.String(), { description: 'has at least one of these subtypes' })),
          colors: Type.Optional(Type.Array(ColorSchema)),
        },
        { additionalProperties: false },
      ),
      effect,
    },
    {
      additionalProperties: false,
      description:
        'do the effect only if the card that target is (a card in any zone, by its printed types, subtypes and colors) matches',
    },
  );
export const ifTargetCard = defineVerb({
  name: 'ifTargetCard',
  schema: IfTargetCardSchema(Type.Unknown()),
  nests: IfTargetCardSchema,
  compile(o, c, f) {
    if (o.target >= c.nTargets)
      c.fail(`${f}.target`, `a target of this spell or ability (it has ${c.nTargets})`, o.target);
    return { target: o.target, card: c.filter(o.card)! };
  },
  run(g, rec, a) {
    const t = rf(g, rec, StackField.T0 + a.target);
    if (t === NO_TARGET || t < 0 || !cardMatches(g, g.cards[cardIdOf(g, refId(t))], a.card)) setRf(g, rec, SKIP, 1);
    return true;
  },
  describe: (a, ins) => `if target ${a.target} is a matching card, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});
