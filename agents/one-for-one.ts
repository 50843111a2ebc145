// Issue 30's one-for-one measure (tools/pilot/held.mjs, test/greedy-timing.test.ts): which priority options cast a
// one-for-one card (CardInfo.oneForOne) from hand. Not for choosing moves.
import { type Game } from '../src/engine/api/game.js';
import { cardOf, type OptionInfo, Opt, Zone, zoneOf, zoneSize } from '../src/engine/api/observe.js';
import { cardInfo } from './cardinfo.js';

/** Does priority option `o` (decoded) cast a one-for-one from p's hand that would take something? */
export function castsOneForOne(g: Game, o: OptionInfo, p: number): boolean {
  // in hand: a card cast from the graveyard (retrace) is not one left in hand
  if (o.action !== Opt.Cast || zoneOf(g, o.object) !== Zone.Hand) return false;
  const info = cardInfo(g.cards, cardOf(g, o.object).id);
  // a discard spell with nothing to take (the opponent's hand empty) is not a one-for-one
  return info.oneForOne && !(info.spellDiscards && zoneSize(g, Zone.Hand, 1 - p) === 0);
}
