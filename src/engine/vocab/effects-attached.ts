// "Destroy all Auras and Equipment attached to target creature" (Strip Bare): every permanent matching the filter that
// is attached to that object as the effect resolves, destroyed at once (one Destroy event each, 419.6b: each may be
// regenerated). Nothing is destroyed if the object is gone.
import { Type } from '@sinclair/typebox';
import { Attach, type FilterC } from '../core/cardform.js';
import { Decision, Zone } from '../core/constants.js';
import { proposeAttach, proposeDestroy } from '../core/event-records.js';
import { attachOf, type Game, Global, put, ref, zoneOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { canAttach } from '../facts/attach.js';
import { baseCard, controller, isIndestructible } from '../facts/chars.js';
import { controllerOfItem, matchingInPlay, objectOf, sourceRef } from '../facts/runtime.js';
import { FilterSchema, ObjectRefSchema } from './common.js';
import { refText } from './text.js';
import { defineVerb } from './verb.js';

export const destroyAttachedTo = defineVerb({
  name: 'destroyAttachedTo',
  schema: Type.Object(
    { op: Type.Literal('destroyAttachedTo'), what: ObjectRefSchema, filter: FilterSchema },
    {
      additionalProperties: false,
      description: 'destroys every permanent matching the filter attached to the object (what), at once',
    },
  ),
  compile: (o, c, f): { what: number; filter: FilterC } => ({
    what: c.objRef(o.what, `${f}.what`),
    filter: c.filter(o.filter)!,
  }),
  run(g, rec, a) {
    const host = objectOf(g, rec, a.what);
    if (host < 0 || zoneOf(g, host) !== Zone.InPlay) return true;
    const to = ref(g, host);
    const set = matchingInPlay(g, rec, a.filter);
    for (let i = 1; i <= set[0]; i++)
      if (attachOf(g, set[i]) === to && !isIndestructible(g, set[i]))
        proposeDestroy(g, set[i], sourceRef(g, rec), false, controllerOfItem(g, rec));
    return true;
  },
  describe: (a) => `destroy each matching permanent attached to ${refText(a.what)}`,
});

/** The Auras in play attached to object `id` (ids in `auras` from 0); their count. */
function aurasOn(g: Game, id: number): number {
  const base = listBase(g, Zone.InPlay, 0);
  const r = ref(g, id);
  let n = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    if (attachOf(g, o) !== r || baseCard(g, o).attachKind !== Attach.Aura) continue;
    if (n === auras.length) {
      const more = new Int32Array(n * 2);
      more.set(auras);
      auras = more;
    }
    auras[n++] = o;
  }
  return n;
}
let auras = new Int32Array(8);

// "Attach all Auras enchanting target permanent to another permanent with the same controller" (Glamer Spinners): as it
// resolves, the effect's controller chooses one other permanent that player controls (not targeted: an AttachTo
// decision) among those at least one of the Auras could enchant; each Aura that can enchant it moves there, in one
// batch, the others stay. Nothing happens if the permanent is gone or no such permanent exists.
export const attachAurasElsewhere = defineVerb({
  name: 'attachAurasElsewhere',
  schema: Type.Object(
    { op: Type.Literal('attachAurasElsewhere'), from: ObjectRefSchema },
    {
      additionalProperties: false,
      description:
        "attach all Auras enchanting that permanent to another permanent with the same controller, chosen on resolution by the controller of the effect (Auras that can't enchant it stay)",
    },
  ),
  compile: (o, c, f) => ({ from: c.objRef(o.from, `${f}.from`) }),
  object: (a) => a.from,
  run(g, rec, a, choice) {
    const id = objectOf(g, rec, a.from);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    const n = aurasOn(g, id);
    if (choice >= 0) {
      for (let j = 0; j < n; j++) if (canAttach(g, auras[j], choice)) proposeAttach(g, auras[j], choice);
      return true;
    }
    if (n === 0) return true;
    const base = listBase(g, Zone.InPlay, 0);
    const who = controller(g, id);
    let k = 0;
    for (let i = 0; i < g.m[base]; i++) {
      const o = g.m[base + 1 + i];
      if (o === id || controller(g, o) !== who) continue;
      for (let j = 0; j < n; j++)
        if (canAttach(g, auras[j], o)) {
          g.m[g.options + k++] = o;
          break;
        }
    }
    if (k === 0) return true;
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.AttachTo);
    put(g, Global.DPlayer, controllerOfItem(g, rec));
    return false;
  },
  describe: (a) => `attach all Auras enchanting ${refText(a.from)} to another permanent with the same controller`,
});
