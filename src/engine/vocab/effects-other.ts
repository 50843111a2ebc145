// Effect verbs of continuous effects from resolution (pump), life, tapping, mana, counters and "may".
import { Type } from '@sinclair/typebox';
import { type AmountC, AmountKind, type FilterC, RefCode } from '../core/cardform.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import {
  CounterKind,
  Decision,
  EventKind,
  FIRST_NAMED_COUNTER,
  Flag,
  NAMED_COUNTERS,
  Zone,
} from '../core/constants.js';
import { sourceIntact } from '../core/stack-records.js';
import { proposeTap, proposeLifeChange, propose } from '../core/event-records.js';
import { addMana as addToPool } from '../actions/mana.js';
import { itemManaFactor } from './statics-mana-twice.js';
import { type Game, Global, PlayerSlot, pl, put, ref, setPl, cardIdOf, flagsOf, zoneOf } from '../core/state.js';
import { nextTimestamp } from '../core/zones.js';
import { controller } from '../facts/chars.js';
import {
  AmountSchema,
  keywordBits,
  keywordNames,
  FilterSchema,
  KeywordSchema,
  ManaCostSchema,
  ObjectRefSchema,
  PlayerRefSchema,
} from './common.js';
import { amountOf, controllerOfItem, matchingInPlay, objectOf, playersOf, sourceRef } from '../facts/runtime.js';
import { amountText, refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const players = new Int32Array(2);
const Int = Type.Integer({ minimum: -1000, maximum: 1000 });

/**
 * "Gets +P/+T and gains K until end of turn" on one object: a row in layer 6b for the P/T part and one
 * in layer 5 for the keywords (418.5b: the parts of one effect apply in their own layers), with one
 * timestamp (418.5g).
 */
function pumpOne(
  g: Game,
  src: number,
  id: number,
  p: number,
  t: number,
  kw: number,
  kw2: number,
  ts: number,
  until = Until.EndOfTurn,
): void {
  const obj = ref(g, id);
  if (kw !== 0 || kw2 !== 0) addEffect(g, Layer.Other, ContinuousEffect.AddKeywords, src, obj, 0, kw, kw2, until, ts);
  if (p !== 0 || t !== 0 || (kw === 0 && kw2 === 0))
    addEffect(g, Layer.PtSet, ContinuousEffect.Pump, src, obj, 0, p, t, until, ts);
}

const pumpText = (p: number, t: number, kw: number, kw2: number) =>
  `${p >= 0 ? '+' : ''}${p}/${t >= 0 ? '+' : ''}${t}${kw || kw2 ? ' and ' + keywordNames(kw, kw2).join(', ') : ''} until end of turn`;
/** " for each of [times]", or nothing for a bonus given once. */
const timesText = (times: AmountC) =>
  times.kind === AmountKind.Fixed && times.n === 1 ? '' : ` for each of ${amountText(times)}`;

interface PumpArgs {
  what: number;
  power: number;
  toughness: number;
  keywords: number;
  keywords2: number;
  /** +P/+T for each of these (1 by default). */
  times: AmountC;
  /** Until.EndOfTurn, or Until.SourceTapped: "as long as [this] remains tapped". */
  until: Until;
}
export const pump = defineVerb({
  name: 'pump',
  schema: Type.Object(
    {
      op: Type.Literal('pump'),
      what: ObjectRefSchema,
      power: Int,
      toughness: Int,
      keywords: Type.Optional(Type.Array(KeywordSchema)),
      times: Type.Optional(AmountSchema),
      duration: Type.Optional(
        Type.Union([
          Type.Literal('whileSourceTapped', {
            description: '"as long as [this] remains tapped" instead of until end of turn (418.3d)',
          }),
          Type.Literal('game', {
            description:
              'no duration: for the rest of the game (418.3a: "becomes an 8/8 ... with flying", Figure of Destiny)',
          }),
        ]),
      ),
    },
    {
      additionalProperties: false,
      description:
        'gets +P/+T (and gains keywords) until end of turn; with times, +P/+T for each, counted on resolution (418.3c; "for each creature blocking it": a count with blockingThis)',
    },
  ),
  compile: (o, c, f): PumpArgs => ({
    what: c.objRef(o.what, `${f}.what`),
    power: o.power,
    toughness: o.toughness,
    keywords: keywordBits(o.keywords, 0),
    keywords2: keywordBits(o.keywords, 1),
    times: c.amount(o.times ?? 1, `${f}.times`),
    until:
      o.duration === 'whileSourceTapped' ? Until.SourceTapped : o.duration === 'game' ? Until.Game : Until.EndOfTurn,
  }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    if (a.until === Until.SourceTapped) {
      // 418.3d: if the duration already ended (the source untapped or left), the effect does nothing.
      const src = sourceIntact(g, rec);
      if (src < 0 || zoneOf(g, src) !== Zone.InPlay || (flagsOf(g, src) & Flag.Tapped) === 0) return true;
    }
    const k = amountOf(g, rec, a.times);
    pumpOne(g, sourceRef(g, rec), id, a.power * k, a.toughness * k, a.keywords, a.keywords2, nextTimestamp(g), a.until);
    return true;
  },
  describe: (a) =>
    `${refText(a.what)} gets ${pumpText(a.power, a.toughness, a.keywords, a.keywords2)}${timesText(a.times)}${a.until === Until.SourceTapped ? ' (as long as this remains tapped)' : a.until === Until.Game ? ' (for the game)' : ''}`,
  aim: (a, t) => (a.what !== t ? Aim.None : a.power < 0 || a.toughness < 0 ? Aim.Harm : Aim.Help),
});

/** "Target creature loses K until end of turn": a layer-5 row removing keywords (418.5a), timestamped like any row. */
export const loseKeywords = defineVerb({
  name: 'loseKeywords',
  schema: Type.Object(
    { op: Type.Literal('loseKeywords'), what: ObjectRefSchema, keywords: Type.Array(KeywordSchema, { minItems: 1 }) },
    { additionalProperties: false, description: 'loses keywords until end of turn' },
  ),
  compile: (o, c, f) => ({
    what: c.objRef(o.what, `${f}.what`),
    keywords: keywordBits(o.keywords, 0),
    keywords2: keywordBits(o.keywords, 1),
  }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay)
      addEffect(
        g,
        Layer.Other,
        ContinuousEffect.RemoveKeywords,
        sourceRef(g, rec),
        ref(g, id),
        0,
        a.keywords,
        a.keywords2,
        Until.EndOfTurn,
        nextTimestamp(g),
      );
    return true;
  },
  describe: (a) => `${refText(a.what)} loses ${keywordNames(a.keywords, a.keywords2).join(', ')} until end of turn`,
  aim: (a, t) => (a.what !== t ? Aim.None : Aim.Harm),
});

interface PumpEachArgs {
  filter: FilterC | null;
  power: number;
  toughness: number;
  keywords: number;
  keywords2: number;
  times: AmountC;
  /** RefCode.None, or the player whose permanents only are affected ("creatures target player controls"). */
  player: number;
}
// 418.3b: the affected set is locked in as the effect begins.
export const pumpEach = defineVerb({
  name: 'pumpEach',
  schema: Type.Object(
    {
      op: Type.Literal('pumpEach'),
      filter: FilterSchema,
      power: Int,
      toughness: Int,
      keywords: Type.Optional(Type.Array(KeywordSchema)),
      times: Type.Optional(AmountSchema),
      player: Type.Optional(PlayerRefSchema),
    },
    {
      additionalProperties: false,
      description:
        'each matching permanent (player: that the player controls, "creatures target player controls") gets +P/+T (and keywords) until end of turn; with times, +P/+T for each (e.g. "+X/-X": power 1, toughness -1, times "x"), fixed as it resolves (418.3c)',
    },
  ),
  compile: (o, c, f): PumpEachArgs => ({
    filter: c.filter(o.filter),
    power: o.power,
    toughness: o.toughness,
    keywords: keywordBits(o.keywords, 0),
    keywords2: keywordBits(o.keywords, 1),
    times: c.amount(o.times ?? 1, `${f}.times`),
    player: o.player === undefined ? RefCode.None : c.playerRef(o.player, `${f}.player`),
  }),
  run(g, rec, a) {
    const k = amountOf(g, rec, a.times);
    const who = a.player === RefCode.None ? -1 : playersOf(g, rec, a.player, onePlayer) === 0 ? -2 : onePlayer[0];
    if (who === -2) return true;
    const set = matchingInPlay(g, rec, a.filter);
    const n = set[0];
    const ts = nextTimestamp(g);
    const src = sourceRef(g, rec);
    const ids = set.slice(1, n + 1); // addEffect may grow the game: keep the locked-in set apart
    for (let i = 0; i < n; i++)
      if (who < 0 || controller(g, ids[i]) === who)
        pumpOne(g, src, ids[i], a.power * k, a.toughness * k, a.keywords, a.keywords2, ts);
    return true;
  },
  describe: (a) =>
    `each matching permanent gets ${pumpText(a.power, a.toughness, a.keywords, a.keywords2)}${timesText(a.times)}`,
  harmsUntargeted: (a) => a.power < 0 || a.toughness < 0,
});

const onePlayer = new Int32Array(2);

function lifeVerb(name: 'gainLife' | 'loseLife', sign: number) {
  return defineVerb({
    name,
    schema: Type.Object(
      {
        op: Type.Literal(name),
        player: PlayerRefSchema,
        amount: AmountSchema,
        times: Type.Optional(AmountSchema),
      },
      { additionalProperties: false },
    ),
    compile(o, c, f) {
      c.perPlayerAmount = true; // "for each creature he or she controls": counted for each player
      const amount = c.amount(o.amount, `${f}.amount`);
      const times = o.times === undefined ? null : c.amount(o.times, `${f}.times`);
      const player = c.playerRef(o.player, `${f}.player`);
      c.perPlayerAmount = false;
      return { player, amount, times };
    },
    run(g, rec, a) {
      const np = playersOf(g, rec, a.player, players);
      for (let i = 0; i < np; i++) {
        const each = amountOf(g, rec, a.amount, players[i]);
        const n = a.times === null ? each : each * amountOf(g, rec, a.times, players[i]);
        if (n > 0) proposeLifeChange(g, players[i], sign * n);
      }
      return true;
    },
    describe: (a) =>
      `${refText(a.player)} ${sign > 0 ? 'gains' : 'loses'} ${amountText(a.amount)} life${a.times === null ? '' : ` for each of ${amountText(a.times)}`}`,
    aim: (a, t) => (a.player === t ? (sign > 0 ? Aim.Help : Aim.Harm) : Aim.None),
    harmsUntargeted: (a) => sign < 0 && a.player === RefCode.Opponent,
  });
}
export const gainLife = lifeVerb('gainLife', 1);
export const loseLife = lifeVerb('loseLife', -1);

function tapVerb(name: 'tap' | 'untap') {
  return defineVerb({
    name,
    schema: Type.Object({ op: Type.Literal(name), what: ObjectRefSchema }, { additionalProperties: false }),
    compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
    object: (a) => a.what,
    run(g, rec, a) {
      const id = objectOf(g, rec, a.what);
      if (id >= 0) proposeTap(g, id, name === 'tap');
      return true;
    },
    describe: (a) => `${name} ${refText(a.what)}`,
    aim: (a, t) => (a.what === t ? (name === 'tap' ? Aim.Harm : Aim.Help) : Aim.None),
  });
}
/**
 * "Turn this creature face down" (Vesuvan Shapeshifter's gained ability): an event (morph.ts), for a morph permanent
 * face up.
 */
export const turnFaceDown = defineVerb({
  name: 'turnFaceDown',
  schema: Type.Object(
    { op: Type.Literal('turnFaceDown'), what: Type.Literal('this') },
    {
      additionalProperties: false,
      description:
        'turn this permanent face down (a face-down 2/2, 502.26; only a card with morph can be turned face up again)',
    },
  ),
  compile: () => ({ what: RefCode.This }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (
      id >= 0 &&
      zoneOf(g, id) === Zone.InPlay &&
      (flagsOf(g, id) & (Flag.FaceDown | Flag.Token)) === 0 &&
      g.cards[cardIdOf(g, id)].faceDown >= 0
    )
      propose(g, EventKind.TurnFaceDown, ref(g, id), -1, 0);
    return true;
  },
  describe: () => 'turn this face down',
});

export const tap = tapVerb('tap');
export const untap = tapVerb('untap');
/** "Tap or untap target creature" (Puppeteer): the only choice that changes anything is to flip it. */
export const tapOrUntap = defineVerb({
  name: 'tapOrUntap',
  schema: Type.Object(
    { op: Type.Literal('tapOrUntap'), what: ObjectRefSchema },
    {
      additionalProperties: false,
      description: 'taps it if it is untapped, untaps it if it is tapped (under "may": "you may tap or untap")',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay) proposeTap(g, id, (flagsOf(g, id) & Flag.Tapped) === 0);
    return true;
  },
  describe: (a) => `tap or untap ${refText(a.what)}`,
});

const ONE = [0, 0, 0, 0, 0, 0]; // one mana of the chosen color

/** The mana a string of symbols adds, as counts of W, U, B, R, G and colorless ("{2}{G}": [0, 0, 0, 0, 1, 2]). */
export function manaSymbols(s: string): number[] {
  const mana = [0, 0, 0, 0, 0, 0];
  for (const m of s.matchAll(/\{([0-9]+|[WUBRG])\}/g)) {
    const i = 'WUBRG'.indexOf(m[1]);
    if (i >= 0) mana[i]++;
    else mana[5] += Number(m[1]);
  }
  return mana;
}

interface AddManaArgs {
  player: number;
  /** Counts of W, U, B, R, G and colorless (manaSymbols); null: one mana of the color its controller chooses. */
  mana: readonly number[] | null;
  /** "Add {X}": the mana that many times (null: once). */
  times: AmountC | null;
}
export const addMana = defineVerb({
  name: 'addMana',
  schema: Type.Object(
    {
      op: Type.Literal('addMana'),
      mana: Type.Union([ManaCostSchema, Type.Literal('any')]),
      player: Type.Optional(PlayerRefSchema),
      times: Type.Optional(AmountSchema), // "add {X}, where X is ...": "mana": "{1}" that many times
    },
    {
      additionalProperties: false,
      description:
        'adds mana to your pool, or (player) to that player\'s ("any": one mana of the color of your choice, chosen on resolution; with times, that many mana of the one color chosen)',
    },
  ),
  compile(o, c, f): AddManaArgs {
    const player = o.player === undefined ? RefCode.You : c.playerRef(o.player, `${f}.player`);
    if (o.mana === 'any') {
      if (player === RefCode.Each)
        c.fail(`${f}.player`, 'one player with "any" mana (who chooses its color)', o.player);
      // "Add X mana of any one color" (Springjack Pasture): one color chosen for all of it
      return { player, mana: null, times: o.times === undefined ? null : c.amount(o.times, `${f}.times`) };
    }
    if (o.mana.includes('{X}')) c.fail(`${f}.mana`, 'mana symbols without {X}', o.mana);
    const times = o.times === undefined ? null : c.amount(o.times, `${f}.times`);
    return { player, mana: manaSymbols(o.mana), times };
  },
  run(g, rec, a, choice) {
    if (a.mana !== null) {
      const np = playersOf(g, rec, a.player, players);
      // a permanent tapped for mana (Mana Reflection): that mana that many times
      const n = (a.times === null ? 1 : amountOf(g, rec, a.times)) * itemManaFactor(g, rec);
      for (let i = 0; i < np; i++) for (let k = 0; k < n; k++) addToPool(g, players[i], a.mana);
      return true;
    }
    // the player who gets it chooses its color
    const p =
      a.player === RefCode.You ? controllerOfItem(g, rec) : playersOf(g, rec, a.player, players) > 0 ? players[0] : -1;
    const n = (a.times === null ? 1 : amountOf(g, rec, a.times)) * itemManaFactor(g, rec);
    if (p < 0 || n <= 0) return true; // no mana: no color to choose
    if (choice > 0) {
      for (let i = 0; i < 5; i++) ONE[i] = choice === 1 << i ? 1 : 0;
      for (let k = 0; k < n; k++) addToPool(g, p, ONE);
      return true;
    }
    for (let k = 0; k < 5; k++) g.m[g.options + k] = 1 << k; // a ResolveColor answer is a color bit
    g.m[g.optionCount] = 5;
    put(g, Global.DKind, Decision.ResolveColor);
    put(g, Global.DPlayer, p);
    put(g, Global.DAux, 0);
    return false;
  },
  describe: (a) =>
    a.mana === null ? (a.times === null ? 'add one mana of any color' : 'add mana of any one color') : 'add mana',
});

/** "Double the amount of each type of mana in your mana pool" (Doubling Cube's mana ability). */
export const doubleManaPool = defineVerb({
  name: 'doubleManaPool',
  schema: Type.Object(
    { op: Type.Literal('doubleManaPool') },
    { additionalProperties: false, description: 'doubles the amount of each type of mana in your mana pool' },
  ),
  compile: () => null,
  run(g, rec) {
    const p = controllerOfItem(g, rec);
    const f = 1 + itemManaFactor(g, rec); // it adds what the pool holds; tapped for mana, that many times
    for (let i = 0; i < 6; i++) setPl(g, p, PlayerSlot.ManaW + i, pl(g, p, PlayerSlot.ManaW + i) * f);
    return true;
  },
  describe: () => 'double the mana in your mana pool',
});

export const addCounters = defineVerb({
  name: 'addCounters',
  schema: Type.Object(
    {
      op: Type.Literal('addCounters'),
      what: ObjectRefSchema,
      counter: Type.Union([
        Type.Literal('+1/+1'),
        Type.Literal('-1/-1'),
        ...NAMED_COUNTERS.map((k) => Type.Literal(k)),
      ]),
      amount: AmountSchema,
    },
    { additionalProperties: false },
  ),
  compile(o, c, f) {
    const amount = c.amount(o.amount, `${f}.amount`);
    const what = c.objRef(o.what, `${f}.what`);
    const kind =
      o.counter === '+1/+1'
        ? CounterKind.PlusOne
        : o.counter === '-1/-1'
          ? CounterKind.MinusOne
          : FIRST_NAMED_COUNTER + NAMED_COUNTERS.indexOf(o.counter);
    return { what, kind, name: o.counter, amount };
  },
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay)
      propose(g, EventKind.Counters, ref(g, id), -1, amountOf(g, rec, a.amount), a.kind);
    return true;
  },
  describe: (a) => `put ${amountText(a.amount)} ${a.name} counters on ${refText(a.what)}`,
  aim: (a, t) =>
    a.what === t
      ? a.kind === CounterKind.PlusOne
        ? Aim.Help
        : a.kind === CounterKind.MinusOne
          ? Aim.Harm
          : Aim.None
      : Aim.None,
});

// "Remove a -1/-1 counter from [this]" (the Hatchlings), "... from target creature" (Chainbreaker): as many as
// there are, up to N (a Counters event with a negative amount).
export const removeCounters = defineVerb({
  name: 'removeCounters',
  schema: Type.Object(
    {
      op: Type.Literal('removeCounters'),
      what: ObjectRefSchema,
      counter: Type.Union([Type.Literal('+1/+1'), Type.Literal('-1/-1')]),
      amount: AmountSchema,
    },
    { additionalProperties: false },
  ),
  compile(o, c, f) {
    const amount = c.amount(o.amount, `${f}.amount`);
    const what = c.objRef(o.what, `${f}.what`);
    return { what, kind: o.counter === '+1/+1' ? CounterKind.PlusOne : CounterKind.MinusOne, name: o.counter, amount };
  },
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay)
      propose(g, EventKind.Counters, ref(g, id), -1, -amountOf(g, rec, a.amount), a.kind);
    return true;
  },
  describe: (a) => `remove ${amountText(a.amount)} ${a.name} counters from ${refText(a.what)}`,
  aim: (a, t) => (a.what === t ? (a.kind === CounterKind.MinusOne ? Aim.Help : Aim.Harm) : Aim.None),
});

// "Double target player's life total": that player gains life equal to it (a life-gain event).
export const doubleLife = defineVerb({
  name: 'doubleLife',
  schema: Type.Object(
    { op: Type.Literal('doubleLife'), player: PlayerRefSchema },
    { additionalProperties: false, description: "double the player's life total" },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    for (let i = 0; i < np; i++) {
      const life = pl(g, players[i], PlayerSlot.Life);
      proposeLifeChange(g, players[i], life);
    }
    return true;
  },
  describe: (a) => `double ${refText(a.player)}'s life total`,
  aim: (a, t) => (a.player === t ? Aim.Help : Aim.None),
});

// "Each player's life total becomes the highest life total among all players" (Arbiter of Knollridge): each player
// below it gains the difference (a life total that becomes a number changes by gaining or losing life, 2008 rulings).
export const lifeTotalsBecomeHighest = defineVerb({
  name: 'lifeTotalsBecomeHighest',
  schema: Type.Object(
    { op: Type.Literal('lifeTotalsBecomeHighest') },
    {
      additionalProperties: false,
      description: "each player's life total becomes the highest life total among all players",
    },
  ),
  compile: () => null,
  run(g) {
    const high = Math.max(pl(g, 0, PlayerSlot.Life), pl(g, 1, PlayerSlot.Life));
    const ap = g.m[Global.Active];
    for (const p of [ap, 1 - ap]) {
      const gain = high - pl(g, p, PlayerSlot.Life);
      if (gain > 0) proposeLifeChange(g, p, gain);
    }
    return true;
  },
  describe: () => "each player's life total becomes the highest life total among all players",
});
