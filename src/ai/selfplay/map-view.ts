/**
 * What a reading's rule-effect map shows (rule-map.ts): for each cell played, the defenders' share of
 * the games won by either side with its 95 % interval (as the verdict counts it, verdict.ts), how far it
 * moved from the reading's own result, and which single change brings the reading nearest to even.
 * Pure: the component (RuleEffectMap.astro) and the tests give it the files.
 */
import { valueName } from '../../engine';
import type { BalanceFile } from './balance';
import type { MapResult } from './balance-data';
import { changeInWords, mapOf, type MapCell, type MapGap, type MapRule } from './rule-map';
import { formatRange, type Interval } from './stats';
import { defendersOfDecided } from './verdict';

export interface MapRow {
  readonly cell: MapCell;
  /** The change in words, for the table. */
  readonly words: string;
  /** The change in two or three words, for the chart. */
  readonly short: string;
  readonly games: number;
  /** Games won by either side. */
  readonly decided: number;
  readonly share: Interval;
  /** The change in the defenders' share from the reading's own result, in points (−100 to 100). */
  readonly effect: number;
  /** Whether the interval leaves out the reading's own share: the change moved it beyond chance. */
  readonly clear: boolean;
  readonly atLimit: number;
}

export interface MapView {
  readonly preset: string;
  readonly base: { readonly games: number; readonly decided: number; readonly share: Interval };
  readonly rows: readonly MapRow[];
  /** Disputed rules with no cell, and why. */
  readonly gaps: readonly MapGap[];
  /** Cells the map has that have not been played yet. */
  readonly missing: readonly MapCell[];
  /** The row whose share is nearest one half (the first, on a tie), or null with no rows. */
  readonly nearest: MapRow | null;
  /** The row whose share moved furthest from the reading's own, or null with no rows. */
  readonly largest: MapRow | null;
}

const SHORT: { readonly [K in MapRule]: Readonly<Record<string, string>> } = {
  firstMover: { attackers: 'attackers first', defenders: 'defenders first' },
  kingCapture: { 'two-sided': 'king taken by two', 'four-sided': 'king taken by four', 'throne-strong': 'king strong at centre' },
  cornerShape: {
    single: '4 corner squares',
    block: '16 corner squares',
    'block-minus-corner': '12 corner squares',
    removed: 'corners cut away',
  },
  kingArmed: { none: 'king unarmed', both: 'king armed' },
  kingGoal: { edge: 'edge escape', corner: 'corner escape' },
  evangelists: { jump: 'Evangelists jump', ordinary: 'Evangelists ordinary' },
};

export const shortInWords = (cell: Pick<MapCell, 'key' | 'value'>): string =>
  SHORT[cell.key][cell.value] ?? valueName(cell.key, cell.value);

const points = (a: number, b: number): number => Math.round((a - b) * 1000) / 10;

export function mapView(presetId: string, base: BalanceFile, results: readonly MapResult[]): MapView {
  const map = mapOf(presetId);
  const baseShare = defendersOfDecided(base.tally);
  const rows: MapRow[] = results.map(({ cell, file }) => {
    const share = defendersOfDecided(file.tally);
    return {
      cell,
      words: changeInWords(cell),
      short: shortInWords(cell),
      games: file.tally.games,
      decided: file.tally.attackers + file.tally.defenders,
      share,
      effect: points(share.p, baseShare.p),
      clear: share.lo > baseShare.p || share.hi < baseShare.p,
      atLimit: file.tally.reasons['move-limit'],
    };
  });
  const played = new Set(results.map((r) => r.cell.file));
  const pick = (score: (r: MapRow) => number): MapRow | null =>
    rows.reduce<MapRow | null>((best, r) => (best === null || score(r) < score(best) ? r : best), null);
  return {
    preset: presetId,
    base: { games: base.tally.games, decided: base.tally.attackers + base.tally.defenders, share: baseShare },
    rows,
    gaps: map.gaps,
    missing: map.cells.filter((c) => !played.has(c.file)),
    nearest: pick((r) => Math.abs(r.share.p - 0.5)),
    largest: pick((r) => -Math.abs(r.effect)),
  };
}

const pct = (p: number): string => `${Math.round(p * 100)} %`;
const signed = (n: number): string => {
  const r = Math.round(n);
  return `${r > 0 ? '+' : r < 0 ? '−' : '±'}${Math.abs(r)}`;
};

/** The map in a sentence or two: which single change comes nearest to even, and the largest effect. */
export function mapSentence(view: MapView): string {
  const { nearest, largest, base } = view;
  if (!nearest || !largest) return 'No single change of rule has been played for this reading yet.';
  const own = `the reading’s own rules give them ${pct(base.share.p)}`;
  const near =
    Math.abs(nearest.share.p - 0.5) < Math.abs(base.share.p - 0.5)
      ? `Nearest to even of the single changes tried: ${nearest.words}. The defenders then win ${pct(nearest.share.p)} of the games won by either side (${formatRange(nearest.share)}), where ${own}.`
      : `No single change tried brings this reading nearer to even than its own rules, which give the defenders ${pct(base.share.p)} of the games won by either side. The nearest: ${nearest.words}, at ${pct(nearest.share.p)} (${formatRange(nearest.share)}).`;
  const big =
    largest === nearest
      ? ' It is also the change with the largest effect.'
      : ` The largest effect: ${largest.words}, ${signed(largest.effect)} points, to ${pct(largest.share.p)} (${formatRange(largest.share)}).`;
  return near + big;
}

export { pct as mapPct, signed as mapSigned };
