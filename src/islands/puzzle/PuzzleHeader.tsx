/**
 * The top of the puzzle: progress, Previous / Next, the sentence for a hash that names no puzzle,
 * then the puzzle's number, kind, title (focused when a link opens another puzzle), reading and goal.
 * Previous / Next at the ends are aria-disabled rather than disabled, so they keep the focus.
 */
import type { Ref } from 'preact';
import { readingUrl } from '../../components/url';
import type { Puzzle } from '../../learn/types';
import { KIND_LABEL } from './kinds';
import { missingText, progressText } from './model';

interface PuzzleHeaderProps {
  readonly puzzle: Puzzle;
  readonly index: number;
  readonly total: number;
  readonly solvedCount: number;
  readonly solvedHere: boolean;
  readonly missing: string | null;
  readonly readingName: string;
  readonly titleRef: Ref<HTMLHeadingElement>;
  readonly onStep: (by: 1 | -1) => void;
}

export function PuzzleHeader(props: PuzzleHeaderProps) {
  const { puzzle, index, total } = props;
  return (
    <>
      <div class="pz-bar">
        <p class="pz-progress" data-testid="puzzle-progress">
          {progressText(props.solvedCount, total)}
        </p>
        <div class="pz-steps" role="group" aria-label="Other puzzles">
          <button type="button" class="pz-button" aria-disabled={index === 0 ? 'true' : undefined} onClick={() => index > 0 && props.onStep(-1)}>
            <span aria-hidden="true">← </span>Previous
          </button>
          <button
            type="button"
            class="pz-button"
            aria-disabled={index === total - 1 ? 'true' : undefined}
            onClick={() => index < total - 1 && props.onStep(1)}
          >
            Next<span aria-hidden="true"> →</span>
          </button>
        </div>
      </div>
      {props.missing !== null && (
        <p class="pz-missing" data-testid="puzzle-missing">
          {missingText(props.missing)}
        </p>
      )}
      <p class="pz-kicker">
        Puzzle {index + 1} of {total} · {KIND_LABEL[puzzle.kind]}
      </p>
      <h2 class="pz-title" id="pz-title" tabIndex={-1} ref={props.titleRef} data-testid="puzzle-title" data-puzzle={puzzle.id}>
        {puzzle.title}
        {props.solvedHere && (
          <span class="pz-solved-badge">
            <span aria-hidden="true">✓</span> solved
          </span>
        )}
      </h2>
      <p class="pz-reading">
        Rules: <a href={readingUrl(puzzle.preset)}>{props.readingName}</a>
      </p>
      <p class="pz-goal" data-testid="puzzle-goal">
        <strong>Goal:</strong> {puzzle.goal}
      </p>
    </>
  );
}
