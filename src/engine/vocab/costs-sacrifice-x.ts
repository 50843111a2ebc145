// "Sacrifice X Goats" (Springjack Pasture): a cost with no {X} of mana whose X is the number of permanents sacrificed.
// X is announced as the ability is played (409.1b of 2008), from 0 to the number of matching permanents its controller
// controls (the X offered: stack.ts asks xMost); then the permanents are chosen one at a time (409.1f), a Sacrifice
// decision each, and sacrificed as they are chosen. The count so far is kept in the item's amount slot.
import { Type } from '@sinclair/typebox';
import { Decision, NONE_FOUND, Zone } from '../core/constants.js';
import { listBase } from '../core/zones.js';
import { controller, matches } from '../facts/chars.js';
import { proposeSacrifice } from '../core/event-records.js';
import { flushEvents } from '../batch/events.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, StackField } from '../core/state.js';
import { subtypeName } from '../core/subtypes.js';
import { FilterSchema } from './common.js';
import { CostOrder, defineCost } from './cost.js';
import { permanents, typesText } from './costs-chosen.js';

/** Has the item being built sacrificed its X permanents yet? */
function done(g: Game): boolean {
  const rec = g.m[Global.CastItem];
  return rec < 0 || rf(g, rec, StackField.Amount) >= rf(g, rec, StackField.X);
}

export const sacrificeX = defineCost({
  name: 'sacrificeX',
  schema: Type.Object(
    { sacrificeX: FilterSchema },
    {
      additionalProperties: false,
      description:
        '"Sacrifice X [matching permanents]" (Springjack Pasture): X (0 or more) chosen as the ability is played, at most the number of them you control, then each chosen and sacrificed; the effect reads it as "X"',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  compile(o, c, f, part, costs, before) {
    if (before.some((w) => w.choice !== Decision.None))
      c.fail(f, 'one sacrifice, discard or tap choice per ability', o);
    if (costs.cost.x > 0) c.fail(f, 'no {X} of mana beside "sacrificeX" (its X is the number sacrificed)', o);
    part.filter = c.filter(o.sacrificeX);
    costs.xFromCost = true;
  },
  describe(part) {
    const subtypes = (part.filter?.subtypes ?? []).map(subtypeName).join(' or ');
    return `sacrifice X ${subtypes ? `${subtypes}s` : `${typesText(part.filter) || 'permanent'}s`}`;
  },
  payable: () => true, // X may be 0 (409.1b): nothing to sacrifice then
  // once X are sacrificed, only "no more" (the part is then passed without a decision)
  candidates(g, p, src, part, out, at) {
    if (!done(g)) return permanents(g, p, src, part, out, at);
    if (out !== null) out[at] = NONE_FOUND;
    return 1;
  },
  xMost(g, p, src, part) {
    const f = part.filter!;
    const base = listBase(g, Zone.InPlay, 0);
    let n = 0;
    for (let i = 0; i < g.m[base]; i++) {
      const id = g.m[base + 1 + i];
      if (controller(g, id) === p && matches(g, f, id, p, src)) n++;
    }
    return n;
  },
  pay(g, rec, _p, _src, _ab, _part, chosen) {
    if (chosen < 0) return true;
    setRf(g, rec, StackField.Amount, rf(g, rec, StackField.Amount) + 1);
    proposeSacrifice(g, chosen);
    flushEvents(g); // gone now: the next choice is asked among those left, with no event pending
    return true;
  },
  repeats: (_g, _rec, _part, chosen) => chosen >= 0,
});
