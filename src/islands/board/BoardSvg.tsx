/**
 * What does not move: the squares (one path) or the grid of lines, the special squares (cross-hatched centre,
 * hatched corners), squares cut from the board, the edge band of an edge-escape game, and the
 * coordinates. Nothing here takes pointer events; the squares layer (Squares.tsx) does.
 */
import { type Cell, cellOf, fileLabel, pictureWidth, rankLabel, squareAt, squaresInOrder } from './geometry';
import { SpecialMark, VoidMark } from './hatch';
import { coordFontSize, edgeBandInset, frameOf, narrowestWidth, specialShape, voidShape } from './look';
import type { BoardFrame, BoardStyle, SquareName } from './types';

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

type Playable = (col: number, row: number) => boolean;

/** The edge band's segments [x1, y1, x2, y2]: along each side, broken where squares are cut away. */
export function edgeBand(size: number, boardStyle: BoardStyle, playable: Playable): [number, number, number, number][] {
  const inter = boardStyle === 'intersections';
  // Where the band runs: just inside the outer squares, or along the outer lines.
  const b = edgeBandInset(boardStyle);
  const far = size - b;
  const head = inter ? 0.5 : 0;
  const tail = inter ? 0.5 : 1;
  return [
    ...runs(size, (c) => playable(c, 0)).map(([s, e]): [number, number, number, number] => [s + head, b, e + tail, b]),
    ...runs(size, (c) => playable(c, size - 1)).map(([s, e]): [number, number, number, number] => [s + head, far, e + tail, far]),
    ...runs(size, (r) => playable(0, r)).map(([s, e]): [number, number, number, number] => [b, s + head, b, e + tail]),
    ...runs(size, (r) => playable(size - 1, r)).map(([s, e]): [number, number, number, number] => [far, s + head, far, e + tail]),
  ];
}

/** The board of points: its ground (with holes where points are cut away) and the lines between points. */
function PointsGrid({ size, playable, holes }: { readonly size: number; readonly playable: Playable; readonly holes: readonly Cell[] }) {
  return (
    <>
      <path class="tb-bg" fill-rule="evenodd" d={`M0 0H${size}V${size}H0Z${holes.map((c) => `M${c.col} ${c.row}h1v1h-1z`).join('')}`} />
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
  );
}

export function BoardBackground(p: BackgroundProps) {
  const { size, flipped, voids, boardStyle } = p;
  const playable: Playable = (col, row) => !voids.has(squareAt({ col, row }, size, flipped));
  const cells = squaresInOrder(size, flipped);
  const holes = cells.filter((c) => voids.has(c.name));
  const special = [
    { sq: p.throne, cross: true, cls: 'tb-special tb-special--throne' },
    ...p.corners.map((sq) => ({ sq, cross: false, cls: 'tb-special tb-special--corner' })),
  ];
  const band = p.edgeGoal ? edgeBand(size, boardStyle, playable) : [];
  return (
    <g class="tb-background" aria-hidden="true">
      {boardStyle === 'intersections' ? (
        <PointsGrid size={size} playable={playable} holes={holes} />
      ) : (
        // Every square in one shape: its outline drawn once per square, as separate squares would be.
        <path
          class="tb-cell"
          d={cells
            .filter((c) => !voids.has(c.name))
            .map((c) => `M${c.col} ${c.row}h1v1h-1z`)
            .join('')}
        />
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
        return <SpecialMark key={sq} shape={specialShape(boardStyle, c.col, c.row)} cross={cross} class={cls} square={sq} />;
      })}
      {holes.map((c) => (
        <VoidMark shape={voidShape(boardStyle, c.col, c.row)} square={c.name} />
      ))}
    </g>
  );
}

/**
 * Files along the bottom, ranks up the left side, as the board is turned. Each label carries the size
 * of a picture that stands alone (coordFontSize); on the page board.css sizes them by the width the
 * picture is drawn at, as a share of the picture's width in board units, which their group carries
 * as its font size (1em), down to the narrowest width its frame is made for (data-narrowest). Their places do not depend on their size: a rank number is centred on its
 * row (a central baseline), a file letter hangs from the top of its line (text-before-edge), so the
 * frame (frameOf) holds them at every size the stylesheet gives.
 */
export function Coordinates({ size, flipped, frame }: { readonly size: number; readonly flipped: boolean; readonly frame: BoardFrame }) {
  const fs = coordFontSize(size);
  const f = frameOf(size, frame);
  return (
    <g class="tb-coords" aria-hidden="true" font-size={pictureWidth(size, frame)} data-narrowest={narrowestWidth(size, frame)}>
      {Array.from({ length: size }, (_, col) => (
        <text
          class="tb-coord tb-coord--file"
          x={col + 0.5}
          y={f.fileY}
          font-size={fs}
          text-anchor="middle"
          dominant-baseline="text-before-edge"
        >
          {fileLabel(col, size, flipped)}
        </text>
      ))}
      {Array.from({ length: size }, (_, row) => (
        <text class="tb-coord tb-coord--rank" x={f.rankX} y={row + 0.5} font-size={fs} text-anchor="end" dominant-baseline="central">
          {rankLabel(row, size, flipped)}
        </text>
      ))}
    </g>
  );
}
