/**
 * What does not move: the squares or the grid of lines, the special squares (cross-hatched centre,
 * hatched corners), squares cut from the board, the edge band of an edge-escape game, and the
 * coordinates. Nothing here takes pointer events; the squares layer (Squares.tsx) does.
 */
import { cellOf, fileLabel, rankLabel, squareAt, squaresInOrder } from './geometry';
import { SpecialMark } from './hatch';
import type { BoardStyle, SquareName } from './types';

/** Maximal runs of consecutive indices 0..n-1 for which `keep` holds, as [first, last]. */
export function runs(n: number, keep: (i: number) => boolean): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  for (let i = 0; i <= n; i++) {
    if (i < n && keep(i)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out.push([start, i - 1]);
      start = -1;
    }
  }
  return out;
}

interface BackgroundProps {
  readonly size: number;
  readonly flipped: boolean;
  readonly boardStyle: BoardStyle;
  readonly throne: SquareName;
  readonly corners: readonly SquareName[];
  readonly voids: ReadonlySet<SquareName>;
  readonly edgeGoal: boolean;
}

export function BoardBackground(p: BackgroundProps) {
  const { size, flipped, voids } = p;
  const playable = (col: number, row: number): boolean => !voids.has(squareAt({ col, row }, size, flipped));
  const cells = squaresInOrder(size, flipped);
  const inter = p.boardStyle === 'intersections';
  const special = [
    { sq: p.throne, cross: true, cls: 'tb-special tb-special--throne' },
    ...p.corners.map((sq) => ({ sq, cross: false, cls: 'tb-special tb-special--corner' })),
  ];
  // Where the edge band runs: just inside the outer squares, or along the outer lines.
  const b = inter ? 0.5 : 0.1;
  const far = size - b;
  const head = inter ? 0.5 : 0;
  const tail = inter ? 0.5 : 1;
  const band = p.edgeGoal
    ? [
        ...runs(size, (c) => playable(c, 0)).map(([s, e]) => [s + head, b, e + tail, b]),
        ...runs(size, (c) => playable(c, size - 1)).map(([s, e]) => [s + head, far, e + tail, far]),
        ...runs(size, (r) => playable(0, r)).map(([s, e]) => [b, s + head, b, e + tail]),
        ...runs(size, (r) => playable(size - 1, r)).map(([s, e]) => [far, s + head, far, e + tail]),
      ]
    : [];
  return (
    <g class="tb-background" aria-hidden="true">
      {inter ? (
        <>
          <path
            class="tb-bg"
            fill-rule="evenodd"
            d={`M0 0H${size}V${size}H0Z${cells
              .filter((c) => voids.has(c.name))
              .map((c) => `M${c.col} ${c.row}h1v1h-1z`)
              .join('')}`}
          />
          <g class="tb-grid">
            {Array.from({ length: size }, (_, row) =>
              runs(size, (col) => playable(col, row)).map(([s, e]) => (
                <line class="tb-line" data-grid="row" x1={s + 0.5} y1={row + 0.5} x2={e + 0.5} y2={row + 0.5} />
              )),
            )}
            {Array.from({ length: size }, (_, col) =>
              runs(size, (row) => playable(col, row)).map(([s, e]) => (
                <line class="tb-line" data-grid="col" x1={col + 0.5} y1={s + 0.5} x2={col + 0.5} y2={e + 0.5} />
              )),
            )}
          </g>
        </>
      ) : (
        cells.map((c) => (voids.has(c.name) ? null : <rect class="tb-cell" x={c.col} y={c.row} width={1} height={1} />))
      )}
      {band.length > 0 && (
        <g class="tb-edge-band" data-edge-goal="true">
          {band.map(([x1, y1, x2, y2]) => (
            <line x1={x1} y1={y1} x2={x2} y2={y2} />
          ))}
        </g>
      )}
      {special.map(({ sq, cross, cls }) => {
        const c = cellOf(sq, size, flipped);
        if (!c) return null;
        const shape = inter
          ? ({ kind: 'circle', cx: c.col + 0.5, cy: c.row + 0.5, r: 0.4 } as const)
          : ({ kind: 'square', x: c.col + 0.03, y: c.row + 0.03, w: 0.94 } as const);
        return <SpecialMark key={sq} shape={shape} cross={cross} class={cls} square={sq} />;
      })}
      {cells
        .filter((c) => voids.has(c.name))
        .map((c) =>
          inter ? (
            <circle class="tb-void" data-void={c.name} cx={c.col + 0.5} cy={c.row + 0.5} r={0.22} />
          ) : (
            <rect class="tb-void" data-void={c.name} x={c.col + 0.12} y={c.row + 0.12} width={0.76} height={0.76} />
          ),
        )}
    </g>
  );
}

/** Files along the bottom, ranks up the left side, as the board is turned. */
export function Coordinates({ size, flipped }: { readonly size: number; readonly flipped: boolean }) {
  const fs = size <= 9 ? 0.3 : size <= 13 ? 0.36 : 0.4;
  return (
    <g class="tb-coords" aria-hidden="true">
      {Array.from({ length: size }, (_, col) => (
        <text class="tb-coord tb-coord--file" x={col + 0.5} y={size + 0.55} font-size={fs} text-anchor="middle">
          {fileLabel(col, size, flipped)}
        </text>
      ))}
      {Array.from({ length: size }, (_, row) => (
        <text class="tb-coord tb-coord--rank" x={-0.22} y={row + 0.5 + fs * 0.35} font-size={fs} text-anchor="end">
          {rankLabel(row, size, flipped)}
        </text>
      ))}
    </g>
  );
}
