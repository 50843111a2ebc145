// Cost words the source pays itself: "{T}" (it taps) and "sacrificeThis" (it is sacrificed). Nothing is
// chosen; both are paid after the mana (409.1h: in any order, the engine's is vocab/cost.ts CostOrder).
import { Type } from '@sinclair/typebox';
import { proposeSacrifice, proposeTap } from '../core/event-records.js';
import { canTap } from '../actions/mana.js';
import { CostOrder, defineCost } from './cost.js';

/** {T}: the source must be untapped, and a creature under its controller's control since the turn began (212.3d). */
export const tap = defineCost({
  name: '{T}',
  schema: Type.Literal('{T}'),
  order: CostOrder.Source,
  once: true,
  payer: true,
  compile(_o, _c, _f, _part, costs) {
    costs.tap = true; // the payer leaves the source alone: it can't also tap for mana
  },
  describe: () => '{T}',
  payable: (g, _p, src) => canTap(g, src),
  pay(g, _rec, _p, src) {
    proposeTap(g, src, true);
    return true;
  },
});

/** "Sacrifice [this]": the source is in play as long as its abilities are listed, so it can always be paid. */
export const sacrificeThis = defineCost({
  name: 'sacrificeThis',
  schema: Type.Literal('sacrificeThis'),
  order: CostOrder.Self,
  once: true,
  describe: () => 'sacrifice this',
  payable: () => true,
  pay(g, _rec, _p, src) {
    proposeSacrifice(g, src);
    return true;
  },
});
