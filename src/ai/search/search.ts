/**
 * Negamax alpha-beta with iterative deepening, principal-variation search, a transposition table
 * keyed by the engine's Zobrist hash, killer and history move ordering, and late-move reductions.
 *
 * The search sees the game only through SearchGame (generate, make, unmake, hash, outcome) and a
 * Heuristics object (evaluate, ordering hints). It never reads the clock or Math.random: time
 * limits use an injected clock, and every random choice comes from the seed, so a given seed and
 * node budget always give the same move. Whether a move is legal is the engine's word: a move
 * remembered from the table or a sibling (a killer) is searched only if the engine's move list
 * for the node holds it. The table lives in search-table.ts, the move-list helpers in
 * search-order.ts and the root's ordering and choice in search-root.ts.
 */
import type { Move } from '../../engine';
import { mulberry32, MAX_MOVES } from '../../engine/core';
import { choiceMargin, likeliest, choose, type Choice, movesBack, orderRoot, preferred, resortRoot } from './search-root';
import { dropTried, HISTORY_SIZE, historyIndex, selectBest, sortScratch, sortTail } from './search-order';
import { INF, MATE_ZONE, mateIn, NO_CUTOFF, type Table, tableOf, WIN } from './search-table';
import type { Heuristics, SearchGame, SearchInfo, SearchOptions, SearchResult, StallHeuristics } from './types';

export { mateIn, WIN } from './search-table';
export type { Choice } from './search-root';

/** Plies the per-ply arrays hold; depths and extensions are kept below it. */
const MAX_PLY = 64;
/** Depth searched when no depth, node or time limit is given. */
const DEFAULT_DEPTH = 4;
/** The limits are checked when the node count's low bits are all zero: every 1,024 nodes, cheap yet prompt. */
const CHECK_EVERY = 1023;
/** Transposition table entries as a power of two unless asked otherwise: 2^18, about 4.7 MB. */
const DEFAULT_TT_BITS = 18;
/** Room for the moves of a node below the root (the root's list has MAX_MOVES). */
const PLY_MOVES = 1024;
/** Mixed into the seed (2^32 / φ) for the root's shuffle and a level's choice, so they draw other numbers than its other uses. */
const ROOT_SEED_SALT = 0x9e3779b9;
/** A threat that must be answered extends the search at most this many plies past the depth. */
const EXTENSION_PLIES = 4;
/** Moves tried before the move list is generated: the table's move and the two killers. */
const REMEMBERED = 3;
/** Killer moves kept per ply: the last two quiet moves that cut off there. */
const KILLERS_PER_PLY = 2;

/** The heuristics' ordering guess counts four times, so a capture's or a king move's outweighs any killer or history bonus. */
const GUESS_WEIGHT = 4;
/** The first killer's bonus: below TACTICAL, so a killer is still a quiet move that may be pruned. */
const KILLER_FIRST = 3000;
/** The second (older) killer's bonus, a little less. */
const KILLER_SECOND = 2500;
/** History credit (depth² per cut-off) is shifted down by 4 bits into ordering points… */
const HISTORY_SHIFT = 4;
/** …and capped below the second killer's bonus, so that history alone never makes a move tactical. */
const HISTORY_CAP = 2000;
/** Ordering keys at or above this are tactical (captures, king moves, blocks of the king's lines): never pruned. */
const TACTICAL = 3200;

/** Futility pruning and late-move pruning act only this close to the leaves (FUTILITY and LATE_MOVES are indexed by depth). */
const PRUNE_DEPTH = 2;
/** At a stalled root (Options.claimStalls), a move back to an earlier position is played if it scores within this of the best: a man. */
const CLAIM_WINDOW = 100;
/** The share of a move's budget kept for re-searching the network's likeliest moves (Choice.prior.candidates). */
const RESCORE_SHARE = 0.15;
/** Futility margins by remaining depth: a quiet move is not expected to gain more than this. */
const FUTILITY = [0, 150, 400];
/** Late-move pruning: quiet moves after this many at depth 1 and 2 are skipped in null-window nodes (the ordering put them last). */
const LATE_MOVES = [0, 10, 20];
/** Moves picked one by one before the rest are sorted in one go: most cut-offs come in the first few. */
const SELECT_FIRST = 6;
/** Where pruning would stop within this many moves, every move is picked one by one: sorting the rest would be wasted. */
const SELECT_ALL_UP_TO = SELECT_FIRST * 4;

/** Late-move reductions: quiet moves are searched shallower first only from this depth on… */
const REDUCE_FROM_DEPTH = 3;
/** …after this many moves at full depth (the remembered ones count)… */
const REDUCE_AFTER = 4;
/** …and only when keyed below this: never a guessed capture, a jump or a king move. */
const REDUCE_BELOW_KEY = 4000;
/** From this many moves on… */
const REDUCE_TWICE_AFTER = 12;
/** …at this depth and more, a late quiet move is searched two plies shallower first: very late moves rarely matter. */
const REDUCE_TWICE_DEPTH = 4;

type Options = SearchOptions & {
  readonly choice?: Choice;
  /**
   * Whether a stalled root (Heuristics.stall) is played for a draw: a drawn ending then scores what the
   * position is judged worth for both sides (its evaluation), so neither shuns a repetition, and a move back
   * to a position seen before (the one seen most often), or else the move that takes back the side's own last
   * move, is played if a search shows it within CLAIM_WINDOW of the best. So the two sides soon repeat a
   * position, and the game ends as the rules end a repetition, as two people with no way forward would end it.
   */
  readonly claimStalls?: boolean;
  /** Called once the search is done with the root's moves and their scores at the last completed depth, best first. */
  readonly onRoot?: (moves: Int32Array, scores: Int32Array, n: number) => void;
};

class Abort {}
const ABORT = new Abort();

export class Searcher<G extends SearchGame> {
  private readonly g: G;
  private readonly h: Heuristics<G>;
  private readonly tt: Table;
  private readonly moves: Int32Array[] = [];
  private readonly scores: Int32Array[] = [];
  private readonly killers = new Int32Array(MAX_PLY * KILLERS_PER_PLY);
  private readonly history = new Int32Array(HISTORY_SIZE);
  private readonly pv: Int32Array[] = [];
  private readonly pvLen = new Int32Array(MAX_PLY + 1);
  private readonly sortBuf = sortScratch(MAX_MOVES);
  private readonly priors = new Float64Array(MAX_MOVES);
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
  /** Pieces captured by the move last searched by searchFirst or searchLater. */
  private captures = 0;
  /** The heuristics' stall handling when the root is stalled and the search plays it for a draw (Options.claimStalls), else null. */
  private stall: StallHeuristics<G> | null = null;
  /** A drawn ending's score for the side to move at the root: 0, or a stalled root's evaluation when it is played for a draw. */
  private drawScore = 0;
  /** The side to move at the root. */
  private rootTurn: 0 | 1 = 0;

  constructor(g: G, h: Heuristics<G>, ttBits = DEFAULT_TT_BITS) {
    this.g = g;
    this.h = h;
    this.tt = tableOf(ttBits);
    for (let i = 0; i <= MAX_PLY; i++) {
      this.moves.push(new Int32Array(i === 0 ? MAX_MOVES : PLY_MOVES));
      this.scores.push(new Int32Array(i === 0 ? MAX_MOVES : PLY_MOVES));
      this.pv.push(new Int32Array(MAX_PLY + 1));
    }
  }

  /** Searches the game's current position; the game is left exactly as it was. */
  search(opts: Options = {}): SearchResult {
    const g = this.g;
    const maxDepth = Math.min(MAX_PLY - 1, opts.depth ?? (opts.nodes || opts.timeMs ? MAX_PLY - 1 : DEFAULT_DEPTH));
    this.reset(opts);
    const rnd = mulberry32((opts.seed ?? 1) ^ ROOT_SEED_SALT);

    if (g.outcomeCode !== 0) {
      return { depth: 0, best: -1, pv: [], score: this.terminal(0), nodes: 0, mate: 0, stop: 'game-over' };
    }
    const rootMoves = this.moves[0]!;
    const n = g.generate(rootMoves);
    if (n === 0) return { depth: 0, best: -1, pv: [], score: this.h.evaluate(g), nodes: 0, mate: null, stop: 'game-over' };
    orderRoot(this.h, g, rootMoves, n, rnd);

    // Under a time limit the whole move must fit in it, the network's reading of the board included (the
    // strong level reads all eight symmetries): the priors are read first, within the deadline, and kept
    // by move, since the search re-sorts the root. Under a node budget they are read after the search,
    // as they always were, so that a seed replays the same game to the last bit.
    const choice = opts.choice;
    const early = choice?.prior && this.deadline !== Infinity ? this.priorsByMove(rootMoves, n, choice.prior.turns) : undefined;

    // With the network's candidates re-searched (Choice.prior.candidates), the deepening leaves a share
    // of the budget (nodes or time) for them, so that the whole move stays within it.
    const rescoring = choice?.prior?.candidates !== undefined && this.h.rootPriors !== undefined;
    const fullDeadline = this.deadline;
    if (rescoring && this.deadline !== Infinity) this.deadline = fullDeadline - (opts.timeMs ?? 0) * RESCORE_SHARE;
    const done = this.deepen(
      rescoring && opts.nodes ? { ...opts, nodes: Math.round(opts.nodes * (1 - RESCORE_SHARE)) } : opts,
      maxDepth,
      n,
    );
    this.deadline = fullDeadline;
    if (!done) {
      // Not even depth 1 finished: play the first move of the heuristic order.
      const best = rootMoves[0]!;
      return { depth: 0, best, pv: [best], score: 0, nodes: this.nodes, mate: null, stop: this.stopReason };
    }
    const { info, scores } = done;
    opts.onRoot?.(rootMoves, scores, n);
    const claim = this.stall && Math.abs(info.score) < MATE_ZONE ? this.claimDraw(this.stall, n, info, opts.nodes) : -1;
    if (claim >= 0) return { ...info, best: claim, pv: [claim], nodes: this.nodes, stop: this.stopReason };
    let best = info.best;
    let pv = info.pv;
    if (choice && Math.abs(info.score) < MATE_ZONE && (choice.temperature > 0 || choice.prior)) {
      let pick = best;
      const read =
        early === undefined
          ? choice.prior !== undefined && this.h.rootPriors?.(g, rootMoves, n, this.priors, choice.prior.turns) === true
          : early !== null && this.alignPriors(early, rootMoves, n);
      if (choice.prior && read) {
        const chosen = rescoring ? this.rescore(n, scores, info, choice.prior, opts) : scores;
        pick = preferred(rootMoves, chosen, this.priors, n, info.score, choice.prior);
      } else if (choice.temperature > 0) pick = choose(rootMoves, scores, n, info.score, choice, rnd);
      if (pick !== best) {
        best = pick;
        pv = [pick];
      }
    }
    return { ...info, best, pv, nodes: this.nodes, stop: this.stopReason };
  }

  /**
   * The root's scores for the choice when only the network's likeliest moves are searched again: those
   * moves re-searched at the depth completed in a window from `prior.margin` below the best to just above
   * it (a move that fails low is out of the choice; one that fails high counts as the best's equal), the
   * moves the search already scored exactly (within the level's own margin) as they are, every other move
   * out of the choice. Stops, keeping what it has, at the budget's end.
   */
  private rescore(n: number, scores: Int32Array, info: SearchInfo, prior: NonNullable<Choice['prior']>, opts: Options): Int32Array {
    const g = this.g;
    const best = info.score;
    const out = new Int32Array(n);
    const exact = best - (opts.choice?.margin ?? 0);
    const excluded = best - prior.margin - 1;
    for (let i = 0; i < n; i++) out[i] = scores[i]! >= exact ? scores[i]! : excluded;
    const rootMoves = this.moves[0]!;
    const bestIndex = rootMoves.subarray(0, n).indexOf(info.best);
    this.nodeLimit = opts.nodes ?? Infinity;
    for (const i of likeliest(this.priors, n, prior.candidates ?? 0, bestIndex)) {
      if (out[i]! >= exact) continue;
      try {
        g.make(rootMoves[i]!);
        this.line++;
        this.nodes++;
        const s = -this.negamax(info.depth - 1, -(best + 1), -excluded, 1);
        g.unmake();
        this.line--;
        out[i] = s <= excluded ? excluded : Math.min(s, best);
      } catch (e) {
        this.unwind(e);
        break;
      }
    }
    return out;
  }

  /**
   * At a stalled root whose best scores `info.score`: of the moves back to an earlier position (search-root.ts
   * movesBack), the first that a null-window search at the depth completed, with a draw worth `info.score`,
   * shows to be within CLAIM_WINDOW of the best; -1 if none is. The checks may search up to `budget` more nodes
   * (as many as they take without one); a move whose check is cut short is not played.
   */
  private claimDraw(stall: StallHeuristics<G>, n: number, info: SearchInfo, budget: number | undefined): Move {
    const g = this.g;
    const bar = info.score - CLAIM_WINDOW;
    this.nodeLimit = this.nodes + (budget ?? Infinity);
    // A draw is now worth what the search found the position worth, and the table, which holds draws at the
    // evaluation's worth, starts again.
    this.drawScore = info.score;
    this.tt.clear();
    for (const move of movesBack(stall, g, this.moves[0]!, n)) {
      try {
        g.make(move);
        this.line++;
        this.nodes++;
        const s = -this.negamax(info.depth - 1, -bar, -bar + 1, 1);
        g.unmake();
        this.line--;
        if (s >= bar) return move;
      } catch (e) {
        this.unwind(e);
        return -1;
      }
    }
    return -1;
  }

  /** The network's priors of the root moves, by move, or null where the heuristics have no network for them. */
  private priorsByMove(moves: Int32Array, n: number, turns: 1 | 8): Map<number, number> | null {
    if (!this.h.rootPriors?.(this.g, moves, n, this.priors, turns)) return null;
    const out = new Map<number, number>();
    for (let i = 0; i < n; i++) out.set(moves[i]!, this.priors[i]!);
    return out;
  }

  /** Puts priors read by move into this.priors in the root's present order. */
  private alignPriors(byMove: ReadonlyMap<number, number>, moves: Int32Array, n: number): true {
    for (let i = 0; i < n; i++) this.priors[i] = byMove.get(moves[i]!) ?? -Infinity;
    return true;
  }

  /** Limits and per-search state: the table, killers and history start empty (reproducibility). */
  private reset(opts: Options): void {
    this.nodes = 0;
    this.nodeLimit = opts.nodes ?? Infinity;
    this.now = opts.now;
    this.deadline = opts.timeMs !== undefined && opts.now ? opts.now() + opts.timeMs : Infinity;
    this.shouldStop = opts.shouldStop;
    this.stopReason = 'depth';
    this.line = 0;
    const g = this.g;
    this.rootTurn = g.turn;
    const stall = this.h.stall;
    this.stall = opts.claimStalls === true && g.outcomeCode === 0 && stall?.stalled(g) === true ? stall : null;
    this.drawScore = this.stall ? this.h.evaluate(g) : 0;
    this.tt.clear();
    this.killers.fill(0);
    this.history.fill(0);
  }

  /**
   * Iterative deepening over the n root moves: the last completed depth, with the root's scores
   * in the order of the root moves (re-sorted after each depth), or null if none completed.
   */
  private deepen(opts: Options, maxDepth: number, n: number): { info: SearchInfo; scores: Int32Array } | null {
    const rootMoves = this.moves[0]!;
    const rootScores = new Int32Array(n);
    const minDepth = opts.minDepth ?? 0;
    const margin = choiceMargin(opts.choice, this.h.rootPriors !== undefined);
    let done: { info: SearchInfo; scores: Int32Array } | null = null;
    for (let depth = 1; depth <= maxDepth; depth++) {
      try {
        this.extendTo = Math.min(MAX_PLY - 2, depth + EXTENSION_PLIES);
        // The node budget counts only once the minimum depth is done (still reproducible: no clock).
        this.nodeLimit = depth <= minDepth ? Infinity : (opts.nodes ?? Infinity);
        const { best, score } = this.root(depth, n, rootScores, margin);
        const pv = Array.from(this.pv[0]!.subarray(0, this.pvLen[0]!));
        if (pv.length === 0) pv.push(best);
        const info: SearchInfo = { depth, best, pv, score, nodes: this.nodes, mate: mateIn(score) };
        opts.onDepth?.(info);
        resortRoot(rootMoves, rootScores, n);
        done = { info, scores: rootScores.slice() };
        if (Math.abs(score) > MATE_ZONE) break;
        if (this.nodes >= (opts.nodes ?? Infinity)) {
          this.stopReason = 'nodes';
          break;
        }
      } catch (e) {
        this.unwind(e);
        break;
      }
    }
    return done;
  }

  /** After a throw inside a search: unmakes the moves still made, then rethrows anything but the budget's end. */
  private unwind(e: unknown): void {
    while (this.line > 0) {
      this.g.unmake();
      this.line--;
    }
    if (e !== ABORT) throw e;
  }

  private terminal(ply: number): number {
    const w = this.h.winner(this.g.outcomeCode);
    if (w === 2) return this.g.turn === this.rootTurn ? this.drawScore : -this.drawScore;
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
    const moves = this.moves[0]!;
    let alpha = -INF;
    const beta = INF;
    let bestScore = -INF;
    let best = moves[0]!;
    this.pvLen[0] = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      // No score reaches INF, so the re-search after a null window is the full one whenever it beats alpha.
      const score = i === 0 ? this.searchFirst(m, depth, alpha, beta, 0) : this.searchLater(m, depth, alpha, beta, 0, 0);
      // A move that failed low has only an upper bound: mark it below any candidate's score.
      rootScores[i] = i === 0 || score > alpha ? score : Math.min(score, alpha) - 1 - margin;
      if (score > bestScore) {
        bestScore = score;
        best = m;
        this.updatePv(0, m);
      }
      // Keep the search open by the level's margin so near-best moves get exact scores.
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

  /** Makes m, searches the reply with the full (alpha, beta) at depth - 1, unmakes. */
  private searchFirst(m: Move, depth: number, alpha: number, beta: number, ply: number): number {
    const g = this.g;
    const captures = g.make(m);
    this.line++;
    this.nodes++;
    const score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
    g.unmake();
    this.line--;
    this.captures = captures;
    return score;
  }

  /**
   * Makes m, searches it with a null window (`reduce` plies shallower if it captures nothing),
   * again at full depth if a reduced search beats alpha, then with the full (alpha, beta) if it
   * lands inside; unmakes.
   */
  private searchLater(m: Move, depth: number, alpha: number, beta: number, ply: number, reduceQuiet: number): number {
    const g = this.g;
    const captures = g.make(m);
    this.line++;
    this.nodes++;
    const reduce = captures === 0 ? reduceQuiet : 0;
    let score = -this.negamax(depth - 1 - reduce, -alpha - 1, -alpha, ply + 1);
    if (score > alpha && reduce > 0) score = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
    if (score > alpha && score < beta) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
    g.unmake();
    this.line--;
    this.captures = captures;
    return score;
  }

  /** The score of the node at ply for the side to move, searched depth plies deep within (alpha, beta). */
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
    const tt = this.tt;
    const idx = g.hashLo & tt.mask;
    const hit = tt.matches(idx, g.hashLo, g.hashHi);
    if (hit) {
      const s = tt.cutoff(idx, depth, alpha, beta, ply);
      if (s !== NO_CUTOFF) return s;
    }
    const ttMove = hit ? tt.move[idx]! : 0;
    const k1 = this.killers[ply * KILLERS_PER_PLY]!;
    const k2 = this.killers[ply * KILLERS_PER_PLY + 1]!;
    const alpha0 = alpha;
    let bestScore = -INF;
    let bestMove = 0;
    let searched = 0;
    let tried = 0;
    // Remembered moves first, if the engine says they are legal here: the table's, then the killers
    // (quiet moves that cut off at this ply elsewhere). A cut-off here saves generating the rest.
    for (let r = 0; r < REMEMBERED; r++) {
      const m = r === 0 ? ttMove : r === 1 ? k1 : k2;
      if (m === 0 || (r > 0 && m === ttMove) || !g.isLegal(m)) continue;
      const score = searched === 0 ? this.searchFirst(m, depth, alpha, beta, ply) : this.searchLater(m, depth, alpha, beta, ply, 0);
      searched++;
      tried |= 1 << r; // TRIED_TT, TRIED_K1, TRIED_K2
      if (score > bestScore) {
        bestScore = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, m);
          if (score >= beta) return tt.store(idx, g, depth, ply, bestScore, bestMove, alpha0, beta);
        }
      }
    }
    const moves = this.moves[ply]!;
    let n = g.generate(moves);
    if (n === 0) return this.h.evaluate(g);
    if (tried !== 0) n = dropTried(moves, n, tried, ttMove, k1, k2);
    return this.searchOrdered(depth, alpha, beta, ply, n, searched, bestScore, bestMove, alpha0);
  }

  /**
   * The rest of negamax's node at ply: the n moves left in this.moves[ply] after the `searched`
   * remembered ones (best so far bestScore by bestMove, alpha raised from alpha0), in order, with
   * pruning and reductions near the leaves; stores the node's result in the table.
   */
  private searchOrdered(
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    n: number,
    searched: number,
    bestScore: number,
    bestMove: Move,
    alpha0: number,
  ): number {
    const g = this.g;
    const moves = this.moves[ply]!;
    const keys = this.scores[ply]!;
    // The killers are as negamax read them: only nodes at this ply change them.
    const k1 = this.killers[ply * KILLERS_PER_PLY]!;
    const k2 = this.killers[ply * KILLERS_PER_PLY + 1]!;
    this.orderKeys(moves, keys, n, k1, k2);
    // Selectivity near the leaves, never in the principal variation.
    const nullWindow = beta - alpha0 === 1;
    const futile = nullWindow && depth <= PRUNE_DEPTH && this.h.evaluate(g) + FUTILITY[depth]! <= alpha;
    const lateMoves = nullWindow && depth <= PRUNE_DEPTH ? LATE_MOVES[depth]! : MAX_MOVES;
    let pruned = false;
    // Where quiet moves will be pruned, moves are picked one by one until the first pruned one
    // (sorting them all would be wasted); elsewhere the first few are picked (most cut-offs come
    // early) and the tail is sorted once.
    const selective = futile || lateMoves <= SELECT_ALL_UP_TO;
    for (let i = 0; i < n; i++) {
      if (i < SELECT_FIRST || selective) selectBest(moves, keys, i, n);
      else if (i === SELECT_FIRST) sortTail(moves, keys, i, n, this.sortBuf);
      const m = moves[i]!;
      const key = keys[i]!;
      const index = i + searched;
      if (index > 0 && key < TACTICAL && (futile || index >= lateMoves)) {
        // Every later move is quiet too (they come in order): prune them all.
        pruned = true;
        break;
      }
      // Late quiet moves are searched one ply shallower first (two when very late and deep).
      const reduce =
        depth >= REDUCE_FROM_DEPTH && index >= REDUCE_AFTER && key < REDUCE_BELOW_KEY && m !== k1 && m !== k2
          ? index >= REDUCE_TWICE_AFTER && depth >= REDUCE_TWICE_DEPTH
            ? 2
            : 1
          : 0;
      const score = index === 0 ? this.searchFirst(m, depth, alpha, beta, ply) : this.searchLater(m, depth, alpha, beta, ply, reduce);
      if (score > bestScore) {
        bestScore = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, m);
          if (score >= beta) {
            if (this.captures === 0) this.rememberCutoff(m, ply, depth, k1);
            break;
          }
        }
      }
    }
    if (bestScore === -INF || (pruned && bestScore < alpha0)) bestScore = alpha0;
    return this.tt.store(this.tt.mask & g.hashLo, g, depth, ply, bestScore, bestMove, alpha0, beta);
  }

  /** Ordering keys for the first n moves: the heuristics' guess, then the killers' and the history's bonus. */
  private orderKeys(moves: Int32Array, keys: Int32Array, n: number, k1: Move, k2: Move): void {
    const g = this.g;
    const h = this.h;
    const hist = this.history;
    const side = g.turn;
    h.prepareOrdering(g);
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      const killer = m === k1 ? KILLER_FIRST : m === k2 ? KILLER_SECOND : 0;
      keys[i] = h.orderScore(g, m) * GUESS_WEIGHT + killer + Math.min(HISTORY_CAP, hist[historyIndex(side, m)]! >> HISTORY_SHIFT);
    }
  }

  /** A quiet move that cut off at ply: the first killer there (the old one second), and history credit. */
  private rememberCutoff(m: Move, ply: number, depth: number, k1: Move): void {
    if (m !== k1) {
      this.killers[ply * KILLERS_PER_PLY + 1] = k1;
      this.killers[ply * KILLERS_PER_PLY] = m;
    }
    const i = historyIndex(this.g.turn, m);
    this.history[i] = this.history[i]! + depth * depth;
  }
}
