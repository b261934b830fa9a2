/**
 * The run's results, updated after every game: first the verdict in words (who won how many, and how
 * sure that is), then, for those who want them, wins and draws with intervals (beside the shipped
 * result for the same rules, when there is one), the histogram of game lengths, and how the games
 * ended.
 */
import { EndReasons } from './EndReasons';
import { LengthPlot } from './LengthPlot';
import { planSummary, runVerdict, type LabRun } from './model';
import { OutcomeTable } from './OutcomeTable';
import type { ShippedResult } from './shipped';

interface Props {
  run: LabRun | null;
  /** The shipped result for the run's rules (or the chosen rules before a run), if any. */
  compare: ShippedResult | undefined;
}

export function Results({ run, compare }: Props) {
  const otherLevel = run && compare && compare.level !== run.plan.level;
  return (
    <section class="lab-panel lab-results" aria-labelledby="lab-results-h" data-testid="lab-results">
      <h2 id="lab-results-h">Results</h2>
      {run ? (
        <>
          <p class="lab-verdict" data-testid="lab-verdict">
            {runVerdict(run)}
          </p>
          <p class="lab-plan">{planSummary(run.plan)}</p>
        </>
      ) : (
        <p class="lab-note">Press Run to play the games; the results fill in here after each game.</p>
      )}
      {(run || compare) && (
        <div class="lab-compare">
          {run && (
            <OutcomeTable caption={`This run: ${run.tally.games} of ${run.plan.total} games`} counts={run.tally} testId="lab-outcomes" />
          )}
          {compare && (
            <OutcomeTable
              caption={`Shipped with the site for these rules: ${compare.tally.games} games at the ${compare.levelLabel} level`}
              counts={compare.tally}
              testId="lab-compare"
            />
          )}
        </div>
      )}
      {otherLevel && (
        <p class="lab-note">The shipped games were played at the {compare.levelLabel} level, so the two are not directly comparable.</p>
      )}
      {run && (
        <div class="lab-detail">
          <LengthPlot lengths={run.tally.lengths} />
          <EndReasons reasons={run.tally.reasons} rules={run.plan.rules} />
        </div>
      )}
    </section>
  );
}
