/**
 * The top of the puzzle: progress ("7 of 36 solved, 2 more with help") with a link to the progress
 * code below the board (PuzzleKit: the code with Copy and Reset, and what counts as help), Previous /
 * Next, a sentence when the saved
 * progress could not be read or saved, the sentence for a hash that names no puzzle, then the
 * puzzle's number, kind, title with its mark (focused when a link opens another puzzle), reading and
 * goal. Previous / Next at the ends are aria-disabled rather than disabled, so they keep the focus.
 */
import type { Ref } from 'preact';
import { readingUrl } from '../../site/url';
import type { Puzzle } from '../../learn/types';
import { KIND_LABEL } from './kinds';
import { missingText, progressText } from './model';
import { ProgressTools } from './ProgressTools';
import type { Standing } from './record';

interface PuzzleHeaderProps {
  readonly puzzle: Puzzle;
  readonly index: number;
  readonly total: number;
  readonly solvedCount: number;
  readonly helpedCount: number;
  /** How this puzzle stands in the pupil's record. */
  readonly standing: Standing;
  /** A sentence about the saved progress (unreadable, or not saved), or null. */
  readonly storageNote: string | null;
  readonly missing: string | null;
  readonly readingName: string;
  readonly titleRef: Ref<HTMLHeadingElement>;
  readonly onStep: (by: 1 | -1) => void;
}

/**
 * Below the board: the progress code with Copy and Reset, and what counts as help (the header's
 * "Your progress code" link leads here).
 */
export function PuzzleKit(props: {
  readonly code: string;
  readonly solvedCount: number;
  readonly helpedCount: number;
  readonly stepsDone: number;
  readonly nothingRecorded: boolean;
  readonly onReset: () => boolean;
}) {
  return (
    <section class="pz-kit-section" id="pz-kit" aria-label="Your progress">
      <ProgressTools
        code={props.code}
        puzzles={props.solvedCount + props.helpedCount}
        steps={props.stepsDone}
        empty={props.nothingRecorded}
        onReset={props.onReset}
      />
      <p class="pz-help-rule">{HELP_RULE}</p>
    </section>
  );
}

/** What counts as help, in the words the puzzles page and the teachers' page both use. */
export const HELP_RULE =
  'A puzzle counts as solved when you find the move yourself. After you open its hint or its solution, solving it that day counts as solved with help; solve it again on a later day without help and it counts as solved, with the help remembered.';

export function PuzzleHeader(props: PuzzleHeaderProps) {
  const { puzzle, index, total } = props;
  return (
    <>
      <div class="pz-bar">
        <p class="pz-progress-line">
          <span class="pz-progress" data-testid="puzzle-progress">
            {progressText(props.solvedCount, total, props.helpedCount)}
          </span>{' '}
          <a class="pz-kit-link" href="#pz-kit">
            Your progress code<span aria-hidden="true"> ↓</span>
          </a>
        </p>
        <div class="pz-steps" role="group" aria-label="Other puzzles">
          <button
            type="button"
            class="pz-button big-button"
            aria-disabled={index === 0 ? 'true' : undefined}
            onClick={() => index > 0 && props.onStep(-1)}
          >
            <span aria-hidden="true">← </span>Previous
          </button>
          <button
            type="button"
            class="pz-button big-button"
            aria-disabled={index === total - 1 ? 'true' : undefined}
            onClick={() => index < total - 1 && props.onStep(1)}
          >
            Next<span aria-hidden="true"> →</span>
          </button>
        </div>
      </div>
      {props.storageNote !== null && (
        <p class="pz-missing" role="status" data-testid="puzzle-storage-note">
          {props.storageNote}
        </p>
      )}
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
        {(props.standing === 'solved' || props.standing === 'solved-after-help') && (
          <span class="pz-solved-badge pill" data-state="solved">
            <span aria-hidden="true">✓</span> solved{props.standing === 'solved-after-help' ? ' (with help the first time)' : ''}
          </span>
        )}
        {props.standing === 'helped' && (
          <span class="pz-solved-badge pill pz-solved-badge--helped" data-state="helped">
            solved with help
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
