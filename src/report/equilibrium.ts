// The metagame of a round robin: the mix of decks that no deck can exploit, i.e. the maximin strategy of
// the two-player zero-sum game whose payoff is the row deck's score against the column deck. Solved
// exactly as a linear program. A small tableau simplex is written here rather than taking a package:
// the programs have one row and column per deck (a few dozen at most), the textbook reduction of a
// matrix game to "maximise sum y subject to A y <= 1, y >= 0" starts from a feasible slack basis (no
// phase one), and Bland's rule rules out cycling, so the whole method fits in a page.

export interface Equilibrium {
  /** Share of each deck (row order) in the mix; sums to 1. */
  mix: number[];
  /** The mix's worst expected score against any single deck: the value of the game. */
  value: number;
}

const EPS = 1e-12;

/**
 * The maximin mix of the row player for `score[i][j]` (row i's expected score against column j, in
 * [0, 1]; 0.5 on the diagonal for a mirror). Every row must have as many entries as there are rows.
 */
export function equilibrium(score: readonly (readonly number[])[]): Equilibrium {
  const n = score.length;
  if (n === 0) throw new RangeError('equilibrium: empty matrix');
  for (const row of score)
    if (row.length !== n || row.some((x) => !Number.isFinite(x)))
      throw new RangeError('equilibrium: the matrix must be square and finite');
  // Shift every payoff above 0 so the game's value is positive; the mix does not change.
  let min = Infinity;
  for (const row of score) for (const x of row) min = Math.min(min, x);
  const shift = 1 - min;
  // Tableau of the column player's program: max sum y, A y + s = 1. Rows 0..n-1 constraints, row n the
  // objective (reduced costs); columns 0..n-1 y, n..2n-1 slacks, 2n the right-hand side.
  const w = 2 * n + 1;
  const T = Array.from({ length: n + 1 }, () => new Float64Array(w));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) T[i][j] = score[i][j] + shift;
    T[i][n + i] = 1;
    T[i][2 * n] = 1;
  }
  for (let j = 0; j < n; j++) T[n][j] = -1;
  const basis = Array.from({ length: n }, (_, i) => n + i);
  for (let iter = 0; iter < 10_000; iter++) {
    // Bland: the lowest-indexed column with a negative reduced cost enters...
    let enter = -1;
    for (let j = 0; j < 2 * n; j++)
      if (T[n][j] < -EPS) {
        enter = j;
        break;
      }
    if (enter < 0) break;
    // ...and of the rows with the smallest ratio, the one whose basic variable has the lowest index leaves.
    let leave = -1;
    let best = Infinity;
    for (let i = 0; i < n; i++) {
      if (T[i][enter] <= EPS) continue;
      const ratio = T[i][2 * n] / T[i][enter];
      if (ratio < best - EPS || (Math.abs(ratio - best) <= EPS && basis[i] < basis[leave])) {
        best = ratio;
        leave = i;
      }
    }
    if (leave < 0) throw new Error('equilibrium: unbounded program (cannot happen for positive payoffs)');
    pivot(T, leave, enter);
    basis[leave] = enter;
  }
  // The row player's program is the dual: its solution is the objective row under the slack columns.
  const u = Array.from({ length: n }, (_, i) => Math.max(0, T[n][n + i]));
  const total = u.reduce((a, b) => a + b, 0);
  const mix = u.map((x) => x / total);
  return { mix, value: 1 / total - shift };
}

function pivot(T: Float64Array[], r: number, c: number): void {
  const row = T[r];
  const p = row[c];
  for (let j = 0; j < row.length; j++) row[j] /= p;
  for (let i = 0; i < T.length; i++) {
    if (i === r) continue;
    const f = T[i][c];
    if (f === 0) continue;
    for (let j = 0; j < row.length; j++) T[i][j] -= f * row[j];
  }
}
