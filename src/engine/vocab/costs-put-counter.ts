// "Put a -1/-1 counter on a creature you control" (Hatchet Bully): a cost whose permanent the player chooses as the
// ability is played (409.1f), any matching permanent he or she controls; paying it puts the counter on (an event of
// putting counters, open to replacement like any).
import { Type } from '@sinclair/typebox';
import type { CostC } from '../core/cardform.js';
import { Decision, Zone } from '../core/constants.js';
import { proposeCounters } from '../core/event-records.js';
import type { Game } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controller, matches } from '../facts/chars.js';
import { cantHaveCounters } from '../facts/counters-allowed.js';
import { FilterSchema } from './common.js';
import { typesText } from './costs-chosen.js';
import { CostOrder, defineCost } from './cost.js';

/** Permanents p controls matching the part's filter. */
function yours(g: Game, p: number, src: number, part: CostC, out: Int32Array | null, at: number): number {
  const base = listBase(g, Zone.InPlay, 0);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (controller(g, id) !== p || !matches(g, part.filter!, id, p, src)) continue;
    if (cantHaveCounters(g, id)) continue; // a cost can't be paid by doing what can't be done (Tatterkite)
    if (out === null) return 1;
    out[at + k++] = id;
  }
  return k;
}

export const putMinusOneCounterOn = defineCost({
  name: 'putMinusOneCounterOn',
  schema: Type.Object(
    { putMinusOneCounterOn: FilterSchema },
    {
      additionalProperties: false,
      description: '"Put a -1/-1 counter on a creature you control" (Hatchet Bully): a matching permanent you control',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  choiceVerb: 'put a -1/-1 counter on',
  compile(o, c, f, part, _costs, before) {
    if (before.some((w) => w.choice !== undefined && w.choice !== Decision.None))
      c.fail(f, 'one chosen cost (sacrifice, discard, tap, remove, put a counter) per ability', o);
    part.filter = c.filter(o.putMinusOneCounterOn);
  },
  describe: (part) => `put a -1/-1 counter on a ${typesText(part.filter) || 'permanent'} you control`,
  candidates: yours,
  pay(g, _rec, _p, _src, _ab, _part, chosen) {
    proposeCounters(g, chosen, false, 1);
    return true;
  },
});

/** The same cost as a spell's additional cost: "As an additional cost to play Scarscale Ritual, put a -1/-1 counter
 * on a creature you control" (409.1f: chosen after the targets, paid with the mana, actions/stack.ts). */
export const putMinusOneCounterOnForSpell = defineCost({
  name: 'putMinusOneCounterOn',
  schema: Type.Object(
    { putMinusOneCounterOn: FilterSchema },
    {
      additionalProperties: false,
      description:
        '"As an additional cost to play this spell, put a -1/-1 counter on a creature you control" (Scarscale Ritual)',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  choiceVerb: 'put a -1/-1 counter on',
  compile(o, c, _f, part) {
    part.filter = c.filter(o.putMinusOneCounterOn);
  },
  describe: putMinusOneCounterOn.describe,
  candidates: yours,
  pay: putMinusOneCounterOn.pay,
});
