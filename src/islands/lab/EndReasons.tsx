/**
 * How the games ended: every way a game can end under the run's rules, with its count (the ones that
 * never happened too), so an ending the rules rule out is not listed as if it might have happened.
 */
import type { Tally } from '../../ai/selfplay/stats';
import type { RuleSet } from '../../engine';
import { reasonRows } from './model';

export function EndReasons({ reasons, rules }: { reasons: Tally['reasons']; rules: RuleSet }) {
  return (
    <section class="lab-reasons" aria-labelledby="lab-reasons-h">
      <h3 id="lab-reasons-h">How the games ended</h3>
      <ul data-testid="lab-reasons">
        {reasonRows(reasons, rules).map((r) => (
          <li key={r.reason} data-reason={r.reason} class={r.count === 0 ? 'lab-reason--none' : undefined}>
            <span>{r.label}</span>
            <span class="lab-num">
              {r.count} game{r.count === 1 ? '' : 's'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
