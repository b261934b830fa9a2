/**
 * Move-list helpers for the search: dropping the remembered moves already searched, the history
 * table's index, and putting the list in order by key, one pick at a time or the rest in one sort.
 */
import { geometry, MAX_SIZE, type Move, moveFrom, moveTo } from '../../engine';

/** Bits of `tried`: which remembered moves were searched before the list was ordered. */
export const TRIED_TT = 1;
export const TRIED_K1 = 2;
export const TRIED_K2 = 4;

/** Drops the remembered moves already searched from the list (each swapped with the last); returns the new length. */
export function dropTried(moves: Int32Array, n: number, tried: number, ttMove: Move, k1: Move, k2: Move): number {
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    if ((tried & TRIED_TT && m === ttMove) || (tried & TRIED_K1 && m === k1) || (tried & TRIED_K2 && m === k2)) {
      moves[i--] = moves[--n]!;
    }
  }
  return n;
}

/** Squares of the widest board (padding included): a square's index is below this. */
const CELLS = geometry(MAX_SIZE).cells;
/** Entries of the history table per side: one per (from, to) pair. */
const HISTORY_PER_SIDE = CELLS * CELLS;
export const HISTORY_SIZE = 2 * HISTORY_PER_SIDE;

/** The history table's slot for a move by `side` (a jump shares its slot with a step between the same squares). */
export const historyIndex = (side: 0 | 1, m: Move): number => side * HISTORY_PER_SIDE + moveFrom(m) * CELLS + moveTo(m);

/** Swaps the best-keyed move from i on into place i (the first of equal keys wins). */
export function selectBest(moves: Int32Array, keys: Int32Array, i: number, n: number): void {
  let bi = i;
  for (let j = i + 1; j < n; j++) if (keys[j]! > keys[bi]!) bi = j;
  const t = moves[bi]!;
  const tk = keys[bi]!;
  moves[bi] = moves[i]!;
  keys[bi] = keys[i]!;
  moves[i] = t;
  keys[i] = tk;
}

/** Scratch for sortTail, reused by every call (the search is single-threaded; n is at most MAX_MOVES). */
export interface SortScratch {
  readonly packed: Float64Array;
  readonly moves: Int32Array;
  readonly keys: Int32Array;
}

export const sortScratch = (size: number): SortScratch => ({
  packed: new Float64Array(size),
  moves: new Int32Array(size),
  keys: new Int32Array(size),
});

/** The largest key: the packed number sorts on (KEY_MAX - key), which is never negative. */
const KEY_MAX = 2147483647;
/** Places for the index below the key in a packed number: more than any move list holds (MAX_MOVES). */
const INDEX_SLOTS = 4096;

/** Sorts moves from..n by key, highest first, in one typed-array sort (stable by index). */
export function sortTail(moves: Int32Array, keys: Int32Array, from: number, n: number, scratch: SortScratch): void {
  const len = n - from;
  if (len < 2) return;
  const { packed, moves: m0, keys: k0 } = scratch;
  for (let i = 0; i < len; i++) {
    packed[i] = (KEY_MAX - keys[from + i]!) * INDEX_SLOTS + i;
    m0[i] = moves[from + i]!;
    k0[i] = keys[from + i]!;
  }
  const view = packed.subarray(0, len);
  view.sort();
  for (let i = 0; i < len; i++) {
    const j = view[i]! % INDEX_SLOTS;
    moves[from + i] = m0[j]!;
    keys[from + i] = k0[j]!;
  }
}
