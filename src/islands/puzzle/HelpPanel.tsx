/**
 * "Try again", "Hint" and "Show the solution": the last two are disclosure buttons (aria-expanded)
 * over the puzzle's hint and over its solution line with the explanation.
 */
import type { Puzzle } from '../../learn/types';
import { solutionWords } from './attempt';

interface HelpPanelProps {
  readonly puzzle: Puzzle;
  readonly canRetry: boolean;
  readonly hint: boolean;
  readonly solution: boolean;
  readonly onRetry: () => void;
  readonly onHint: () => void;
  readonly onSolution: () => void;
}

export function HelpPanel(props: HelpPanelProps) {
  const { puzzle } = props;
  return (
    <>
      <div class="pz-actions">
        {props.canRetry && (
          <button type="button" class="pz-button big-button" onClick={props.onRetry}>
            Try again
          </button>
        )}
        <button
          type="button"
          class="pz-button big-button"
          aria-expanded={props.hint ? 'true' : 'false'}
          aria-controls="pz-hint"
          onClick={props.onHint}
        >
          Hint
        </button>
        <button
          type="button"
          class="pz-button big-button"
          aria-expanded={props.solution ? 'true' : 'false'}
          aria-controls="pz-solution"
          onClick={props.onSolution}
        >
          Show the solution
        </button>
      </div>
      <div id="pz-hint" class="pz-reveal" hidden={!props.hint} data-testid="puzzle-hint">
        <p>
          <strong>Hint:</strong> {puzzle.hint}
        </p>
      </div>
      <div id="pz-solution" class="pz-reveal" hidden={!props.solution} data-testid="puzzle-solution">
        <p>
          <strong>Solution:</strong> {solutionWords(puzzle)}
        </p>
        <p>{puzzle.explanation}</p>
      </div>
    </>
  );
}
