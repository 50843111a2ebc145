// Sideboarding between the games of a match (--match bo3): a deck's plan against one opponent takes copies
// out of the main deck and puts sideboard cards in. Plans are resolved per deck and opponent before a run
// (cli/match-setup.ts) and travel in the run's config, so every worker, shard and resume boards alike.
import type { Deck } from './types.js';

/** A deck's plan against one opponent deck, by names: one entry per copy. */
export interface MatchPlan {
  deck: string;
  opponent: string;
  out: string[];
  in: string[];
  /** --sideboard auto: the measured figures the plan follows from (plans.txt shows them). */
  why?: string;
}

/** What --match adds to a run's config. */
export interface MatchConfig {
  bestOf: 3;
  /** Where the plans came from: the deck files' `vs` lines, or measured (--sideboard auto). */
  sideboard: 'plans' | 'auto' | 'none';
  /** One per deck and opponent that boards; a deck without one plays its main deck in every game. */
  plans: MatchPlan[];
}

/**
 * The deck for games 2 and 3 against `opponent`: the plan's `out` copies removed (the last copy of a name
 * first) and its `in` cards added at the end, in the plan's order. Without a plan, the deck itself.
 */
export function sideboarded(deck: Deck, opponent: string, plans: readonly MatchPlan[]): Deck {
  const plan = plans.find((p) => p.deck === deck.name && p.opponent === opponent);
  if (plan === undefined || (plan.out.length === 0 && plan.in.length === 0)) return deck;
  const cards = [...deck.cards];
  for (const name of plan.out) {
    const at = cards.lastIndexOf(name);
    if (at < 0) throw new Error(`sideboard plan of ${deck.name} vs ${opponent}: no ${name} left to take out`);
    cards.splice(at, 1);
  }
  cards.push(...plan.in);
  return { ...deck, cards }; // restricted play (compare --without) and the rest as the main deck's
}
