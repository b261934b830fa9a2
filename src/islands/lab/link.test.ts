/**
 * The lab's link: a map cell's "In the lab" opens the lab on the cell's rules, layout, games and seed,
 * and a broken link keeps what it can, with a sentence for each part it could not use.
 */
import { describe, expect, it } from 'vitest';
import { mapOf } from '../../ai/selfplay/rule-map';
import { labQuery, readLabQuery } from './link';
import { initialLabState, planRun, planSummary, reduce } from './model';

const base = initialLabState().settings;

describe('the lab’s link', () => {
  it('opens the lab on a map cell, its layout included, and plans the cell’s very job', () => {
    for (const cell of mapOf('alea-cyningstan').cells) {
      const q = labQuery({ presetId: cell.preset, patch: cell.patch, layout: cell.layout, games: 40, seed: 1 });
      const read = readLabQuery(`?${q}`, base)!;
      expect(read.problems).toEqual([]);
      expect(read.settings).toMatchObject({ presetId: 'alea-cyningstan', patch: cell.patch, games: '40', seed: '1' });
      expect(read.settings.layout).toBe(cell.ownLayout ? null : cell.layout);
      const plan = planRun(read.settings);
      expect(plan.ok).toBe(true);
      if (!plan.ok) continue;
      expect(plan.value.rules).toEqual(cell.rules);
      expect(plan.value.layout).toBe(cell.layout);
      expect(plan.value.seeds).toHaveLength(40);
    }
    const jump = mapOf('alea-cyningstan').cells.find((c) => c.key === 'evangelists')!;
    const q = labQuery({ presetId: jump.preset, patch: jump.patch, layout: jump.layout, games: 40, seed: 1 });
    expect(q).toBe('r=alea-cyningstan;evangelists=jump&l=alea-walker-evangelists&n=40&s=1');
    const plan = planRun(readLabQuery(q, base)!.settings);
    expect(plan.ok && planSummary(plan.value)).toBe(
      'Walker, Cyningstan web rules with 1 rule changed from Layout W with the four variegated points as Evangelists, Club level, seeds 1 to 40, at most 800 moves a game.',
    );
  });

  it('asks for nothing when the query holds nothing the lab reads', () => {
    expect(readLabQuery('', base)).toBeNull();
    expect(readLabQuery('?utm=x', base)).toBeNull();
  });

  it('keeps what a broken link can give, with one sentence for each part it cannot', () => {
    const read = readLabQuery('?r=alea-helmfrid;kingCapture=sideways;nosuch=1&l=nowhere&n=abc&s=7', base)!;
    expect(read.settings.presetId).toBe('alea-helmfrid');
    expect(read.settings.patch).toEqual({});
    expect(read.settings.layout).toBeNull();
    // Numbers are kept as typed, so the field shows its own sentence and Run waits.
    expect(read.settings.games).toBe('abc');
    expect(read.settings.seed).toBe('7');
    expect(planRun(read.settings).ok).toBe(false);
    expect(read.problems).toEqual([
      'The link gives "How the king is captured" a value "sideways" it cannot take, so that change was left out.',
      'The link sets a rule "nosuch" that this site does not know, so it was left out.',
      'The link names a layout "nowhere" that this site does not know, so the reading\'s own layout is used.',
    ]);
    // Another reading's layout that the rules can set up is kept, and the run plays from it.
    const other = readLabQuery('?r=brandubh&l=alea-walker', base)!;
    expect(other).toMatchObject({ problems: [], settings: { presetId: 'brandubh', layout: 'alea-walker' } });
    const played = planRun(other.settings);
    expect(played.ok && played.value.layout).toBe('alea-walker');
    const unknown = readLabQuery('?r=nothing', base)!;
    expect(unknown.settings.presetId).toBe('brandubh');
    expect(unknown.problems[0]).toMatch(/names a reading "nothing" that this site does not know/);
  });

  it('leaves the other layout when the reader asks for the reading’s own, or chooses another reading', () => {
    const read = readLabQuery('?r=alea-perkis;evangelists=jump&l=alea-walker-evangelists', base)!;
    const s0 = reduce(initialLabState(), { type: 'load', settings: read.settings });
    expect(s0.settings.layout).toBe('alea-walker-evangelists');
    expect(reduce(s0, { type: 'ownLayout' }).settings.layout).toBeNull();
    expect(reduce(s0, { type: 'choosePreset', presetId: 'brandubh' }).settings).toMatchObject({
      presetId: 'brandubh',
      layout: null,
      patch: {},
    });
  });
});
