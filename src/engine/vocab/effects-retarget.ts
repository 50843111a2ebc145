// "Change the target of target spell with a single target" (Shunt). CR 415.7 (2008): a target can be
// changed only to another legal target; if there is none, the original target is unchanged (even if
// it is illegal). The legal targets are the spell's own (its controller, its filter); the player
// changing it chooses among them (a Target decision on the spell's record, as for a copy's new targets).
import { Type } from '@sinclair/typebox';
import { Decision, NO_TARGET, Zone } from '../core/constants.js';
import { itemTargets } from '../facts/stack-items.js';
import { itemOfSpell, itemSourceId, rf, setRf } from '../core/stack-records.js';
import { TargetCount } from '../core/cardform.js';
import { Global, liveId, put, StackField, zoneOf } from '../core/state.js';
import { listTargets } from '../facts/targets.js';
import { controllerOfItem, objectOf } from '../facts/runtime.js';
import { refText } from './text.js';
import { defineVerb } from './verb.js';
import { onTargeted } from '../batch/triggers.js';

/** changeTarget's own field on the stack record: 1 once the new target is being chosen. */
const enum RetargetField {
  Asked = StackField.Work0,
}

export const changeTarget = defineVerb({
  name: 'changeTarget',
  schema: Type.Object(
    { op: Type.Literal('changeTarget'), what: Type.String({ pattern: '^target:[0-3]$' }) },
    {
      additionalProperties: false,
      description: 'change the target of a target spell with a single target to another legal target (415.7)',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    if (rf(g, rec, RetargetField.Asked) === 1) {
      const item = g.m[Global.CastItem];
      put(g, Global.CastItem, -1);
      put(g, Global.CastTarget, 0);
      onTargeted(g, item, 0, 1); // the new target becomes the spell's target
      return true;
    } // chosen
    const card = objectOf(g, rec, a.what);
    const item = card >= 0 && zoneOf(g, card) === Zone.Stack ? itemOfSpell(g, card) : -1;
    if (item < 0) return true;
    const specs = itemTargets(g, item);
    if (specs.length !== 1) return true;
    const cur = rf(g, item, StackField.T0);
    const now = cur === NO_TARGET || cur < 0 ? cur : liveId(g, cur);
    const n = listTargets(
      g,
      specs[0],
      card,
      rf(g, item, StackField.Controller),
      g.m,
      g.options,
      2048,
      rf(g, item, StackField.Source),
    );
    let k = 0;
    for (let i = 0; i < n; i++) {
      const v = g.m[g.options + i];
      if (v !== now || (cur >= 0 && now < 0)) g.m[g.options + k++] = v; // (a gone object's -1 is no player)
    }
    if (k === 0) return true; // no other legal target: unchanged
    g.m[g.optionCount] = k;
    put(g, Global.CastItem, item);
    put(g, Global.CastTarget, 0);
    setRf(g, rec, RetargetField.Asked, 1);
    put(g, Global.DKind, Decision.Target);
    put(g, Global.DPlayer, controllerOfItem(g, rec));
    return false;
  },
  describe: (a) => `change the target of ${refText(a.what)}`,
});

/** chooseNewTargets' fields on the stack record. */
const enum NewTargetsField {
  /** 0: not begun; 1: under way; 2 + t: target t of the spell is being asked. */
  Stage = StackField.Work0,
  /** The value target t held before it was asked (kept when the answer is "unchanged"). */
  Was = StackField.Work1,
}

/**
 * "You may choose new targets for target instant or sorcery spell" (Wild Ricochet; 415.7 of 2008): the player may
 * leave each target unchanged, even an illegal one, or choose another legal target for it. Each single target of the
 * spell is asked in turn (a Target decision on the spell's record, as for a copy's new targets), offering the legal
 * ones (the current one among them while legal), and NO_TARGET, "unchanged", while the current one is illegal. The
 * legal targets are the spell's own (its controller's, its filter); a list of targets is left as it is.
 */
export const chooseNewTargets = defineVerb({
  name: 'chooseNewTargets',
  schema: Type.Object(
    { op: Type.Literal('chooseNewTargets'), what: Type.String({ pattern: '^target:[0-3]$' }) },
    {
      additionalProperties: false,
      description:
        'you may choose new targets for a target spell (415.7): each of its targets stays or becomes another legal one',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const stage = rf(g, rec, NewTargetsField.Stage);
    let item: number;
    if (stage === 0) {
      const card = objectOf(g, rec, a.what);
      item = card >= 0 && zoneOf(g, card) === Zone.Stack ? itemOfSpell(g, card) : -1;
      if (item < 0) return true;
      put(g, Global.CastItem, item);
      put(g, Global.CastTarget, 0);
    } else {
      item = g.m[Global.CastItem];
      const t = stage - 2;
      // "unchanged": the target keeps what it held, legal or not; a new one becomes the spell's target
      const now = t >= 0 ? rf(g, item, StackField.T0 + t) : NO_TARGET;
      if (t >= 0 && now === NO_TARGET) setRf(g, item, StackField.T0 + t, rf(g, rec, NewTargetsField.Was));
      else if (t >= 0 && now !== rf(g, rec, NewTargetsField.Was)) onTargeted(g, item, t, t + 1);
    }
    setRf(g, rec, NewTargetsField.Stage, 1);
    const specs = itemTargets(g, item);
    const spell = itemSourceId(g, item);
    const ctrl = rf(g, item, StackField.Controller);
    for (let t = g.m[Global.CastTarget]; t < specs.length; t++) {
      if (specs[t].count !== TargetCount.One) continue; // a list of targets is kept
      const cur = rf(g, item, StackField.T0 + t);
      if (cur === NO_TARGET) continue; // a target the mode doesn't use
      const now = cur >= 0 ? liveId(g, cur) : cur;
      let n = listTargets(g, specs[t], spell, ctrl, g.m, g.options, 2048, rf(g, item, StackField.Source));
      let legal = false; // (an object gone from its zone is no player: its liveId -1 is player A's ref)
      for (let i = 0; i < n && !legal && (cur < 0 || now >= 0); i++) legal = g.m[g.options + i] === now;
      if (!legal) g.m[g.options + n++] = NO_TARGET;
      if (n <= 1) continue; // only "unchanged"
      g.m[g.optionCount] = n;
      put(g, Global.CastTarget, t);
      setRf(g, rec, NewTargetsField.Stage, 2 + t);
      setRf(g, rec, NewTargetsField.Was, cur);
      put(g, Global.DKind, Decision.Target);
      put(g, Global.DPlayer, controllerOfItem(g, rec));
      return false;
    }
    put(g, Global.CastItem, -1);
    put(g, Global.CastTarget, 0);
    return true;
  },
  describe: (a) => `you may choose new targets for ${refText(a.what)}`,
});
