// Guards of Eventide, checked as this part of the effect resolves:
//  - "if you played another blue spell this turn" (Dream Thief, Soul Reap): core/activations.ts counts each player's
//    spells of each color this turn; the spell or permanent whose ability this is leaves its own spell out;
//  - "destroy target creature if it's tapped" (Deathbringer Liege): the target is any creature, and it is destroyed
//    only if it is tapped as the ability resolves (the Liege's white trigger may have tapped it first).
import { type TSchema, Type } from '@sinclair/typebox';
import { colorsOutsidePlay } from '../facts/card-colors.js';
import { rf, setRf } from '../core/stack-records.js';
import { COLOR_NAMES, Flag, NO_TARGET, Zone } from '../core/constants.js';
import { flagsOf, liveId, refId, StackField, zoneOf } from '../core/state.js';
import { playedAnotherSpell } from '../core/activations.js';
import { controllerOfItem } from '../facts/runtime.js';
import { ColorSchema } from './common.js';
import { defineVerb } from './verb.js';

/** The guard's field on the stack record: 1 once the condition failed (the guarded effect is skipped). */
const SKIP = StackField.Work0;

const IfPlayedSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifPlayedAnotherSpell'), color: ColorSchema, effect },
    {
      additionalProperties: false,
      description:
        'do the effect only if you played a spell of that color this turn other than this one ("if you played another blue spell this turn": a spell counts as its costs are paid, 409.1i; copies are not played)',
    },
  );

export const ifPlayedAnotherSpell = defineVerb({
  name: 'ifPlayedAnotherSpell',
  schema: IfPlayedSchema(Type.Unknown()),
  nests: IfPlayedSchema,
  compile: (o) => ({ color: 1 << COLOR_NAMES.indexOf(o.color as (typeof COLOR_NAMES)[number]) }),
  run(g, rec, a) {
    const self = refId(rf(g, rec, StackField.Source));
    if (!playedAnotherSpell(g, controllerOfItem(g, rec), a.color, self, colorsOutsidePlay(g))) setRf(g, rec, SKIP, 1);
    return true;
  },
  describe: (a, ins) => `if you played another spell of color bit ${a.color} this turn, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});

const IfTappedSchema = (effect: TSchema) =>
  Type.Object(
    {
      op: Type.Literal('ifTargetTapped'),
      target: Type.Integer({ minimum: 0, maximum: 3, description: 'which target (its index)' }),
      effect,
    },
    {
      additionalProperties: false,
      description:
        'do the effect only if that target permanent is tapped as this part resolves ("destroy target creature if it\'s tapped")',
    },
  );

export const ifTargetTapped = defineVerb({
  name: 'ifTargetTapped',
  schema: IfTappedSchema(Type.Unknown()),
  nests: IfTappedSchema,
  compile(o, c, f) {
    if (o.target >= c.nTargets)
      c.fail(`${f}.target`, `a target of this spell or ability (it has ${c.nTargets})`, o.target);
    return { target: o.target };
  },
  run(g, rec, a) {
    const t = rf(g, rec, StackField.T0 + a.target);
    const id = t === NO_TARGET || t < 0 ? -1 : liveId(g, t);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay || (flagsOf(g, id) & Flag.Tapped) === 0) setRf(g, rec, SKIP, 1);
    return true;
  },
  describe: (a, ins) => `if target ${a.target} is tapped, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});
