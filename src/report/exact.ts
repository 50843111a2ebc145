// Tests that hold at any number of games, for the verdicts of compare, baseline and the report's headline.
// The unit is a seed, not a game: games 2k and 2k+1 share their seed (the same shuffles, seats swapped),
// and their results are far from independent (with greedy pilots a deck winning one game of a seed wins
// the other more often: correlation 0.4 to 0.5 on the sample decks), so a test that counts games as
// independent claims more than the games show. Seeds are independent.
//
// The binomial sums are written here by hand, in log space, because no small, kept library offers the
// test below (a sign-flip test over units of two sizes): it needs only Binomial(n, 1/2) masses, a few lines.

/**
 * Units (seeds) by their difference D between the two sides over the unit's games, for D = -2..2: index
 * D + 2. A seed of two games where only side 1 won both has D = 2; one where side 1 won one game and the
 * sides tied the other has D = 1; a seed that both sides won or lost alike has D = 0.
 */
export type SeedDiffs = [number, number, number, number, number];

export const emptySeedDiffs = (): SeedDiffs => [0, 0, 0, 0, 0];

/** Adds a unit with difference d (-2..2). */
export function addSeedDiff(h: SeedDiffs, d: number): void {
  if (!Number.isInteger(d) || d < -2 || d > 2) throw new RangeError(`seed difference ${d} is outside -2..2`);
  h[d + 2]++;
}

export function addSeedDiffs(into: SeedDiffs, h: SeedDiffs): void {
  for (let i = 0; i < 5; i++) into[i] += h[i];
}

/** The sum of D over the units: side 1's wins minus side 2's. */
export function diffSum(h: SeedDiffs): number {
  return 2 * (h[4] - h[0]) + h[3] - h[1];
}

/** ln of Binomial(n, 1/2)'s masses at k = 0..n. */
function halfBinomialLogPmf(n: number): Float64Array {
  const out = new Float64Array(n + 1);
  let logChoose = 0;
  const base = -n * Math.LN2;
  for (let k = 0; k <= n; k++) {
    if (k > 0) logChoose += Math.log(n - k + 1) - Math.log(k);
    out[k] = logChoose + base;
  }
  return out;
}

/**
 * The exact two-sided p-value of the sign-flip test of "neither side is better" on paired units: under
 * that hypothesis each unit's D is as likely to be +d as -d, so the sum of D is a sum of independent signs
 * of the observed sizes, X + 2Y with X = 2 Bin(n1, 1/2) - n1 over the units with |D| = 1 and Y the same
 * over those with |D| = 2. p = P(|X + 2Y| >= |observed sum|). When no unit has |D| = 2 this is the exact
 * McNemar test (the two-sided binomial sign test on only-1 against only-2), and the p-value is exact at
 * every sample size: the verdict it gives is wrong with chance at most the level it is read at.
 */
export function signFlipP(h: SeedDiffs): number {
  const s = Math.abs(diffSum(h));
  if (s === 0) return 1;
  const n1 = h[1] + h[3];
  const n2 = h[0] + h[4];
  const x = halfBinomialLogPmf(n1);
  // upper[i] = P(B1 >= i), from the top down: each tail is a sum of positive terms.
  const upper = new Float64Array(n1 + 2);
  for (let i = n1; i >= 0; i--) upper[i] = upper[i + 1] + Math.exp(x[i]);
  const y = halfBinomialLogPmf(n2);
  // P(X + 2Y >= s) summed over Y's values; X >= t holds when B1 >= (t + n1) / 2.
  let tail = 0;
  for (let j = 0; j <= n2; j++) {
    const need = Math.ceil((s - 2 * (2 * j - n2) + n1) / 2);
    const px = need <= 0 ? 1 : need > n1 ? 0 : upper[need];
    tail += Math.exp(y[j]) * px;
  }
  return Math.min(1, 2 * tail); // symmetric: the lower tail is as large
}

/**
 * Hoeffding's inequality for a difference of means of independent units, each bounded: `spread` is the
 * sum over the units of (its range x its weight in the difference)^2. Returns the two-sided p-value of
 * "the true difference is 0" given the observed difference: 2 exp(-2 diff^2 / spread), at most 1. It
 * holds at any sample size and whatever the units' distribution; the price is width: it assumes each
 * unit as spread out as its range allows. Used where only totals are known (matchups.csv, the headline).
 */
export function hoeffdingP(diff: number, spread: number): number {
  if (spread <= 0) return diff === 0 ? 1 : 0;
  return Math.min(1, 2 * Math.exp((-2 * diff * diff) / spread));
}

/** The half-width h such that the Hoeffding interval diff +- h covers the true difference with 1 - alpha. */
export function hoeffdingHalfWidth(spread: number, alpha: number): number {
  return Math.sqrt((spread * Math.log(2 / alpha)) / 2);
}

/**
 * The spread (hoeffdingP) of one deck's win rate over `games` games of a pairing, counted in seeds: the
 * rate is the mean of games/2 seeds' win shares, each in [0, 1] with weight 2 / games, so the spread is
 * (games / 2) (2 / games)^2 = 2 / games. `games` 0 has no spread.
 */
export function winRateSpread(games: number): number {
  return games > 0 ? 2 / games : 0;
}

/**
 * Holm's step-down adjustment of p-values: the family of tests then wrongly rejects any true hypothesis
 * with chance at most the level the adjusted values are read at, whatever the tests' dependence. The
 * order of equal p-values is by input index, so the result depends only on the inputs.
 */
export function holm(p: readonly number[]): number[] {
  const order = p.map((v, i) => i).sort((a, b) => p[a] - p[b] || a - b);
  const out = new Array<number>(p.length);
  let running = 0;
  order.forEach((i, rank) => {
    running = Math.max(running, Math.min(1, (p.length - rank) * p[i]));
    out[i] = running;
  });
  return out;
}
