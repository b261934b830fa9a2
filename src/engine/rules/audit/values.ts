/**
 * Every sourced value of a reading, in one list: its layout and its 24 rules. The audit script and the
 * provenance tests walk this list, so neither can miss a value.
 */
import type { Preset, Sourced } from '../preset-types';
import { RULE_KEYS, type RuleKey } from '../ruleset';

export interface SourcedValue {
  readonly key: RuleKey | 'layout';
  readonly sourced: Sourced<unknown>;
}

export const sourcedValues = (preset: Preset): SourcedValue[] => [
  { key: 'layout', sourced: preset.layout },
  ...RULE_KEYS.map((key) => ({ key, sourced: preset.rules[key] as Sourced<unknown> })),
];

/** How many words a quotation has. */
export const quoteWords = (quote: string): number => quote.trim().split(/\s+/).filter(Boolean).length;
