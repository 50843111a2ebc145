// "Put a +1/+1 counter on each creature you control" (Ajani Goldmane): counters on every matching permanent,
// the set locked in as the effect begins (418.3b), all put on at once (one batch of events).
import { Type } from '@sinclair/typebox';
import { propose, proposeCounters } from '../core/event-records.js';
import { CounterKind, EventKind, FIRST_NAMED_COUNTER, NAMED_COUNTERS } from '../core/constants.js';
import { type Game, loyaltyOf, minus1Of, namedCountersOf, plus1Of, ref } from '../core/state.js';
import { RefCode } from '../core/cardform.js';
import { controller } from '../facts/chars.js';
import { amountOf, matchingInPlay, objectOf, playersOf } from '../facts/runtime.js';
import { AmountSchema, FilterSchema, PlayerRefSchema } from './common.js';

const onePlayer = new Int32Array(2);
import { amountText, refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

export const addCountersEach = defineVerb({
  name: 'addCountersEach',
  schema: Type.Object(
    {
      op: Type.Literal('addCountersEach'),
      filter: FilterSchema,
      counter: Type.Union([Type.Literal('+1/+1'), Type.Literal('-1/-1')]),
      amount: AmountSchema,
      player: Type.Optional(PlayerRefSchema),
    },
    {
      additionalProperties: false,
      description: 'puts N counters of the kind on each matching permanent (player: that the player controls)',
    },
  ),
  compile(o, c, f) {
    return {
      filter: c.filter(o.filter)!,
      plusOne: o.counter === '+1/+1',
      amount: c.amount(o.amount, `${f}.amount`),
      player: o.player === undefined ? RefCode.None : c.playerRef(o.player, `${f}.player`),
    };
  },
  run(g, rec, a) {
    let who = -1;
    if (a.player !== RefCode.None) {
      if (playersOf(g, rec, a.player, onePlayer) === 0) return true;
      who = onePlayer[0];
    }
    const set = matchingInPlay(g, rec, a.filter);
    const n = amountOf(g, rec, a.amount);
    for (let i = 1; i <= set[0]; i++)
      if (who < 0 || controller(g, set[i]) === who) proposeCounters(g, set[i], a.plusOne, n);
    return true;
  },
  describe: (a) => `put ${amountText(a.amount)} ${a.plusOne ? '+1/+1' : '-1/-1'} counters on each matching permanent`,
  aim: () => Aim.None,
});

// "Remove a -1/-1 counter from each creature you control" (Heartmender): from each matching permanent that has one,
// the set locked in as the effect begins, all at once; a permanent with fewer loses those it has.
export const removeCountersEach = defineVerb({
  name: 'removeCountersEach',
  schema: Type.Object(
    {
      op: Type.Literal('removeCountersEach'),
      filter: FilterSchema,
      counter: Type.Union([Type.Literal('+1/+1'), Type.Literal('-1/-1')]),
      amount: AmountSchema,
    },
    {
      additionalProperties: false,
      description: 'removes N counters of the kind from each matching permanent (as many as it has, up to N)',
    },
  ),
  compile(o, c, f) {
    return { filter: c.filter(o.filter)!, plusOne: o.counter === '+1/+1', amount: c.amount(o.amount, `${f}.amount`) };
  },
  run(g, rec, a) {
    const set = matchingInPlay(g, rec, a.filter);
    const n = amountOf(g, rec, a.amount);
    const kind = a.plusOne ? CounterKind.PlusOne : CounterKind.MinusOne;
    for (let i = 1; i <= set[0]; i++) {
      const has = a.plusOne ? plus1Of(g, set[i]) : minus1Of(g, set[i]);
      if (has > 0 && n > 0) propose(g, EventKind.Counters, ref(g, set[i]), -1, -Math.min(n, has), kind);
    }
    return true;
  },
  describe: (a) =>
    `remove ${amountText(a.amount)} ${a.plusOne ? '+1/+1' : '-1/-1'} counters from each matching permanent`,
  aim: () => Aim.None,
});

/** How many counters of kind k (a CounterKind, or a named kind from FIRST_NAMED_COUNTER) object id has. */
export function countersOf(g: Game, id: number, k: number): number {
  if (k === CounterKind.PlusOne) return plus1Of(g, id);
  if (k === CounterKind.MinusOne) return minus1Of(g, id);
  if (k === CounterKind.Loyalty) return loyaltyOf(g, id);
  return namedCountersOf(g, id, k);
}
/** Every counter kind, in the order they are offered. */
export const COUNTER_KINDS = [
  CounterKind.PlusOne,
  CounterKind.MinusOne,
  CounterKind.Loyalty,
  ...NAMED_COUNTERS.map((_, i) => FIRST_NAMED_COUNTER + i),
];

// "Move all counters from target creature onto another target creature" (Fate Transfer): every counter of every
// kind leaves the one and is put on the other, all in one batch; nothing moves unless both are still legal targets.
export const moveCounters = defineVerb({
  name: 'moveCounters',
  schema: Type.Object(
    {
      op: Type.Literal('moveCounters'),
      from: Type.String({ pattern: '^target:[0-3]$' }),
      to: Type.String({ pattern: '^target:[0-3]$' }),
    },
    { additionalProperties: false, description: 'moves all counters (every kind) from one target onto another' },
  ),
  compile(o, c, f) {
    const from = c.objRef(o.from, `${f}.from`);
    const to = c.objRef(o.to, `${f}.to`);
    if (from === to) c.fail(`${f}.to`, 'a target other than "from"', o.to);
    return { from, to };
  },
  object: () => RefCode.None,
  run(g, rec, a) {
    const from = objectOf(g, rec, a.from);
    const to = objectOf(g, rec, a.to);
    if (from < 0 || to < 0) return true; // 413.2a: an illegal target; nothing moves
    for (const k of COUNTER_KINDS) {
      const n = countersOf(g, from, k);
      if (n === 0) continue;
      propose(g, EventKind.Counters, ref(g, from), -1, -n, k);
      propose(g, EventKind.Counters, ref(g, to), -1, n, k);
    }
    return true;
  },
  describe: (a) => `move all counters from ${refText(a.from)} onto ${refText(a.to)}`,
  // help or harm depends on the kinds of counters (+1/+1 or -1/-1): neither
  aim: () => Aim.None,
});
