/**
 * The record's rules (record.ts), one test a rule: help is dated, a solve is with help the day help was
 * seen or before the first solve, a later clean solve upgrades and remembers the help, nothing
 * downgrades a clean solve, and two records merge without losing help. Property tests over random
 * sequences of events check the same rules in any order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterHelp, afterSolve, dayOf, mergeRecord, mergeRecords, solveKind, standingOf, type PuzzleRecord } from './record';

const D1 = '2026-12-01';
const D2 = '2026-12-02';

describe('the record of one puzzle', () => {
  it('nothing done: not solved, and a solve would be clean', () => {
    expect(standingOf(undefined)).toBe('untried');
    expect(solveKind(undefined, D1)).toBe('clean');
  });

  it('help seen: still not solved, dated, and the later day of two is kept', () => {
    const r = afterHelp(undefined, D1);
    expect(r).toEqual({ helpDay: D1 });
    expect(standingOf(r)).toBe('untried');
    expect(afterHelp(afterHelp(undefined, D2), D1)).toEqual({ helpDay: D2 });
  });

  it('solved with no help: solved, clean first', () => {
    expect(afterSolve(undefined, D1)).toEqual({ first: 'clean', clean: true });
    expect(standingOf(afterSolve(undefined, D1))).toBe('solved');
  });

  it('help then a solve the same day: solved with help', () => {
    const r = afterSolve(afterHelp(undefined, D1), D1);
    expect(r).toEqual({ helpDay: D1, first: 'helped' });
    expect(standingOf(r)).toBe('helped');
  });

  it('help on one day, first solve on a later day: still with help (help came before any solve)', () => {
    expect(standingOf(afterSolve(afterHelp(undefined, D1), D2))).toBe('helped');
  });

  it('with help, then solved again the same day: still with help', () => {
    const r = afterSolve(afterSolve(afterHelp(undefined, D1), D1), D1);
    expect(standingOf(r)).toBe('helped');
  });

  it('with help, then solved cleanly on a later day: solved, with the help remembered as first', () => {
    const r = afterSolve(afterSolve(afterHelp(undefined, D1), D1), D2);
    expect(r).toEqual({ helpDay: D1, first: 'helped', clean: true });
    expect(standingOf(r)).toBe('solved-after-help');
  });

  it('solved cleanly, then help and a solve: stays solved (nothing downgrades a clean solve)', () => {
    const r = afterSolve(afterHelp(afterSolve(undefined, D1), D1), D1);
    expect(standingOf(r)).toBe('solved');
  });

  it('a clock set back (help dated after the solve) counts as the same day', () => {
    expect(solveKind({ helpDay: D2, first: 'helped' }, D1)).toBe('helped');
  });

  it('dayOf gives the local calendar day', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('merging records', () => {
  it('keeps the later help day and a clean solve from either; disagreeing first solves merge as with help', () => {
    expect(mergeRecord({ helpDay: D1 }, { helpDay: D2 })).toEqual({ helpDay: D2 });
    expect(mergeRecord({ first: 'clean', clean: true }, { first: 'helped' })).toEqual({ first: 'helped', clean: true });
    expect(mergeRecord(undefined, { first: 'helped' })).toEqual({ first: 'helped' });
  });

  it('mergeRecords returns the first object itself when the second adds nothing', () => {
    const a = { x: { first: 'clean', clean: true } as PuzzleRecord };
    expect(mergeRecords(a, {})).toBe(a);
    expect(mergeRecords(a, { x: { clean: true, first: 'clean' } })).toBe(a);
    expect(mergeRecords(a, { y: { helpDay: D1 } })).toEqual({ ...a, y: { helpDay: D1 } });
  });
});

type Event = { kind: 'help' | 'solve'; day: string };
const events = fc.array(
  fc.record({ kind: fc.constantFrom<'help' | 'solve'>('help', 'solve'), day: fc.constantFrom('2026-12-01', '2026-12-02', '2026-12-03') }),
  { maxLength: 12 },
);
/** Events happen in time order: sorted by day, keeping the order within a day. */
const inTime = (list: readonly Event[]): Event[] => [...list].sort((a, b) => a.day.localeCompare(b.day));
const replay = (list: readonly Event[]): PuzzleRecord | undefined =>
  list.reduce<PuzzleRecord | undefined>((r, e) => (e.kind === 'help' ? afterHelp(r, e.day) : afterSolve(r, e.day)), undefined);

describe('the record, over any sequence of events', () => {
  it('is solved iff some solve had no help that day and no help before the first solve, or the first solve was clean', () => {
    fc.assert(
      fc.property(events, (raw) => {
        const list = inTime(raw);
        const standing = standingOf(replay(list));
        const solves = list.map((e, i) => ({ e, i })).filter((x) => x.e.kind === 'solve');
        if (solves.length === 0) return standing === 'untried';
        const helpBefore = (i: number, sameDayOnly: boolean): boolean =>
          list.slice(0, i).some((e) => e.kind === 'help' && (!sameDayOnly || e.day === list[i]!.day));
        const firstClean = !helpBefore(solves[0]!.i, false);
        const laterClean = solves.slice(1).some((x) => !helpBefore(x.i, true));
        if (firstClean) return standing === 'solved';
        return standing === (laterClean ? 'solved-after-help' : 'helped');
      }),
    );
  });

  it('merging two records of one history, split anywhere, loses no help and no clean solve', () => {
    fc.assert(
      fc.property(events, fc.nat(), (raw, cut) => {
        const list = inTime(raw);
        const at = list.length === 0 ? 0 : cut % (list.length + 1);
        const whole = replay(list);
        const merged = mergeRecord(replay(list.slice(0, at)), replay(list));
        expect(merged.helpDay).toBe(whole?.helpDay);
        expect(Boolean(merged.clean)).toBe(Boolean(whole?.clean));
      }),
    );
  });
});
