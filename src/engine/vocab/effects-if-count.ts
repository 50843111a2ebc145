// "If you control a [Faerie], [effect]" (Lorwyn's tribal spells: Peppersmoke, Surge of Thoughtweft, Rootgrapple,
// Giant's Ire): a guard whose condition, a count of matching objects within bounds, is checked as the instruction
// resolves (the spell itself is on the stack then, so a tribal spell never counts itself as a permanent you
// control: 212.8 of 2008, a tribal card is a permanent only if its other type makes it one).
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { rf, setRf } from '../core/stack-records.js';
import { StackField } from '../core/state.js';
import { compileCountBounds, countBoundsSchema, type CountBounds } from './common.js';
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
