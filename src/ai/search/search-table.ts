/**
 * The search's score scale and its transposition table: one entry per slot, keyed by the engine's
 * 64-bit Zobrist hash (two 32-bit halves), holding the best move, a score (a mate score relative to
 * the node), the depth it was searched to and whether it is exact or a bound.
 */
import type { Move } from '../../engine';
import type { SearchGame } from './types';

/** A won position scores WIN - plies to the win; a lost one the negative. */
export const WIN = 1_000_000;
/** Scores beyond ±MATE_ZONE are proven results: a win or a loss within 10,000 plies, far above any evaluation. */
export const MATE_ZONE = WIN - 10_000;
/** Beyond every score: the bounds of a full window. */
export const INF = WIN + 1;
/** What Table.cutoff returns when the entry does not settle the node (outside every score). */
export const NO_CUTOFF = 2 * WIN;

/** What an entry's score is: exact, a lower bound (it failed high) or an upper bound (it failed low); 0 is an empty slot. */
const TT_EXACT = 1;
const TT_LOWER = 2;
const TT_UPPER = 3;

const toTT = (score: number, ply: number): number => (score > MATE_ZONE ? score + ply : score < -MATE_ZONE ? score - ply : score);
const fromTT = (score: number, ply: number): number => (score > MATE_ZONE ? score - ply : score < -MATE_ZONE ? score + ply : score);

export const mateIn = (score: number): number | null => (score > MATE_ZONE ? WIN - score : score < -MATE_ZONE ? -(WIN + score) : null);

export class Table {
  readonly mask: number;
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  readonly move: Int32Array;
  readonly score: Int32Array;
  readonly depth: Int8Array;
  readonly flag: Uint8Array;
  constructor(bits: number) {
    const n = 1 << bits;
    this.mask = n - 1;
    this.lo = new Int32Array(n);
    this.hi = new Int32Array(n);
    this.move = new Int32Array(n);
    this.score = new Int32Array(n);
    this.depth = new Int8Array(n);
    this.flag = new Uint8Array(n);
  }

  clear(): void {
    this.flag.fill(0);
  }

  /** Whether slot idx holds the position with this hash. */
  matches(idx: number, hashLo: number, hashHi: number): boolean {
    return this.flag[idx] !== 0 && this.lo[idx] === hashLo && this.hi[idx] === hashHi;
  }

  /** For a matching slot: its score if it was searched deep enough and settles (alpha, beta), else NO_CUTOFF. */
  cutoff(idx: number, depth: number, alpha: number, beta: number, ply: number): number {
    if (this.depth[idx]! < depth) return NO_CUTOFF;
    const s = fromTT(this.score[idx]!, ply);
    const f = this.flag[idx]!;
    return f === TT_EXACT || (f === TT_LOWER && s >= beta) || (f === TT_UPPER && s <= alpha) ? s : NO_CUTOFF;
  }

  /** Stores a node's result (a bound unless alpha0 < score < beta); returns the score. */
  store(idx: number, g: SearchGame, depth: number, ply: number, score: number, move: Move, alpha0: number, beta: number): number {
    this.lo[idx] = g.hashLo;
    this.hi[idx] = g.hashHi;
    this.move[idx] = move;
    this.score[idx] = toTT(score, ply);
    this.depth[idx] = depth;
    this.flag[idx] = score >= beta ? TT_LOWER : score <= alpha0 ? TT_UPPER : TT_EXACT;
    return score;
  }
}

const tables = new Map<number, Table>();
/** One table per size, reused between searches and cleared at the start of each (reproducibility). */
export function tableOf(bits: number): Table {
  let t = tables.get(bits);
  if (!t) {
    t = new Table(bits);
    tables.set(bits, t);
  }
  return t;
}
