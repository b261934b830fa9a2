/**
 * Counting self-play: wins and draws with 95 % Wilson score intervals, end reasons, and the
 * distribution of game lengths. Pure functions over GameSummary lists, shared by the lab page,
 * the command line and the pages that show the precomputed results.
 */
import { END_REASONS, type EndReason, type GameSummary } from './selfplay';

export interface Interval {
  /** Proportion, 0..1. */
  readonly p: number;
  readonly lo: number;
  readonly hi: number;
}

/** The Wilson score interval for k successes in n trials (z = 1.96 for 95 %). */
export function wilson(k: number, n: number, z = 1.959964): Interval {
  if (n <= 0) return { p: 0, lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** A difference between two proportions, with its 95 % interval (both in -1..1). */
export interface Difference {
  readonly d: number;
  readonly lo: number;
  readonly hi: number;
}

/**
 * The interval for the difference a.p − b.p of two independent proportions, from their Wilson intervals
 * (Newcombe's hybrid score interval, his method 10): it leaves out zero when chance alone would seldom give
 * so large a gap.
 */
export function differenceOf(a: Interval, b: Interval): Difference {
  const d = a.p - b.p;
  return { d, lo: d - Math.hypot(a.p - a.lo, b.hi - b.p), hi: d + Math.hypot(a.hi - a.p, b.p - b.lo) };
}

/** True when a difference's interval leaves out zero. */
export const beyondChance = (x: Difference): boolean => x.lo > 0 || x.hi < 0;

export interface Tally {
  readonly games: number;
  readonly attackers: number;
  readonly defenders: number;
  readonly draws: number;
  readonly reasons: { readonly [R in EndReason]: number };
  /** Plies of each game, in the order the games finished. */
  readonly lengths: readonly number[];
}

export const emptyTally = (): Tally => ({
  games: 0,
  attackers: 0,
  defenders: 0,
  draws: 0,
  reasons: Object.fromEntries(END_REASONS.map((r) => [r, 0])) as Tally['reasons'],
  lengths: [],
});

/** Adds one finished game (returns a new tally). */
export function addGame(t: Tally, g: GameSummary): Tally {
  return {
    games: t.games + 1,
    attackers: t.attackers + (g.winner === 'attackers' ? 1 : 0),
    defenders: t.defenders + (g.winner === 'defenders' ? 1 : 0),
    draws: t.draws + (g.winner === null ? 1 : 0),
    reasons: { ...t.reasons, [g.reason]: t.reasons[g.reason] + 1 },
    lengths: [...t.lengths, g.plies],
  };
}

export const tallyOf = (games: readonly GameSummary[]): Tally => games.reduce(addGame, emptyTally());

export interface Rates {
  readonly attackers: Interval;
  readonly defenders: Interval;
  readonly draws: Interval;
}

export const ratesOf = (t: Tally): Rates => ({
  attackers: wilson(t.attackers, t.games),
  defenders: wilson(t.defenders, t.games),
  draws: wilson(t.draws, t.games),
});

export interface LengthStats {
  readonly min: number;
  readonly median: number;
  readonly mean: number;
  readonly max: number;
}

export function lengthStats(lengths: readonly number[]): LengthStats | null {
  if (lengths.length === 0) return null;
  const s = [...lengths].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return { min: s[0]!, median, mean: s.reduce((a, b) => a + b, 0) / s.length, max: s[s.length - 1]! };
}

export interface Bin {
  /** Plies from (inclusive) to (exclusive). */
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/** A histogram of game lengths in `bins` equal bins of a round width. */
export function histogram(lengths: readonly number[], bins = 12): Bin[] {
  if (lengths.length === 0) return [];
  const max = Math.max(...lengths);
  const raw = Math.max(1, Math.ceil((max + 1) / bins));
  const nice = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000].find((w) => w >= raw) ?? raw;
  const n = Math.ceil((max + 1) / nice);
  const out: Bin[] = Array.from({ length: n }, (_, i) => ({ from: i * nice, to: (i + 1) * nice, count: 0 }));
  for (const l of lengths) {
    const i = Math.floor(l / nice);
    out[i] = { ...out[i]!, count: out[i]!.count + 1 };
  }
  return out;
}

/** "71 %": a proportion in whole percent. */
export const formatPercent = (p: number): string => `${Math.round(p * 100)} %`;

/**
 * An interval's bound in percent, whole unless it would read 50 without being one half: a bound just
 * below or above one half keeps a decimal (49.6), so that an interval that excludes one half, which is
 * what makes a side favoured (verdict.ts), never reads as reaching it.
 */
export const formatBound = (x: number): string => {
  const whole = Math.round(x * 100);
  return whole === 50 && x !== 0.5 ? (x * 100).toFixed(1) : String(whole);
};

/** "67–75 %": an interval in percent (formatBound). */
export const formatRange = (i: Pick<Interval, 'lo' | 'hi'>): string => `${formatBound(i.lo)}–${formatBound(i.hi)} %`;

/** "71 % (67–75 %)": a proportion and its interval in whole percent (a bound next to one half keeps a decimal). */
export const formatInterval = (i: Interval): string => `${formatPercent(i.p)} (${formatRange(i)})`;
