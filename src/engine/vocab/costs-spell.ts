// Cost words of a spell's additional cost ("As an additional cost to play [this], ...": 409.1f of 2008),
// the card's "spell.additionalCost". A word with a choice (which card to reveal, or the mana instead; which
// Goblin to sacrifice) is chosen after the targets, as the total cost is determined (409.1f), and paid with
// the mana (actions/stack.ts); the others are paid after the mana, with no choice.
import { Type } from '@sinclair/typebox';
import { cardMatches } from '../facts/card-colors.js';
import type { CostC } from '../core/cardform.js';
import { Decision, PAY_INSTEAD, Zone } from '../core/constants.js';
import { proposeMove, proposeSacrifice } from '../core/event-records.js';
import { cardIdOf, type Game, Global, StackField } from '../core/state.js';
import { rf, setRf } from '../core/stack-records.js';
import { subtypeName } from '../core/subtypes.js';
import { listBase } from '../core/zones.js';
import { controller, matches, power, types } from '../facts/chars.js';
import { altCostOf, spellCost } from '../facts/costs.js';
import { revealCard } from '../facts/reveal.js';
import { canPay } from '../actions/mana.js';
import { FilterSchema } from './common.js';
import { CostOrder, defineCost } from './cost.js';
import { permanents, typesText } from './costs-chosen.js';

/**
 * The cards of p's hand other than `src` matching the part's filter (printed), one of each card (two copies of a
 * card reveal the same thing), as object ids into out at `at`; out null: only whether there is one.
 */
function revealable(g: Game, p: number, src: number, part: CostC, out: Int32Array | null, at: number): number {
  const f = part.filter!;
  const base = listBase(g, Zone.Hand, p);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (id === src) continue;
    const card = cardIdOf(g, id);
    if (!cardMatches(g, g.cards[card], f)) continue;
    if (out === null) return 1;
    let dup = false;
    for (let j = 0; j < k && !dup; j++) dup = cardIdOf(g, out[at + j]) === card;
    if (!dup) out[at + k++] = id;
  }
  return k;
}

/**
 * Can p pay spell src's total cost and the part's mana: as the spell is put on the stack (Global.CastItem: its
 * mode, X and alternative cost chosen), or, listing p's options, for its mana cost.
 */
function payInsteadPossible(g: Game, p: number, src: number, part: CostC): boolean {
  const rec = g.m[Global.CastItem];
  const c = g.cards[cardIdOf(g, src)];
  const cost =
    rec >= 0
      ? spellCost(g, c, p, rf(g, rec, StackField.Mode), altCostOf(g, src), part.n)
      : spellCost(g, c, p, -1, 0, part.n);
  return cost !== null && canPay(g, p, cost, rec >= 0 ? rf(g, rec, StackField.X) : 0, -1);
}

const article = (s: string) => (/^[aeiou]/i.test(s) ? 'an ' : 'a ') + s;

/**
 * "Reveal a Kithkin card from your hand or pay {3}" (Goldmeadow Stalwart): the player chooses a matching card of his
 * or her hand, which becomes known to the other player, or pays the generic mana with the spell's mana (a
 * RevealOrPay decision; one option: taken without asking).
 */
export const revealOrPay = defineCost({
  name: 'revealOrPay',
  schema: Type.Object(
    {
      revealOrPay: Type.Object(
        {
          card: FilterSchema,
          pay: Type.String({ pattern: '^\\{[1-9][0-9]?\\}$', description: 'generic mana, like "{3}"' }),
        },
        { additionalProperties: false },
      ),
    },
    {
      additionalProperties: false,
      description:
        '"As an additional cost to play this spell, reveal a [matching] card from your hand or pay {3}" (printed types and subtypes)',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.RevealOrPay,
  choiceVerb: 'reveal',
  compile(o, c, f, part) {
    c.printedOnly(o.revealOrPay.card, `${f}.revealOrPay.card`);
    part.filter = c.filter(o.revealOrPay.card);
    part.n = Number(o.revealOrPay.pay.slice(1, -1));
  },
  describe(part) {
    const subtypes = (part.filter?.subtypes ?? []).map(subtypeName).join(' or ');
    const kind = `${subtypes === '' ? '' : `${subtypes} `}${typesText(part.filter)}`.trim();
    return `reveal ${article(kind === '' ? 'card' : `${kind} card`)} from your hand or pay {${part.n}}`;
  },
  payable: (g, p, src, _ab, part) => revealable(g, p, src, part, null, 0) > 0 || payInsteadPossible(g, p, src, part),
  candidates(g, p, src, part, out, at) {
    const k = revealable(g, p, src, part, out, at);
    if (out === null) return k > 0 || payInsteadPossible(g, p, src, part) ? 1 : 0;
    if (!payInsteadPossible(g, p, src, part)) return k;
    out[at + k] = PAY_INSTEAD;
    return k + 1;
  },
  extraGeneric: (part, chosen) => (chosen === PAY_INSTEAD ? part.n : 0),
  pay(g, _rec, _p, _src, _ab, _part, chosen) {
    if (chosen >= 0) revealCard(g, chosen);
    return true;
  },
});

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

/**
 * "As an additional cost to play [this], return a creature you control to its owner's hand" (Familiar's Ruse,
 * 409.1f): the permanent is chosen after the targets, like a sacrificed one, and returned with the payment of
 * the mana (actions/stack.ts); a spell with no such permanent can't be played.
 */
export const returnToHandForSpell = defineCost({
  name: 'returnToHand',
  schema: Type.Object(
    { returnToHand: FilterSchema },
    {
      additionalProperties: false,
      description:
        '"As an additional cost to play this spell, return a [matching permanent] you control to its owner\'s hand" (you choose which)',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  choiceVerb: 'return',
  compile(o, c, _f, part) {
    part.filter = c.filter(o.returnToHand);
  },
  describe: (part) => `return ${article(typesText(part.filter) || 'permanent')} you control to its owner's hand`,
  candidates: permanents,
  pay(g, _rec, _p, _src, _ab, _part, chosen) {
    proposeMove(g, chosen, Zone.Hand);
    return true;
  },
});
