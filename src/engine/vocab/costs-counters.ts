// "Remove a charge counter from [this]" (Vivid lands), "Remove four hoofprint counters from [this]" (Hoofprints of
// the Stag): a cost the source pays with its own named counters; payable only with that many on it.
import { Type } from '@sinclair/typebox';
import { EventKind, FIRST_NAMED_COUNTER, NAMED_COUNTERS } from '../core/constants.js';
import { propose } from '../core/event-records.js';
import { namedCountersOf, ref } from '../core/state.js';
import { CostOrder, defineCost } from './cost.js';

const RemoveCountersSchema = Type.Object(
  {
    removeCounters: Type.Object(
      {
        counter: Type.Union(NAMED_COUNTERS.map((k) => Type.Literal(k))),
        amount: Type.Integer({ minimum: 1, maximum: 100 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, description: '"Remove N [kind] counters from [this]"' },
);

/** CostC.filter is unused; CostC.n packs the kind (high bits) and the number: kind << 8 | n. */
export const removeCounters = defineCost({
  name: 'removeCounters',
  schema: RemoveCountersSchema,
  order: CostOrder.Source,
  compile(o, _c, _f, part) {
    const kind = FIRST_NAMED_COUNTER + NAMED_COUNTERS.indexOf(o.removeCounters.counter);
    part.n = (kind << 8) | o.removeCounters.amount;
  },
  describe: (part) =>
    `remove ${part.n & 255} ${NAMED_COUNTERS[(part.n >> 8) - FIRST_NAMED_COUNTER]} counter${(part.n & 255) === 1 ? '' : 's'} from this`,
  payable: (g, _p, src, _ab, part) => namedCountersOf(g, src, part.n >> 8) >= (part.n & 255),
  pay(g, _rec, _p, src, _ab, part) {
    propose(g, EventKind.Counters, ref(g, src), -1, -(part.n & 255), part.n >> 8);
    return true;
  },
});
