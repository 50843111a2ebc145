// Effect verbs that attach, and that change control: attach ("attach this to target creature": Equip)
// and gainControl (Threaten, Grab the Reins: a layer 2 row, 418.5a).
import { Type } from '@sinclair/typebox';
import { R } from '../cardform.js';
import { addEffect, CE, Layer, Until } from '../continuous.js';
import { Zone } from '../constants.js';
import { proposeAttach } from '../events.js';
import { ref } from '../state.js';
import { nextTimestamp } from '../zones.js';
import { ObjectRefSchema } from './common.js';
import { controllerOfItem, objectOf, sourceRef } from './runtime.js';
import { refText } from './text.js';
import { Aim, verb } from './verb.js';

export const attach = verb({
  name: 'attach',
  schema: Type.Object({ op: Type.Literal('attach'), what: Type.Literal('this'), to: ObjectRefSchema },
    { additionalProperties: false, description: 'attach this Aura or Equipment to an object (an event; nothing happens if it can\'t be attached there)' }),
  compile(o, c, ins, f) {
    if (!c.attaches) c.fail(`${f}.what`, 'an Aura or Equipment to attach', o.what);
    ins.ref = c.objRef(o.to as string, `${f}.to`);
    if (ins.ref === R.This || ins.ref === R.Attached) c.fail(`${f}.to`, 'another object', o.to);
  },
  run(g, rec, ins) {
    const src = objectOf(g, rec, R.This); const to = objectOf(g, rec, ins.ref);
    if (src >= 0 && to >= 0) proposeAttach(g, src, to);
    return true;
  },
  describe: (ins) => `attach this to ${refText(ins.ref)}`,
  aim: (ins, t) => (ins.ref === t ? Aim.Help : Aim.None),
});

// 418.3b: the object is locked in; "until end of turn" ends in cleanup, otherwise it lasts the game (418.3a).
export const gainControl = verb({
  name: 'gainControl',
  schema: Type.Object({ op: Type.Literal('gainControl'), what: ObjectRefSchema, until: Type.Optional(Type.Literal('endOfTurn')) },
    { additionalProperties: false, description: 'you gain control of a permanent (until end of turn, or for the rest of the game)' }),
  compile(o, _c, ins, f) { ins.ref = _c.objRef(o.what as string, `${f}.what`); ins.counter = o.until === 'endOfTurn' ? 1 : 0; },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    if (id >= 0 && g.zone[id] === Zone.InPlay) {
      addEffect(g, Layer.Control, CE.SetController, sourceRef(g, rec), ref(g, id), 0, controllerOfItem(g, rec), 0,
        ins.counter === 1 ? Until.EndOfTurn : Until.Game, nextTimestamp(g));
    }
    return true;
  },
  describe: (ins) => `gain control of ${refText(ins.ref)}${ins.counter === 1 ? ' until end of turn' : ''}`,
  aim: (ins, t) => (ins.ref === t ? Aim.Harm : Aim.None),
});
