/**
 * Below the puzzle's progress count: the pupil's progress code (progressCode.ts) in a read-only field
 * with Copy (the clipboard API, else the code is selected for the reader to copy), "Reset my progress"
 * (the puzzles' and the lessons' both) with an inline confirmation (the focus goes to the safe choice, "Keep my progress"), and one polite
 * live region for "Copied" and "Your progress has been reset."
 */
import type { Ref } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { copyText } from '../clipboard';

interface ProgressToolsProps {
  readonly code: string;
  /** Puzzles solved, with help or without, in this browser. */
  readonly puzzles: number;
  /** Lesson steps done in this browser. */
  readonly steps: number;
  /** Nothing is recorded (no puzzle's help or solve, no step): Reset has nothing to forget. */
  readonly empty: boolean;
  /** Forgets the progress; returns false when the browser would not store the change. */
  readonly onReset: () => boolean;
}

/** A status line's text that clears itself six seconds after it was last set. */
function useFadingStatus(): readonly [string, (text: string) => void] {
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (status === '') return;
    const timer = setTimeout(() => setStatus(''), 6000);
    return () => clearTimeout(timer);
  }, [status]);
  return [status, setStatus];
}

/** The read-only field with the code, selected when it takes the focus. */
function CodeField({ code, field }: { readonly code: string; readonly field: Ref<HTMLInputElement> }) {
  return (
    <>
      <label for="pz-code" class="pz-code-label">
        Your progress code:
      </label>
      <input
        id="pz-code"
        ref={field}
        class="pz-code code-field"
        type="text"
        readOnly
        value={code}
        size={code.length}
        spellcheck={false}
        autocomplete="off"
        aria-describedby="pz-code-note"
        data-testid="puzzle-code"
        onFocus={(e) => e.currentTarget.select()}
      />
    </>
  );
}

interface ResetConfirmProps {
  readonly puzzles: number;
  readonly steps: number;
  readonly keepButton: Ref<HTMLButtonElement>;
  readonly onYes: () => void;
  readonly onKeep: () => void;
}

const several = (n: number, one: string, many: string): string => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** "Forget what this browser has recorded (3 puzzles solved, 2 lesson steps done)?" */
export function resetQuestion(puzzles: number, steps: number): string {
  return `Forget what this browser has recorded for the puzzles and the lessons (${several(puzzles, 'puzzle', 'puzzles')} solved, ${several(steps, 'lesson step', 'lesson steps')} done, and every hint or solution seen)? Your progress code starts again too, and this cannot be undone.`;
}

/** The reset question, with "Yes, reset" and "Keep my progress". */
function ResetConfirm({ puzzles, steps, keepButton, onYes, onKeep }: ResetConfirmProps) {
  return (
    <fieldset class="pz-confirm" id="pz-reset-confirm" aria-labelledby="pz-confirm-q" data-testid="puzzle-reset-confirm">
      <p id="pz-confirm-q">{resetQuestion(puzzles, steps)}</p>
      <div class="pz-actions">
        <button type="button" class="pz-button big-button" onClick={onYes}>
          Yes, reset
        </button>
        <button type="button" class="pz-button big-button" ref={keepButton} onClick={onKeep}>
          Keep my progress
        </button>
      </div>
    </fieldset>
  );
}

export function ProgressTools({ code, puzzles, steps, empty, onReset }: ProgressToolsProps) {
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useFadingStatus();
  const field = useRef<HTMLInputElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  // Focus moves only after a click here, never on the first render.
  const [focusTo, setFocusTo] = useState<'keep' | 'reset' | null>(null);

  useEffect(() => {
    if (focusTo === 'keep') keepButton.current?.focus();
    if (focusTo === 'reset') resetButton.current?.focus();
  }, [focusTo, confirming]);

  const copy = async () => {
    const ok = await copyText(code, field.current);
    setStatus(ok ? 'Copied.' : 'The code is selected: copy it with your keyboard or menu.');
  };
  const none = empty;
  const close = () => {
    setConfirming(false);
    setFocusTo('reset');
  };
  const reset = () => {
    const saved = onReset();
    close();
    setStatus(
      saved ? 'Your progress has been reset.' : 'Your progress has been reset on this page, but this browser would not store the change.',
    );
  };

  return (
    <div class="pz-kit" data-testid="puzzle-kit">
      <div class="pz-code-row">
        <CodeField code={code} field={field} />
        <button type="button" class="pz-button big-button" onClick={copy}>
          Copy<span class="visually-hidden"> the progress code</span>
        </button>
        <button
          type="button"
          class="pz-button big-button"
          ref={resetButton}
          aria-disabled={none && !confirming ? 'true' : undefined}
          aria-expanded={confirming ? 'true' : 'false'}
          aria-controls="pz-reset-confirm"
          onClick={() => {
            if (none && !confirming) return;
            setConfirming(!confirming);
            setFocusTo(confirming ? 'reset' : 'keep');
          }}
        >
          Reset my progress
        </button>
      </div>
      <p class="pz-code-note" id="pz-code-note">
        Give this code to your teacher: it says which puzzles you solved (and whether with help) and which lesson steps you did, and nothing
        else.
      </p>
      {confirming && <ResetConfirm puzzles={puzzles} steps={steps} keepButton={keepButton} onYes={reset} onKeep={close} />}
      <p class="pz-kit-status" aria-live="polite" aria-atomic="true" data-testid="puzzle-kit-status">
        {status}
      </p>
    </div>
  );
}
