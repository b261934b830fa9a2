/**
 * What the search knows about tafl: a static evaluation and move-ordering hints, computed from the
 * engine's board and compiled rules (never from a preset's name), so they work for every reading
 * and any rule combination, Evangelists included.
 *
 * The evaluation, in points from the defenders' side, then signed for the side to move:
 * - material, counted against the start: an attacker is worth 100; a defender (or Evangelist) is
 *   worth more in proportion to how outnumbered the defenders start (√(attackers / defenders) × 100);
 * - escape: the goal squares the king reaches in one move (a defenders' move wins at once; two
 *   lines open against the attackers cannot both be shut) and in two moves;
 * - the cordon: a flood from the king through squares not held by attackers; goal squares the
 *   flood cannot reach are sealed off, and none left means the attackers have closed a ring;
 * - forks: squares the king can step to from which two lines to goal squares are open;
 * - the king's safety: attackers and hostile squares beside him, weighted by how he is captured;
 * - the king's freedom: the squares he can move to;
 * - with corner escape, attackers standing guard on the squares that touch the corners.
 *
 * The terms live in tafl-eval.ts and the ordering hints in tafl-order.ts, over one TaflContext per
 * rules and material (tafl-context.ts). Legality is the engine's: the search checks a remembered
 * move against the engine's move list, never against a walk of its own.
 */
import type { Move } from '../engine';
import type { CompiledRules, Game } from '../engine/core';
import { TaflContext, type Weights } from './tafl-context';
import { evaluate, lines } from './tafl-eval';
import { orderScore, prepareOrdering } from './tafl-order';

export { ESCAPE_NOW, type Weights } from './tafl-context';

export interface Tafl {
  readonly c: CompiledRules;
  readonly weights: Weights;
  /** Static evaluation for the side to move. */
  evaluate(g: Game): number;
  /** Lines from the king to a goal square, open now (0 to 4). */
  openLines(g: Game): number;
  /** Prepares ordering hints for the side to move in g (call once per node, before orderScore). */
  prepareOrdering(g: Game): void;
  /** A quick guess at how promising a move is (higher first). */
  orderScore(g: Game, move: Move): number;
}

const cache = new WeakMap<CompiledRules, Map<string, Tafl>>();

/** The tafl knowledge for compiled rules and the starting material (cached). */
export function taflFor(c: CompiledRules, startAttackers: number, startDefenders: number): Tafl {
  let byMaterial = cache.get(c);
  if (!byMaterial) {
    byMaterial = new Map();
    cache.set(c, byMaterial);
  }
  const key = `${startAttackers}:${startDefenders}`;
  let t = byMaterial.get(key);
  if (!t) {
    t = makeTafl(c, startAttackers, startDefenders);
    byMaterial.set(key, t);
  }
  return t;
}

function makeTafl(c: CompiledRules, startAttackers: number, startDefenders: number): Tafl {
  const x = new TaflContext(c, startAttackers, startDefenders);
  return {
    c,
    weights: x.weights,
    evaluate: (g) => evaluate(x, g),
    openLines: (g) => (g.king >= 0 ? lines(x, g.board, g.king) : 0),
    prepareOrdering: (g) => prepareOrdering(x, g),
    orderScore: (g, move) => orderScore(x, g, move),
  };
}
