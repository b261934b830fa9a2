/** The puzzles as the embed page gets them: what the frame shows, and the code's query, title and size. */
import { describe, expect, it } from 'vitest';
import { getPreset, resolveRules, notation } from '../../engine';
import { PUZZLES } from '../../learn/puzzles';
import type { Puzzle } from '../../learn/types';
import { puzzleEmbed, puzzleEmbedTitle, puzzleRef, puzzleRefs } from './puzzles';

describe('puzzleRef', () => {
  it('keeps the goal, the start and the rules of every puzzle, and no answer', () => {
    const refs = puzzleRefs(PUZZLES);
    expect(refs).toHaveLength(PUZZLES.length);
    for (const [i, p] of PUZZLES.entries()) {
      const r = refs[i]!;
      expect(Object.keys(r).sort()).toEqual(['goal', 'id', 'position', 'reading', 'rules', 'title']);
      expect(r).toMatchObject({ id: p.id, title: p.title, goal: p.goal, position: p.position });
      const rules = notation.parseRules(r.rules);
      expect(rules.ok && rules.value.rules).toEqual(resolveRules(getPreset(p.preset)!, p.patch));
      expect(JSON.stringify(r)).not.toContain(p.explanation);
    }
  });

  it('writes a puzzle’s rule changes into its rules string and its reading’s name', () => {
    const base = PUZZLES.find((p) => p.preset === 'brandubh')!;
    const patched: Puzzle = { ...base, patch: { kingCapture: 'four-sided' } };
    const r = puzzleRef(patched);
    expect(r.rules).toBe('brandubh;kingCapture=four-sided');
    expect(r.reading).toMatch(/^Brandubh with /);
  });

  it('refuses a puzzle whose reading does not exist', () => {
    expect(() => puzzleRef({ ...PUZZLES[0]!, preset: 'nowhere' })).toThrow(/"nowhere"/);
  });
});

describe('puzzleEmbed', () => {
  it('gives the query, the title and the board size for <EmbedCode>', () => {
    const p = PUZZLES.find((x) => x.id === 'brandubh-corner-anvil')!;
    expect(puzzleEmbed(p)).toEqual({ query: 'puzzle=brandubh-corner-anvil', title: 'Puzzle: The corner takes a side (Brandubh)', size: 7 });
    expect(puzzleEmbedTitle(p)).toBe('Puzzle: The corner takes a side (Brandubh)');
    for (const q of PUZZLES) expect([7, 9, 11, 13, 19]).toContain(puzzleEmbed(q).size);
  });
});
