// "Put a +1/+1 counter on each creature you control" (Ajani Goldmane): counters on every matching permanent,
// the set locked in as the effect begins (418.3b), all put on at once (one batch of events).
import { Type } from '@sinclair/typebox';
import { propose, proposeCounters } from '../core/event-records.js';
import { CounterKind, EventKind } from '../core/constants.js';
import { minus1Of, plus1Of, ref } from '../core/state.js';
import { RefCode } from '../core/cardform.js';
import { controller } from '../facts/chars.js';
import { amountOf, matchingInPlay, playersOf } from '../facts/runtime.js';
import { AmountSchema, FilterSchema, PlayerRefSchema } from './common.js';

const onePlayer = new Int32Array(2);
import { amountText } from './text.js';
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
