// Counts of kinds of abilities (AbilityKind) among permanents in play and cards in graveyards, kept as
// objects move (zones.ts), so the engine skips scans for abilities that nothing has.
import type { AbilityKind } from './cardform.js';
import type { Game } from './state.js';

// Counted from the printed card, or the copied one (continuous.ts copyStatics): abilities gained from
// other objects don't count (none do yet).
export function countKinds(g: Game, kinds: number, d: number): void {
  for (let k = kinds; k !== 0; k &= k - 1) g.m[g.abilityKindCounts + 31 - Math.clz32(k & -k)] += d; // each bit's slot
}

/** How many permanents in play have abilities of kind `ak` (an AK bit). */
export function inPlayWith(g: Game, ak: AbilityKind): number {
  return g.m[g.abilityKindCounts + 31 - Math.clz32(ak)];
}

/** How many cards in graveyards have abilities that work there: triggered ones (Squee, Goblin Nabob) and dredge. */
export const workingInGraveyards = (g: Game): number => g.m[g.abilityKindCounts + GRAVEYARD_SLOT];

/** The kinds slot counting cards in graveyards with abilities that work there (AbilityKind.FromGraveyard). */
export const GRAVEYARD_SLOT = 31;
