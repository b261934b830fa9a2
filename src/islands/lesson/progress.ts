/**
 * The lesson path's progress kept in this browser, in localStorage under one key:
 *   {"version":2,"done":[step ids],"predictions":{"<step id>":"right"|"wrong"}}
 * `done` are the steps done; `predictions` the first answer given to a step's "predict, then reveal"
 * question, right or wrong (only the first counts: the answer is shown once it is given). Before
 * version 2 the key held a plain JSON array of done ids, read as such and rewritten at the next save.
 *
 * As with the puzzles' progress (puzzle/progress.ts): reading never throws, what cannot be read is left
 * out and reported in a sentence, what can be read is kept, ids of steps this page does not know are
 * kept in storage, and a storage that is missing or throws reads as empty.
 */
import { useEffect, useState } from 'preact/hooks';
import { browserStorage, stringList, type ProgressProblem, type ProgressStorage } from '../puzzle/progress';

export const LESSONS_KEY = 'alea-evangelii:lessons';
export const LESSONS_VERSION = 2;

export type PredictionAnswer = 'right' | 'wrong';

export interface LessonProgress {
  /** Steps done, as stored (ids of steps this page does not know included). */
  readonly done: readonly string[];
  /** The first answer to each step's prediction. */
  readonly predictions: Readonly<Record<string, PredictionAnswer>>;
}

export interface StoredLessons extends LessonProgress {
  readonly problem: ProgressProblem | null;
}

export const NO_LESSONS: LessonProgress = { done: [], predictions: {} };

/** The lesson progress in a stored value (either form), with what could not be read. */
export function parseLessons(raw: string | null): StoredLessons {
  if (raw === null) return { ...NO_LESSONS, problem: null };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...NO_LESSONS, problem: 'unreadable' };
  }
  if (Array.isArray(value)) {
    const { ids, dropped } = stringList(value);
    return { done: ids, predictions: {}, problem: dropped ? 'partial' : null };
  }
  if (typeof value !== 'object' || value === null || !('done' in value)) return { ...NO_LESSONS, problem: 'unreadable' };
  const stored = value as Record<string, unknown>;
  const done = stringList(stored.done);
  let dropped = done.dropped;
  const predictions: Record<string, PredictionAnswer> = {};
  if (typeof stored.predictions === 'object' && stored.predictions !== null && !Array.isArray(stored.predictions)) {
    for (const [id, answer] of Object.entries(stored.predictions)) {
      if (answer === 'right' || answer === 'wrong') predictions[id] = answer;
      else dropped = true;
    }
  } else dropped ||= stored.predictions !== undefined;
  return { done: done.ids, predictions, problem: dropped ? 'partial' : null };
}

/** The sentence for lesson progress that could not be read, in whole or in part. */
export function lessonProblemText(problem: ProgressProblem): string {
  return problem === 'unreadable'
    ? 'The lesson progress saved in this browser could not be read, so no step is counted as done here. The next step you finish is saved afresh.'
    : 'Part of the lesson progress saved in this browser could not be read and is left out; the rest is counted here.';
}

/** The stored lesson progress; a missing or throwing storage reads as none. */
export function loadLessons(storage: ProgressStorage | null = browserStorage()): StoredLessons {
  if (!storage) return { ...NO_LESSONS, problem: null };
  try {
    return parseLessons(storage.getItem(LESSONS_KEY));
  } catch {
    return { ...NO_LESSONS, problem: null };
  }
}

function write(progress: LessonProgress, storage: ProgressStorage | null): boolean {
  if (!storage) return false;
  try {
    storage.setItem(LESSONS_KEY, JSON.stringify({ version: LESSONS_VERSION, ...progress }));
    return true;
  } catch {
    return false;
  }
}

/** The done ids among `ids` (the path's steps, in order). */
export function loadDone(ids: readonly string[], storage: ProgressStorage | null = browserStorage()): string[] {
  const done = new Set(loadLessons(storage).done);
  return ids.filter((id) => done.has(id));
}

/** Adds one step to the stored ones and returns the done ids in the path's order. */
export function markDone(id: string, ids: readonly string[], storage: ProgressStorage | null = browserStorage()): string[] {
  const stored = loadLessons(storage);
  const done = stored.done.includes(id) ? stored.done : [...stored.done, id];
  // Full or disabled storage: the step counts as done on this page only.
  write({ done, predictions: stored.predictions }, storage);
  const all = new Set(done);
  return ids.filter((i) => all.has(i));
}

/** Records the first answer to a step's prediction; a later answer changes nothing. */
export function recordPrediction(id: string, answer: PredictionAnswer, storage: ProgressStorage | null = browserStorage()): void {
  const stored = loadLessons(storage);
  if (stored.predictions[id]) return;
  write({ done: stored.done, predictions: { ...stored.predictions, [id]: answer } }, storage);
}

/** Forgets the lesson path's progress in this browser; false when storage is unavailable or full. */
export function resetLessons(storage: ProgressStorage | null = browserStorage()): boolean {
  return write(NO_LESSONS, storage);
}

/** "3 of 9 done". */
export const doneText = (done: number, total: number): string => `${done} of ${total} done`;

/**
 * The path's done steps for an island: none at the server's render and at hydration (storage is the
 * browser's), then what storage holds, read once in an effect, with the sentence for what could not be
 * read. A reader with nothing done (every first visit) costs no second render: the state is kept when
 * storage gives the same ids.
 */
export function useStepsDone(ids: readonly string[]): [readonly string[], (done: readonly string[]) => void, ProgressProblem | null] {
  const [done, setDone] = useState<readonly string[]>([]);
  const [problem, setProblem] = useState<ProgressProblem | null>(null);
  useEffect(() => {
    const stored = loadLessons();
    const mine = new Set(stored.done);
    const inPath = ids.filter((id) => mine.has(id));
    setDone((before) => (before.length === inPath.length && before.every((id, i) => id === inPath[i]) ? before : inPath));
    setProblem(stored.problem);
  }, [ids]);
  const set = (next: readonly string[]) => {
    setDone(next);
    setProblem(null);
  };
  return [done, set, problem];
}
