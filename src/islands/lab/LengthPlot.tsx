/**
 * How long the games were: a histogram drawn as inline SVG, axes in plies and games. For a screen
 * reader it is one image whose label gives the shortest, median and longest game, followed by a
 * visually hidden table of the bins.
 */
import type { Bin } from '../../ai/selfplay/stats';
import { ColumnHeads, type Column } from './ColumnHeads';
import { lengthView } from './model';

const W = 360;
const H = 200;
const M = { left: 40, right: 14, top: 12, bottom: 48 };
const PW = W - M.left - M.right;
const PH = H - M.top - M.bottom;
const COLUMNS: readonly Column[] = [{ heading: 'Plies' }, { heading: 'Games' }];

/** About `want` round steps from 0 to max. */
function yTicks(max: number): number[] {
  if (max <= 4) return Array.from({ length: max + 1 }, (_, i) => i);
  const step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500].find((s) => max / s <= 4) ?? Math.ceil(max / 4);
  const out: number[] = [];
  for (let v = 0; v <= max; v += step) out.push(v);
  return out;
}

function Plot({ bins, label }: { bins: readonly Bin[]; label: string }) {
  const top = Math.max(1, ...bins.map((b) => b.count));
  const bw = PW / bins.length;
  const y = (c: number) => M.top + PH - (c / top) * PH;
  const edges = [...bins.map((b) => b.from), bins[bins.length - 1]!.to];
  const every = Math.max(1, Math.ceil(edges.length / 7));
  return (
    <svg class="lab-hist" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="lab-histogram">
      {yTicks(top).map((t) => (
        <g key={`y${t}`} class="lab-hist-tick">
          <line class="lab-hist-grid" x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} />
          <text x={M.left - 5} y={y(t) + 4} text-anchor="end">
            {t}
          </text>
        </g>
      ))}
      {bins.map((b, i) =>
        b.count > 0 ? (
          <rect
            key={b.from}
            class="lab-hist-bar"
            x={M.left + i * bw + 1}
            y={y(b.count)}
            width={Math.max(1, bw - 2)}
            height={M.top + PH - y(b.count)}
          />
        ) : null,
      )}
      <line class="lab-hist-axis" x1={M.left} x2={W - M.right} y1={M.top + PH} y2={M.top + PH} />
      <line class="lab-hist-axis" x1={M.left} x2={M.left} y1={M.top} y2={M.top + PH} />
      {edges.map((e, i) =>
        i % every === 0 || i === edges.length - 1 ? (
          <g key={`x${e}`} class="lab-hist-tick">
            <line class="lab-hist-axis" x1={M.left + i * bw} x2={M.left + i * bw} y1={M.top + PH} y2={M.top + PH + 4} />
            <text x={M.left + i * bw} y={M.top + PH + 17} text-anchor="middle">
              {e}
            </text>
          </g>
        ) : null,
      )}
      <text class="lab-hist-title" x={M.left + PW / 2} y={H - 6} text-anchor="middle">
        Game length (moves)
      </text>
      <text class="lab-hist-title" x={12} y={M.top + PH / 2} text-anchor="middle" transform={`rotate(-90 12 ${M.top + PH / 2})`}>
        Games
      </text>
    </svg>
  );
}

export function LengthPlot({ lengths }: { lengths: readonly number[] }) {
  const view = lengthView(lengths);
  return (
    <section class="lab-lengths" aria-labelledby="lab-lengths-h">
      <h3 id="lab-lengths-h">Game lengths</h3>
      {view ? (
        <>
          <p class="lab-note" aria-hidden="true">
            {view.label}
          </p>
          <Plot bins={view.bins} label={view.label} />
          <table class="visually-hidden">
            <caption>Games by length in moves</caption>
            <ColumnHeads columns={COLUMNS} />
            <tbody>
              {view.bins.map((b) => (
                <tr key={b.from}>
                  <th scope="row">{b.to - b.from === 1 ? `${b.from}` : `${b.from} to ${b.to - 1}`}</th>
                  <td>{b.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p class="lab-note">No games yet.</p>
      )}
    </section>
  );
}
