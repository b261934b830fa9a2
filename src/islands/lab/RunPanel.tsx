/**
 * Run and Stop, the progress bar with its words ("23 of 40 games"), what the run did, an error as
 * one sentence, and a polite live region that speaks at the start, every tenth game and the end.
 * While a run goes on Run stays focusable but inactive (aria-disabled), and likewise Stop when none
 * does, so focus is never lost from under the keyboard.
 */
import { announcement, progressText, statusText, type LabRun } from './model';

interface Props {
  run: LabRun | null;
  /** Why Run cannot start now (bad settings), or null. */
  blocked: string | null;
  onRun: () => void;
  onStop: () => void;
}

export function RunPanel({ run, blocked, onRun, onStop }: Props) {
  const running = run?.status === 'running';
  return (
    <section class="lab-panel lab-run" aria-labelledby="lab-run-h">
      <h2 id="lab-run-h">Run</h2>
      <div class="lab-buttons">
        <button
          type="button"
          class="lab-primary"
          disabled={blocked !== null}
          aria-disabled={running ? 'true' : undefined}
          aria-describedby={blocked ? 'lab-blocked' : undefined}
          onClick={() => {
            if (!running) onRun();
          }}
        >
          {run ? 'Run again' : 'Run'}
        </button>
        <button type="button" aria-disabled={running ? undefined : 'true'} onClick={() => running && onStop()}>
          Stop
        </button>
      </div>
      {blocked && (
        <p class="lab-problem" id="lab-blocked">
          Run is unavailable: {blocked}
        </p>
      )}
      {run ? (
        <div class="lab-progress">
          <progress
            id="lab-progress"
            max={run.plan.total}
            value={run.tally.games}
            aria-describedby="lab-progress-text"
            aria-label="Games played"
          />
          <p class="lab-progress-text" id="lab-progress-text" data-testid="lab-progress">
            {progressText(run)}
          </p>
          <p class={`lab-status lab-status--${run.status}`} data-testid="lab-status">
            {statusText(run)}
          </p>
        </div>
      ) : (
        <p class="lab-note">
          Every game is played in the background, one per processor core, so the page stays responsive. Results fill in after each game.
        </p>
      )}
      <p class="lab-error" role="alert">
        {run?.error ?? ''}
      </p>
      <p class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement(run)}
      </p>
    </section>
  );
}
