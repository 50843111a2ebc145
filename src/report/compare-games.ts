// compare's figures from its games' winners: where each game sits in the compare's plan, the rounds
// the sequential test reads, and the CompareResult of the games that count. `playtest compare` and
// `playtest report` (from games.csv) both compute the result here, so a rebuilt page is the same page.
import type { VersionChange } from './card-differences.js';
import { type CompareResult, type CompareRow, FIELD } from './compare-report.js';
import { addSeedDiff, addSeedDiffs, emptySeedDiffs } from './exact.js';
import { addPair, ConfidenceSequence, emptyPairs } from './paired.js';

/** What a compare's figures depend on besides its games (compare.json holds it). */
export interface CompareSpec {
  deckA: string;
  deckB: string;
  opponents: string[];
  agents: [string, string];
  /** Games per version and opponent: the maximum with --until-decided. */
  games: number;
  seed: number;
  margin: number;
  sequential: boolean;
  /** --check-every: games per opponent between two looks of the sequential test. */
  checkEvery: number;
  change: VersionChange;
}

/** Winner codes as the harness gives them: 0 seat A (the version), 1 seat B, 2 draw, -1 error. */
export const VERSION_WON = 0;

/**
 * The game_index of game k of version v (0 A, 1 B) against opponent j: the plan's pairings are
 * A against each opponent, then B against each, `games` games each (RunPlan, paired seeds).
 */
export function compareGameIndex(s: Pick<CompareSpec, 'opponents' | 'games'>, v: number, j: number, k: number): number {
  return (v * s.opponents.length + j) * s.games + k;
}

/**
 * Round r (games 2r and 2r+1 against every opponent: one seed, seats swapped) as one observation of
 * the sequential test: the mean of (A won - B won) over its games, in [-1, 1].
 */
export function roundMean(s: Pick<CompareSpec, 'opponents' | 'games'>, winner: Int8Array, r: number): number {
  const F = s.opponents.length;
  let sum = 0;
  for (let j = 0; j < F; j++) {
    for (const k of [2 * r, 2 * r + 1]) {
      sum +=
        Number(winner[compareGameIndex(s, 0, j, k)] === VERSION_WON) -
        Number(winner[compareGameIndex(s, 1, j, k)] === VERSION_WON);
    }
  }
  return sum / (2 * F);
}

/**
 * The figures of the first `used` games per version and opponent (the games that count; `used` is even:
 * games 2r and 2r+1 share a seed). Each opponent's row counts its seeds (the exact test's unit) and,
 * with --until-decided, has its own anytime interval; the field's is the sequential test's.
 */
export function compareResultOf(s: CompareSpec, winner: Int8Array, used: number, decided: boolean): CompareResult {
  const cs = new ConfidenceSequence();
  for (let r = 0; r < used / 2; r++) cs.add(roundMean(s, winner, r));
  const field: CompareRow = { opponent: FIELD, pairs: emptyPairs(), seeds: emptySeedDiffs(), anytime: undefined };
  const rows: CompareRow[] = s.opponents.map((opponent, j) => {
    const pairs = emptyPairs();
    const seeds = emptySeedDiffs();
    const own = new ConfidenceSequence();
    for (let k = 0; k < used; k += 2) {
      let d = 0;
      for (const g of [k, k + 1]) {
        const wa = winner[compareGameIndex(s, 0, j, g)] === VERSION_WON;
        const wb = winner[compareGameIndex(s, 1, j, g)] === VERSION_WON;
        addPair(pairs, wa, wb);
        addPair(field.pairs, wa, wb);
        d += Number(wa) - Number(wb);
      }
      addSeedDiff(seeds, d);
      if (s.sequential) own.add(d / 2);
    }
    addSeedDiffs(field.seeds, seeds);
    return { opponent, pairs, seeds, anytime: s.sequential ? own.interval() : undefined };
  });
  if (s.sequential) field.anytime = cs.interval();
  rows.push(field);
  return {
    deckA: s.deckA,
    deckB: s.deckB,
    agents: s.agents,
    rows,
    anytime: cs.interval(),
    margin: s.margin,
    sequential: s.sequential,
    decided,
    looks: s.sequential ? Math.ceil(s.games / Math.min(s.checkEvery, s.games)) : 1,
    gamesPerVersion: used * s.opponents.length,
    maxGamesPerVersion: s.games * s.opponents.length,
    seed: s.seed,
    change: s.change,
  };
}
