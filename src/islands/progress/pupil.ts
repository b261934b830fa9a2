/**
 * A pupil's whole progress in this browser, as the puzzles page and the lesson path both show it: the
 * puzzles' records (puzzle/progress.ts) and the lesson steps (lesson/progress.ts) in one progress code,
 * and "Reset my progress", which forgets both. The hooks read storage in an effect (never at the
 * server's render) and again whenever another tab of the site changes it.
 */
import { useEffect, useState } from 'preact/hooks';
import { LESSONS_KEY, loadLessons, NO_LESSONS, resetLessons, type LessonProgress } from '../lesson/progress';
import { PROGRESS_KEY, loadProgress, resetProgress } from '../puzzle/progress';
import { encodeProgress, marksOf } from '../puzzle/progressCode';
import { NO_RECORDS, standingOf, type Records } from '../puzzle/record';

/** The progress code of `records` and `lessons`. */
export function pupilCode(records: Records, lessons: LessonProgress): string {
  return encodeProgress(
    marksOf(
      Object.entries(records).map(([id, r]) => [id, standingOf(r)] as const),
      lessons,
    ),
  );
}

/** Forgets the puzzles' and the lessons' progress; false when the browser would not store either change. */
export function resetEverything(): boolean {
  const puzzles = resetProgress();
  const lessons = resetLessons();
  return puzzles && lessons;
}

/**
 * A value read from storage: `empty` at the server's render and hydration, then `read()` in an effect,
 * and again when another tab changes one of `keys` (or clears storage). `reload` reads it again now.
 */
function useStored<T>(read: () => T, keys: readonly string[], empty: T): readonly [T, () => void] {
  const [value, setValue] = useState<T>(empty);
  useEffect(() => {
    setValue(read());
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || keys.includes(e.key)) setValue(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return [value, () => setValue(read())];
}

/** The lesson progress stored in this browser (for the puzzles page's code). */
export const useStoredLessons = (): readonly [LessonProgress, () => void] => useStored(() => loadLessons(), [LESSONS_KEY], NO_LESSONS);

/** The puzzles' records stored in this browser (for the lesson path's code). */
export const useStoredRecords = (): readonly [Records, () => void] => useStored(() => loadProgress().records, [PROGRESS_KEY], NO_RECORDS);
