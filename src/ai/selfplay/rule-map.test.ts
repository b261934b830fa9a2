import { describe, expect, it } from 'vitest';
import { diffRules, getLayout, getPreset, resolveRules, startPosition, validateRuleSet, withDependents } from '../../engine';
import { changeInWords, MAP_PRESET_IDS, MAP_RULES, mapArgs, mapOf } from './rule-map';

describe('the rule-effect map’s cells', () => {
  it('covers every reading of Alea Evangelii, each disputed rule with a cell or a reason', () => {
    expect(MAP_PRESET_IDS).toEqual([
      'alea-murray',
      'alea-walker-2014',
      'alea-cyningstan',
      'alea-helmfrid',
      'alea-perkis',
      'alea-nielsen-2015',
    ]);
    for (const id of MAP_PRESET_IDS) {
      const { cells, gaps } = mapOf(id);
      for (const key of MAP_RULES) expect(cells.some((c) => c.key === key) || gaps.some((g) => g.key === key), `${id} ${key}`).toBe(true);
      // No cell is the reading's own rules, and no two cells are the same.
      expect(new Set(cells.map((c) => c.file)).size).toBe(cells.length);
      for (const c of cells) expect(c.rules[c.key]).not.toBe(resolveRules(getPreset(id)!)[c.key]);
    }
    expect(MAP_PRESET_IDS.flatMap((id) => mapOf(id).cells)).toHaveLength(45);
  });

  it('changes one rule, and only what the lab changes with it', () => {
    for (const id of MAP_PRESET_IDS) {
      const own = resolveRules(getPreset(id)!);
      for (const c of mapOf(id).cells) {
        expect(validateRuleSet(c.rules as unknown as Record<string, unknown>).ok).toBe(true);
        const changed = diffRules(own, c.rules);
        expect(changed).toEqual(expect.arrayContaining([c.key]));
        expect(changed.filter((k) => k !== c.key)).toEqual([...c.also]);
        const fix = withDependents({ ...own, [c.key]: c.value }, c.key);
        expect(c.rules).toEqual(fix ? fix.rules : { ...own, [c.key]: c.value });
        expect(startPosition(id, { patch: c.patch, layout: c.layout }).ok, c.file).toBe(true);
      }
    }
    // Murray's edge escape turned to corner escape needs corner squares: one in each corner, as the lab sets them.
    const murray = mapOf('alea-murray').cells.find((c) => c.key === 'kingGoal')!;
    expect(murray.patch).toEqual({ kingGoal: 'corner', cornerShape: 'single' });
    expect(changeInWords(murray)).toBe('the king escapes to a corner square (4 corner squares, one in each corner, as the lab sets them)');
  });

  it('tries the counts of corner squares the sources give with corner escape, and the cut corners with edge escape', () => {
    const shapes = (id: string) =>
      mapOf(id)
        .cells.filter((c) => c.key === 'cornerShape')
        .map((c) => c.value);
    expect(shapes('alea-walker-2014')).toEqual(['single', 'block-minus-corner']);
    expect(shapes('alea-helmfrid')).toEqual(['block', 'block-minus-corner']);
    expect(shapes('alea-nielsen-2015')).toEqual(['single', 'block']);
    expect(shapes('alea-murray')).toEqual(['removed']);
  });

  it('gives the Evangelists their pieces where the layout can have them, and says why not where it cannot', () => {
    const jump = mapOf('alea-cyningstan').cells.find((c) => c.key === 'evangelists')!;
    expect(jump).toMatchObject({ value: 'jump', layout: 'alea-walker-evangelists', ownLayout: false });
    expect(getLayout(jump.layout)!.placement).toMatch(/e/);
    expect(mapArgs(jump)).toEqual([
      '--preset',
      'alea-cyningstan',
      '--set',
      'evangelists=jump',
      '--layout',
      'alea-walker-evangelists',
      '--games',
      '40',
      '--level',
      'club',
      '--seed',
      '1',
      '--out',
      'src/data/balance/map/alea-cyningstan.evangelists-jump.json',
    ]);
    // Nielsen's own layout has them: the other power is the ordinary man, on the same layout.
    expect(mapOf('alea-nielsen-2015').cells.find((c) => c.key === 'evangelists')).toMatchObject({ value: 'ordinary', ownLayout: true });
    for (const id of ['alea-murray', 'alea-walker-2014']) {
      expect(mapOf(id).cells.some((c) => c.key === 'evangelists')).toBe(false);
      expect(mapOf(id).gaps.map((g) => g.key)).toEqual(['evangelists']);
    }
  });

  it('words every change without an identifier', () => {
    for (const id of MAP_PRESET_IDS)
      for (const c of mapOf(id).cells) expect(changeInWords(c)).not.toMatch(/[a-z][A-Z]|=|-(sided|corner|strong)/);
  });
});
