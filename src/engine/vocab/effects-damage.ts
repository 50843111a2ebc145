// Effect verbs of damage and its prevention.
import { type Static, Type } from '@sinclair/typebox';
import { type AmountC, AmountKind, type FilterC, RefCode } from '../core/cardform.js';
import { colors, controller } from '../facts/chars.js';
import { chosenColorOfRef } from '../facts/chosen.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import {
  COLOR_NAMES,
  Decision,
  EventKind,
  NO_TARGET,
  playerRef,
  refPlayer,
  StackKind,
  Zone,
} from '../core/constants.js';
import { EventFlag, propose, proposeDamage } from '../core/event-records.js';
import {
  AssignField,
  type Game,
  Global,
  liveId,
  put,
  ref,
  refId,
  StackField,
  cardIdOf,
  zoneOf,
} from '../core/state.js';
import { rf, setRf } from '../core/stack-records.js';
import { listBase, nextTimestamp } from '../core/zones.js';
import {
  AmountSchema,
  bits,
  ColorSchema,
  type Compile,
  FilterSchema,
  ObjectRefSchema,
  PlayerRefSchema,
} from './common.js';
import {
  amountOf,
  controllerOfItem,
  matchingInPlay,
  objectOf,
  playersOf,
  recipientOf,
  sourceRef,
} from '../facts/runtime.js';
import { Aim, defineVerb } from './verb.js';
import { rowOnPermanent } from './effects-row-on-permanent.js';
import { ALL_FROM_SOURCE } from './replacements-damage.js';
import { amountText, refText } from './text.js';

/** The colors a resolving item's source has now, or its printed colors once it is gone (last known). */
export function sourceColors(g: Game, rec: number): number {
  return colorsOfRef(g, sourceRef(g, rec));
}

/** The colors of the object a reference names: as it is, or its card's had it moved. */
function colorsOfRef(g: Game, src: number): number {
  const id = liveId(g, src);
  return id >= 0 ? colors(g, id) : g.cards[cardIdOf(g, src & 0xffff)].colors;
}

const players = new Int32Array(2);

/** An amount to one creature or player. */
interface AmountToArgs {
  amount: AmountC;
  /** "this", "it", "attached", a target, or a player (never each player). */
  to: number;
  /** "Prevent all damage that would be dealt to [it] this turn" (preventDamage: instead of the amount). */
  all?: boolean;
}

/** Compiles {amount, to} where `to` is one creature or player ("this", "it", a target, you, opponent). */
/** "Prevent all damage ... this turn": a shield no damage uses up (more than any game deals). */
const ALL_DAMAGE = 1 << 30;

function amountToOne(o: { amount: Static<typeof AmountSchema>; to: string }, c: Compile, f: string): AmountToArgs {
  c.perPlayerAmount = true; // "thatPlayer": the player dealt damage (Sudden Impact)
  const amount = c.amount(o.amount, `${f}.amount`);
  c.perPlayerAmount = false;
  const to =
    o.to === 'this' || o.to === 'it' || o.to === 'attached' ? c.objRef(o.to, `${f}.to`) : c.playerRef(o.to, `${f}.to`);
  if (to === RefCode.Each) c.fail(`${f}.to`, 'one creature or player', o.to);
  return { amount, to };
}

export const damage = defineVerb({
  name: 'damage',
  schema: Type.Object(
    {
      op: Type.Literal('damage'),
      amount: AmountSchema,
      to: Type.Union([ObjectRefSchema, PlayerRefSchema]),
      times: Type.Optional(
        Type.Integer({
          minimum: 2,
          maximum: 10,
          description: '"twice the number of ..." (Chaotic Backlash): the amount this many times, one damage event',
        }),
      ),
      from: Type.Optional(
        Type.String({
          pattern: '^(it|target:[0-3])$',
          description:
            'what deals it instead of the source: "it", the triggering object ("have that creature deal"), or a target creature ("It deals damage equal to its power to its controller": Traitor\'s Roar)',
        }),
      ),
    },
    { additionalProperties: false, description: 'deals damage to a creature or player' },
  ),
  compile(o, c, f) {
    const args = { ...amountToOne(o, c, f), times: o.times ?? 1 };
    c.dealtDamage = true; // "the damage dealt this way" may follow
    if (o.from === undefined) return { ...args, fromIt: false, from: null };
    const from = c.objRef(o.from, `${f}.from`); // checks that the ability has an "it" or that target
    return { ...args, fromIt: o.from === 'it', from: o.from === 'it' ? null : from };
  },
  object: (a) => a.to,
  run(g, rec, a) {
    const dst = recipientOf(g, rec, a.to);
    // "have that creature deal": the event's object is the source (as it last existed, had it left play); a target
    // creature deals it as it is now
    const from = a.from === null ? -1 : objectOf(g, rec, a.from);
    const src = a.fromIt
      ? rf(g, rec, StackField.Ref)
      : a.from !== null
        ? from >= 0
          ? ref(g, from)
          : -1
        : sourceRef(g, rec);
    setRf(g, rec, StackField.Tracked, 0); // the damage dealt, once it happens (events.ts): "damageDealt"
    if (dst !== NO_TARGET && src >= 0)
      propose(
        g,
        EventKind.Damage,
        dst >= 0 ? ref(g, dst) : dst,
        src,
        a.times * amountOf(g, rec, a.amount, dst < 0 ? refPlayer(dst) : -1),
        a.fromIt || a.from !== null ? colorsOfRef(g, src) : sourceColors(g, rec),
        -1,
        EventFlag.Tracked,
      );
    return true;
  },
  describe: (a) =>
    `${a.fromIt ? 'it deals' : a.from !== null ? `${refText(a.from)} deals` : 'deal'} ${a.times > 1 ? `${a.times} times ` : ''}${amountText(a.amount)} damage to ${refText(a.to)}`,
  aim: (a, t) => (a.to === t ? Aim.Harm : Aim.None),
  damage: (a) => (a.amount.kind === AmountKind.Fixed ? a.amount.n : 3),
});

interface DamageEachArgs {
  amount: AmountC;
  /** The permanents dealt damage (null: each creature). */
  filter: FilterC | null;
  /** The players dealt damage too (RefCode.None: none). */
  players: number;
  /** "[that player] and each [matching permanent] he or she controls" (RefCode.None: any controller). */
  player: number;
  /** "each [matching permanent] [that player] controls", the player dealt none (RefCode.None: none such). */
  controlledBy: number;
}
export const damageEach = defineVerb({
  name: 'damageEach',
  schema: Type.Object(
    {
      op: Type.Literal('damageEach'),
      amount: AmountSchema,
      filter: Type.Optional(FilterSchema),
      players: Type.Optional(Type.Union([Type.Literal('each'), Type.Literal('opponent'), Type.Literal('you')])),
      player: Type.Optional(PlayerRefSchema),
      controlledBy: Type.Optional(PlayerRefSchema),
    },
    {
      additionalProperties: false,
      description:
        'deals damage to each creature (or each matching permanent) and, optionally, players; with player, to that player and each one he or she controls ("target player and each creature he or she controls": Chandra Nalaar); with controlledBy, only to each one that player controls',
    },
  ),
  compile(o, c, f): DamageEachArgs {
    if (o.player !== undefined && o.players !== undefined)
      c.fail(`${f}.player`, 'either player ("that player and each ... he or she controls") or players', o.player);
    if (o.controlledBy !== undefined && (o.player !== undefined || o.players !== undefined))
      c.fail(`${f}.controlledBy`, 'controlledBy without player or players (no player is dealt damage)', o.controlledBy);
    return {
      controlledBy: o.controlledBy === undefined ? RefCode.None : c.playerRef(o.controlledBy, `${f}.controlledBy`),
      amount: c.amount(o.amount, `${f}.amount`),
      filter: c.filter(o.filter),
      players: o.players === undefined ? RefCode.None : c.playerRef(o.players, `${f}.players`),
      player: o.player === undefined ? RefCode.None : c.playerRef(o.player, `${f}.player`),
    };
  },
  run(g, rec, a) {
    // All the damage is dealt at once: one batch of events.
    const set = matchingInPlay(g, rec, a.filter);
    const src = sourceRef(g, rec);
    const c = sourceColors(g, rec);
    const n = amountOf(g, rec, a.amount);
    let only = -1;
    if (a.player !== RefCode.None) {
      // (an illegal target player: no one, and no permanent of his or hers)
      if (playersOf(g, rec, a.player, players) === 0) return true;
      only = players[0];
      proposeDamage(g, src, c, playerRef(only), n);
    } else if (a.controlledBy !== RefCode.None) {
      if (playersOf(g, rec, a.controlledBy, players) === 0) return true;
      only = players[0];
    }
    for (let i = 1; i <= set[0]; i++)
      if (only < 0 || controller(g, set[i]) === only) proposeDamage(g, src, c, ref(g, set[i]), n);
    if (a.players !== RefCode.None) {
      const np = playersOf(g, rec, a.players, players);
      for (let i = 0; i < np; i++) proposeDamage(g, src, c, playerRef(players[i]), n);
    }
    return true;
  },
  aim: (a, t) => (a.player === t || a.controlledBy === t ? Aim.Harm : Aim.None),
  describe: (a) =>
    a.controlledBy !== RefCode.None
      ? `deal ${amountText(a.amount)} damage to each ${a.filter ? 'matching permanent' : 'creature'} ${refText(a.controlledBy)} controls`
      : a.player !== RefCode.None
        ? `deal ${amountText(a.amount)} damage to ${refText(a.player)} and each ${a.filter ? 'matching permanent' : 'creature'} that player controls`
        : `deal ${amountText(a.amount)} damage to each ${a.filter ? 'matching permanent' : 'creature'}${a.players !== RefCode.None ? ` and ${refText(a.players)}` : ''}`,
  harmsUntargeted: () => true,
});

export const preventDamage = defineVerb({
  name: 'preventDamage',
  schema: Type.Object(
    {
      op: Type.Literal('preventDamage'),
      amount: Type.Union([AmountSchema, Type.Literal('all')]),
      to: Type.Union([ObjectRefSchema, PlayerRefSchema]),
    },
    {
      additionalProperties: false,
      description: 'prevents the next N (or all) damage that would be dealt to a creature or player this turn (419.7a)',
    },
  ),
  compile: (o, c, f) =>
    o.amount === 'all'
      ? { ...amountToOne({ ...o, amount: 0 }, c, f), all: true }
      : amountToOne({ ...o, amount: o.amount }, c, f),
  object: (a) => a.to,
  run(g, rec, a) {
    // A shield in the replace/prevent stage (events.ts): it counts damage across sources and events
    // until used up or the turn ends (419.7b).
    const dst = recipientOf(g, rec, a.to);
    const n = a.all === true ? ALL_DAMAGE : amountOf(g, rec, a.amount);
    if (dst !== NO_TARGET && n > 0) {
      addEffect(
        g,
        Layer.Replacement,
        ContinuousEffect.PreventDamage,
        sourceRef(g, rec),
        dst >= 0 ? ref(g, dst) : dst,
        0,
        n,
        0,
        Until.EndOfTurn,
        nextTimestamp(g),
      );
    }
    return true;
  },
  describe: (a) =>
    a.all === true
      ? `prevent all damage to ${refText(a.to)} this turn`
      : `prevent the next ${amountText(a.amount)} damage to ${refText(a.to)} this turn`,
  aim: (a, t) => (a.to === t ? Aim.Help : Aim.None),
});

// The next time the permanent would be destroyed this turn, it is tapped, its damage removed and it
// leaves combat instead (419.6b): one shield for one Destroy event (events.ts).
export const regenerate = rowOnPermanent({
  name: 'regenerate',
  layer: Layer.Replacement,
  what: ContinuousEffect.Regenerate,
  amount: 1,
  description: 'the next time the permanent would be destroyed this turn, it is regenerated instead (419.6b)',
  text: (what) => `regenerate ${what}`,
  aim: Aim.Help,
});
export const cantRegenerate = rowOnPermanent({
  name: 'cantRegenerate',
  layer: Layer.Replacement,
  what: ContinuousEffect.CantRegenerate,
  amount: 0,
  description: "the permanent can't be regenerated this turn",
  text: (what) => `${what} can't be regenerated this turn`,
  aim: Aim.Harm,
});

/** A verb that adds one Replacement-layer row until end of turn, on `obj` (a ref), from the resolving item. */
function turnRow(g: Game, rec: number, what: ContinuousEffect, obj: number, a: number): void {
  addEffect(g, Layer.Replacement, what, sourceRef(g, rec), obj, 0, a, 0, Until.EndOfTurn, nextTimestamp(g));
}

export const preventCombatDamage = defineVerb({
  name: 'preventCombatDamage',
  schema: Type.Object(
    { op: Type.Literal('preventCombatDamage') },
    { additionalProperties: false, description: 'prevent all combat damage that would be dealt this turn' },
  ),
  compile: () => null,
  run(g, rec) {
    turnRow(g, rec, ContinuousEffect.PreventCombat, -1, 0);
    return true;
  },
  describe: () => 'prevent all combat damage this turn',
});

export const preventDamageToCreatures = defineVerb({
  name: 'preventDamageToCreatures',
  schema: Type.Object(
    { op: Type.Literal('preventDamageToCreatures') },
    {
      additionalProperties: false,
      description: 'prevent all damage that would be dealt to creatures this turn',
    },
  ),
  compile: () => null,
  run(g, rec) {
    turnRow(g, rec, ContinuousEffect.PreventCombat, -1, 1);
    return true;
  },
  describe: () => 'prevent all damage that would be dealt to creatures this turn',
});

export const preventDamageFromColors = defineVerb({
  name: 'preventDamageFromColors',
  schema: Type.Object(
    { op: Type.Literal('preventDamageFromColors'), colors: Type.Array(ColorSchema, { minItems: 1 }) },
    {
      additionalProperties: false,
      description:
        'prevent all damage that sources of these colors would deal this turn (419.8b: checked as the damage would be dealt)',
    },
  ),
  compile: (o) => ({ colors: bits(o.colors, COLOR_NAMES) }), // a bit mask
  run(g, rec, a) {
    turnRow(g, rec, ContinuousEffect.PreventFromColors, -1, a.colors);
    return true;
  },
  describe: (a) =>
    `prevent all damage ${COLOR_NAMES.filter((_, i) => a.colors & (1 << i)).join(' and ')} sources would deal this turn`,
});

export const redirectCombatDamage = defineVerb({
  name: 'redirectCombatDamage',
  schema: Type.Object(
    { op: Type.Literal('redirectCombatDamage'), to: Type.Literal('this') },
    {
      additionalProperties: false,
      description:
        'all combat damage that would be dealt to you by unblocked creatures this turn is dealt to this creature instead (419.6c)',
    },
  ),
  compile: () => null, // always to this
  run(g, rec) {
    const id = objectOf(g, rec, RefCode.This);
    if (id >= 0) turnRow(g, rec, ContinuousEffect.RedirectUnblocked, playerRef(controllerOfItem(g, rec)), ref(g, id));
    return true;
  },
  describe: () => 'combat damage to you by unblocked creatures this turn is dealt to this instead',
});

/** Sources of damage a player may choose (419.8a) of colors `mask`: permanents, spells on the stack, and
 * creatures whose combat damage is on the stack even if they have left play. Written as options. */
function chooseableSources(g: Game, mask: number): number {
  let n = 0;
  const add = (id: number) => {
    for (let i = 0; i < n; i++) if (g.m[g.options + i] === id) return;
    g.m[g.options + n++] = id;
  };
  const b = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if ((colors(g, id) & mask) !== 0) add(id);
  }
  for (let i = 0; i < g.m[g.stack]; i++) {
    const rec = g.m[g.stack + 1 + i];
    if (rf(g, rec, StackField.Kind) === StackKind.Spell) {
      const id = refId(rf(g, rec, StackField.Source));
      if ((colors(g, id) & mask) !== 0) add(id);
    }
  }
  for (let k = 0; k < g.m[Global.AssignN]; k++) {
    const id = refId(g.m[g.damageAssignments + k * AssignField.SIZE + AssignField.Src]);
    if ((g.cards[cardIdOf(g, id)].colors & mask) !== 0) add(id);
  }
  return n;
}

const sourceChosenColor = (g: Game, rec: number): number => chosenColorOfRef(g, sourceRef(g, rec));

// "The next time a [color] source of your choice would deal damage to you this turn, prevent that
// damage" (Circle of Protection): the source is chosen as the effect is created (419.8a).
interface ChosenSourceArgs {
  /** The colors the source may have (a bit mask), unless `chosen`. */
  colors: number;
  /** The color chosen as this permanent came into play, instead (as last known if it left). */
  chosen: boolean;
  /** "Prevent all damage [the source] would deal this turn": to anything, not used up. */
  all: boolean;
}
export const preventNextFromChosenSource = defineVerb({
  name: 'preventNextFromChosenSource',
  schema: Type.Object(
    {
      op: Type.Literal('preventNextFromChosenSource'),
      colors: Type.Union([Type.Array(ColorSchema, { minItems: 1 }), Type.Literal('chosen')]),
      to: Type.Union([Type.Literal('you'), Type.Literal('any')]),
    },
    {
      additionalProperties: false,
      description:
        'the next time a source of your choice of these colors (or "chosen": the color chosen as this permanent came into play, 419.1b) would deal damage to you this turn, prevent that damage (419.8a); to "any": all its damage this turn, to anything',
    },
  ),
  compile(o, c, f): ChosenSourceArgs {
    if (o.colors === 'chosen' && !c.choosesColor)
      c.fail(`${f}.colors`, '"chosen" only on a card with asComesIntoPlayChooseAColor', o.colors);
    const all = o.to === 'any';
    return o.colors === 'chosen'
      ? { colors: 0, chosen: true, all }
      : { colors: bits(o.colors, COLOR_NAMES), chosen: false, all };
  },
  run(g, rec, a, choice) {
    let src = choice;
    if (src < 0) {
      // Story Circle: the color chosen as its source came into play (as last known if it has left play).
      const n = chooseableSources(g, a.chosen ? sourceChosenColor(g, rec) : a.colors);
      if (n === 0) return true; // no source to choose: the effect does nothing
      if (n > 1 || g.m[g.showSingleOptions] !== 0) {
        g.m[g.optionCount] = n;
        put(g, Global.DKind, Decision.ChooseSource);
        put(g, Global.DPlayer, controllerOfItem(g, rec));
        return false;
      }
      src = g.m[g.options];
    }
    // A gone creature (its damage on the stack) is named as it was: its reference from the assignment.
    let chosen = ref(g, src);
    for (let k = 0; k < g.m[Global.AssignN]; k++) {
      const a = g.m[g.damageAssignments + k * AssignField.SIZE + AssignField.Src];
      if (refId(a) === src) chosen = a;
    }
    const wasSpell = zoneOf(g, src) === Zone.Stack ? 1 : 0;
    // B: was a spell (bit 0) and the colors the source must still have as it deals damage (419.8b).
    const want = a.chosen ? sourceChosenColor(g, rec) : a.colors;
    addEffect(
      g,
      Layer.Replacement,
      ContinuousEffect.PreventNextFromSource,
      sourceRef(g, rec),
      playerRef(controllerOfItem(g, rec)),
      0,
      chosen,
      wasSpell | (want << 1) | (a.all ? ALL_FROM_SOURCE : 0),
      Until.EndOfTurn,
      nextTimestamp(g),
    );
    return true;
  },
  describe: (a) =>
    `prevent ${a.all ? 'all' : 'the next'} damage a ${a.chosen ? 'chosen-color' : COLOR_NAMES.filter((_, i) => a.colors & (1 << i)).join(' or ')} source of your choice would deal${a.all ? '' : ' to you'} this turn`,
});

let sharing = new Int32Array(64);

// 419.7c: "prevent the next N damage to target creature and each other creature that shares a color
// with it": one shield per creature, the set fixed as the effect resolves.
export const preventDamageSharingColor = defineVerb({
  name: 'preventDamageSharingColor',
  schema: Type.Object(
    {
      op: Type.Literal('preventDamageSharingColor'),
      amount: AmountSchema,
      with: Type.String({ pattern: '^target:[0-3]$' }),
    },
    {
      additionalProperties: false,
      description:
        'prevent the next N damage to the target creature and each other creature sharing a color with it this turn (419.7c)',
    },
  ),
  // what: the target creature ("with" it)
  compile: (o, c, f) => ({ amount: c.amount(o.amount, `${f}.amount`), what: c.objRef(o.with, `${f}.with`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const t = objectOf(g, rec, a.what);
    if (t < 0) return true;
    const n = amountOf(g, rec, a.amount);
    const shade = colors(g, t);
    // The creatures now, copied: reading their colors may fill the set's buffer again.
    const set = matchingInPlay(g, rec, null);
    const k = set[0];
    if (sharing.length < k) sharing = new Int32Array(k * 2);
    for (let i = 0; i < k; i++) sharing[i] = set[i + 1];
    const ts = nextTimestamp(g);
    for (let i = 0; i < k; i++) {
      const id = sharing[i];
      if (id === t || (colors(g, id) & shade) !== 0)
        addEffect(
          g,
          Layer.Replacement,
          ContinuousEffect.PreventDamage,
          sourceRef(g, rec),
          ref(g, id),
          0,
          n,
          0,
          Until.EndOfTurn,
          ts,
        );
    }
    return true;
  },
  describe: (a) =>
    `prevent the next ${amountText(a.amount)} damage to ${refText(a.what)} and each creature sharing a color with it`,
  aim: (a, t) => (a.what === t ? Aim.Help : Aim.None),
});
