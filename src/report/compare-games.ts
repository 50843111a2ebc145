// compare's figures from its games' winners: where each game sits in the compare's plan, the rounds
// the sequential test reads, and the CompareResult of the games that count. `playtest compare` and
// `playtest report` (from games.csv) both compute the result here, so a rebuilt page is the same page.
import type { VersionChange } from './card-differences.js';
import { type CompareResult, FIELD } from './compare-report.js';
import { addPair, ConfidenceSequence, emptyPairs, type PairTable } from './paired.js';

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

/** The figures of the first `used` games per version and opponent (the games that count). */
export function compareResultOf(s: CompareSpec, winner: Int8Array, used: number, decided: boolean): CompareResult {
  const field = emptyPairs();
  const rows: { opponent: string; pairs: PairTable }[] = s.opponents.map((opponent, j) => {
    const t = emptyPairs();
    for (let k = 0; k < used; k++) {
      const wa = winner[compareGameIndex(s, 0, j, k)] === VERSION_WON;
      const wb = winner[compareGameIndex(s, 1, j, k)] === VERSION_WON;
      addPair(t, wa, wb);
      addPair(field, wa, wb);
    }
    return { opponent, pairs: t };
  });
  rows.push({ opponent: FIELD, pairs: field });
  const cs = new ConfidenceSequence();
  for (let r = 0; r < used / 2; r++) cs.add(roundMean(s, winner, r));
  return {
    deckA: s.deckA,
    deckB: s.deckB,
    agents: s.agents,
    rows,
    anytime: cs.interval(),
    margin: s.margin,
    sequential: s.sequential,
    decided,
    gamesPerVersion: used * s.opponents.length,
    maxGamesPerVersion: s.games * s.opponents.length,
    seed: s.seed,
    change: s.change,
  };
}
