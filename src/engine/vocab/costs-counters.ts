// "Remove a charge counter from [this]" (Vivid lands), "Remove four hoofprint counters from [this]" (Hoofprints of
// the Stag), "Remove a +1/+1 counter from [this]" (Festercreep), "Remove a -1/-1 counter from [this]" (Wickerbough
// Elder): a cost the source pays with its own counters;
// payable only with that many on it.
import { cantHaveCounters } from '../facts/counters-allowed.js';
import { Type } from '@sinclair/typebox';
import type { CostC } from '../core/cardform.js';
import { CounterKind, Decision, EventKind, FIRST_NAMED_COUNTER, NAMED_COUNTERS, Zone } from '../core/constants.js';
import { propose, proposeCounters } from '../core/event-records.js';
import { type Game, minus1Of, namedCountersOf, plus1Of, ref, zoneOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controller, matches } from '../facts/chars.js';
import { FilterSchema } from './common.js';
import { typesText } from './costs-chosen.js';
import { CostOrder, defineCost } from './cost.js';

const RemoveCountersSchema = Type.Object(
  {
    removeCounters: Type.Object(
      {
        counter: Type.Union([
          Type.Literal('+1/+1'),
          Type.Literal('-1/-1'),
          ...NAMED_COUNTERS.map((k) => Type.Literal(k)),
        ]),
        amount: Type.Integer({ minimum: 1, maximum: 100 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, description: '"Remove N [kind] counters from [this]"' },
);

const kindName = (kind: number): string =>
  kind === CounterKind.PlusOne
    ? '+1/+1'
    : kind === CounterKind.MinusOne
      ? '-1/-1'
      : NAMED_COUNTERS[kind - FIRST_NAMED_COUNTER];
const countersOf = (g: Game, src: number, kind: number): number =>
  kind === CounterKind.PlusOne
    ? plus1Of(g, src)
    : kind === CounterKind.MinusOne
      ? minus1Of(g, src)
      : namedCountersOf(g, src, kind);

/** CostC.filter is unused; CostC.n packs the kind (high bits) and the number: kind << 8 | n. */
export const removeCounters = defineCost({
  name: 'removeCounters',
  schema: RemoveCountersSchema,
  order: CostOrder.Source,
  compile(o, _c, _f, part) {
    const name = o.removeCounters.counter;
    const kind =
      name === '+1/+1'
        ? CounterKind.PlusOne
        : name === '-1/-1'
          ? CounterKind.MinusOne
          : FIRST_NAMED_COUNTER + NAMED_COUNTERS.indexOf(name);
    part.n = (kind << 8) | o.removeCounters.amount;
  },
  describe: (part) =>
    `remove ${part.n & 255} ${kindName(part.n >> 8)} counter${(part.n & 255) === 1 ? '' : 's'} from this`,
  payable: (g, _p, src, _ab, part) => countersOf(g, src, part.n >> 8) >= (part.n & 255),
  pay(g, _rec, _p, src, _ab, part) {
    propose(g, EventKind.Counters, ref(g, src), -1, -(part.n & 255), part.n >> 8);
    return true;
  },
});

/** Permanents p controls matching the part's filter with a counter of the part's kind on them (n: 1 for -1/-1). */
function withCounter(g: Game, p: number, src: number, part: CostC, out: Int32Array | null, at: number): number {
  const base = listBase(g, Zone.InPlay, 0);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    const has = part.n === 1 ? minus1Of(g, id) : plus1Of(g, id);
    if (has === 0 || controller(g, id) !== p || !matches(g, part.filter!, id, p, src)) continue;
    if (out === null) return 1;
    out[at + k++] = id;
  }
  return k;
}

/**
 * "Remove a +1/+1 counter from a creature you control" (Sage of Fables), or a -1/-1 counter (Quillspike): the player
 * chooses the permanent as the ability is played (409.1f), one with such a counter on it.
 */
export const removeCounterFrom = defineCost({
  name: 'removeCounterFrom',
  schema: Type.Object(
    {
      removeCounterFrom: FilterSchema,
      counter: Type.Optional(
        Type.Literal('-1/-1', { description: 'a -1/-1 counter instead of a +1/+1 counter (Quillspike)' }),
      ),
    },
    {
      additionalProperties: false,
      description: 'remove a +1/+1 (or -1/-1) counter from a matching permanent you control',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  choiceVerb: 'remove a counter from',
  compile(o, c, f, part, _costs, before) {
    if (before.some((w) => w.choice !== undefined && w.choice !== Decision.None))
      c.fail(f, 'one chosen cost (sacrifice, discard, tap, remove) per ability', o);
    part.filter = c.filter(o.removeCounterFrom);
    part.n = o.counter === '-1/-1' ? 1 : 0;
  },
  describe: (part) =>
    `remove a ${part.n === 1 ? '-1/-1' : '+1/+1'} counter from a ${typesText(part.filter) || 'permanent'} you control`,
  candidates: withCounter,
  pay(g, _rec, _p, _src, _ab, part, chosen) {
    proposeCounters(g, chosen, part.n !== 1, -1);
    return true;
  },
});

/**
 * "Put a -1/-1 counter on [this]" (Devoted Druid, Barrenton Medic, Cinderhaze Wretch; granted by Sinking Feeling): a
 * cost the source pays by taking counters, always payable while it is in play (a 0-toughness result is a state-based
 * effect afterwards, 420.5c, not a reason the cost can't be paid).
 */
export const putCounters = defineCost({
  name: 'putCounters',
  schema: Type.Object(
    {
      putCounters: Type.Object(
        {
          counter: Type.Union([Type.Literal('+1/+1'), Type.Literal('-1/-1')]),
          amount: Type.Integer({ minimum: 1, maximum: 100 }),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false, description: '"Put N [+1/+1 or -1/-1] counters on [this]"' },
  ),
  order: CostOrder.Source,
  compile(o, _c, _f, part) {
    const kind = o.putCounters.counter === '+1/+1' ? CounterKind.PlusOne : CounterKind.MinusOne;
    part.n = ((kind + 1) << 8) | o.putCounters.amount; // kind + 1: 0 (-1/-1) or 2 (+1/+1), never negative
  },
  describe: (part) =>
    `put ${part.n & 255} ${(part.n >> 8) - 1 === CounterKind.PlusOne ? '+1/+1' : '-1/-1'} counter${(part.n & 255) === 1 ? '' : 's'} on this`,
  payable: (g, _p, src) => zoneOf(g, src) === Zone.InPlay && !cantHaveCounters(g, src),
  pay(g, _rec, _p, src, _ab, part) {
    propose(g, EventKind.Counters, ref(g, src), -1, part.n & 255, (part.n >> 8) - 1);
    return true;
  },
});
