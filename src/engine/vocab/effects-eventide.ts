// Effect verbs first needed by Eventide cards: "loses all abilities until end of turn" (Snakeform) and "for each
// counter on target permanent, put another of those counters on that permanent" (Gilder Bairn), and "return to
// your hand the creature card in your graveyard with the highest power" (Desecrator Hag).
import { Type } from '@sinclair/typebox';
import { cardMatches } from '../facts/card-colors.js';
import { ContinuousEffect, Layer } from '../core/continuous.js';
import { CounterKind, Decision, EventKind, FIRST_NAMED_COUNTER, NAMED_COUNTERS, Zone } from '../core/constants.js';
import { propose, proposeMove } from '../core/event-records.js';
import {
  cardIdOf,
  type Game,
  Global,
  loyaltyOf,
  minus1Of,
  namedCountersOf,
  ownerOf,
  plus1Of,
  put,
  ref,
  zoneOf,
} from '../core/state.js';
import { listBase } from '../core/zones.js';
import { cardPower } from '../facts/chars.js';
import { controllerOfItem, objectOf } from '../facts/runtime.js';
import { FilterSchema, ObjectRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';
import { rowOnPermanent } from './effects-row-on-permanent.js';

/**
 * "Target creature loses all abilities ... until end of turn" (Snakeform): a layer-5 row on that object, locked in as
 * it resolves (418.3b), in timestamp order with the effects that grant abilities (418.5h), like Humility's on one
 * object.
 */
export const loseAllAbilities = rowOnPermanent({
  name: 'loseAllAbilities',
  layer: Layer.Other,
  what: ContinuousEffect.LoseAbilities,
  amount: 0,
  description: 'it loses all abilities until end of turn (layer 5)',
  text: (what) => `${what} loses all abilities until end of turn`,
  aim: Aim.Harm,
});

const KINDS = [
  CounterKind.PlusOne,
  CounterKind.MinusOne,
  CounterKind.Loyalty,
  ...NAMED_COUNTERS.map((_, i) => FIRST_NAMED_COUNTER + i),
];
function countersOfKind(g: Game, id: number, kind: number): number {
  if (kind === CounterKind.PlusOne) return plus1Of(g, id);
  if (kind === CounterKind.MinusOne) return minus1Of(g, id);
  if (kind === CounterKind.Loyalty) return loyaltyOf(g, id);
  return namedCountersOf(g, id, kind);
}

/**
 * "For each counter on target permanent, put another of those counters on that permanent" (Gilder Bairn): one event
 * of putting counters for each kind on it, all in one batch (they happen at once), each as many as it has now.
 */
export const doubleCounters = defineVerb({
  name: 'doubleCounters',
  schema: Type.Object(
    { op: Type.Literal('doubleCounters'), what: ObjectRefSchema },
    {
      additionalProperties: false,
      description: 'for each counter on it, another of that kind is put on it (every kind at once)',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    for (const kind of KINDS) {
      const n = countersOfKind(g, id, kind);
      if (n > 0) propose(g, EventKind.Counters, ref(g, id), -1, n, kind);
    }
    return true;
  },
  describe: (a) => `for each counter on ${refText(a.what)}, put another of those counters on it`,
  aim: (a, t) => (a.what !== t ? Aim.None : Aim.Help),
});

/**
 * "Return to your hand the creature card in your graveyard with the highest power. If two or more cards are tied for
 * highest power, you choose one of them." (Desecrator Hag): not targeted; the power is the card's (printed, or its *
 * ability: cardPower); among tied cards its controller chooses, a Search decision.
 */
export const returnHighestPower = defineVerb({
  name: 'returnHighestPower',
  schema: Type.Object(
    { op: Type.Literal('returnHighestPower'), card: FilterSchema },
    {
      additionalProperties: false,
      description:
        'return to your hand the matching card (printed types, subtypes, colors) in your graveyard with the highest power; of several tied, you choose one',
    },
  ),
  compile(o, c, f) {
    c.printedOnly(o.card, `${f}.card`);
    return { card: c.filter(o.card)! };
  },
  run(g, rec, a, choice) {
    const you = controllerOfItem(g, rec);
    if (choice >= 0) {
      if (zoneOf(g, choice) === Zone.Graveyard && ownerOf(g, choice) === you) proposeMove(g, choice, Zone.Hand);
      return true;
    }
    const b = listBase(g, Zone.Graveyard, you);
    let best = -(1 << 30);
    let k = 0;
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if (!cardMatches(g, g.cards[cardIdOf(g, id)], a.card)) continue;
      const pw = cardPower(g, id);
      if (pw > best) {
        best = pw;
        k = 0;
      }
      if (pw === best) g.m[g.options + k++] = id;
    }
    if (k === 0) return true;
    if (k === 1) {
      proposeMove(g, g.m[g.options], Zone.Hand);
      return true;
    }
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.Search);
    put(g, Global.DPlayer, you);
    put(g, Global.DAux, 0);
    return false;
  },
  describe: () =>
    'return to your hand the matching card in your graveyard with the highest power (you choose among ties)',
});
