/**
 * What the search knows about tafl: a static evaluation and move-ordering hints, computed from the
 * engine's board and compiled rules (never from a preset's name), so they work for every reading
 * and any rule combination, Evangelists included.
 *
 * The evaluation is a weighted sum of features measured from the defenders' side (FEATURES in
 * tafl-context.ts: material, open lines and forks, the king's region and the goal squares it still
 * reaches, the pressure on the king and his freedom, guards and blockers at the corners, mobility, the pieces
 * each side could take with its next move),
 * signed for the side to move; with the defenders to move and a line open it is ESCAPE_NOW. The
 * weights are the tuned ones of the rules' family (weights.ts: fitted by `npm run tune` on people's
 * games, or in self-play for Alea Evangelii), or the hand-set ones the AI had before tuning, which
 * edge-escape readings below 19×19 still use and which npm run bench:ai matches the tuned AI against.
 *
 * The terms live in tafl-eval.ts and the ordering hints in tafl-order.ts, over one TaflContext per
 * rules, material and weights (tafl-context.ts). Legality is the engine's: the search checks a
 * remembered move against the engine's move list, never against a walk of its own.
 */
import type { Move } from '../../engine';
import type { CompiledRules, Game } from '../../engine/core';
import { TaflContext, type WeightVector } from './tafl-context';
import { evaluate, lines } from './tafl-eval';
import { orderScore, prepareOrdering } from './tafl-order';
import { type WeightSetId, weightsFor } from './weights';

export { ESCAPE_NOW, type WeightVector } from './tafl-context';

export interface Tafl {
  readonly c: CompiledRules;
  readonly weights: WeightVector;
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

/**
 * The tafl knowledge for compiled rules and the starting material (cached), with the weights the
 * rules call for (weights.ts) or, for comparisons, the hand-set ones the AI had before tuning.
 */
export function taflFor(c: CompiledRules, startAttackers: number, startDefenders: number, set: WeightSetId = 'tuned'): Tafl {
  let byMaterial = cache.get(c);
  if (!byMaterial) {
    byMaterial = new Map();
    cache.set(c, byMaterial);
  }
  const key = `${startAttackers}:${startDefenders}:${set}`;
  let t = byMaterial.get(key);
  if (!t) {
    t = makeTafl(c, startAttackers, startDefenders, set === 'hand-set' ? null : weightsFor(c).weights);
    byMaterial.set(key, t);
  }
  return t;
}

/** The tafl knowledge with any weight vector (null: the hand-set one); not cached, for the tuner. */
export function makeTafl(c: CompiledRules, startAttackers: number, startDefenders: number, weights: WeightVector | null): Tafl {
  const x = new TaflContext(c, startAttackers, startDefenders, weights);
  return {
    c,
    weights: x.weights,
    evaluate: (g) => evaluate(x, g),
    openLines: (g) => (g.king >= 0 ? lines(x, g.board, g.king) : 0),
    prepareOrdering: (g) => prepareOrdering(x, g),
    orderScore: (g, move) => orderScore(x, g, move),
  };
}
