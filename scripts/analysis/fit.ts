/**
 * The statistics of tuning: a logistic regression fitted by Newton's method (iteratively reweighted
 * least squares, with a ridge penalty on standardised features), and the two measures of how well a
 * score predicts a game's result, log-loss and the area under the ROC curve. Labels may be soft
 * (0 to 1), as temporal-difference targets are.
 */

export interface Samples {
  /** Row-major features, `width` per sample. */
  readonly x: Float64Array;
  readonly width: number;
  /** Targets from 0 (the attackers won) to 1 (the defenders won). */
  readonly y: Float64Array;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));
const EPS = 1e-12;

/** Mean cross-entropy of probabilities p against targets y (natural log). */
export function logLoss(p: ArrayLike<number>, y: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < y.length; i++) {
    const q = Math.min(1 - EPS, Math.max(EPS, p[i]!));
    s -= y[i]! * Math.log(q) + (1 - y[i]!) * Math.log(1 - q);
  }
  return s / Math.max(1, y.length);
}

/**
 * The chance that a random defenders' win scores higher than a random attackers' win (ties count
 * half); targets of exactly 0.5 (draws) take no part. 0.5 is no better than a coin.
 */
export function auc(score: ArrayLike<number>, y: ArrayLike<number>): number {
  const idx: number[] = [];
  for (let i = 0; i < y.length; i++) if (y[i] !== 0.5) idx.push(i);
  idx.sort((a, b) => score[a]! - score[b]!);
  let pos = 0;
  let neg = 0;
  let rankSum = 0;
  for (let i = 0; i < idx.length; ) {
    let j = i;
    while (j < idx.length && score[idx[j]!] === score[idx[i]!]) j++;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) {
      if (y[idx[k]!]! > 0.5) {
        pos++;
        rankSum += rank;
      } else neg++;
    }
    i = j;
  }
  if (pos === 0 || neg === 0) return 0.5;
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}

/** Solves A x = b for a symmetric positive definite A (n × n, row-major) by Cholesky; A is overwritten. */
function solve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  for (let j = 0; j < n; j++) {
    let d = a[j * n + j]!;
    for (let k = 0; k < j; k++) d -= a[j * n + k]! ** 2;
    d = Math.sqrt(Math.max(d, 1e-12));
    a[j * n + j] = d;
    for (let i = j + 1; i < n; i++) {
      let s = a[i * n + j]!;
      for (let k = 0; k < j; k++) s -= a[i * n + k]! * a[j * n + k]!;
      a[i * n + j] = s / d;
    }
  }
  const z = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= a[i * n + k]! * z[k]!;
    z[i] = s / a[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = z[i]!;
    for (let k = i + 1; k < n; k++) s -= a[k * n + i]! * x[k]!;
    x[i] = s / a[i * n + i]!;
  }
  return x;
}

export interface FitOptions {
  /** Ridge penalty per standardised feature, as a share of the sample count. */
  readonly ridge: number;
  /** Features whose weight is given, not fitted (their part of each logit is an offset). */
  readonly fixed?: ReadonlyMap<number, number>;
  /** Feature without penalty (the intercept). */
  readonly intercept?: number;
  readonly iterations?: number;
}

/**
 * Fits logit P(target) = w · x. Features are standardised inside (so the ridge treats them alike)
 * and the weights returned are per raw unit. A feature that never varies gets weight zero unless it
 * is the intercept.
 */
export function fitLogistic(s: Samples, opts: FitOptions): Float64Array {
  const { x, width: n, y } = s;
  const m = y.length;
  const mean = new Float64Array(n);
  const sd = new Float64Array(n);
  for (let i = 0; i < m; i++) for (let j = 0; j < n; j++) mean[j] = mean[j]! + x[i * n + j]! / m;
  for (let i = 0; i < m; i++) for (let j = 0; j < n; j++) sd[j] = sd[j]! + (x[i * n + j]! - mean[j]!) ** 2 / m;
  const active: number[] = [];
  for (let j = 0; j < n; j++) {
    sd[j] = Math.sqrt(sd[j]!);
    if (j === opts.intercept) active.push(j);
    else if (sd[j]! > 1e-9 && !opts.fixed?.has(j)) active.push(j);
  }
  const offset = new Float64Array(m);
  if (opts.fixed) for (let i = 0; i < m; i++) for (const [j, v] of opts.fixed) offset[i] = offset[i]! + v * x[i * n + j]!;
  const k = active.length;
  // Standardised design: column c is (x - mean) / sd, the intercept stays 1.
  const z = new Float64Array(m * k);
  for (let i = 0; i < m; i++)
    for (let c = 0; c < k; c++) {
      const j = active[c]!;
      z[i * k + c] = j === opts.intercept ? 1 : (x[i * n + j]! - mean[j]!) / sd[j]!;
    }
  const beta = new Float64Array(k);
  const lambda = opts.ridge * m;
  const objective = (b: Float64Array): number => {
    let loss = 0;
    for (let i = 0; i < m; i++) {
      let t = offset[i]!;
      for (let c = 0; c < k; c++) t += b[c]! * z[i * k + c]!;
      // -[y log p + (1-y) log(1-p)] = log(1 + e^t) - y t, computed stably.
      loss += (t > 0 ? t + Math.log1p(Math.exp(-t)) : Math.log1p(Math.exp(t))) - y[i]! * t;
    }
    for (let c = 0; c < k; c++) if (active[c] !== opts.intercept) loss += (lambda / 2) * b[c]! ** 2;
    return loss;
  };
  let current = objective(beta);
  for (let it = 0; it < (opts.iterations ?? 50); it++) {
    const h = new Float64Array(k * k);
    const g = new Float64Array(k);
    for (let i = 0; i < m; i++) {
      let t = offset[i]!;
      for (let c = 0; c < k; c++) t += beta[c]! * z[i * k + c]!;
      const p = sigmoid(t);
      const r = y[i]! - p;
      const v = Math.max(p * (1 - p), 1e-6);
      for (let c = 0; c < k; c++) {
        const zc = z[i * k + c]!;
        g[c] = g[c]! + r * zc;
        for (let d = 0; d <= c; d++) h[c * k + d] = h[c * k + d]! + v * zc * z[i * k + d]!;
      }
    }
    for (let c = 0; c < k; c++) {
      for (let d = 0; d < c; d++) h[d * k + c] = h[c * k + d]!;
      if (active[c] !== opts.intercept) {
        h[c * k + c] = h[c * k + c]! + lambda;
        g[c] = g[c]! - lambda * beta[c]!;
      }
    }
    const step = solve(h, g, k);
    // Damped Newton: halve the step until the objective falls.
    let t = 1;
    let next = beta;
    let value = current;
    for (let tries = 0; tries < 30; tries++, t /= 2) {
      next = beta.map((b, c) => b + t * step[c]!);
      value = objective(next);
      if (value <= current) break;
    }
    if (value > current) break;
    let size = 0;
    for (let c = 0; c < k; c++) size = Math.max(size, Math.abs(next[c]! - beta[c]!));
    beta.set(next);
    const gain = current - value;
    current = value;
    if (size < 1e-7 || gain < 1e-10 * m) break;
  }
  // Back to raw units: w_j = beta_c / sd_j, and the intercept absorbs the means.
  const w = new Float64Array(n);
  let shift = 0;
  for (let c = 0; c < k; c++) {
    const j = active[c]!;
    if (j === opts.intercept) continue;
    w[j] = beta[c]! / sd[j]!;
    shift += (beta[c]! * mean[j]!) / sd[j]!;
  }
  if (opts.intercept !== undefined) {
    const c = active.indexOf(opts.intercept);
    w[opts.intercept] = (c >= 0 ? beta[c]! : 0) - shift;
  }
  if (opts.fixed) for (const [j, v] of opts.fixed) w[j] = v;
  return w;
}

/** The logit of each sample under w. */
export function logits(s: Samples, w: ArrayLike<number>): Float64Array {
  const out = new Float64Array(s.y.length);
  for (let i = 0; i < out.length; i++) {
    let t = 0;
    for (let j = 0; j < s.width; j++) t += w[j]! * s.x[i * s.width + j]!;
    out[i] = t;
  }
  return out;
}

/** P = sigmoid(intercept + slope × score): how a score in points reads as a chance of winning. */
export interface Calibration {
  readonly intercept: number;
  readonly slope: number;
}

/** The calibration that fits best (a two-parameter logistic regression on the score). */
export function calibrate(score: ArrayLike<number>, y: ArrayLike<number>): Calibration {
  const x = new Float64Array(score.length * 2);
  for (let i = 0; i < score.length; i++) {
    x[i * 2] = 1;
    x[i * 2 + 1] = score[i]!;
  }
  const w = fitLogistic({ x, width: 2, y: Float64Array.from(y) }, { ridge: 0, intercept: 0 });
  return { intercept: w[0]!, slope: w[1]! };
}

/** Probabilities of the scores under a calibration. */
export const calibrated = (score: ArrayLike<number>, cal: Calibration): Float64Array =>
  Float64Array.from({ length: score.length }, (_, i) => sigmoid(cal.intercept + cal.slope * score[i]!));

export const probability = sigmoid;
