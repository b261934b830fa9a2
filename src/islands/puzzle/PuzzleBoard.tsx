/**
 * The board of a puzzle (or of a lesson step, which is a puzzle): the position after the moves
 * played, in the projector with "Try again" in its toolbar, or the sentence saying why it cannot be
 * set up; with the hooks that go with it: the board, the prediction and the solver for the state
 * (usePuzzleBoard), and the focus put back on the board after "Try again" (useRetryFocus).
 */
import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { toBoardView } from '../adapter';
import { Board } from '../board/Board';
import { Projector } from '../board/Projector';
import { useZoom, ZoomRails, ZoomToggle } from '../board/ZoomRails';
import type { BoardView } from '../board/types';
import { lineCurrent } from '../../engine';
import type { Puzzle } from '../../learn/types';
import { predictionFor, puzzleLine, type Prediction } from './attempt';
import { boardScaleFor as boardScale, boardStyleFor, type BoardScale } from '../board/look';
import { canMove, predictionMove, type PuzzleAction, type PuzzleState } from './model';
import { today } from './record';
import { Feedback } from './Feedback';
import { helpActions, howToMove } from './PuzzleControls';
import { solutionWords } from './attempt';

export interface PuzzleBoard {
  /** The puzzle's line after the moves played, or why it cannot be set up; null with no puzzle. */
  readonly line: ReturnType<typeof puzzleLine> | null;
  readonly view: BoardView | null;
  readonly prediction: Prediction | null;
  readonly size: number;
  readonly scale: BoardScale;
  /** The side whose move the reader plays. */
  readonly solver: string;
}

/** The board, the prediction to make and the solver, for the puzzle in this state. */
export function usePuzzleBoard(puzzle: Puzzle | undefined, state: PuzzleState): PuzzleBoard {
  const line = useMemo(() => (puzzle ? puzzleLine(puzzle, state.moves) : null), [puzzle, state.moves]);
  const movable = canMove(state);
  const view = useMemo(() => (line?.ok ? toBoardView(line.value, { interactive: movable }) : null), [line, movable]);
  const predictMove = puzzle ? predictionMove(puzzle, state) : null;
  const prediction = useMemo(() => (puzzle && predictMove ? predictionFor(puzzle, predictMove) : null), [puzzle, predictMove]);
  const size = view?.size ?? 7;
  const solver = line?.ok ? lineCurrent(line.value).turn : 'attackers';
  return { line, view, prediction, size, scale: boardScale(size), solver };
}

/** After "Try again" (whose button then goes away) the focus goes back to the board: call `retried`. */
export function useRetryFocus(): { readonly boardRef: RefObject<HTMLDivElement>; readonly retried: () => void } {
  const [retries, setRetries] = useState(0);
  const boardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (retries > 0) boardRef.current?.querySelector<HTMLElement>('[data-testid="board"]')?.focus();
  }, [retries]);
  return { boardRef, retried: () => setRetries((n) => n + 1) };
}

export interface PuzzleBoardPaneProps {
  readonly board: PuzzleBoard;
  readonly boardRef: RefObject<HTMLDivElement>;
  readonly state: PuzzleState;
  readonly dispatch: (a: PuzzleAction) => void;
  /** The projector's title. */
  readonly title: string;
  /** The board's accessible name. */
  readonly label: string;
  /** The download's reading id ("puzzle-<id>"). */
  readonly reading: string;
  /** Names the position for "Try again" ("The puzzle’s"). */
  readonly what: string;
  readonly onRetried: () => void;
  /** Said when the position cannot be set up and the engine gives no reason. */
  readonly unavailable: string;
  /** The puzzle (or the step's), for the projector's task: its goal, hint and solution. */
  readonly puzzle: Puzzle;
}

/** What the class sees beside the board in the projector: the goal, the verdict, and the hint or solution once opened. */
function ProjectorTask({ puzzle, state, solver }: { readonly puzzle: Puzzle; readonly state: PuzzleState; readonly solver: string }) {
  return (
    <>
      <p class="pz-projector-goal">
        <strong>Goal:</strong> {puzzle.goal}
      </p>
      <Feedback verdict={state.verdict} prompt={howToMove(solver)} testId="projector-feedback" />
      {state.hint && (
        <p>
          <strong>Hint:</strong> {puzzle.hint}
        </p>
      )}
      {state.solution && (
        <p>
          <strong>Solution:</strong> {solutionWords(puzzle)}
        </p>
      )}
    </>
  );
}

export function PuzzleBoardPane({
  board,
  boardRef,
  state,
  dispatch,
  title,
  label,
  reading,
  what,
  onRetried,
  unavailable,
  puzzle,
}: PuzzleBoardPaneProps) {
  const { line, view, size, scale } = board;
  const zoom = useZoom(size);
  // Zoom sits under the board's key: once pressed, the board it changed is brought into view.
  const zoomed = useRef(zoom.on);
  useEffect(() => {
    if (zoomed.current === zoom.on) return;
    zoomed.current = zoom.on;
    boardRef.current?.querySelector('.tb-app')?.scrollIntoView({ block: 'center' });
  }, [zoom.on]);
  return (
    <div class={`pz-board board-layout-board pz-board--${scale}`} ref={boardRef}>
      {view && line?.ok ? (
        <div class="pz-board-frame zoom-frame" ref={zoom.frame} data-zoomed={zoom.on ? 'true' : undefined}>
          <Projector
            title={title}
            download={{ reading, ply: state.moves.length }}
            controls={helpActions(state, what, dispatch, onRetried)}
            controlsLabel="The puzzle’s controls"
            panel={<ProjectorTask puzzle={puzzle} state={state} solver={board.solver} />}
          >
            <Board
              view={view}
              boardStyle={boardStyleFor(size)}
              label={label}
              onMove={(from, to) => dispatch({ type: 'move', move: `${from}-${to}`, day: today() })}
            />
            {zoom.on && <ZoomRails size={size} flipped={false} />}
          </Projector>
          <ZoomToggle zoom={zoom} class="pz-zoom-toggle" />
        </div>
      ) : (
        <p class="pz-missing">{line && !line.ok ? line.error.message : unavailable}</p>
      )}
    </div>
  );
}
