/**
 * The AI opponent's controls: who plays the other side, the AI's level (each with its sentence)
 * and the evaluation bar's checkbox (Hint is under the board, in GameBar). AiStatus, under the board, says what the AI is
 * doing: the thinking line is plain text (a screen reader hears the AI's move itself, from the
 * board's announcement); a hint, asked for by a button, is read out from a polite status region.
 * EvalBar is a meter whose words say who is ahead (evaluation.ts: never a raw score), so the shading is
 * never the only signal.
 */
import { LEVELS, LEVEL_IDS } from '../../ai/play/levels';
import { OPPONENTS, OPPONENT_LABEL, isOpponent } from './ai';
import type { BarReading } from './evaluation';
import type { AiView } from './useAi';

export function AiControls({ ai, disabled }: { ai: AiView; disabled: boolean }) {
  return (
    <section class="play-panel play-ai" aria-labelledby="play-ai-h">
      <h2 id="play-ai-h">Play against the AI</h2>
      <label class="play-field" for="play-opponent">
        <span class="play-label">Opponent</span>
        <select
          id="play-opponent"
          value={ai.opponent}
          disabled={disabled}
          onChange={(e) => {
            const v = (e.currentTarget as HTMLSelectElement).value;
            if (isOpponent(v)) ai.setOpponent(v);
          }}
        >
          {OPPONENTS.map((o) => (
            <option key={o} value={o}>
              {OPPONENT_LABEL[o]}
            </option>
          ))}
        </select>
      </label>
      <fieldset class="play-ai-levels">
        <legend>AI level</legend>
        {LEVEL_IDS.map((id) => (
          <label key={id} class="play-ai-level">
            <input type="radio" name="play-ai-level" value={id} checked={ai.level === id} onChange={() => ai.setLevel(id)} />{' '}
            <span class="play-ai-level-name">{LEVELS[id].label}</span>
            <span class="play-ai-level-text">{LEVELS[id].description}</span>
          </label>
        ))}
      </fieldset>
      <label class="play-ai-check">
        <input type="checkbox" checked={ai.evalBar} onChange={(e) => ai.setEvalBar((e.currentTarget as HTMLInputElement).checked)} />{' '}
        Evaluation bar
      </label>
      <p class="play-hint">The bar stands above the board; Hint, under it, asks the AI for the best move of the side to move.</p>
    </section>
  );
}

/** Why the AI, whose turn it is, does not move, and the button that lets it. */
function AiWaiting({ ai }: { ai: AiView }) {
  if (ai.waitingAtStep) return <p class="play-hint">The AI moves at the end of the game: step forward to the last move.</p>;
  if (ai.heldForRedo)
    return (
      <div class="play-buttons">
        <span class="play-hint">The AI waits while there are moves to redo: Redo (in Moves) replays them.</span>
        <button type="button" onClick={ai.playOn}>
          Let the AI play on
        </button>
      </div>
    );
  if (ai.failed)
    return (
      <div class="play-buttons">
        <button type="button" class="play-primary" onClick={ai.retry}>
          Try again
        </button>
        <span class="play-hint">The AI did not move.</span>
      </div>
    );
  return null;
}

/**
 * Under the board, where the eye is: what the AI is doing or why it waits, and the hint in words (a
 * polite status region: the reader asked for it). The evaluation bar, when on, stands above the board.
 */
export function AiStatus({ ai, editing }: { ai: AiView; editing: boolean }) {
  return (
    <div class="play-ai-status">
      {!editing && <AiWaiting ai={ai} />}
      <p class="play-ai-thinking" data-testid="ai-thinking">
        {ai.thinking ? `The AI is thinking…${ai.thinking.depth ? ` depth ${ai.thinking.depth}` : ''}` : ''}
      </p>
      <p role="status" aria-live="polite" class="play-ai-hint" data-testid="ai-hint">
        {ai.hint ? ai.hint.text : ai.hintPending ? 'Looking for a hint…' : ''}
      </p>
    </div>
  );
}

export function EvalBar({ reading, depth }: { reading: BarReading | null; depth: number | null }) {
  const pct = reading ? Math.round(reading.share * 100) : 50;
  const label = reading ? reading.label : 'Evaluating…';
  const detail = reading && depth ? ` (the AI’s judgement at depth ${depth})` : '';
  return (
    <div class="play-eval" data-testid="eval-bar">
      <div class="play-eval-row">
        <span class="play-eval-end" aria-hidden="true">
          Attackers
        </span>
        <div
          class="play-eval-track"
          role="meter"
          aria-label="Evaluation: the defenders' share"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-valuetext={label}
        >
          <div class="play-eval-defenders" style={{ width: `${pct}%` }} />
          <div class="play-eval-even" />
        </div>
        <span class="play-eval-end" aria-hidden="true">
          Defenders
        </span>
      </div>
      <p class="play-eval-label" data-testid="eval-label">
        <span class="visually-hidden">Evaluation: </span>
        {label}
        {detail}
      </p>
    </div>
  );
}
