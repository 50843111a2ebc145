// "Remove ... from the game" and the linked ability that returns "the removed cards" (Worldgorger
// Dragon). Each card an ability removes is remembered as a Linked row (Source: the object whose ability
// removed it, as it was then; Obj: the card in the removed zone), so that object's other ability returns
// exactly those cards. An object that left play before its remove ability resolved has a new
// incarnation: its leaves-play ability named the old one, so the cards stay removed (Judgment ruling).
import { Type } from '@sinclair/typebox';
import { Zone } from '../constants.js';
import { addEffect, type CE, Layer, removeEffect, Until } from '../continuous.js';
import { proposeMove } from '../events.js';
import { E, G, liveId } from '../state.js';
import { FilterSchema } from './common.js';
import { matchingInPlay, sourceRef } from './runtime.js';
import { verb } from './verb.js';

export const removeEach = verb({
  name: 'removeEach',
  schema: Type.Object({ op: Type.Literal('removeEach'), filter: FilterSchema },
    { additionalProperties: false, description: 'removes every permanent matching the filter from the game, at once; this object\'s returnRemoved brings them back' }),
  compile(o, c, ins) { ins.filter = c.filter(o.filter as never); },
  run(g, rec, ins) {
    const set = matchingInPlay(g, rec, ins.filter);
    const src = sourceRef(g, rec);
    for (let i = 1; i <= set[0]; i++) {
      const id = set[i];
      // The card as it will be in the removed zone: its next incarnation (400.7).
      const next = (((g.m[g.oInc + id] + 1) & 0x7fff) << 16) | id;
      proposeMove(g, id, Zone.Removed);
      addEffect(g, Layer.Linked, 0 as CE, src, next, 0, 0, 0, Until.Game, 0);
    }
    return true;
  },
  describe: () => 'remove each matching permanent from the game',
  harmsUntargeted: () => true,
});

export const returnRemoved = verb({
  name: 'returnRemoved',
  schema: Type.Object({ op: Type.Literal('returnRemoved') },
    { additionalProperties: false, description: 'returns the cards this object\'s removeEach removed from the game to play under their owners\' control' }),
  compile() { /* nothing to compile */ },
  run(g, rec) {
    const src = sourceRef(g, rec);
    for (let i = g.m[G.EffN] - 1; i >= 0; i--) {
      const r = g.oEff + i * E.SIZE;
      if (g.m[r + E.Layer] !== Layer.Linked || g.m[r + E.Source] !== src) continue;
      const id = liveId(g, g.m[r + E.Obj]);
      removeEffect(g, i);
      if (id >= 0 && g.m[g.oZone + id] === Zone.Removed) proposeMove(g, id, Zone.InPlay, g.m[g.oOwner + id]);
    }
    return true;
  },
  describe: () => 'return the removed cards to play under their owners\' control',
});
