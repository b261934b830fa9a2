/**
 * Rules that depend on one another are made to agree by the fewest other changes, keeping the one the
 * reader made: every valid rule set needs none, and every single change from every reading that breaks
 * a dependency is mended (or, where nothing can mend it, none is offered).
 */
import { describe, expect, it } from 'vitest';
import { withDependents, validateRuleSet } from './compile';
import { PRESETS, resolveRules } from './presets';
import { RULE_KEYS, RULE_VALUES, type RuleSet } from './ruleset';

const valid = (r: RuleSet): boolean => validateRuleSet(r as unknown as Record<string, unknown>).ok;

describe('withDependents', () => {
  it('offers nothing for rules that are valid already', () => {
    for (const p of PRESETS) expect(withDependents(resolveRules(p), 'kingGoal'), p.id).toBeNull();
  });

  it('gives corner escape single corner squares where there were none', () => {
    const murray = resolveRules(PRESETS.find((p) => p.id === 'alea-murray')!);
    const fix = withDependents({ ...murray, kingGoal: 'corner' }, 'kingGoal');
    expect(fix?.also).toEqual(['cornerShape']);
    expect(fix?.rules.cornerShape).toBe('single');
    expect(fix?.rules.kingGoal).toBe('corner');
  });

  it('sends the king to the edge when the corner squares are taken away, and ends edge forts with it', () => {
    const copenhagen = resolveRules(PRESETS.find((p) => p.id === 'copenhagen')!);
    const fix = withDependents({ ...copenhagen, cornerShape: 'none' }, 'cornerShape');
    expect(fix?.rules).toMatchObject({ cornerShape: 'none', kingGoal: 'edge', edgeForts: 'no' });
    expect([...(fix?.also ?? [])].sort()).toEqual(['edgeForts', 'kingGoal']);
  });

  it('mends every single change from every reading that breaks a dependency, keeping the change, and only by the keys it names', () => {
    const unmended: string[] = [];
    for (const p of PRESETS) {
      const base = resolveRules(p);
      for (const key of RULE_KEYS)
        for (const value of RULE_VALUES[key]) {
          const changed = { ...base, [key]: value } as RuleSet;
          if (valid(changed)) continue;
          const fix = withDependents(changed, key);
          if (!fix) {
            unmended.push(`${p.id} ${key}=${value}`);
            continue;
          }
          expect(valid(fix.rules)).toBe(true);
          expect(fix.rules[key]).toBe(value);
          for (const k of RULE_KEYS) if (fix.rules[k] !== changed[k]) expect(fix.also, `${p.id} ${key}=${value}`).toContain(k);
        }
    }
    expect(unmended).toEqual([]);
  });
});
