/**
 * Wins and draws as a table: count, share with its 95 % Wilson interval, and a bar whose whiskers
 * draw the interval. The numbers are in the cells; the bar repeats them for the eye (aria-hidden),
 * and every row is named in words, so colour carries nothing on its own.
 */
import { formatInterval, type Interval } from '../../ai/selfplay/stats';
import { ColumnHeads, type Column } from './ColumnHeads';
import { outcomeRows, type Counts } from './model';

const COLUMNS: readonly Column[] = [{ heading: 'Outcome' }, { heading: 'Games', num: true }, { heading: 'Share (95 % interval)' }];

interface Props {
  caption: string;
  counts: Counts;
  testId?: string;
}

function Bar({ interval, outcome }: { interval: Interval; outcome: string }) {
  const x = (v: number) => v * 100;
  return (
    <svg class={`lab-bar lab-bar--${outcome}`} viewBox="0 0 100 12" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect class="lab-bar-track" x="0" y="2" width="100" height="8" />
      <rect class="lab-bar-fill" x="0" y="2" width={x(interval.p)} height="8" />
      <line class="lab-bar-whisker" x1={x(interval.lo)} x2={x(interval.hi)} y1="6" y2="6" />
      <line class="lab-bar-whisker" x1={x(interval.lo)} x2={x(interval.lo)} y1="1" y2="11" />
      <line class="lab-bar-whisker" x1={x(interval.hi)} x2={x(interval.hi)} y1="1" y2="11" />
    </svg>
  );
}

export function OutcomeTable({ caption, counts, testId }: Props) {
  const rows = outcomeRows(counts);
  const empty = counts.games === 0;
  return (
    <table class="lab-table lab-outcomes" data-testid={testId}>
      <caption>{caption}</caption>
      <ColumnHeads columns={COLUMNS} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.outcome} data-outcome={r.outcome}>
            <th scope="row">{r.label}</th>
            <td class="lab-num" data-count={r.count}>
              {r.count}
            </td>
            <td>
              {empty ? (
                '—'
              ) : (
                <>
                  <span class="lab-share">{formatInterval(r.interval)}</span>
                  <Bar interval={r.interval} outcome={r.outcome} />
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All games</th>
          <td class="lab-num">{counts.games}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
