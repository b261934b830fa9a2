/**
 * Every reading as data: the Alea Evangelii readings first, then the tafl family. Rule code never
 * branches on these ids; it reads the RuleSet that resolveRules() flattens out of a preset.
 */
import type { Preset } from './preset-types';
import { ALEA_PRESETS } from './presets-alea';
import { FAMILY_PRESETS } from './presets-family';
import { RULE_KEYS, type RulePatch, type RuleSet } from './ruleset';

export const PRESETS: readonly Preset[] = [...ALEA_PRESETS, ...FAMILY_PRESETS];
export const PRESET_IDS: readonly string[] = PRESETS.map((p) => p.id);

const BY_ID = new Map(PRESETS.map((p) => [p.id, p]));
export const getPreset = (id: string): Preset | undefined => BY_ID.get(id);

/** The preset's plain RuleSet, optionally patched. */
export function resolveRules(preset: Preset, patch: RulePatch = {}): RuleSet {
  const out: Record<string, string> = {};
  for (const key of RULE_KEYS) out[key] = preset.rules[key].value;
  return { ...(out as unknown as RuleSet), ...patch };
}
