// Conspire's cost (502.78 of 2008): "tap two untapped creatures you control that share a color with it", an
// additional cost chosen as the spell is played (its CONSPIRE_OPTION), one part per creature. Only pairs that leave
// the spell's mana payable are offered: the creatures are tapped as they are chosen, before the mana is paid.
import { Type } from '@sinclair/typebox';
import { cardColors } from '../facts/card-colors.js';
import type { CostC } from '../core/cardform.js';
import { Decision, Flag, Zone } from '../core/constants.js';
import { proposeTap } from '../core/event-records.js';
import { flushEvents } from '../batch/events.js';
import { cardIdOf, flagsOf, type Game, Global, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { colors, controller, isCreature } from '../facts/chars.js';
import { spellCost } from '../facts/costs.js';
import { itemSourceId, rf } from '../core/stack-records.js';
import { canPayWithTapped } from '../actions/mana.js';
import { type CostWord, CostOrder, defineCost } from './cost.js';

/** Is `id` an untapped creature p controls sharing a color with `spellColors`? */
const sharing = (g: Game, p: number, id: number, spellColors: number): boolean =>
  (flagsOf(g, id) & Flag.Tapped) === 0 &&
  controller(g, id) === p &&
  isCreature(g, id) &&
  (colors(g, id) & spellColors) !== 0;

/**
 * The creatures p may tap for part `part` of spell src's conspire cost, written to out at `at` (out null: 0 or 1,
 * whether there is one): the first (n 0) one with a partner such that the spell's mana can be paid with both tapped;
 * the second (n 1, the first tapped already) one with which it can.
 */
function candidates(g: Game, p: number, src: number, part: CostC, out: Int32Array | null, at: number): number {
  const c = g.cards[cardIdOf(g, src)];
  const rec = g.m[Global.CastItem];
  const building = rec >= 0 && itemSourceId(g, rec) === src;
  const cost = spellCost(g, c, p, building ? rf(g, rec, StackField.Mode) : -1);
  const x = building ? rf(g, rec, StackField.X) : 0;
  const base = listBase(g, Zone.InPlay, 0);
  const n = g.m[base];
  const spellColors = cardColors(g, c); // the spell's colors (Painter's Servant adds one)
  let k = 0;
  for (let i = 0; i < n; i++) {
    const a = g.m[base + 1 + i];
    if (!sharing(g, p, a, spellColors)) continue;
    let ok = false;
    if (part.n === 1) ok = cost === null || canPayWithTapped(g, p, cost, x, a, -1);
    else
      for (let j = 0; j < n && !ok; j++) {
        const b = g.m[base + 1 + j];
        ok = b !== a && sharing(g, p, b, spellColors) && (cost === null || canPayWithTapped(g, p, cost, x, a, b));
      }
    if (!ok) continue;
    if (out === null) return 1;
    out[at + k++] = a;
  }
  return k;
}

export const tapTwoSharingAColor: CostWord = defineCost({
  name: 'tapTwoSharingAColor',
  schema: Type.Never({ description: 'no JSON form: the card word "conspire" makes its parts' }),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  choiceVerb: 'tap',
  describe: (part) => (part.n === 0 ? 'tap two untapped creatures you control that share a color with it' : ''),
  candidates,
  pay(g, _rec, _p, _src, _ab, _part, chosen) {
    // Tapped now: the second choice is asked with no event pending, and the mana paid after it sees it tapped.
    proposeTap(g, chosen, true);
    flushEvents(g);
    return true;
  },
});
