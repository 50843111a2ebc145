// "Untap two tapped blue creatures you control" (Crackleburr, with {Q}): the cost word untapTapped.
import { Type } from '@sinclair/typebox';
import type { CostC } from '../core/cardform.js';
import { Decision, Flag, Zone } from '../core/constants.js';
import { proposeTap } from '../core/event-records.js';
import { flushEvents } from '../batch/events.js';
import { type Game, flagsOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controller, matches } from '../facts/chars.js';
import { FilterSchema } from './common.js';
import { CostOrder, type CostWord, defineCost } from './cost.js';

/** Tapped permanents p controls matching the part's filter, other than the source (the untap symbol untaps it). */
function tappedOthers(g: Game, p: number, src: number, part: CostC, out: Int32Array | null, at: number): number {
  const base = listBase(g, Zone.InPlay, 0);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (id === src || (flagsOf(g, id) & Flag.Tapped) === 0 || controller(g, id) !== p) continue;
    if (!matches(g, part.filter!, id, p, src)) continue;
    if (out === null) return 1;
    out[at + k++] = id;
  }
  return k;
}

/**
 * "Untap two tapped blue creatures you control": one part per permanent, each chosen in turn (a Sacrifice-like choice)
 * and untapped at once, like tapUntapped's. Only beside {Q} in the same cost: the source, untapped by {Q}, can't be one
 * of them (409.1h: whichever is paid first, the other could no longer be), so the source is never offered.
 */
export const untapTapped: CostWord = defineCost({
  name: 'untapTapped',
  schema: Type.Object(
    {
      untapTapped: Type.Object(
        { filter: FilterSchema, amount: Type.Integer({ minimum: 1, maximum: 10 }) },
        { additionalProperties: false },
      ),
    },
    {
      additionalProperties: false,
      description: 'untap N tapped permanents you control matching the filter (you choose which); only with {Q}',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  choiceVerb: 'untap',
  compile(o, c, f, part, costs, before) {
    if (before.some((w) => w.choice !== Decision.None))
      c.fail(f, 'one chosen cost (sacrifice, discard, tap, remove) per ability', o);
    if (!before.some((w) => w.name === '{Q}')) c.fail(f, 'untapTapped only after {Q} in the same cost', o);
    part.filter = c.filter(o.untapTapped.filter);
    part.n = o.untapTapped.amount;
    for (let i = 1; i < part.n; i++) costs.costs.push({ ...part });
  },
  describe: (part, ab) =>
    ab !== null && ab.costs.find((q) => q.word === part.word) !== part
      ? ''
      : `untap ${part.n} tapped matching permanent${part.n > 1 ? 's' : ''} you control`,
  payable: (g, p, src, _ab, part) => countOf(g, p, src, part) >= part.n,
  candidates: tappedOthers,
  pay(g, _rec, _p, _src, _ab, _part, chosen) {
    proposeTap(g, chosen, false);
    flushEvents(g);
    return true;
  },
});

function countOf(g: Game, p: number, src: number, part: CostC): number {
  const base = listBase(g, Zone.InPlay, 0);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (
      id !== src &&
      (flagsOf(g, id) & Flag.Tapped) !== 0 &&
      controller(g, id) === p &&
      matches(g, part.filter!, id, p, src)
    )
      k++;
  }
  return k;
}
