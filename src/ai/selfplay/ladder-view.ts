/**
 * The sentence under a reading's strength ladder (LadderChart.astro): how the defenders' share moves as
 * the club level searches more. Where it moves one way, the two ends say it; where a rung between them
 * lies beyond both ends (the share rises and falls again, or falls and rises), the sentence names that
 * rung too, so that a share that ends near where it began is not read as one that never moved.
 */

import { formatPercent as pct } from './stats';

export interface LadderPoint {
  /** The multiple of the club level's budget. */
  readonly factor: number;
  /** The defenders' share of all the rung's games, 0–1. */
  readonly share: number;
}

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½' };
/** A rung's budget as the page writes it: "¼ ×", "2 ×". */
export const factorText = (f: number): string => `${FRACTIONS[f] ?? f} ×`;

/** "From ¼ × the budget to 4 × it, the share rises from 58 % to 77 % at 2 × and falls to 55 %", or "goes from 51 % to 82 %". */
export function ladderPath(points: readonly LadderPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return '';
  const span = `From ${factorText(first.factor)} the budget to ${factorText(last.factor)} it, the share`;
  const inner = points.slice(1, -1);
  const whole = (p: number) => Math.round(p * 100);
  const top = Math.max(whole(first.share), whole(last.share));
  const bottom = Math.min(whole(first.share), whole(last.share));
  const peak = inner.reduce<LadderPoint | null>((m, p) => (whole(p.share) > top && (!m || p.share > m.share) ? p : m), null);
  const trough = inner.reduce<LadderPoint | null>((m, p) => (whole(p.share) < bottom && (!m || p.share < m.share) ? p : m), null);
  // The larger way out past the ends, if the share leaves them at all.
  const turn =
    peak && (!trough || whole(peak.share) - top >= bottom - whole(trough.share))
      ? { p: peak, there: 'rises', back: 'falls' }
      : trough
        ? { p: trough, there: 'falls', back: 'rises' }
        : null;
  if (!turn) return `${span} goes from ${pct(first.share)} to ${pct(last.share)}`;
  return `${span} ${turn.there} from ${pct(first.share)} to ${pct(turn.p.share)} at ${factorText(turn.p.factor)} and ${turn.back} to ${pct(last.share)}`;
}
