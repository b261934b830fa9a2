/**
 * The active rules as prose: one section per RULE_GROUPS group, one sentence per rule key, each the
 * RULE_META sentence for the value in force, with where it comes from and how it is known. A value the
 * reader changed is marked so and cites where the sources discuss the rule (RULE_META.sources), not
 * the reading. Rules that cannot matter under the others (corner hostility without corner squares)
 * are listed apart, with the reason, so every key is accounted for.
 */
import { byValue } from '../assert';
import { RULE_GROUPS, RULE_META, describeValue, type RuleGroup } from './meta';
import { EVIDENCE_LABELS, evidenceLabel, type Evidence } from './preset-types';
import { getPreset } from './presets';
import { RULE_KEYS, type RuleKey, type RuleSet } from './ruleset';
import { formatCitation, type Citation } from './sources';
import { hasCornerSquares } from './values';

/** How the value in force is known: a reading's evidence, changed by the reader, or custom rules. */
export type ProseEvidence = Evidence | 'changed' | 'custom';

export const PROSE_EVIDENCE_LABELS: { readonly [E in ProseEvidence]: string } = {
  ...EVIDENCE_LABELS,
  changed: 'changed by you',
  custom: 'not from a reading',
};

export interface ProseSentence {
  readonly key: RuleKey;
  /** The rule's label (RULE_META). */
  readonly label: string;
  /** What the rule does under the value in force (RULE_META). */
  readonly text: string;
  readonly cites: readonly Citation[];
  /** The citations in their short form, joined with "; " (empty when there are none). */
  readonly citeText: string;
  readonly evidence: ProseEvidence;
  /** The evidence in words, naming the program a choice follows ("the project's choice, following Jocly"). */
  readonly evidenceLabel: string;
  /** The program or site the reading's choice follows, when the value is the reading's. */
  readonly following?: string;
  /** The source's own words, when the value is the reading's and the source states it. */
  readonly quote?: string;
  /** The reading's note on its value, when the value is the reading's. */
  readonly note?: string;
  readonly changed: boolean;
}

/** A rule left out of the prose because it cannot matter under the other rules. */
export interface ProseOmission {
  readonly key: RuleKey;
  readonly label: string;
  readonly reason: string;
}

export interface ProseSection {
  readonly group: RuleGroup;
  readonly title: string;
  readonly sentences: readonly ProseSentence[];
  readonly omitted: readonly ProseOmission[];
}

const noCornerSquares = (r: RuleSet): boolean => !hasCornerSquares(r.cornerShape);

/** Why a key cannot matter under the other rules, or null when it can. */
const NOT_IN_PLAY: { readonly [K in RuleKey]?: (r: RuleSet) => string | null } = {
  cornerHostile: (r) => (noCornerSquares(r) ? 'There are no special corner squares to take part in captures.' : null),
  kingSideCorner: (r) => (noCornerSquares(r) ? 'There are no special corner squares to stand against the king.' : null),
  kingSideEdge: (r) =>
    byValue(r.kingGoal, { corner: null, edge: 'The king wins as soon as he reaches the edge, so the edge is never against him.' }),
  edgeForts: (r) =>
    byValue(r.kingGoal, {
      corner: null,
      edge: byValue(r.edgeForts, { no: 'The king wins as soon as he reaches the edge, so he needs no fort there.', yes: null }),
    }),
};

/** Why `key` cannot matter under `rules`, or null when it can. */
export function notInPlay(rules: RuleSet, key: RuleKey): string | null {
  return NOT_IN_PLAY[key]?.(rules) ?? null;
}

function sentence<K extends RuleKey>(key: K, rules: RuleSet, presetId: string | null): ProseSentence {
  const meta = RULE_META[key];
  const value = rules[key];
  const preset = presetId ? getPreset(presetId) : undefined;
  const sourced = preset?.rules[key];
  const unchanged = sourced !== undefined && sourced.value === value;
  const cites: readonly Citation[] = unchanged ? (sourced.cite ? [sourced.cite] : []) : meta.sources;
  const evidence: ProseEvidence = !preset ? 'custom' : unchanged ? sourced.evidence : 'changed';
  return {
    key,
    label: meta.label,
    text: describeValue(key, value),
    cites,
    citeText: cites.map(formatCitation).join('; '),
    evidence,
    evidenceLabel: unchanged ? evidenceLabel(sourced) : PROSE_EVIDENCE_LABELS[evidence],
    ...(unchanged && sourced.following ? { following: sourced.following } : {}),
    ...(unchanged && sourced.quote ? { quote: sourced.quote } : {}),
    ...(unchanged && sourced.note ? { note: sourced.note } : {}),
    changed: preset !== undefined && !unchanged,
  };
}

/**
 * The rules in force as prose, grouped as RULE_GROUPS, keys in RULE_KEYS order. `presetId` names the
 * reading the rules started from (null, or an unknown id, for custom rules).
 */
export function rulesProse(rules: RuleSet, presetId: string | null): ProseSection[] {
  return (Object.keys(RULE_GROUPS) as RuleGroup[]).map((group) => {
    const sentences: ProseSentence[] = [];
    const omitted: ProseOmission[] = [];
    for (const key of RULE_KEYS) {
      if (RULE_META[key].group !== group) continue;
      const reason = notInPlay(rules, key);
      if (reason) omitted.push({ key, label: RULE_META[key].label, reason });
      else sentences.push(sentence(key, rules, presetId));
    }
    return { group, title: RULE_GROUPS[group], sentences, omitted };
  });
}
