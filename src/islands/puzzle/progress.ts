/**
 * The puzzle progress kept in this browser, in localStorage under one key:
 *   {"version":2,"solved":[ids],"withHelp":[ids]}
 * "solved" are the puzzles solved without the solution shown; "withHelp" those solved only after it was
 * shown. Before version 2 the key held a plain JSON array of solved ids; such a list is read as
 * "solved" (it is rewritten in the new form at the next save).
 *
 * Reading never throws: what cannot be read is left out and reported (`problem`), and what can be read
 * is kept. Ids of puzzles this page does not know are kept in storage too (a newer version of the site
 * may know them); the island counts only the puzzles it has. Storage may be missing or throw (private
 * browsing, storage disabled), so every access is guarded.
 */
export const PROGRESS_KEY = 'alea-evangelii:puzzles';
export const PROGRESS_VERSION = 2;

/** The part of Storage used here, so tests can pass their own. */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface Progress {
  /** Solved without the solution shown. */
  readonly solved: readonly string[];
  /** Solved after the solution was shown (never also in `solved`). */
  readonly helped: readonly string[];
}

/** 'unreadable': nothing could be read; 'partial': some entries could not be read and were left out. */
export type ProgressProblem = 'unreadable' | 'partial';

export interface StoredProgress extends Progress {
  readonly problem: ProgressProblem | null;
}

export const NO_PROGRESS: Progress = { solved: [], helped: [] };

/** The browser's localStorage, or null where there is none or touching it throws. */
export function browserStorage(): ProgressStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The ids in a stored JSON array (the lessons' format, and the puzzles' before version 2); anything
 * unreadable counts as none.
 */
export function parseSolved(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))] : [];
  } catch {
    return [];
  }
}

/** The strings of a list, once each, and whether anything else was in it. */
function strings(value: unknown): { ids: string[]; dropped: boolean } {
  if (!Array.isArray(value)) return { ids: [], dropped: value !== undefined };
  const ids = [...new Set(value.filter((v): v is string => typeof v === 'string' && v !== ''))];
  return { ids, dropped: value.some((v) => typeof v !== 'string' || v === '') };
}

/** Combines two progress records: a puzzle solved in either is solved; with help only if never solved. */
export function mergeProgress(a: Progress, b: Progress): Progress {
  const solved = [...new Set([...a.solved, ...b.solved])];
  const clean = new Set(solved);
  const helped = [...new Set([...a.helped, ...b.helped])].filter((id) => !clean.has(id));
  return { solved, helped };
}

/** The progress in a stored value (either form), with what could not be read. */
export function parseProgress(raw: string | null): StoredProgress {
  if (raw === null) return { ...NO_PROGRESS, problem: null };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...NO_PROGRESS, problem: 'unreadable' };
  }
  if (Array.isArray(value)) {
    const { ids, dropped } = strings(value);
    return { solved: ids, helped: [], problem: dropped ? 'partial' : null };
  }
  if (typeof value !== 'object' || value === null) return { ...NO_PROGRESS, problem: 'unreadable' };
  const record = value as Record<string, unknown>;
  if (record.solved === undefined && record.withHelp === undefined) return { ...NO_PROGRESS, problem: 'unreadable' };
  const solved = strings(record.solved);
  const helped = strings(record.withHelp);
  const merged = mergeProgress({ solved: solved.ids, helped: [] }, { solved: [], helped: helped.ids });
  return { ...merged, problem: solved.dropped || helped.dropped ? 'partial' : null };
}

/** The sentence for a stored value that could not be read, in whole or in part. */
export function problemText(problem: ProgressProblem): string {
  return problem === 'unreadable'
    ? 'The progress saved in this browser could not be read, so it is not counted here. The next puzzle you solve is saved afresh.'
    : 'Part of the progress saved in this browser could not be read and is left out; the rest is counted here.';
}

/** The stored progress; a missing or throwing storage reads as none. */
export function loadProgress(storage: ProgressStorage | null = browserStorage()): StoredProgress {
  if (!storage) return { ...NO_PROGRESS, problem: null };
  let raw: string | null;
  try {
    raw = storage.getItem(PROGRESS_KEY);
  } catch {
    return { ...NO_PROGRESS, problem: null };
  }
  return parseProgress(raw);
}

function write(progress: Progress, storage: ProgressStorage | null): boolean {
  if (!storage) return false;
  try {
    const record = { version: PROGRESS_VERSION, solved: progress.solved, withHelp: progress.helped };
    storage.setItem(PROGRESS_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/**
 * Saves `progress` merged with what is stored (so another tab's solves, and ids this page does not
 * know, are kept); returns false when storage is unavailable or full.
 */
export function saveProgress(progress: Progress, storage: ProgressStorage | null = browserStorage()): boolean {
  const stored = loadProgress(storage);
  return write(mergeProgress(progress, stored), storage);
}

/** Forgets every puzzle solved in this browser; returns false when storage is unavailable or full. */
export function resetProgress(storage: ProgressStorage | null = browserStorage()): boolean {
  return write(NO_PROGRESS, storage);
}
