/**
 * The lesson steps done, kept in localStorage under one key as a JSON array of step ids (the same
 * format and guards as the puzzles' progress): what cannot be read is ignored, ids of steps that no
 * longer exist are dropped, and storage that is missing or throws is treated as empty.
 */
import { browserStorage, parseSolved, type ProgressStorage } from '../puzzle/progress';

export const LESSONS_KEY = 'alea-evangelii:lessons';

/** The done ids among `ids` (the path's steps, in order). */
export function loadDone(ids: readonly string[], storage: ProgressStorage | null = browserStorage()): string[] {
  if (!storage) return [];
  try {
    const done = new Set(parseSolved(storage.getItem(LESSONS_KEY)));
    return ids.filter((id) => done.has(id));
  } catch {
    return [];
  }
}

/** Adds one step to the stored ones and returns the done ids in the path's order. */
export function markDone(id: string, ids: readonly string[], storage: ProgressStorage | null = browserStorage()): string[] {
  const done = new Set([...loadDone(ids, storage), id]);
  const list = ids.filter((i) => done.has(i));
  try {
    storage?.setItem(LESSONS_KEY, JSON.stringify(list));
  } catch {
    // Full or disabled storage: the step counts as done on this page only.
  }
  return list;
}

/** "3 of 9 done". */
export const doneText = (done: number, total: number): string => `${done} of ${total} done`;
