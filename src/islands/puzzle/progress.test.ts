/**
 * The solved set in storage: a JSON array of ids; anything else is ignored without a crash, and a
 * storage that throws is treated as none.
 */
import { describe, expect, it } from 'vitest';
import { PROGRESS_KEY, loadSolved, parseSolved, saveSolved, type ProgressStorage } from './progress';

const memory = (initial: Record<string, string> = {}): ProgressStorage & { data: Record<string, string> } => {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};
const broken: ProgressStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('full');
  },
};

describe('parseSolved', () => {
  it.each([
    [null, []],
    ['', []],
    ['{broken', []],
    ['"a"', []],
    ['{"a":1}', []],
    ['42', []],
    ['null', []],
    ['["a", 3, null, "b", "a"]', ['a', 'b']],
    ['["brandubh-corner-anvil"]', ['brandubh-corner-anvil']],
  ])('%s → %j', (raw, ids) => expect(parseSolved(raw)).toEqual(ids));
});

describe('load and save', () => {
  it('round-trips through the key alea-evangelii:puzzles', () => {
    const s = memory();
    expect(PROGRESS_KEY).toBe('alea-evangelii:puzzles');
    expect(saveSolved(['a', 'b'], s)).toBe(true);
    expect(s.data[PROGRESS_KEY]).toBe('["a","b"]');
    expect(loadSolved(s)).toEqual(['a', 'b']);
  });

  it('a missing or throwing storage loads nothing and saves nothing, silently', () => {
    expect(loadSolved(null)).toEqual([]);
    expect(saveSolved(['a'], null)).toBe(false);
    expect(loadSolved(broken)).toEqual([]);
    expect(saveSolved(['a'], broken)).toBe(false);
  });
});
