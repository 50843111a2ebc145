// The mana in a cost ("{1}{R}"): checked and paid by the automatic payer (mana.ts), which plays the mana
// abilities it needs as it pays (409.1g of 2008), leaving alone a source whose {T} is part of the cost.
import { StackField } from '../core/state.js';
import { rf } from '../core/stack-records.js';
import { canPay, pay, paySourcesFirst } from '../actions/mana.js';
import { ManaCostSchema } from './common.js';
import { parseManaCost } from './abilities.js';
import { CostOrder, type CostWord, defineCost } from './cost.js';
import { manaText } from './text.js';

export const mana: CostWord = defineCost({
  name: 'mana',
  schema: ManaCostSchema,
  order: CostOrder.Mana,
  payer: true,
  compile(s, c, f, _part, costs, before) {
    if (before.includes(mana)) c.fail(f, 'one mana cost per ability', s);
    costs.cost = parseManaCost(s, c, f);
  },
  // (an activated ability's part only: the costs and ab below are never null for it)
  describe: (_part, costs) => manaText(costs!.cost),
  payable: (g, p, src, ab) => canPay(g, p, ab!.cost, 0, ab!.tap ? src : -1),
  // A mana ability's own cost is paid from sources before floating mana (the mana it makes is what the
  // pool is for); any other ability's, with its X (409.1f).
  pay: (g, rec, p, src, ab) =>
    ab!.manaAbility
      ? paySourcesFirst(g, p, ab!.cost, ab!.tap ? src : -1)
      : pay(g, p, ab!.cost, rf(g, rec, StackField.X), ab!.tap ? src : -1),
});
