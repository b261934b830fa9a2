/**
 * The path's progress on /learn/: "3 of 9 done", the "✓ done" mark of each finished step in the
 * server-rendered list (`[data-lesson-mark="<id>"]`, hidden until done), a sentence when the saved
 * progress could not be read, and the pupil's progress code (the lessons and the puzzles together)
 * with Copy and "Reset my progress", which forgets both: on a shared school computer the next class
 * starts from nothing. Reads storage in an effect, never at module load.
 */
import { useEffect, useMemo } from 'preact/hooks';
import { pupilCode, resetEverything, useStoredRecords } from '../progress/pupil';
import { ProgressTools } from '../puzzle/ProgressTools';
import { idsStanding } from '../puzzle/record';
import { doneText, lessonProblemText, loadLessons, useStepsDone } from './progress';
import '../puzzle/puzzle.css';
import './lesson.css';

export interface PathProgressProps {
  readonly stepIds: readonly string[];
}

/** Shows the marks of the done steps in the page's list. */
export function markSteps(root: ParentNode, done: ReadonlySet<string>): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-lesson-mark]'))
    el.hidden = !done.has(el.getAttribute('data-lesson-mark') ?? '');
}

export default function PathProgress({ stepIds }: PathProgressProps) {
  const [done, setDone, problem] = useStepsDone(stepIds);
  const [records, reloadRecords] = useStoredRecords();
  useEffect(() => markSteps(document, new Set(done)), [done]);
  // The code lists every step stored (the predictions' first answers with them), read when `done` changes.
  const code = useMemo(() => pupilCode(records, loadLessons()), [records, done]);
  const solved = idsStanding(records, Object.keys(records), 'solved', 'solved-after-help', 'helped').length;
  return (
    <div class="lesson-path-progress">
      <p class="lesson-progress" data-testid="path-progress">
        <strong>Your progress:</strong> {doneText(done.length, stepIds.length)}
      </p>
      {problem && (
        <p class="pz-missing" role="status" data-testid="lesson-storage-note">
          {lessonProblemText(problem)}
        </p>
      )}
      <details class="lesson-kit" data-testid="lesson-kit">
        <summary>Your progress code for the teacher, and Reset</summary>
        <ProgressTools
          code={code}
          puzzles={solved}
          steps={done.length}
          empty={done.length === 0 && Object.keys(records).length === 0}
          onReset={() => {
            const saved = resetEverything();
            setDone([]);
            reloadRecords();
            return saved;
          }}
        />
      </details>
    </div>
  );
}

export { PathProgress };
