// "Remove an Assassin card in your graveyard from the game" (Scarblade Elite, Everbark Shaman): a cost paid with a
// card of the player's graveyard, chosen as the ability is played (409.1f); payable only with such a card there.
import { Type } from '@sinclair/typebox';
import type { CostC } from '../core/cardform.js';
import { Decision, Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { cardIdOf, type Game } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { cardMatches } from '../facts/card-colors.js';
import { FilterSchema } from './common.js';
import { CostOrder, defineCost } from './cost.js';

/** Cards in player p's graveyard matching the part's filter (printed types, subtypes, colors). */
function graveyardCards(g: Game, p: number, _src: number, part: CostC, out: Int32Array | null, at: number): number {
  const base = listBase(g, Zone.Graveyard, p);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (!cardMatches(g, g.cards[cardIdOf(g, id)], part.filter!)) continue;
    if (out === null) return 1;
    out[at + k++] = id;
  }
  return k;
}

export const removeCardInGraveyard = defineCost({
  name: 'removeCardInGraveyard',
  schema: Type.Object(
    { removeCardInGraveyard: FilterSchema },
    {
      additionalProperties: false,
      description: 'remove a matching card in your graveyard from the game',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  choiceVerb: 'remove from the game',
  compile(o, c, f, part, _costs, before) {
    if (before.some((w) => w.choice !== undefined && w.choice !== Decision.None))
      c.fail(f, 'one chosen cost (sacrifice, discard, tap, remove) per ability', o);
    c.printedOnly(o.removeCardInGraveyard, `${f}.removeCardInGraveyard`);
    part.filter = c.filter(o.removeCardInGraveyard);
  },
  describe: () => 'remove a matching card in your graveyard from the game',
  candidates: graveyardCards,
  pay(g, _rec, _p, _src, _ab, _part, chosen) {
    proposeMove(g, chosen, Zone.Removed);
    return true;
  },
});
