/**
 * For a step that is a full game on /play: the path's progress and a button to mark the step done
 * (the game itself is played on another page, so the reader says when it is done).
 */
import { doneText, lessonProblemText, markDone, useStepsDone } from './progress';
import './lesson.css';

export interface GameStepDoneProps {
  readonly stepId: string;
  readonly stepIds: readonly string[];
}

export default function GameStepDone({ stepId, stepIds }: GameStepDoneProps) {
  const [done, setDone, problem] = useStepsDone(stepIds);
  const doneHere = done.includes(stepId);
  return (
    <div class="lesson-game-done">
      <p class="lesson-progress" data-testid="lesson-progress">
        {doneText(done.length, stepIds.length)}
      </p>
      {problem && (
        <p class="pz-missing" role="status" data-testid="lesson-storage-note">
          {lessonProblemText(problem)}
        </p>
      )}
      <button
        type="button"
        class="lesson-mark big-button"
        aria-pressed={doneHere ? 'true' : 'false'}
        onClick={() => !doneHere && setDone(markDone(stepId, stepIds))}
      >
        {doneHere ? <span aria-hidden="true">✓ </span> : null}I have played a game: this step is done
      </button>
    </div>
  );
}

export { GameStepDone };
