/**
 * The root's move list: a seeded shuffle then the heuristic order before the first depth, a re-sort
 * by score after each depth, a level's seeded choice among near-best moves at the end, and a stalled
 * root's moves back to an earlier position.
 */
import type { Move } from '../../engine';
import type { SearchGame, StallHeuristics } from './types';

/** mulberry32 draws 32-bit integers: divided by 2^32 they fall in [0, 1). */
const UINT32_RANGE = 4294967296;

/** How a level picks among the root moves once the search is done. */
export interface Choice {
  /** Moves scoring within this many points of the best are candidates. */
  readonly margin: number;
  /** Softmax temperature over the candidates' scores (0: always the best). */
  readonly temperature: number;
  /**
   * Where the heuristics give root priors (Heuristics.rootPriors: log-probabilities that a person plays
   * each move): among the moves scoring within `margin` of the best, play the one that maximises
   * log P(move) + (score - best) / `scale`, so the search vetoes what it sees to be worse and the prior
   * chooses among the rest. `turns` is passed on to rootPriors (read the position once, or in each of
   * the board's eight symmetries). Without priors the choice falls back to `margin` and `temperature`.
   */
  readonly prior?: {
    readonly margin: number;
    readonly scale: number;
    readonly turns: 1 | 8;
    /**
     * With a number k: the root is searched with the level's own `margin`, as deep as without priors,
     * and only the k moves the priors rate likeliest are searched again (at the depth completed, in a
     * window `margin` below the best) for the scores the choice needs; the choice is then made among
     * them and the moves the search already scored exactly. Without it, the whole root is kept open by
     * `margin`, so that every move gets an exact score, at the cost of depth.
     */
    readonly candidates?: number;
  };
}

/** The margin the root must keep open so that every move the choice may pick gets an exact score. */
export const choiceMargin = (choice: Choice | undefined, hasPriors: boolean): number =>
  Math.max(choice?.margin ?? 0, hasPriors && choice?.prior?.candidates === undefined ? (choice?.prior?.margin ?? 0) : 0);

/**
 * The indices of the k root moves with the highest priors, likeliest first (ties: the earlier move),
 * leaving out `skip` (the search's best).
 */
export function likeliest(priors: Float64Array, n: number, k: number, skip: number): number[] {
  const order: number[] = [];
  for (let i = 0; i < n; i++) if (i !== skip) order.push(i);
  order.sort((a, b) => priors[b]! - priors[a]! || a - b);
  return order.slice(0, k);
}

/** What the root ordering needs of the heuristics. */
export interface RootOrdering<G extends SearchGame> {
  prepareOrdering(g: G): void;
  orderScore(g: G, move: Move): number;
}

/**
 * A seeded shuffle, so that equal moves are tried in an order that depends on the seed, then the
 * heuristics' order (stable after the shuffle).
 */
export function orderRoot<G extends SearchGame>(h: RootOrdering<G>, g: G, moves: Int32Array, n: number, rnd: () => number): void {
  for (let i = n - 1; i > 0; i--) {
    const j = rnd() % (i + 1);
    const t = moves[i]!;
    moves[i] = moves[j]!;
    moves[j] = t;
  }
  h.prepareOrdering(g);
  const order: { move: number; key: number }[] = [];
  for (let i = 0; i < n; i++) order.push({ move: moves[i]!, key: h.orderScore(g, moves[i]!) });
  order.sort((a, b) => b.key - a.key);
  for (let i = 0; i < n; i++) moves[i] = order[i]!.move;
}

/** After a depth: the best to the front, then the rest by this depth's scores (stable). */
export function resortRoot(moves: Int32Array, scores: Int32Array, n: number): void {
  const idx = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
  const movesCopy = moves.slice(0, n);
  const scoresCopy = scores.slice();
  for (let i = 0; i < n; i++) {
    moves[i] = movesCopy[idx[i]!]!;
    scores[i] = scoresCopy[idx[i]!]!;
  }
}

/** A seeded softmax pick among root moves within the margin of the best score. */
export function choose(moves: Int32Array, scores: Int32Array, n: number, best: number, choice: Choice, rnd: () => number): number {
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
  let r = (rnd() / UINT32_RANGE) * total;
  for (let i = 0; i < cand.length; i++) {
    r -= weight[i]!;
    if (r <= 0) return cand[i]!;
  }
  return cand[cand.length - 1]!;
}

/**
 * The candidate within prior.margin of the best score that maximises its log-prior plus its score's
 * shortfall over prior.scale (`priors` holds one log-probability per root move). Deterministic;
 * ties go to the earlier move, which is the better-scored after resortRoot.
 */
export function preferred(
  moves: Int32Array,
  scores: Int32Array,
  priors: Float64Array,
  n: number,
  best: number,
  prior: NonNullable<Choice['prior']>,
): number {
  let pick = -1;
  let value = -Infinity;
  for (let i = 0; i < n; i++) {
    const s = scores[i]!;
    if (s < best - prior.margin) continue;
    const v = priors[i]! + (s - best) / prior.scale;
    if (v > value) {
      value = v;
      pick = i;
    }
  }
  return moves[pick]!;
}

/**
 * The root moves a stalled side may play for a draw, in the order they are tried: those back to a position seen
 * before, the one seen most often first (the earlier in the root's order on a tie), then the move that takes back
 * the side's own last move, where it is legal.
 */
export function movesBack<G extends SearchGame>(stall: StallHeuristics<G>, g: G, moves: Int32Array, n: number): Move[] {
  const back: { move: Move; times: number }[] = [];
  for (let i = 0; i < n; i++) {
    g.make(moves[i]!);
    const times = stall.timesSeenBefore(g);
    g.unmake();
    if (times > 0) back.push({ move: moves[i]!, times });
  }
  back.sort((a, b) => b.times - a.times);
  const takeBack = stall.takeBack(g);
  const out = back.map((b) => b.move);
  if (takeBack >= 0 && g.isLegal(takeBack) && !out.includes(takeBack)) out.push(takeBack);
  return out;
}
