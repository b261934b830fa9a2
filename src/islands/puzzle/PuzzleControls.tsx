/**
 * The panel beside a puzzle or lesson board: the verdict, Try again / Hint / Show the solution, and
 * the predict-then-reveal step for two-readings puzzles. Shared by the puzzle and lesson islands;
 * `children` adds what a page needs below (the lesson's next-step link).
 */
import type { ComponentChildren } from 'preact';
import type { Puzzle } from '../../learn/types';
import type { Prediction } from './attempt';
import { Feedback } from './Feedback';
import { HelpPanel } from './HelpPanel';
import type { ProjectorAction } from '../board/Projector';
import { canRetry, type PuzzleAction, type PuzzleState } from './model';
import { PredictStep } from './PredictStep';
import { PredictionReveal } from './PredictionReveal';
import { today } from './record';

export const howToMove = (side: string): string =>
  `Play the ${side}’ move on the board: click a piece, then its destination, or move the cursor with the arrow keys and press Enter to pick up and to put down.`;

export interface PuzzleControlsProps {
  readonly puzzle: Puzzle;
  readonly state: PuzzleState;
  readonly dispatch: (a: PuzzleAction) => void;
  /** The side whose move the reader plays. */
  readonly solver: string;
  readonly prediction: Prediction | null;
  /** Called after "Try again" (the islands put the focus back on the board). */
  readonly onRetried: () => void;
  readonly children?: ComponentChildren;
}

/** "Try again" in the projector's toolbar, as the panel offers it: `what` names the position ("The puzzle’s"). */
const tryAgainAction = (state: PuzzleState, what: string, onClick: () => void): ProjectorAction => ({
  label: 'Try again',
  hint: `${what} position again, to play another move`,
  disabled: !canRetry(state),
  keys: ['r', 'PageUp'],
  onClick,
});

/**
 * The projector's toolbar for a puzzle or a lesson step: Try again, Hint and Show the solution, by
 * keyboard too (R, H, S) and by a presentation remote (Page Up tries again, Page Down shows the hint,
 * then the solution).
 */
export function helpActions(
  state: PuzzleState,
  what: string,
  dispatch: (a: PuzzleAction) => void,
  onRetried: () => void,
): ProjectorAction[] {
  const hint = () => dispatch({ type: 'hint', day: today() });
  const solution = () => dispatch({ type: 'solution', day: today() });
  return [
    tryAgainAction(state, what, () => {
      dispatch({ type: 'retry' });
      onRetried();
    }),
    // Page Down, a remote's "next", opens the hint first, then the solution.
    { label: 'Hint', hint: 'Show or hide the hint', pressed: state.hint, keys: state.hint ? ['h'] : ['h', 'PageDown'], onClick: hint },
    {
      label: 'Show the solution',
      hint: 'Show or hide the solution',
      pressed: state.solution,
      keys: state.hint && !state.solution ? ['s', 'PageDown'] : ['s'],
      onClick: solution,
    },
  ];
}

export function PuzzleControls({ puzzle, state, dispatch, solver, prediction, onRetried, children }: PuzzleControlsProps) {
  return (
    <div class="pz-controls board-layout-controls">
      <Feedback verdict={state.verdict} prompt={howToMove(solver)} />
      <HelpPanel
        puzzle={puzzle}
        canRetry={canRetry(state)}
        hint={state.hint}
        solution={state.solution}
        onRetry={() => {
          dispatch({ type: 'retry' });
          onRetried();
        }}
        onHint={() => dispatch({ type: 'hint', day: today() })}
        onSolution={() => dispatch({ type: 'solution', day: today() })}
      />
      {prediction && puzzle.compare && (
        <PredictStep
          prediction={prediction}
          chosen={state.prediction}
          explanation={puzzle.compare.explanation}
          onChoose={(choice) => dispatch({ type: 'predict', choice })}
        />
      )}
      {prediction && puzzle.compare && <PredictionReveal puzzle={puzzle} move={prediction.move} chosen={state.prediction} />}
      {children}
    </div>
  );
}
