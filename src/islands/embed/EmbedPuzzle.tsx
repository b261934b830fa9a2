/**
 * A puzzle in another site's frame, judged exactly as on the puzzles page: the same model (the
 * engine's verdict, the computer's reply in "escape in two", the prediction of a two-readings
 * puzzle), the verdict in words and shape in a polite live region, Try again, Hint and Show the
 * solution. Nothing is saved: a course page's frame is not the pupil's record. Loaded only for a
 * `puzzle=<id>` frame (EmbedIsland imports it on demand), with the puzzles' full data.
 */
import { useMemo, useReducer } from 'preact/hooks';
import { Board } from '../board/Board';
import { boardStyleFor } from '../board/look';
import { PUZZLES } from '../../learn/puzzles';
import { Feedback } from '../puzzle/Feedback';
import { canMove, canRetry, initialState, reduce, type PuzzleAction, type PuzzleState } from '../puzzle/model';
import { usePuzzleBoard } from '../puzzle/PuzzleBoard';
import { howToMove } from '../puzzle/PuzzleControls';
import { solutionWords } from '../puzzle/attempt';
import { today } from '../puzzle/record';
import '../puzzle/puzzle.css';

export interface EmbedPuzzleProps {
  readonly id: string;
  /** The board's accessible name's reading ("Brandubh"). */
  readonly reading: string;
}

export default function EmbedPuzzle({ id, reading }: EmbedPuzzleProps) {
  const puzzle = PUZZLES.find((p) => p.id === id);
  const puzzles = useMemo(() => (puzzle ? [puzzle] : []), [puzzle]);
  const [state, dispatch] = useReducer<PuzzleState, PuzzleAction>((s, a) => reduce(puzzles, s, a), initialState());
  const board = usePuzzleBoard(puzzle, state);
  if (!puzzle || !board.view) return <p class="embed-note embed-note--shown">This puzzle cannot be set up.</p>;
  const help = (type: 'hint' | 'solution') => dispatch({ type, day: today() });
  return (
    <>
      <div class="embed-stage">
        <Board
          view={board.view}
          boardStyle={boardStyleFor(board.size)}
          frame="compact"
          label={`Puzzle board: ${puzzle.title} (${reading})`}
          onMove={(from, to) => canMove(state) && dispatch({ type: 'move', move: `${from}-${to}`, day: today() })}
        />
      </div>
      <div class="embed-puzzle-foot" data-testid="embed-puzzle">
        <Feedback verdict={state.verdict} prompt={howToMove(board.solver)} testId="embed-feedback" />
        <div class="embed-buttons" role="group" aria-label="The puzzle’s controls">
          <button
            type="button"
            class="embed-button"
            aria-disabled={canRetry(state) ? undefined : 'true'}
            onClick={() => canRetry(state) && dispatch({ type: 'retry' })}
          >
            Try again
          </button>
          <button type="button" class="embed-button" aria-expanded={state.hint ? 'true' : 'false'} onClick={() => help('hint')}>
            Hint
          </button>
          <button type="button" class="embed-button" aria-expanded={state.solution ? 'true' : 'false'} onClick={() => help('solution')}>
            Solution
          </button>
        </div>
        {state.hint && (
          <p class="embed-help">
            <strong>Hint:</strong> {puzzle.hint}
          </p>
        )}
        {state.solution && (
          <p class="embed-help">
            <strong>Solution:</strong> {solutionWords(puzzle)}
          </p>
        )}
      </div>
    </>
  );
}

export { EmbedPuzzle };
