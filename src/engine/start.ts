/** Starting positions of presets and layouts. */
import { getLayout } from './layouts';
import { parsePlacement } from './placement';
import { setup, type Position } from './position';
import { getPreset, resolveRules } from './rules/presets';
import type { RulePatch, RuleSet } from './rules/ruleset';
import { err, type Result } from './types';

export interface StartOptions {
  /** Rule changes against the preset. */
  readonly patch?: RulePatch;
  /** Another layout id instead of the preset's own. */
  readonly layout?: string;
}

export function startPosition(presetId: string, opts: StartOptions = {}): Result<Position> {
  const preset = getPreset(presetId);
  if (!preset) return err('unknown-preset', `There is no reading called "${presetId}".`);
  return startFromLayout(resolveRules(preset, opts.patch), opts.layout ?? preset.layout.value);
}

export function startFromLayout(rules: RuleSet, layoutId: string): Result<Position> {
  const layout = getLayout(layoutId);
  if (!layout) return err('bad-setup', `There is no layout called "${layoutId}".`);
  const placement = parsePlacement(layout.placement);
  if (!placement.ok) return placement;
  return setup(rules, placement.value);
}
