/**
 * The tuner's statistics on data whose answer is known: the logistic fit recovers the weights that
 * generated the data, honours weights held fixed, and the two measures give their textbook values.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/core';
import { auc, calibrate, fitLogistic, logLoss, logits, probability } from './fit';

/** Samples with features [1, a, b] and targets drawn from sigmoid(w · x). */
function synthetic(w: readonly number[], count: number, seed: number) {
  const rnd = mulberry32(seed);
  const u = () => rnd() / 4294967296;
  const x = new Float64Array(count * 3);
  const y = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const a = u() * 4 - 2;
    const b = u() * 10;
    x.set([1, a, b], i * 3);
    y[i] = u() < probability(w[0]! + w[1]! * a + w[2]! * b) ? 1 : 0;
  }
  return { x, width: 3, y };
}

describe('fitLogistic', () => {
  it('recovers the weights that generated the results', () => {
    // Within about three standard errors of 20,000 samples.
    const w = fitLogistic(synthetic([-0.5, 1.5, 0.2], 20_000, 7), { ridge: 0, intercept: 0 });
    expect(Math.abs(w[0]! - -0.5)).toBeLessThan(0.12);
    expect(Math.abs(w[1]! - 1.5)).toBeLessThan(0.08);
    expect(Math.abs(w[2]! - 0.2)).toBeLessThan(0.03);
  });

  it('keeps a fixed weight and fits the others around it', () => {
    const s = synthetic([-0.5, 1.5, 0.2], 20_000, 8);
    const w = fitLogistic(s, { ridge: 0, intercept: 0, fixed: new Map([[2, 0.2]]) });
    expect(w[2]).toBe(0.2);
    expect(w[1]).toBeCloseTo(1.5, 1);
    // Fixed far from the truth, the fit still converges and the loss is worse than the free fit.
    const off = fitLogistic(s, { ridge: 0, intercept: 0, fixed: new Map([[2, 2]]) });
    expect(off[2]).toBe(2);
    const loss = (v: Float64Array) => logLoss(Array.from(logits(s, v), probability), s.y);
    expect(Number.isFinite(loss(off))).toBe(true);
    expect(loss(off)).toBeGreaterThan(loss(w));
  });

  it('shrinks the weights under a ridge penalty and gives a constant feature no weight', () => {
    const s = synthetic([0, 1.5, 0], 2_000, 9);
    const free = fitLogistic(s, { ridge: 0, intercept: 0 });
    const tight = fitLogistic(s, { ridge: 0.5, intercept: 0 });
    expect(Math.abs(tight[1]!)).toBeLessThan(Math.abs(free[1]!));
    const constant = { ...s, x: s.x.map((v, i) => (i % 3 === 2 ? 5 : v)) };
    expect(fitLogistic(constant, { ridge: 0, intercept: 0 })[2]).toBe(0);
  });
});

describe('measures', () => {
  it('AUC is 1 for a perfect ranking, 0 for a reversed one, 0.5 for ties, and ignores draws', () => {
    expect(auc([1, 2, 3, 4], [0, 0, 1, 1])).toBe(1);
    expect(auc([4, 3, 2, 1], [0, 0, 1, 1])).toBe(0);
    expect(auc([1, 1, 1, 1], [0, 1, 0, 1])).toBe(0.5);
    expect(auc([1, 9, 2, 3], [0, 0.5, 1, 1])).toBe(1);
    expect(auc([1, 2], [1, 1])).toBe(0.5);
  });

  it('log-loss is ln 2 for a coin and small for confident right answers', () => {
    expect(logLoss([0.5, 0.5], [0, 1])).toBeCloseTo(Math.LN2, 12);
    expect(logLoss([0.99, 0.01], [1, 0])).toBeCloseTo(-Math.log(0.99), 12);
    expect(Number.isFinite(logLoss([0, 1], [1, 0]))).toBe(true);
  });

  it('calibrate finds the scale of a score in points', () => {
    const rnd = mulberry32(3);
    const score: number[] = [];
    const y: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const s = (rnd() / 4294967296) * 2000 - 1000;
      score.push(s);
      y.push(rnd() / 4294967296 < probability(s / 250) ? 1 : 0);
    }
    const cal = calibrate(score, y);
    expect(1 / cal.slope).toBeGreaterThan(225);
    expect(1 / cal.slope).toBeLessThan(275);
    expect(Math.abs(cal.intercept)).toBeLessThan(0.1);
  });
});
