/**
 * What a pupil did with each puzzle, recorded as it happened rather than from what a view remembers.
 * One record per puzzle, kept in storage (progress.ts) and in the progress code (progressCode.ts):
 *
 *   - Seeing the hint or the solution of a puzzle is recorded at once, with the day it happened
 *     (`helpDay`), so that a reload, Next then Previous, or Try again forgets nothing.
 *   - A solve is *with help* when a hint or the solution of that puzzle was seen on the same day, or on
 *     any day before the puzzle was first solved. Otherwise it is *clean*.
 *   - How the puzzle was first solved (`first`) is kept for good, and `clean` once any solve was clean.
 *
 * So a puzzle solved with help stays "with help" however often it is replayed that day; solved again
 * cleanly on a later day it becomes "solved", and the record still says that help came first. Nothing
 * turns a clean solve into one with help. Pure: no DOM, no clock (the day is given).
 */

/** A local calendar day, "2026-12-01". */
export type Day = string;

export type SolveKind = 'clean' | 'helped';

export interface PuzzleRecord {
  /** The last day a hint or the solution of this puzzle was seen. */
  readonly helpDay?: Day;
  /** How the puzzle was first solved; absent while it has never been solved. */
  readonly first?: SolveKind;
  /** Solved at least once without help. */
  readonly clean?: true;
}

/** The records by puzzle id. */
export type Records = Readonly<Record<string, PuzzleRecord>>;

/**
 * Where a puzzle stands: not solved yet (help seen or not), solved with help only, solved cleanly the
 * first time, or solved cleanly after first being solved with help.
 */
export type Standing = 'untried' | 'helped' | 'solved' | 'solved-after-help';

export const NO_RECORDS: Records = {};

/** The local day of `date`, as "2026-12-01". */
export function dayOf(date: Date): Day {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today, on this device's clock. */
export const today = (): Day => dayOf(new Date());

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (value: unknown): value is Day => typeof value === 'string' && DAY.test(value);

export function standingOf(record: PuzzleRecord | undefined): Standing {
  if (!record?.first) return 'untried';
  if (record.first === 'clean') return 'solved';
  return record.clean ? 'solved-after-help' : 'helped';
}

/** Counts as solved without help in the end (the class summary's "solved"). */
export const solvedClean = (s: Standing): boolean => s === 'solved' || s === 'solved-after-help';

/** What a solve on `day` counts as. A help day after `day` (a clock set back) counts as the same day. */
export function solveKind(record: PuzzleRecord | undefined, day: Day): SolveKind {
  if (!record?.helpDay) return 'clean';
  if (record.helpDay >= day) return 'helped';
  return record.first ? 'clean' : 'helped';
}

/** The record after a hint or the solution was seen on `day`. */
export function afterHelp(record: PuzzleRecord | undefined, day: Day): PuzzleRecord {
  const helpDay = record?.helpDay && record.helpDay > day ? record.helpDay : day;
  return { ...record, helpDay };
}

/** The record after the puzzle was solved on `day`. */
export function afterSolve(record: PuzzleRecord | undefined, day: Day): PuzzleRecord {
  const kind = solveKind(record, day);
  return { ...record, first: record?.first ?? kind, ...(kind === 'clean' ? { clean: true as const } : {}) };
}

/**
 * Two records of one puzzle as one (two tabs, or storage and this page): the later help day, clean if
 * either is; where they disagree on the first solve, "with help" (the honest guess: help was seen).
 */
export function mergeRecord(a: PuzzleRecord | undefined, b: PuzzleRecord | undefined): PuzzleRecord {
  const helpDay = [a?.helpDay, b?.helpDay].filter(isDay).sort().pop();
  const first = a?.first && b?.first && a.first !== b.first ? 'helped' : (a?.first ?? b?.first);
  return {
    ...(helpDay ? { helpDay } : {}),
    ...(first ? { first } : {}),
    ...(a?.clean || b?.clean ? { clean: true as const } : {}),
  };
}

const sameRecord = (a: PuzzleRecord | undefined, b: PuzzleRecord | undefined): boolean =>
  a?.helpDay === b?.helpDay && a?.first === b?.first && a?.clean === b?.clean;

/** Every id of either, merged; the same object as `a` when `b` adds nothing. */
export function mergeRecords(a: Records, b: Records): Records {
  let out: Record<string, PuzzleRecord> | null = null;
  for (const [id, rec] of Object.entries(b)) {
    const merged = mergeRecord(a[id], rec);
    if (sameRecord(merged, a[id])) continue;
    out ??= { ...a };
    out[id] = merged;
  }
  return out ?? a;
}

/** `records` with one puzzle's record replaced; the same object when nothing changes. */
export function withRecord(records: Records, id: string, record: PuzzleRecord): Records {
  return sameRecord(records[id], record) ? records : { ...records, [id]: record };
}

/** The ids of `order` whose standing is one of `standings`, in that order. */
export const idsStanding = (records: Records, order: readonly string[], ...standings: Standing[]): string[] =>
  order.filter((id) => standings.includes(standingOf(records[id])));
