/**
 * One lesson step played on a board, composed from the puzzle island's parts: the puzzle model
 * (reducer over the step's puzzle), the engine's verdict in a polite live region, Try again, Hint,
 * Show the solution and, for a rule the readings disagree about, "predict, then reveal". The step is
 * done when the move is right and, where there is a prediction to make, the reader has made it; it
 * is then saved (progress.ts) and a link to the next step appears. The first answer to the prediction
 * is saved too, right or wrong, for the progress code. Props are plain data.
 */
import { useEffect, useMemo, useReducer } from 'preact/hooks';
import type { Puzzle } from '../../learn/types';
import { PuzzleBoardPane, usePuzzleBoard, useRetryFocus } from '../puzzle/PuzzleBoard';
import { PuzzleControls } from '../puzzle/PuzzleControls';
import { initialState, reduce, type PuzzleAction, type PuzzleState } from '../puzzle/model';
import '../puzzle/puzzle.css';
import './lesson.css';
import { doneText, lessonProblemText, markDone, recordPrediction, useStepsDone } from './progress';

export interface LessonBoardProps {
  readonly stepId: string;
  readonly title: string;
  readonly puzzle: Puzzle;
  /** Every step id of the path, in order (for the progress count). */
  readonly stepIds: readonly string[];
  readonly next?: { readonly href: string; readonly title: string };
}

/** Whether the step's task is complete in this state. */
export function stepComplete(puzzle: Puzzle, state: PuzzleState): boolean {
  const solved = state.verdict?.correct === true && state.verdict.final;
  return solved && (puzzle.kind !== 'two-readings' || state.prediction !== null);
}

export default function LessonBoard({ stepId, title, puzzle, stepIds, next }: LessonBoardProps) {
  const puzzles = useMemo(() => [puzzle], [puzzle]);
  const [state, dispatch] = useReducer<PuzzleState, PuzzleAction>((s, a) => reduce(puzzles, s, a), initialState());
  const [done, setDone, problem] = useStepsDone(stepIds);
  const { boardRef, retried } = useRetryFocus();

  const complete = stepComplete(puzzle, state);
  useEffect(() => {
    if (complete) setDone(markDone(stepId, stepIds));
  }, [complete, stepId, stepIds]);

  const board = usePuzzleBoard(puzzle, state);
  const doneHere = done.includes(stepId);
  // The first answer to the prediction is the one the teacher's code counts (the model takes no other).
  const answer = state.prediction === null ? null : (board.prediction?.choices[state.prediction]?.correct ?? null);
  useEffect(() => {
    if (answer !== null) recordPrediction(stepId, answer ? 'right' : 'wrong');
  }, [answer, stepId]);

  return (
    <section class="pz lesson-board" aria-label={`Board for this step: ${title}`} data-testid="lesson" data-step={stepId}>
      <p class="pz-progress lesson-progress" data-testid="lesson-progress">
        {doneText(done.length, stepIds.length)}
        {doneHere && (
          <span class="pz-solved-badge pill" data-testid="lesson-done">
            <span aria-hidden="true">✓</span> this step is done
          </span>
        )}
      </p>
      {problem && (
        <p class="pz-missing" role="status" data-testid="lesson-storage-note">
          {lessonProblemText(problem)}
        </p>
      )}
      <div class={`pz-grid board-layout pz-grid--${board.scale}`}>
        <PuzzleBoardPane
          board={board}
          boardRef={boardRef}
          state={state}
          dispatch={dispatch}
          title={`Lesson: ${title}`}
          label={`Lesson board: ${title}`}
          reading={`lesson-${stepId}`}
          what="The step’s"
          onRetried={retried}
          puzzle={puzzle}
          unavailable="This step cannot be set up."
        />
        <PuzzleControls
          puzzle={puzzle}
          state={state}
          dispatch={dispatch}
          solver={board.solver}
          prediction={board.prediction}
          onRetried={retried}
        >
          {complete && next && (
            <p class="lesson-next">
              <a href={next.href} data-testid="lesson-next">
                Next step: {next.title}
                <span aria-hidden="true"> →</span>
              </a>
            </p>
          )}
        </PuzzleControls>
      </div>
    </section>
  );
}

export { LessonBoard };
