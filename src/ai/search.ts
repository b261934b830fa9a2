/**
 * Negamax alpha-beta with iterative deepening, principal-variation search, a transposition table
 * keyed by the engine's Zobrist hash, killer and history move ordering, and late-move reductions.
 *
 * The search sees the game only through SearchGame (generate, make, unmake, hash, outcome) and a
 * Heuristics object (evaluate, ordering hints). It never reads the clock or Math.random: time
 * limits use an injected clock, and every random choice comes from the seed, so a given seed and
 * node budget always give the same move.
 */
import { mulberry32 } from '../engine/zobrist';
import { MAX_MOVES } from '../engine/game';
import type { Move } from '../engine/types';
import type { SearchGame, SearchInfo, SearchOptions, SearchResult } from './types';

/** A won position scores WIN - plies to the win; a lost one the negative. */
export const WIN = 1_000_000;
const MATE_ZONE = WIN - 10_000;
const INF = WIN + 1;
const MAX_PLY = 64;
const DEFAULT_DEPTH = 4;
const CHECK_EVERY = 1023;
/** Ordering keys at or above this are tactical (captures, king moves, blocks of the king's lines). */
const TACTICAL = 3200;
/** Futility margins by remaining depth: a quiet move is not expected to gain more than this. */
const FUTILITY = [0, 150, 400];
/** Late-move pruning: quiet moves after this many at depth 1 and 2 are skipped in null-window nodes. */
const LATE_MOVES = [0, 10, 20];
/** Moves picked one by one before the rest are sorted in one go. */
const SELECT_FIRST = 6;

export interface Heuristics<G extends SearchGame> {
  evaluate(g: G): number;
  prepareOrdering(g: G): void;
  orderScore(g: G, move: Move): number;
  /** A cheap check that a move from the table fits this position (its piece is there, its square empty). */
  plausible(g: G, move: Move): boolean;
  /** Whether the side to move faces a threat it must answer now (searched one ply further at the leaves). */
  mustAnswer(g: G): boolean;
  /** 0 attackers won, 1 defenders won, 2 draw, for a non-zero outcome code. */
  winner(code: number): 0 | 1 | 2;
}

/** How a level picks among the root moves once the search is done. */
export interface Choice {
  /** Moves scoring within this many points of the best are candidates. */
  readonly margin: number;
  /** Softmax temperature over the candidates' scores (0: always the best). */
  readonly temperature: number;
}

const TT_EXACT = 1;
const TT_LOWER = 2;
const TT_UPPER = 3;

class Table {
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
}

const tables = new Map<number, Table>();
/** One table per size, reused between searches and cleared at the start of each (reproducibility). */
function tableOf(bits: number): Table {
  let t = tables.get(bits);
  if (!t) {
    t = new Table(bits);
    tables.set(bits, t);
  }
  return t;
}

const toTT = (score: number, ply: number): number => (score > MATE_ZONE ? score + ply : score < -MATE_ZONE ? score - ply : score);
const fromTT = (score: number, ply: number): number => (score > MATE_ZONE ? score - ply : score < -MATE_ZONE ? score + ply : score);

export const mateIn = (score: number): number | null => (score > MATE_ZONE ? WIN - score : score < -MATE_ZONE ? -(WIN + score) : null);

class Abort {}
const ABORT = new Abort();

export class Searcher<G extends SearchGame> {
  private readonly g: G;
  private readonly h: Heuristics<G>;
  private readonly tt: Table;
  private readonly moves: Int32Array[] = [];
  private readonly scores: Int32Array[] = [];
  private readonly killers = new Int32Array(MAX_PLY * 2);
  private readonly history = new Int32Array(2 << 18);
  private readonly pv: Int32Array[] = [];
  private readonly pvLen = new Int32Array(MAX_PLY + 1);
  private readonly packed = new Float64Array(MAX_MOVES);
  private nodes = 0;
  private nodeLimit = Infinity;
  private deadline = Infinity;
  private now: (() => number) | undefined;
  private shouldStop: (() => boolean) | undefined;
  private stopReason: SearchResult['stop'] = 'depth';
  /** Plies beyond which the leaves are not extended. */
  private extendTo = 0;
  /** Moves made and not yet unmade, to unwind after an abort. */
  private line = 0;

  constructor(g: G, h: Heuristics<G>, ttBits = 18) {
    this.g = g;
    this.h = h;
    this.tt = tableOf(ttBits);
    for (let i = 0; i <= MAX_PLY; i++) {
      this.moves.push(new Int32Array(i === 0 ? MAX_MOVES : 1024));
      this.scores.push(new Int32Array(i === 0 ? MAX_MOVES : 1024));
      this.pv.push(new Int32Array(MAX_PLY + 1));
    }
  }

  /** Searches the game's current position; the game is left exactly as it was. */
  search(opts: SearchOptions & { readonly choice?: Choice } = {}): SearchResult {
    const g = this.g;
    const maxDepth = Math.min(MAX_PLY - 1, opts.depth ?? (opts.nodes || opts.timeMs ? MAX_PLY - 1 : DEFAULT_DEPTH));
    this.nodes = 0;
    this.nodeLimit = opts.nodes ?? Infinity;
    const minDepth = opts.minDepth ?? 0;
    this.now = opts.now;
    this.deadline = opts.timeMs !== undefined && opts.now ? opts.now() + opts.timeMs : Infinity;
    this.shouldStop = opts.shouldStop;
    this.stopReason = 'depth';
    this.line = 0;
    this.tt.clear();
    this.killers.fill(0);
    this.history.fill(0);
    const rnd = mulberry32((opts.seed ?? 1) ^ 0x9e3779b9);

    if (g.outcomeCode !== 0) {
      return { depth: 0, best: -1, pv: [], score: this.terminal(0), nodes: 0, mate: 0, stop: 'game-over' };
    }
    const rootMoves = this.moves[0]!;
    const n = g.generate(rootMoves);
    if (n === 0) return { depth: 0, best: -1, pv: [], score: this.h.evaluate(g), nodes: 0, mate: null, stop: 'game-over' };
    // Seeded shuffle of the root so that equal moves are tried in an order that depends on the seed.
    for (let i = n - 1; i > 0; i--) {
      const j = rnd() % (i + 1);
      const t = rootMoves[i]!;
      rootMoves[i] = rootMoves[j]!;
      rootMoves[j] = t;
    }
    const rootScores = new Int32Array(n);
    // Initial order from the heuristics (stable after the shuffle).
    this.h.prepareOrdering(g);
    const order: { move: number; key: number }[] = [];
    for (let i = 0; i < n; i++) order.push({ move: rootMoves[i]!, key: this.h.orderScore(g, rootMoves[i]!) });
    order.sort((a, b) => b.key - a.key);
    for (let i = 0; i < n; i++) rootMoves[i] = order[i]!.move;

    const margin = opts.choice?.margin ?? 0;
    let done: SearchInfo | null = null;
    let doneScores: Int32Array | null = null;
    for (let depth = 1; depth <= maxDepth; depth++) {
      try {
        this.extendTo = Math.min(MAX_PLY - 2, depth + 4);
        // The node budget counts only once the minimum depth is done (still reproducible: no clock).
        this.nodeLimit = depth <= minDepth ? Infinity : (opts.nodes ?? Infinity);
        const { best, score } = this.root(depth, n, rootScores, margin);
        const pv = Array.from(this.pv[0]!.subarray(0, this.pvLen[0]!));
        if (pv.length === 0) pv.push(best);
        done = { depth, best, pv, score, nodes: this.nodes, mate: mateIn(score) };
        doneScores = rootScores.slice();
        opts.onDepth?.(done);
        // Move the best to the front, then the rest by this depth's scores.
        const idx = Array.from({ length: n }, (_, i) => i).sort((a, b) => rootScores[b]! - rootScores[a]!);
        const movesCopy = rootMoves.slice(0, n);
        const scoresCopy = rootScores.slice();
        for (let i = 0; i < n; i++) {
          rootMoves[i] = movesCopy[idx[i]!]!;
          rootScores[i] = scoresCopy[idx[i]!]!;
        }
        if (doneScores) for (let i = 0; i < n; i++) doneScores[i] = rootScores[i]!;
        if (Math.abs(score) > MATE_ZONE) break;
        if (this.nodes >= (opts.nodes ?? Infinity)) {
          this.stopReason = 'nodes';
          break;
        }
      } catch (e) {
        while (this.line > 0) {
          g.unmake();
          this.line--;
        }
        if (e !== ABORT) throw e;
        break;
      }
    }
    if (!done) {
      // Not even depth 1 finished: play the first move of the heuristic order.
      const best = rootMoves[0]!;
      return { depth: 0, best, pv: [best], score: 0, nodes: this.nodes, mate: null, stop: this.stopReason };
    }
    let best = done.best;
    let pv = done.pv;
    if (opts.choice && opts.choice.temperature > 0 && doneScores && Math.abs(done.score) < MATE_ZONE) {
      const pick = choose(rootMoves, doneScores, n, done.score, opts.choice, rnd);
      if (pick !== best) {
        best = pick;
        pv = [pick];
      }
    }
    return { ...done, best, pv, nodes: this.nodes, stop: this.stopReason };
  }

  private terminal(ply: number): number {
    const w = this.h.winner(this.g.outcomeCode);
    if (w === 2) return 0;
    return w === this.g.turn ? WIN - ply : -(WIN - ply);
  }

  private checkLimits(): void {
    if (this.nodes >= this.nodeLimit) {
      this.stopReason = 'nodes';
      throw ABORT;
    }
    if (this.now && this.now() >= this.deadline) {
      this.stopReason = 'time';
      throw ABORT;
    }
    if (this.shouldStop?.()) {
      this.stopReason = 'cancelled';
      throw ABORT;
    }
  }

  private root(depth: number, n: number, rootScores: Int32Array, margin: number): { best: number; score: number } {
    const g = this.g;
    const moves = this.moves[0]!;
    let alpha = -INF;
    const beta = INF;
    let bestScore = -INF;
    let best = moves[0]!;
    this.pvLen[0] = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      g.make(m);
      this.line++;
      this.nodes++;
      let score: number;
      if (i === 0) score = -this.negamax(depth - 1, -beta, -alpha, 1);
      else {
        score = -this.negamax(depth - 1, -alpha - 1, -alpha, 1);
        if (score > alpha) score = -this.negamax(depth - 1, -beta, -alpha, 1);
      }
      g.unmake();
      this.line--;
      // A move that failed low has only an upper bound: mark it below any candidate's score.
      rootScores[i] = i === 0 || score > alpha ? score : Math.min(score, alpha) - 1 - margin;
      if (score > bestScore) {
        bestScore = score;
        best = m;
        this.updatePv(0, m);
      }
      // Keep the window open by the level's margin so near-best moves get exact scores.
      const floor = bestScore - margin;
      if (floor > alpha) alpha = bestScore > MATE_ZONE ? bestScore : floor;
    }
    return { best, score: bestScore };
  }

  private updatePv(ply: number, m: number): void {
    const row = this.pv[ply]!;
    const child = this.pv[ply + 1]!;
    row[0] = m;
    const len = this.pvLen[ply + 1]!;
    for (let i = 0; i < len; i++) row[i + 1] = child[i]!;
    this.pvLen[ply] = len + 1;
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number): number {
    const g = this.g;
    this.pvLen[ply] = 0;
    if ((this.nodes & CHECK_EVERY) === 0) this.checkLimits();
    if (g.outcomeCode !== 0) return this.terminal(ply);
    if (depth <= 0) {
      // Like check in chess: a threat to win next move is answered before the position is judged.
      if (ply >= this.extendTo || !this.h.mustAnswer(g)) return this.h.evaluate(g);
      depth = 1;
    }

    // Transposition table.
    const tt = this.tt;
    const idx = g.hashLo & tt.mask;
    let ttMove = 0;
    if (tt.flag[idx] !== 0 && tt.lo[idx] === g.hashLo && tt.hi[idx] === g.hashHi) {
      ttMove = tt.move[idx]!;
      if (tt.depth[idx]! >= depth) {
        const s = fromTT(tt.score[idx]!, ply);
        const f = tt.flag[idx]!;
        if (f === TT_EXACT || (f === TT_LOWER && s >= beta) || (f === TT_UPPER && s <= alpha)) return s;
      }
    }

    const side = g.turn;
    const k1 = this.killers[ply * 2]!;
    const k2 = this.killers[ply * 2 + 1]!;
    const hist = this.history;
    const hb = side << 18;
    const alpha0 = alpha;
    let bestScore = -INF;
    let bestMove = 0;
    // Selectivity near the leaves, never in the principal variation.
    const nullWindow = beta - alpha === 1;
    let searched = 0;
    let ttTried = false;

    // The table's move first, before any move is generated: a cut-off here saves the generation
    // and the ordering of every other move.
    if (ttMove !== 0 && this.h.plausible(g, ttMove)) {
      g.make(ttMove);
      this.line++;
      this.nodes++;
      const score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      g.unmake();
      this.line--;
      searched = 1;
      ttTried = true;
      bestScore = score;
      bestMove = ttMove;
      if (score > alpha) {
        alpha = score;
        this.updatePv(ply, ttMove);
        if (score >= beta) return this.store(idx, depth, ply, bestScore, bestMove, alpha0, beta);
      }
    }

    // Then the killers (quiet moves that cut off at this ply elsewhere), if they are legal here.
    let killersTried = 0;
    for (let k = 0; k < 2; k++) {
      const m = k === 0 ? k1 : k2;
      if (m === 0 || m === ttMove || !this.h.plausible(g, m)) continue;
      g.make(m);
      this.line++;
      this.nodes++;
      let score: number;
      if (searched === 0) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      else {
        score = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && score < beta) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      }
      g.unmake();
      this.line--;
      searched++;
      killersTried |= 1 << k;
      if (score > bestScore) {
        bestScore = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, m);
          if (score >= beta) return this.store(idx, depth, ply, bestScore, bestMove, alpha0, beta);
        }
      }
    }

    const moves = this.moves[ply]!;
    const keys = this.scores[ply]!;
    let n = g.generate(moves);
    if (n === 0) return this.h.evaluate(g);
    if (searched) {
      // Drop the moves already searched.
      for (let i = 0; i < n; i++) {
        const m = moves[i]!;
        if ((ttTried && m === ttMove) || (killersTried & 1 && m === k1) || (killersTried & 2 && m === k2)) {
          moves[i--] = moves[--n]!;
        }
      }
    }
    this.h.prepareOrdering(g);
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      keys[i] = this.h.orderScore(g, m) * 4 + (m === k1 ? 3000 : m === k2 ? 2500 : 0) + Math.min(2000, hist[hb | (m & 0x3ffff)]! >> 4);
    }

    const futile = nullWindow && depth <= 2 && this.h.evaluate(g) + FUTILITY[depth]! <= alpha;
    const lateMoves = nullWindow && depth <= 2 ? LATE_MOVES[depth]! : MAX_MOVES;
    let pruned = false;
    // Where quiet moves will be pruned, moves are picked one by one until the first pruned one
    // (sorting them all would be wasted); elsewhere the tail is sorted once.
    const selective = futile || lateMoves <= SELECT_FIRST * 4;
    for (let i = 0; i < n; i++) {
      if (i < SELECT_FIRST || selective) {
        // Selection for the first few moves (most cut-offs come early) ...
        let bi = i;
        for (let j = i + 1; j < n; j++) if (keys[j]! > keys[bi]!) bi = j;
        const t = moves[bi]!;
        const tk = keys[bi]!;
        moves[bi] = moves[i]!;
        keys[bi] = keys[i]!;
        moves[i] = t;
        keys[i] = tk;
      } else if (i === SELECT_FIRST) sortTail(moves, keys, i, n, this.packed);
      const m = moves[i]!;
      const key = keys[i]!;
      const index = i + searched;
      if (index > 0 && key < TACTICAL && (futile || index >= lateMoves)) {
        // Every later move is quiet too (they come in order): prune them all.
        pruned = true;
        break;
      }

      const captures = g.make(m);
      this.line++;
      this.nodes++;
      let score: number;
      if (index === 0) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      else {
        // Late quiet moves are searched one ply shallower first.
        const reduce =
          depth >= 3 && index >= 4 && captures === 0 && key < 4000 && m !== k1 && m !== k2 ? (index >= 12 && depth >= 4 ? 2 : 1) : 0;
        score = -this.negamax(depth - 1 - reduce, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && reduce > 0) score = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && score < beta) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      }
      g.unmake();
      this.line--;
      if (score > bestScore) {
        bestScore = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, m);
          if (score >= beta) {
            if (captures === 0) {
              if (m !== k1) {
                this.killers[ply * 2 + 1] = k1;
                this.killers[ply * 2] = m;
              }
              hist[hb | (m & 0x3ffff)] = hist[hb | (m & 0x3ffff)]! + depth * depth;
            }
            break;
          }
        }
      }
    }
    if (bestScore === -INF || (pruned && bestScore < alpha0)) bestScore = alpha0;
    return this.store(this.tt.mask & g.hashLo, depth, ply, bestScore, bestMove, alpha0, beta);
  }

  private store(idx: number, depth: number, ply: number, score: number, move: number, alpha0: number, beta: number): number {
    const tt = this.tt;
    tt.lo[idx] = this.g.hashLo;
    tt.hi[idx] = this.g.hashHi;
    tt.move[idx] = move;
    tt.score[idx] = toTT(score, ply);
    tt.depth[idx] = depth;
    tt.flag[idx] = score >= beta ? TT_LOWER : score <= alpha0 ? TT_UPPER : TT_EXACT;
    return score;
  }
}

/** ... then the rest sorted by key, highest first, in one typed-array sort (stable by index). */
function sortTail(moves: Int32Array, keys: Int32Array, from: number, n: number, packed: Float64Array): void {
  const len = n - from;
  if (len < 2) return;
  for (let i = 0; i < len; i++) packed[i] = (2147483647 - keys[from + i]!) * 4096 + i;
  const view = packed.subarray(0, len);
  view.sort();
  const m0 = moves.slice(from, n);
  const k0 = keys.slice(from, n);
  for (let i = 0; i < len; i++) {
    const j = view[i]! % 4096;
    moves[from + i] = m0[j]!;
    keys[from + i] = k0[j]!;
  }
}

/** A seeded softmax pick among root moves within the margin of the best score. */
function choose(moves: Int32Array, scores: Int32Array, n: number, best: number, choice: Choice, rnd: () => number): number {
  const cand: number[] = [];
  const weight: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) {
    const s = scores[i]!;
    if (s < best - choice.margin) continue;
    const w = Math.exp((s - best) / choice.temperature);
    cand.push(moves[i]!);
    weight.push(w);
    total += w;
  }
  let r = (rnd() / 4294967296) * total;
  for (let i = 0; i < cand.length; i++) {
    r -= weight[i]!;
    if (r <= 0) return cand[i]!;
  }
  return cand[cand.length - 1]!;
}
