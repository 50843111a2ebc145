// Statistics of agents compared like chess engines (compare-agents): A's score, the Elo difference, and
// a sequential probability ratio test, over game pairs (the two games of one seed, agents swapped).
// The model is fishtest's (Stockfish's testing framework, official-stockfish/fishtest,
// server/fishtest/stats/LLRcalc.py LLR_logistic and stat_util.py SPRT): a pair's result is one of
// five (pentanomial: A's points 0, 0.5, 1, 1.5 or 2), and the test compares two hypotheses on the
// expected score with the generalized log-likelihood ratio of Van den Bergh ("Maximum likelihood
// estimation for multinomial distributions with a given expectation value",
// https://www.cantate.be/Fishtest/support_MLE_multinomial.pdf, Proposition 1.1).
import { Z95 } from './stats.js';

/**
 * Counts of results by A's points in steps of a half: [0, 0.5, ..., 1] for one game (trinomial: loss, draw, win) or
 * [0, 0.5, 1, 1.5, 2] for a pair (pentanomial). An observation's score is its index / (length - 1).
 */
export type Results = number[];

export const emptyPentanomial = (): Results => [0, 0, 0, 0, 0];

/** Adds a pair of games to a pentanomial, each game's A points as 0, 0.5 or 1. */
export function addPairResult(r: Results, points1: number, points2: number): void {
  r[Math.round(2 * (points1 + points2))]++;
}

export function observations(r: Results): number {
  return r.reduce((a, b) => a + b, 0);
}

/** A's mean score per game (wins + draws / 2, over games), or undefined without results. */
export function meanScore(r: Results): number | undefined {
  const n = observations(r);
  if (n === 0) return undefined;
  return r.reduce((s, c, i) => s + (c * i) / (r.length - 1), 0) / n;
}

/** Logistic Elo difference of a score: -400 log10(1/s - 1), held within +-1200 (a score within 0.001 of 0 or 1). */
export function eloOf(score: number): number {
  const s = Math.min(Math.max(score, 1e-3), 1 - 1e-3);
  return -400 * Math.log10(1 / s - 1) + 0; // + 0: an even score is 0, not -0
}

/** The expected score at an Elo difference: 1 / (1 + 10^(-elo/400)). */
export function scoreOf(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

/** fishtest's regularization: an empty category counts 0.001, so the LLR takes no log of 0. */
function regularize(r: Results): Results {
  return r.map((c) => (c === 0 ? 1e-3 : c));
}

/** (value, probability) of each category: the empirical distribution of the observations' scores. */
function distribution(r: Results): { a: number[]; p: number[] } {
  const n = observations(r);
  return { a: r.map((_, i) => i / (r.length - 1)), p: r.map((c) => c / n) };
}

export interface ScoreEstimate {
  /** A's mean score per game. */
  score: number;
  low: number;
  high: number;
  elo: number;
  eloLow: number;
  eloHigh: number;
}

/**
 * A's score with its 95% interval, and the Elo difference with its interval (the score's bounds in Elo). The score is
 * exact (wins + draws / 2, over games). The interval is the normal one over the observations (pairs), whose variance
 * counts what the two games of a seed share, with Agresti and Coull's small-sample correction ("Approximate is better
 * than exact", 1998): z^2/2 pseudo-observations at each end of the scale (score 0 and score 1) are added first, so a
 * handful of pairs all won, or all split, still gets an interval of honest width.
 */
export function scoreEstimate(r: Results, z = Z95): ScoreEstimate | undefined {
  const score = meanScore(r);
  if (score === undefined) return undefined;
  const plus = [...r];
  plus[0] += (z * z) / 2;
  plus[plus.length - 1] += (z * z) / 2;
  const n = observations(plus);
  const { a, p } = distribution(plus);
  const mu = a.reduce((s, x, i) => s + x * p[i], 0);
  const variance = a.reduce((s, x, i) => s + p[i] * (x - mu) ** 2, 0);
  const half = z * Math.sqrt(variance / n);
  const low = Math.max(0, mu - half);
  const high = Math.min(1, mu + half);
  return { score, low, high, elo: eloOf(score), eloLow: eloOf(low), eloHigh: eloOf(high) };
}

/**
 * The maximum-likelihood distribution on the values `a` with expectation `s`, given observed probabilities `p`
 * (Van den Bergh, Proposition 1.1): p_i / (1 + x (a_i - s)), x the root of sum p_i (a_i - s) / (1 + x (a_i - s)) = 0
 * on the interval where every weight is positive. The sum falls as x grows, so bisection finds the root (100 halvings
 * reach double precision), with the same steps on every machine.
 */
function mleWithMean(a: number[], p: number[], s: number): number[] {
  const b = a.map((x) => x - s);
  const f = (x: number) => b.reduce((sum, bi, i) => sum + (p[i] * bi) / (1 + x * bi), 0);
  const eps = 1e-9;
  let lo = -1 / Math.max(...b) + eps;
  let hi = -1 / Math.min(...b) - eps;
  for (let k = 0; k < 100; k++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  const x = (lo + hi) / 2;
  return p.map((pi, i) => pi / (1 + x * b[i]));
}

/**
 * The generalized log-likelihood ratio of "A's Elo difference is elo1" against "it is elo0" for these results
 * (fishtest's LLR_logistic): N * sum p_i log(p1_i / p0_i), where p0 and p1 are the maximum-likelihood distributions
 * with expected score L(elo0) and L(elo1). 0 without results.
 */
export function llr(r: Results, elo0: number, elo1: number): number {
  if (observations(r) === 0) return 0;
  const reg = regularize(r);
  const n = observations(reg);
  const { a, p } = distribution(reg);
  const p0 = mleWithMean(a, p, scoreOf(elo0));
  const p1 = mleWithMean(a, p, scoreOf(elo1));
  return n * p.reduce((sum, pi, i) => sum + pi * (Math.log(p1[i]) - Math.log(p0[i])), 0);
}

/** Wald's bounds of the SPRT: H1 is accepted once the LLR reaches log((1-beta)/alpha), H0 at log(beta/(1-alpha)). */
export function sprtBounds(alpha: number, beta: number): { lower: number; upper: number } {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

export interface SprtOptions {
  elo0: number;
  elo1: number;
  alpha: number;
  beta: number;
}

export type SprtVerdict = 'H1' | 'H0' | 'undecided';

/** Where an LLR stands: H1 (A is elo1 stronger) at or past the upper bound, H0 (elo0) at or past the lower. */
export function sprtVerdict(value: number, o: SprtOptions): SprtVerdict {
  const { lower, upper } = sprtBounds(o.alpha, o.beta);
  if (value >= upper) return 'H1';
  if (value <= lower) return 'H0';
  return 'undecided';
}
