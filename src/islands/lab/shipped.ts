/**
 * The precomputed results as the lab's props: plain data made from the shipped balance files on
 * the server (lab.astro), without the long list of game lengths, which the page does not draw.
 */
import { playedByCurrentAi } from '../../ai/selfplay/ai-version';
import type { BalanceFile } from '../../ai/selfplay/balance';
import { LEVELS, type LevelId } from '../../ai/play/levels';
import { lengthStats, type Tally } from '../../ai/selfplay/stats';
import { PRESETS, getPreset, diffRules, type RuleSet } from '../../engine';

export interface ShippedResult {
  readonly preset: string;
  readonly presetName: string;
  readonly rules: RuleSet;
  readonly layout: string;
  readonly level: LevelId;
  readonly levelLabel: string;
  readonly seed: number;
  readonly maxPlies: number;
  readonly tally: Omit<Tally, 'lengths'>;
  readonly medianPlies: number | null;
  /** The command line, as a reader types it. */
  readonly command: string;
  readonly finished: string;
  /** False when an older version of the AI, which played these rules otherwise, played the games. */
  readonly currentAi: boolean;
}

/** "npm run balance -- …": the file stores the command after `npm run`. */
export const commandLine = (command: string): string =>
  /^\s*(npm|npx|node)\s/.test(command) ? command.trim() : `npm run ${command.trim()}`;

/** One row per shipped file, in the order of the readings. */
export function shippedResults(files: Iterable<BalanceFile>): ShippedResult[] {
  const order = new Map(PRESETS.map((p, i) => [p.id, i]));
  return [...files]
    .map((f) => {
      const { lengths, ...tally } = f.tally;
      return {
        preset: f.preset,
        presetName: getPreset(f.preset)?.name ?? f.preset,
        rules: f.rules,
        layout: f.layout,
        level: f.level,
        levelLabel: LEVELS[f.level].label,
        seed: f.seed,
        maxPlies: f.maxPlies,
        tally,
        medianPlies: lengthStats(lengths)?.median ?? null,
        command: commandLine(f.command),
        finished: f.finished,
        currentAi: playedByCurrentAi(f),
      };
    })
    .sort((a, b) => (order.get(a.preset) ?? 1e9) - (order.get(b.preset) ?? 1e9));
}

/** The shipped result for exactly these rules on this layout (the reading's own unless given), if there is one. */
export function shippedFor(
  shipped: readonly ShippedResult[],
  presetId: string,
  rules: RuleSet,
  layout?: string | null,
): ShippedResult | undefined {
  const preset = getPreset(presetId);
  if (!preset) return undefined;
  const on = layout ?? preset.layout.value;
  return shipped.find((r) => r.preset === presetId && r.layout === on && diffRules(r.rules, rules).length === 0);
}
