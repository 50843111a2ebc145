// Cost words of a spell's additional cost ("As an additional cost to play [this], ...": 409.1f of 2008),
// the card's "spell.additionalCost": paid after its mana, with no choice. The other is the activated abilities'
// {"sacrifice": FILTER} ("sacrifice a land": Shard Volley), chosen as the spell is played (stack.ts chooseCosts).
import { Type } from '@sinclair/typebox';
import { Zone } from '../core/constants.js';
import { proposeSacrifice } from '../core/event-records.js';
import { StackField } from '../core/state.js';
import { setRf } from '../core/stack-records.js';
import { listBase } from '../core/zones.js';
import { controller, matches, power, types } from '../facts/chars.js';
import { FilterSchema } from './common.js';
import { CostOrder, defineCost } from './cost.js';
import { typesText } from './costs-chosen.js';

/**
 * "Sacrifice all [matching permanents] you control" (Soulblast): one batch of sacrifices, which can always
 * be paid (none may match); their total power as they are now goes into the item's amount, which the
 * effect reads as "sacrificedPower".
 */
export const sacrificeAll = defineCost({
  name: 'sacrificeAll',
  schema: Type.Object(
    { sacrificeAll: FilterSchema },
    {
      additionalProperties: false,
      description:
        '"As an additional cost to play this spell, sacrifice all [matching permanents] you control"; the effect\'s amount "sacrificedPower" is their total power',
    },
  ),
  order: CostOrder.Chosen,
  compile(o, c, _f, part) {
    part.filter = c.filter(o.sacrificeAll);
    c.sacrificedPower = true;
  },
  describe: (part) => `sacrifice all ${typesText(part.filter) || 'permanent'}s you control`,
  payable: () => true,
  pay(g, rec, p, src, _ab, part) {
    const f = part.filter!;
    const b = listBase(g, Zone.InPlay, 0);
    let total = 0;
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if (controller(g, id) !== p || !matches(g, f, id, p, src)) continue;
      if ((types(g, id) & 2) !== 0) total += Math.max(0, power(g, id));
      proposeSacrifice(g, id);
    }
    setRf(g, rec, StackField.Amount, total);
    return true;
  },
});
