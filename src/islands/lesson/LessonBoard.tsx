/**
 * One lesson step played on a board, composed from the puzzle island's parts: the puzzle model
 * (reducer over the step's puzzle), the engine's verdict in a polite live region, Try again, Hint,
 * Show the solution and, for a rule the readings disagree about, "predict, then reveal". The step is
 * done when the move is right and, where there is a prediction to make, the reader has made it; it
 * is then saved (progress.ts) and a link to the next step appears. Props are plain data.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { toBoardView } from '../adapter';
import { Board } from '../board/Board';
import { Projector } from '../board/Projector';
import { lineCurrent } from '../../engine/position';
import type { Puzzle } from '../../learn/types';
import { predictionFor, puzzleLine } from '../puzzle/attempt';
import { PuzzleControls, tryAgainAction } from '../puzzle/PuzzleControls';
import { canMove, initialState, predictionMove, reduce, type PuzzleAction, type PuzzleState } from '../puzzle/model';
import '../puzzle/puzzle.css';
import './lesson.css';
import { doneText, loadDone, markDone } from './progress';

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
  const [done, setDone] = useState<readonly string[]>([]);
  const [retries, setRetries] = useState(0);
  const boardRef = useRef<HTMLDivElement>(null);

  useEffect(() => setDone(loadDone(stepIds)), [stepIds]);
  useEffect(() => {
    if (retries > 0) boardRef.current?.querySelector<HTMLElement>('[data-testid="board"]')?.focus();
  }, [retries]);
  const complete = stepComplete(puzzle, state);
  useEffect(() => {
    if (complete) setDone(markDone(stepId, stepIds));
  }, [complete, stepId, stepIds]);

  const line = useMemo(() => puzzleLine(puzzle, state.moves), [puzzle, state.moves]);
  const movable = canMove(state);
  const view = useMemo(() => (line.ok ? toBoardView(line.line, { interactive: movable }) : null), [line, movable]);
  const predictMove = predictionMove(puzzle, state);
  const prediction = useMemo(() => (predictMove ? predictionFor(puzzle, predictMove) : null), [puzzle, predictMove]);
  const size = view?.size ?? 7;
  const scale = size >= 19 ? 'large' : size >= 11 ? 'medium' : 'small';
  const solver = line.ok ? lineCurrent(line.line).turn : 'attackers';
  const doneHere = done.includes(stepId);
  const retry = () => {
    dispatch({ type: 'retry' });
    setRetries((n) => n + 1);
  };

  return (
    <section class="pz lesson-board" aria-label={`Board for this step: ${title}`} data-testid="lesson" data-step={stepId}>
      <p class="pz-progress lesson-progress" data-testid="lesson-progress">
        {doneText(done.length, stepIds.length)}
        {doneHere && (
          <span class="pz-solved-badge" data-testid="lesson-done">
            <span aria-hidden="true">✓</span> this step is done
          </span>
        )}
      </p>
      <div class={`pz-grid pz-grid--${scale}`}>
        <div class={`pz-board pz-board--${scale}`} ref={boardRef}>
          {view && line.ok ? (
            <Projector
              title={`Lesson: ${title}`}
              download={{ reading: `lesson-${stepId}`, ply: state.moves.length }}
              controls={[tryAgainAction(state, 'The step’s', retry)]}
            >
              <Board
                view={view}
                boardStyle={size >= 19 ? 'intersections' : 'squares'}
                label={`Lesson board: ${title}`}
                onMove={(from, to) => dispatch({ type: 'move', move: `${from}-${to}` })}
              />
            </Projector>
          ) : (
            <p class="pz-missing">{line.ok ? 'This step cannot be set up.' : line.message}</p>
          )}
        </div>
        <PuzzleControls
          puzzle={puzzle}
          state={state}
          dispatch={dispatch}
          solver={solver}
          prediction={prediction}
          onRetried={() => setRetries((n) => n + 1)}
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
