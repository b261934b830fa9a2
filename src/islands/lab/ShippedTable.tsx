/**
 * "Results shipped with the site": one row per precomputed balance file, with the share of each
 * outcome and its interval, the median game length, and, folded under "Reproduce this result", the exact
 * command that made it.
 */
import { formatInterval } from '../../ai/selfplay/stats';
import { ColumnHeads, type Column } from './ColumnHeads';
import { outcomeRows } from './model';
import type { ShippedResult } from './shipped';

const COLUMNS: readonly Column[] = [
  { heading: 'Reading' },
  { heading: 'Games', num: true },
  { heading: 'Level' },
  { heading: 'Attackers win' },
  { heading: 'Defenders win' },
  { heading: 'Draws' },
  { heading: 'Median length (moves)', num: true },
  { heading: 'Reproduce' },
];

export function ShippedTable({ shipped }: { shipped: readonly ShippedResult[] }) {
  return (
    <section class="lab-shipped" aria-labelledby="lab-shipped-h">
      <h2 id="lab-shipped-h">Results shipped with the site</h2>
      {shipped.length === 0 ? (
        <p data-testid="lab-shipped-none">
          No precomputed results yet. When they are added, each reading’s games, level and shares appear here with the command that produced
          them.
        </p>
      ) : (
        <>
          <p class="lab-note">
            Games played ahead of time by the computer against itself, from each reading’s own rules and layout. Shares give a 95 %
            interval. Under “Reproduce this result” is the command that plays the same games again, with a copy of the site’s code.
          </p>
          <div class="lab-scroll" role="region" aria-labelledby="lab-shipped-caption" tabindex={0}>
            <table class="lab-table lab-shipped-table" data-testid="lab-shipped">
              <caption id="lab-shipped-caption">
                <span class="lab-caption-text">
                  Precomputed self-play results, one row per reading
                  <span class="lab-scroll-hint">On a narrow screen, scroll the table sideways.</span>
                </span>
              </caption>
              <ColumnHeads columns={COLUMNS} />
              <tbody>
                {shipped.map((r) => (
                  <tr key={r.preset} data-preset={r.preset}>
                    <th scope="row">
                      {r.presetName}
                      {!r.currentAi && <span class="lab-note"> (played by an earlier version of the AI)</span>}
                    </th>
                    <td class="lab-num">{r.tally.games}</td>
                    <td>{r.levelLabel}</td>
                    {outcomeRows(r.tally).map((o) => (
                      <td key={o.outcome}>{formatInterval(o.interval)}</td>
                    ))}
                    <td class="lab-num">{r.medianPlies ?? '—'}</td>
                    <td>
                      <details class="lab-reproduce">
                        <summary>Reproduce this result</summary>
                        <code data-reader-code>{r.command}</code>
                      </details>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
