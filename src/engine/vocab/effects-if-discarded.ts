// "If you discard a creature card this way, [effect]" (Cragganwick Cremator): a guard after a discard of one card in
// the same effect, which notes the card discarded (its next reference + 1 in StackField.Tracked); checked as the guard
// resolves, the card's printed qualities where it went. It leaves that card's power in the item's amount slot for
// "discardedPower" ("damage equal to that card's power").
import { type TSchema, Type } from '@sinclair/typebox';
import { rf, setRf } from '../core/stack-records.js';
import { cardIdOf, liveId, StackField } from '../core/state.js';
import { cardPower, printedMatches } from '../facts/chars.js';
import { FilterSchema } from './common.js';
import { defineVerb } from './verb.js';

/** The guard's field on the stack record: 1 once the condition failed (the guarded effect is skipped). */
const SKIP = StackField.Work0;

const IfDiscardedSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifDiscarded'), card: FilterSchema, effect },
    {
      additionalProperties: false,
      description:
        'do the effect only if the discard of one card before it discarded a matching card (printed types, subtypes, colors)',
    },
  );

export const ifDiscarded = defineVerb({
  name: 'ifDiscarded',
  schema: IfDiscardedSchema(Type.Unknown()),
  nests: IfDiscardedSchema,
  compile(o, c, f) {
    if (c.lastDiscard === null)
      c.fail(`${f}.op`, 'ifDiscarded only after a discard of one card in the same effect', o.op);
    else c.lastDiscard.track = true;
    c.printedOnly(o.card, `${f}.card`);
    c.discardChecked = true;
    return { card: c.filter(o.card)! };
  },
  run(g, rec, a) {
    const noted = rf(g, rec, StackField.Tracked);
    const id = noted === 0 ? -1 : liveId(g, noted - 1);
    if (id < 0 || !printedMatches(g.cards[cardIdOf(g, id)], a.card)) setRf(g, rec, SKIP, 1);
    else setRf(g, rec, StackField.Amount, Math.max(0, cardPower(g, id)));
    return true;
  },
  describe: (_a, ins) => `if a matching card was discarded this way, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});
