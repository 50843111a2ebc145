// "Then if you have more life than an opponent, [effect]" (Feudkiller's Verdict): a guard checked as the
// instruction resolves, after the instructions before it have happened.
import { type TSchema, Type } from '@sinclair/typebox';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, PlayerSlot, pl, StackField } from '../core/state.js';
import { controllerOfItem } from '../facts/runtime.js';
import { defineVerb } from './verb.js';

/** The guard's field on the stack record: 1 once the condition failed (the guarded effect is skipped). */
const SKIP = StackField.Work0;

const IfMoreLifeSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifMoreLife'), effect },
    { additionalProperties: false, description: 'do the effect only if you have more life than an opponent' },
  );

const moreLife = (g: Game, you: number): boolean => pl(g, you, PlayerSlot.Life) > pl(g, 1 - you, PlayerSlot.Life);

export const ifMoreLife = defineVerb({
  name: 'ifMoreLife',
  schema: IfMoreLifeSchema(Type.Unknown()),
  nests: IfMoreLifeSchema,
  compile: () => ({}),
  run(g, rec) {
    if (!moreLife(g, controllerOfItem(g, rec))) setRf(g, rec, SKIP, 1);
    return true;
  },
  describe: (_a, ins) => `if you have more life than an opponent, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});
