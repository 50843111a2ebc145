// "Tatterkite can't have counters placed on it": counters that would be put on such a permanent aren't, whatever
// puts them (an effect, a cost, wither's damage, "comes into play with" counters); the damage itself is still
// dealt. An ability: a permanent that has lost its abilities can have counters again, a copy of it can't.
import { type Game, loyaltyOf, minus1Of, plus1Of, put, setLoyalty, setMinus1, setPlus1 } from '../core/state.js';
import { abilitiesLost, baseCard } from './chars.js';
import { countersChanged } from '../core/continuous.js';

/** Can't permanent `id` have counters placed on it (its card word noCounters, not lost)? */
export const cantHaveCounters = (g: Game, id: number): boolean => baseCard(g, id).noCounters && !abilitiesLost(g, id);

/**
 * A permanent that has just come into play with counters it can't have (persist's, "comes into play with" ones):
 * none were placed. It is a new object, so every counter on it came with it.
 */
export function dropEntryCounters(g: Game, id: number): void {
  const any = plus1Of(g, id) | minus1Of(g, id) | loyaltyOf(g, id) | g.m[g.namedCounters + id];
  if (any === 0 || !cantHaveCounters(g, id)) return;
  setPlus1(g, id, 0);
  setMinus1(g, id, 0);
  setLoyalty(g, id, 0);
  put(g, g.namedCounters + id, 0);
  countersChanged(g, id);
}
