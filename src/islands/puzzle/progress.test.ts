/**
 * The puzzle progress in storage: the version-2 record {"version":2,"solved":[…],"withHelp":[…]}, the
 * old plain list of solved ids read (migrated) as solved, corrupted values reported without a crash and
 * without losing what can be read, saving merged with what is stored, reset, and a storage that is
 * missing or throws. parseSolved (the plain list, also the lessons' format) is kept as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROGRESS_KEY,
  loadProgress,
  mergeProgress,
  parseProgress,
  parseSolved,
  problemText,
  resetProgress,
  saveProgress,
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

describe('parseSolved (plain lists of ids)', () => {
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

describe('parseProgress', () => {
  it('reads the version-2 record', () => {
    expect(parseProgress('{"version":2,"solved":["a","b"],"withHelp":["c"]}')).toEqual({
      solved: ['a', 'b'],
      helped: ['c'],
      problem: null,
    });
  });

  it('migrates the old list of solved ids as solved, with nothing solved with help', () => {
    expect(parseProgress('["brandubh-corner-anvil","tablut-fork"]')).toEqual({
      solved: ['brandubh-corner-anvil', 'tablut-fork'],
      helped: [],
      problem: null,
    });
  });

  it('nothing stored is no progress and no problem', () => expect(parseProgress(null)).toEqual({ solved: [], helped: [], problem: null }));

  it.each(['{broken', '42', '"a"', 'null', 'true', '{"a":1}', '{}'])('%s cannot be read at all: nothing counted, reported', (raw) => {
    expect(parseProgress(raw)).toEqual({ solved: [], helped: [], problem: 'unreadable' });
  });

  it.each([
    ['["a", 3, null, "b", "a"]', ['a', 'b'], []],
    ['{"solved":["a",{}],"withHelp":["c"]}', ['a'], ['c']],
    ['{"solved":"a","withHelp":["c",""]}', [], ['c']],
    ['{"solved":["a"],"withHelp":7}', ['a'], []],
  ])('%s is read in part: what can be read is kept, and the rest reported', (raw, solved, helped) => {
    expect(parseProgress(raw)).toEqual({ solved, helped, problem: 'partial' });
  });

  it('a puzzle listed both ways counts as solved', () => {
    expect(parseProgress('{"solved":["a"],"withHelp":["a","b"]}')).toEqual({ solved: ['a'], helped: ['b'], problem: null });
  });

  it('says what went wrong in a sentence', () => {
    expect(problemText('unreadable')).toMatch(/^The progress saved in this browser could not be read/);
    expect(problemText('partial')).toMatch(/^Part of the progress saved in this browser could not be read/);
  });
});

describe('mergeProgress', () => {
  const ids = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 6 });
  const record = fc.tuple(ids, ids).map(([solved, helped]) => ({ solved, helped: helped.filter((id) => !solved.includes(id)) }));

  it('never downgrades: solved in either is solved; with help only where neither solved it', () => {
    fc.assert(
      fc.property(record, record, (a, b) => {
        const m = mergeProgress(a, b);
        expect(new Set(m.solved)).toEqual(new Set([...a.solved, ...b.solved]));
        for (const id of [...a.helped, ...b.helped]) expect(m.solved.includes(id) !== m.helped.includes(id)).toBe(true);
        expect(m.helped.filter((id) => m.solved.includes(id))).toEqual([]);
      }),
    );
  });

  it('a later clean solve upgrades "with help"', () => {
    expect(mergeProgress({ solved: [], helped: ['a'] }, { solved: ['a'], helped: [] })).toEqual({ solved: ['a'], helped: [] });
  });
});

describe('load, save and reset', () => {
  it('saves the version-2 record under alea-evangelii:puzzles and reads it back', () => {
    const s = memory();
    expect(PROGRESS_KEY).toBe('alea-evangelii:puzzles');
    expect(saveProgress({ solved: ['a', 'b'], helped: ['c'] }, s)).toBe(true);
    expect(JSON.parse(s.data[PROGRESS_KEY]!)).toEqual({ version: 2, solved: ['a', 'b'], withHelp: ['c'] });
    expect(loadProgress(s)).toEqual({ solved: ['a', 'b'], helped: ['c'], problem: null });
  });

  it('migrates an old list on the next save, keeping its ids as solved', () => {
    const s = memory({ [PROGRESS_KEY]: '["tablut-fork"]' });
    expect(saveProgress({ solved: [], helped: ['brandubh-corner-anvil'] }, s)).toBe(true);
    expect(JSON.parse(s.data[PROGRESS_KEY]!)).toEqual({ version: 2, solved: ['tablut-fork'], withHelp: ['brandubh-corner-anvil'] });
  });

  it('merges with what is stored, keeping ids it does not know (another tab, a newer site)', () => {
    const s = memory({ [PROGRESS_KEY]: '{"version":2,"solved":["from-a-newer-site"],"withHelp":["x"]}' });
    saveProgress({ solved: ['x'], helped: ['y'] }, s);
    expect(loadProgress(s)).toEqual({ solved: ['x', 'from-a-newer-site'], helped: ['y'], problem: null });
  });

  it('keeps the readable part of a corrupted record when saving over it', () => {
    const s = memory({ [PROGRESS_KEY]: '["a", 7]' });
    expect(loadProgress(s).problem).toBe('partial');
    saveProgress({ solved: ['b'], helped: [] }, s);
    expect(loadProgress(s)).toEqual({ solved: ['b', 'a'], helped: [], problem: null });
  });

  it('reset forgets everything', () => {
    const s = memory({ [PROGRESS_KEY]: '["a"]' });
    expect(resetProgress(s)).toBe(true);
    expect(loadProgress(s)).toEqual({ solved: [], helped: [], problem: null });
  });

  it('a missing or throwing storage loads nothing and saves nothing, without throwing', () => {
    expect(loadProgress(null)).toEqual({ solved: [], helped: [], problem: null });
    expect(saveProgress({ solved: ['a'], helped: [] }, null)).toBe(false);
    expect(loadProgress(broken)).toEqual({ solved: [], helped: [], problem: null });
    expect(saveProgress({ solved: ['a'], helped: [] }, broken)).toBe(false);
    expect(resetProgress(broken)).toBe(false);
  });
});
