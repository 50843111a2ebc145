// Effect verbs that change the turn's structure: skipping steps (419.6e-f).
import { Type } from '@sinclair/typebox';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { playerRef, STEP_NAMES, Flag, Step, Zone } from '../core/constants.js';
import { nextTimestamp } from '../core/zones.js';
import { AmountSchema, FilterSchema, ObjectRefSchema, PlayerRefSchema } from './common.js';
import { type Game, Global, ref, flagsOf, setFlags, UNTAP_SKIPS, zoneOf } from '../core/state.js';
import { RefCode } from '../core/cardform.js';
import { controller } from '../facts/chars.js';
import { proposeTap } from '../core/event-records.js';
import { amountOf, matchingInPlay, objectOf, playersOf, sourceRef } from '../facts/runtime.js';
import { amountText, refText } from './text.js';
import { Aim, defineVerb } from './verb.js';
import { rowOnPermanent } from './effects-row-on-permanent.js';

const players = new Int32Array(2);
/** The steps a "skip your next ..." effect names (the beginning phase's steps). */
const SKIPPABLE = ['untap', 'upkeep', 'draw'] as const;

/**
 * "[Player] skips his or her next [step]" (419.6e): a replacement row per player, used up by the first
 * occurrence of that step in that player's turn that hasn't begun yet (turn.ts); two of them skip two
 * occurrences (419.6f).
 */
export const skipNextStep = defineVerb({
  name: 'skipNextStep',
  schema: Type.Object(
    {
      op: Type.Literal('skipNextStep'),
      player: PlayerRefSchema,
      step: Type.Union(SKIPPABLE.map((s) => Type.Literal(s))),
    },
    {
      additionalProperties: false,
      description: 'the player skips his or her next untap, upkeep or draw step (419.6e-f)',
    },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`), step: STEP_NAMES.indexOf(o.step) }),
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    for (let i = 0; i < np; i++)
      addEffect(
        g,
        Layer.Replacement,
        ContinuousEffect.SkipStep,
        sourceRef(g, rec),
        playerRef(players[i]),
        0,
        a.step,
        0,
        Until.Game,
        nextTimestamp(g),
      );
    return true;
  },
  describe: (a) => `${refText(a.player)} skips his or her next ${STEP_NAMES[a.step]} step`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});

/**
 * "[That creature] doesn't untap during its controller's next untap step" (Entangling Trap: the controller as it
 * resolves) or, with a filter, "creatures [player] controls don't untap during [player]'s next untap step" (Pollen
 * Lullaby: the creatures he or she controls as it resolves): a flag on each (Flag.SkipUntap0 shifted by that player),
 * which that player's next untap step reads and clears (turn.ts).
 */
export const doesntUntapNext = defineVerb({
  name: 'doesntUntapNext',
  schema: Type.Object(
    {
      op: Type.Literal('doesntUntapNext'),
      what: Type.Optional(ObjectRefSchema),
      filter: Type.Optional(FilterSchema),
      player: Type.Optional(PlayerRefSchema),
    },
    {
      additionalProperties: false,
      description:
        "what, or the filter's permanents player controls, doesn't untap during its controller's (player's) next untap step",
    },
  ),
  compile(o, c, f) {
    if ((o.what === undefined) === (o.filter === undefined))
      c.fail(f, 'exactly one of "what" (a permanent) and "filter" with "player"', Object.keys(o));
    if ((o.filter === undefined) !== (o.player === undefined))
      c.fail(`${f}.player`, '"player" exactly with "filter"', o.player);
    return {
      what: o.what === undefined ? -1 : c.objRef(o.what, `${f}.what`),
      filter: c.filter(o.filter),
      player: o.player === undefined ? -1 : c.playerRef(o.player, `${f}.player`),
    };
  },
  object: (a) => (a.what === -1 ? RefCode.None : a.what),
  run(g, rec, a) {
    if (a.what !== -1) {
      const id = objectOf(g, rec, a.what);
      if (id >= 0 && zoneOf(g, id) === Zone.InPlay) skipUntap(g, id, controller(g, id));
      return true;
    }
    const np = playersOf(g, rec, a.player, players);
    for (let i = 0; i < np; i++) {
      const list = matchingInPlay(g, rec, a.filter);
      for (let k = 1; k <= list[0]; k++) if (controller(g, list[k]) === players[i]) skipUntap(g, list[k], players[i]);
    }
    return true;
  },
  describe: (a) =>
    a.what !== -1
      ? `${refText(a.what)} doesn't untap during its controller's next untap step`
      : `matching permanents ${refText(a.player)} controls don't untap during that player's next untap step`,
  aim: (a, t) => (a.what === t || a.player === t ? Aim.Harm : Aim.None),
  harmsUntargeted: (a) => a.player === RefCode.Opponent || a.player === RefCode.Each,
});

function skipUntap(g: Game, id: number, p: number): void {
  g.m[g.tappedCount + UNTAP_SKIPS] = 1; // the untap step scans for the flag again
  setFlags(g, id, flagsOf(g, id) | (Flag.SkipUntap0 << p));
}

/**
 * "Untap all [matching permanents]" (Relentless Assault: "creatures that attacked this turn"): one Untap event each.
 */
export const untapEach = defineVerb({
  name: 'untapEach',
  schema: Type.Object(
    { op: Type.Literal('untapEach'), filter: FilterSchema },
    { additionalProperties: false, description: 'untaps every permanent matching the filter' },
  ),
  compile: (o, c) => ({ filter: c.filter(o.filter) }),
  run(g, rec, a) {
    const set = matchingInPlay(g, rec, a.filter);
    for (let i = 1; i <= set[0]; i++) if ((flagsOf(g, set[i]) & Flag.Tapped) !== 0) proposeTap(g, set[i], false);
    return true;
  },
  describe: () => 'untap each matching permanent',
});

/**
 * "After this main phase, there is an additional combat phase followed by an additional main phase"
 * (Relentless Assault): a row naming the main-phase step now under way (turn.ts stepEnd; several
 * follow one another). Outside a main phase it does nothing (no "this main phase" to follow).
 */
export const additionalCombat = defineVerb({
  name: 'additionalCombat',
  schema: Type.Object(
    { op: Type.Literal('additionalCombat') },
    {
      additionalProperties: false,
      description: 'after this main phase, there is an additional combat phase followed by an additional main phase',
    },
  ),
  compile: () => null,
  run(g, rec) {
    const step = g.m[Global.Step];
    if (step === Step.Main1 || step === Step.Main2)
      addEffect(
        g,
        Layer.Replacement,
        ContinuousEffect.ExtraCombat,
        sourceRef(g, rec),
        -1,
        0,
        step,
        0,
        Until.EndOfTurn,
        nextTimestamp(g),
      );
    return true;
  },
  describe: () => 'after this main phase, an additional combat phase and an additional main phase',
});

/**
 * "Target creature can't block [this] this turn" (Duct Crawler): a row naming the creature and, as its source, this
 * permanent.
 */
export const cantBlockThis = rowOnPermanent({
  name: 'cantBlockThis',
  layer: Layer.Replacement,
  what: ContinuousEffect.CantBlockSource,
  amount: 0,
  description: "the creature can't block this permanent (the ability's source) this turn",
  text: (what) => `${what} can't block this this turn`,
  aim: Aim.Harm,
});

/**
 * "Target creature blocks target creature this turn if able" (Hunt Down): a requirement (500.3) on the pair, a row
 * naming the blocker (Obj) and the attacker (A) until end of turn; the declaration obeying the most requirements is
 * the legal one (500.4, combat-legal.ts). Nothing happens if either has left play as it resolves.
 */
export const blocksIfAble = defineVerb({
  name: 'blocksIfAble',
  schema: Type.Object(
    { op: Type.Literal('blocksIfAble'), what: ObjectRefSchema, attacker: ObjectRefSchema },
    {
      additionalProperties: false,
      description: '"[what] blocks [attacker] this turn if able": a blocking requirement on that pair (500.3)',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`), attacker: c.objRef(o.attacker, `${f}.attacker`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const id = objectOf(g, rec, a.what);
    const at = objectOf(g, rec, a.attacker);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay && at >= 0 && zoneOf(g, at) === Zone.InPlay)
      addEffect(
        g,
        Layer.Replacement,
        ContinuousEffect.MustBlockPair,
        sourceRef(g, rec),
        ref(g, id),
        0,
        ref(g, at),
        0,
        Until.EndOfTurn,
        nextTimestamp(g),
      );
    return true;
  },
  describe: (a) => `${refText(a.what)} blocks ${refText(a.attacker)} this turn if able`,
});

/**
 * "This turn, creatures can't block unless their controller pays {N} for each blocking creature he or
 * she controls" (War Cadence): a cost to block (500.3), a row until end of turn; costs add up. Blocks
 * declared before it resolves keep standing unpaid (combat-legal.ts asks only of new declarations).
 */
export const blockTax = defineVerb({
  name: 'blockTax',
  schema: Type.Object(
    { op: Type.Literal('blockTax'), amount: AmountSchema },
    {
      additionalProperties: false,
      description:
        "this turn, creatures can't block unless their controller pays {amount} for each blocking creature he or she controls (a cost to block, 500.3)",
    },
  ),
  compile: (o, c, f) => ({ amount: c.amount(o.amount, `${f}.amount`) }),
  run(g, rec, a) {
    addEffect(
      g,
      Layer.Replacement,
      ContinuousEffect.BlockTax,
      sourceRef(g, rec),
      -1,
      0,
      amountOf(g, rec, a.amount),
      0,
      Until.EndOfTurn,
      nextTimestamp(g),
    );
    return true;
  },
  describe: (a) =>
    `this turn, creatures can't block unless their controller pays {${amountText(a.amount)}} for each blocking creature`,
});
