/**
 * The puzzle progress in storage: the version-3 record of each puzzle
 * {"version":3,"puzzles":{"<id>":{"helpDay":…,"first":…,"clean":true}}}, the version-2 lists and the
 * plain list before them read (migrated), corrupted values reported without a crash and without losing
 * what can be read, saving merged with what is stored, reset, and a storage that is missing or throws.
 */
import { describe, expect, it } from 'vitest';
import {
  PROGRESS_KEY,
  loadProgress,
  parseProgress,
  problemText,
  resetProgress,
  saveProgress,
  stringList,
  type ProgressStorage,
} from './progress';

const memory = (initial: Record<string, string> = {}): ProgressStorage & { data: Record<string, string> } => {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
  };
};
const broken: ProgressStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('full');
  },
};
const CLEAN = { first: 'clean', clean: true } as const;
const HELPED = { first: 'helped' } as const;

describe('stringList (plain lists of ids)', () => {
  it.each([
    [undefined, [], false],
    ['a', [], true],
    [['a', 3, null, 'b', 'a', ''], ['a', 'b'], true],
    [['brandubh-corner-anvil'], ['brandubh-corner-anvil'], false],
  ])('%j → %j (something dropped: %s)', (value, ids, dropped) => expect(stringList(value)).toEqual({ ids, dropped }));
});

describe('parseProgress', () => {
  it('reads the version-3 record of each puzzle', () => {
    const raw =
      '{"version":3,"puzzles":{"a":{"first":"clean","clean":true},"b":{"helpDay":"2026-12-01","first":"helped"},"c":{"helpDay":"2026-12-01"}}}';
    expect(parseProgress(raw)).toEqual({
      records: { a: CLEAN, b: { helpDay: '2026-12-01', first: 'helped' }, c: { helpDay: '2026-12-01' } },
      problem: null,
    });
  });

  it('reads version 2: "solved" as solved cleanly first, "withHelp" as with help', () => {
    expect(parseProgress('{"version":2,"solved":["a","b"],"withHelp":["c"]}')).toEqual({
      records: { a: CLEAN, b: CLEAN, c: HELPED },
      problem: null,
    });
    // A puzzle listed both ways counts as solved.
    expect(parseProgress('{"solved":["a"],"withHelp":["a","b"]}')).toEqual({ records: { a: CLEAN, b: HELPED }, problem: null });
  });

  it('migrates the oldest form, a list of solved ids, as solved', () => {
    expect(parseProgress('["brandubh-corner-anvil","tablut-fork"]')).toEqual({
      records: { 'brandubh-corner-anvil': CLEAN, 'tablut-fork': CLEAN },
      problem: null,
    });
  });

  it('nothing stored is no progress and no problem', () => expect(parseProgress(null)).toEqual({ records: {}, problem: null }));

  it.each(['{broken', '42', '"a"', 'null', 'true', '{"a":1}', '{}', '{"version":3,"puzzles":[]}', '{"puzzles":"x"}'])(
    '%s cannot be read at all: nothing counted, reported',
    (raw) => {
      expect(parseProgress(raw)).toEqual({ records: {}, problem: 'unreadable' });
    },
  );

  it.each([
    ['["a", 3, null, "b", "a"]', { a: CLEAN, b: CLEAN }],
    ['{"solved":["a",{}],"withHelp":["c"]}', { a: CLEAN, c: HELPED }],
    ['{"solved":"a","withHelp":["c",""]}', { c: HELPED }],
    ['{"version":3,"puzzles":{"a":{"first":"clean","clean":true},"b":"solved"}}', { a: CLEAN }],
    ['{"version":3,"puzzles":{"a":{"first":"maybe","helpDay":"yesterday"},"b":{"first":"helped"}}}', { a: {}, b: HELPED }],
  ])(
    '%s is read in part: what can be read is kept (a record with no readable field as not solved), and the rest reported',
    (raw, records) => {
      expect(parseProgress(raw)).toEqual({ records, problem: 'partial' });
    },
  );

  it('a record that says solved cleanly but names no first solve reads as solved cleanly first', () => {
    expect(parseProgress('{"version":3,"puzzles":{"a":{"clean":true}}}')).toEqual({ records: { a: CLEAN }, problem: null });
  });

  it('says what went wrong in a sentence', () => {
    expect(problemText('unreadable')).toMatch(/^The progress saved in this browser could not be read/);
    expect(problemText('partial')).toMatch(/^Part of the progress saved in this browser could not be read/);
  });
});

describe('load, save and reset', () => {
  it('saves the version-3 record under alea-evangelii:puzzles and reads it back', () => {
    const s = memory();
    expect(PROGRESS_KEY).toBe('alea-evangelii:puzzles');
    const records = { a: CLEAN, c: { helpDay: '2026-12-01', first: 'helped' as const } };
    expect(saveProgress(records, s)).toBe(true);
    expect(JSON.parse(s.data[PROGRESS_KEY]!)).toEqual({ version: 3, puzzles: records });
    expect(loadProgress(s)).toEqual({ records, problem: null });
  });

  it('migrates an older form on the next save, keeping what it held', () => {
    const s = memory({ [PROGRESS_KEY]: '{"version":2,"solved":["tablut-fork"],"withHelp":["x"]}' });
    expect(saveProgress({ 'brandubh-corner-anvil': HELPED }, s)).toBe(true);
    expect(JSON.parse(s.data[PROGRESS_KEY]!)).toEqual({
      version: 3,
      puzzles: { 'tablut-fork': CLEAN, x: HELPED, 'brandubh-corner-anvil': HELPED },
    });
  });

  it('merges with what is stored, keeping ids it does not know (another tab, a newer site), and never losing help', () => {
    const s = memory({
      [PROGRESS_KEY]: '{"version":3,"puzzles":{"from-a-newer-site":{"first":"clean","clean":true},"x":{"helpDay":"2026-12-02"}}}',
    });
    saveProgress({ x: { helpDay: '2026-12-01', first: 'helped' } }, s);
    expect(loadProgress(s).records).toEqual({ 'from-a-newer-site': CLEAN, x: { helpDay: '2026-12-02', first: 'helped' } });
  });

  it('keeps the readable part of a corrupted record when saving over it', () => {
    const s = memory({ [PROGRESS_KEY]: '["a", 7]' });
    expect(loadProgress(s).problem).toBe('partial');
    saveProgress({ b: CLEAN }, s);
    expect(loadProgress(s)).toEqual({ records: { a: CLEAN, b: CLEAN }, problem: null });
  });

  it('reset forgets everything', () => {
    const s = memory({ [PROGRESS_KEY]: '["a"]' });
    expect(resetProgress(s)).toBe(true);
    expect(loadProgress(s)).toEqual({ records: {}, problem: null });
  });

  it('a missing or throwing storage loads nothing and saves nothing, without throwing', () => {
    expect(loadProgress(null)).toEqual({ records: {}, problem: null });
    expect(saveProgress({ a: CLEAN }, null)).toBe(false);
    expect(loadProgress(broken)).toEqual({ records: {}, problem: null });
    expect(saveProgress({ a: CLEAN }, broken)).toBe(false);
    expect(resetProgress(broken)).toBe(false);
  });
});
