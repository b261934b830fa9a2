/**
 * Square names and drawing positions. The board is drawn in user units of one square (or one gap
 * between points): the cell in display column `col` and row `row` (from the top left) spans
 * [col, col+1] × [row, row+1], and its piece or point sits at the centre. Both drawing styles use
 * the same centres, so hit areas, pieces and markers share one geometry. `flipped` puts rank 1 at
 * the top and file a on the right.
 */
import { frameOf } from './look';
import type { BoardFrame, SquareName } from './types';

export const FILES = 'abcdefghijklmnopqrs';

/** A cell in display position, counted from the top left. */
export interface Cell {
  readonly col: number;
  readonly row: number;
}

/** The picture's width in square units: the board and the margins of its coordinates (look.ts, frameOf). */
export const pictureWidth = (size: number, frame: BoardFrame = 'standard'): number => {
  const m = frameOf(size, frame);
  return r3(size + m.left + m.right);
};

/** The picture's viewBox: the board from (0, 0) to (size, size), its coordinates left of it and below. */
export const viewBoxOf = (size: number, frame: BoardFrame = 'standard'): string => {
  const m = frameOf(size, frame);
  return `${-m.left} ${-m.top} ${pictureWidth(size, frame)} ${r3(size + m.top + m.bottom)}`;
};

const r3 = (n: number): number => Math.round(n * 1000) / 1000;

/** File and rank indices (0-based, rank 0 is rank 1) of a square name, or null if it is not one. */
export function parseName(name: SquareName, size: number): { file: number; rank: number } | null {
  const m = /^([a-s])(\d{1,2})$/.exec(name);
  if (!m) return null;
  const file = FILES.indexOf(m[1]!);
  const rank = Number(m[2]) - 1;
  if (file < 0 || file >= size || rank < 0 || rank >= size) return null;
  return { file, rank };
}

export const nameOf = (file: number, rank: number): SquareName => `${FILES[file]}${rank + 1}`;

/** The square drawn at a display cell. */
export function squareAt(cell: Cell, size: number, flipped: boolean): SquareName {
  const file = flipped ? size - 1 - cell.col : cell.col;
  const rank = flipped ? cell.row : size - 1 - cell.row;
  return nameOf(file, rank);
}

/** Where a square is drawn, or null for a name that is not on this board. */
export function cellOf(name: SquareName, size: number, flipped: boolean): Cell | null {
  const p = parseName(name, size);
  if (!p) return null;
  return flipped ? { col: size - 1 - p.file, row: p.rank } : { col: p.file, row: size - 1 - p.rank };
}

/** The centre of a square in board units. */
export function centreOf(name: SquareName, size: number, flipped: boolean): { x: number; y: number } | null {
  const c = cellOf(name, size, flipped);
  return c ? { x: c.col + 0.5, y: c.row + 0.5 } : null;
}

/** The square under a point in board units, or null off the board. */
export function squareAtPoint(x: number, y: number, size: number, flipped: boolean): SquareName | null {
  const col = Math.floor(x);
  const row = Math.floor(y);
  if (col < 0 || row < 0 || col >= size || row >= size) return null;
  return squareAt({ col, row }, size, flipped);
}

/** Every square in reading order (top row first, left to right as drawn). */
export function squaresInOrder(size: number, flipped: boolean): { name: SquareName; col: number; row: number }[] {
  const out: { name: SquareName; col: number; row: number }[] = [];
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) out.push({ name: squareAt({ col, row }, size, flipped), col, row });
  return out;
}

/** The label under display column `col` and beside display row `row`. */
export const fileLabel = (col: number, size: number, flipped: boolean): string => FILES[flipped ? size - 1 - col : col]!;
export const rankLabel = (row: number, size: number, flipped: boolean): string => String(flipped ? row + 1 : size - row);

/**
 * The next playable square from `from` going (dx, dy) in display cells, skipping squares cut from
 * the board; `from` itself when there is none.
 */
export function step(
  from: SquareName,
  dx: number,
  dy: number,
  size: number,
  flipped: boolean,
  isVoid: (sq: SquareName) => boolean,
): SquareName {
  const c = cellOf(from, size, flipped);
  if (!c) return from;
  let { col, row } = c;
  for (;;) {
    col += dx;
    row += dy;
    if (col < 0 || row < 0 || col >= size || row >= size) return from;
    const sq = squareAt({ col, row }, size, flipped);
    if (!isVoid(sq)) return sq;
  }
}

/** The first (`end` false) or last playable square of the display row of `from`. */
export function rowEnd(from: SquareName, end: boolean, size: number, flipped: boolean, isVoid: (sq: SquareName) => boolean): SquareName {
  const c = cellOf(from, size, flipped);
  if (!c) return from;
  for (let i = 0; i < size; i++) {
    const sq = squareAt({ col: end ? size - 1 - i : i, row: c.row }, size, flipped);
    if (!isVoid(sq)) return sq;
  }
  return from;
}

/** Inverse of a 2-D affine matrix (as getScreenCTM returns) applied to a screen point. */
export function screenToBoard(
  m: { a: number; b: number; c: number; d: number; e: number; f: number },
  clientX: number,
  clientY: number,
): { x: number; y: number } | null {
  const det = m.a * m.d - m.b * m.c;
  if (!det) return null;
  const px = clientX - m.e;
  const py = clientY - m.f;
  return { x: (m.d * px - m.c * py) / det, y: (-m.b * px + m.a * py) / det };
}

/** Where a pointer at (clientX, clientY) on the screen is on the board drawn by `svg`, in board units; null before layout. */
export function pointOnBoard(svg: SVGSVGElement | null | undefined, clientX: number, clientY: number): { x: number; y: number } | null {
  const m = svg?.getScreenCTM?.();
  return m ? screenToBoard(m, clientX, clientY) : null;
}
