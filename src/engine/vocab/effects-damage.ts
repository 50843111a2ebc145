// Effect verbs of damage and its prevention.
import { Type } from '@sinclair/typebox';
import { type Instr, RefCode } from '../core/cardform.js';
import { colors } from '../facts/chars.js';
import { chosenColorOfRef } from '../facts/chosen.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { COLOR_NAMES, Decision, NO_TARGET, playerRef, refPlayer, StackKind, Zone } from '../core/constants.js';
import { proposeDamage } from '../core/event-records.js';
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
import { rf } from '../core/stack-records.js';
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
import { Aim, verb } from './verb.js';
import { amountText, refText } from './text.js';

/** The colors a resolving item's source has now, or its printed colors once it is gone (last known). */
export function sourceColors(g: Game, rec: number): number {
  const src = sourceRef(g, rec);
  const id = liveId(g, src);
  return id >= 0 ? colors(g, id) : g.cards[cardIdOf(g, src & 0xffff)].colors;
}

const players = new Int32Array(2);

/** Compiles {amount, to} where `to` is one creature or player ("this", "it", a target, you, opponent). */
function amountToOne(o: Record<string, unknown>, c: Compile, ins: Instr, f: string): void {
  c.perPlayerAmount = true; // "thatPlayer": the player dealt damage (Sudden Impact)
  ins.amount = c.amount(o.amount as never, `${f}.amount`);
  c.perPlayerAmount = false;
  const to = o.to as string;
  ins.ref = to === 'this' || to === 'it' || to === 'attached' ? c.objRef(to, `${f}.to`) : c.playerRef(to, `${f}.to`);
  if (ins.ref === RefCode.Each) c.fail(`${f}.to`, 'one creature or player', to);
}

export const damage = verb({
  name: 'damage',
  schema: Type.Object(
    { op: Type.Literal('damage'), amount: AmountSchema, to: Type.Union([ObjectRefSchema, PlayerRefSchema]) },
    { additionalProperties: false, description: 'deals damage to a creature or player' },
  ),
  compile: amountToOne,
  run(g, rec, ins) {
    const dst = recipientOf(g, rec, ins.ref);
    if (dst !== NO_TARGET)
      proposeDamage(
        g,
        sourceRef(g, rec),
        sourceColors(g, rec),
        dst >= 0 ? ref(g, dst) : dst,
        amountOf(g, rec, ins.amount, dst < 0 ? refPlayer(dst) : -1),
      );
    return true;
  },
  describe: (ins) => `deal ${amountText(ins.amount)} damage to ${refText(ins.ref)}`,
  aim: (ins, t) => (ins.ref === t ? Aim.Harm : Aim.None),
  damage: (ins) => (ins.amount.kind === 0 ? ins.amount.n : 3),
});

export const damageEach = verb({
  name: 'damageEach',
  schema: Type.Object(
    {
      op: Type.Literal('damageEach'),
      amount: AmountSchema,
      filter: Type.Optional(FilterSchema),
      players: Type.Optional(Type.Union([Type.Literal('each'), Type.Literal('opponent'), Type.Literal('you')])),
    },
    {
      additionalProperties: false,
      description: 'deals damage to each creature (or each matching permanent) and, optionally, players',
    },
  ),
  compile(o, c, ins, f) {
    ins.amount = c.amount(o.amount as never, `${f}.amount`);
    ins.filter = c.filter(o.filter as never);
    ins.player = o.players === undefined ? 0 : c.playerRef(o.players as string, `${f}.players`);
  },
  run(g, rec, ins) {
    // All the damage is dealt at once: one batch of events.
    const set = matchingInPlay(g, rec, ins.filter);
    const src = sourceRef(g, rec);
    const c = sourceColors(g, rec);
    const a = amountOf(g, rec, ins.amount);
    for (let i = 1; i <= set[0]; i++) proposeDamage(g, src, c, ref(g, set[i]), a);
    if (ins.player !== 0) {
      const np = playersOf(g, rec, ins.player, players);
      for (let i = 0; i < np; i++) proposeDamage(g, src, c, playerRef(players[i]), a);
    }
    return true;
  },
  describe: (ins) =>
    `deal ${amountText(ins.amount)} damage to each ${ins.filter ? 'matching permanent' : 'creature'}${ins.player ? ` and ${refText(ins.player)}` : ''}`,
  harmsUntargeted: () => true,
});

export const preventDamage = verb({
  name: 'preventDamage',
  schema: Type.Object(
    { op: Type.Literal('preventDamage'), amount: AmountSchema, to: Type.Union([ObjectRefSchema, PlayerRefSchema]) },
    {
      additionalProperties: false,
      description: 'prevents the next N damage that would be dealt to a creature or player this turn (419.7a)',
    },
  ),
  compile: amountToOne,
  run(g, rec, ins) {
    // A shield in the replace/prevent stage (events.ts): it counts damage across sources and events
    // until used up or the turn ends (419.7b).
    const dst = recipientOf(g, rec, ins.ref);
    const n = amountOf(g, rec, ins.amount);
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
  describe: (ins) => `prevent the next ${amountText(ins.amount)} damage to ${refText(ins.ref)} this turn`,
  aim: (ins, t) => (ins.ref === t ? Aim.Help : Aim.None),
});

/**
 * A verb that puts a replacement-layer row of kind `what` on one permanent until end of turn: a
 * regeneration shield (419.6b), "can't be regenerated".
 */
function rowOnPermanent(
  name: string,
  what: ContinuousEffect,
  amount: number,
  description: string,
  text: (ins: Instr) => string,
  aim: Aim,
) {
  return verb({
    name,
    schema: Type.Object(
      { op: Type.Literal(name), what: ObjectRefSchema },
      { additionalProperties: false, description },
    ),
    compile(o, c, ins, f) {
      ins.ref = c.objRef(o.what as string, `${f}.what`);
    },
    run(g, rec, ins) {
      const id = objectOf(g, rec, ins.ref);
      if (id >= 0 && zoneOf(g, id) === Zone.InPlay)
        addEffect(
          g,
          Layer.Replacement,
          what,
          sourceRef(g, rec),
          ref(g, id),
          0,
          amount,
          0,
          Until.EndOfTurn,
          nextTimestamp(g),
        );
      return true;
    },
    describe: text,
    aim: (ins, t) => (ins.ref === t ? aim : Aim.None),
  });
}

// The next time the permanent would be destroyed this turn, it is tapped, its damage removed and it
// leaves combat instead (419.6b): one shield for one Destroy event (events.ts).
export const regenerate = rowOnPermanent(
  'regenerate',
  ContinuousEffect.Regenerate,
  1,
  'the next time the permanent would be destroyed this turn, it is regenerated instead (419.6b)',
  (ins) => `regenerate ${refText(ins.ref)}`,
  Aim.Help,
);
export const cantRegenerate = rowOnPermanent(
  'cantRegenerate',
  ContinuousEffect.CantRegenerate,
  0,
  "the permanent can't be regenerated this turn",
  (ins) => `${refText(ins.ref)} can't be regenerated this turn`,
  Aim.Harm,
);

/** A verb that adds one Replacement-layer row until end of turn, on `obj` (a ref), from the resolving item. */
function turnRow(g: Game, rec: number, what: ContinuousEffect, obj: number, a: number): void {
  addEffect(g, Layer.Replacement, what, sourceRef(g, rec), obj, 0, a, 0, Until.EndOfTurn, nextTimestamp(g));
}

export const preventCombatDamage = verb({
  name: 'preventCombatDamage',
  schema: Type.Object(
    { op: Type.Literal('preventCombatDamage') },
    { additionalProperties: false, description: 'prevent all combat damage that would be dealt this turn' },
  ),
  compile() {
    /* no fields */
  },
  run(g, rec) {
    turnRow(g, rec, ContinuousEffect.PreventCombat, -1, 0);
    return true;
  },
  describe: () => 'prevent all combat damage this turn',
});

export const preventDamageFromColors = verb({
  name: 'preventDamageFromColors',
  schema: Type.Object(
    { op: Type.Literal('preventDamageFromColors'), colors: Type.Array(ColorSchema, { minItems: 1 }) },
    {
      additionalProperties: false,
      description:
        'prevent all damage that sources of these colors would deal this turn (419.8b: checked as the damage would be dealt)',
    },
  ),
  compile(o, _c, ins) {
    ins.counter = bits(o.colors as string[], COLOR_NAMES);
  },
  run(g, rec, ins) {
    turnRow(g, rec, ContinuousEffect.PreventFromColors, -1, ins.counter);
    return true;
  },
  describe: (ins) =>
    `prevent all damage ${COLOR_NAMES.filter((_, i) => ins.counter & (1 << i)).join(' and ')} sources would deal this turn`,
});

export const redirectCombatDamage = verb({
  name: 'redirectCombatDamage',
  schema: Type.Object(
    { op: Type.Literal('redirectCombatDamage'), to: Type.Literal('this') },
    {
      additionalProperties: false,
      description:
        'all combat damage that would be dealt to you by unblocked creatures this turn is dealt to this creature instead (419.6c)',
    },
  ),
  compile(_o, _c, ins) {
    ins.ref = RefCode.This;
  },
  run(g, rec) {
    const id = objectOf(g, rec, RefCode.This);
    if (id >= 0) turnRow(g, rec, ContinuousEffect.RedirectUnblocked, playerRef(controllerOfItem(g, rec)), ref(g, id));
    return true;
  },
  describe: () => 'combat damage to you by unblocked creatures this turn is dealt to this instead',
  aim: () => Aim.None,
});

/** Sources of damage a player may choose (419.8a) of colors `mask`: permanents, spells on the stack, and
 * creatures whose combat damage is on the stack even if they have left play. Written as options. */
function chooseableSources(g: Game, mask: number): number {
  let n = 0;
  const add = (id: number) => {
    for (let i = 0; i < n; i++) if (g.m[g.oOpt + i] === id) return;
    g.m[g.oOpt + n++] = id;
  };
  const b = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if ((colors(g, id) & mask) !== 0) add(id);
  }
  for (let i = 0; i < g.m[g.oStack]; i++) {
    const rec = g.m[g.oStack + 1 + i];
    if (rf(g, rec, StackField.Kind) === StackKind.Spell) {
      const id = refId(rf(g, rec, StackField.Source));
      if ((colors(g, id) & mask) !== 0) add(id);
    }
  }
  for (let k = 0; k < g.m[Global.AssignN]; k++) {
    const id = refId(g.m[g.oAssign + k * AssignField.SIZE + AssignField.Src]);
    if ((g.cards[cardIdOf(g, id)].colors & mask) !== 0) add(id);
  }
  return n;
}

/** ins.counter of preventNextFromChosenSource: the chosen color of its source, as last known if it left. */
const CHOSEN = -1;
const sourceChosenColor = (g: Game, rec: number): number => chosenColorOfRef(g, sourceRef(g, rec));

// "The next time a [color] source of your choice would deal damage to you this turn, prevent that
// damage" (Circle of Protection): the source is chosen as the effect is created (419.8a).
export const preventNextFromChosenSource = verb({
  name: 'preventNextFromChosenSource',
  schema: Type.Object(
    {
      op: Type.Literal('preventNextFromChosenSource'),
      colors: Type.Union([Type.Array(ColorSchema, { minItems: 1 }), Type.Literal('chosen')]),
      to: Type.Literal('you'),
    },
    {
      additionalProperties: false,
      description:
        'the next time a source of your choice of these colors (or "chosen": the color chosen as this permanent came into play, 419.1b) would deal damage to you this turn, prevent that damage (419.8a)',
    },
  ),
  compile(o, c, ins, f) {
    if (o.colors === 'chosen' && !c.choosesColor)
      c.fail(`${f}.colors`, '"chosen" only on a card with asComesIntoPlayChooseAColor', o.colors);
    ins.counter = o.colors === 'chosen' ? CHOSEN : bits(o.colors as string[], COLOR_NAMES);
    ins.ref = RefCode.You;
  },
  run(g, rec, ins, choice) {
    let src = choice;
    if (src < 0) {
      // Story Circle: the color chosen as its source came into play (none if the source has left play).
      const n = chooseableSources(g, ins.counter === CHOSEN ? sourceChosenColor(g, rec) : ins.counter);
      if (n === 0) return true; // no source to choose: the effect does nothing
      if (n > 1 || g.m[g.oNoAuto] !== 0) {
        g.m[g.oOptN] = n;
        put(g, Global.DKind, Decision.ChooseSource);
        put(g, Global.DPlayer, controllerOfItem(g, rec));
        return false;
      }
      src = g.m[g.oOpt];
    }
    // A gone creature (its damage on the stack) is named as it was: its reference from the assignment.
    let chosen = ref(g, src);
    for (let k = 0; k < g.m[Global.AssignN]; k++) {
      const a = g.m[g.oAssign + k * AssignField.SIZE + AssignField.Src];
      if (refId(a) === src) chosen = a;
    }
    const wasSpell = zoneOf(g, src) === Zone.Stack ? 1 : 0;
    // B: was a spell (bit 0) and the colors the source must still have as it deals damage (419.8b).
    const want = ins.counter === CHOSEN ? sourceChosenColor(g, rec) : ins.counter;
    addEffect(
      g,
      Layer.Replacement,
      ContinuousEffect.PreventNextFromSource,
      sourceRef(g, rec),
      playerRef(controllerOfItem(g, rec)),
      0,
      chosen,
      wasSpell | (want << 1),
      Until.EndOfTurn,
      nextTimestamp(g),
    );
    return true;
  },
  describe: (ins) =>
    `prevent the next damage a ${ins.counter === CHOSEN ? 'chosen-color' : COLOR_NAMES.filter((_, i) => ins.counter & (1 << i)).join(' or ')} source of your choice would deal to you this turn`,
});

// 419.7c: "prevent the next N damage to target creature and each other creature that shares a color
// with it": one shield per creature, the set fixed as the effect resolves.
export const preventDamageSharingColor = verb({
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
  compile(o, c, ins, f) {
    ins.amount = c.amount(o.amount as never, `${f}.amount`);
    ins.ref = c.objRef(o.with as string, `${f}.with`);
  },
  run(g, rec, ins) {
    const t = objectOf(g, rec, ins.ref);
    if (t < 0) return true;
    const n = amountOf(g, rec, ins.amount);
    const shade = colors(g, t);
    const set = matchingInPlay(g, rec, null); // creatures, now
    const ids = set.slice(1, set[0] + 1);
    const ts = nextTimestamp(g);
    for (const id of ids) {
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
  describe: (ins) =>
    `prevent the next ${amountText(ins.amount)} damage to ${refText(ins.ref)} and each creature sharing a color with it`,
  aim: (ins, t) => (ins.ref === t ? Aim.Help : Aim.None),
});
