// "Tap any number of untapped creatures you control other than Mossbridge Troll with total power 10 or greater": one
// part chosen again and again (CostKind.repeats), a creature at a time (a Search decision), "no more" offered once the
// creatures tapped so far have that total power. Each is tapped as it is chosen; the total is kept in the item's amount
// slot while the cost is paid. The ability can be played only while the untapped candidates' power reaches it.
import { Type } from '@sinclair/typebox';
import type { CostC } from '../core/cardform.js';
import { Decision, Flag, NONE_FOUND, Zone } from '../core/constants.js';
import { proposeTap } from '../core/event-records.js';
import { flushEvents } from '../batch/events.js';
import { rf, setRf } from '../core/stack-records.js';
import { flagsOf, type Game, Global, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controller, matches, power } from '../facts/chars.js';
import { FilterSchema } from './common.js';
import { CostOrder, defineCost } from './cost.js';

/**
 * Untapped permanents p controls matching the part's filter ("other": not src), written to out at `at` (null: none
 * written); the count, or with `sum` their power added up (0 for a negative one).
 */
function untapped(
  g: Game,
  p: number,
  src: number,
  part: CostC,
  out: Int32Array | null,
  at: number,
  sum = false,
): number {
  const base = listBase(g, Zone.InPlay, 0);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if ((flagsOf(g, id) & Flag.Tapped) !== 0 || controller(g, id) !== p || !matches(g, part.filter!, id, p, src))
      continue;
    if (out !== null) out[at + k] = id;
    k += sum ? Math.max(0, power(g, id)) : 1;
  }
  return k;
}

export const tapTotalPower = defineCost({
  name: 'tapTotalPower',
  schema: Type.Object(
    {
      tapTotalPower: Type.Object(
        { filter: FilterSchema, atLeast: Type.Integer({ minimum: 1, maximum: 100 }) },
        { additionalProperties: false },
      ),
    },
    {
      additionalProperties: false,
      description:
        '"Tap any number of untapped creatures you control other than [this] with total power N or greater" (Mossbridge Troll): chosen one at a time, "no more" once their power adds up to N',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.Search,
  choiceVerb: 'tap',
  compile(o, c, f, part, _costs, before) {
    if (before.some((w) => w.choice !== Decision.None))
      c.fail(f, 'one sacrifice, discard or tap choice per ability', o);
    part.filter = c.filter(o.tapTotalPower.filter);
    part.n = o.tapTotalPower.atLeast;
  },
  describe: (part) => `tap any number of untapped matching creatures you control with total power ${part.n} or greater`,
  payable: (g, p, src, _ab, part) => untapped(g, p, src, part, null, 0, true) >= part.n,
  // as it is paid: those not tapped yet, and "no more" once the total is reached
  candidates(g, p, src, part, out, at) {
    const k = untapped(g, p, src, part, out, at);
    const rec = g.m[Global.CastItem];
    if (rec < 0 || rf(g, rec, StackField.Amount) < part.n) return k;
    if (out !== null) out[at + k] = NONE_FOUND;
    return k + 1;
  },
  pay(g, rec, _p, _src, _ab, _part, chosen) {
    if (chosen < 0) return true;
    setRf(g, rec, StackField.Amount, rf(g, rec, StackField.Amount) + power(g, chosen));
    proposeTap(g, chosen, true);
    flushEvents(g); // tapped now: the next choice is asked with no event pending
    return true;
  },
  repeats: (_g, _rec, _part, chosen) => chosen >= 0,
});
