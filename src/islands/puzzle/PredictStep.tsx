/**
 * "Predict, then reveal" for a two-readings puzzle: what does the move do under the other reading?
 * Two choices (buttons marked by aria-pressed); the answer and the puzzle's comparison explanation
 * appear, in a polite live region, once the reader has chosen. The question is then closed: both
 * buttons are aria-disabled (they keep the focus and are still read), the chosen one says in words
 * that it is the reader's answer and whether it is right, with the colour and border of right or
 * wrong beside the words, and the other is the right answer where the chosen one is wrong.
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
        {prediction.choices.map((c, i) => {
          const mine = chosen === i;
          const answer = chosen === null ? undefined : mine ? (c.correct ? 'right' : 'wrong') : c.correct ? 'the-right-one' : undefined;
          return (
            <button
              key={c.label}
              type="button"
              class="pz-button big-button pz-choice"
              aria-pressed={mine ? 'true' : 'false'}
              aria-disabled={chosen !== null ? 'true' : undefined}
              data-answer={answer}
              onClick={() => chosen === null && onChoose(i)}
            >
              {mine && <span class="pz-choice-tag">{c.correct ? 'Your answer, right: ' : 'Your answer, wrong: '}</span>}
              {answer === 'the-right-one' && <span class="pz-choice-tag">The right answer: </span>}
              {c.label}
            </button>
          );
        })}
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
