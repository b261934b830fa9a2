/**
 * The AI opponent's controls: who plays the other side, the AI's level (each with its sentence),
 * a Hint button and the evaluation bar's checkbox. AiStatus, above the board, says what the AI is
 * doing: the thinking line is plain text (a screen reader hears the AI's move itself, from the
 * board's announcement); a hint, asked for by a button, is read out from a polite status region.
 * EvalBar is a meter whose words say who is ahead, so the shading is never the only signal.
 */
import { LEVELS } from '../../ai/levels';
import { LEVEL_IDS } from '../../ai/types';
import { OPPONENTS, OPPONENT_LABEL, isOpponent, type BarReading } from './ai';
import type { AiView } from './useAi';

export function AiControls({ ai, disabled }: { ai: AiView; disabled: boolean }) {
  const hintOff = disabled || ai.aiTurn || ai.over || ai.hintPending;
  return (
    <section class="play-panel play-ai" aria-labelledby="play-ai-h">
      <h2 id="play-ai-h">Play against the AI</h2>
      <label class="play-field" for="play-opponent">
        <span class="play-label">Opponent</span>
        <select
          id="play-opponent"
          value={ai.opponent}
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
      <div class="play-buttons">
        <button
          type="button"
          aria-disabled={hintOff ? 'true' : undefined}
          title="The AI's best move for the side to move, shown on the board"
          onClick={() => !hintOff && ai.requestHint()}
        >
          Hint
        </button>
        <label class="play-ai-check">
          <input type="checkbox" checked={ai.evalBar} onChange={(e) => ai.setEvalBar((e.currentTarget as HTMLInputElement).checked)} />{' '}
          Evaluation bar
        </label>
      </div>
      {ai.waitingAtStep && <p class="play-hint">The AI moves at the end of the game: step forward to the last move.</p>}
      {ai.failed && (
        <div class="play-buttons">
          <button type="button" class="play-primary" onClick={ai.retry}>
            Try again
          </button>
          <span class="play-hint">The AI did not move.</span>
        </div>
      )}
    </section>
  );
}

/**
 * Above the board, where the eye is: the evaluation bar (when on), what the AI is doing, and the
 * hint in words (a polite status region: the reader asked for it).
 */
export function AiStatus({ ai, editing }: { ai: AiView; editing: boolean }) {
  return (
    <div class="play-ai-status">
      {ai.evalBar && !editing && <EvalBar reading={ai.reading} depth={ai.evalDepth} />}
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
  const detail =
    reading && reading.score !== null
      ? ` (${reading.score > 0 ? '+' : ''}${reading.score} for the defenders${depth ? `, depth ${depth}` : ''})`
      : '';
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
