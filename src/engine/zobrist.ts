/**
 * Zobrist keys from a fixed-seed generator, never an unseeded one, so hashes are the same on every run.
 * A key is a 53-bit integer: 21 high bits and 32 low bits, safe as a JavaScript number and as a Map key.
 */
import { MAX_SIZE } from './geometry';

const CELLS = (MAX_SIZE + 2) * (MAX_SIZE + 2);

/** mulberry32: a small, fast, seeded 32-bit generator. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const rnd = mulberry32(0x7af1e5);
/** [cell * CELLS + square] for cell codes 1..4. */
export const ZOBRIST_LO = new Int32Array(5 * CELLS);
export const ZOBRIST_HI = new Int32Array(5 * CELLS);
for (let i = CELLS; i < 5 * CELLS; i++) {
  ZOBRIST_LO[i] = rnd() | 0;
  ZOBRIST_HI[i] = rnd() & 0x1fffff;
}
export const SIDE_LO = rnd() | 0;
export const SIDE_HI = rnd() & 0x1fffff;
export const ZOBRIST_STRIDE = CELLS;

export const combineKey = (hi: number, lo: number): number => hi * 4294967296 + (lo >>> 0);
