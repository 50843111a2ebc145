// "Then reorder your graveyard as you choose" (Fossil Find): the controller puts the cards of his or her graveyard in
// the order of his or her choice, one Order decision a card, the first chosen on top (the list's end); the cards don't
// change zones (no new objects, nothing triggers). A graveyard of one card or none asks nothing.
import { Type } from '@sinclair/typebox';
import { Decision, ORDER_GRAVEYARD, Zone } from '../core/constants.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, put, setZpos, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controllerOfItem } from '../facts/runtime.js';
import { defineVerb } from './verb.js';

/** The cards placed so far (on top, in the order chosen). */
const PLACED = StackField.Work0;

/**
 * In graveyard list b, the card `id` among the first `n` goes to position n - 1, swapped with the one there (each
 * object's zone position follows its place in the list).
 */
function place(g: Game, b: number, n: number, id: number): void {
  for (let j = 0; j < n; j++) {
    if (g.m[b + 1 + j] !== id) continue;
    const other = g.m[b + n];
    put(g, b + 1 + j, other);
    setZpos(g, other, j);
    put(g, b + n, id);
    setZpos(g, id, n - 1);
    return;
  }
}

export const reorderGraveyard = defineVerb({
  name: 'reorderGraveyard',
  schema: Type.Object(
    { op: Type.Literal('reorderGraveyard') },
    { additionalProperties: false, description: 'you reorder your graveyard as you choose' },
  ),
  compile: () => ({}),
  run(g, rec, _a, choice) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Graveyard, p);
    const n = g.m[b];
    let placed = rf(g, rec, PLACED);
    if (choice >= 0) {
      place(g, b, n - placed, choice);
      setRf(g, rec, PLACED, ++placed);
    }
    const left = n - placed;
    if (left <= 1) return true;
    for (let j = 0; j < left; j++) g.m[g.options + j] = g.m[b + 1 + j];
    g.m[g.optionCount] = left;
    put(g, Global.DKind, Decision.Order);
    put(g, Global.DPlayer, p);
    put(g, Global.DAux, ORDER_GRAVEYARD);
    return false;
  },
  describe: () => 'reorder your graveyard as you choose',
});
