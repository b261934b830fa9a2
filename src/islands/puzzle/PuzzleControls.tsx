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

const howToMove = (side: string): string =>
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
export const tryAgainAction = (state: PuzzleState, what: string, onClick: () => void): ProjectorAction => ({
  label: 'Try again',
  hint: `${what} position again, to play another move`,
  disabled: !canRetry(state),
  onClick,
});

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
