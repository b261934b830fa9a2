/**
 * Per-size board geometry, cached. Squares index a padded board: one ring of OFF cells around the
 * playing area lets ray walks stop without bounds arithmetic. Index = (rank + 1) * width + file + 1,
 * with file and rank counted from 0 at a1 (bottom left). The widest board (19 + 2) has 441 cells,
 * so a square fits in 9 bits.
 */
import { err, ok, type Result, type Square } from './types';

export const MIN_SIZE = 7;
export const MAX_SIZE = 19;
export const FILES = 'abcdefghijklmnopqrs';

export interface Geometry {
  readonly size: number;
  /** Padded width: size + 2. */
  readonly width: number;
  readonly cells: number;
  /** Playing squares in order a1, b1, …, then rank 2, … */
  readonly squares: Int16Array;
  readonly fileOf: Int8Array;
  readonly rankOf: Int8Array;
  /** Directions: up, right, down, left. */
  readonly dirs: readonly [number, number, number, number];
  readonly centre: Square;
  /** 1 for playing squares on the outer ring. */
  readonly isEdge: Uint8Array;
  readonly names: readonly string[];
}

const cache = new Map<number, Geometry>();

export const isValidSize = (size: number): boolean => Number.isInteger(size) && size >= MIN_SIZE && size <= MAX_SIZE && size % 2 === 1;

export const checkSize = (size: number): Result<number> =>
  isValidSize(size) ? ok(size) : err('bad-size', `Boards must have an odd size from ${MIN_SIZE} to ${MAX_SIZE}; got ${size}.`);

/** The geometry of a board of this size. The size must be valid (checkSize). */
export function geometry(size: number): Geometry {
  const hit = cache.get(size);
  if (hit) return hit;
  if (!isValidSize(size)) throw new Error(`geometry: invalid board size ${size}`);
  const width = size + 2;
  const cells = width * width;
  const squares = new Int16Array(size * size);
  const fileOf = new Int8Array(cells).fill(-1);
  const rankOf = new Int8Array(cells).fill(-1);
  const isEdge = new Uint8Array(cells);
  const names: string[] = new Array(cells).fill('');
  let i = 0;
  for (let r = 0; r < size; r++) {
    for (let f = 0; f < size; f++) {
      const sq = (r + 1) * width + f + 1;
      squares[i++] = sq;
      fileOf[sq] = f;
      rankOf[sq] = r;
      names[sq] = FILES[f]! + String(r + 1);
      if (f === 0 || r === 0 || f === size - 1 || r === size - 1) isEdge[sq] = 1;
    }
  }
  const half = (size - 1) / 2;
  const geo: Geometry = {
    size,
    width,
    cells,
    squares,
    fileOf,
    rankOf,
    dirs: [width, 1, -width, -1],
    centre: (half + 1) * width + half + 1,
    isEdge,
    names,
  };
  cache.set(size, geo);
  return geo;
}

export const squareAt = (geo: Geometry, file: number, rank: number): Square => (rank + 1) * geo.width + file + 1;

export const squareName = (geo: Geometry, sq: Square): string => geo.names[sq] ?? '?';

const SQUARE_RE = /^([a-s])([1-9][0-9]?)$/;

export function parseSquare(geo: Geometry, name: string): Result<Square> {
  const m = SQUARE_RE.exec(name.trim().toLowerCase());
  if (!m) return err('bad-square', `"${name}" is not a square name (a file letter and a rank number, like e5).`);
  const f = FILES.indexOf(m[1]!);
  const r = Number(m[2]) - 1;
  if (f >= geo.size || r < 0 || r >= geo.size) return err('bad-square', `${name} is off a ${geo.size}×${geo.size} board.`);
  return ok(squareAt(geo, f, r));
}

/** The square reflected by one of the 8 symmetries of the square (0 = identity). */
export function transformSquare(geo: Geometry, sq: Square, symmetry: number): Square {
  const n = geo.size - 1;
  let f = geo.fileOf[sq]!;
  let r = geo.rankOf[sq]!;
  if (symmetry & 4) [f, r] = [r, f];
  if (symmetry & 1) f = n - f;
  if (symmetry & 2) r = n - r;
  return squareAt(geo, f, r);
}
