// --match and --sideboard: the options' values, and the plans a match run uses (from the deck files' `vs`
// lines, resolved per deck and opponent before any game, so they travel in the run's config).
import { InvalidArgumentError } from 'commander';
import type { MatchConfig, MatchPlan } from '../harness/sideboard.js';
import type { Deck } from '../harness/types.js';
import type { Io } from './io.js';

export type SideboardMode = 'plans' | 'auto' | 'none';

/** --match: only best of three. */
export function matchFormat(value: string): 'bo3' {
  if (value.toLowerCase() !== 'bo3')
    throw new InvalidArgumentError('Expected bo3 (best of three: the first to win two games).');
  return 'bo3';
}

/** --sideboard: the deck files' plans, plans measured by the run, or none (the main decks in every game). */
export function sideboardMode(value: string): SideboardMode {
  if (value !== 'plans' && value !== 'auto' && value !== 'none')
    throw new InvalidArgumentError(
      "Expected plans (the deck files' vs lines), auto (plans measured from game-1 games) or none.",
    );
  return value;
}

/**
 * The plans of each deck against each opponent it meets: its plan naming that opponent, else its `vs *` plan,
 * else none. A plan naming a deck the run does not play is noted and unused.
 */
export function filePlans(pairs: readonly [Deck, Deck][], io: Io): MatchConfig {
  const plans: MatchPlan[] = [];
  const seen = new Set<string>();
  const used = new Set<string>();
  const add = (deck: Deck, opponent: string) => {
    const key = `${deck.name}\u0000${opponent}`;
    if (seen.has(key)) return;
    seen.add(key);
    const plan =
      deck.plans?.find((p) => p.opponent.toLowerCase() === opponent.toLowerCase()) ??
      deck.plans?.find((p) => p.opponent === '*');
    if (plan === undefined) return;
    used.add(`${deck.file}\u0000${plan.line ?? 0}`);
    plans.push({ deck: deck.name, opponent, out: plan.out, in: plan.in });
  };
  for (const [a, b] of pairs) {
    add(a, b.name);
    add(b, a.name);
  }
  const noted = new Set<string>();
  for (const d of pairs.flat()) {
    for (const p of d.plans ?? []) {
      const key = `${d.file}\u0000${p.line ?? 0}`;
      if (used.has(key) || noted.has(key) || p.opponent === '*') continue;
      noted.add(key);
      io.err(`note: ${d.file}:${p.line ?? 0}: plan vs ${p.opponent}: no such opponent in this run (not used)\n`);
    }
  }
  return { bestOf: 3, sideboard: 'plans', plans };
}

/** A plan as one line: "-2 Shock +2 Pyroclasm" (runs of one name counted), or "no change". */
export function planText(p: Pick<MatchPlan, 'out' | 'in'>): string {
  const runs = (sign: string, names: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
    return [...counts].map(([n, k]) => `${sign}${k} ${n}`);
  };
  const items = [...runs('-', p.out), ...runs('+', p.in)];
  return items.length === 0 ? 'no change' : items.join(' ');
}
