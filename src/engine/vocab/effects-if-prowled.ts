// "If [this spell]'s prowl cost was paid, [effect]" (502.76 of 2008: Morsel Theft, Notorious Throng): a guard
// checked as the instruction resolves, on the spell's own Flag.Prowled (set as it was played for its prowl cost).
import { type TSchema, Type } from '@sinclair/typebox';
import { Flag } from '../core/constants.js';
import { rf, setRf, itemSourceId } from '../core/stack-records.js';
import { flagsOf, StackField } from '../core/state.js';
import { defineVerb } from './verb.js';

/** The guard's field on the stack record: 1 once the condition failed (the guarded effect is skipped). */
const SKIP = StackField.Work0;

const IfProwledSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifProwled'), effect },
    {
      additionalProperties: false,
      description: 'do the effect only if this spell was played for its prowl cost ("If its prowl cost was paid, ...")',
    },
  );

export const ifProwled = defineVerb({
  name: 'ifProwled',
  schema: IfProwledSchema(Type.Unknown()),
  nests: IfProwledSchema,
  compile: () => ({}),
  run(g, rec) {
    if ((flagsOf(g, itemSourceId(g, rec)) & Flag.Prowled) === 0) setRf(g, rec, SKIP, 1);
    return true;
  },
  describe: (_a, ins) => `if its prowl cost was paid, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});
