// "If a Goblin is sacrificed this way, [effect]" (Warren Weirding): a guard after a sacrificeChosen of the same
// effect, whose quality that verb judges as each permanent is sacrificed (its last known characteristics) and notes
// in StackField.Tracked; checked as the guard resolves.
import { type TSchema, Type } from '@sinclair/typebox';
import { rf, setRf } from '../core/stack-records.js';
import { StackField } from '../core/state.js';
import { FilterSchema } from './common.js';
import { defineVerb } from './verb.js';

/** The guard's field on the stack record: 1 once the condition failed (the guarded effect is skipped). */
const SKIP = StackField.Work0;

const IfSacrificedSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifSacrificed'), card: FilterSchema, effect },
    {
      additionalProperties: false,
      description: 'do the effect only if the sacrificeChosen before it sacrificed a matching permanent',
    },
  );

export const ifSacrificed = defineVerb({
  name: 'ifSacrificed',
  schema: IfSacrificedSchema(Type.Unknown()),
  nests: IfSacrificedSchema,
  compile(o, c, f) {
    if (c.lastSacrifice === null)
      c.fail(`${f}.op`, 'ifSacrificed only after a sacrificeChosen in the same effect', o.op);
    else c.lastSacrifice.note = c.filter(o.card);
    return {};
  },
  run(g, rec) {
    if (rf(g, rec, StackField.Tracked) !== 1) setRf(g, rec, SKIP, 1);
    return true;
  },
  describe: (_a, ins) => `if a matching permanent was sacrificed this way, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});
