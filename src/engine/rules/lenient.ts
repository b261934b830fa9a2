/**
 * A rules string read leniently, as a shared link needs: everything that can be used is kept and each
 * part that cannot is listed as a problem, for the page to word. (notation.parseRules is the strict
 * reader: the first problem is the error.) The string is "<reading id>;key=value;…" or "custom;…".
 */
import { validateRuleSet } from './compile';
import { getPreset, resolveRules } from './presets';
import { isRuleKey, isRuleValue, RULE_KEYS, type RuleKey, type RuleSet } from './ruleset';

export type RulesProblem =
  /** No reading is named: the fallback reading is used. */
  | { readonly kind: 'no-reading' }
  /** The reading named is not one of ours: the fallback reading is used. */
  | { readonly kind: 'unknown-reading'; readonly text: string }
  /** A part names no rule we know; it is left out. */
  | { readonly kind: 'unknown-rule'; readonly text: string }
  /** A rule is given a value it cannot take; that change is left out. */
  | { readonly kind: 'bad-value'; readonly key: RuleKey; readonly text: string }
  /** Custom rules that leave out some keys: those take the fallback reading's values. */
  | { readonly kind: 'missing'; readonly count: number }
  /** A change that does not fit with the other rules; it is left out. */
  | { readonly kind: 'conflict'; readonly key: RuleKey }
  /** A rule given twice with different values: the last is used, as it would be by itself. */
  | { readonly kind: 'repeated'; readonly key: RuleKey; readonly used: string; readonly dropped: string };

export interface RulesReading {
  /** The reading the rules start from, or null for custom rules. */
  readonly presetId: string | null;
  /** Valid rules: the reading's, with every change that fits. */
  readonly rules: RuleSet;
  readonly problems: readonly RulesProblem[];
}

const valid = (rules: RuleSet): boolean => validateRuleSet(rules as unknown as Record<string, unknown>).ok;

/** Applies the changes together if they combine; otherwise one at a time, as long as any still fits. */
function applyChanges(base: RuleSet, changes: ReadonlyMap<RuleKey, string>, problems: RulesProblem[]): RuleSet {
  const together = { ...base, ...Object.fromEntries(changes) } as RuleSet;
  if (valid(together)) return together;
  let rules = base;
  let pending = [...changes];
  for (let progress = true; progress && pending.length > 0; ) {
    progress = false;
    pending = pending.filter(([k, v]) => {
      const next = { ...rules, [k]: v } as RuleSet;
      if (!valid(next)) return true;
      rules = next;
      progress = true;
      return false;
    });
  }
  for (const [key] of pending) problems.push({ kind: 'conflict', key });
  return rules;
}

/** Reads a rules string, keeping what it can; `fallbackId` must name a reading. */
export function readRulesLeniently(text: string | undefined, fallbackId: string): RulesReading {
  const fallback = getPreset(fallbackId);
  if (!fallback) throw new Error(`readRulesLeniently: no reading ${fallbackId}`);
  const problems: RulesProblem[] = [];
  const parts = (text ?? '')
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const head = parts[0];
  let presetId: string | null = fallback.id;
  if (head === undefined) problems.push({ kind: 'no-reading' });
  else if (head === 'custom') presetId = null;
  else if (getPreset(head)) presetId = head;
  else problems.push({ kind: 'unknown-reading', text: head });
  const base = resolveRules(presetId ? getPreset(presetId)! : fallback);
  const changes = new Map<RuleKey, string>();
  for (const part of parts.slice(1)) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    if (!isRuleKey(key)) problems.push({ kind: 'unknown-rule', text: key });
    else if (!isRuleValue(key, value)) problems.push({ kind: 'bad-value', key, text: value });
    else {
      const before = changes.get(key);
      if (before !== undefined && before !== value) problems.push({ kind: 'repeated', key, used: value, dropped: before });
      changes.set(key, value);
    }
  }
  if (presetId === null) {
    const missing = RULE_KEYS.filter((k) => !changes.has(k)).length;
    if (missing > 0) problems.push({ kind: 'missing', count: missing });
  }
  return { presetId, rules: applyChanges(base, changes, problems), problems };
}
