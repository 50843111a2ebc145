// Logistic regression by Newton's method with a Gaussian prior, for fitting the evaluation's weights
// (fit-eval). Written here: the problem is small (tens of features, tens of thousands of rows), the
// npm libraries for it are either unmaintained or pull in a matrix package, and the fit must be
// deterministic to the bit (a fixed order of sums, no random starts).

export interface LogisticData {
  /** Row-major features: rows x width. */
  x: Float64Array;
  /** Outcome of each row in [0, 1] (0.5 for a draw). */
  y: Float64Array;
  rows: number;
  width: number;
}

export interface LogisticFit {
  beta: Float64Array;
  iterations: number;
  /** Mean log-loss of the rows at the fit (nats). */
  logLoss: number;
}

/**
 * The coefficients maximising the log-likelihood of `data` plus a Gaussian prior centred on `prior` with
 * precision `lambda` per coefficient (so rare features stay near the prior): Newton steps until the largest
 * change is below 1e-9 or 50 steps. No intercept: features are differences between the two sides.
 */
export function fitLogistic(data: LogisticData, prior: Float64Array, lambda: number): LogisticFit {
  const { x, y, rows, width } = data;
  const beta = Float64Array.from(prior);
  const grad = new Float64Array(width);
  const hess = new Float64Array(width * width);
  let it = 0;
  for (; it < 50; it++) {
    for (let j = 0; j < width; j++) grad[j] = -lambda * (beta[j] - prior[j]);
    hess.fill(0);
    for (let j = 0; j < width; j++) hess[j * width + j] = lambda;
    for (let r = 0; r < rows; r++) {
      const o = r * width;
      const p = sigmoid(dotRow(x, o, beta, width));
      const err = y[r] - p;
      const w = p * (1 - p);
      for (let j = 0; j < width; j++) {
        const xj = x[o + j];
        if (xj === 0) continue;
        grad[j] += err * xj;
        for (let k = j; k < width; k++) hess[j * width + k] += w * xj * x[o + k];
      }
    }
    for (let j = 0; j < width; j++) for (let k = 0; k < j; k++) hess[j * width + k] = hess[k * width + j];
    const step = solveSpd(hess, grad, width);
    let largest = 0;
    for (let j = 0; j < width; j++) {
      beta[j] += step[j];
      largest = Math.max(largest, Math.abs(step[j]));
    }
    if (largest < 1e-9) break;
  }
  return { beta, iterations: it + 1, logLoss: meanLogLoss(data, beta) };
}

/** Mean log-loss of `beta` on `data` (nats). */
export function meanLogLoss(data: LogisticData, beta: Float64Array): number {
  let sum = 0;
  for (let r = 0; r < data.rows; r++) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(dotRow(data.x, r * data.width, beta, data.width))));
    sum -= data.y[r] * Math.log(p) + (1 - data.y[r]) * Math.log(1 - p);
  }
  return sum / Math.max(1, data.rows);
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function dotRow(x: Float64Array, o: number, beta: Float64Array, width: number): number {
  let s = 0;
  for (let j = 0; j < width; j++) s += x[o + j] * beta[j];
  return s;
}

/** Solves A s = b for a symmetric positive definite A (Cholesky); A is left unchanged. */
function solveSpd(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * n + j];
      for (let k = 0; k < j; k++) s -= l[i * n + k] * l[j * n + k];
      if (i === j) l[i * n + i] = Math.sqrt(Math.max(s, 1e-12));
      else l[i * n + j] = s / l[j * n + j];
    }
  }
  const z = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i];
    for (let k = 0; k < i; k++) s -= l[i * n + k] * z[k];
    z[i] = s / l[i * n + i];
  }
  const out = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = z[i];
    for (let k = i + 1; k < n; k++) s -= l[k * n + i] * out[k];
    out[i] = s / l[i * n + i];
  }
  return out;
}
