import { describe, expect, it } from 'vitest';
import {
  addGame,
  beyondChance,
  differenceOf,
  emptyTally,
  formatBound,
  formatInterval,
  formatRange,
  histogram,
  lengthStats,
  ratesOf,
  tallyOf,
  wilson,
} from './stats';
import type { GameSummary } from './selfplay';

const game = (seed: number, winner: GameSummary['winner'], plies: number): GameSummary => ({
  seed,
  winner,
  reason: winner === 'attackers' ? 'king-captured' : winner === 'defenders' ? 'escape' : 'repetition',
  plies,
  nodes: 0,
});

describe('wilson', () => {
  it('matches published values', () => {
    // 71 of 100: 0.6146–0.7899 (Wilson score interval, z = 1.96, worked by hand).
    const w = wilson(71, 100);
    expect(w.p).toBeCloseTo(0.71, 10);
    expect(w.lo).toBeCloseTo(0.6146, 3);
    expect(w.hi).toBeCloseTo(0.7899, 3);
    // 0 of 10 still has an upper bound above zero.
    expect(wilson(0, 10).lo).toBe(0);
    expect(wilson(0, 10).hi).toBeCloseTo(0.2775, 3);
    expect(wilson(10, 10).hi).toBeCloseTo(1, 12);
    expect(wilson(0, 0)).toEqual({ p: 0, lo: 0, hi: 1 });
  });

  it('narrows as games are added', () => {
    const a = wilson(30, 40);
    const b = wilson(300, 400);
    expect(b.hi - b.lo).toBeLessThan(a.hi - a.lo);
  });
});

describe('the difference of two proportions', () => {
  it('matches Newcombe’s published intervals (his method 10, Statistics in Medicine 17, 1998, table II)', () => {
    const cases: [number, number, number, number, number, number][] = [
      [56, 70, 48, 80, 0.0524, 0.3339],
      [9, 10, 3, 10, 0.1705, 0.809],
      [5, 56, 0, 29, -0.0381, 0.1926],
    ];
    for (const [a, n, b, m, lo, hi] of cases) {
      const d = differenceOf(wilson(a, n), wilson(b, m));
      expect(d.d).toBeCloseTo(a / n - b / m, 10);
      expect(d.lo).toBeCloseTo(lo, 3);
      expect(d.hi).toBeCloseTo(hi, 3);
    }
    // The first two leave out zero; the third, five of 56 against none of 29, does not.
    expect(beyondChance(differenceOf(wilson(56, 70), wilson(48, 80)))).toBe(true);
    expect(beyondChance(differenceOf(wilson(48, 80), wilson(56, 70)))).toBe(true);
    expect(beyondChance(differenceOf(wilson(5, 56), wilson(0, 29)))).toBe(false);
  });
});

describe('tallies', () => {
  const games = [game(1, 'attackers', 40), game(2, 'defenders', 61), game(3, null, 100), game(4, 'attackers', 52)];

  it('count wins, draws, reasons and lengths', () => {
    const t = tallyOf(games);
    expect(t).toMatchObject({ games: 4, attackers: 2, defenders: 1, draws: 1, lengths: [40, 61, 100, 52] });
    expect(t.reasons['king-captured']).toBe(2);
    expect(t.reasons.escape).toBe(1);
    expect(t.reasons.repetition).toBe(1);
    expect(t.reasons['move-limit']).toBe(0);
    expect(ratesOf(t).attackers.p).toBe(0.5);
    expect(emptyTally().games).toBe(0);
    // addGame does not change the tally it is given.
    const e = emptyTally();
    addGame(e, games[0]!);
    expect(e.games).toBe(0);
  });

  it('summarise lengths', () => {
    expect(lengthStats([])).toBeNull();
    expect(lengthStats([40, 61, 100, 52])).toEqual({ min: 40, median: 56.5, mean: 63.25, max: 100 });
  });

  it('bin lengths in round widths that cover every game', () => {
    const bins = histogram([40, 61, 100, 52], 10);
    expect(bins[0]!.from).toBe(0);
    const width = bins[0]!.to - bins[0]!.from;
    expect([1, 2, 5, 10, 20, 25, 50, 100]).toContain(width);
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(4);
    expect(bins[bins.length - 1]!.to).toBeGreaterThan(100);
    expect(histogram([])).toEqual([]);
  });

  it('format an interval in whole percent', () => {
    expect(formatInterval(wilson(71, 100))).toBe('71 % (61–79 %)');
    // A bound next to one half keeps a decimal, so an interval that excludes one half never reads as
    // reaching it: 21 defenders' wins of 57 decided (the deeper player's Cyningstan games) favour the attackers.
    const near = wilson(21, 57);
    expect(near.hi).toBeLessThan(0.5);
    expect(formatInterval(near)).toBe('37 % (26–49.8 %)');
    expect(formatBound(0.5)).toBe('50');
    expect(formatBound(0.5049)).toBe('50.5');
    expect(formatBound(0.4951)).toBe('49.5');
    expect(formatRange({ lo: 0.2, hi: 0.51 })).toBe('20–51 %');
  });
});
