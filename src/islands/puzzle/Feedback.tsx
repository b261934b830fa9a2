/**
 * The verdict on the reader's move, in a polite live region that is always present (so a screen
 * reader announces each new verdict): a word ("Right." or "Wrong."), a shape (a tick in a circle or
 * a cross in a square, not colour alone) and the engine's sentence.
 */
import type { Verdict } from './attempt';
import { verdictWord } from './model';

export function Feedback({
  verdict,
  prompt,
  testId = 'puzzle-feedback',
}: {
  readonly verdict: Verdict | null;
  readonly prompt: string;
  /** The projector's copy has its own. */
  readonly testId?: string;
}) {
  return (
    <div class="pz-feedback" aria-live="polite" aria-atomic="true" data-testid={testId}>
      {verdict ? (
        <p class={`pz-verdict pz-verdict--${verdict.correct ? 'right' : 'wrong'}`} data-verdict={verdict.correct ? 'right' : 'wrong'}>
          <span class="pz-icon" aria-hidden="true">
            {verdict.correct ? '✓' : '✗'}
          </span>
          <span>
            <strong>{verdictWord(verdict)}</strong> {verdict.sentence}
          </span>
        </p>
      ) : (
        <p class="pz-prompt">{prompt}</p>
      )}
    </div>
  );
}
