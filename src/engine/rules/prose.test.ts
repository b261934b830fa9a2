import { describe, expect, it } from 'vitest';
import { RULE_GROUPS, RULE_META, describeValue } from './meta';
import { evidenceLabel } from './preset-types';
import { PRESETS, getPreset, resolveRules } from './presets';
import { rulesProse, type ProseSection } from './prose';
import { RULE_KEYS, RULE_VALUES, type RuleKey } from './ruleset';
import { formatCitation } from './sources';

const keysOf = (sections: readonly ProseSection[]): RuleKey[] =>
  sections.flatMap((s) => [...s.sentences.map((x) => x.key), ...s.omitted.map((x) => x.key)]);

/** Every piece of text the prose shows. */
const textsOf = (sections: readonly ProseSection[]): string[] =>
  sections.flatMap((s) => [
    s.title,
    ...s.sentences.flatMap((x) => [x.label, x.text, x.citeText, x.evidenceLabel, x.note ?? '']),
    ...s.omitted.flatMap((x) => [x.label, x.reason]),
  ]);

/**
 * Key names and raw values that are not plain words: camelCase keys such as kingGoal, hyphenated
 * values such as block-minus-corner. (Plain words such as "movement", "edge" or "none" belong in prose.)
 */
const KEY_NAMES = RULE_KEYS.filter((k) => /[A-Z]/.test(k));
const RAW_VALUES = [...new Set(RULE_KEYS.flatMap((k) => RULE_VALUES[k] as readonly string[]))].filter((v) => v.includes('-'));

describe('rulesProse', () => {
  it.each(PRESETS.map((p) => [p.id]))('accounts for every rule key exactly once under %s', (id) => {
    const prose = rulesProse(resolveRules(getPreset(id)!), id);
    expect(prose.map((s) => s.group)).toEqual(Object.keys(RULE_GROUPS));
    expect([...keysOf(prose)].sort()).toEqual([...RULE_KEYS].sort());
    for (const section of prose) {
      for (const s of section.sentences) expect(RULE_META[s.key].group).toBe(section.group);
      for (const s of section.omitted) expect(RULE_META[s.key].group).toBe(section.group);
    }
  });

  it.each(PRESETS.map((p) => [p.id]))("gives the reading's sentence, evidence and citation under %s", (id) => {
    const preset = getPreset(id)!;
    const rules = resolveRules(preset);
    for (const s of rulesProse(rules, id).flatMap((x) => x.sentences)) {
      const sourced = preset.rules[s.key];
      expect(s.text).toBe(describeValue(s.key, rules[s.key]));
      expect(s.changed).toBe(false);
      expect(s.evidence).toBe(sourced.evidence);
      expect(s.evidenceLabel).toBe(evidenceLabel(sourced));
      expect(s.cites).toEqual(sourced.cite ? [sourced.cite] : []);
      expect(s.note).toBe(sourced.note);
    }
  });

  it('marks a changed key as changed by you and cites where the sources discuss the rule', () => {
    const rules = resolveRules(getPreset('alea-cyningstan')!, { firstMover: 'defenders' });
    const all = rulesProse(rules, 'alea-cyningstan').flatMap((s) => s.sentences);
    const changed = all.filter((s) => s.changed);
    expect(changed.map((s) => s.key)).toEqual(['firstMover']);
    const s = changed[0]!;
    expect(s.evidence).toBe('changed');
    expect(s.evidenceLabel).toBe('changed by you');
    expect(s.text).toBe("The king's side makes the first move.");
    expect(s.cites).toEqual(RULE_META.firstMover.sources);
    expect(s.citeText).toBe(RULE_META.firstMover.sources.map(formatCitation).join('; '));
    expect(s.note).toBeUndefined();
  });

  it('labels every value "not from a reading" for custom rules', () => {
    const rules = resolveRules(getPreset('copenhagen')!);
    const all = rulesProse(rules, null).flatMap((s) => s.sentences);
    expect(all.length).toBeGreaterThan(0);
    for (const s of all) {
      expect(s.evidenceLabel).toBe('not from a reading');
      expect(s.changed).toBe(false);
    }
  });

  it.each([
    // Murray: edge escape and no corner squares (presets-alea-walker.ts).
    ['alea-murray', {}, ['cornerHostile', 'kingSideCorner', 'kingSideEdge', 'edgeForts']],
    // Copenhagen: corner escape with single corners: everything can matter.
    ['copenhagen', {}, []],
    // Corners cut from the board leave nothing for corner hostility to act on.
    [
      'copenhagen',
      { cornerShape: 'removed', kingGoal: 'edge', edgeForts: 'no' },
      ['cornerHostile', 'kingSideCorner', 'kingSideEdge', 'edgeForts'],
    ],
  ] as const)('leaves out under %s %o only the rules that cannot matter', (id, patch, omitted) => {
    const prose = rulesProse(resolveRules(getPreset(id)!, patch), id);
    expect(prose.flatMap((s) => s.omitted.map((o) => o.key)).sort()).toEqual([...omitted].sort());
    for (const o of prose.flatMap((s) => s.omitted)) expect(o.reason).toMatch(/^[A-Z].*\.$/);
  });

  it('never shows a key name or a raw value, under every preset and every single toggle', () => {
    const bad = [...KEY_NAMES, ...RAW_VALUES];
    expect(bad.length).toBeGreaterThan(25);
    const pattern = new RegExp(`(^|[^\\w-])(${bad.join('|')})($|[^\\w-])`);
    expect('see kingGoal.').toMatch(pattern);
    expect('a block-minus-corner shape').toMatch(pattern);
    for (const preset of PRESETS) {
      const base = resolveRules(preset);
      const variants = [base, ...RULE_KEYS.flatMap((k) => RULE_VALUES[k].map((v) => ({ ...base, [k]: v })))];
      for (const rules of variants) {
        for (const text of textsOf(rulesProse(rules, preset.id))) expect(text).not.toMatch(pattern);
      }
    }
  });
});
