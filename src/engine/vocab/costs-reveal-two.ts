// "Reveal two cards from your hand that share a color" (Illuminated Folio): a cost of two choices (409.1f), made as
// the ability is played: a card of the hand sharing a color with another card there, then one sharing a color with
// the first (its reference kept in the item's amount slot while the ability is built). Each becomes known to the
// other player; both stay in the hand. A colorless card shares no color.
import { Type } from '@sinclair/typebox';
import type { CostC } from '../core/cardform.js';
import { Decision, Zone } from '../core/constants.js';
import { rf, setRf } from '../core/stack-records.js';
import { cardIdOf, type Game, Global, liveId, ref, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { revealCard } from '../facts/reveal.js';
import { CostOrder, defineCost } from './cost.js';

const colorsOf = (g: Game, id: number): number => g.cards[cardIdOf(g, id)].colors;

/** The cards of p's hand the part may reveal: the first sharing a color with another; the second with the first. */
function candidates(g: Game, p: number, _src: number, part: CostC, out: Int32Array | null, at: number): number {
  const first = part.n === 1 ? liveId(g, rf(g, g.m[Global.CastItem], StackField.Amount)) : -1;
  if (part.n === 1 && first < 0) return 0;
  const b = listBase(g, Zone.Hand, p);
  let k = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if (id === first || colorsOf(g, id) === 0) continue;
    let fits = false;
    if (first >= 0) fits = (colorsOf(g, id) & colorsOf(g, first)) !== 0;
    else
      for (let j = 0; j < g.m[b] && !fits; j++) fits = j !== i && (colorsOf(g, id) & colorsOf(g, g.m[b + 1 + j])) !== 0;
    if (!fits) continue;
    if (out === null) return 1;
    out[at + k++] = id;
  }
  return k;
}

export const revealTwoSharingAColor = defineCost({
  name: 'revealTwoSharingAColor',
  schema: Type.Literal('revealTwoSharingAColor', {
    description: '"Reveal two cards from your hand that share a color" (Illuminated Folio): you choose them',
  }),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  choiceVerb: 'reveal',
  compile(o, c, f, part, costs, before) {
    if (before.some((w) => w.choice !== undefined && w.choice !== Decision.None))
      c.fail(f, 'one chosen cost (sacrifice, discard, tap, remove, reveal) per ability', o);
    part.n = 1; // the second choice: the registry adds this one after the first
    costs.costs.push({ ...part, n: 0 });
  },
  describe: (part) => (part.n === 0 ? 'reveal two cards from your hand that share a color' : ''),
  payable: (g, p, src, _ab, part) => part.n === 1 || candidates(g, p, src, part, null, 0) > 0,
  candidates,
  pay(g, rec, _p, _src, _ab, part, chosen) {
    revealCard(g, chosen);
    if (part.n === 0) setRf(g, rec, StackField.Amount, ref(g, chosen));
    return true;
  },
});
