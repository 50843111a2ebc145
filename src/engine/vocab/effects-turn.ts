// Effect verbs that change the turn's structure: skipping steps (419.6e-f).
import { Type } from '@sinclair/typebox';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { playerRef, STEP_NAMES, Flag, Step, Zone } from '../core/constants.js';
import { nextTimestamp } from '../core/zones.js';
import { AmountSchema, FilterSchema, ObjectRefSchema, PlayerRefSchema } from './common.js';
import { Global, ref, flagsOf, zoneOf } from '../core/state.js';
import { proposeTap } from '../core/event-records.js';
import { amountOf, matchingInPlay, objectOf, playersOf, sourceRef } from '../facts/runtime.js';
import { amountText, refText } from './text.js';
import { Aim, verb } from './verb.js';

const players = new Int32Array(2);
/** The steps a "skip your next ..." effect names (the beginning phase's steps). */
const SKIPPABLE = ['untap', 'upkeep', 'draw'] as const;

/**
 * "[Player] skips his or her next [step]" (419.6e): a replacement row per player, used up by the first
 * occurrence of that step in that player's turn that hasn't begun yet (turn.ts); two of them skip two
 * occurrences (419.6f).
 */
export const skipNextStep = verb({
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
  compile(o, c, ins, f) {
    ins.player = c.playerRef(o.player as string, `${f}.player`);
    ins.counter = STEP_NAMES.indexOf(o.step as (typeof SKIPPABLE)[number]);
  },
  run(g, rec, ins) {
    const np = playersOf(g, rec, ins.player, players);
    for (let i = 0; i < np; i++)
      addEffect(
        g,
        Layer.Replacement,
        ContinuousEffect.SkipStep,
        sourceRef(g, rec),
        playerRef(players[i]),
        0,
        ins.counter,
        0,
        Until.Game,
        nextTimestamp(g),
      );
    return true;
  },
  describe: (ins) => `${refText(ins.player)} skips his or her next ${STEP_NAMES[ins.counter]} step`,
  aim: (ins, t) => (ins.player === t ? Aim.Harm : Aim.None),
});

/**
 * "Untap all [matching permanents]" (Relentless Assault: "creatures that attacked this turn"): one Untap event each.
 */
export const untapEach = verb({
  name: 'untapEach',
  schema: Type.Object(
    { op: Type.Literal('untapEach'), filter: FilterSchema },
    { additionalProperties: false, description: 'untaps every permanent matching the filter' },
  ),
  compile(o, c, ins) {
    ins.filter = c.filter(o.filter as never);
  },
  run(g, rec, ins) {
    const set = matchingInPlay(g, rec, ins.filter);
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
export const additionalCombat = verb({
  name: 'additionalCombat',
  schema: Type.Object(
    { op: Type.Literal('additionalCombat') },
    {
      additionalProperties: false,
      description: 'after this main phase, there is an additional combat phase followed by an additional main phase',
    },
  ),
  compile() {
    /* no fields */
  },
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
export const cantBlockThis = verb({
  name: 'cantBlockThis',
  schema: Type.Object(
    { op: Type.Literal('cantBlockThis'), what: ObjectRefSchema },
    {
      additionalProperties: false,
      description: "the creature can't block this permanent (the ability's source) this turn",
    },
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
        ContinuousEffect.CantBlockSource,
        sourceRef(g, rec),
        ref(g, id),
        0,
        0,
        0,
        Until.EndOfTurn,
        nextTimestamp(g),
      );
    return true;
  },
  describe: (ins) => `${refText(ins.ref)} can't block this this turn`,
  aim: (ins, t) => (ins.ref === t ? Aim.Harm : Aim.None),
});

/**
 * "This turn, creatures can't block unless their controller pays {N} for each blocking creature he or
 * she controls" (War Cadence): a cost to block (500.3), a row until end of turn; costs add up. Blocks
 * declared before it resolves keep standing unpaid (combat-legal.ts asks only of new declarations).
 */
export const blockTax = verb({
  name: 'blockTax',
  schema: Type.Object(
    { op: Type.Literal('blockTax'), amount: AmountSchema },
    {
      additionalProperties: false,
      description:
        "this turn, creatures can't block unless their controller pays {amount} for each blocking creature he or she controls (a cost to block, 500.3)",
    },
  ),
  compile(o, c, ins, f) {
    ins.amount = c.amount(o.amount as never, `${f}.amount`);
  },
  run(g, rec, ins) {
    addEffect(
      g,
      Layer.Replacement,
      ContinuousEffect.BlockTax,
      sourceRef(g, rec),
      -1,
      0,
      amountOf(g, rec, ins.amount),
      0,
      Until.EndOfTurn,
      nextTimestamp(g),
    );
    return true;
  },
  describe: (ins) =>
    `this turn, creatures can't block unless their controller pays {${amountText(ins.amount)}} for each blocking creature`,
});
