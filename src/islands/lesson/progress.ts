/**
 * The lesson steps done, kept in localStorage under one key as a JSON array of step ids (the same
 * format and guards as the puzzles' progress): what cannot be read is ignored, ids of steps that no
 * longer exist are dropped, and storage that is missing or throws is treated as empty.
 */
import { useEffect, useState } from 'preact/hooks';
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

/**
 * The path's done steps for an island: none at the server's render and at hydration (storage is the
 * browser's), then what storage holds, read once in an effect. A reader with nothing done (every
 * first visit) costs no second render: the state is kept when storage gives the same ids.
 */
export function useStepsDone(ids: readonly string[]): [readonly string[], (done: readonly string[]) => void] {
  const [done, setDone] = useState<readonly string[]>([]);
  useEffect(() => {
    const stored = loadDone(ids);
    setDone((before) => (before.length === stored.length && before.every((id, i) => id === stored[i]) ? before : stored));
  }, [ids]);
  return [done, setDone];
}
