/**
 * The puzzle progress kept in this browser, in localStorage under one key: each puzzle's record
 * (record.ts), saved as soon as it changes (a hint or the solution seen, a solve):
 *   {"version":3,"puzzles":{"<id>":{"helpDay":"2026-12-01","first":"helped","clean":true}}}
 * Older forms still read: version 2, {"version":2,"solved":[ids],"withHelp":[ids]}, whose "solved"
 * were solved cleanly first and "withHelp" with help; before it, a plain JSON array of solved ids. Both
 * are rewritten in the new form at the next save.
 *
 * Reading never throws: what cannot be read is left out and reported (`problem`), and what can be read
 * is kept. Records of puzzles this page does not know are kept in storage too (a newer version of the
 * site may know them); the island counts only the puzzles it has. Storage may be missing or throw
 * (private browsing, storage disabled), so every access is guarded.
 */
import { NO_RECORDS, isDay, mergeRecords, type PuzzleRecord, type Records } from './record';

export const PROGRESS_KEY = 'alea-evangelii:puzzles';
export const PROGRESS_VERSION = 3;

/** The part of Storage used here, so tests can pass their own. */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** 'unreadable': nothing could be read; 'partial': some entries could not be read and were left out. */
export type ProgressProblem = 'unreadable' | 'partial';

export interface StoredProgress {
  readonly records: Records;
  readonly problem: ProgressProblem | null;
}

const NOTHING: StoredProgress = { records: NO_RECORDS, problem: null };

/** The browser's localStorage, or null where there is none or touching it throws. */
export function browserStorage(): ProgressStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The strings of a list, once each, and whether anything else was in it. */
export function stringList(value: unknown): { ids: string[]; dropped: boolean } {
  if (!Array.isArray(value)) return { ids: [], dropped: value !== undefined };
  const ids = [...new Set(value.filter((v): v is string => typeof v === 'string' && v !== ''))];
  return { ids, dropped: value.some((v) => typeof v !== 'string' || v === '') };
}

/** A stored record, or null where it cannot be read; `dropped` when a field of it was left out. */
function readRecord(value: unknown): { record: PuzzleRecord | null; dropped: boolean } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { record: null, dropped: true };
  const { helpDay, first, clean } = value as Record<string, unknown>;
  const record: { helpDay?: string; first?: 'clean' | 'helped'; clean?: true } = {};
  let dropped = false;
  if (isDay(helpDay)) record.helpDay = helpDay;
  else dropped ||= helpDay !== undefined;
  if (first === 'clean' || first === 'helped') record.first = first;
  else dropped ||= first !== undefined;
  if (clean === true) record.clean = true;
  else dropped ||= clean !== undefined && clean !== false;
  // A clean solve is a solve: a record that says so but names no first solve read it as clean first.
  if (record.clean && !record.first) record.first = 'clean';
  return { record, dropped };
}

/** Version 2 and the plain list: "solved" were solved cleanly first, "withHelp" with help only. */
function fromLists(solved: readonly string[], helped: readonly string[]): Records {
  const out: Record<string, PuzzleRecord> = {};
  for (const id of helped) out[id] = { first: 'helped' };
  for (const id of solved) out[id] = { first: 'clean', clean: true };
  return out;
}

/** The progress in a stored value (any of its forms), with what could not be read. */
export function parseProgress(raw: string | null): StoredProgress {
  if (raw === null) return NOTHING;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { records: NO_RECORDS, problem: 'unreadable' };
  }
  if (Array.isArray(value)) {
    const { ids, dropped } = stringList(value);
    return { records: fromLists(ids, []), problem: dropped ? 'partial' : null };
  }
  if (typeof value !== 'object' || value === null) return { records: NO_RECORDS, problem: 'unreadable' };
  const stored = value as Record<string, unknown>;
  if (stored.puzzles !== undefined) {
    if (typeof stored.puzzles !== 'object' || stored.puzzles === null || Array.isArray(stored.puzzles))
      return { records: NO_RECORDS, problem: 'unreadable' };
    const records: Record<string, PuzzleRecord> = {};
    let dropped = false;
    for (const [id, entry] of Object.entries(stored.puzzles)) {
      const read = readRecord(entry);
      dropped ||= read.dropped;
      if (read.record && id !== '') records[id] = read.record;
    }
    return { records, problem: dropped ? 'partial' : null };
  }
  if (stored.solved === undefined && stored.withHelp === undefined) return { records: NO_RECORDS, problem: 'unreadable' };
  const solved = stringList(stored.solved);
  const helped = stringList(stored.withHelp);
  return { records: fromLists(solved.ids, helped.ids), problem: solved.dropped || helped.dropped ? 'partial' : null };
}

/** The sentence for a stored value that could not be read, in whole or in part. */
export function problemText(problem: ProgressProblem): string {
  return problem === 'unreadable'
    ? 'The progress saved in this browser could not be read, so it is not counted here. The next puzzle you solve is saved afresh.'
    : 'Part of the progress saved in this browser could not be read and is left out; the rest is counted here.';
}

/** The stored progress; a missing or throwing storage reads as none. */
export function loadProgress(storage: ProgressStorage | null = browserStorage()): StoredProgress {
  if (!storage) return NOTHING;
  let raw: string | null;
  try {
    raw = storage.getItem(PROGRESS_KEY);
  } catch {
    return NOTHING;
  }
  return parseProgress(raw);
}

function write(records: Records, storage: ProgressStorage | null): boolean {
  if (!storage) return false;
  try {
    storage.setItem(PROGRESS_KEY, JSON.stringify({ version: PROGRESS_VERSION, puzzles: records }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Saves `records` merged with what is stored (so another tab's work, and records of puzzles this page
 * does not know, are kept); returns false when storage is unavailable or full.
 */
export function saveProgress(records: Records, storage: ProgressStorage | null = browserStorage()): boolean {
  return write(mergeRecords(loadProgress(storage).records, records), storage);
}

/** Forgets every puzzle's record in this browser; returns false when storage is unavailable or full. */
export function resetProgress(storage: ProgressStorage | null = browserStorage()): boolean {
  return write(NO_RECORDS, storage);
}
