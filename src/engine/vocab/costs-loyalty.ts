// The loyalty cost of a planeswalker's ability (212.9 of 2008: "+1", "-2", "-X" in its cost): paid by putting
// loyalty counters on the permanent or removing them from it. A negative cost can be paid only with that many
// counters on it; -X removes the X chosen as the ability is announced (stack.ts: X up to its loyalty). An
// ability with this word is a loyalty ability: compile.ts makes it sorcery-timed and one per permanent each turn.
import { Type } from '@sinclair/typebox';
import type { CostC } from '../core/cardform.js';
import { CounterKind, EventKind } from '../core/constants.js';
import { propose } from '../core/event-records.js';
import { loyaltyOf, ref, StackField } from '../core/state.js';
import { rf } from '../core/stack-records.js';
import { CostOrder, type CostWord, defineCost } from './cost.js';

/** CostC.n of a "-X" loyalty cost (any other n is the number of counters put on, negative: removed). */
export const LOYALTY_MINUS_X = -(1 << 20);

const LoyaltySchema = Type.Object(
  {
    loyalty: Type.Union([Type.Integer({ minimum: -100, maximum: 100 }), Type.Literal('-X')], {
      description: 'loyalty counters put on this permanent (+N) or removed from it (-N, "-X")',
    }),
  },
  { additionalProperties: false },
);

export const loyalty: CostWord = defineCost({
  name: 'loyalty',
  schema: LoyaltySchema,
  order: CostOrder.Source,
  once: true,
  compile(o, _c, _f, part) {
    part.n = o.loyalty === '-X' ? LOYALTY_MINUS_X : o.loyalty;
  },
  describe: (part: CostC) => (part.n === LOYALTY_MINUS_X ? '-X' : part.n > 0 ? `+${part.n}` : String(part.n)),
  payable: (g, _p, src, _ab, part) => part.n >= 0 || part.n === LOYALTY_MINUS_X || loyaltyOf(g, src) >= -part.n,
  pay(g, rec, _p, src, _ab, part) {
    const n = part.n === LOYALTY_MINUS_X ? -rf(g, rec, StackField.X) : part.n;
    if (n !== 0) propose(g, EventKind.Counters, ref(g, src), -1, n, CounterKind.Loyalty);
    return true;
  },
});
