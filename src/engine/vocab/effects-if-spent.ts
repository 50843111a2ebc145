// "If {W} was spent to play [this], [effect]" (Shadowmoor/Eventide: Firespout, Repel Intruders): a guard checked as
// the instruction resolves, on the colors of mana spent to play the spell (StackField.Spent, recorded as it was
// paid). A copy of a spell was not played: no mana was spent on it.
import { type TSchema, Type } from '@sinclair/typebox';
import { COLOR_NAMES } from '../core/constants.js';
import { rf, setRf } from '../core/stack-records.js';
import { StackField } from '../core/state.js';
import { ColorSchema } from './common.js';
import { defineVerb } from './verb.js';

/** The guard's field on the stack record: 1 once the condition failed (the guarded effect is skipped). */
const SKIP = StackField.Work0;

const IfSpentSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifSpent'), color: ColorSchema, effect },
    {
      additionalProperties: false,
      description:
        'do the effect only if mana of this color was spent to play this spell ("if {W} was spent to play it"); ' +
        "an instant's or sorcery's effect only",
    },
  );

const SYMBOL = ['W', 'U', 'B', 'R', 'G'];

export const ifSpent = defineVerb({
  name: 'ifSpent',
  schema: IfSpentSchema(Type.Unknown()),
  nests: IfSpentSchema,
  compile: (o, c, field) => {
    if (!c.spellEffect) c.fail(`${field}.op`, "an instant's or sorcery's effect (the mana spent to play it)", o.op);
    c.spentColors |= 1 << COLOR_NAMES.indexOf(o.color);
    return { bit: 1 << COLOR_NAMES.indexOf(o.color), symbol: SYMBOL[COLOR_NAMES.indexOf(o.color)] };
  },
  run(g, rec, a) {
    if ((rf(g, rec, StackField.Spent) & a.bit) === 0) setRf(g, rec, SKIP, 1);
    return true;
  },
  describe: (a, ins) => `if {${a.symbol}} was spent to play it, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});
