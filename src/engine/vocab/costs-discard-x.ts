// "{X}, Discard a card with converted mana cost X" (Knollspine Invocation): the X chosen as the ability is played
// (409.1b) is one the player can pay and has a card of that converted mana cost for (the X offered: stack.ts asks
// allowsX); the card is then chosen among those of the hand with it (409.1f), a Discard decision, and discarded.
import { Type } from '@sinclair/typebox';
import type { ActivatedC, CostC } from '../core/cardform.js';
import { Decision } from '../core/constants.js';
import { proposeDiscard } from '../core/event-records.js';
import { rf } from '../core/stack-records.js';
import { cardIdOf, type Game, Global, ownerOf, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { Zone } from '../core/constants.js';
import { maxX } from '../actions/mana.js';
import { CostOrder, defineCost } from './cost.js';

const manaValueOf = (g: Game, id: number): number => g.cards[cardIdOf(g, id)].cost?.cmc ?? 0;

/** Cards of p's hand with converted mana cost x (-1: any), written to out at `at` (none if out is null); the count. */
function withManaValue(g: Game, p: number, x: number, out: Int32Array | null, at: number): number {
  const base = listBase(g, Zone.Hand, p);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (x >= 0 && manaValueOf(g, id) !== x) continue;
    if (out === null) return 1;
    out[at + k++] = id;
  }
  return k;
}

export const discardManaValueX = defineCost({
  name: 'discardManaValueX',
  schema: Type.Literal('discardManaValueX', {
    description:
      '"Discard a card with converted mana cost X" (Knollspine Invocation): with {X} in the same cost; the X offered are those of the cards in hand',
  }),
  order: CostOrder.Chosen,
  choice: Decision.Discard,
  compile(o, c, f, _part, costs, before) {
    if (before.some((w) => w.choice !== Decision.None)) c.fail(f, 'one sacrifice or discard cost per ability', o);
    if (costs.cost.x === 0) c.fail(f, 'an {X} written before it in the same cost', o);
  },
  describe: () => 'discard a card with converted mana cost X',
  // a card whose converted mana cost is an X the player can pay
  payable(g: Game, p: number, src: number, ab: ActivatedC | null, _part: CostC): boolean {
    if (ab === null) return false;
    const base = listBase(g, Zone.Hand, p);
    let least = 1 << 30;
    for (let i = 0; i < g.m[base]; i++) least = Math.min(least, manaValueOf(g, g.m[base + 1 + i]));
    if (least === 0) return true;
    return least < 1 << 30 && maxX(g, p, ab.cost, ab.tap ? src : -1) >= least;
  },
  // as it is paid, X has been chosen: the cards of that converted mana cost
  candidates: (g, p, _src, _part, out, at) =>
    withManaValue(g, p, out === null ? -1 : rf(g, g.m[Global.CastItem], StackField.X), out, at),
  allowsX: (g, p, _part, x) => withManaValue(g, p, x, null, 0) > 0,
  pay(g, _rec, _p, _src, _ab, _part, chosen) {
    proposeDiscard(g, chosen, ownerOf(g, chosen));
    return true;
  },
});
