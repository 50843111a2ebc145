// "Change the target of target spell with a single target" (Shunt). CR 415.7 (2008): a target can be
// changed only to another legal target; if there is none, the original target is unchanged (even if
// it is illegal). The legal targets are the spell's own (its controller, its filter); the player
// changing it chooses among them (a Target decision on the spell's record, as for a copy's new targets).
import { Type } from '@sinclair/typebox';
import { Decision, NO_TARGET, Zone } from '../core/constants.js';
import { itemTargets } from '../facts/stack-items.js';
import { itemOfSpell, rf, setRf } from '../core/stack-records.js';
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
      if (v !== now) g.m[g.options + k++] = v;
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
