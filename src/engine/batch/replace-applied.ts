// The replace stage's bookkeeping (419.6a: each replacement applies to an event at most once) and the
// option values of its decisions, shared by replace.ts and replace-draw.ts.
import { grow, type Game } from '../core/state.js';
/** Replace options beyond rows: a card's own replacement, OWN_BASE + the card's object id (its 419.6a key
 * -1 - id). Above them: replace-draw.ts's REPLACE_MODE and REVEAL_ORDER. */
export const OWN_BASE = 1 << 21;

/** The event cursor's index bits (events.ts keeps the APNAP pass above them). */
export const EV_INDEX = 0xfffff;

/** Records that replacement `key` (a row, or -1 - a card's object id) was applied to event i. */
export function markApplied(g: Game, i: number, key: number): void {
  const n = g.m[g.appliedReplacementCount];
  if (n >= g.caps.events) grow(g, 'events');
  g.m[g.appliedReplacements + 2 * n] = i;
  g.m[g.appliedReplacements + 2 * n + 1] = key;
  g.m[g.appliedReplacementCount] = n + 1;
}

/**
 * The mayApply and options of a card's own replacement that one card at most has for an event: `find` names that
 * card (-1: none), offered as OWN_BASE + its id unless already applied to the event (419.6a).
 */
export function oneCardOptions(find: (g: Game, b: number) => number) {
  return {
    mayApply: (g: Game, b: number): boolean => find(g, b) >= 0,
    options(g: Game, i: number, b: number, k: number): number {
      const id = find(g, b);
      if (id >= 0 && !applied(g, i, -1 - id)) g.m[g.options + k++] = OWN_BASE + id;
      return k;
    },
  };
}

/** Option values of a ShieldFirst decision: this plus the event's index in the batch. */
export const SHIELD_FIRST = 1 << 20;

/** Has the row been applied to event i already (419.6a)? The batch keeps (event, row) pairs. */
export function applied(g: Game, i: number, key: number): boolean {
  const m = g.m;
  for (let k = 0; k < m[g.appliedReplacementCount]; k++)
    if (m[g.appliedReplacements + 2 * k] === i && m[g.appliedReplacements + 2 * k + 1] === key) return true;
  return false;
}

/**
 * Event j is part of event i as a replacement modified it ("draw two cards instead": the second draw): the
 * replacements applied to i count as applied to j too (419.6a), so none of them applies to the new part again.
 */
export function inheritApplied(g: Game, i: number, j: number): void {
  const m = g.m;
  const n = m[g.appliedReplacementCount];
  for (let k = 0; k < n; k++)
    if (m[g.appliedReplacements + 2 * k] === i) markApplied(g, j, m[g.appliedReplacements + 2 * k + 1]);
}
