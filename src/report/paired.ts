// Statistics of a paired comparison (compare): two versions of a deck play the same games (same seed,
// seat, opponent and agents), so each game gives a pair of outcomes and the difference in win rate is
// estimated from the pairs, which cancels the luck both versions share (the draws, the opponent's play).
import { wilson, Z95 } from './stats.js';

/** Counts of the pairs: both won, only A won, only B won, neither won (a draw is not a win). */
export interface PairTable {
  both: number;
  onlyA: number;
  onlyB: number;
  neither: number;
}

export const emptyPairs = (): PairTable => ({ both: 0, onlyA: 0, onlyB: 0, neither: 0 });

export function addPair(t: PairTable, winA: boolean, winB: boolean): void {
  if (winA && winB) t.both++;
  else if (winA) t.onlyA++;
  else if (winB) t.onlyB++;
  else t.neither++;
}

export function pairCount(t: PairTable): number {
  return t.both + t.onlyA + t.onlyB + t.neither;
}

/**
 * Win rate of A minus win rate of B over paired games, with a 95% interval: Newcombe's hybrid score
 * interval for paired proportions (Newcombe 1998, "Improved confidence intervals for the difference
 * between binomial proportions based on paired data", method 10): the two Wilson intervals joined
 * with the pairs' correlation phi. It stays within [-1, 1] and keeps a width at 0 discordant pairs.
 */
export function pairedDifference(t: PairTable, z = Z95): { diff: number; low: number; high: number } | undefined {
  const n = pairCount(t);
  if (n === 0) return undefined;
  const winsA = t.both + t.onlyA;
  const winsB = t.both + t.onlyB;
  const p1 = winsA / n;
  const p2 = winsB / n;
  const a = wilson(winsA, n, z);
  const b = wilson(winsB, n, z);
  // phi of the 2x2 table; 0 when a margin is empty (Newcombe's convention).
  const den = (t.both + t.onlyA) * (t.onlyB + t.neither) * (t.both + t.onlyB) * (t.onlyA + t.neither);
  const phi = den === 0 ? 0 : (t.both * t.neither - t.onlyA * t.onlyB) / Math.sqrt(den);
  const diff = p1 - p2;
  const dl = Math.max(0, (p1 - a.low) ** 2 - 2 * phi * (p1 - a.low) * (b.high - p2) + (b.high - p2) ** 2);
  const du = Math.max(0, (a.high - p1) ** 2 - 2 * phi * (a.high - p1) * (p2 - b.low) + (p2 - b.low) ** 2);
  return { diff, low: Math.max(-1, diff - Math.sqrt(dl)), high: Math.min(1, diff + Math.sqrt(du)) };
}

/**
 * An anytime-valid 95% confidence sequence for the mean of i.i.d. observations in [-1, 1]: the
 * predictable plug-in empirical-Bernstein sequence of Waudby-Smith & Ramdas (2023, "Estimating means
 * of bounded random variables by betting", Theorem 2), applied to x = (d + 1) / 2 in [0, 1]. Being
 * valid at every n at once, it may be looked at after every observation and the sampling stopped
 * whenever it is decisive: the chance it ever excludes the true mean is at most alpha. Its width
 * follows the observed variance, so identical pairs (d = 0) narrow it fast.
 */
export class ConfidenceSequence {
  private n = 0;
  private sumX = 0; // sum of x_i
  private sumSq = 0; // sum of (x_i - mean of x_1..x_i)^2, for the variance estimate
  private sumLambda = 0;
  private sumLambdaX = 0;
  private sumPenalty = 0; // sum of v_i * psi(lambda_i)
  private readonly logTerm: number;

  /**
   * `horizon`: the number of observations, when it is fixed in advance. The bets are then tuned for that
   * n (the paper's fixed-time variant: n in place of t log(1 + t)), narrower at n, and the interval is
   * valid at n only, not at every look.
   */
  constructor(
    readonly alpha = 0.05,
    private readonly horizon?: number,
  ) {
    this.logTerm = Math.log(2 / alpha);
  }

  /** Adds one observation d in [-1, 1]. */
  add(d: number): void {
    if (!(d >= -1 && d <= 1)) throw new RangeError(`observation ${d} is outside [-1, 1]`);
    const x = (d + 1) / 2;
    const t = this.n + 1;
    // Estimates from x_1..x_{t-1} only (predictable), with the paper's priors 1/2 and 1/4.
    const mean = (0.5 + this.sumX) / t;
    const variance = (0.25 + this.sumSq) / t;
    const scale = this.horizon ?? t * Math.log(1 + t);
    const lambda = Math.min(Math.sqrt((2 * this.logTerm) / (variance * scale)), 0.75);
    const v = 4 * (x - mean) ** 2;
    this.sumPenalty += (v * (-Math.log(1 - lambda) - lambda)) / 4;
    this.sumLambda += lambda;
    this.sumLambdaX += lambda * x;
    this.n = t;
    this.sumX += x;
    this.sumSq += (x - (0.5 + this.sumX) / (t + 1)) ** 2;
  }

  get count(): number {
    return this.n;
  }

  /** The current interval for the mean of d (the whole of [-1, 1] before any observation). */
  interval(): { low: number; high: number } {
    if (this.n === 0) return { low: -1, high: 1 };
    const center = this.sumLambdaX / this.sumLambda;
    const half = (this.logTerm + this.sumPenalty) / this.sumLambda;
    return { low: Math.max(-1, 2 * (center - half) - 1), high: Math.min(1, 2 * (center + half) - 1) };
  }
}

/**
 * A compare row's verdict. "too few games" is the answer when the games do not settle the question at
 * the 5% level: more games (or, for "no difference", a wider --margin) could.
 */
export type Verdict = 'A better' | 'B better' | 'no difference' | 'too few games';

/** The level every verdict of compare is read at: a verdict is wrong with chance at most this. */
export const ALPHA = 0.05;

/**
 * What an anytime interval for A - B says: A better (it lies above 0), B better (below 0), no
 * difference (it lies within +-margin), or too few games yet. The interval covers the true difference
 * at every look with chance 1 - alpha, so each verdict is wrong with chance at most alpha (each side of
 * the interval errs with at most alpha / 2: "no difference" is a two one-sided tests' answer).
 */
export function verdictOf(ci: { low: number; high: number }, margin: number): Verdict {
  if (ci.low > 0) return 'A better';
  if (ci.high < 0) return 'B better';
  if (margin > 0 && ci.low > -margin && ci.high < margin) return 'no difference';
  return 'too few games';
}
