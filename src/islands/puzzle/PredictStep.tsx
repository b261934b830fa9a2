/**
 * "Predict, then reveal" for a two-readings puzzle: what does the move do under the other reading?
 * Two choices (buttons marked by aria-pressed); the answer and the puzzle's comparison explanation
 * appear, in a polite live region, once the reader has chosen.
 */
import type { Prediction } from './attempt';

interface PredictStepProps {
  readonly prediction: Prediction;
  readonly chosen: number | null;
  readonly explanation: string;
  readonly onChoose: (choice: number) => void;
}

export function PredictStep({ prediction, chosen, explanation, onChoose }: PredictStepProps) {
  const pick = chosen === null ? null : prediction.choices[chosen];
  return (
    <div class="pz-predict" role="group" aria-labelledby="pz-predict-q" data-testid="puzzle-predict">
      <p class="pz-predict-q" id="pz-predict-q">
        What happens under {prediction.reading} if {prediction.move} is played?
      </p>
      <div class="pz-choices">
        {prediction.choices.map((c, i) => (
          <button
            key={c.label}
            type="button"
            class="pz-button big-button pz-choice"
            aria-pressed={chosen === i ? 'true' : 'false'}
            onClick={() => onChoose(i)}
          >
            {c.label}
          </button>
        ))}
      </div>
      <div aria-live="polite" aria-atomic="true" data-testid="puzzle-reveal">
        {pick && (
          <>
            <p class={`pz-verdict pz-verdict--${pick.correct ? 'right' : 'wrong'}`}>
              <span class="pz-icon" aria-hidden="true">
                {pick.correct ? '✓' : '✗'}
              </span>
              <span>
                <strong>{pick.correct ? 'Your prediction is right.' : 'Your prediction is wrong.'}</strong> {prediction.answer}
              </span>
            </p>
            <p class="pz-explanation">{explanation}</p>
          </>
        )}
      </div>
    </div>
  );
}
